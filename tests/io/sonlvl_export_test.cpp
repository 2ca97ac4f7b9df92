// Issue 13, write back: a level's collision exported into the Sonic 1 project it came from.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "../support/temp_dir.h"
#include "sonlvl_fake_project.h"
#include "solidtile/io/sonlvl_export.h"

namespace solidtile {
namespace {
namespace fs = std::filesystem;
using test::Bytes;
using test::FakeProject;

io::SonlvlProject project(const fs::path& ini) {
  io::ProjectResult p = io::loadSonlvlProject(ini);
  EXPECT_TRUE(p.project) << io::describe("project", p.problems);
  return std::move(*p.project);
}

// The fake project with a rotated array, as the real one has.
struct ExportProject : FakeProject {
  ExportProject() {
    write("data/rotated.bin", Bytes(4096, 0x55));
    std::string text = test::readText(ini);
    text.insert(text.find("angles="), "colarr2=../data/rotated.bin\n");
    test::writeText(ini, text);
  }
  std::string file(const std::string& name) const { return test::readText(dir / "data" / name); }
  io::SonlvlExportPlan plan(const io::LevelFile& edited) const {
    return io::planSonlvlExport(project(ini), "Test Zone Act 1", edited);
  }
  int backups() const {
    int n = 0;
    for (const auto& e : fs::directory_iterator(dir / "data")) n += e.path().extension() == ".bak" ? 1 : 0;
    return n;
  }
};

const char* const kFiles[] = {"colarr.bin", "rotated.bin", "angles.bin", "colind.bin", "chunks.kos"};

TEST(SonlvlExport, AnUnchangedLevelWritesNothing) {
  ExportProject p;
  const io::SonlvlImportResult r = p.import();
  ASSERT_TRUE(r.file) << io::describe("import", r.problems);
  std::vector<std::string> before;
  for (const char* f : kFiles) before.push_back(p.file(f));
  const io::SonlvlExportPlan plan = p.plan(*r.file);
  ASSERT_TRUE(plan.problems.empty()) << io::describe("export", plan.problems);
  ASSERT_EQ(plan.files.size(), 4u);
  for (const io::SonlvlExportFile& f : plan.files) EXPECT_FALSE(f.changed) << f.path;
  std::string why;
  ASSERT_TRUE(io::writeSonlvlExport(plan, &why)) << why;
  for (std::size_t i = 0; i < std::size(kFiles); ++i) EXPECT_EQ(p.file(kFiles[i]), before[i]) << kFiles[i];
  EXPECT_EQ(p.backups(), 0);
}

TEST(SonlvlExport, AnEditedMaskReimportsWithItsHeightsAngleAndRotatedRows) {
  ExportProject p;
  io::SonlvlImportResult r = p.import();
  ASSERT_TRUE(r.file) << io::describe("import", r.problems);
  Level& l = r.file->level;
  const int slope = l.tile(0, 16 + 3, 15).maskIndex();
  ASSERT_GE(slope, 0);
  HeightMask::Heights h{};
  for (int c = 0; c < 16; ++c) h[static_cast<std::size_t>(c)] = static_cast<std::int8_t>(c < 8 ? 4 : 12);
  const std::optional<HeightMask> edited = HeightMask::fromHeights(h, 0xD0);
  ASSERT_TRUE(edited);
  l.setMask(slope, *edited);
  const std::string oldColarr = p.file("colarr.bin"), oldColind = p.file("colind.bin");
  const io::SonlvlExportPlan plan = p.plan(*r.file);
  ASSERT_TRUE(plan.problems.empty()) << io::describe("export", plan.problems);
  std::string why;
  ASSERT_TRUE(io::writeSonlvlExport(plan, &why)) << why;

  const io::SonlvlImportResult again = p.import();
  ASSERT_TRUE(again.file) << io::describe("re-import", again.problems);
  const Tile t = again.file->level.tile(0, 16 + 3, 15);
  ASSERT_FALSE(t.empty());
  EXPECT_EQ(again.file->level.mask(t.maskIndex()).heights(), h);
  EXPECT_EQ(again.file->level.mask(t.maskIndex()).angle(), 0xD0);
  const std::string colarr = p.file("colarr.bin"), rotated = p.file("rotated.bin"), angles = p.file("angles.bin");
  EXPECT_EQ(colarr[32], 4);  // entry 2, column 0
  EXPECT_EQ(colarr[47], 12);
  EXPECT_EQ(static_cast<std::uint8_t>(angles[2]), 0xD0);
  // Rows 0..3 empty, 4..11 the right half (+8), 12..15 full (+16).
  EXPECT_EQ(rotated[32], 0);
  EXPECT_EQ(rotated[32 + 4], 8);
  EXPECT_EQ(rotated[32 + 15], 16);
  EXPECT_EQ(rotated[16], 0x55) << "only the edited entry is regenerated";
  EXPECT_EQ(colarr.substr(0, 32), oldColarr.substr(0, 32));
  EXPECT_EQ(test::readText(p.dir / "data" / "colarr.bin.bak"), oldColarr);
  EXPECT_FALSE(fs::exists(p.dir / "data" / "colind.bin.bak")) << "an unchanged file is not rewritten";
  EXPECT_EQ(p.file("colind.bin"), oldColind);
  EXPECT_EQ(p.backups(), 3);
}

TEST(SonlvlExport, ANewMaskTakesAFreeEntryAndTheBlockIndexNamesIt) {
  ExportProject p;
  io::SonlvlImportResult r = p.import();
  ASSERT_TRUE(r.file) << io::describe("import", r.problems);
  Level& l = r.file->level;
  HeightMask::Heights h{};
  h.fill(5);
  const int added = l.addMask(*HeightMask::fromHeights(h, 0));
  // Block 3 is placed once: the low plane of chunk 3, Y-flipped, sides and bottom.
  ASSERT_TRUE(l.setTile(1, 16 + 4, 0, Tile::make(added, false, true, Solidity::SidesAndBottom)));
  r.file->autoAngle.push_back(false);
  const io::SonlvlExportPlan plan = p.plan(*r.file);
  ASSERT_TRUE(plan.problems.empty()) << io::describe("export", plan.problems);
  std::string why;
  ASSERT_TRUE(io::writeSonlvlExport(plan, &why)) << why;
  EXPECT_EQ(p.file("colind.bin")[3], 4) << "entries 0..3 are in use; 4 is the first free one";
  EXPECT_EQ(p.file("colarr.bin")[4 * 16], 5);
  const io::SonlvlImportResult again = p.import();
  ASSERT_TRUE(again.file) << io::describe("re-import", again.problems);
  const Tile t = again.file->level.tile(1, 16 + 4, 0);
  ASSERT_FALSE(t.empty());
  EXPECT_EQ(again.file->level.mask(t.maskIndex()).heights(), h);
}

TEST(SonlvlExport, AChangedFileNamesTheOtherLevelsThatReadIt) {
  ExportProject p;
  const std::string colind = p.file("colind.bin");
  p.write("data/other.bin", Bytes(colind.begin(), colind.end()));
  test::writeText(p.ini, test::readText(p.ini) + "[Test Zone Act 2]\ncolind=../data/colind.bin\n"
                                                 "[Other Zone]\ncolind=../data/other.bin\n");
  io::SonlvlImportResult r = p.import();
  ASSERT_TRUE(r.file) << io::describe("import", r.problems);
  HeightMask::Heights h{};
  h.fill(5);
  const int added = r.file->level.addMask(*HeightMask::fromHeights(h, 0));
  ASSERT_TRUE(r.file->level.setTile(1, 16 + 4, 0, Tile::make(added, false, true, Solidity::SidesAndBottom)));
  r.file->autoAngle.push_back(false);
  const io::SonlvlExportPlan plan = p.plan(*r.file);
  ASSERT_TRUE(plan.problems.empty()) << io::describe("export", plan.problems);
  int checked = 0;
  for (const io::SonlvlExportFile& f : plan.files) {
    if (!f.changed) {
      EXPECT_TRUE(f.sharedWith.empty()) << f.path;
      continue;
    }
    const std::string name = f.path.filename().string();
    if (name == "colind.bin") {
      EXPECT_EQ(f.sharedWith, std::vector<std::string>{"Test Zone Act 2"}) << "the act's own index, not Other Zone's";
      EXPECT_EQ(io::describeSharing(f), "also read by Test Zone Act 2");
      ++checked;
    } else if (name == "colarr.bin") {
      EXPECT_EQ(f.sharedWith, (std::vector<std::string>{"Test Zone Act 2", "Other Zone"})) << "a global key is every level's";
      EXPECT_EQ(io::describeSharing(f), "also read by Test Zone Act 2 and Other Zone");
      ++checked;
    }
  }
  EXPECT_EQ(checked, 2);
}

TEST(SonlvlExport, SharingNamesThreeLevelsThenCountsTheRest) {
  io::SonlvlExportFile f;
  EXPECT_EQ(io::describeSharing(f), "");
  f.sharedWith = {"A", "B", "C", "D"};
  EXPECT_EQ(io::describeSharing(f), "also read by A, B, C and D");
  f.sharedWith.push_back("E");
  EXPECT_EQ(io::describeSharing(f), "also read by A, B, C and 2 more levels");
}

TEST(SonlvlExport, AnEditTheFormatCannotHoldIsRefusedWithItsPlacesAndNothingWritten) {
  ExportProject p;
  io::SonlvlImportResult r = p.import();
  ASSERT_TRUE(r.file) << io::describe("import", r.problems);
  Level& l = r.file->level;
  const int slope = l.tile(0, 16 + 3, 15).maskIndex();
  HeightMask::Heights h{};
  h.fill(3);
  l.setMask(slope, *HeightMask::fromHeights(h, 0x10));  // would be written if the export went ahead
  // Block 1 is the floor everywhere; one of its places now asks for the slope.
  ASSERT_TRUE(l.setTile(0, 5, 15, Tile::make(slope, false, false, Solidity::All)));
  ASSERT_TRUE(l.setTile(0, 6, 15, Tile::make(l.tile(0, 7, 15).maskIndex(), true, false, Solidity::All)));
  ASSERT_TRUE(l.setTile(0, 0, 0, Tile::make(slope, false, false, Solidity::All)));
  std::vector<std::string> before;
  for (const char* f : kFiles) before.push_back(p.file(f));
  const io::SonlvlExportPlan plan = p.plan(*r.file);
  EXPECT_TRUE(plan.files.empty());
  const std::string text = io::describe("export", plan.problems);
  EXPECT_NE(text.find("block $1: is given different masks in different places"), std::string::npos) << text;
  EXPECT_NE(text.find("entry $2 at high plane tile (5,15) (edited); entry $1 kept at high plane tile (0,15) and "), std::string::npos) << text;
  EXPECT_NE(text.find("high plane tile (6,15): flips or solidity unlike block $1 of chunk $1 in layout cell (0,0) "
                      "(the level: X flip, solidity all; the chunk: no flip, solidity all)"), std::string::npos) << text;
  EXPECT_NE(text.find("high plane tile (0,0): solid on block $0 of chunk $1 in layout cell (0,0): block $0 is the blank block"), std::string::npos) << text;
  std::string why;
  EXPECT_TRUE(io::writeSonlvlExport(plan, &why));
  for (std::size_t i = 0; i < std::size(kFiles); ++i) EXPECT_EQ(p.file(kFiles[i]), before[i]) << kFiles[i];
  EXPECT_EQ(p.backups(), 0);
}

TEST(SonlvlExport, AnOddAngleIsRefused) {
  ExportProject p;
  io::SonlvlImportResult r = p.import();
  ASSERT_TRUE(r.file);
  Level& l = r.file->level;
  HeightMask m = l.mask(0);
  m.setAngle(0x21);
  l.setMask(0, m);
  const io::SonlvlExportPlan plan = p.plan(*r.file);
  EXPECT_NE(io::describe("export", plan.problems).find("mask 0: has angle $21; the games read every odd angle as the flag"),
            std::string::npos)
      << io::describe("export", plan.problems);
  EXPECT_TRUE(plan.files.empty());
}

TEST(SonlvlExport, ARemovedMaskIsRefusedAsItWouldShiftTheOthers) {
  ExportProject p;
  io::SonlvlImportResult r = p.import();
  ASSERT_TRUE(r.file);
  std::vector<HeightMask> masks = r.file->level.masks();
  masks.pop_back();
  r.file->level.setMasks(masks);
  const io::SonlvlExportPlan plan = p.plan(*r.file);
  EXPECT_NE(io::describe("export", plan.problems).find("masks: are 2; the project's level has 3"), std::string::npos)
      << io::describe("export", plan.problems);
  EXPECT_TRUE(plan.files.empty());
}

// Runs only with SOLIDTILE_S1DISASM set: Green Hill 1 into a copy of the
// disassembly's files, unchanged, writes nothing; the rotated array is the
// normal one's row widths for every entry the act uses.
TEST(SonlvlExportDisassembly, GreenHill1ExportsByteIdentical) {
  const char* root = std::getenv("SOLIDTILE_S1DISASM");
  if (!root || !*root) GTEST_SKIP() << "SOLIDTILE_S1DISASM is not set";
  test::TempDir copy;
  for (const char* d : {"SonLVL INI Files", "collide", "levels", "map256", "startpos", "objpos"}) {
    fs::copy(fs::path(root) / d, copy / d, fs::copy_options::recursive);
  }
  const io::SonlvlProject p = project(copy / "SonLVL INI Files" / "SonLVL.ini");
  const io::SonlvlImportResult r = io::importSonlvlLevel(p, "Green Hill Zone Act 1");
  ASSERT_TRUE(r.file) << io::describe("import", r.problems);
  const io::SonlvlExportPlan plan = io::planSonlvlExport(p, "Green Hill Zone Act 1", *r.file);
  ASSERT_TRUE(plan.problems.empty()) << io::describe("export", plan.problems);
  ASSERT_EQ(plan.files.size(), 4u);
  std::string why;
  ASSERT_TRUE(io::writeSonlvlExport(plan, &why)) << why;
  for (const char* f : {"Collision Array (Normal).bin", "Collision Array (Rotated).bin", "Angle Map.bin", "GHZ.bin"}) {
    EXPECT_EQ(test::readText(copy / "collide" / f), test::readText(fs::path(root) / "collide" / f)) << f;
    EXPECT_FALSE(fs::exists(copy / "collide" / (std::string(f) + ".bak"))) << f;
  }
  const std::string normal = test::readText(copy / "collide" / "Collision Array (Normal).bin");
  const std::string rotated = test::readText(copy / "collide" / "Collision Array (Rotated).bin");
  int checked = 0;
  for (std::size_t e = 1; e < 256; ++e) {
    HeightMask::Heights h{};
    for (std::size_t c = 0; c < 16; ++c) h[c] = static_cast<std::int8_t>(normal[e * 16 + c]);
    const std::optional<HeightMask> m = HeightMask::fromHeights(h, 0);
    ASSERT_TRUE(m) << e;
    // Entry $55 is the one whose rotated rows the game's data does not derive from its heights.
    if (e == 0x55) continue;
    for (std::size_t row = 0; row < 16; ++row) EXPECT_EQ(m->widths()[row], static_cast<std::int8_t>(rotated[e * 16 + row])) << e << " row " << row;
    ++checked;
  }
  std::printf("Green Hill 1: %zu masks; rotated rows of %d entries match the normal array's widths\n", r.file->level.masks().size(), checked);
}

}  // namespace
}  // namespace solidtile
