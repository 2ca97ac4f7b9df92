// The box and hurt zones (ObjectKind::Hurt) and enemies (ObjectKind::Enemy;
// docs/box.md): ignored, as rings are. The box has no rings, shield or life to lose and its spikes only
// report `spiked`; a hurt zone is not solid, so it is left out of the box's
// near objects: the box walks and falls through it and nothing is reported.
#include <gtest/gtest.h>

#include <utility>

#include "../../support/bomb_object.h"
#include "../../support/conveyor_object.h"
#include "../../support/fan_object.h"
#include "../../support/hurt_object.h"
#include "box_world.h"
#include "solidtile/input.h"
#include "solidtile/level/booster.h"
#include "solidtile/level/bumper.h"
#include "solidtile/level/fan.h"
#include "solidtile/level/goal.h"
#include "solidtile/level/ramp.h"
#include "solidtile/level/twist.h"
#include "solidtile/level/tree.h"
#include "solidtile/level/vine.h"

namespace solidtile::test {
namespace {

// Ground at 208; a 128 x 64 zone on it (Obj54's subtype 1) and a 64 x 64 one
// above a drop, where a solid one would be landed on.
BoxWorld groundWithHurtZones(ObjectKind kind = ObjectKind::Hurt) {
  BoxWorld w;
  w.ground(208);
  w.level.objects.push_back(hurtObject(320, 208 - 64, 128, 64, kind));
  w.level.objects.push_back(hurtObject(600, 100, 64, 64, kind));
  return w;
}

TEST(BoxHurt, WalksThroughOneAndReportsNothing) {
  for (ObjectKind kind : {ObjectKind::Hurt, ObjectKind::Enemy}) {
    const BoxWorld w = groundWithHurtZones(kind);
    BoxState s = boxState(280, 208 - 32, BoxMode::Ground);
    for (int i = 0; i < 300 && (s.x >> 8) < 480; ++i) {
      BoxRecord rec;
      stepBox(s, w.level, w.cfg, input::kRight, &rec);
      ASSERT_EQ(s.mode, BoxMode::Ground) << i;
      ASSERT_EQ((s.y >> 8) + 32, 208) << i;
      ASSERT_EQ(s.platform, -1) << i;
      ASSERT_EQ(rec.eventCount, 0) << i;
    }
    EXPECT_GE(s.x >> 8, 480) << objectKindName(kind) << ": none stopped the walk";
  }
}

TEST(BoxHurt, FallsThroughOne) {
  for (ObjectKind kind : {ObjectKind::Hurt, ObjectKind::Enemy}) {
    const BoxWorld w = groundWithHurtZones(kind);
    BoxState s = boxState(620, 40, BoxMode::Air);
    for (int i = 0; i < 90; ++i) stepBox(s, w.level, w.cfg, 0);
    EXPECT_EQ(s.mode, BoxMode::Ground) << objectKindName(kind);
    EXPECT_EQ(s.platform, -1) << objectKindName(kind);
    EXPECT_EQ((s.y >> 8) + 32, 208) << objectKindName(kind) << ": landed on the ground, not on its top at 100";
  }
}

}  // namespace
}  // namespace solidtile::test

namespace solidtile::test {
namespace {

// The box walks right on ground at 208 through object o, standing on its
// left edge at x 300, past its right edge: on the ground, nothing reported.
void expectWalkedThrough(SolidObject o) {
  BoxWorld w;
  w.ground(208);
  o.path = {{300, 208 - o.h}};
  const std::int32_t past = 300 + o.w + 8;
  w.level.objects.push_back(std::move(o));
  BoxState s = boxState(280, 208 - 32, BoxMode::Ground);
  for (int i = 0; i < 600 && (s.x >> 8) < past; ++i) {
    BoxRecord rec;
    stepBox(s, w.level, w.cfg, input::kRight, &rec);
    ASSERT_EQ(s.mode, BoxMode::Ground) << i;
    ASSERT_EQ((s.y >> 8) + 32, 208) << i;
    ASSERT_EQ(rec.eventCount, 0) << i;
  }
  EXPECT_GE(s.x >> 8, past);
}

// A twist (Sonic 2's spiral pathway, level format 16) on the ground: the box
// walks through its whole box and nothing is reported (docs/box.md).
TEST(BoxHurt, TwistsArePassedThrough) {
  SolidObject t;
  t.kind = ObjectKind::Twist;
  t.w = kTwistWidth;
  t.h = kTwistHeight;
  t.twist.assign(kTwistHeights, 0);
  t.twistFlip.assign(kTwistFlips, 0);
  expectWalkedThrough(t);
}

// A ramp (S&K's twisted ramp, level format 16): not solid, and its routine
// throws only the Sonic player (docs/box.md): the box walks through it.
TEST(BoxHurt, RampsArePassedThrough) {
  SolidObject r;
  r.kind = ObjectKind::Ramp;
  r.dir = ObjectDir::Right;
  r.w = kRampWidth;
  r.h = kRampHeight;
  expectWalkedThrough(r);
}

// A walking bomb (Sonic 1's Obj5F, level format 20): not solid, and only the
// Sonic player is hurt by it or lights it (docs/box.md): the box walks through it.
TEST(BoxHurt, BombsArePassedThrough) { expectWalkedThrough(bombObjectAt(0, 0)); }

// Bumpers and speed boosters (level format 17): not solid, and their
// routines throw or speed only the Sonic player (docs/box.md): the box walks
// through both.
TEST(BoxHurt, BumpersAndBoostersArePassedThrough) {
  SolidObject b;
  b.kind = ObjectKind::Bumper;
  b.w = b.h = kBumperSize;
  expectWalkedThrough(b);
  SolidObject o;
  o.kind = ObjectKind::Booster;
  o.dir = ObjectDir::Left;
  o.w = o.h = kBoosterSize;
  expectWalkedThrough(o);
}

// A fan (Sonic 1's Obj5D, level format 18), always on or on its timer: not
// solid, and its routine moves only the Sonic player (docs/box.md): the box
// walks through its window at its own speed.
TEST(BoxHurt, FansArePassedThrough) {
  for (const bool switches : {false, true}) expectWalkedThrough(fanAt(0, 0, false, false, switches));
}

// A conveyor (Sonic 1's Obj68, level format 20): not solid, and its
// routine moves only the Sonic player (docs/box.md): the box walks through
// its window, and standing still in it is not moved.
TEST(BoxHurt, ConveyorsArePassedThroughAndMoveNoBox) {
  expectWalkedThrough(conveyorAt(0, 0, 3));
  BoxWorld w;
  w.ground(208);
  w.level.objects.push_back(conveyorAt(320, 208, -4));  // its window 192..447 across, 160..207 down
  BoxState s = boxState(312, 208 - 32, BoxMode::Ground);
  for (int i = 0; i < 100; ++i) stepBox(s, w.level, w.cfg, 0);
  EXPECT_EQ(s.x >> 8, 312);
  EXPECT_EQ((s.y >> 8) + 32, 208);
}

// A goal (the act's signpost, level format 17): not solid, and its routine
// ends only the Sonic player's run (docs/box.md): the box walks through its
// window and on, its run going on.
TEST(BoxHurt, GoalsArePassedThrough) {
  SolidObject g;
  g.kind = ObjectKind::Goal;
  g.w = kGoalWidth;
  g.h = kGoalHeight;
  expectWalkedThrough(g);
}

// A tree (S&K's hollow tree, level format 17): not solid, and its routine
// winds only the Sonic player (docs/box.md): the box walks through it.
TEST(BoxHurt, TreesArePassedThrough) {
  SolidObject t;
  t.kind = ObjectKind::Tree;
  t.w = kTreeWidth;
  t.h = kTreeHeight;
  expectWalkedThrough(t);
}

// A vine (S&K's giant ride vine) is not solid and holds no box: walked and
// jumped through (docs/box.md).
TEST(BoxHurt, VinesArePassedThrough) {
  BoxWorld w;
  w.ground(208);
  SolidObject v;
  v.kind = ObjectKind::Vine;
  v.w = v.h = kVineSize;
  v.vine = 9;
  v.path = {{100, 208 - kVineSize + 40}};  // the handle swings about the box's centre, near the ground
  w.level.objects.push_back(v);
  BoxState s = boxState(80, 208 - 32, BoxMode::Ground);
  for (int i = 0; i < 900 && (s.x >> 8) < 100 + kVineSize + 8; ++i) {
    BoxRecord rec;
    stepBox(s, w.level, w.cfg, static_cast<Input>(input::kRight | (i % 40 == 0 ? input::kJump : 0)), &rec);
    ASSERT_NE(s.mode, BoxMode::Ladder) << i;
  }
  EXPECT_GE(s.x >> 8, 100 + kVineSize + 8);
}

}  // namespace
}  // namespace solidtile::test
