// Twisted ramps against the Sonic player (sonic/ramp.h, level/ramp.h): S&K's
// Obj_TwistedRamp (sonic3k.asm Obj_TwistedRamp, sub_24D9A, loc_24DEE,
// loc_24DFC), each window edge and number quoted from it. Purpose-built
// levels: flat ground at y 448 and a ramp placed about the player.
#include <gtest/gtest.h>

#include <algorithm>

#include "object_level.h"
#include "solidtile/input.h"
#include "solidtile/level/ramp.h"
#include "solidtile/level/vine.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace ramp {  // apart from the other tests' names in a unity build
namespace {

constexpr int kGroundTop = 448;

// A ramp whose point (x_pos, y_pos) is (obX, obY), throwing its way.
SolidObject rampAt(int obX, int obY, ObjectDir dir = ObjectDir::Right) {
  SolidObject o;
  o.kind = ObjectKind::Ramp;
  o.dir = dir;
  o.w = kRampWidth;
  o.h = kRampHeight;
  o.path = {{obX - kRampLeft, obY - kRampAbove}};
  return o;
}

PlayerConfig s3k() { return defaultPlayerConfig(Profile::Sonic3K); }

// Where his own routine leaves him (the ramp's runs after it, reading that).
PlayerState afterOwnStep(PlayerState s, const PlayerConfig& cfg) {
  stepPlayer(s, levelWith({rampAt(900, 100)}), cfg, 0);  // out of its window
  return s;
}

// A runner whose x_vel after his own step (friction taken) is exactly xVel.
PlayerState runnerEndingAt(const PlayerConfig& cfg, Sub xVel) {
  for (Sub g = xVel - 0x40; g <= xVel + 0x40; ++g) {
    const PlayerState s = groundRunner(cfg, 500, g);
    if (afterOwnStep(s, cfg).xsp == xVel) return s;
  }
  ADD_FAILURE() << "no start speed ends at " << xVel;
  return groundRunner(cfg, 500, xVel);
}

// One step against a ramp placed so that, after his own move, x_pos(a1) -
// x_pos(a0) = dx and y_pos(a1) - y_pos(a0) = dy.
PlayerState rampStep(int dx, int dy, Sub xVel, ObjectDir dir = ObjectDir::Right, StepRecord* rec = nullptr) {
  const PlayerConfig cfg = s3k();
  const PlayerState s0 = runnerEndingAt(cfg, xVel);
  const PlayerState moved = afterOwnStep(s0, cfg);
  const Level l = levelWith({rampAt((moved.x >> 8) - dx, (moved.y >> 8) - dy, dir)});
  PlayerState s = s0;
  stepPlayer(s, l, cfg, 0, rec);
  return s;
}

// sub_24D9A: "move.w x_pos(a1),d0; addi.w #$10,d0; sub.w x_pos(a0),d0; bcs.w
// locret_24E32; cmpi.w #$20,d0; bge.w locret_24E32": x_pos - $10 .. x_pos + $F.
TEST(Ramp, ItsWindowAcrossIsMinus10To0F) {
  EXPECT_TRUE(rampStep(-0x10, 0, 0x600).airborne);
  EXPECT_TRUE(rampStep(0xF, 0, 0x600).airborne);
  EXPECT_TRUE(rampStep(0, 0, 0x600).airborne);
  EXPECT_FALSE(rampStep(-0x11, 0, 0x600).airborne);
  EXPECT_FALSE(rampStep(0x10, 0, 0x600).airborne);
}

// "move.w y_pos(a1),d0; sub.w y_pos(a0),d0; cmpi.w #-$14,d0; blt.s; cmpi.w #$20,d0; bgt.s".
TEST(Ramp, ItsWindowDownIsMinus14To20) {
  EXPECT_TRUE(rampStep(0, -0x14, 0x600).airborne);
  EXPECT_TRUE(rampStep(0, 0x20, 0x600).airborne);
  EXPECT_FALSE(rampStep(0, -0x15, 0x600).airborne);
  EXPECT_FALSE(rampStep(0, 0x21, 0x600).airborne);
}

// Not x-flipped: "cmpi.w #$400,x_vel(a1); blt.s locret_24E32"; x-flipped
// (loc_24DEE): "cmpi.w #-$400,x_vel(a1); bgt.s locret_24E32".
TEST(Ramp, ItThrowsOnlyAtX400ItsWay) {
  EXPECT_TRUE(rampStep(0, 0, 0x400).airborne);
  EXPECT_FALSE(rampStep(0, 0, 0x3FF).airborne);
  EXPECT_FALSE(rampStep(0, 0, -0x700).airborne);
  EXPECT_TRUE(rampStep(0, 0, -0x400, ObjectDir::Left).airborne);
  EXPECT_FALSE(rampStep(0, 0, -0x3FF, ObjectDir::Left).airborne);
  EXPECT_FALSE(rampStep(0, 0, 0x700, ObjectDir::Left).airborne);
}

// loc_24DFC after "addi.w #$400,x_vel(a1)" (x-flipped: "subi.w #$400"):
// "move.w #-$700,y_vel(a1); bset #Status_InAir,status(a1); ... move.w
// #1,ground_vel(a1)" (1 either way: S&K's routine does not negate it).
// Nothing moves him on that frame.
TEST(Ramp, TheThrowIsY700AndX400More) {
  const PlayerConfig cfg = s3k();
  StepRecord rec;
  const PlayerState moved = afterOwnStep(runnerEndingAt(cfg, 0x600), cfg);
  const PlayerState s = rampStep(0, 0, 0x600, ObjectDir::Right, &rec);
  EXPECT_EQ(s.xsp, 0x600 + 0x400);
  EXPECT_EQ(s.ysp, -0x700);
  EXPECT_EQ(s.gsp, 1);
  EXPECT_TRUE(s.airborne);
  EXPECT_FALSE(s.jumping);  // no jump: letting go of the button does not cut the rise
  EXPECT_EQ(s.x, moved.x);
  EXPECT_EQ(s.y, moved.y);
  EXPECT_TRUE(rec.has(EventKind::RampLaunched));
  ASSERT_EQ(rec.objectTestCount, 1);
  EXPECT_EQ(rec.objectTests[0].outcome, ObjectOutcome::Launched);

  const PlayerState left = rampStep(0, 0, -0x600, ObjectDir::Left);
  EXPECT_EQ(left.xsp, -0x600 - 0x400);
  EXPECT_EQ(left.ysp, -0x700);
  EXPECT_EQ(left.gsp, 1);
  EXPECT_TRUE(left.airborne);
}

// "btst #Status_InAir,status(a1); bne.w locret_24E32".
TEST(Ramp, APlayerInTheAirIsNotThrown) {
  const PlayerConfig cfg = s3k();
  PlayerState s = groundRunner(cfg, 500, 0x600);
  s.y -= pixels(40);  // well above the ground: still in the air after his own step
  s.airborne = true;
  s.ysp = 0x100;
  StepRecord rec;
  PlayerState probe = s;
  stepPlayer(probe, levelWith({rampAt(900, 100)}), cfg, 0);
  const Level l = levelWith({rampAt(probe.x >> 8, probe.y >> 8)});
  stepPlayer(s, l, cfg, 0, &rec);
  EXPECT_FALSE(rec.has(EventKind::RampLaunched));
  EXPECT_NE(s.ysp, -0x700);
}

// "tst.b object_control(a1); bne.s locret": a player a vine's handle holds
// (heldBy) is not thrown, though he is on the ground in the window at $600.
TEST(Ramp, APlayerHeldByAVineIsNotThrown) {
  const PlayerConfig cfg = s3k();
  PlayerState s = groundRunner(cfg, 500, 0x600);
  SolidObject vine;
  vine.kind = ObjectKind::Vine;
  vine.w = vine.h = kVineSize;
  vine.vine = 9;
  vine.path = {{(s.x >> 8) - kVineHalf, (s.y >> 8) - 200 - kVineHalf}};
  const Level l = levelWith({rampAt(s.x >> 8, s.y >> 8), vine});
  s.heldBy = 1;
  StepRecord rec;
  stepPlayer(s, l, cfg, 0, &rec);
  EXPECT_FALSE(rec.has(EventKind::RampLaunched));
  EXPECT_NE(s.ysp, -0x700);
}

// Not solid, and slower than $400 nothing at all: the run goes through its box.
TEST(Ramp, ASlowRunGoesThroughIt) {
  const PlayerConfig cfg = s3k();
  PlayerState s = groundRunner(cfg, 300, 0x300);
  const Level l = levelWith({rampAt(340, kGroundTop - cfg.standRadiusY - 1)});
  for (int f = 0; f < 40; ++f) {
    StepRecord rec;
    stepPlayer(s, l, cfg, 0, &rec);
    EXPECT_FALSE(rec.has(EventKind::RampLaunched));
    EXPECT_FALSE(s.airborne);
  }
  EXPECT_GT(s.x >> 8, 360);
}

// End to end in every profile (the kind runs wherever it is placed): a run
// at $600 is thrown once, rises, and lands further on.
TEST(Ramp, ARunIsThrownAndLandsInEveryProfile) {
  for (const Profile p : {Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K, Profile::Guide}) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    PlayerState s = groundRunner(cfg, 100, 0x600);
    const Level l = levelWith({rampAt(160, kGroundTop - cfg.standRadiusY - 1)});
    int launches = 0, highest = s.y >> 8, launchedAt = -1;
    for (int f = 0; f < 120 && !(launches > 0 && !s.airborne); ++f) {
      StepRecord rec;
      stepPlayer(s, l, cfg, 0, &rec);
      if (rec.has(EventKind::RampLaunched)) ++launches, launchedAt = s.x >> 8;
      highest = std::min(highest, static_cast<int>(s.y >> 8));
    }
    EXPECT_EQ(launches, 1) << profileName(p);
    EXPECT_GE(launchedAt, 160 - 0x10) << profileName(p);
    EXPECT_LT(launchedAt, 160 + 0x10) << profileName(p);
    EXPECT_LT(highest, kGroundTop - cfg.standRadiusY - 1 - 48) << profileName(p);
    EXPECT_FALSE(s.airborne) << profileName(p);
  }
}

}  // namespace
}  // namespace ramp
}  // namespace solidtile::test
