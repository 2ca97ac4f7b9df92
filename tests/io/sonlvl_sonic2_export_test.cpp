// Issue 13, write back for Sonic 2 and Sonic 3 & Knuckles: both paths'
// collision indexes, Kosinski-compressed ones, and a zone whose one index both paths read.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "../support/temp_dir.h"
#include "sonlvl_disassembly.h"
#include "sonlvl_fake_sonic2_project.h"
#include "solidtile/io/sega_compression.h"
#include "solidtile/io/sonlvl_export.h"

namespace solidtile {
namespace {
namespace fs = std::filesystem;
using test::Bytes;

io::SonlvlProject s2Project(const fs::path& ini) {
  io::ProjectResult p = io::loadSonlvlProject(ini);
  EXPECT_TRUE(p.project) << io::describe("project", p.problems);
  return std::move(*p.project);
}

Bytes fileBytes(const fs::path& f) {
  const std::string s = test::readText(f);
  return Bytes(s.begin(), s.end());
}

Bytes unkosinski(const fs::path& f) {
  const io::sega::Decoded d = io::sega::decodeKosinski(fileBytes(f));
  EXPECT_TRUE(d.ok()) << f << ": " << d.error;
  return d.bytes;
}

int backups(const fs::path& dir) {
  int n = 0;
  for (const auto& e : fs::directory_iterator(dir)) n += e.path().extension() == ".bak" ? 1 : 0;
  return n;
}

// The Sonic 2 project with the rotated array the real one has.
struct Sonic2Export : test::FakeSonic2Project {
  std::string level = "Test Zone Act 1";
  Sonic2Export() {
    write("data/rotated.bin", Bytes(4096, 0x55));
    std::string text = test::readText(ini);
    text.insert(text.find("angles="), "colarr2=../data/rotated.bin\n");
    test::writeText(ini, text);
  }
  void dropSecondaryIndex() {
    std::string text = test::readText(ini);
    text.erase(text.find("colind2=../data/colind2.kos\n"), std::string("colind2=../data/colind2.kos\n").size());
    test::writeText(ini, text);
  }
  io::SonlvlExportPlan plan(const io::LevelFile& edited) const { return io::planSonlvlExport(s2Project(ini), level, edited); }
  io::SonlvlExportPlan planAndWrite(const io::LevelFile& edited) const {
    io::SonlvlExportPlan p = plan(edited);
    EXPECT_TRUE(p.problems.empty()) << io::describe("export", p.problems);
    std::string why;
    EXPECT_TRUE(io::writeSonlvlExport(p, &why)) << why;
    return p;
  }
  std::vector<Bytes> files() const {
    std::vector<Bytes> all;
    for (const char* f : {"colarr.bin", "rotated.bin", "angles.bin", "colind1.kos", "colind2.kos", "chunks.kos", "layout.kos"}) {
      all.push_back(fs::exists(dir / "data" / f) ? fileBytes(dir / "data" / f) : Bytes());
    }
    return all;
  }
};

TEST(SonlvlSonic2Export, AnUnchangedLevelWritesNothing) {
  Sonic2Export p;
  const io::SonlvlImportResult r = p.import();
  ASSERT_TRUE(r.file) << io::describe("import", r.problems);
  const std::vector<Bytes> before = p.files();
  const io::SonlvlExportPlan plan = p.planAndWrite(*r.file);
  ASSERT_EQ(plan.files.size(), 5u) << "three arrays and both paths' indexes";
  for (const io::SonlvlExportFile& f : plan.files) EXPECT_FALSE(f.changed) << f.path;
  EXPECT_EQ(plan.files[3].path.filename(), "colind1.kos");
  EXPECT_EQ(plan.files[4].path.filename(), "colind2.kos");
  EXPECT_EQ(p.files(), before);
  EXPECT_EQ(backups(p.dir / "data"), 0);
}

TEST(SonlvlSonic2Export, ASecondaryPathEditRewritesOnlyTheSecondaryIndexInKosinski) {
  Sonic2Export p;
  io::SonlvlImportResult r = p.import();
  ASSERT_TRUE(r.file) << io::describe("import", r.problems);
  Level& l = r.file->level;
  // Block 2 is placed once, on the secondary path (chunk 2's (3,0), Y-flipped,
  // sides and bottom) with entry 3; give it entry 1's full mask.
  const int full = l.tile(0, 3, 7).maskIndex();
  ASSERT_EQ(l.mask(full).height(0), 16);
  ASSERT_TRUE(l.setTile(1, 8 + 3, 0, Tile::make(full, false, true, Solidity::SidesAndBottom)));
  const Bytes oldPrimary = fileBytes(p.dir / "data/colind1.kos"), oldSecondary = fileBytes(p.dir / "data/colind2.kos");
  const io::SonlvlExportPlan plan = p.planAndWrite(*r.file);
  int changed = 0;
  for (const io::SonlvlExportFile& f : plan.files) changed += f.changed ? 1 : 0;
  EXPECT_EQ(changed, 1);
  EXPECT_EQ(fileBytes(p.dir / "data/colind1.kos"), oldPrimary);
  const Bytes secondary = unkosinski(p.dir / "data/colind2.kos");
  ASSERT_EQ(secondary.size(), 0x300u);
  EXPECT_EQ(secondary[2], 1) << "block 2 of the secondary index names entry 1";
  EXPECT_EQ(secondary[1], 2) << "the other entries stay";
  EXPECT_EQ(fileBytes(p.dir / "data/colind2.kos").size() % 16, 0u) << "padded as the disassembly's Kosinski files are";
  EXPECT_EQ(fileBytes(p.dir / "data/colind2.kos.bak"), oldSecondary);
  EXPECT_EQ(backups(p.dir / "data"), 1);
  const io::SonlvlImportResult again = p.import();
  ASSERT_TRUE(again.file) << io::describe("re-import", again.problems);
  const Tile t = again.file->level.tile(1, 8 + 3, 0);
  ASSERT_FALSE(t.empty());
  EXPECT_EQ(again.file->level.mask(t.maskIndex()).heights(), l.mask(full).heights());
}

TEST(SonlvlSonic2Export, AnEditedMaskGoesToTheArraysWithItsRotatedRows) {
  Sonic2Export p;
  io::SonlvlImportResult r = p.import();
  ASSERT_TRUE(r.file);
  Level& l = r.file->level;
  const int slope = l.tile(1, 3, 7).maskIndex();  // secondary entry 2
  HeightMask::Heights h{};
  for (int c = 0; c < 16; ++c) h[static_cast<std::size_t>(c)] = static_cast<std::int8_t>(c < 8 ? 4 : 12);
  l.setMask(slope, *HeightMask::fromHeights(h, 0xD0));
  p.planAndWrite(*r.file);
  const Bytes colarr = fileBytes(p.dir / "data/colarr.bin"), rotated = fileBytes(p.dir / "data/rotated.bin");
  EXPECT_EQ(colarr[32], 4);
  EXPECT_EQ(colarr[47], 12);
  EXPECT_EQ(fileBytes(p.dir / "data/angles.bin")[2], 0xD0);
  EXPECT_EQ(rotated[32 + 3], 0);
  EXPECT_EQ(rotated[32 + 4], 8);
  EXPECT_EQ(rotated[32 + 15], 16);
  EXPECT_FALSE(fs::exists(p.dir / "data/colind1.kos.bak"));
  EXPECT_FALSE(fs::exists(p.dir / "data/colind2.kos.bak"));
}

TEST(SonlvlSonic2Export, WithOneIndexAnEditBothPathsAgreeOnIsWritten) {
  Sonic2Export p;
  p.dropSecondaryIndex();
  io::SonlvlImportResult r = p.import();
  ASSERT_TRUE(r.file) << io::describe("import", r.problems);
  Level& l = r.file->level;
  ASSERT_TRUE(l.tile(1, 8 + 3, 0).empty()) << "block 2 has entry 0 in the primary index";
  // Block 2 is solid on the secondary path only, so the one index may name a mask for it.
  ASSERT_TRUE(l.setTile(1, 8 + 3, 0, Tile::make(l.tile(0, 3, 7).maskIndex(), false, true, Solidity::SidesAndBottom)));
  const io::SonlvlExportPlan plan = p.planAndWrite(*r.file);
  ASSERT_EQ(plan.files.size(), 4u) << "no colind2";
  EXPECT_EQ(unkosinski(p.dir / "data/colind1.kos")[2], 1);
}

TEST(SonlvlSonic2Export, WithOneIndexPathsMadeToDifferAreRefusedWithThePlaces) {
  Sonic2Export p;
  p.dropSecondaryIndex();
  io::SonlvlImportResult r = p.import();
  ASSERT_TRUE(r.file);
  Level& l = r.file->level;
  HeightMask::Heights h{};
  h.fill(5);
  const int added = l.addMask(*HeightMask::fromHeights(h, 0));
  r.file->autoAngle.push_back(false);
  // Block 1: all solid on the primary path, top only on the secondary, in
  // chunk 1's bottom row; its secondary places now ask for another mask.
  for (int x : {0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23}) {
    const int y = x < 8 ? 7 : 15;
    ASSERT_TRUE(l.setTile(1, x, y, Tile::make(added, true, false, Solidity::TopOnly)));
  }
  const std::vector<Bytes> before = p.files();
  const io::SonlvlExportPlan plan = p.plan(*r.file);
  EXPECT_TRUE(plan.files.empty());
  const std::string text = io::describe("export", plan.problems);
  EXPECT_NE(text.find("block $1: is given different masks in different places, but its collision index entry is one for all of them: "
                      "entry $2 at secondary path tiles (0,7), (1,7), (2,7), (3,7), (4,7), (5,7), (6,7), (7,7), (16,15), (17,15), "
                      "(18,15), (19,15), (20,15), (21,15), (22,15) and (23,15) (edited); entry $1 kept at primary path tile (0,7) "
                      "and 15 more places; it lies in layout cells (0,0) and (2,1) (the zone has one collision index, which both paths read)"),
            std::string::npos)
      << text;
  std::string why;
  EXPECT_TRUE(io::writeSonlvlExport(plan, &why));
  EXPECT_EQ(p.files(), before);
  EXPECT_EQ(backups(p.dir / "data"), 0);
}

TEST(SonlvlSonic2Export, ASecondaryIndexNamingThePrimaryFileIsOneIndexWrittenOnce) {
  Sonic2Export p;
  std::string text = test::readText(p.ini);
  text.replace(text.find("colind2=../data/colind2.kos"), std::string("colind2=../data/colind2.kos").size(), "colind2=../data/colind1.kos");
  test::writeText(p.ini, text);
  io::SonlvlImportResult r = p.import();
  ASSERT_TRUE(r.file) << io::describe("import", r.problems);
  Level& l = r.file->level;
  ASSERT_TRUE(l.setTile(1, 8 + 3, 0, Tile::make(l.tile(0, 3, 7).maskIndex(), false, true, Solidity::SidesAndBottom)));
  const io::SonlvlExportPlan plan = p.planAndWrite(*r.file);
  ASSERT_EQ(plan.files.size(), 4u) << "colind1.kos once";
  EXPECT_EQ(unkosinski(p.dir / "data/colind1.kos")[2], 1);
  EXPECT_EQ(backups(p.dir / "data"), 1);
}

TEST(SonlvlSonic2Export, FlipsAndSolidityLiveInTheChunksAndAreRefused) {
  Sonic2Export p;
  io::SonlvlImportResult r = p.import();
  ASSERT_TRUE(r.file);
  Level& l = r.file->level;
  const Tile t = l.tile(0, 3, 7);
  ASSERT_TRUE(l.setTile(0, 3, 7, Tile::make(t.maskIndex(), false, false, t.solidity())));
  ASSERT_TRUE(l.setTile(1, 4, 7, Tile::make(t.maskIndex(), true, false, Solidity::All)));
  ASSERT_TRUE(l.setTile(0, 8 + 4, 0, Tile::make(t.maskIndex(), false, false, Solidity::All)));
  const io::SonlvlExportPlan plan = p.plan(*r.file);
  EXPECT_TRUE(plan.files.empty());
  const std::string text = io::describe("export", plan.problems);
  EXPECT_NE(text.find("primary path tile (3,7): flips or solidity unlike block $1 of chunk $1 in layout cell (0,0)"), std::string::npos) << text;
  EXPECT_NE(text.find("secondary path tile (4,7): flips or solidity unlike"), std::string::npos) << text;
  EXPECT_NE(text.find("primary path tile (12,0): solid on block $3 of chunk $2 in layout cell (1,0), which the chunk marks not "
                      "solid here (no solidity bits)"),
            std::string::npos) << text;
}

TEST(SonlvlSonic2Export, ANewMaskTakesAnEntryNoZoneOfTheGameUses) {
  Sonic2Export p;
  // A second zone whose index uses entries 4 and 5.
  Bytes other(0x300, 0);
  other[1] = 4, other[2] = 5;
  p.write("data/other.kos", test::encodeKosinski(other));
  test::writeText(p.ini, test::readText(p.ini) + "[Other Zone Act 1]\ncolind1=../data/other.kos\n");
  io::SonlvlImportResult r = p.import();
  ASSERT_TRUE(r.file);
  Level& l = r.file->level;
  HeightMask::Heights h{};
  h.fill(6);
  const int added = l.addMask(*HeightMask::fromHeights(h, 0x10));
  r.file->autoAngle.push_back(false);
  ASSERT_TRUE(l.setTile(1, 8 + 3, 0, Tile::make(added, false, true, Solidity::SidesAndBottom)));
  p.planAndWrite(*r.file);
  EXPECT_EQ(unkosinski(p.dir / "data/colind2.kos")[2], 6) << "entries 1-3 are this zone's, 4 and 5 the other's";
  EXPECT_EQ(fileBytes(p.dir / "data/colarr.bin")[6 * 16], 6);
  EXPECT_EQ(fileBytes(p.dir / "data/angles.bin")[6], 0x10);
}

TEST(SonlvlSonic3kExport, WritesBothHalvesOfTheOneIndexFileInBytesOrWords) {
  for (const int size : {1, 2}) {
    test::FakeSonic3kProject p(size);
    io::SonlvlImportResult r = p.import3k();
    ASSERT_TRUE(r.file) << io::describe("import", r.problems);
    const io::SonlvlExportPlan unchanged = io::planSonlvlExport(s2Project(p.ini), "Sonic 3\\\\Test Zone Act 1", *r.file);
    ASSERT_TRUE(unchanged.problems.empty()) << io::describe("export", unchanged.problems);
    for (const io::SonlvlExportFile& f : unchanged.files) EXPECT_FALSE(f.changed) << size << " " << f.path;
    Level& l = r.file->level;
    ASSERT_TRUE(l.setTile(1, 8 + 3, 0, Tile::make(l.tile(0, 3, 7).maskIndex(), false, true, Solidity::SidesAndBottom)));
    const Bytes old = fileBytes(p.dir / "data/colind.bin");
    const io::SonlvlExportPlan plan = io::planSonlvlExport(s2Project(p.ini), "Sonic 3\\\\Test Zone Act 1", *r.file);
    ASSERT_TRUE(plan.problems.empty()) << io::describe("export", plan.problems);
    std::string why;
    ASSERT_TRUE(io::writeSonlvlExport(plan, &why)) << why;
    const Bytes now = fileBytes(p.dir / "data/colind.bin");
    ASSERT_EQ(now.size(), old.size()) << "uncompressed, as S3K stores it";
    const std::size_t at = (0x300 + 2) * static_cast<std::size_t>(size);
    EXPECT_EQ(now[at + static_cast<std::size_t>(size) - 1], 1) << size << ": secondary half, block 2";
    std::size_t differing = 0;
    for (std::size_t i = 0; i < now.size(); ++i) differing += now[i] != old[i] ? 1u : 0u;
    EXPECT_EQ(differing, 1u) << size;
    const io::SonlvlImportResult again = p.import3k();
    ASSERT_TRUE(again.file) << io::describe("re-import", again.problems);
    EXPECT_FALSE(again.file->level.tile(1, 8 + 3, 0).empty());
  }
}



// The folders of s2disasm a level's collision comes from, copied into `copy`, and its project there.
io::SonlvlProject copyOfProject(const fs::path& root, const test::TempDir& copy) {
  for (const char* d : {"SonLVL INI Files", "collision", "level", "mappings", "startpos"}) {
    fs::copy(root / d, copy / d, fs::copy_options::recursive);
  }
  return s2Project(copy / "SonLVL INI Files" / "SonLVL.ini");
}

double cpuMs(std::clock_t from) { return 1000.0 * static_cast<double>(std::clock() - from) / CLOCKS_PER_SEC; }

// Imports every level of `p` and exports it unchanged: nothing is to be
// written (the files are written anyway, to see that none changes).
struct RoundTrip {
  int levels = 0;
  double importMs = 0, exportMs = 0;
};
RoundTrip exportEveryLevelUnchanged(const io::SonlvlProject& p, bool sonic2) {
  RoundTrip t;
  for (const io::IniSection& s : p.file.sections) {
    const std::clock_t started = std::clock();
    const io::SonlvlImportResult r = io::importSonlvlLevel(p, s.name);
    t.importMs += cpuMs(started);
    EXPECT_TRUE(r.file) << io::describe(s.name, r.problems);
    if (!r.file) continue;
    const std::clock_t exported = std::clock();
    const io::SonlvlExportPlan plan = io::planSonlvlExport(p, s.name, *r.file);
    t.exportMs += cpuMs(exported);
    EXPECT_TRUE(plan.problems.empty()) << io::describe(s.name, plan.problems);
    if (sonic2) {
      EXPECT_EQ(plan.files.size(), s.find("colind2") ? 5u : 4u) << s.name;
    }
    for (const io::SonlvlExportFile& f : plan.files) EXPECT_FALSE(f.changed) << s.name << ": " << f.path;
    std::string why;
    EXPECT_TRUE(io::writeSonlvlExport(plan, &why)) << why;
    ++t.levels;
  }
  return t;
}

// Runs only on a local checkout of s2disasm (never part of the repository):
// every level of its project imported and exported unchanged into a copy of
// the disassembly's files writes nothing, and every collision file keeps its bytes.
TEST(SonlvlSonic2ExportDisassembly, EveryLevelExportsByteIdentical) {
  const auto root = test::disassembly("SOLIDTILE_S2DISASM", "s2disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S2DISASM nor SOLIDTILE_DISASM_DIR is set";
  test::TempDir copy;
  const io::SonlvlProject p = copyOfProject(*root, copy);
  const RoundTrip all = exportEveryLevelUnchanged(p, true);
  const int levels = all.levels;
  const double importMs = all.importMs, exportMs = all.exportMs;
  int files = 0, reencoded = 0, kosinski = 0;
  for (const auto& e : fs::directory_iterator(copy / "collision")) {
    EXPECT_EQ(fileBytes(e.path()), fileBytes(*root / "collision" / e.path().filename())) << e.path();
    EXPECT_NE(e.path().extension(), ".bak") << e.path();
    ++files;
    if (e.path().extension() == ".kos") {
      ++kosinski;
      const Bytes stored = fileBytes(e.path());
      reencoded += io::sega::encodeKosinski(unkosinski(e.path()), 16) == stored ? 1 : 0;
    }
  }
  EXPECT_EQ(levels, 26);
  std::printf("s2disasm: %d levels imported and exported unchanged, %d collision files byte-identical; import %.0f ms CPU, "
              "export %.0f ms CPU in all; our encoder gives back %d of the %d Kosinski indexes byte for byte\n",
              levels, files, importMs, exportMs, reencoded, kosinski);
}

// The same on a local checkout of skdisasm: every level, both halves of every
// collision index file and the shared arrays keep their bytes.
TEST(SonlvlSonic3kExportDisassembly, EveryLevelExportsByteIdentical) {
  const std::optional<fs::path> root = test::disassembly("SOLIDTILE_SKDISASM", "skdisasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_SKDISASM nor SOLIDTILE_DISASM_DIR is set";
  test::TempDir copy;
  for (const char* d : {"SonLVL INI Files", "Levels"}) fs::copy(*root / d, copy / d, fs::copy_options::recursive);
  const io::SonlvlProject p = s2Project(copy / "SonLVL INI Files" / "SonLVL.ini");
  const RoundTrip all = exportEveryLevelUnchanged(p, false);
  const int levels = all.levels;
  const double importMs = all.importMs, exportMs = all.exportMs;
  int files = 0;
  for (const auto& e : fs::recursive_directory_iterator(copy / "Levels")) {
    if (!e.is_regular_file()) continue;
    EXPECT_NE(e.path().extension(), ".bak") << e.path();
    const bool collision = e.path().parent_path().filename() == "Collision" || e.path().parent_path().filename() == "Misc";
    if (!collision) continue;
    EXPECT_EQ(fileBytes(e.path()), fileBytes(*root / fs::relative(e.path(), copy.path()))) << e.path();
    ++files;
  }
  EXPECT_EQ(levels, 44);
  std::printf("skdisasm: %d levels imported and exported unchanged, %d collision and Misc files byte-identical; import %.0f ms CPU, "
              "export %.0f ms CPU in all\n", levels, files, importMs, exportMs);
}

// An edit of Mystic Cave 1, whose one index both paths read, goes to that
// index in Kosinski and reads back; the rest of the collision folder is untouched.
TEST(SonlvlSonic2ExportDisassembly, AnEditedMysticCaveBlockReimports) {
  const auto root = test::disassembly("SOLIDTILE_S2DISASM", "s2disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S2DISASM nor SOLIDTILE_DISASM_DIR is set";
  test::TempDir copy;
  const io::SonlvlProject p = copyOfProject(*root, copy);
  const char* name = "Mystic Cave Zone Act 1";
  io::SonlvlImportResult r = io::importSonlvlLevel(p, name);
  ASSERT_TRUE(r.file) << io::describe(name, r.problems);
  Level& l = r.file->level;
  // A mask's new shape: every place that uses it changes with it.
  int mask = -1;
  for (int y = 0; y < l.height() && mask < 0; ++y) {
    for (int x = 0; x < l.width() && mask < 0; ++x) {
      if (!l.tile(0, x, y).empty() && !l.mask(l.tile(0, x, y).maskIndex()).flagged()) mask = l.tile(0, x, y).maskIndex();
    }
  }
  ASSERT_GE(mask, 0);
  HeightMask::Heights h{};
  for (int c = 0; c < 16; ++c) h[static_cast<std::size_t>(c)] = static_cast<std::int8_t>(c / 2 + 1);
  l.setMask(mask, *HeightMask::fromHeights(h, 0xF0));
  const io::SonlvlExportPlan plan = io::planSonlvlExport(p, name, *r.file);
  ASSERT_TRUE(plan.problems.empty()) << io::describe(name, plan.problems);
  std::string why;
  ASSERT_TRUE(io::writeSonlvlExport(plan, &why)) << why;
  const io::SonlvlImportResult again = io::importSonlvlLevel(p, name);
  ASSERT_TRUE(again.file) << io::describe(name, again.problems);
  EXPECT_EQ(again.file->level.mask(mask).heights(), h);
  EXPECT_EQ(again.file->level.mask(mask).angle(), 0xF0);
  EXPECT_EQ(fileBytes(copy / "collision" / "MCZ primary 16x16 collision index.kos"),
            fileBytes(*root / "collision" / "MCZ primary 16x16 collision index.kos"));
  EXPECT_TRUE(fs::exists(copy / "collision" / "Collision array - Vertical.bin.bak"));
}

}  // namespace
}  // namespace solidtile
