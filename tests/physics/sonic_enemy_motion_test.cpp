// Enemies that move by their own routine (level format 15, level/enemy_motion.h),
// against the Sonic player: Sonic 2's Coconuts (Obj9D) and Masher (Obj5C),
// each number quoted from s2.asm (Obj9D_Init, Obj9D_Idle, Obj9D_ClimbData,
// Obj9D_Climbing, Obj9D_Throwing; Obj5C_Init, Obj5C_Main).
#include <gtest/gtest.h>

#include <vector>

#include "../support/hurt_object.h"
#include "object_level.h"
#include "slot_stepper.h"
#include "solidtile/level/enemy_motion.h"
#include "solidtile/level/object_loading.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace enemy_motion {

// He stands still on the ground at y 448: centre (kFootX, kFootY).
constexpr int kFootX = 200, kFootY = 428;

SolidObject moving(EnemyMotion m, int cx, int cy) {
  SolidObject o = enemyAround(cx, cy, 24, 32);  // Coconuts' and Masher's touch size, $C x $10
  o.motion = m;
  return o;
}

struct Walk {
  Level level;
  SlotStepper r;
  Walk(SolidObject enemy, int x = kFootX) : level(levelAfterFarBlock({std::move(enemy)})), r(level, Profile::Sonic2, x, kFootY) {}
  EnemyPlace place() const {
    return enemyPlace(level.objects[1], r.slots.data() + level.objects.slotOf(1));
  }
  int dy() const { return place().y - level.objects[1].path[0].y; }
};

// Far from the player (d2 outside -$60..$5F), Coconuts only climbs: made on
// the first step at its place, idle 17 steps ("move.b #$10,Obj9D_timer";
// "subq.b #1; bmi.s Obj9D_StartClimbing", no move on that step), then a
// pixel a step for timer - 1 steps ("subq.b #1; beq.s Obj9D_StopClimbing").
TEST(SonicEnemyMotion, CoconutsFarFromThePlayerClimbsItsTable) {
  Walk w(moving(EnemyMotion::Coconuts, kFootX + 400, kFootY - 100));
  EXPECT_FALSE(w.place().made);
  w.r.step();
  EXPECT_TRUE(w.place().made);
  EXPECT_EQ(w.place().phase, EnemyPhase::Idle);
  for (int i = 2; i <= 17; ++i) w.r.step();
  EXPECT_EQ(w.place().phase, EnemyPhase::Idle);
  w.r.step();  // step 18: the timer went negative
  EXPECT_EQ(w.place().phase, EnemyPhase::Climbing);
  EXPECT_EQ(w.dy(), 0);
  w.r.step();
  EXPECT_EQ(w.dy(), -1);  // "dc.b -1,$20": up a pixel a step
  for (int i = 20; i <= 49; ++i) w.r.step();
  EXPECT_EQ(w.dy(), -31);  // $20 - 1 steps
  EXPECT_EQ(w.place().phase, EnemyPhase::Climbing);
  w.r.step();
  EXPECT_EQ(w.place().phase, EnemyPhase::Idle);
  EXPECT_EQ(w.dy(), -31);
  // Each stop: the running sums of (speed, timer - 1) over Obj9D_ClimbData,
  // which wraps at index $C back to its first pair.
  const int sums[] = {-8, -23, 16, -15, 0, -31, -8};
  for (int expected : sums) {
    int guard = 0;
    while (w.place().phase == EnemyPhase::Idle && guard++ < 100) w.r.step();
    while (w.place().phase == EnemyPhase::Climbing && guard++ < 100) w.r.step();
    EXPECT_EQ(w.dy(), expected);
  }
  EXPECT_EQ(w.r.s.hurt, false);
}

// Near the player Coconuts throws on its first idle step (Obj9D_attack_timer
// starts at 0): two throwing frames of 9 steps each ("move.b #8"; "subq.b
// #1; bmi.s"), then the next climb. Near is d2, its x less his, in
// -$60..$5F ("addi.w #$60,d2; cmpi.w #$C0,d2; bcc.s").
TEST(SonicEnemyMotion, CoconutsNearThePlayerThrowsFirst) {
  for (int dx : {0x5F, -0x60, 0, 0x60, -0x61}) {
    const bool near = dx >= -0x60 && dx <= 0x5F;
    Walk w(moving(EnemyMotion::Coconuts, kFootX + dx, kFootY - 100));
    w.r.step();
    w.r.step();
    EXPECT_EQ(w.place().phase, near ? EnemyPhase::Throwing : EnemyPhase::Idle) << dx;
    if (!near) continue;
    for (int i = 3; i <= 19; ++i) w.r.step();
    EXPECT_EQ(w.place().phase, EnemyPhase::Throwing) << dx;
    w.r.step();  // step 20: the second frame's count went negative
    EXPECT_EQ(w.place().phase, EnemyPhase::Climbing) << dx;
    EXPECT_EQ(w.dy(), 0);
    w.r.step();
    EXPECT_EQ(w.dy(), -1) << dx;
    // After the climb ($1F steps) it idles; near, the attack timer ($20,
    // "move.b #$20,Obj9D_attack_timer") counts down on idle steps only, so
    // the next climb comes first (its idle timer, $10, runs out sooner).
    for (int i = 22; i <= 51; ++i) w.r.step();
    EXPECT_EQ(w.dy(), -31);
    w.r.step();
    EXPECT_EQ(w.place().phase, EnemyPhase::Idle);
    for (int i = 53; i <= 69; ++i) w.r.step();
    EXPECT_EQ(w.place().phase, EnemyPhase::Climbing) << dx;
  }
}

// Masher: Obj5C_Init's y_vel -$400 and Obj5C_Main on the same step
// (ObjectMove, then "addi.w #$18,y_vel"); back at its placement it keeps the
// fraction and leaps at -$500. Its first leap peaks 88 px up on step 41 and
// lands on step 87; the later ones peak 136 px up, 108 steps each.
TEST(SonicEnemyMotion, MasherLeapsFromItsPlacement) {
  Walk w(moving(EnemyMotion::Masher, kFootX + 400, kFootY - 100));
  std::vector<int> ys;
  for (int i = 0; i < 300; ++i) {
    w.r.step();
    ys.push_back(w.dy());
  }
  EXPECT_EQ(ys[0], -4);  // -$400: 4 px
  EXPECT_EQ(ys[1], -8);  // -$400 - $3E8 = -$7E8: 7.9 px up, the pixel above
  EXPECT_EQ(*std::min_element(ys.begin(), ys.begin() + 87), -88);
  EXPECT_EQ(std::min_element(ys.begin(), ys.begin() + 87) - ys.begin() + 1, 41);
  EXPECT_EQ(ys[85], -2);
  EXPECT_EQ(ys[86], 0);   // step 87: below its placement, put back there
  EXPECT_EQ(ys[87], -5);  // -$500
  EXPECT_EQ(ys[194], 0);  // step 195: 108 steps on
  EXPECT_EQ(*std::min_element(ys.begin() + 87, ys.begin() + 195), -136);
  EXPECT_EQ(enemyReach(w.level.objects[1]).up, -136);
  EXPECT_EQ(w.place().phase, EnemyPhase::Leaping);
}

// Until its init routine runs it has no collision type: on the first step
// the player meets it at (over him), it is not touched; a still enemy is.
TEST(SonicEnemyMotion, AnEnemyNotYetMadeIsNotTouched) {
  Walk still(enemyAround(kFootX, kFootY, 24, 32));
  still.r.step();
  EXPECT_TRUE(still.r.rec.has(EventKind::Hurt));
  Walk coconuts(moving(EnemyMotion::Coconuts, kFootX, kFootY));
  coconuts.r.step();
  EXPECT_FALSE(coconuts.r.rec.has(EventKind::Hurt));
  coconuts.r.step();
  EXPECT_TRUE(coconuts.r.rec.has(EventKind::Hurt));  // made: idle at its placement
}

// The touch test meets the box where the last step's routine put it (the
// player's routine runs first): a Masher centred 60 px under him touches his
// box (down to y + radiusY - 3, 16 px) once its top is within it, dy <= -28.
// After step 7 it is 27 px up (-$400 * 7 + $18 * 21 = -$1A08), after step 8
// 30 px (-$1D60): he is hurt on step 9.
TEST(SonicEnemyMotion, TheTouchTestMeetsTheBoxTheLastStepMoved) {
  Walk w(moving(EnemyMotion::Masher, kFootX, kFootY + 60));
  int hurtAt = -1;
  std::vector<int> dys;
  for (int i = 1; i <= 30 && hurtAt < 0; ++i) {
    w.r.step();
    dys.push_back(w.dy());
    if (w.r.rec.has(EventKind::Hurt)) hurtAt = i;
  }
  ASSERT_GE(dys.size(), 8u);
  EXPECT_EQ(dys[6], -27);
  EXPECT_EQ(dys[7], -30);
  EXPECT_EQ(hurtAt, 9);
}

// Destroyed, it is an explosion: its routine no longer runs.
TEST(SonicEnemyMotion, ADestroyedEnemyStopsMoving) {
  Walk w(moving(EnemyMotion::Masher, kFootX + 400, kFootY - 100));
  w.r.step();
  w.r.slots[static_cast<std::size_t>(w.level.objects.slotOf(1))].since = 1;  // destroyed on step 1
  const int y = w.dy();
  for (int i = 0; i < 10; ++i) w.r.step();
  EXPECT_EQ(w.dy(), y);
}

// Rewinding is copying the slots: the same slots give the same motion.
TEST(SonicEnemyMotion, CopiedSlotsReplayTheSameMotion) {
  Walk w(moving(EnemyMotion::Coconuts, kFootX + 50, kFootY - 100));
  for (int i = 0; i < 40; ++i) w.r.step();
  const std::vector<ObjectSlot> saved = w.r.slots;
  const PlayerState s = w.r.s;
  std::vector<int> first;
  for (int i = 0; i < 80; ++i) w.r.step(), first.push_back(w.dy());
  w.r.slots = saved;
  w.r.s = s;
  for (int i = 0; i < 80; ++i) {
    w.r.step();
    EXPECT_EQ(w.dy(), first[static_cast<std::size_t>(i)]) << i;
  }
}

// Its box's reach: Coconuts' running sums, -31 .. +16, widen its bounds.
TEST(SonicEnemyMotion, BoundsHoldTheWholeMotion) {
  const SolidObject c = moving(EnemyMotion::Coconuts, 500, 300);
  EXPECT_EQ(enemyReach(c).up, -31);
  EXPECT_EQ(enemyReach(c).down, 16);
  const ObjectList list({c});
  EXPECT_EQ(list.bounds(0).top, c.path[0].y - 31);
  EXPECT_EQ(list.bounds(0).bottom, c.path[0].y + c.h + 16);
  EXPECT_EQ(objectSlotCount(c), 3u);
  EXPECT_EQ(objectSlotCount(enemyAround(500, 300, 24, 32)), 1u);
}

}  // namespace enemy_motion
}  // namespace solidtile::test
