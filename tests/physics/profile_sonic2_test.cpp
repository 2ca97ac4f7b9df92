// The `sonic2` profile: each of its differences from `sonic1`, pinned on a
// purpose-built level with the number Sonic 2's code (sonicretro/s2disasm) gives.
#include <gtest/gtest.h>

#include "level_builder.h"
#include "solidtile/sonic/player.h"

namespace solidtile {
namespace {

using test::LevelBuilder;
using test::px;
using test::standing;

const PlayerConfig kS1ForS2 = defaultPlayerConfig(Profile::Sonic1);
const PlayerConfig kS2Config = defaultPlayerConfig(Profile::Sonic2);

constexpr Input kDown = input::kDown;
constexpr Input kDownJump = input::kDown | input::kJump;

TEST(Sonic2Profile, ParsesAndNamesItself) {
  EXPECT_EQ(parseProfile("sonic2"), Profile::Sonic2);
  EXPECT_EQ(parseProfile("sonic3k"), Profile::Sonic3K);
  EXPECT_STREQ(profileName(Profile::Sonic2), "sonic2");
  EXPECT_STREQ(profileName(Profile::Sonic3K), "sonic3k");
  EXPECT_EQ(kS2Config.profile, Profile::Sonic2);
}

// Sonic_CheckSpindash: crouched (Down held, standing still) and a jump press
// starts the charge; Sonic_UpdateSpindash: each later press adds $200, capped
// at $800, each frame with Down held loses charge/32, and releasing Down rolls
// off at SpindashSpeeds[charge >> 8] = $800 + $80 per step, up to $C00.
TEST(Sonic2Profile, SpinDashChargesDecaysAndLaunchesFromTheSpeedTable) {
  LevelBuilder b;
  b.ground(736);
  PlayerState s = standing(kS2Config, 200, 716);
  StepRecord rec;
  stepPlayer(s, b.level, kS2Config, kDown);
  EXPECT_TRUE(s.ducking);
  stepPlayer(s, b.level, kS2Config, kDownJump, &rec);
  EXPECT_TRUE(rec.has(EventKind::SpindashBegan));
  EXPECT_FALSE(rec.has(EventKind::Jumped));
  EXPECT_TRUE(s.spindashing);
  EXPECT_FALSE(s.airborne);
  EXPECT_EQ(s.spindashCharge, 0);
  stepPlayer(s, b.level, kS2Config, kDown);
  stepPlayer(s, b.level, kS2Config, kDownJump, &rec);  // a press: +$200
  EXPECT_TRUE(rec.has(EventKind::SpindashRevved));
  EXPECT_EQ(s.spindashCharge, 0x200);
  stepPlayer(s, b.level, kS2Config, kDown);  // held: $200 - $200/32
  EXPECT_EQ(s.spindashCharge, 0x1F0);
  EXPECT_EQ(s.x, pixels(200));  // charging never moves the player
  stepPlayer(s, b.level, kS2Config, 0, &rec);
  EXPECT_TRUE(rec.has(EventKind::SpindashReleased));
  EXPECT_FALSE(s.spindashing);
  EXPECT_TRUE(s.rolling);
  EXPECT_EQ(s.gsp, 0x880);  // charge $1F0: step 1
  EXPECT_EQ(s.radiusY, 14);
  EXPECT_EQ(px(s.y), 721);  // the rolling body is 5 px shorter, feet kept
  stepPlayer(s, b.level, kS2Config, 0);
  EXPECT_GT(s.x, pixels(200));
}

TEST(Sonic2Profile, AFullSpinDashLeavesAtC00AwayFromTheFacingSide) {
  LevelBuilder b;
  b.ground(736);
  PlayerState s = standing(kS2Config, 400, 716);
  s.facingLeft = true;
  stepPlayer(s, b.level, kS2Config, kDown);
  for (int i = 0; i < 6; ++i) {
    stepPlayer(s, b.level, kS2Config, kDownJump);
    stepPlayer(s, b.level, kS2Config, kDown);
  }
  stepPlayer(s, b.level, kS2Config, kDownJump);  // the last press leaves the cap
  EXPECT_EQ(s.spindashCharge, 0x800);
  stepPlayer(s, b.level, kS2Config, 0);
  EXPECT_EQ(s.gsp, -0xC00);
}

// A spin dash that rolls to rest on flat ground (issue 30's settle), frame by
// frame as s2.asm has it. The release frame (Sonic_UpdateSpindash) sets inertia
// and leaves through Obj01_Spindash_ResetScr without moving. Each later frame,
// Sonic_ApplyRollSpeed takes Sonic_acceleration/2 = 6 off inertia, and `bcc`
// clamps a crossing at 0. Sonic_SetRollSpeeds makes x_vel = inertia on flat
// ground, and ObjectMove adds it. Sonic_CheckRollStop stands him up (y - 5)
// only once inertia is exactly 0, so nothing is left to move.
TEST(Sonic2Profile, ASpinDashRollsToRestSixASubpixelAFrameAndStandsAtZero) {
  LevelBuilder b;
  b.ground(736);
  PlayerState s = standing(kS2Config, 200, 716);
  stepPlayer(s, b.level, kS2Config, kDown);
  stepPlayer(s, b.level, kS2Config, kDownJump);
  stepPlayer(s, b.level, kS2Config, 0);
  ASSERT_TRUE(s.rolling);
  ASSERT_EQ(s.gsp, 0x800);
  EXPECT_EQ(s.x, pixels(200));  // the release frame does not move
  Sub gsp = 0x800, x = s.x;
  int frames = 0;
  while (gsp > 0 && frames < 1000) {
    StepRecord rec;
    stepPlayer(s, b.level, kS2Config, 0, &rec);
    ++frames;
    gsp = gsp > 6 ? gsp - 6 : 0;
    x += gsp;  // x_vel = inertia * cos(0) >> 8
    ASSERT_EQ(s.gsp, gsp) << "frame " << frames;
    ASSERT_EQ(s.xsp, gsp) << "frame " << frames;
    ASSERT_EQ(s.x, x) << "frame " << frames;
    ASSERT_EQ(s.rolling, gsp != 0) << "frame " << frames;
    ASSERT_EQ(rec.has(EventKind::RollEnded), gsp == 0) << "frame " << frames;
  }
  EXPECT_EQ(frames, 342);  // $800 = 341 * 6 + 2
  EXPECT_EQ(px(s.y), 716);
  EXPECT_EQ(s.x, pixels(200) + 348502);  // sum of $800 - 6k for k = 1..341, in subpixels
  stepPlayer(s, b.level, kS2Config, 0);
  EXPECT_EQ(s.x, x);
  EXPECT_EQ(s.gsp, 0);
}

TEST(Sonic2Profile, Sonic1HasNoSpinDashDownAndJumpJumps) {
  LevelBuilder b;
  b.ground(736);
  PlayerState s = standing(kS1ForS2, 200, 716);
  stepPlayer(s, b.level, kS1ForS2, kDown);
  stepPlayer(s, b.level, kS1ForS2, kDownJump);
  EXPECT_TRUE(s.airborne);
  EXPECT_FALSE(s.spindashing);
}

TEST(Sonic2Profile, OnlyACrouchStartsASpinDash) {
  LevelBuilder b;
  b.ground(736);
  PlayerState moving = standing(kS2Config, 200, 716);
  moving.gsp = 0x100;  // Down while moving rolls; the jump that follows is a jump
  stepPlayer(moving, b.level, kS2Config, kDown);
  EXPECT_FALSE(moving.ducking);
  stepPlayer(moving, b.level, kS2Config, kDownJump);
  EXPECT_TRUE(moving.airborne);
  PlayerState lookingUp = standing(kS2Config, 200, 716);  // Up wins over Down
  stepPlayer(lookingUp, b.level, kS2Config, kDown | input::kUp);
  EXPECT_FALSE(lookingUp.ducking);
}

// Ground that steps down 6 px at x = 320: full blocks to its left, blocks of
// height 10 (top row 742) to its right.
LevelBuilder stepDown() {
  LevelBuilder b;
  b.fill(0, 46, 19, 63, b.full);
  b.fill(20, 46, 60, 46, b.add(test::flat(10)));
  b.fill(20, 47, 60, 63, b.full);
  return b;
}

// AnglePos: a floor below the feet is followed only within the speed's whole
// pixels + 4 (at most 14); Sonic 1 always follows it within 14.
TEST(Sonic2Profile, FloorSnapReachGrowsWithSpeed) {
  const LevelBuilder b = stepDown();
  auto runAt = [&](const PlayerConfig& cfg, Sub gsp) {
    PlayerState s = standing(cfg, 400, 716);  // over the lower floor, 6 px above it
    s.gsp = gsp;
    stepPlayer(s, b.level, cfg, input::kRight);
    return s;
  };
  const PlayerState slow = runAt(kS2Config, 0x100);  // xsp $10C: 1 px + 4 = 5 < 6
  EXPECT_TRUE(slow.airborne);
  const PlayerState faster = runAt(kS2Config, 0x200);  // xsp $20C: 2 px + 4 = 6
  EXPECT_FALSE(faster.airborne);
  EXPECT_EQ(px(faster.y), 722);
  const PlayerState sonic1 = runAt(kS1ForS2, 0x100);
  EXPECT_FALSE(sonic1.airborne);
  EXPECT_EQ(px(sonic1.y), 722);
}

// Sonic_Angle: a floor angle $20 or more away from the current angle is not
// taken; the angle snaps to (angle + $20) & $C0 instead.
TEST(Sonic2Profile, AnAngleChangeOf20OrMoreSnapsToTheQuadrant) {
  for (const int stored : {0xE0, 0xE2, 0x20, 0x1E}) {
    LevelBuilder b;
    b.fill(0, 46, 60, 63, b.full);
    b.fill(0, 46, 60, 46, b.add(test::flat(16, static_cast<Angle>(stored))));
    PlayerState s2 = standing(kS2Config, 400, 716);
    stepPlayer(s2, b.level, kS2Config, 0);
    const bool big = stored == 0xE0 || stored == 0x20;
    EXPECT_EQ(s2.angle, big ? 0x00 : stored) << stored;
    PlayerState s1 = standing(kS1ForS2, 400, 716);
    stepPlayer(s1, b.level, kS1ForS2, 0);
    EXPECT_EQ(s1.angle, stored) << stored;
  }
}

// Sonic_MoveRight keeps a ground speed already above top; Sonic_ChgJumpDir
// caps the air speed at top even when it was above.
TEST(Sonic2Profile, AboveTopHoldingForwardKeepsGroundSpeedButNotAirSpeed) {
  LevelBuilder b;
  b.ground(736);
  PlayerState ground = standing(kS2Config, 400, 716);
  ground.gsp = 0x700;
  stepPlayer(ground, b.level, kS2Config, input::kRight);
  EXPECT_EQ(ground.gsp, 0x700);
  PlayerState ground1 = standing(kS1ForS2, 400, 716);
  ground1.gsp = 0x700;
  stepPlayer(ground1, b.level, kS1ForS2, input::kRight);
  EXPECT_EQ(ground1.gsp, 0x600);
  PlayerState air = spawnPlayer(kS2Config, 400, 300);
  air.xsp = 0x700;
  stepPlayer(air, b.level, kS2Config, input::kRight);
  EXPECT_EQ(air.xsp, 0x600);
}

// Sonic_Balance: balancing toward the drop, Sonic 2 turns to face it only
// when the floor 6 px back from the centre is also 12 px or more away.
TEST(Sonic2Profile, BalancingTurnsTowardTheDropOnlyPastTheSecondCheck) {
  LevelBuilder b(256, 64);
  b.fill(0, 46, 165, 63, b.full);  // a ledge ending at x = 2655
  auto settle = [&](const PlayerConfig& cfg, int x) {
    PlayerState s = standing(cfg, x, 716);
    s.facingLeft = true;
    stepPlayer(s, b.level, cfg, 0);
    stepPlayer(s, b.level, cfg, 0);
    return s;
  };
  const PlayerState near = settle(kS2Config, 2660);  // x - 6 = 2654 is on the ledge
  EXPECT_EQ(near.balancing, Balance::Right);
  EXPECT_TRUE(near.facingLeft);
  const PlayerState far = settle(kS2Config, 2664);  // x - 6 = 2658 is past it
  EXPECT_EQ(far.balancing, Balance::Right);
  EXPECT_FALSE(far.facingLeft);
  EXPECT_FALSE(settle(kS1ForS2, 2660).facingLeft);  // Sonic 1 turns at once
}

}  // namespace
}  // namespace solidtile
