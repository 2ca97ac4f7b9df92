#include <gtest/gtest.h>

#include "level_builder.h"
#include "solidtile/sonic/player.h"

namespace solidtile {
namespace {

using test::LevelBuilder;
using test::px;

class PlayerAir : public ::testing::TestWithParam<Profile> {
 protected:
  PlayerConfig cfg = defaultPlayerConfig(GetParam());

  // Drops the player onto a floor of angle `a` (flat shape at 736) moving at (xsp, ysp).
  PlayerState landOn(Angle a, Sub xsp, Sub ysp) {
    LevelBuilder b;
    const int m = b.add(test::flat(16, a));
    b.fill(0, 46, 255, 63, m);
    PlayerState s = spawnPlayer(cfg, 500, 716 - 1);
    s.xsp = xsp;
    s.ysp = ysp;
    for (int i = 0; i < 10 && s.airborne; ++i) stepPlayer(s, b.level, cfg, 0);
    EXPECT_FALSE(s.airborne);
    return s;
  }
};

TEST_P(PlayerAir, GravityIsAddedAfterMoving) {
  LevelBuilder b;
  PlayerState s = spawnPlayer(cfg, 500, 300);
  stepPlayer(s, b.level, cfg, 0);
  EXPECT_EQ(s.y, pixels(300));  // moved by the old ysp (0)
  EXPECT_EQ(s.ysp, 56);         // grv 0.21875
  stepPlayer(s, b.level, cfg, 0);
  EXPECT_EQ(s.y, pixels(300) + 56);
}

TEST_P(PlayerAir, AirAccelerationIsTwiceGroundAcceleration) {
  LevelBuilder b;
  PlayerState s = spawnPlayer(cfg, 500, 300);
  stepPlayer(s, b.level, cfg, input::kRight);
  EXPECT_EQ(s.xsp, 24);  // 0.09375
}

TEST_P(PlayerAir, AirDragWhileRisingSlowly) {
  LevelBuilder b;
  PlayerState s = spawnPlayer(cfg, 500, 300);
  s.xsp = 1024;
  s.ysp = -512;
  stepPlayer(s, b.level, cfg, 0);
  EXPECT_EQ(s.xsp, 1024 - (1024 >> 5));
  s.xsp = 1024;
  s.ysp = -2000;  // rising fast: no drag
  stepPlayer(s, b.level, cfg, 0);
  EXPECT_EQ(s.xsp, 1024);
}

TEST_P(PlayerAir, ReleasingJumpCapsTheRiseAtMinus4) {
  LevelBuilder b;
  b.ground(736);
  PlayerState held = test::standing(cfg, 500, 716);
  PlayerState released = held;
  stepPlayer(held, b.level, cfg, input::kJump);
  stepPlayer(released, b.level, cfg, input::kJump);
  stepPlayer(held, b.level, cfg, input::kJump);
  stepPlayer(released, b.level, cfg, 0);
  EXPECT_EQ(held.ysp, -1664 + 56);
  EXPECT_EQ(released.ysp, -1024 + 56);
}

TEST_P(PlayerAir, FullJumpPeaksAndLandsBackOnTheSameGround) {
  LevelBuilder b;
  b.ground(736);
  PlayerState s = test::standing(cfg, 500, 716);
  int top = 716;
  int frames = 0;
  stepPlayer(s, b.level, cfg, input::kJump);
  while (s.airborne && frames < 200) {
    stepPlayer(s, b.level, cfg, input::kJump);
    top = std::min(top, px(s.y));
    ++frames;
  }
  EXPECT_FALSE(s.airborne);
  EXPECT_EQ(px(s.y), 716);
  EXPECT_FALSE(s.rolling);
  EXPECT_LT(top, 716 - 90);  // a full jump rises about 100 px
  EXPECT_GT(frames, 50);
}

TEST_P(PlayerAir, LandingOnFlatGroundKeepsXsp) {
  const PlayerState s = landOn(0x04, 700, 800);
  EXPECT_EQ(s.gsp, 700);
  EXPECT_EQ(s.angle, 0x04);
}

TEST_P(PlayerAir, LandingOnAShallowSlopeFallingFastSlidesDownItAtHalfYsp) {
  // Rising to the right ($E8): down the slope is to the left.
  PlayerState s = landOn(0xE8, 0, 1024);
  EXPECT_LT(s.gsp, 0);
  EXPECT_EQ(s.gsp, -((1024 + 56) >> 1));
  // Its mirror ($18): down the slope is to the right.
  s = landOn(0x18, 0, 1024);
  EXPECT_EQ(s.gsp, (1024 + 56) >> 1);
}

TEST_P(PlayerAir, LandingOnASteepSlopeFallingFastTakesFullYsp) {
  PlayerState s = landOn(0xD0, 0, 1024);
  EXPECT_EQ(s.gsp, -(1024 + 56));
  s = landOn(0x30, 0, 1024);
  EXPECT_EQ(s.gsp, 1024 + 56);
}

TEST_P(PlayerAir, LandingMovingMostlySidewaysKeepsXsp) {
  const PlayerState s = landOn(0xE8, 1500, 300);
  EXPECT_EQ(s.gsp, 1500);
}

TEST_P(PlayerAir, CeilingSteeperThanA0AttachesAndRunsOn) {
  for (const Angle a : {Angle{0xB0}, Angle{0x50}}) {
    LevelBuilder b;
    const int m = b.add(test::flat(-16, a));
    b.fill(0, 20, 255, 20, m);  // underside at 335
    PlayerState s = spawnPlayer(cfg, 500, 380);
    s.ysp = -1500;
    StepRecord rec;
    bool attached = false;
    for (int i = 0; i < 10 && !attached; ++i) {
      stepPlayer(s, b.level, cfg, 0, &rec);
      attached = rec.has(EventKind::AttachedCeiling);
    }
    ASSERT_TRUE(attached) << int(a);
    EXPECT_FALSE(s.airborne);
    EXPECT_EQ(s.angle, a);
    // Keeps moving up: gsp signed so that ysp = gsp*sin(a) stays negative.
    EXPECT_LT(static_cast<std::int64_t>(s.gsp) * sinHex(a, cfg.sine), 0) << int(a);
  }
}

TEST_P(PlayerAir, FlatCeilingBumpsTheHeadAndKeepsXsp) {
  LevelBuilder b;
  const int m = b.add(test::flat(-16, 0x80));
  b.fill(0, 20, 255, 20, m);
  PlayerState s = spawnPlayer(cfg, 500, 380);
  s.ysp = -1500;
  s.xsp = 100;
  StepRecord rec;
  bool bumped = false;
  for (int i = 0; i < 10 && !bumped; ++i) {
    stepPlayer(s, b.level, cfg, 0, &rec);
    bumped = rec.has(EventKind::HitCeiling);
  }
  ASSERT_TRUE(bumped);
  EXPECT_TRUE(s.airborne);
  EXPECT_EQ(s.ysp, 0);
  EXPECT_EQ(px(s.y) - 19, 336);  // the head is just below the underside
}

TEST_P(PlayerAir, WallInTheAirStopsXspAt693) {
  LevelBuilder b;
  b.fill(44, 0, 47, 63, b.full);
  PlayerState s = spawnPlayer(cfg, 660, 300);
  s.xsp = 1024;
  StepRecord rec;
  int hits = 0;
  for (int i = 0; i < 30; ++i) {
    stepPlayer(s, b.level, cfg, input::kRight, &rec);
    hits += rec.has(EventKind::HitWall);
    ASSERT_LE(px(s.x), 693);
  }
  EXPECT_EQ(px(s.x), 693);
  EXPECT_GT(hits, 0);
}

TEST_P(PlayerAir, JumpThroughPlatformsAreSolidOnlyFromAbove) {
  LevelBuilder b;
  b.ground(736);
  b.fill(0, 40, 255, 40, b.full, Solidity::TopOnly);  // a platform with its top at 640
  PlayerState s = test::standing(cfg, 500, 716);
  stepPlayer(s, b.level, cfg, input::kJump);
  int landedOn = 0;
  for (int i = 0; i < 200; ++i) {
    const bool wasAir = s.airborne;
    stepPlayer(s, b.level, cfg, input::kJump);
    if (wasAir && !s.airborne) {
      landedOn = px(s.y);
      break;
    }
  }
  EXPECT_EQ(landedOn, 640 - 20);  // passed up through it, landed on its top
}

TEST_P(PlayerAir, FallSpeedIsCappedAt16InTheGuideOnly) {
  LevelBuilder b(256, 256);
  PlayerState s = spawnPlayer(cfg, 500, 16);
  for (int i = 0; i < 100; ++i) stepPlayer(s, b.level, cfg, 0);
  if (cfg.maxFallSpeed != 0) {
    EXPECT_EQ(s.ysp, 4096);  // 16 px per frame
  } else {
    EXPECT_EQ(s.ysp, 100 * 56);  // Sonic 1 keeps accelerating
  }
}

INSTANTIATE_TEST_SUITE_P(Profiles, PlayerAir, ::testing::Values(Profile::Guide, Profile::Sonic1),
                         [](const ::testing::TestParamInfo<Profile>& p) { return std::string(profileName(p.param)); });

}  // namespace
}  // namespace solidtile
