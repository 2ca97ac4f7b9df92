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
#include "sonlvl_disassembly.h"
#include "sonlvl_fake_sonic2_project.h"
#include "solidtile/io/level_file.h"
#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_sonic2_s3k.h"

namespace solidtile {
namespace {
namespace fs = std::filesystem;
using test::Bytes;
using test::allProblems;
using test::pixel;
using test::FakeSonic2Project;
using test::FakeSonic3kProject;
using test::putWord;


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
  EXPECT_EQ(r.file->profile, Profile::Sonic2) << "a Sonic 2 level runs Sonic 2's physics";
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
  EXPECT_FALSE(io::sonic2PathSwitcher(0x100, 0x80, io::decodeSonic2PlaneSwitcher(0x09, true))) << "X-flipped: no path change";
  // Obj03_MainY: the line is the row y, spanning x - radius .. x + radius - 1;
  // bit 3 the path below it, bit 4 above.
  const auto h = io::sonic2PathSwitcher(0x240, 0x100, io::decodeSonic2PlaneSwitcher(0x04 | 0x08 | 2, false));
  ASSERT_TRUE(h);
  EXPECT_TRUE(h->horizontal);
  EXPECT_EQ(h->x, 0x100) << "its row";
  EXPECT_EQ(h->top, 0x240 - 0x80) << "blt: x - radius is inside";
  EXPECT_EQ(h->bottom, 0x240 + 0x80 - 1) << "bge: x + radius is outside";
  EXPECT_EQ(h->leftPath, 0) << "above";
  EXPECT_EQ(h->rightPath, 1) << "below";
  EXPECT_EQ(*h, horizontalSwitcher(0x100, 0x1C0, 0x2BF, 0, 1, false));
}

TEST(SonlvlSonic2, ImportsThePlaneSwitchersOfTheObjectLayout) {
  FakeSonic2Project p;
  const io::SonlvlImportResult r = p.import();
  ASSERT_TRUE(r.file) << allProblems(r);
  const auto& sw = r.file->level.switchers;
  ASSERT_EQ(sw.size(), 3u) << "rings, an X-flipped switcher and anything after $FFFF are not switchers";
  EXPECT_EQ(sw[0], (PathSwitcher{0x100, 0x40, 0xBF, 0, 1, false}));
  EXPECT_EQ(sw[1], (PathSwitcher{0x200, 0x000, 0x1FF, 1, 0, true}));
  EXPECT_EQ(sw[2], horizontalSwitcher(0x100, 0x240 - 0x20, 0x240 + 0x1F, 0, 1, false)) << "subtype $0C: row $100, below -> secondary";
  EXPECT_TRUE(r.notes.empty());
  const auto back = io::parseLevel(io::formatLevel(*r.file));
  ASSERT_TRUE(back.file);
  EXPECT_EQ(back.file->level.switchers, sw) << "the switchers survive the level file";
}

// Every entry before $FFFF is a marker (y without its flip and remember bits),
// named from the object lists as Sonic 1's are: the global list, then the
// level's over it; an id no list names keeps an empty name (the editor shows its id).
TEST(SonlvlSonic2, ImportsEveryObjectAsANamedMarker) {
  FakeSonic2Project p;
  const io::SonlvlImportResult plain = p.import();
  ASSERT_TRUE(plain.file) << allProblems(plain);
  EXPECT_EQ(plain.file->markers, (std::vector<io::Marker>{{0x03, "", 0x100, 0x80, 0x09}, {0x25, "", 0x140, 0x90, 0x00},
                                                           {0x03, "", 0x200, 0x100, 0x93}, {0x03, "", 0x220, 0x100, 0x08},
                                                           {0x03, "", 0x240, 0x100, 0x0C}}))
      << "no object list: five entries before $FFFF, switchers included, without names";
  test::writeText(p.dir / "ini" / "obj.ini", "[03]\ncodefile=Common\\PathSwapper.cs\n[25]\nname=Ring\n[Sonic]\nframe=1\n");
  test::writeText(p.dir / "ini" / "objTZ.ini", "[25]\nname=Zone ring\n");
  p.writeIni("objlst=objTZ.ini|missing.ini\n");
  const std::string ini = test::readText(p.ini);
  test::writeText(p.ini, "objlst=obj.ini\n" + ini);
  const io::SonlvlImportResult r = p.import();
  ASSERT_TRUE(r.file) << allProblems(r);
  const auto& m = r.file->markers;
  ASSERT_EQ(m.size(), 5u);
  EXPECT_EQ(m[0], (io::Marker{0x03, "PathSwapper", 0x100, 0x80, 0x09})) << "the stem of the global list's codefile";
  EXPECT_EQ(m[1], (io::Marker{0x25, "Zone ring", 0x140, 0x90, 0x00})) << "the level's list over the global one";
  EXPECT_EQ(m[3].y, 0x100) << "y word $2100: the X flip bit is not part of y";
  EXPECT_EQ(r.file->level.switchers.size(), 3u) << "markers take nothing from the switchers";
  const auto back = io::parseLevel(io::formatLevel(*r.file));
  ASSERT_TRUE(back.file);
  EXPECT_EQ(back.file->markers, m) << "the markers survive the level file";
}

TEST(SonlvlSonic2, ObjectsPastTheMarkerLimitAreLeftOutWithANote) {
  FakeSonic2Project p;
  p.objects.clear();
  const int extra = 3;
  for (int i = 0; i < io::MarkerLimits::kMaxMarkers + extra; ++i) p.object(0x100, 0x0080, 0x25, 0x00);
  p.write("data/objects.bin", p.objects);
  const io::SonlvlImportResult r = p.import();
  ASSERT_TRUE(r.file) << allProblems(r);
  EXPECT_EQ(r.file->markers.size(), static_cast<std::size_t>(io::MarkerLimits::kMaxMarkers));
  ASSERT_EQ(r.notes.size(), 1u);
  EXPECT_EQ(r.notes[0].where, "objects");
  EXPECT_NE(r.notes[0].what.find("3 objects and rings past the first 16384 left out"), std::string::npos) << r.notes[0].what;
}

TEST(SonlvlSonic2, ImportsTheRingLayoutAsRingMarkers) {
  FakeSonic2Project p;
  // A row of 3 at ($300,$120), a column of 2 at ($340,$100), a single ring, then the end; the entry after it is not read.
  p.write("data/rings.bin", {0x03, 0x00, 0x21, 0x20, 0x03, 0x40, 0x91, 0x00, 0x03, 0x80, 0x00, 0x90, 0xFF, 0xFF, 0x00, 0x00,
                             0x04, 0x00, 0x00, 0x90});
  p.writeIni("rings=../data/rings.bin\n");
  const io::SonlvlImportResult r = p.import();
  ASSERT_TRUE(r.file) << allProblems(r);
  std::vector<io::Marker> rings;
  for (const io::Marker& m : r.file->markers) {
    if (m.name == "Ring") rings.push_back(m);
  }
  EXPECT_EQ(rings, (std::vector<io::Marker>{{0, "Ring", 0x300, 0x120, 0}, {0, "Ring", 0x318, 0x120, 0}, {0, "Ring", 0x330, 0x120, 0},
                                            {0, "Ring", 0x340, 0x100, 0}, {0, "Ring", 0x340, 0x118, 0}, {0, "Ring", 0x380, 0x090, 0}}))
      << "count - 1 in bits 12-14, a column when bit 15 is set, $18 apart";
  EXPECT_EQ(r.file->markers.size(), 5u + rings.size()) << "the objects stay";
}

TEST(SonlvlSonic3k, ImportsTheRingLayoutAsRingMarkers) {
  FakeSonic3kProject p(1);
  p.write("data/rings.bin", {0x00, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01, 0x20, 0x02, 0x18, 0x01, 0x20, 0xFF, 0xFF, 0x00, 0x00});
  test::writeText(p.ini, test::readText(p.ini) + "rings=../data/rings.bin\n");
  const io::SonlvlImportResult r = p.import3k();
  ASSERT_TRUE(r.file) << allProblems(r);
  std::vector<io::Marker> rings;
  for (const io::Marker& m : r.file->markers) {
    if (m.name == "Ring") rings.push_back(m);
  }
  EXPECT_EQ(rings, (std::vector<io::Marker>{{0, "Ring", 0x200, 0x120, 0}, {0, "Ring", 0x218, 0x120, 0}}))
      << "the first entry is blank; one ring an entry";
}

TEST(SonlvlSonic3k, ImportsEveryObjectAsAMarker) {
  FakeSonic3kProject p(1);
  const io::SonlvlImportResult r = p.import3k();
  ASSERT_TRUE(r.file) << allProblems(r);
  EXPECT_EQ(r.file->markers, (std::vector<io::Marker>{{0x02, "", 0x100, 0x80, 0x09}, {0x03, "", 0x180, 0x80, 0x08}, {0x02, "", 0x240, 0x100, 0x04}}));
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

TEST(SonlvlSonic3k, ImportsTheLayoutByItsRowPointersAndBothIndexesOfOneFile) {
  for (const int size : {1, 2}) {
    FakeSonic3kProject p(size);
    const io::SonlvlImportResult r = p.import3k();
    ASSERT_TRUE(r.file) << size << ": " << allProblems(r);
    const Level& l = r.file->level;
    EXPECT_EQ(l.width(), 24) << "the header's foreground width: 3 chunks";
    EXPECT_EQ(l.height(), 16) << "the header's foreground rows: 2";
    EXPECT_EQ(l.startX, 0x60) << "the first start position (Sonic's)";
    EXPECT_EQ(r.file->profile, Profile::Sonic3K) << "a Sonic 3 & Knuckles level runs its physics";
    EXPECT_EQ(l.mask(l.tile(0, 3, 7).maskIndex()).height(0), 16) << size << ": primary entry 1";
    EXPECT_EQ(l.mask(l.tile(1, 3, 7).maskIndex()).height(15), 16) << size << ": secondary entry 2, $300 entries on";
    EXPECT_TRUE(l.tile(1, 8 + 3, 0).flipY()) << "chunk 2 from row 0's pointer";
    EXPECT_FALSE(l.tile(0, 16 + 2, 15).empty()) << "chunk 1 at row 1, column 2, from row 1's pointer";
    ASSERT_EQ(l.switchers.size(), 2u) << "object 2 is S3K's path swapper";
    EXPECT_EQ(l.switchers[0], (PathSwitcher{0x100, 0x40, 0xBF, 0, 1, false}));
    EXPECT_EQ(l.switchers[1], horizontalSwitcher(0x100, 0x240 - 0x20, 0x240 + 0x1F, 0, 0, false));
    EXPECT_TRUE(r.notes.empty());
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
    p.write("data/layout.bin", {0, 0, 0, 1, 0, 1, 0, 1, 0x80, 0x0C, 0x80, 0x0C});  // no chunk across, one row
    EXPECT_NE(allProblems(p.import3k()).find("layout: holds 12 bytes and no chunk"), std::string::npos) << allProblems(p.import3k());
    p.write("data/layout.bin", {0, 3, 0, 1, 0, 2});
    EXPECT_NE(allProblems(p.import3k()).find("layout: holds 6 bytes, expected the 8-byte header"), std::string::npos);
    p.write("data/layout.bin", {0, 3, 0, 1, 0, 0x21, 0, 1});
    EXPECT_NE(allProblems(p.import3k()).find("layout: is 3 x 33 chunks, expected at most 256 x 32"), std::string::npos);
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

TEST(SonlvlSonic3k, LeavesCellsPastTheChunkFilesEmptyWithANote) {
  FakeSonic3kProject p(1);
  std::string layout = test::readText(p.dir / "data/layout.bin");
  layout[0x88 + 2] = 9;  // foreground row 0, column 2: the file holds chunks 0..3
  test::writeText(p.dir / "data/layout.bin", layout);
  const io::SonlvlImportResult r = p.import3k();
  ASSERT_TRUE(r.file) << allProblems(r);
  EXPECT_EQ(r.file->level.width(), 24);
  for (int y = 0; y < 8; ++y) {
    for (int x = 16; x < 24; ++x) EXPECT_TRUE(r.file->level.tile(0, x, y).empty() && r.file->level.tile(1, x, y).empty());
  }
  ASSERT_EQ(r.notes.size(), 1u);
  EXPECT_EQ(r.notes[0].where, "layout");
  EXPECT_EQ(r.notes[0].what, "1 cell (the first layout (2,0) chunk $9) name chunks past the $4 the chunk files hold: left empty");
}


// Runs on a local checkout of sonicretro/s2disasm (never part of the
// repository); skipped without one.
TEST(SonlvlSonic2, ImportsEmeraldHillFromTheDisassemblyWhenGiven) {
  const auto root = test::disassembly("SOLIDTILE_S2DISASM", "s2disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S2DISASM nor SOLIDTILE_DISASM_DIR is set";
  const io::ProjectResult p = io::loadSonlvlProject(*root / "SonLVL INI Files" / "SonLVL.ini");
  ASSERT_TRUE(p.project) << io::describe("SonLVL.ini", p.problems);
  struct Act {
    test::DisassemblyAct act;
    std::size_t switchers;
    int cameraMaxX, cameraMaxY;  // s2.asm LevelSize
    std::size_t markers;         // the object layout's 6-byte entries
    std::size_t rings;           // the ring layout's rings
  };
  // Sizes: the foreground chunks' extent, which must hold the camera's limits
  // plus a 320x224 screen; starts: startpos/EHZ_1.bin and EHZ_2.bin;
  // switchers: the object layouts' Obj03 entries (none in EHZ is X-flipped;
  // act 2 has two horizontal ones); markers: level/objects/EHZ_1.bin holds 810
  // bytes, 135 entries, EHZ_2.bin 948 bytes, 158, neither a $FFFF (s2.asm's
  // ObjectLayoutBoundary adds it after each); rings: level/rings/EHZ_1.bin's
  // 137 groups before the end hold 226 rings, EHZ_2.bin's 144 hold 225.
  for (const Act& a : {Act{{"Emerald Hill Zone Act 1", 704, 64, 0x60, 0x28F}, 19, 0x29A0, 0x320, 135, 226},
                       Act{{"Emerald Hill Zone Act 2", 712, 80, 0x60, 0x2AF}, 34, 0x2940, 0x420, 158, 225}}) {
    io::SonlvlImportResult r;
    test::importDisassemblyAct(*p.project, a.act, r);
    if (!r.file) return;
    const Level& l = r.file->level;
    EXPECT_GE(l.widthPixels(), a.cameraMaxX + 320) << a.act.name;
    EXPECT_EQ(l.heightPixels(), a.cameraMaxY + 224) << a.act.name;
    EXPECT_EQ(l.switchers.size(), a.switchers) << a.act.name;
    EXPECT_TRUE(r.notes.empty()) << a.act.name;
    const auto& m = r.file->markers;
    ASSERT_EQ(m.size(), a.markers + a.rings) << a.act.name;
    EXPECT_EQ(std::count_if(m.begin(), m.end(), [](const io::Marker& k) { return k.name == "Ring"; }), static_cast<std::ptrdiff_t>(a.rings))
        << a.act.name;
    EXPECT_EQ(std::count_if(m.begin(), m.end(), [](const io::Marker& k) { return k.type == 0x03; }), static_cast<std::ptrdiff_t>(a.switchers))
        << a.act.name << ": the plane switchers are markers too";
    EXPECT_TRUE(std::none_of(m.begin(), m.end(), [](const io::Marker& k) { return k.name.empty(); })) << a.act.name << ": obj.ini and objEHZ.ini name every id";
    if (a.switchers == 19) {
      // The first entries: 02 27 82 28 9D 1E (y word with the remember bit) and 03 20 02 47 18 01;
      // objEHZ.ini names $9D "Coconuts" and gives $18 xmlfile=EHZ/Platform.xml.
      EXPECT_EQ(m[0], (io::Marker{0x9D, "Coconuts", 0x227, 0x228, 0x1E}));
      EXPECT_EQ(m[1], (io::Marker{0x18, "Platform", 0x320, 0x247, 0x01}));
    }
    const auto horizontal = std::count_if(l.switchers.begin(), l.switchers.end(), [](const PathSwitcher& s) { return s.horizontal; });
    EXPECT_EQ(horizontal, a.switchers == 34 ? 2 : 0) << a.act.name;
    if (a.switchers != 34) continue;
    // EHZ_2.bin's: ($1560, $290) subtype $14 (half $20, above -> secondary)
    // and ($1FC0, $3F0) subtype $0D (half $40, below -> secondary).
    EXPECT_NE(std::find(l.switchers.begin(), l.switchers.end(), horizontalSwitcher(0x290, 0x1540, 0x157F, 1, 0, false)), l.switchers.end());
    EXPECT_NE(std::find(l.switchers.begin(), l.switchers.end(), horizontalSwitcher(0x3F0, 0x1F80, 0x1FFF, 0, 1, false)), l.switchers.end());
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
  EXPECT_EQ(r.file->level.switchers.size(), 13u);
  // Object Pos/1.bin: 153 entries before $FFFF, the first 17 10 02 80 02 02;
  // Common/Main.ini's [02] gives codefile=Common/PathSwap.cs. Ring Pos/1.bin:
  // 422 bytes, a blank entry, 104 rings and the $FFFF end.
  ASSERT_EQ(r.file->markers.size(), 153u + 104u);
  EXPECT_EQ(r.file->markers[153], (io::Marker{0, "Ring", 0x16C8, 0x3EC, 0}));
  EXPECT_EQ(r.file->markers[0], (io::Marker{0x02, "PathSwap", 0x1710, 0x280, 0x02}));
  // The three variants whose layouts name chunks their lists do not load import with a note.
  int imported = 0, noted = 0;
  for (const io::IniSection& s : p.project->file.sections) {
    const io::SonlvlImportResult each = io::importSonlvlLevel(*p.project, s.name);
    EXPECT_TRUE(each.file) << io::describe(s.name, each.problems);
    imported += each.file ? 1 : 0;
    noted += each.notes.empty() ? 0 : 1;
  }
  EXPECT_EQ(imported, 44);
  EXPECT_EQ(noted, 3);
  // The fifth: x $28C0, y $468, subtype 4 (half size $20, primary on both sides).
  EXPECT_EQ(r.file->level.switchers[4], horizontalSwitcher(0x468, 0x28C0 - 0x20, 0x28C0 + 0x1F, 0, 0, false));
  EXPECT_TRUE(r.notes.empty());
}

}  // namespace
}  // namespace solidtile
