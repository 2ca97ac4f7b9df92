// Goals against the Sonic player (sonic/goal.h, level/goal.h): the act's
// signpost, Sonic 1's Sign_Touch (_incObj/0D Signpost.asm) and Sonic 2's
// Obj0D_Main (s2.asm), the same test in both: "move.w (v_player+obX).w,d0;
// sub.w obX(a0),d0; bcs.s .notouch; cmpi.w #$20,d0; bhs.s .notouch", no y
// test. Purpose-built levels: flat ground at y 448 and a goal placed about
// the player.
#include <gtest/gtest.h>

#include "object_level.h"
#include "solidtile/input.h"
#include "solidtile/level/goal.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace goal {  // apart from the other tests' names in a unity build
namespace {

constexpr int kGroundTop = 448;
constexpr Profile kProfiles[] = {Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K, Profile::Guide};

// A goal whose post (obX, obY) is there.
SolidObject goalAt(int obX, int obY) {
  SolidObject o;
  o.kind = ObjectKind::Goal;
  o.w = kGoalWidth;
  o.h = kGoalHeight;
  o.path = {{obX, obY - kGoalAbove}};
  return o;
}

// Where his own routine leaves him (the goal's runs after it, reading that).
PlayerState afterOwnStep(PlayerState s, const PlayerConfig& cfg) {
  stepPlayer(s, levelWith({goalAt(2000, 100)}), cfg, 0);  // far right of its window
  return s;
}

// One step of a runner at $300 against a goal placed so that, after his own
// move, his x less obX is dx and his y less obY is dy; the goal is object 1.
PlayerState goalStep(const PlayerConfig& cfg, int dx, int dy = 0, StepRecord* rec = nullptr) {
  const PlayerState s0 = groundRunner(cfg, 500, 0x300);
  const PlayerState moved = afterOwnStep(s0, cfg);
  const Level l = levelAfterFarBlock({goalAt((moved.x >> 8) - dx, (moved.y >> 8) - dy)});
  PlayerState s = s0;
  stepPlayer(s, l, cfg, 0, rec);
  return s;
}

// "bcs.s .notouch" (left of the post), "cmpi.w #$20,d0; bhs.s .notouch":
// x - obX in 0..$1F, in every profile.
TEST(Goal, ItsWindowIsThePostTo1FPastIt) {
  for (const Profile p : kProfiles) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    EXPECT_TRUE(goalStep(cfg, 0).outOfLevel) << profileName(p);
    EXPECT_TRUE(goalStep(cfg, 0x1F).outOfLevel) << profileName(p);
    EXPECT_TRUE(goalStep(cfg, 0x10).outOfLevel) << profileName(p);
    EXPECT_FALSE(goalStep(cfg, -1).outOfLevel) << profileName(p);
    EXPECT_FALSE(goalStep(cfg, 0x20).outOfLevel) << profileName(p);
    EXPECT_TRUE(goalTouched(0) && goalTouched(0x1F) && !goalTouched(-1) && !goalTouched(0x20));
  }
}

// Neither routine reads y_pos: a post far above or below him, or him in the
// air, is touched all the same.
TEST(Goal, ItHasNoYTest) {
  for (const Profile p : kProfiles) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    EXPECT_TRUE(goalStep(cfg, 0, 400).outOfLevel) << profileName(p);
    EXPECT_TRUE(goalStep(cfg, 0, -400).outOfLevel) << profileName(p);
    EXPECT_TRUE(goalStep(cfg, 0x1F, 1000).outOfLevel) << profileName(p);
    EXPECT_FALSE(goalStep(cfg, 0x20, 0).outOfLevel) << profileName(p);
  }
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic1);
  PlayerState s = spawnPlayer(cfg, 500, 100);  // in the air, 300 px above the ground
  s.xsp = 0x200;
  PlayerState probe = s;
  stepPlayer(probe, levelWith({goalAt(2000, 100)}), cfg, 0);
  ASSERT_TRUE(probe.airborne);
  const Level l = levelWith({goalAt((probe.x >> 8) - 5, kGroundTop)});
  stepPlayer(s, l, cfg, 0);
  EXPECT_TRUE(s.outOfLevel);
  EXPECT_EQ(s.ended, RunEnd::Goal);
}

// Touched: the event with the object's index, the test's outcome, why the
// run ended, and no step after it moves anything.
TEST(Goal, TouchingItEndsTheRunThere) {
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic2);
  StepRecord rec;
  PlayerState s = goalStep(cfg, 3, 7, &rec);
  ASSERT_TRUE(s.outOfLevel);
  EXPECT_EQ(s.ended, RunEnd::Goal);
  EXPECT_EQ(s.endedBy, 1);
  EXPECT_STREQ(runEndName(s.ended), "goal");
  ASSERT_TRUE(rec.has(EventKind::GoalReached));
  for (int k = 0; k < rec.eventCount; ++k) {
    if (rec.events[k].kind == EventKind::GoalReached) {
      EXPECT_EQ(rec.events[k].a | rec.events[k].b << 8, 1);
    }
  }
  EXPECT_STREQ(eventName(EventKind::GoalReached), "goal reached");
  bool noted = false;
  for (int k = 0; k < rec.objectTestCount; ++k) {
    if (rec.objectTests[k].object != 1) continue;
    noted = true;
    EXPECT_EQ(rec.objectTests[k].outcome, ObjectOutcome::Reached);
    EXPECT_EQ(rec.objectTests[k].overlapX, 3);
    EXPECT_EQ(rec.objectTests[k].overlapY, 7);
  }
  EXPECT_TRUE(noted);
  const PlayerState after = s;
  const Level l = levelAfterFarBlock({goalAt((s.x >> 8) - 3, (s.y >> 8) - 7)});
  for (int f = 0; f < 5; ++f) stepPlayer(s, l, cfg, 0);
  EXPECT_EQ(s, after);
}

// End to end: holding right from a standstill, the run ends on the first
// frame his x is at the post (no earlier: nothing else ends it), and a
// second goal further on is never reached.
TEST(Goal, HoldingRightEndsOnTheFrameHeReachesThePost) {
  for (const Profile p : kProfiles) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    PlayerState s = groundRunner(cfg, 100, 0);
    const Level l = levelWith({goalAt(400, kGroundTop - 24), goalAt(420, kGroundTop - 24)});
    int frame = 0;
    int before = s.x >> 8;
    for (; frame < 600 && !s.outOfLevel; ++frame) {
      before = s.x >> 8;
      stepPlayer(s, l, cfg, input::kRight);
    }
    ASSERT_TRUE(s.outOfLevel) << profileName(p);
    EXPECT_EQ(s.ended, RunEnd::Goal) << profileName(p);
    EXPECT_EQ(s.endedBy, 0) << profileName(p);
    EXPECT_LT(before, 400) << profileName(p);
    EXPECT_GE(s.x >> 8, 400) << profileName(p);
    EXPECT_LT(s.x >> 8, 400 + 0x20) << profileName(p);
  }
}

// A player who runs on right of the window ($20 px and more past the post,
// "bhs.s .notouch") is never stopped.
TEST(Goal, StartingPastTheWindowIsNoTouch) {
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic1);
  PlayerState s = groundRunner(cfg, 500, 0x100);
  const Level l = levelWith({goalAt(400, kGroundTop - 24)});
  for (int f = 0; f < 60; ++f) stepPlayer(s, l, cfg, input::kRight);
  EXPECT_FALSE(s.outOfLevel);
  EXPECT_EQ(s.ended, RunEnd::None);
}

// The other ends of a run say which they were: a fall below the level, a
// block coming down on him (Solid_Squash).
TEST(Goal, AFallAndACrushSayWhyTheRunEnded) {
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic1);
  PlayerState fall = spawnPlayer(cfg, 200, 32 * 16 + 100);
  stepPlayer(fall, levelWith({}), cfg, 0);
  EXPECT_TRUE(fall.outOfLevel);
  EXPECT_EQ(fall.ended, RunEnd::Fell);
  EXPECT_EQ(fall.endedBy, -1);

  const Level l = levelAfterFarBlock({mover({184, 300}, {184, 440}, 32, 32, 0x200, false)});
  PlayerState s = groundRunner(cfg, 200, 0);
  for (int i = 0; i < 120 && !s.outOfLevel; ++i) stepPlayer(s, l, cfg, 0);
  EXPECT_TRUE(s.outOfLevel);
  EXPECT_EQ(s.ended, RunEnd::Crushed);
  EXPECT_EQ(s.endedBy, 1);
}

}  // namespace
}  // namespace goal
}  // namespace solidtile::test
