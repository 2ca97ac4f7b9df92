// Speed boosters against the Sonic player (sonic/booster.h, level/booster.h):
// Sonic 2's Obj1B (s2.asm Obj1B_Main, Obj1B_GiveBoost), each window edge and
// number quoted. Purpose-built levels: flat ground at y 448, a player on it
// (standing still, his own step leaves him where he is) and a booster
// placed about him.
#include <gtest/gtest.h>

#include "object_level.h"
#include "solidtile/input.h"
#include "solidtile/level/booster.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace booster {  // apart from the other tests' names in a unity build
namespace {

// A booster centred at (obX, obY), sending its way at `speed`.
SolidObject boosterAt(int obX, int obY, ObjectDir dir = ObjectDir::Right, Sub speed = BoosterRule::kFast) {
  SolidObject o;
  o.kind = ObjectKind::Booster;
  o.dir = dir;
  o.springSpeed = speed;
  o.w = o.h = kBoosterSize;
  o.path = {{obX - kBoosterHalf, obY - kBoosterHalf}};
  return o;
}

PlayerConfig s2() { return defaultPlayerConfig(Profile::Sonic2); }

// One step of a player standing still at x 500, the booster's point (dx, dy)
// from his: x_pos(a1) - x_pos(a0) = -dx.
PlayerState boosterStep(int dx, int dy, ObjectDir dir = ObjectDir::Right, Sub speed = BoosterRule::kFast,
                        StepRecord* rec = nullptr) {
  const PlayerConfig cfg = s2();
  PlayerState s = groundRunner(cfg, 500, 0);
  const Level l = levelWith({boosterAt((s.x >> 8) + dx, (s.y >> 8) + dy, dir, speed)});
  stepPlayer(s, l, cfg, 0, rec);
  return s;
}

bool boosted(int dx, int dy) {
  StepRecord rec;
  boosterStep(dx, dy, ObjectDir::Right, BoosterRule::kFast, &rec);
  return rec.has(EventKind::Boosted);
}

// Obj1B_Main: d0 = x_pos(a0) - $10, d1 = x_pos(a0) + $10; "cmp.w d0,d4;
// blo.w +; cmp.w d1,d4; bhs.w +": his x in x_pos - $10 .. x_pos + $F.
TEST(Booster, ItsWindowAcrossIsMinus10To0F) {
  EXPECT_TRUE(boosted(0x10, 0));    // his x = x_pos - $10
  EXPECT_FALSE(boosted(0x11, 0));   // - $11
  EXPECT_TRUE(boosted(-0xF, 0));    // + $F
  EXPECT_FALSE(boosted(-0x10, 0));  // + $10
}

// The same down: "subi.w #$10,d2; addi.w #$10,d3" about y_pos.
TEST(Booster, ItsWindowDownIsMinus10To0F) {
  EXPECT_TRUE(boosted(0, 0x10));
  EXPECT_FALSE(boosted(0, 0x11));
  EXPECT_TRUE(boosted(0, -0xF));
  EXPECT_FALSE(boosted(0, -0x10));
}

// Obj1B_GiveBoost: "move.w speedbooster_boostspeed(a0),x_vel(a1); bclr
// #status.player.x_flip,status(a1)"; x-flipped "bset #status.player.x_flip;
// neg.w x_vel(a1)"; then "move.w #$F,move_lock(a1); move.w
// x_vel(a1),inertia(a1); bclr #status.player.pushing,status(a1)".
TEST(Booster, ItSetsItsSpeedItsWayWithAFifteenFrameLock) {
  const PlayerConfig cfg = s2();
  PlayerState s = groundRunner(cfg, 500, 0);
  s.facingLeft = true;
  s.pushing = true;
  const Level l = levelWith({boosterAt(s.x >> 8, s.y >> 8)});
  StepRecord rec;
  stepPlayer(s, l, cfg, 0, &rec);
  EXPECT_EQ(s.xsp, 0x1000);
  EXPECT_EQ(s.gsp, 0x1000);
  EXPECT_FALSE(s.facingLeft);
  EXPECT_EQ(s.controlLock, 0xF);
  EXPECT_FALSE(s.pushing);
  EXPECT_FALSE(s.airborne);
  EXPECT_TRUE(rec.has(EventKind::Boosted));
  ASSERT_EQ(rec.objectTestCount, 1);
  EXPECT_EQ(rec.objectTests[0].outcome, ObjectOutcome::Boosted);

  const PlayerState left = boosterStep(0, 0, ObjectDir::Left);
  EXPECT_EQ(left.xsp, -0x1000);
  EXPECT_EQ(left.gsp, -0x1000);
  EXPECT_TRUE(left.facingLeft);
  EXPECT_EQ(left.controlLock, 0xF);
  // Obj1B_BoosterSpeeds' second entry, subtype bit 1: $A00.
  EXPECT_EQ(boosterStep(0, 0, ObjectDir::Right, BoosterRule::kSlow).xsp, 0xA00);
  EXPECT_EQ(boosterStep(0, 0, ObjectDir::Left, BoosterRule::kSlow).xsp, -0xA00);
}

// "move.w x_vel(a1),d0; btst #status.npc.x_flip,status(a0); beq.s +; neg.w
// d0; + cmpi.w #$1000,d0; bge.s Obj1B_GiveBoost_Done": $1000 or more its way
// keeps his speed (and the lock he had); $FFF is set; the other way, however
// fast, is turned round. The same $1000 for the $A00 booster: a runner at
// $C00 is slowed to $A00.
TEST(Booster, OnlyAPlayerSlowerThan1000ItsWayIsSet) {
  const PlayerConfig cfg = s2();
  auto after = [&](Sub xsp, ObjectDir dir, Sub speed) {
    PlayerState probe = groundRunner(cfg, 500, xsp);
    stepPlayer(probe, levelWith({boosterAt(900, 100)}), cfg, 0);  // his own step only
    PlayerState s = groundRunner(cfg, 500, xsp);
    StepRecord rec;
    stepPlayer(s, levelWith({boosterAt(probe.x >> 8, probe.y >> 8, dir, speed)}), cfg, 0, &rec);
    return std::pair{s, rec.has(EventKind::Boosted) ? probe.xsp : Sub{-1}};
  };
  // His x speed after his own step, as the routine reads it, for each start.
  auto endingAt = [&](Sub want) {
    for (Sub g = want - 0x40; g <= want + 0x40; ++g) {
      PlayerState probe = groundRunner(cfg, 500, g);
      stepPlayer(probe, levelWith({boosterAt(900, 100)}), cfg, 0);
      if (probe.xsp == want) return g;
    }
    ADD_FAILURE() << "no start ends at " << want;
    return want;
  };
  EXPECT_EQ(after(endingAt(0x1000), ObjectDir::Right, BoosterRule::kFast).second, -1);
  EXPECT_EQ(after(endingAt(0xFFF), ObjectDir::Right, BoosterRule::kFast).first.xsp, 0x1000);
  EXPECT_EQ(after(endingAt(-0x1000), ObjectDir::Left, BoosterRule::kFast).second, -1);
  EXPECT_EQ(after(endingAt(-0xFFF), ObjectDir::Left, BoosterRule::kFast).first.xsp, -0x1000);
  EXPECT_EQ(after(endingAt(-0x1400), ObjectDir::Right, BoosterRule::kFast).first.xsp, 0x1000);
  EXPECT_EQ(after(endingAt(0xC00), ObjectDir::Right, BoosterRule::kSlow).first.xsp, 0xA00);
}

// "btst #status.player.in_air,status(a1); bne.s +": nothing in the air.
TEST(Booster, APlayerInTheAirIsNotSet) {
  const PlayerConfig cfg = s2();
  PlayerState s = groundRunner(cfg, 500, 0);
  s.y -= pixels(8);
  s.airborne = true;
  PlayerState probe = s;
  stepPlayer(probe, levelWith({boosterAt(900, 100)}), cfg, 0);
  StepRecord rec;
  stepPlayer(s, levelWith({boosterAt(probe.x >> 8, probe.y >> 8)}), cfg, 0, &rec);
  EXPECT_FALSE(rec.has(EventKind::Boosted));
  EXPECT_EQ(s.xsp, 0);
}

// End to end in every profile (the kind runs wherever it is placed): a
// player walking onto it at $100 is sent right at $1000 and, holding left,
// cannot turn for the lock's 15 frames; he is well past it after them.
TEST(Booster, AStandingPlayerIsSentOffInEveryProfile) {
  for (const Profile p : {Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K, Profile::Guide}) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    PlayerState s = groundRunner(cfg, 200, 0x100);
    const Level l = levelWith({boosterAt(208, s.y >> 8)});
    int boosts = 0;
    for (int f = 0; f < 16; ++f) {
      StepRecord rec;
      stepPlayer(s, l, cfg, f == 0 ? 0 : input::kLeft, &rec);
      if (rec.has(EventKind::Boosted)) ++boosts;
      EXPECT_FALSE(s.facingLeft) << profileName(p) << " frame " << f;
    }
    // Its 32 px window is two frames at 16 px: set again on the second where
    // the locked frame's friction took him under $1000 (the guide's).
    EXPECT_GE(boosts, 1) << profileName(p);
    EXPECT_LE(boosts, 2) << profileName(p);
    EXPECT_GT(s.x >> 8, 200 + 15 * 14) << profileName(p);
  }
}

}  // namespace
}  // namespace booster
}  // namespace solidtile::test
