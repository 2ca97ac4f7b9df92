#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "../support/temp_dir.h"
#include "sega_encoders.h"
#include "sonlvl_acts.h"
#include "solidtile/io/level_file.h"
#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_sonic2.h"

namespace solidtile {
namespace {
namespace fs = std::filesystem;
using test::Bytes;

void putWord(Bytes& b, std::size_t at, std::uint16_t w) {
  b[at] = static_cast<std::uint8_t>(w >> 8);
  b[at + 1] = static_cast<std::uint8_t>(w);
}

// A Sonic 2 project in a temporary folder, every file made here.
struct FakeSonic2Project {
  test::TempDir dir;
  fs::path ini;
  Bytes chunks = Bytes(4 * 128, 0);  // chunk 0 is blank, as in the game
  Bytes layout = Bytes(0x1000, 0);
  Bytes objects;

  void chunkWord(int chunk, int bx, int by, std::uint16_t w) { putWord(chunks, static_cast<std::size_t>(chunk * 128 + (by * 8 + bx) * 2), w); }
  void object(std::uint16_t x, std::uint16_t yWord, std::uint8_t id, std::uint8_t subtype) {
    objects.insert(objects.end(), {static_cast<std::uint8_t>(x >> 8), static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(yWord >> 8),
                                   static_cast<std::uint8_t>(yWord), id, subtype});
  }

  FakeSonic2Project() {
    fs::create_directories(dir / "ini");
    fs::create_directories(dir / "data");
    Bytes colarr(4096, 0), angles(256, 0), colind1(0x300, 0), colind2(0x300, 0);
    for (int c = 0; c < 16; ++c) {
      colarr[static_cast<std::size_t>(16 + c)] = 16;                              // entry 1: full
      colarr[static_cast<std::size_t>(32 + c)] = static_cast<std::uint8_t>(c + 1);  // entry 2: a slope
      colarr[static_cast<std::size_t>(48 + c)] = static_cast<std::uint8_t>(-8);     // entry 3: hangs 8 from the top
    }
    angles[2] = 0xE0;
    angles[3] = 0x41;  // odd: the flag
    colind1[1] = 1, colind2[1] = 2, colind2[2] = 3, colind1[3] = 1, colind2[3] = 1;
    // Chunk 1, bottom row: block 1 X-flipped, all solid on path 1, top only on path 2.
    for (int bx = 0; bx < 8; ++bx) chunkWord(1, bx, 7, 0x0400 | 0x1000 | 0x2000 | 0x4000 | 1);
    chunkWord(2, 3, 0, 0x0800 | 0x8000 | 2);  // Y flip, sides and bottom on path 2 only
    chunkWord(2, 4, 0, 3);                    // no solidity bit: no tile
    chunkWord(2, 5, 0, 0x2000 | 3);           // path 1 sides and bottom only
    layout[0] = 1, layout[1] = 2;   // foreground row 0: chunks 1, 2
    layout[0x100 + 2] = 1;          // row 1, column 2
    layout[0x80 + 40] = 3;          // background: never part of the level
    object(0x100, 0x0080, 0x03, 0x08 | 1);            // vertical, $40, right -> secondary
    object(0x140, 0x0090, 0x25, 0x00);                // a ring: not a switcher
    object(0x200, 0x0100, 0x03, 0x80 | 0x10 | 3);     // vertical, $100, left -> secondary, ground only
    object(0x220, 0x2100, 0x03, 0x08);                // X-flipped: changes no path
    object(0x240, 0x0100, 0x03, 0x04 | 0x08);         // horizontal: left out with a note
    object(0xFFFF, 0, 0, 0);
    object(0x300, 0x0100, 0x03, 0x08);                // after the end marker
    write("data/colarr.bin", colarr);
    write("data/angles.bin", angles);
    write("data/colind1.kos", test::encodeKosinski(colind1));
    write("data/colind2.kos", test::encodeKosinski(colind2));
    write("data/start.bin", {0x00, 0x60, 0x02, 0x8F});
    writeData();
    writeArt();
    ini = dir / "ini" / "SonLVL.ini";
    writeIni("");
  }
  // Tile 1 (from a second file placed at byte $20): colour 1 at its top-left
  // pixel, 2 elsewhere. Block 1: tile 1 as is, X-flipped, on palette line 1, Y-flipped.
  void writeArt() {
    Bytes tile(32, 0x22);
    tile[0] = 0x12;
    Bytes first(64, 0x33);  // tile 0 blank, tile 1 replaced by tiles2.kos (joined, it would be tile 2)
    std::fill(first.begin(), first.begin() + 32, 0);
    write("data/tiles.kos", test::encodeKosinski(first));
    write("data/tiles2.kos", test::encodeKosinski(tile));
    Bytes blocks(16, 0);
    putWord(blocks, 8, 0x0001), putWord(blocks, 10, 0x0801), putWord(blocks, 12, 0x2001), putWord(blocks, 14, 0x1001);
    write("data/blocks.kos", test::encodeKosinski(blocks));
    Bytes palette(128, 0);
    palette[3] = 0x0E;                      // line 0 colour 1: red
    palette[5] = 0xE0;                      // colour 2: green
    palette[34] = 0x0E, palette[35] = 0xEE; // line 1 colour 1: white
    write("data/palette.bin", palette);
  }
  void writeData() {
    write("data/chunks.kos", test::encodeKosinski(chunks));
    write("data/layout.kos", test::encodeKosinski(layout));
    write("data/objects.bin", objects);
  }
  void write(const std::string& name, const Bytes& b) { test::writeText(dir / name, std::string(b.begin(), b.end())); }
  void writeIni(const std::string& extra) {
    test::writeText(ini, "version=S2\ncolarr1=../data/colarr.bin\nangles=../data/angles.bin\n"
                         "[Test Zone Act 1]\nchunks=../data/chunks.kos\nlayout=../data/layout.kos\nobjects=../data/objects.bin\n"
                         "colind1=../data/colind1.kos\ncolind2=../data/colind2.kos\nstartpos=../data/start.bin:Sonic:Level Start\n"
                         "tiles=../data/tiles.kos|../data/tiles2.kos:0x20\nblocks=../data/blocks.kos\n"
                         "palette=../data/palette.bin:0:0:16|../data/palette.bin:16:16:48\n" + extra);
  }
  io::SonlvlImportResult import(const std::string& level = "Test Zone Act 1") const {
    const io::ProjectResult p = io::loadSonlvlProject(ini);
    if (!p.project) return {std::nullopt, p.problems, {}};
    return io::importSonlvlLevel(*p.project, level);
  }
};

std::string allProblems(const io::SonlvlImportResult& r) { return io::describe("p", r.problems); }

TEST(SonlvlSonic2, ImportsTheForegroundsChunksOnBothPathsAndTheStart) {
  FakeSonic2Project p;
  const io::SonlvlImportResult r = p.import();
  ASSERT_TRUE(r.file) << allProblems(r);
  const Level& l = r.file->level;
  EXPECT_EQ(l.width(), 24) << "three 128 px chunks across: the last foreground column used";
  EXPECT_EQ(l.height(), 16) << "two rows of chunks; the background's chunks do not count";
  EXPECT_EQ(l.layerCount(), 2);
  EXPECT_EQ(l.startX, 0x60);
  EXPECT_EQ(l.startY, 0x28F);
  const Tile primary = l.tile(0, 3, 7);
  ASSERT_FALSE(primary.empty());
  EXPECT_EQ(primary.solidity(), Solidity::All);
  EXPECT_TRUE(primary.flipX());
  EXPECT_FALSE(primary.flipY());
  EXPECT_EQ(l.mask(primary.maskIndex()).height(0), 16) << "path 1 reads the primary index: entry 1";
  const Tile secondary = l.tile(1, 3, 7);
  ASSERT_FALSE(secondary.empty());
  EXPECT_EQ(secondary.solidity(), Solidity::TopOnly);
  EXPECT_EQ(l.mask(secondary.maskIndex()).height(15), 16) << "path 2 reads the secondary index: entry 2";
  EXPECT_EQ(l.mask(secondary.maskIndex()).angle(), 0xE0);
  const Tile hang = l.tile(1, 8 + 3, 0);
  ASSERT_FALSE(hang.empty());
  EXPECT_TRUE(hang.flipY());
  EXPECT_EQ(hang.solidity(), Solidity::SidesAndBottom);
  EXPECT_TRUE(l.mask(hang.maskIndex()).flagged()) << "an odd angle is the flag";
  EXPECT_TRUE(l.tile(0, 8 + 3, 0).empty()) << "no path 1 bits";
  EXPECT_TRUE(l.tile(0, 8 + 4, 0).empty() && l.tile(1, 8 + 4, 0).empty()) << "a block without solidity bits is not a tile";
  EXPECT_EQ(l.tile(0, 8 + 5, 0).solidity(), Solidity::SidesAndBottom);
  EXPECT_TRUE(l.tile(1, 8 + 5, 0).empty());
  EXPECT_FALSE(l.tile(0, 16 + 2, 15).empty()) << "chunk 1 at row 1, column 2";
  EXPECT_TRUE(l.tile(0, 2, 15).empty());
  EXPECT_EQ(l.masks().size(), 3u);
  EXPECT_TRUE(io::parseLevel(io::formatLevel(*r.file)).file) << "the level validator refuses the import";
}

TEST(SonlvlSonic2, ReadsThePrimaryIndexForBothPathsWhenTheProjectGivesNoSecondary) {
  FakeSonic2Project p;
  std::string ini = test::readText(p.ini);
  ini.erase(ini.find("colind2=../data/colind2.kos\n"), std::string("colind2=../data/colind2.kos\n").size());
  test::writeText(p.ini, ini);
  const io::SonlvlImportResult r = p.import();
  ASSERT_TRUE(r.file) << allProblems(r);
  const Level& l = r.file->level;
  const Tile secondary = l.tile(1, 3, 7);
  ASSERT_FALSE(secondary.empty());
  EXPECT_EQ(l.mask(secondary.maskIndex()).height(0), 16) << "path 2 reads colind1's entry 1, as Mystic Cave does";
  EXPECT_EQ(secondary.solidity(), Solidity::TopOnly) << "with path 2's own solidity bits";
}

TEST(SonlvlSonic2, DecodesThePlaneSwitcherSubtypeAsObj03Does) {
  // word_1FD68: the half sizes of subtype bits 0-1.
  EXPECT_EQ(io::decodeSonic2PlaneSwitcher(0, false).halfSize, 0x20);
  EXPECT_EQ(io::decodeSonic2PlaneSwitcher(1, false).halfSize, 0x40);
  EXPECT_EQ(io::decodeSonic2PlaneSwitcher(2, false).halfSize, 0x80);
  EXPECT_EQ(io::decodeSonic2PlaneSwitcher(3, false).halfSize, 0x100);
  EXPECT_FALSE(io::decodeSonic2PlaneSwitcher(0x03, false).horizontal);
  EXPECT_TRUE(io::decodeSonic2PlaneSwitcher(0x04, false).horizontal) << "bit 2: Obj03_MainY";
  EXPECT_EQ(io::decodeSonic2PlaneSwitcher(0x08, false).rightOrBelowPath, 1) << "bit 3: $E/$F on the right";
  EXPECT_EQ(io::decodeSonic2PlaneSwitcher(0x08, false).leftOrAbovePath, 0);
  EXPECT_EQ(io::decodeSonic2PlaneSwitcher(0x10, false).leftOrAbovePath, 1) << "bit 4: $E/$F on the left";
  EXPECT_EQ(io::decodeSonic2PlaneSwitcher(0x10, false).rightOrBelowPath, 0);
  EXPECT_EQ(io::decodeSonic2PlaneSwitcher(0x60, false).rightOrBelowPath, 0) << "bits 5 and 6 are drawing priority";
  EXPECT_TRUE(io::decodeSonic2PlaneSwitcher(0x80, false).groundOnly) << "bit 7: not while in the air";
  EXPECT_FALSE(io::decodeSonic2PlaneSwitcher(0x7F, false).groundOnly);
  EXPECT_FALSE(io::decodeSonic2PlaneSwitcher(0x08, true).changesPath) << "X-flipped: top_solid_bit is left alone";
  const auto sw = io::sonic2PathSwitcher(0x100, 0x80, io::decodeSonic2PlaneSwitcher(0x09, false));
  ASSERT_TRUE(sw);
  EXPECT_EQ(sw->x, 0x100);
  EXPECT_EQ(sw->top, 0x80 - 0x40) << "blt: y - radius is inside";
  EXPECT_EQ(sw->bottom, 0x80 + 0x40 - 1) << "bge: y + radius is outside";
  EXPECT_EQ(sw->leftPath, 0);
  EXPECT_EQ(sw->rightPath, 1);
  EXPECT_FALSE(io::sonic2PathSwitcher(0, 0, io::decodeSonic2PlaneSwitcher(0x04, false)));
}

TEST(SonlvlSonic2, ImportsThePlaneSwitchersOfTheObjectLayout) {
  FakeSonic2Project p;
  const io::SonlvlImportResult r = p.import();
  ASSERT_TRUE(r.file) << allProblems(r);
  const auto& sw = r.file->level.switchers;
  ASSERT_EQ(sw.size(), 2u) << "rings, an X-flipped switcher, a horizontal one and anything after $FFFF are not switchers";
  EXPECT_EQ(sw[0], (PathSwitcher{0x100, 0x40, 0xBF, 0, 1, false}));
  EXPECT_EQ(sw[1], (PathSwitcher{0x200, 0x000, 0x1FF, 1, 0, true}));
  ASSERT_EQ(r.notes.size(), 1u);
  EXPECT_EQ(r.notes[0].what, "1 horizontal plane switcher left out: the level format has vertical path switchers only");
  const auto back = io::parseLevel(io::formatLevel(*r.file));
  ASSERT_TRUE(back.file);
  EXPECT_EQ(back.file->level.switchers, sw) << "the switchers survive the level file";
}

std::uint32_t pixel(const io::LevelArt& art, int x, int y) {
  const std::uint8_t* q = &art.rgba[(static_cast<std::size_t>(y) * static_cast<std::size_t>(art.width) + static_cast<std::size_t>(x)) * 4];
  return static_cast<std::uint32_t>(q[0]) << 24 | static_cast<std::uint32_t>(q[1]) << 16 | static_cast<std::uint32_t>(q[2]) << 8 | q[3];
}

TEST(SonlvlSonic2, DrawsTheArtWithTilesPlacedAtTheirOffset) {
  FakeSonic2Project p;
  const io::ProjectResult project = io::loadSonlvlProject(p.ini);
  ASSERT_TRUE(project.project);
  const io::SonlvlArtResult r = io::renderSonlvlArt(*project.project, "Test Zone Act 1");
  ASSERT_TRUE(r.art) << io::describe("art", r.problems);
  const io::LevelArt& art = *r.art;
  EXPECT_EQ(art.width, 3 * 128);
  EXPECT_EQ(art.height, 2 * 128);
  constexpr std::uint32_t red = 0xFC0000FF, green = 0x00FC00FF, white = 0xFCFCFCFF;
  EXPECT_EQ(pixel(art, 0, 0), 0u) << "chunk 1's top rows are block 0, tile 0, colour 0";
  // Chunk 1's bottom row: block 1 X-flipped by the chunk, at y 112.
  EXPECT_EQ(pixel(art, 15, 112), red) << "tile 1 from tiles2.kos at byte $20, flipped";
  EXPECT_EQ(pixel(art, 14, 112), green);
  EXPECT_EQ(pixel(art, 0, 112), red) << "the block's X-flipped tile, flipped back";
  EXPECT_EQ(pixel(art, 15, 120), white) << "palette line 1 from the second palette entry";
}

TEST(SonlvlSonic2, RefusesBrokenProjectsNamingTheKeyFileAndOffset) {
  {
    FakeSonic2Project p;
    p.layout[3] = 9;
    p.writeData();
    EXPECT_NE(allProblems(p.import()).find("p: layout (3,0): chunk id $9, but the chunk file holds $4 chunks"), std::string::npos)
        << allProblems(p.import());
  }
  {
    FakeSonic2Project p;
    p.chunkWord(1, 0, 0, 0x1000 | 0x300);
    p.write("data/colind1.kos", test::encodeKosinski(Bytes(0x10, 0)));
    p.writeData();
    EXPECT_NE(allProblems(p.import()).find("chunk $1 block (0,0): names block $300, past the end of the primary collision index (16 entries)"),
              std::string::npos) << allProblems(p.import());
  }
  {
    FakeSonic2Project p;
    const std::string packed = test::readText(p.dir / "data/layout.kos");
    test::writeText(p.dir / "data/layout.kos", packed.substr(0, 9));
    const auto r = p.import();
    ASSERT_FALSE(r.file);
    EXPECT_NE(allProblems(r).find("layout.kos: Kosinski data is corrupt: offset 9: expected"), std::string::npos) << allProblems(r);
  }
  {
    FakeSonic2Project p;
    p.write("data/layout.kos", test::encodeKosinski(Bytes(0x1000, 0)));
    EXPECT_NE(allProblems(p.import()).find("layout: holds 4096 bytes and no chunk"), std::string::npos) << allProblems(p.import());
  }
  {
    FakeSonic2Project p;
    p.writeIni("tiles=../data/tiles.kos|../data/tiles2.kos:-4\n");
    const io::ProjectResult project = io::loadSonlvlProject(p.ini);
    ASSERT_TRUE(project.project);
    const io::SonlvlArtResult r = io::renderSonlvlArt(*project.project, "Test Zone Act 1");
    ASSERT_FALSE(r.art);
    EXPECT_NE(io::describe("p", r.problems).find("tiles2.kos: expected file:offset with a byte offset below"), std::string::npos)
        << io::describe("p", r.problems);
  }
  {
    FakeSonic2Project p;
    fs::remove(p.dir / "data/colind2.kos");
    EXPECT_NE(allProblems(p.import()).find("p: colind2 "), std::string::npos) << allProblems(p.import());
  }
  {
    FakeSonic2Project p;
    fs::remove(p.dir / "data/colind1.kos");
    EXPECT_NE(allProblems(p.import()).find("p: colind1 "), std::string::npos) << allProblems(p.import());
  }
  {
    FakeSonic2Project p;
    p.write("data/start.bin", {0x00, 0x60});
    EXPECT_NE(allProblems(p.import()).find("startpos: holds 2 bytes, expected 4 (x and y words)"), std::string::npos);
  }
}

// The same level as a Sonic 3 & Knuckles project: an uncompressed layout with
// its header and row pointers, one collision index file of `size`-byte entries
// (primary, then secondary), an angle map named in another case.
struct FakeSonic3kProject : FakeSonic2Project {
  explicit FakeSonic3kProject(int size) {
    Bytes layout3k(0x88, 0);
    putWord(layout3k, 0, 3), putWord(layout3k, 2, 1), putWord(layout3k, 4, 2), putWord(layout3k, 6, 1);
    putWord(layout3k, 8, 0x8088);       // foreground row 0
    putWord(layout3k, 10, 0x808B);      // background row 0
    putWord(layout3k, 12, 0x808C);      // foreground row 1
    layout3k.insert(layout3k.end(), {1, 2, 0, 3, 0, 0, 1});
    write("data/layout.bin", layout3k);
    Bytes colind(0x300u * static_cast<std::size_t>(size) * 2, 0);
    auto entry = [&](int path, int block, int id) {
      const std::size_t at = (static_cast<std::size_t>(path) * 0x300 + static_cast<std::size_t>(block)) * static_cast<std::size_t>(size);
      if (size == 2) {
        putWord(colind, at, static_cast<std::uint16_t>(id));
      } else {
        colind[at] = static_cast<std::uint8_t>(id);
      }
    };
    entry(0, 1, 1), entry(1, 1, 2), entry(1, 2, 3), entry(0, 3, 1), entry(1, 3, 1);
    write("data/colind.bin", colind);
    objects.clear();
    object(0x100, 0x0080, 0x02, 0x08 | 1);  // Obj_PathSwap: vertical, $40, right -> secondary
    object(0x180, 0x0080, 0x03, 0x08);      // id 3 is something else in S3K
    object(0x240, 0x0100, 0x02, 0x04);      // horizontal: left out with a note
    object(0xFFFF, 0, 0, 0);
    write("data/objects.bin", objects);
    fs::rename(dir / "data/angles.bin", dir / "data/angles_S3K.bin");
    test::writeText(ini, "version=S3K\ncolarr1=../data/colarr.bin\nangles=../data/ANGLES_s3k.BIN\n"
                         "[Sonic 3\\\\Test Zone Act 1]\nchunks=../data/chunks.kos\nlayout=../data/layout.bin\n"
                         "colind=../data/colind.bin\nobjects=../data/objects.bin\n" + std::string(size == 2 ? "colindsz=2\n" : "") +
                         "startpos=../data/start.bin:Sonic:Sonic Start|../data/none.bin:Knuckles:Knuckles Start\n");
  }
  io::SonlvlImportResult import3k() const { return import("Sonic 3\\\\Test Zone Act 1"); }
};

TEST(SonlvlSonic3k, ImportsTheLayoutByItsRowPointersAndBothIndexesOfOneFile) {
  for (const int size : {1, 2}) {
    FakeSonic3kProject p(size);
    const io::SonlvlImportResult r = p.import3k();
    ASSERT_TRUE(r.file) << size << ": " << allProblems(r);
    const Level& l = r.file->level;
    EXPECT_EQ(l.width(), 24) << "the header's foreground width: 3 chunks";
    EXPECT_EQ(l.height(), 16) << "the header's foreground rows: 2";
    EXPECT_EQ(l.startX, 0x60) << "the first start position (Sonic's)";
    EXPECT_EQ(l.mask(l.tile(0, 3, 7).maskIndex()).height(0), 16) << size << ": primary entry 1";
    EXPECT_EQ(l.mask(l.tile(1, 3, 7).maskIndex()).height(15), 16) << size << ": secondary entry 2, $300 entries on";
    EXPECT_TRUE(l.tile(1, 8 + 3, 0).flipY()) << "chunk 2 from row 0's pointer";
    EXPECT_FALSE(l.tile(0, 16 + 2, 15).empty()) << "chunk 1 at row 1, column 2, from row 1's pointer";
    ASSERT_EQ(l.switchers.size(), 1u) << "object 2 is S3K's path swapper";
    EXPECT_EQ(l.switchers[0], (PathSwitcher{0x100, 0x40, 0xBF, 0, 1, false}));
    EXPECT_EQ(r.notes.size(), 1u);
    EXPECT_TRUE(io::parseLevel(io::formatLevel(*r.file)).file);
  }
}

TEST(SonlvlSonic3k, RefusesARowOutsideTheLayoutAndAnEntryPastTheArray) {
  {
    FakeSonic3kProject p(2);
    Bytes layout(test::readText(p.dir / "data/layout.bin").size(), 0);
    const std::string text = test::readText(p.dir / "data/layout.bin");
    std::copy(text.begin(), text.end(), layout.begin());
    putWord(layout, 12, 0x9000);
    p.write("data/layout.bin", layout);
    EXPECT_NE(allProblems(p.import3k()).find("layout row 1: points at $9000, outside the layout loaded at $8000"), std::string::npos)
        << allProblems(p.import3k());
  }
  {
    FakeSonic3kProject p(2);
    Bytes colind(0xC00, 0);
    putWord(colind, 2, 0x123);
    p.write("data/colind.bin", colind);
    EXPECT_NE(allProblems(p.import3k()).find("colind1 entry $1: is $123, past the 256 collision array entries"), std::string::npos)
        << allProblems(p.import3k());
  }
}

// The s2disasm checkout: SOLIDTILE_S2DISASM, or s2disasm inside SOLIDTILE_DISASM_DIR.
std::optional<fs::path> s2disasm() {
  if (const char* d = std::getenv("SOLIDTILE_S2DISASM"); d && *d) return fs::path(d);
  if (const char* d = std::getenv("SOLIDTILE_DISASM_DIR"); d && *d) return fs::path(d) / "s2disasm";
  return std::nullopt;
}

// Runs on a local checkout of sonicretro/s2disasm (never part of the
// repository); skipped without one.
TEST(SonlvlSonic2, ImportsEmeraldHillFromTheDisassemblyWhenGiven) {
  const auto root = s2disasm();
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S2DISASM nor SOLIDTILE_DISASM_DIR is set";
  const io::ProjectResult p = io::loadSonlvlProject(*root / "SonLVL INI Files" / "SonLVL.ini");
  ASSERT_TRUE(p.project) << io::describe("SonLVL.ini", p.problems);
  struct Act {
    test::DisassemblyAct act;
    std::size_t switchers;
    int cameraMaxX, cameraMaxY;  // s2.asm LevelSize
  };
  // Sizes: the foreground chunks' extent, which must hold the camera's limits
  // plus a 320x224 screen; starts: startpos/EHZ_1.bin and EHZ_2.bin;
  // switchers: the object layouts' Obj03 entries (none in EHZ is X-flipped;
  // act 2's two horizontal ones are left out, with a note).
  for (const Act& a : {Act{{"Emerald Hill Zone Act 1", 704, 64, 0x60, 0x28F}, 19, 0x29A0, 0x320},
                       Act{{"Emerald Hill Zone Act 2", 712, 80, 0x60, 0x2AF}, 32, 0x2940, 0x420}}) {
    io::SonlvlImportResult r;
    test::importDisassemblyAct(*p.project, a.act, r);
    if (!r.file) return;
    const Level& l = r.file->level;
    EXPECT_GE(l.widthPixels(), a.cameraMaxX + 320) << a.act.name;
    EXPECT_EQ(l.heightPixels(), a.cameraMaxY + 224) << a.act.name;
    EXPECT_EQ(l.switchers.size(), a.switchers) << a.act.name;
    EXPECT_EQ(r.notes.size(), a.switchers == 32 ? 1u : 0u) << a.act.name;
  }
}

// Runs on a local checkout of sonicretro/skdisasm (SOLIDTILE_SKDISASM, or
// skdisasm inside SOLIDTILE_DISASM_DIR); skipped without one.
TEST(SonlvlSonic3k, ImportsAngelIslandFromTheDisassemblyWhenGiven) {
  std::optional<fs::path> root;
  if (const char* d = std::getenv("SOLIDTILE_SKDISASM"); d && *d) root = fs::path(d);
  if (const char* d = std::getenv("SOLIDTILE_DISASM_DIR"); !root && d && *d) root = fs::path(d) / "skdisasm";
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_SKDISASM nor SOLIDTILE_DISASM_DIR is set";
  const io::ProjectResult p = io::loadSonlvlProject(*root / "SonLVL INI Files" / "SonLVL.ini");
  ASSERT_TRUE(p.project) << io::describe("SonLVL.ini", p.problems);
  // Levels/AIZ/Layout/1.bin's header: $61 x $D chunks; Start Location/Sonic/1.bin: $13A0, $41A;
  // Object Pos/1.bin: 12 vertical path swappers (object 2) and one horizontal.
  io::SonlvlImportResult r;
  test::importDisassemblyAct(*p.project, {"Sonic 3\\\\Angel Island Zone Act 1", 0x61 * 8, 0xD * 8, 0x13A0, 0x41A}, r);
  if (!r.file) return;
  EXPECT_EQ(r.file->level.switchers.size(), 12u);
  EXPECT_EQ(r.notes.size(), 1u);
}

}  // namespace
}  // namespace solidtile
