#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "../support/temp_dir.h"
#include "sega_encoders.h"
#include "sonlvl_acts.h"
#include "sonlvl_fake_project.h"
#include "solidtile/io/collision_png.h"
#include "solidtile/io/level_file.h"
#include "solidtile/io/sonlvl.h"

namespace solidtile {
namespace {
namespace fs = std::filesystem;
using test::Bytes;
using test::allProblems;
using test::pixel;
using test::FakeProject;

TEST(SonlvlIni, ReadsSectionsKeysAndComments) {
  const io::IniResult r = io::parseIni("version=S1\r\n; a comment\n# another\n colarr1 = a.bin \n\n[Green Hill Zone Act 1]\nchunks=x.kos\nchunks=y.kos\n[Other]\n");
  ASSERT_TRUE(r.ini) << io::describe("ini", r.problems);
  EXPECT_EQ(*r.ini->global.find("version"), "S1");
  EXPECT_EQ(*r.ini->global.find("colarr1"), "a.bin");
  ASSERT_EQ(r.ini->sections.size(), 2u);
  const io::IniSection* ghz = r.ini->section("Green Hill Zone Act 1");
  ASSERT_NE(ghz, nullptr);
  EXPECT_EQ(ghz->line, 6);
  EXPECT_EQ(*ghz->find("chunks"), "y.kos");
  EXPECT_EQ(ghz->find("version"), nullptr);
}

TEST(SonlvlIni, NamesTheLineOfEveryBadLine) {
  const io::IniResult r = io::parseIni("a=1\nnonsense\n[open\n=5\n[A]\n[A]\n");
  ASSERT_FALSE(r.ini);
  ASSERT_EQ(r.problems.size(), 4u);
  EXPECT_EQ(r.problems[0].where, "line 2");
  EXPECT_EQ(r.problems[0].what, "expected key=value or [section], found 'nonsense'");
  EXPECT_EQ(r.problems[1].where, "line 3");
  EXPECT_EQ(r.problems[2].where, "line 4");
  EXPECT_EQ(r.problems[3].what, "section '[A]' is given twice");
}

// Issue 29: each section was checked against every one before it (14 s for
// 100,000). At 400,000 a quadratic reader makes 8e10 name comparisons and
// never finishes within the test's time-out; a linear one takes a fraction of a second.
TEST(SonlvlIni, ReadsHundredsOfThousandsOfSectionsInLinearTime) {
  std::string text;
  constexpr int kSections = 400000;
  for (int i = 0; i < kSections; ++i) text += "[Zone " + std::to_string(i) + "]\nlevelname=x\n";
  text += "[Zone 17]\n";
  const io::IniResult r = io::parseIni(text);
  ASSERT_EQ(r.problems.size(), 1u);
  EXPECT_EQ(r.problems[0].where, "line " + std::to_string(2 * kSections + 1));
  EXPECT_EQ(r.problems[0].what, "section '[Zone 17]' is given twice");
}

TEST(SonlvlIni, SkipsAUtf8ByteOrderMark) {
  const io::IniResult r = io::parseIni("\xEF\xBB\xBFversion=S1\n[A]\n");
  ASSERT_TRUE(r.ini);
  ASSERT_NE(r.ini->global.find("version"), nullptr);
  EXPECT_EQ(*r.ini->global.find("version"), "S1");
}

TEST(SonlvlIni, QuotesControlCharactersEscaped) {
  const io::IniResult r = io::parseIni(std::string_view("no\0equals\x1b[2J here\n", 19));
  ASSERT_EQ(r.problems.size(), 1u);
  EXPECT_EQ(r.problems[0].what, "expected key=value or [section], found 'no\\0equals\\x1b[2J here'");
}

TEST(SonlvlIni, SplitsFileListsAndTheirFields) {
  const auto list = io::parseFileList("../palette/Sonic.bin:0:0:16| ../palette/GHZ.bin:0:16:48 |sub\\x.bin", "/p/ini");
  ASSERT_EQ(list.size(), 3u);
  EXPECT_EQ(list[0].path, fs::path("/p/ini/../palette/Sonic.bin"));
  EXPECT_EQ(list[0].fields, (std::vector<std::string>{"0", "0", "16"}));
  EXPECT_EQ(list[1].fields, (std::vector<std::string>{"0", "16", "48"}));
  EXPECT_EQ(list[2].path, fs::path("/p/ini/sub/x.bin"));
  EXPECT_TRUE(list[2].fields.empty());
}


TEST(SonlvlSonic1, ImportsLayoutChunksCollisionAndStart) {
  FakeProject p;
  const io::SonlvlImportResult r = p.import();
  ASSERT_TRUE(r.file) << io::describe("import", r.problems);
  const Level& l = r.file->level;
  EXPECT_EQ(l.width(), 64);
  EXPECT_EQ(l.height(), 16);
  EXPECT_EQ(l.layerCount(), 2);
  EXPECT_EQ(l.startX, 80);
  EXPECT_EQ(l.startY, 944);
  EXPECT_EQ(r.file->name, "Test Zone Act 1");
  EXPECT_EQ(r.file->profile, Profile::Sonic1) << "a Sonic 1 level runs Sonic 1's physics";
  for (int layer = 0; layer < 2; ++layer) {
    const Tile floor = l.tile(layer, 5, 15);
    ASSERT_FALSE(floor.empty());
    EXPECT_EQ(l.mask(floor.maskIndex()).height(0), 16);
    EXPECT_EQ(floor.solidity(), Solidity::All);
    EXPECT_FALSE(floor.flipX() || floor.flipY());
  }
  const Tile slope = l.tile(0, 16 + 3, 15);  // high plane of loop chunk $82 reads chunk 2
  ASSERT_FALSE(slope.empty());
  EXPECT_TRUE(slope.flipX());
  EXPECT_EQ(slope.solidity(), Solidity::TopOnly);
  EXPECT_EQ(l.mask(slope.maskIndex()).height(15), 16);
  EXPECT_EQ(l.mask(slope.maskIndex()).angle(), 0xE0);
  EXPECT_TRUE(l.tile(1, 16 + 3, 15).empty());
  const Tile hang = l.tile(1, 16 + 4, 0);  // its low plane reads chunk 3
  ASSERT_FALSE(hang.empty());
  EXPECT_TRUE(hang.flipY());
  EXPECT_EQ(hang.solidity(), Solidity::SidesAndBottom);
  EXPECT_EQ(l.mask(hang.maskIndex()).height(0), -8);
  EXPECT_TRUE(l.mask(hang.maskIndex()).flagged());
  EXPECT_TRUE(l.tile(0, 16 + 4, 0).empty());
  EXPECT_TRUE(l.tile(1, 16 + 5, 0).empty()) << "a block without solidity bits is not a tile";
  EXPECT_EQ(l.masks().size(), 3u);
  EXPECT_TRUE(io::parseLevel(io::formatLevel(*r.file)).file) << "the level validator refuses the import";
}

TEST(SonlvlSonic1, LoopChunk29ReadsChunk51OnTheLowPlane) {
  FakeProject p;
  const io::SonlvlImportResult r = p.import();
  ASSERT_TRUE(r.file) << io::describe("import", r.problems);
  const Level& l = r.file->level;
  EXPECT_FALSE(l.tile(0, 32 + 8, 8).empty()) << "the high plane of $A8 is chunk $28";
  EXPECT_TRUE(l.tile(0, 32 + 7, 7).empty());
  EXPECT_FALSE(l.tile(1, 32 + 7, 7).empty()) << "the low plane of $A8 is chunk $51, not $29";
  EXPECT_TRUE(l.tile(1, 32 + 8, 8).empty());
}

// Sonic_Loops compares the layout byte with $80 | the zone's loop chunk:
// `loopchunks=2,28` makes $82 the first loop chunk and $A8 the second.
TEST(SonlvlSonic1, LoopChunksBecomeLoopRegions) {
  FakeProject p;
  p.writeIni("loopchunks=2,28\n");
  const io::SonlvlImportResult r = p.import();
  ASSERT_TRUE(r.file) << io::describe("import", r.problems);
  EXPECT_EQ(r.file->level.loops, (std::vector<LoopRegion>{{256, 0, false}, {512, 0, true}}));
  const std::string text = io::formatLevel(*r.file);
  EXPECT_NE(text.find("\"version\": 4"), std::string::npos);
  EXPECT_TRUE(io::parseLevel(text).file);
  p.writeIni("loopchunks=28\n");
  EXPECT_EQ(p.import().file->level.loops, (std::vector<LoopRegion>{{512, 0, false}})) << "$82 is not listed";
  p.writeIni("");
  EXPECT_TRUE(p.import().file->level.loops.empty()) << "no loopchunks, no regions (Marble Zone)";
  for (const char* bad : {"loopchunks=2G\n", "loopchunks=80\n", "loopchunks=2,\n", "loopchunks=1,2,3\n"}) {
    p.writeIni(bad);
    const io::SonlvlImportResult broken = p.import();
    EXPECT_FALSE(broken.file) << bad;
    EXPECT_NE(io::describe("p", broken.problems).find("p: loopchunks: "), std::string::npos) << io::describe("p", broken.problems);
  }
}

// Star Light's two loop chunks ($AA, and $B4 where the air sends Sonic high),
// at the cells of slz1.bin and slz2.bin; needs SOLIDTILE_S1DISASM.
TEST(SonlvlSonic1, ImportsStarLightsLoopChunksFromTheDisassemblyWhenGiven) {
  const char* root = std::getenv("SOLIDTILE_S1DISASM");
  if (!root || !*root) GTEST_SKIP() << "SOLIDTILE_S1DISASM is not set";
  const io::ProjectResult p = io::loadSonlvlProject(fs::path(root) / "SonLVL INI Files" / "SonLVL.ini");
  ASSERT_TRUE(p.project) << io::describe("SonLVL.ini", p.problems);
  const auto loops = [&](const char* act) {
    const io::SonlvlImportResult r = io::importSonlvlLevel(*p.project, act);
    EXPECT_TRUE(r.file) << io::describe(act, r.problems);
    return r.file ? r.file->level.loops : std::vector<LoopRegion>{};
  };
  constexpr int k = 256;
  EXPECT_EQ(loops("Star Light Zone Act 1"), (std::vector<LoopRegion>{{26 * k, 1 * k, false}, {12 * k, 6 * k, false}}));
  EXPECT_EQ(loops("Star Light Zone Act 2"),
            (std::vector<LoopRegion>{{6 * k, 1 * k, true}, {18 * k, 1 * k, false}, {19 * k, 1 * k, false}, {7 * k, 2 * k, false},
                                     {13 * k, 3 * k, true}, {19 * k, 4 * k, true}, {22 * k, 6 * k, false}}));
  EXPECT_TRUE(loops("Marble Zone Act 1").empty());
}

TEST(SonlvlSonic1, DrawsTheArtFromTilesBlocksAndPalette) {
  FakeProject p;
  FakeProject::put(p.chunks, 1, 1, 15, 0x6801);  // block 1 X-flipped by the chunk
  p.writeChunks();
  const io::ProjectResult project = io::loadSonlvlProject(p.ini);
  ASSERT_TRUE(project.project);
  const io::SonlvlArtResult r = io::renderSonlvlArt(*project.project, "Test Zone Act 1");
  ASSERT_TRUE(r.art) << io::describe("art", r.problems);
  const io::LevelArt& art = *r.art;
  EXPECT_EQ(art.width, 1024);
  EXPECT_EQ(art.height, 256);
  constexpr std::uint32_t red = 0xFC0000FF, green = 0x00FC00FF, blue = 0x0000FCFF, white = 0xFCFCFCFF;
  EXPECT_EQ(pixel(art, 0, 0), 0u) << "colour 0 is transparent";
  EXPECT_EQ(pixel(art, 0, 240), red);
  EXPECT_EQ(pixel(art, 1, 240), green);
  EXPECT_EQ(pixel(art, 7, 247), blue);
  EXPECT_EQ(pixel(art, 15, 240), red) << "the block's X-flipped tile";
  EXPECT_EQ(pixel(art, 0, 248), white) << "palette line 1";
  EXPECT_EQ(pixel(art, 8, 255), red) << "the block's Y-flipped tile";
  EXPECT_EQ(pixel(art, 16, 240), red) << "the chunk's X flip swaps the block's halves and flips them back";
  EXPECT_EQ(pixel(art, 17, 240), green);
  EXPECT_EQ(pixel(art, 31, 240), red);
  EXPECT_EQ(pixel(art, 32 + 256 * 1, 240), 0u) << "loop chunk $82 draws chunk 2, which has no art";
}

TEST(SonlvlSonic1, RefusesArtWithABadPaletteEntry) {
  FakeProject p;
  p.writeIni("palette=../data/palette.bin:0:40:32\n");
  const io::ProjectResult project = io::loadSonlvlProject(p.ini);
  ASSERT_TRUE(project.project);
  const io::SonlvlArtResult r = io::renderSonlvlArt(*project.project, "Test Zone Act 1");
  ASSERT_FALSE(r.art);
  EXPECT_NE(io::describe("p", r.problems).find("palette.bin: expected file:first colour:first entry:count with the entries inside 0..63"),
            std::string::npos) << io::describe("p", r.problems);
}


TEST(SonlvlSonic1, RefusesBrokenProjectsNamingTheKeyFileAndOffset) {
  {
    FakeProject p;
    std::string packed = test::readText(p.dir / "data/chunks.kos");
    test::writeText(p.dir / "data/chunks.kos", packed.substr(0, 40));
    const auto r = p.import();
    ASSERT_FALSE(r.file);
    EXPECT_NE(allProblems(r).find("chunks.kos: Kosinski data is corrupt: offset 40: expected"), std::string::npos) << allProblems(r);
  }
  {
    FakeProject p;
    p.layout[5] = 0x60;
    p.write("data/layout.bin", p.layout);
    const auto r = p.import();
    EXPECT_NE(allProblems(r).find("p: fglayout (3,0): chunk id $60 reads chunk $60 on the high plane, but the chunk file holds $51 chunks"),
              std::string::npos) << allProblems(r);
  }
  {
    FakeProject p;
    FakeProject::put(p.chunks, 1, 0, 0, 0x6000 | 40);
    p.writeChunks();
    const auto r = p.import();
    EXPECT_NE(allProblems(r).find("chunk $1 block (0,0): names block $28, past the end of the collision index (16 entries)"),
              std::string::npos) << allProblems(r);
  }
  {
    FakeProject p;
    p.writeIni("chunkcmp=Zip\n");
    EXPECT_NE(allProblems(p.import()).find("p: chunkcmp: is 'Zip', expected Uncompressed, Kosinski, KosinskiM, Enigma or Nemesis"),
              std::string::npos);
  }
  {
    FakeProject p;
    fs::remove(p.dir / "data/colind.bin");
    const auto r = p.import();
    ASSERT_FALSE(r.file);
    EXPECT_NE(allProblems(r).find("colind "), std::string::npos) << allProblems(r);
  }
  {
    FakeProject p;
    p.write("data/layout.bin", {3, 1, 1, 1});
    EXPECT_NE(allProblems(p.import()).find("fglayout: holds 4 bytes, but its first two bytes make it 4 x 2 chunks (2 + 8 bytes)"),
              std::string::npos) << allProblems(p.import());
  }
  {
    FakeProject p;
    EXPECT_NE(allProblems(p.import("Nowhere")).find("no level named 'Nowhere'; the project has: Test Zone Act 1"), std::string::npos);
    test::writeText(p.ini, "version=SCD\n[A]\n");
    EXPECT_NE(allProblems(p.import("A")).find("version: is 'SCD'; only S1, S2 and S3K projects import so far"), std::string::npos);
  }
}

// Issue 29: s1disasm's Ending holds fewer rows than its header gives; the
// game reads the rest from the ROM past the file, which a project lacks.
TEST(SonlvlSonic1, ALayoutShortOfItsRowsSaysWhereTheGameReadsThem) {
  FakeProject p;
  p.write("data/layout.bin", {3, 1, 1, 1, 1, 1, 1});
  const auto r = p.import();
  ASSERT_FALSE(r.file);
  EXPECT_NE(allProblems(r).find("fglayout: holds 7 bytes, but its first two bytes make it 4 x 2 chunks (2 + 8 bytes); it "
                                "holds 1 full row, and the game reads the rest from the bytes that follow this file in the "
                                "ROM, which the project does not include"),
            std::string::npos) << allProblems(r);
}

TEST(SonlvlSonic1, AChunkFileOfPartChunksIsRefused) {
  FakeProject p;
  Bytes all;
  for (const Bytes& c : p.chunks) all.insert(all.end(), c.begin(), c.end());
  all.resize(all.size() + 100);
  p.write("data/chunks.kos", test::encodeKosinski(all));
  const auto r = p.import();
  ASSERT_FALSE(r.file);
  EXPECT_NE(allProblems(r).find("chunks: holds " + std::to_string(all.size()) + " bytes, not a whole number of 512-byte chunks (" +
                                std::to_string(all.size() / 512) + " and 100 bytes more)"),
            std::string::npos) << allProblems(r);
}

// Issue 29: without a start the level began at (0,0), its top-left corner, without a word.
TEST(SonlvlSonic1, AProjectWithoutAStartPutsItOnTheGroundAndSaysSo) {
  FakeProject p;
  std::string ini = test::readText(p.ini);
  ini.erase(ini.find("startpos="), ini.find('\n', ini.find("startpos=")) - ini.find("startpos=") + 1);
  test::writeText(p.ini, ini);
  const auto r = p.import();
  ASSERT_TRUE(r.file) << allProblems(r);
  Level placed = r.file->level;
  io::placeStartOnGround(placed);
  EXPECT_EQ(r.file->level.startX, placed.startX);
  EXPECT_EQ(r.file->level.startY, placed.startY);
  EXPECT_NE(std::make_pair(r.file->level.startX, r.file->level.startY), std::make_pair(0, 0));
  ASSERT_EQ(r.notes.size(), 1u);
  EXPECT_EQ(r.notes[0].where, "startpos");
  EXPECT_NE(r.notes[0].what.find("the project gives no start position for this level"), std::string::npos);
}

// Runs on a local checkout of sonicretro/s1disasm named by SOLIDTILE_S1DISASM
// (never part of the repository); skipped without one.
TEST(SonlvlSonic1, ImportsGreenHillFromTheDisassemblyWhenGiven) {
  const char* root = std::getenv("SOLIDTILE_S1DISASM");
  if (!root || !*root) GTEST_SKIP() << "SOLIDTILE_S1DISASM is not set";
  const io::ProjectResult p = io::loadSonlvlProject(fs::path(root) / "SonLVL INI Files" / "SonLVL.ini");
  ASSERT_TRUE(p.project) << io::describe("SonLVL.ini", p.problems);
  struct Loop {
    test::DisassemblyAct act;
    int loopX, loopY;
  };
  // The loop chunk's cell in each act's layout, read from the layouts by hand.
  for (const Loop& a : {Loop{{"Green Hill Zone Act 1", 768, 80, 80, 944}, 21 * 256, 2 * 256},
                        Loop{{"Green Hill Zone Act 2", 528, 96, 80, 252}, 13 * 256, 2 * 256},
                        Loop{{"Green Hill Zone Act 3", 768, 96, 80, 944}, 16 * 256, 3 * 256}}) {
    io::SonlvlImportResult r;
    test::importDisassemblyAct(*p.project, a.act, r);
    ASSERT_TRUE(r.file);
    EXPECT_EQ(r.file->level.loops, (std::vector<LoopRegion>{{a.loopX, a.loopY, false}}))
        << a.act.name << ": Green Hill's one loop chunk, $B5";
  }
}

}  // namespace
}  // namespace solidtile
