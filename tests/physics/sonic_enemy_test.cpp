// Enemies against the Sonic player (sonic/enemy.h), every profile: met by
// ReactToItem ("_incObj/sub ReactToItem.asm") / TouchResponse (s2.asm,
// sonic3k.asm) as a collision type 0..$3F; destroyed by React_Enemy /
// Touch_Enemy's conditions with the bounce of .breakenemy / Touch_KillEnemy
// ("tst.w obVelY(a0); bmi.s .bouncedown" +$100; "cmp.w obY(a1),d0; bhs.s
// .bounceup" -$100; else "neg.w obVelY(a0)"); otherwise React_ChkHurt /
// Touch_ChkHurt. Each number quoted from them.
#include <gtest/gtest.h>

#include <vector>

#include "../support/hurt_object.h"
#include "level_builder.h"
#include "object_level.h"
#include "slot_stepper.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace {

// He stands still on the ground at y 448: centre (kFootX, kFootY), radiusY 19.
constexpr int kFootX = 200, kFootY = 428;
// In the air, curled (a jump): centre (kAirX, kAirY), far above the floor.
constexpr int kAirX = 200, kAirY = 300;

bool touchedAs(const StepRecord& rec, ObjectOutcome o) {
  for (int i = 0; i < rec.objectTestCount; ++i) {
    if (rec.objectTests[i].object == 1 && rec.objectTests[i].outcome == o) return true;
  }
  return false;
}

// Curled in the air at (kAirX, kAirY) moving at `ysp`, as after a jump.
void curledInAir(PlayerState& s, Sub ysp) {
  s.airborne = true;
  s.rolling = s.jumping = true;
  s.radiusX = 7;
  s.radiusY = 14;
  s.ysp = ysp;
}

// One step curled in the air, with an enemy 32 x 32 centred (dx, dy) from
// him or none: the state after it.
struct AirHit {
  PlayerState s;
  bool destroyed, hurt;
};
AirHit airStep(Profile p, Sub ysp, int dx, int dy, bool withEnemy = true) {
  const Level l = withEnemy ? levelAfterFarBlock({enemyAround(kAirX + dx, kAirY + dy, 32, 32)}) : levelAfterFarBlock({});
  SlotStepper r(l, p, kAirX, kAirY);
  curledInAir(r.s, ysp);
  r.step();
  return {r.s, r.rec.has(EventKind::EnemyDestroyed), r.rec.has(EventKind::Hurt)};
}

// Falling onto one whose centre is below his (his y < its obY): "neg.w
// obVelY(a0)", the full rebound; his x speed untouched.
TEST(SonicEnemy, FallingCurledOntoOneDestroysItAndNegatesTheFall) {
  for (Profile p : kProfiles) {
    const AirHit free = airStep(p, 0x300, 0, 10, false);
    const AirHit hit = airStep(p, 0x300, 0, 10);
    ASSERT_TRUE(hit.destroyed) << profileName(p);
    EXPECT_FALSE(hit.hurt) << profileName(p);
    EXPECT_GT(free.s.ysp, 0) << profileName(p);
    EXPECT_EQ(hit.s.ysp, -free.s.ysp) << profileName(p);
    EXPECT_EQ(hit.s.xsp, free.s.xsp) << profileName(p);
  }
}

// Falling with his y at or below its centre (".bounceup": "bhs", unsigned):
// y speed less $100; moving up (".bouncedown": "bmi"): y speed plus $100.
TEST(SonicEnemy, TheBounceIsLessOrMoreThanAPixelFromTheSideOrBelow) {
  for (Profile p : kProfiles) {
    const AirHit freeDown = airStep(p, 0x300, 0, -10, false);
    const AirHit below = airStep(p, 0x300, 0, -10);
    ASSERT_TRUE(below.destroyed) << profileName(p);
    EXPECT_EQ(below.s.ysp, freeDown.s.ysp - 0x100) << profileName(p);
    // Beside it, his y just past its centre after the step's fall: "bhs", less $100 too.
    const AirHit freeLevel = airStep(p, 0x300, 20, 0, false);
    const AirHit level = airStep(p, 0x300, 20, 0);
    ASSERT_TRUE(level.destroyed) << profileName(p);
    EXPECT_EQ(level.s.ysp, freeLevel.s.ysp - 0x100) << profileName(p);
    const AirHit freeUp = airStep(p, -0x500, 0, -10, false);
    const AirHit up = airStep(p, -0x500, 0, -10);
    ASSERT_TRUE(up.destroyed) << profileName(p);
    EXPECT_LT(freeUp.s.ysp, 0) << profileName(p);
    EXPECT_EQ(up.s.ysp, freeUp.s.ysp + 0x100) << profileName(p);
  }
}

// Walking into one: React_ChkHurt / Touch_ChkHurt, knocked back away from
// its centre ("move.w #-$400,obVelY", "move.w #-$200,obVelX", "blo.s
// .isleft"), the rings lost; the enemy stays and is not solid.
TEST(SonicEnemy, WalkingIntoOneHurtsAndLeavesIt) {
  for (Profile p : kProfiles) {
    const int left = kFootX + 80;
    const Level l = levelAfterFarBlock({hurtObject(left, 448 - 32, 40, 32, ObjectKind::Enemy)});
    SlotStepper r(l, p, kFootX, kFootY);
    r.s.rings = 4;
    ASSERT_TRUE(r.until(EventKind::Hurt, 120, input::kRight)) << profileName(p);
    EXPECT_FALSE(r.rec.has(EventKind::EnemyDestroyed)) << profileName(p);
    EXPECT_TRUE(touchedAs(r.rec, ObjectOutcome::Touched)) << profileName(p);
    EXPECT_GE((r.s.x >> 8) + 8, left) << profileName(p);
    EXPECT_EQ(r.s.xsp, -0x200) << profileName(p);
    EXPECT_EQ(r.s.ysp, -0x400) << profileName(p);
    EXPECT_EQ(r.s.rings, 0) << profileName(p);
    ASSERT_EQ(r.slots.size(), 1u) << profileName(p);
    EXPECT_EQ(r.slots[0].since, ObjectSlot::kNever) << profileName(p) << ": not destroyed";
  }
}

// Invincible ("tst.b (v_invinc).w; bne.s .donthurtsonic" / status_secondary's
// invincible bit), walking into it destroys it: no hurt, the rings kept.
TEST(SonicEnemy, InvincibleWalkingIntoOneDestroysIt) {
  for (Profile p : kProfiles) {
    const Level l = levelAfterFarBlock({hurtObject(kFootX + 80, 448 - 32, 40, 32, ObjectKind::Enemy)});
    SlotStepper r(l, p, kFootX, kFootY);
    r.s.rings = 4;
    r.s.invincible = 1000;
    ASSERT_TRUE(r.until(EventKind::EnemyDestroyed, 120, input::kRight)) << profileName(p);
    EXPECT_FALSE(r.rec.has(EventKind::Hurt)) << profileName(p);
    EXPECT_TRUE(touchedAs(r.rec, ObjectOutcome::Destroyed)) << profileName(p);
    EXPECT_EQ(r.s.rings, 4) << profileName(p);
    EXPECT_EQ(r.slots[0].since, r.s.frame) << profileName(p) << ": the slot holds the frame";
  }
}

// Destroyed it is an explosion (collision type 0): never met again, even
// walking through it without invincibility; the slot is the whole state, so
// a copy taken before brings it back and the same step destroys it again.
TEST(SonicEnemy, ADestroyedOneStaysGoneAndRewindingBringsItBack) {
  for (Profile p : kProfiles) {
    const Level l = levelAfterFarBlock({enemyAround(kAirX, kAirY + 10, 32, 32)});
    SlotStepper r(l, p, kAirX, kAirY);
    curledInAir(r.s, 0x300);
    const PlayerState before = r.s;
    const std::vector<ObjectSlot> slotsBefore = r.slots;
    r.step();
    ASSERT_TRUE(r.rec.has(EventKind::EnemyDestroyed)) << profileName(p);
    const PlayerState after = r.s;
    // Uncurled and in the middle of it: no hurt, no second destruction.
    r.s.rolling = r.s.jumping = false;
    r.s.radiusY = 19;
    r.s.x = kAirX << 8;
    r.s.y = (kAirY + 10) << 8;
    for (int i = 0; i < 5; ++i) {
      r.step();
      EXPECT_FALSE(r.rec.has(EventKind::Hurt)) << profileName(p) << " frame " << i;
      EXPECT_FALSE(r.rec.has(EventKind::EnemyDestroyed)) << profileName(p) << " frame " << i;
    }
    r.s = before;
    r.slots = slotsBefore;
    r.step();
    EXPECT_TRUE(r.rec.has(EventKind::EnemyDestroyed)) << profileName(p) << ": rewound, it is back";
    EXPECT_EQ(r.s, after) << profileName(p);
  }
}

// The event names the enemy's index; the touch ends the walk, so a second
// enemy overlapping the first is left for the next frame.
TEST(SonicEnemy, TheEventNamesItAndOneEnemyAFrame) {
  for (Profile p : kProfiles) {
    const Level l = levelAfterFarBlock({enemyAround(kAirX, kAirY + 10, 32, 32), enemyAround(kAirX, kAirY + 12, 32, 32)});
    SlotStepper r(l, p, kAirX, kAirY);
    curledInAir(r.s, 0x300);
    r.step();
    int destroyed = 0;
    for (int i = 0; i < r.rec.eventCount; ++i) {
      if (r.rec.events[i].kind != EventKind::EnemyDestroyed) continue;
      ++destroyed;
      EXPECT_EQ(r.rec.events[i].a, 1) << profileName(p);
      EXPECT_EQ(r.rec.events[i].b, 0) << profileName(p);
    }
    EXPECT_EQ(destroyed, 1) << profileName(p);
    ASSERT_EQ(r.slots.size(), 2u);
    EXPECT_EQ(r.slots[1].since, ObjectSlot::kNever) << profileName(p);
  }
}

// Touching one standing still while charging a spin dash: Sonic 2's and
// S&K's Touch_Enemy check "AniIDSonAni_Spindash" (destroyed); Sonic 1's
// React_Enemy and the guide know only the roll animation (hurt).
TEST(SonicEnemy, ASpinDashDestroysItInSonic2AndSAndKOnly) {
  for (Profile p : kProfiles) {
    const Level l = levelAfterFarBlock({enemyAround(kFootX + 20, kFootY, 32, 32)});
    SlotStepper r(l, p, kFootX, kFootY);
    r.s.spindashing = true;
    r.s.ducking = true;
    r.step(input::kDown);
    const bool kills = p == Profile::Sonic2 || p == Profile::Sonic3K;
    EXPECT_EQ(r.rec.has(EventKind::EnemyDestroyed), kills) << profileName(p);
    EXPECT_EQ(r.rec.has(EventKind::Hurt), !kills) << profileName(p);
  }
}

// S&K's Touch_Enemy: Knuckles gliding ("cmpi.b #1,double_jump_flag(a0)")
// destroys; Tails flying destroys one above him ("GetArcTan; subi.b #$20,d0;
// cmpi.b #$40,d0; bhs.w Touch_ChkHurt": the angle from it to him $20..$5F)
// and is hurt by one beside him.
TEST(SonicEnemy, KnucklesGlidingAndTailsFlyingUpIntoOneDestroyIt) {
  {
    const Level l = levelAfterFarBlock({enemyAround(kAirX + 10, kAirY, 32, 32)});
    SlotStepper r(l, Profile::Sonic3K, kAirX, kAirY);
    r.cfg = characterConfig(Character::Knuckles);
    r.s.airborne = true;
    r.s.move = Move::Glide;
    r.s.xsp = 0x400;
    r.step(input::kJump);
    EXPECT_TRUE(r.rec.has(EventKind::EnemyDestroyed)) << "gliding";
    EXPECT_FALSE(r.rec.has(EventKind::Hurt));
  }
  for (int dy : {-20, 0}) {
    const Level l = levelAfterFarBlock({enemyAround(kAirX + (dy == 0 ? 20 : 0), kAirY + dy, 32, 32)});
    SlotStepper r(l, Profile::Sonic3K, kAirX, kAirY);
    r.cfg = characterConfig(Character::Tails);
    r.s.airborne = r.s.jumping = true;
    r.s.move = Move::Fly;
    r.s.moveStep = 1;
    r.s.moveTimer = 0xF0;
    r.s.held = input::kJump;
    r.step();
    EXPECT_EQ(r.rec.has(EventKind::EnemyDestroyed), dy < 0) << "dy " << dy;
    EXPECT_EQ(r.rec.has(EventKind::Hurt), dy == 0) << "dy " << dy;
  }
  // The same flight in Sonic 2 (no double_jump_flag test there) is hurt.
  const Level l = levelAfterFarBlock({enemyAround(kAirX, kAirY - 20, 32, 32)});
  SlotStepper r(l, Profile::Sonic2, kAirX, kAirY);
  r.s.airborne = true;
  r.s.move = Move::Fly;
  r.step();
  EXPECT_FALSE(r.rec.has(EventKind::EnemyDestroyed));
}

}  // namespace
}  // namespace solidtile::test
