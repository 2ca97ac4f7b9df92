// The player on the shipped demo level: what each feature is there to show.
#include <algorithm>
#include <vector>

#include <gtest/gtest.h>

#include "solidtile/io/level_file.h"
#include "solidtile/sonic/player.h"

namespace solidtile {
namespace {

const Level& demo() {
  static const io::LoadResult r = io::loadLevel(SOLIDTILE_SOURCE_DIR "/data/levels/demo.json");
  EXPECT_TRUE(r.file);
  return r.file->level;
}

// The demo with every odd angle made even (one step flatter), as the games'
// angle maps store them: the game profiles treat an odd angle as flagged.
const Level& demoEvenAngles() {
  static const Level even = [] {
    Level l = demo();
    for (int i = 0; i < static_cast<int>(l.masks().size()); ++i) {
      HeightMask m = l.mask(i);
      if (!m.flagged()) m.setAngle(static_cast<Angle>(m.angle() & 0xFE));
      l.setMask(i, m);
    }
    return l;
  }();
  return even;
}

const Level& demoFor(const PlayerConfig& cfg) { return cfg.oddAnglesAreFlagged ? demoEvenAngles() : demo(); }

// Holds right from (x, 716) and lists the modes the player passes through, in order.
std::vector<Mode> modesHoldingRight(Profile p, int x, int frames, std::uint8_t* pathAtTop = nullptr,
                                    const Level* level = nullptr) {
  const PlayerConfig cfg = defaultPlayerConfig(p);
  const Level& lv = level ? *level : demoFor(cfg);
  PlayerState s = spawnPlayer(cfg, x, 716);
  std::vector<Mode> modes;
  for (int f = 0; f < frames; ++f) {
    stepPlayer(s, lv, cfg, input::kRight);
    if (s.airborne) continue;
    if (modes.empty() || modes.back() != s.mode) modes.push_back(s.mode);
    if (pathAtTop && s.mode == Mode::LeftWall) *pathAtTop = s.path;
  }
  return modes;
}

class ShippedLevel : public ::testing::TestWithParam<Profile> {};

TEST_P(ShippedLevel, TheLoopTakesThePlayerThroughAllFourModesAndOntoPathOne) {
  std::uint8_t path = 0;
  const auto modes = modesHoldingRight(GetParam(), 2950, 110 + 120, &path);
  const std::vector<Mode> expected = {Mode::Floor, Mode::RightWall, Mode::Ceiling, Mode::LeftWall, Mode::Floor};
  EXPECT_EQ(modes, expected);
  EXPECT_EQ(path, 1);  // the switcher at the top sent the player to the exit path
}

TEST_P(ShippedLevel, TheTunnelRoofIsRunUpsideDown) {
  const auto modes = modesHoldingRight(GetParam(), 4300, 300);
  const std::vector<Mode> expected = {Mode::Floor, Mode::RightWall, Mode::Ceiling, Mode::LeftWall, Mode::Floor};
  EXPECT_EQ(modes, expected);
}

// The demo's masks store odd angles (auto-angle's output when it was drawn);
// Sonic 1 reads each as flagged and snaps to the quadrant, so on the demo as
// shipped it cannot take the loop: it never gets round to the ceiling.
TEST(ShippedLevelOddAngles, Sonic1SnapsTheLoopsOddAnglesAndNeverReachesItsCeiling) {
  const auto modes = modesHoldingRight(Profile::Sonic1, 2950, 110 + 120, nullptr, &demo());
  EXPECT_EQ(std::count(modes.begin(), modes.end(), Mode::Ceiling), 0);
  EXPECT_EQ(modesHoldingRight(Profile::Guide, 2950, 110 + 120, nullptr, &demo()).size(), 5u);
}

INSTANTIATE_TEST_SUITE_P(Profiles, ShippedLevel, ::testing::Values(Profile::Guide, Profile::Sonic1),
                         [](const ::testing::TestParamInfo<Profile>& p) { return std::string(profileName(p.param)); });

}  // namespace
}  // namespace solidtile
