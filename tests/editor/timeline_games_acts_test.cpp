// The games' first acts in the debugger (issue 27's "in sim and in the
// debugger"): each act imported from its disassembly (skipped without one),
// its own profile, and a movie holding right with a 14-frame jump every 200
// frames run on the editor's timeline, which must end where `solidtile sim`
// ends (tests/io/sonlvl_goal_test.cpp, sonlvl_tree_test.cpp pin the same
// frames): at Green Hill 1's and Emerald Hill 1's signposts, and for Angel
// Island 1, which has none, wound up through its hollow tree to the act's
// right edge.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <string>

#include "model/timeline.h"
#include "solidtile/io/sonlvl.h"
#include "sonlvl_disassembly.h"

namespace solidtile::editor {
namespace {

std::string rightAndJump() {
  std::string movie;
  for (int k = 0; k < 50; ++k) movie += "186 R\n14 RJ\n";
  return movie;
}

struct Act {
  const char *own, *folder, *ini, *name;
  Profile profile;
};

std::optional<io::SonlvlImportResult> importAct(const Act& a) {
  const std::optional<std::filesystem::path> root = test::disassembly(a.own, a.folder);
  if (!root) return std::nullopt;
  const io::ProjectResult p = io::loadSonlvlProject(*root / "SonLVL INI Files" / a.ini);
  if (!p.project) return std::nullopt;
  io::SonlvlImportResult r = io::importSonlvlLevel(*p.project, a.name);
  if (!r.file) return std::nullopt;
  return r;
}

TEST(TimelineGamesActsDisassembly, GreenHillAndEmeraldHillEndAtTheirSignpostsAsSimDoes) {
  const struct {
    Act act;
    std::size_t goalFrame;
    int signX;
  } acts[] = {{{"SOLIDTILE_S1DISASM", "s1disasm", "SonLVL.ini", "Green Hill Zone Act 1", Profile::Sonic1}, 4415, 9568},
              {{"SOLIDTILE_S2DISASM", "s2disasm", "SonLVL.ini", "Emerald Hill Zone Act 1", Profile::Sonic2}, 7589, 10816}};
  int ran = 0;
  for (const auto& [act, goalFrame, signX] : acts) {
    const std::optional<io::SonlvlImportResult> r = importAct(act);
    if (!r) continue;
    ++ran;
    ASSERT_EQ(r->file->profile, act.profile) << act.name;
    Timeline t(r->file->level, defaultPlayerConfig(act.profile));
    std::string why;
    ASSERT_TRUE(t.loadMovie(rightAndJump(), &why)) << why;
    t.simulate();
    const std::optional<std::size_t> end = t.firstOutOfLevel();
    ASSERT_TRUE(end) << act.name << ": the run never ended";
    EXPECT_EQ(*end, goalFrame) << act.name;
    const PlayerState& s = t.sonic().state(*end);
    EXPECT_EQ(s.ended, RunEnd::Goal) << act.name << " ended " << runEndName(s.ended);
    EXPECT_GE(s.x >> 8, signX) << act.name;
    EXPECT_LT(s.x >> 8, signX + 0x20) << act.name;
    EXPECT_FALSE(t.outOfLevel(*end - 1)) << act.name;
  }
  if (ran == 0) GTEST_SKIP() << "no Sonic 1 or Sonic 2 disassembly (SOLIDTILE_DISASM_DIR)";
}

TEST(TimelineGamesActsDisassembly, AngelIslandIsWoundUpThroughItsTreeToTheActsEnd) {
  const std::optional<io::SonlvlImportResult> r =
      importAct({"SOLIDTILE_SKDISASM", "skdisasm", "SonLVL.ini", "Sonic 3\\\\Angel Island Zone Act 1", Profile::Sonic3K});
  if (!r) GTEST_SKIP() << "no S&K disassembly (SOLIDTILE_DISASM_DIR)";
  const Level& level = r->file->level;
  const auto tree = std::find_if(level.objects.begin(), level.objects.end(),
                                 [](const SolidObject& o) { return o.kind == ObjectKind::Tree; });
  ASSERT_NE(tree, level.objects.end());
  const int treeIndex = static_cast<int>(tree - level.objects.begin());
  Timeline t(level, defaultPlayerConfig(Profile::Sonic3K));
  std::string why;
  ASSERT_TRUE(t.loadMovie(rightAndJump(), &why)) << why;
  t.simulateTo(6000);
  std::size_t caught = 0, wound = 0;
  int maxX = 0;
  for (std::size_t f = 1; f <= 6000; ++f) {
    const PlayerState& s = t.sonic().state(f);
    if (s.standingOn == treeIndex) {
      if (caught == 0) caught = f;
      ++wound;
    }
    maxX = std::max(maxX, static_cast<int>(s.x >> 8));
  }
  // The frames sim's run gives (sonlvl_tree_test.cpp counts steps from 0: frame f is after f + 1 steps).
  EXPECT_EQ(caught, 3676u);
  EXPECT_EQ(wound, 194u);
  EXPECT_EQ(maxX, 12400);
  EXPECT_FALSE(t.firstOutOfLevel());
}

}  // namespace
}  // namespace solidtile::editor
