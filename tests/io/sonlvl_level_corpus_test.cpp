// Replays sonlvl_level_fuzzer's corpus: each input's layout and object layout
// imported from the made-up S1, S2 or S3K project of sonlvl_level_checks.h.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <vector>

#include "../support/temp_dir.h"
#include "sonlvl_level_checks.h"

namespace solidtile {
namespace {
namespace fs = std::filesystem;

// Every input of a corpus through `check`, which must keep the contract; each game gets at least three inputs.
template <class Check>
void replay(const char* kind, Check check) {
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(fs::path(SOLIDTILE_SOURCE_DIR) / "tests" / "corpus" / kind)) files.push_back(e.path());
  std::sort(files.begin(), files.end());
  ASSERT_GE(files.size(), 12u) << "the " << kind << " corpus is missing";
  test::TempDir dir;
  fuzz::SonlvlLevelSandbox sandbox(dir.path());
  int games[3] = {0, 0, 0};
  for (const fs::path& f : files) {
    const std::string input = test::readText(f);
    EXPECT_EQ(check(sandbox, input), "") << f;
    if (!input.empty()) ++games[static_cast<unsigned char>(input[0]) % 3];
  }
  for (int g = 0; g < 3; ++g) EXPECT_GE(games[g], 3) << fuzz::SonlvlLevelSandbox::kGames[g] << " has too few inputs";
}

TEST(SonlvlCorpus, EveryLayoutAndObjectLayoutImportsOrIsRefusedCleanly) {
  replay("sonlvl_level", [](fuzz::SonlvlLevelSandbox& s, const std::string& in) { return s.check(in); });
}

TEST(SonlvlCorpus, EveryLevelSectionsKeysImportOrAreRefusedCleanly) {
  replay("sonlvl_keys", [](fuzz::SonlvlLevelSandbox& s, const std::string& in) { return s.checkKeys(in); });
}

// The level the sandbox's project makes of `input` (which must keep the contract).
io::SonlvlImportResult sandboxLevel(fuzz::SonlvlLevelSandbox& sandbox, const fs::path& dir, const std::string& input) {
  EXPECT_EQ(sandbox.check(input), "");
  const char* game = fuzz::SonlvlLevelSandbox::kGames[static_cast<unsigned char>(input[0]) % 3];
  const io::ProjectResult p = io::loadSonlvlProject(dir / (std::string("SonLVL_") + game + ".ini"));
  if (!p.project) return {std::nullopt, p.problems};
  return io::importSonlvlLevel(*p.project, "Level");
}

// The sandbox itself must reach the readers: a valid input of each game imports.
TEST(SonlvlCorpus, TheSandboxImportsAValidLevelOfEachGame) {
  test::TempDir dir;
  fuzz::SonlvlLevelSandbox sandbox(dir.path());
  io::SonlvlImportResult r =
      sandboxLevel(sandbox, dir.path(), std::string("\x00\x00\x04", 3) + std::string("\x01\x00\x01\x81", 4) + std::string("\xff\xff", 2));
  ASSERT_TRUE(r.file) << io::describe("S1", r.problems);
  EXPECT_EQ(r.file->level.width(), 32);
  EXPECT_EQ(r.file->level.loops.size(), 1u);

  // Sonic 2: one row of chunks 1 and 2, and a vertical plane switcher at (0x80, 0x40).
  std::string layout(0x100, '\0');
  layout[0] = 1, layout[1] = 2;
  r = sandboxLevel(sandbox, dir.path(), std::string("\x01\x01\x00", 3) + layout + std::string("\x00\x80\x00\x40\x03\x08\xff\xff", 8));
  ASSERT_TRUE(r.file) << io::describe("S2", r.problems);
  EXPECT_EQ(r.file->level.width(), 16);
  EXPECT_EQ(r.file->level.switchers.size(), 1u);

  // Sonic 3 & Knuckles: 2 x 1 chunks, the row pointer at $8010, a path swapper.
  const std::string s3kLayout = std::string("\x00\x02\x00\x02\x00\x01\x00\x01\x80\x10\x80\x10\x00\x00\x00\x00\x03\x04", 18);
  r = sandboxLevel(sandbox, dir.path(), std::string("\x02\x00\x12", 3) + s3kLayout + std::string("\x00\x80\x00\x40\x02\x00\xff\xff", 8));
  ASSERT_TRUE(r.file) << io::describe("S3K", r.problems);
  EXPECT_EQ(r.file->level.width(), 16);
  EXPECT_EQ(r.file->level.switchers.size(), 1u);
}

// Issue 27's seeds reach the object decoding of each game: the springs,
// spikes, rocks and monitors among their entries become objects.
TEST(SonlvlCorpus, TheObjectSeedsImportTheirSimulatedEntriesAsObjects) {
  test::TempDir dir;
  fuzz::SonlvlLevelSandbox sandbox(dir.path());
  const fs::path corpus = fs::path(SOLIDTILE_SOURCE_DIR) / "tests" / "corpus" / "sonlvl_level";
  // S1: 3 of 4 springs (subtype $04 reads past Spring_Powers), 3 of 4 spikes
  // ($51 retracts, format version 15; $70 is past Spik_Var), the rock (id $BB: $3B remembered), 1 of
  // 2 edge walls ($12 is not solid: scenery), the monitor. S2: 5 of 6 springs (two
  // diagonal, format version 10; $70 past the table), 3 of 4 spikes (one retracts), the
  // monitor. S3K: 3 springs (one diagonal), 1 of 2 spikes, the monitor. S3K: 1 of 3 rocks ($22 is pushed,
  // $40 past byte_1D64E) and an invisible block. S2: two Obj74 invisible blocks.
  const std::pair<const char*, std::size_t> seeds[] = {{"2e2b4d7b8a1f9696f3f687713b46dfc6a6167ef8", 9},
                                                       {"3317ba507ee046afafa98ae15df0703ab30e5dd9", 9},
                                                       {"849d24e26572a5b3c8aa8f2810f411e33e966cc1", 5},
                                                       {"b4489710ccb914c91813f2a70f2693458849f351", 2},
                                                       {"080499b3072319520aa232d54c9f360044bb800b", 2}};
  for (const auto& [name, objects] : seeds) {
    const io::SonlvlImportResult r = sandboxLevel(sandbox, dir.path(), test::readText(corpus / name));
    ASSERT_TRUE(r.file) << name << ": " << io::describe("import", r.problems);
    // Rings (ring objects from a ring layout or Obj25) are counted by SonlvlObjectsDisassembly.
    const auto solids = std::count_if(r.file->level.objects.begin(), r.file->level.objects.end(),
                                      [](const SolidObject& o) { return o.kind != ObjectKind::Ring; });
    EXPECT_EQ(static_cast<std::size_t>(solids), objects) << name;
  }
}

// Found by reading the art renderer: a Sonic 1 layout header may name 256 x
// 256 chunks (65536 px square, 16 GiB of RGBA). The level imports; its art is
// refused naming the layout, instead of allocating it.
TEST(SonlvlCorpus, ArtLargerThanAnyGameLayoutIsRefusedNotAllocated) {
  test::TempDir dir;
  fuzz::SonlvlLevelSandbox sandbox(dir.path());
  std::string layout(2 + 256 * 256, '\0');
  layout[0] = layout[1] = static_cast<char>(0xFF);
  layout[2] = 1;
  const std::string input = std::string("\x00\xff\xff", 3) + layout;
  const io::SonlvlImportResult r = sandboxLevel(sandbox, dir.path(), input);
  ASSERT_TRUE(r.file) << io::describe("S1", r.problems);
  EXPECT_EQ(r.file->level.width(), 4096);
  const io::ProjectResult p = io::loadSonlvlProject(dir / "SonLVL_S1.ini");
  const io::SonlvlArtResult art = io::renderSonlvlArt(*p.project, "Level");
  ASSERT_FALSE(art.art);
  ASSERT_EQ(art.problems.size(), 1u);
  EXPECT_EQ(art.problems[0].where, "fglayout");
  EXPECT_EQ(art.problems[0].what, "names a level of 65536 x 65536 px, more than the art image may hold (134217728 px)");
}

}  // namespace
}  // namespace solidtile
