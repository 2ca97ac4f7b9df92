#include <gtest/gtest.h>

#include "level_builder.h"
#include "solidtile/sonic/player.h"

namespace solidtile {
namespace {

using test::LevelBuilder;
using test::px;
using test::standing;

class PlayerGround : public ::testing::TestWithParam<Profile> {
 protected:
  PlayerConfig cfg = defaultPlayerConfig(GetParam());
};

TEST_P(PlayerGround, FallsOntoGroundAt736AndStands20PixelsAbove) {
  LevelBuilder b;
  b.ground(736);
  PlayerState s = spawnPlayer(cfg, 100, 690);
  for (int i = 0; i < 60; ++i) stepPlayer(s, b.level, cfg, 0);
  EXPECT_FALSE(s.airborne);
  EXPECT_EQ(px(s.y), 716);
  EXPECT_EQ(s.angle, 0);
}

TEST_P(PlayerGround, AcceleratesByAccToTopSpeed) {
  LevelBuilder b;
  b.ground(736);
  PlayerState s = standing(cfg, 100, 716);
  stepPlayer(s, b.level, cfg, input::kRight);
  EXPECT_EQ(s.gsp, 12);  // 0.046875
  EXPECT_EQ(s.xsp, 12);
  for (int i = 0; i < 200; ++i) stepPlayer(s, b.level, cfg, input::kRight);
  EXPECT_EQ(s.gsp, 1536);  // 6 px per frame, and no more
}

TEST_P(PlayerGround, FrictionStopsAndBrakingTurnsAround) {
  LevelBuilder b;
  b.ground(736);
  PlayerState s = standing(cfg, 100, 716);
  s.gsp = 100;
  stepPlayer(s, b.level, cfg, 0);
  EXPECT_EQ(s.gsp, 100 - 12);  // frc 0.046875
  s.gsp = 300;
  stepPlayer(s, b.level, cfg, input::kLeft);
  EXPECT_EQ(s.gsp, 300 - 128);  // dec 0.5
  s.gsp = 100;
  stepPlayer(s, b.level, cfg, input::kLeft);
  EXPECT_EQ(s.gsp, -128);  // braking past zero turns round at 0.5
}

TEST_P(PlayerGround, WallWithLeftFaceAt704StopsThePlayerAt693) {
  LevelBuilder b;
  b.ground(736);
  b.fill(44, 40, 47, 45, b.full);  // columns 704..767
  PlayerState s = standing(cfg, 600, 716);
  bool hit = false;
  StepRecord rec;
  for (int i = 0; i < 200; ++i) {
    stepPlayer(s, b.level, cfg, input::kRight, &rec);
    hit = hit || rec.has(EventKind::HitWall);
    ASSERT_LE(px(s.x), 693) << "frame " << i;
  }
  EXPECT_TRUE(hit);
  EXPECT_EQ(px(s.x), 693);
}

TEST_P(PlayerGround, WallWithRightFaceAt831StopsThePlayerAt842) {
  LevelBuilder b;
  b.ground(736);
  b.fill(48, 40, 51, 45, b.full);  // columns 768..831
  PlayerState s = standing(cfg, 950, 716);
  bool hit = false;
  StepRecord rec;
  for (int i = 0; i < 200; ++i) {
    stepPlayer(s, b.level, cfg, input::kLeft, &rec);
    hit = hit || rec.has(EventKind::HitWall);
    ASSERT_GE(px(s.x), 842) << "frame " << i;
  }
  EXPECT_TRUE(hit);
  EXPECT_EQ(px(s.x), 842);
}

// The seed: a platform whose right edge is x=2655 makes the player balance
// from x=2656 and fall at x=2665.
TEST_P(PlayerGround, BalancesFrom2656AndFallsAt2665OffALedgeEndingAt2655) {
  LevelBuilder b(256, 64);
  b.fill(0, 46, 165, 63, b.full);  // solid up to column 2655
  auto settle = [&](int x) {
    PlayerState s = standing(cfg, x, 716);
    stepPlayer(s, b.level, cfg, 0);
    stepPlayer(s, b.level, cfg, 0);
    return s;
  };
  EXPECT_EQ(settle(2655).balancing, Balance::None);
  const PlayerState at2656 = settle(2656);
  EXPECT_FALSE(at2656.airborne);
  EXPECT_EQ(at2656.balancing, Balance::Right);
  const PlayerState at2664 = settle(2664);
  EXPECT_FALSE(at2664.airborne);
  EXPECT_EQ(at2664.balancing, Balance::Right);
  PlayerState at2665 = standing(cfg, 2665, 716);
  stepPlayer(at2665, b.level, cfg, 0);
  EXPECT_TRUE(at2665.airborne);
}

TEST_P(PlayerGround, BalancesTowardALedgeOnTheLeftToo) {
  LevelBuilder b(256, 64);
  b.fill(100, 46, 200, 63, b.full);  // solid from column 1600
  PlayerState s = standing(cfg, 1599, 716);
  stepPlayer(s, b.level, cfg, 0);
  stepPlayer(s, b.level, cfg, 0);
  EXPECT_EQ(s.balancing, Balance::Left);
}

TEST_P(PlayerGround, JumpIsRefusedUnderALowCeiling) {
  // Ground at 736, the player at y=716: a ceiling whose lowest row is y-25 (691) blocks the jump.
  LevelBuilder b;
  b.ground(736);
  const int hang4 = b.add(test::flat(-4, 0x80));  // rows 688..691 of tile row 43
  const int hang3 = b.add(test::flat(-3, 0x80));  // rows 688..690
  b.fill(0, 43, 10, 43, hang4);
  b.fill(20, 43, 30, 43, hang3);
  PlayerState low = standing(cfg, 80, 716);
  StepRecord rec;
  stepPlayer(low, b.level, cfg, input::kJump, &rec);
  EXPECT_FALSE(low.airborne);
  EXPECT_TRUE(rec.has(EventKind::JumpBlocked));
  PlayerState clear = standing(cfg, 400, 716);
  stepPlayer(clear, b.level, cfg, input::kJump, &rec);
  EXPECT_TRUE(clear.airborne);
  EXPECT_TRUE(rec.has(EventKind::Jumped));
}

TEST_P(PlayerGround, JumpOnFlatGroundIsStraightUpAt6Point5AndShrinksTheBodyKeepingTheFeet) {
  LevelBuilder b;
  b.ground(736);
  PlayerState s = standing(cfg, 100, 716);
  s.gsp = s.xsp = 300;
  stepPlayer(s, b.level, cfg, input::kJump);
  EXPECT_TRUE(s.airborne);
  EXPECT_EQ(s.ysp, -1664);
  EXPECT_EQ(s.xsp, 300 + ((1664 * cosHex(0xC0, cfg.sine)) >> 8));
  EXPECT_TRUE(s.rolling);
  EXPECT_EQ(px(s.y), 721);  // height 30: Y moves 5 down so the feet stay
  EXPECT_EQ(s.radiusY, 14);
  EXPECT_EQ(s.radiusX, 7);  // sensors at X-7/X+7 while jumping
}

TEST_P(PlayerGround, JumpOnASlopeGoesAlongItsNormal) {
  LevelBuilder b;
  b.ground(736);
  const int slope = b.add(test::flat(16, 0xE8));  // flat shape, angle $E8 rising right
  b.fill(0, 46, 20, 46, slope);
  PlayerState s = standing(cfg, 100, 716, 0xE8);
  stepPlayer(s, b.level, cfg, input::kJump);
  ASSERT_TRUE(s.airborne);
  // The normal of a floor rising to the right points up and to the left.
  EXPECT_LT(s.xsp, 0);
  EXPECT_LT(s.ysp, 0);
  EXPECT_EQ(s.xsp, (1664 * sinHex(0xE8, cfg.sine)) >> 8);
  EXPECT_EQ(s.ysp, (1664 * sinHex(0xE8 - 0x40, cfg.sine)) >> 8);
}

TEST_P(PlayerGround, SlopeFactorSlowsClimbingAndSpeedsDescending) {
  LevelBuilder b;
  const int slope = b.add(test::flat(16, 0xE8));
  b.fill(0, 46, 255, 63, slope);
  PlayerState up = standing(cfg, 100, 716, 0xE8);
  up.gsp = 1000;  // moving right, up the slope
  stepPlayer(up, b.level, cfg, input::kRight);
  const Sub slopeTerm = (32 * sinHex(0xE8, cfg.sine)) >> 8;  // slp 0.125
  EXPECT_LT(slopeTerm, 0);
  EXPECT_EQ(up.gsp, 1000 + slopeTerm + 12);
  PlayerState down = standing(cfg, 100, 716, 0xE8);
  down.gsp = -1000;  // moving left, down the slope
  stepPlayer(down, b.level, cfg, input::kLeft);
  EXPECT_EQ(down.gsp, -1000 + slopeTerm - 12);
}

TEST_P(PlayerGround, StandingStillOnASlopeSlidesOnlyInTheGuide) {
  LevelBuilder b;
  const int slope = b.add(test::flat(16, 0xE8));
  b.fill(0, 46, 255, 63, slope);
  PlayerState s = standing(cfg, 100, 716, 0xE8);
  stepPlayer(s, b.level, cfg, 0);
  if (cfg.slopeFactorWhenStopped) {
    EXPECT_LT(s.gsp, 0);  // slides back down, to the left
  } else {
    EXPECT_EQ(s.gsp, 0);  // Sonic 1 can stand on slopes
  }
}

TEST_P(PlayerGround, RollingUsesItsOwnSlopeFactorsFrictionAndDeceleration) {
  LevelBuilder b;
  const int slope = b.add(test::flat(16, 0xE8));
  b.fill(0, 46, 255, 63, slope);
  const Sub downTerm = (80 * sinHex(0xE8, cfg.sine)) >> 8;  // 0.3125
  const Sub upTerm = cfg.rollUphillFromDownhill ? downTerm >> 2 : (20 * sinHex(0xE8, cfg.sine)) >> 8;  // 0.078125
  PlayerState up = standing(cfg, 100, 716, 0xE8);
  up.rolling = true;
  up.radiusX = 7;
  up.radiusY = 14;
  up.gsp = 2000;
  stepPlayer(up, b.level, cfg, 0);
  EXPECT_EQ(up.gsp, 2000 + upTerm - 6);  // roll friction 0.0234375
  PlayerState down = up;
  down.gsp = -2000;
  stepPlayer(down, b.level, cfg, input::kRight);
  EXPECT_EQ(down.gsp, -2000 + downTerm + 32 + 6);  // roll deceleration 0.125, then friction
}

TEST_P(PlayerGround, RollStartsAtHalfAPixelWithDownAndEndsAtRest) {
  LevelBuilder b;
  b.ground(736);
  PlayerState s = standing(cfg, 100, 716);
  s.gsp = 127;
  stepPlayer(s, b.level, cfg, input::kDown);
  EXPECT_FALSE(s.rolling);
  s.gsp = 200;
  StepRecord rec;
  stepPlayer(s, b.level, cfg, input::kDown, &rec);
  EXPECT_TRUE(rec.has(EventKind::RollStarted));
  EXPECT_TRUE(s.rolling);
  EXPECT_EQ(px(s.y), 721);
  for (int i = 0; i < 100 && s.rolling; ++i) stepPlayer(s, b.level, cfg, 0);
  EXPECT_FALSE(s.rolling);
  EXPECT_EQ(s.gsp, 0);
  EXPECT_EQ(px(s.y), 716);
}

TEST_P(PlayerGround, SlowOnAWallFallsOffAndLocksControlsFor30Frames) {
  // A right wall: the player runs up a vertical face at x=704 (mode right wall, angle $C0).
  LevelBuilder b;
  b.fill(44, 0, 60, 63, b.full);
  const PlayerState base = standing(cfg, 704 - 20, 400, 0xC0);
  const Sub slopeTerm = (32 * sinHex(0xC0, cfg.sine)) >> 8;
  PlayerState fast = base;
  fast.gsp = 640 - slopeTerm + 12;  // exactly 2.5 after the slope factor and friction: stays
  stepPlayer(fast, b.level, cfg, 0);
  EXPECT_FALSE(fast.airborne);
  EXPECT_EQ(fast.mode, Mode::RightWall);
  PlayerState slow = base;
  slow.gsp = 639 - slopeTerm + 12;
  StepRecord rec;
  stepPlayer(slow, b.level, cfg, 0, &rec);
  EXPECT_TRUE(slow.airborne);
  EXPECT_EQ(slow.gsp, 0);
  EXPECT_EQ(slow.controlLock, 30);
  EXPECT_TRUE(rec.has(EventKind::FellOffWall));
  EXPECT_TRUE(rec.has(EventKind::ControlLockSet));
}

TEST_P(PlayerGround, ControlLockIgnoresInputAndCountsDownOnlyOnTheGround) {
  LevelBuilder b;
  b.ground(736);
  PlayerState air = spawnPlayer(cfg, 100, 600);
  air.controlLock = 30;
  stepPlayer(air, b.level, cfg, 0);
  EXPECT_EQ(air.controlLock, 30);
  PlayerState s = standing(cfg, 100, 716);
  s.controlLock = 30;
  stepPlayer(s, b.level, cfg, input::kRight);
  EXPECT_EQ(s.gsp, 0);
  EXPECT_EQ(s.controlLock, 29);
}

TEST_P(PlayerGround, RunsOffALedgeIntoTheAir) {
  LevelBuilder b;
  b.fill(0, 46, 20, 63, b.full);  // ends at 335
  PlayerState s = standing(cfg, 300, 716);
  s.gsp = 1536;
  StepRecord rec;
  bool left = false;
  for (int i = 0; i < 20; ++i) {
    stepPlayer(s, b.level, cfg, input::kRight, &rec);
    left = left || rec.has(EventKind::LeftGround);
  }
  EXPECT_TRUE(left);
  EXPECT_TRUE(s.airborne);
  EXPECT_GT(s.ysp, 0);
}

TEST_P(PlayerGround, StaysOnGroundThatDropsUpTo14PixelsAndLeavesItAt15) {
  // Ground at 736 up to x=335, then lower by `drop` px; walking right over the step.
  for (const int drop : {14, 15}) {
    LevelBuilder b;
    const int lower = b.add(test::flat(16 - drop, kFlaggedAngle));
    b.fill(0, 46, 20, 63, b.full);
    b.fill(21, 46, 60, 46, lower);
    b.fill(21, 47, 60, 63, b.full);
    PlayerState s = standing(cfg, 320, 716);
    s.gsp = 3000;  // about 11.7 px a frame, coasting: A leaves the upper ground on the third frame
    for (int i = 0; i < 3; ++i) stepPlayer(s, b.level, cfg, 0);
    ASSERT_GT(px(s.x) - 9, 335);
    EXPECT_EQ(s.airborne, drop == 15) << "drop " << drop;
    if (drop == 14) {
      EXPECT_EQ(px(s.y), 716 + 14);
    }
  }
}

TEST_P(PlayerGround, IgnoresGroundMoreThan14PixelsAboveTheFeet) {
  LevelBuilder b;
  b.ground(736);
  PlayerState s = standing(cfg, 100, 716 + 15);  // 15 px into the ground: left alone
  stepPlayer(s, b.level, cfg, 0);
  EXPECT_FALSE(s.airborne);
  EXPECT_EQ(px(s.y), 731);
  s = standing(cfg, 100, 716 + 14);  // 14 px into it: snapped out
  stepPlayer(s, b.level, cfg, 0);
  EXPECT_EQ(px(s.y), 716);
}

INSTANTIATE_TEST_SUITE_P(Profiles, PlayerGround, ::testing::Values(Profile::Guide, Profile::Sonic1),
                         [](const ::testing::TestParamInfo<Profile>& p) { return std::string(profileName(p.param)); });

}  // namespace
}  // namespace solidtile
