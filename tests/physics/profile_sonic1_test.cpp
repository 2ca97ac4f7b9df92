// The last three rules where the `sonic1` profile had differed from Sonic 1's
// own code (sonicretro/s1disasm), each pinned on a purpose-built level.
#include <gtest/gtest.h>

#include "level_builder.h"
#include "solidtile/sonic/player.h"

namespace solidtile {
namespace {

using test::LevelBuilder;
using test::px;
using test::standing;

const PlayerConfig kS1Config = defaultPlayerConfig(Profile::Sonic1);
const PlayerConfig kGuide = defaultPlayerConfig(Profile::Guide);

// Sonic_Angle (after Sonic_AnglePos's two floor casts) keeps the winning
// sensor's angle only when bit 0 is clear; an odd angle is treated as flagged
// and the player's angle snaps to (angle + $20) & $C0.
TEST(Sonic1Profile, OddAngleBytesAreFlaggedLikeSonicAngleTestsBitZero) {
  EXPECT_TRUE(kS1Config.oddAnglesAreFlagged);
  EXPECT_FALSE(kGuide.oddAnglesAreFlagged);
  for (const Angle odd : {Angle{0x05}, Angle{0xFB}}) {
    LevelBuilder b;
    b.ground(736);
    const int slab = b.add(test::flat(16, odd));  // a full block whose stored angle is odd
    b.fill(10, 46, 30, 46, slab);
    for (const PlayerConfig* cfg : {&kS1Config, &kGuide}) {
      PlayerState s = standing(*cfg, 200, 716);
      stepPlayer(s, b.level, *cfg, 0);
      EXPECT_EQ(s.angle, cfg == &kS1Config ? 0x00 : odd) << profileName(cfg->profile) << " angle " << int{odd};
    }
  }
  // The even neighbour is taken as it is by both.
  LevelBuilder b;
  b.ground(736);
  b.fill(10, 46, 30, 46, b.add(test::flat(16, 0x04)));
  PlayerState s = standing(kS1Config, 200, 716);
  stepPlayer(s, b.level, kS1Config, 0);
  EXPECT_EQ(s.angle, 0x04);
}

// A ledge whose right edge is x = 2655 with nothing below it within reach.
LevelBuilder ledge() {
  LevelBuilder b(256, 64);
  b.fill(0, 46, 165, 63, b.full);
  return b;
}

// Lands at x = 2660 (B past the edge, A on the ledge, the centre over the drop)
// and returns the balance of the first two grounded frames.
std::pair<Balance, Balance> balanceAfterLanding(PlayerState s, const Level& level, Angle expectedBufferAtLanding) {
  int guard = 0;
  while (s.airborne && guard++ < 200) stepPlayer(s, level, kS1Config, 0);
  EXPECT_FALSE(s.airborne);
  // Sonic_HitFloor (the air landing check) does not reset the buffers: B read
  // no solid tile, so its buffer still holds what was there before.
  EXPECT_EQ(s.angleBuffer, expectedBufferAtLanding);
  stepPlayer(s, level, kS1Config, 0);
  const Balance first = s.balancing;
  // Sonic_AnglePos set both to 3 before its casts; B's stays 3.
  EXPECT_EQ(s.angleBuffer, 3);
  stepPlayer(s, level, kS1Config, 0);
  return {first, s.balancing};
}

// Sonic_Balance (in Sonic_Move) decides from the copies Sonic_Control made of
// the two angle buffers at the end of the previous frame; a 3 there means the
// grounded floor routine's sensor read nothing. After a landing the buffer
// holds 0 (as after spawning) or $80 (the room-over-head check of a jump
// wrote angle + $80 into both), so balancing starts one frame later.
TEST(Sonic1Profile, BalancingAfterALandingStartsOnTheSecondGroundedFrame) {
  const LevelBuilder b = ledge();
  const auto [fromSpawnFirst, fromSpawnSecond] = balanceAfterLanding(spawnPlayer(kS1Config, 2660, 690), b.level, 0x00);
  EXPECT_EQ(fromSpawnFirst, Balance::None);
  EXPECT_EQ(fromSpawnSecond, Balance::Right);

  // A jump from the ledge itself, straight up and back down at x = 2660.
  PlayerState s = standing(kS1Config, 2660, 716);
  stepPlayer(s, b.level, kS1Config, input::kJump);
  ASSERT_TRUE(s.airborne);
  EXPECT_EQ(s.angleBuffer, 0x80);
  EXPECT_EQ(s.angleBuffer2, 0x80);
  const auto [fromJumpFirst, fromJumpSecond] = balanceAfterLanding(s, b.level, 0x80);
  EXPECT_EQ(fromJumpFirst, Balance::None);
  EXPECT_EQ(fromJumpSecond, Balance::Right);
}

TEST(Sonic1Profile, StandingAtALedgeBalancesFromTheSecondFrameAsBefore) {
  const LevelBuilder b = ledge();
  PlayerState s = standing(kS1Config, 2660, 716);
  stepPlayer(s, b.level, kS1Config, 0);  // buffers from spawning (0): no balance yet
  EXPECT_EQ(s.balancing, Balance::None);
  EXPECT_EQ(s.angleBuffer, 3);
  EXPECT_EQ(s.angleBuffer2, kFlaggedAngle);  // A read the full block
  stepPlayer(s, b.level, kS1Config, 0);
  EXPECT_EQ(s.balancing, Balance::Right);
}

// Sonic_LevelBound: the left bound is the camera's left limit + $10 and a next
// x below it (unsigned) clamps there; a next x at or past the right bound
// (unsigned) clamps to the right bound. Unsigned, a next x below 0 is a huge
// number, so it clamps to the right bound. Our bounds are 16 px inside the level.
struct BoundCase {
  std::int32_t x;
  Sub xsp;
};

PlayerState flyOnce(const PlayerConfig& cfg, const Level& level, BoundCase c) {
  PlayerState s = spawnPlayer(cfg, c.x, 100);
  s.xsp = c.xsp;
  stepPlayer(s, level, cfg, 0);
  return s;
}

TEST(Sonic1Profile, LevelBoundComparesUnsignedSoANegativeNextXClampsToTheRightBound) {
  LevelBuilder b(64, 64);  // 1024 px wide: bounds 16 and 1008
  EXPECT_TRUE(kS1Config.levelBoundUnsigned);
  EXPECT_FALSE(kGuide.levelBoundUnsigned);
  const BoundCase negative{20, -30 * 256};  // next x = -10
  EXPECT_EQ(px(flyOnce(kS1Config, b.level, negative).x), 1008);
  EXPECT_EQ(px(flyOnce(kGuide, b.level, negative).x), 16);
  for (const PlayerConfig* cfg : {&kS1Config, &kGuide}) {
    // Left: strictly below 16 clamps; 16 itself is allowed.
    PlayerState s = flyOnce(*cfg, b.level, {20, -4 * 256});
    EXPECT_EQ(px(s.x), 16);
    EXPECT_NE(s.xsp, 0);
    s = flyOnce(*cfg, b.level, {20, -5 * 256});
    EXPECT_EQ(s.x, 16 * 256);
    EXPECT_EQ(s.xsp, 0);
    // Right: reaching 1008 clamps; 1007 is allowed.
    s = flyOnce(*cfg, b.level, {1000, 7 * 256});
    EXPECT_EQ(px(s.x), 1007);
    EXPECT_NE(s.xsp, 0);
    s = flyOnce(*cfg, b.level, {1000, 8 * 256});
    EXPECT_EQ(s.x, 1008 * 256);
    EXPECT_EQ(s.xsp, 0);
  }
}

}  // namespace
}  // namespace solidtile
