// The seed's two quirks of the original engine, and the switches that fix them.
#include <gtest/gtest.h>

#include "level_builder.h"
#include "solidtile/sonic/player.h"

namespace solidtile {
namespace {

using test::LevelBuilder;
using test::px;

// A low hill on a floor at 752: a tile rising to the right beside its mirror.
struct Hill {
  LevelBuilder b;
  Hill() {
    const HeightMask rise = test::mask({2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9}, 0xF0);
    const int m = b.add(rise);
    b.fill(0, 47, 255, 63, b.full);
    b.fill(20, 46, 20, 46, m);                       // rises right, angle $F0
    b.fill(21, 46, 21, 46, m, Solidity::All, true);  // the mirror, angle $10
  }
};

PlayerState onHillPastThePeak(const PlayerConfig& cfg, const Level& level) {
  // The peak is between columns 335 and 336; stand 2 px to its right, where A
  // (column 329, surface 746) is 2 px higher than B (column 347, surface 748).
  PlayerState s = test::standing(cfg, 338, 726);
  stepPlayer(s, level, cfg, 0);
  return s;
}

TEST(Quirks, OppositeSlopesKeepTheHigherSensorsAngleSoAJumpGoesBackwards) {
  Hill hill;
  PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic1);  // stands still on slopes
  PlayerState s = onHillPastThePeak(cfg, hill.b.level);
  ASSERT_FALSE(s.airborne);
  EXPECT_EQ(s.angle, 0xF0);  // A, on the rising tile, is higher
  stepPlayer(s, hill.b.level, cfg, input::kJump);
  EXPECT_LT(s.xsp, 0);       // past the peak, yet the jump leans back to the left
}

TEST(Quirks, OppositeSlopesFixTakesTheMeanAngleAndJumpsStraightUp) {
  Hill hill;
  PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic1);
  cfg.fixOppositeSlopesQuirk = true;
  PlayerState s = onHillPastThePeak(cfg, hill.b.level);
  EXPECT_EQ(s.angle, 0x00);
  stepPlayer(s, hill.b.level, cfg, input::kJump);
  EXPECT_EQ(s.xsp, 0);
}

// A slope rising to the right that ends in a drop.
struct SlopedLedge {
  LevelBuilder b;
  SlopedLedge() {
    HeightMask::Heights h{};
    for (int c = 0; c < 16; ++c) h[static_cast<std::size_t>(c)] = static_cast<std::int8_t>(1 + c / 2);
    const int m = b.add(*HeightMask::fromHeights(h, 0xF6));
    b.fill(0, 47, 20, 63, b.full);  // floor at 752 up to column 335
    b.fill(20, 46, 20, 46, m);      // rises 8 px over the last tile, then the drop
  }
};

// Runs right across the ledge at walking speed; true if Y ever moved down while on the ground.
bool dipsWhileRunningOff(const PlayerConfig& cfg, const Level& level) {
  PlayerState s = test::standing(cfg, 300, 732);
  s.gsp = 256;
  int lastY = px(s.y);
  bool dipped = false;
  for (int i = 0; i < 40 && !s.airborne; ++i) {
    stepPlayer(s, level, cfg, input::kRight);
    if (!s.airborne && px(s.y) > lastY) dipped = true;
    lastY = px(s.y);
  }
  return dipped;
}

TEST(Quirks, RunningOffASlopedLedgeRisesDipsAndRisesAgain) {
  SlopedLedge ledge;
  for (Profile p : {Profile::Guide, Profile::Sonic1}) {
    EXPECT_TRUE(dipsWhileRunningOff(defaultPlayerConfig(p), ledge.b.level)) << profileName(p);
  }
}

TEST(Quirks, SlopedLedgeFixHoldsHeightInstead) {
  SlopedLedge ledge;
  for (Profile p : {Profile::Guide, Profile::Sonic1}) {
    PlayerConfig cfg = defaultPlayerConfig(p);
    cfg.fixSlopedLedgeQuirk = true;
    EXPECT_FALSE(dipsWhileRunningOff(cfg, ledge.b.level)) << profileName(p);
  }
}

}  // namespace
}  // namespace solidtile
