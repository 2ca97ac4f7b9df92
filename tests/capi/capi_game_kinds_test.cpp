// The games' object kinds through the C API (level formats 11 to 17): twists,
// ramps, bumpers and boosters, goals, vines, trees and the kinds with no
// fields of their own (pushes, rings, hurt zones, enemies), and breakables.
#include <cstring>
#include <string>
#include <vector>

#include "capi_object_kinds_support.h"

namespace solidtile::test {
namespace {

using ::testing::HasSubstr;
using namespace object_kinds;

// Level format 16: a twist made in code with its tables, read back; bad
// tables and stLevel_SetObjectKind's twist refused; a change of kind drops them.
TEST(CApiObjectKinds, TwistSetInCodeKeepsItsTablesAndBoxAboutTheCentre) {
  const stLevelId level = loadKindsLevel();  // object 1: a 32x16 block on the floor
  int8_t heights[ST_TWIST_HEIGHTS];
  uint8_t flips[ST_TWIST_FLIPS];
  for (int k = 0; k < ST_TWIST_HEIGHTS; ++k) heights[k] = static_cast<int8_t>(k % 50 - 25);
  for (int k = 0; k < ST_TWIST_FLIPS; ++k) flips[k] = static_cast<uint8_t>(k);
  int isTwist = -1;
  ST_ASSERT_OK(stLevel_GetObjectTwist(level, 1, nullptr, nullptr, &isTwist));
  EXPECT_EQ(isTwist, 0);
  EXPECT_EQ(stLevel_SetObjectKind(level, 1, stObjectKind_twist, stObjectDir_up, ST_SPRING_RED), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("a twist needs its tables"));
  ST_ASSERT_OK(stLevel_SetObjectTwist(level, 1, heights, flips));
  int8_t backHeights[ST_TWIST_HEIGHTS] = {};
  uint8_t backFlips[ST_TWIST_FLIPS] = {};
  ST_ASSERT_OK(stLevel_GetObjectTwist(level, 1, backHeights, backFlips, &isTwist));
  EXPECT_EQ(isTwist, 1);
  EXPECT_EQ(std::vector<int8_t>(backHeights, backHeights + ST_TWIST_HEIGHTS), std::vector<int8_t>(heights, heights + ST_TWIST_HEIGHTS));
  EXPECT_EQ(std::vector<uint8_t>(backFlips, backFlips + ST_TWIST_FLIPS), std::vector<uint8_t>(flips, flips + ST_TWIST_FLIPS));
  stObjectKind kind = stObjectKind_block;
  ST_ASSERT_OK(stLevel_GetObjectKind(level, 1, &kind, nullptr, nullptr));
  EXPECT_EQ(kind, stObjectKind_twist);
  heights[7] = 64;  // past the box's half height
  EXPECT_EQ(stLevel_SetObjectTwist(level, 1, heights, flips), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("outside -64..63"));
  EXPECT_EQ(stLevel_SetObjectTwist(level, 1, nullptr, flips), stStatus_nullArgument);
  EXPECT_EQ(stLevel_GetObjectTwist(level, 1, backHeights, backFlips, nullptr), stStatus_nullArgument);
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 1, stObjectKind_block, stObjectDir_up, ST_SPRING_RED));
  ST_ASSERT_OK(stLevel_GetObjectTwist(level, 1, nullptr, nullptr, &isTwist));
  EXPECT_EQ(isTwist, 0) << "a block drops the tables";
  stDestroyLevel(level);
}

// Level format 16: a ramp is made by stLevel_SetObjectKind with its way
// (right or left), its box the routine's fixed window about the old centre.
TEST(CApiObjectKinds, RampSetInCodeThrowsItsWayFromTheOldCentre) {
  const stLevelId level = loadKindsLevel();  // object 1: a 32x16 block on the floor
  EXPECT_EQ(stLevel_SetObjectKind(level, 1, stObjectKind_ramp, stObjectDir_up, ST_SPRING_RED), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("a ramp throws right or left"));
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 1, stObjectKind_ramp, stObjectDir_left, ST_SPRING_RED));
  stObjectKind kind = stObjectKind_block;
  stObjectDir dir = stObjectDir_up;
  ST_ASSERT_OK(stLevel_GetObjectKind(level, 1, &kind, &dir, nullptr));
  EXPECT_EQ(kind, stObjectKind_ramp);
  EXPECT_EQ(dir, stObjectDir_left);
  EXPECT_STREQ(stEventName(stEvent_rampLaunched), "ramp launched");
  EXPECT_STREQ(stObjectOutcomeName(stObjectOutcome_launched), "launched");
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 1, stObjectKind_block, stObjectDir_up, ST_SPRING_RED));
  ST_ASSERT_OK(stLevel_GetObjectKind(level, 1, &kind, &dir, nullptr));
  EXPECT_EQ(kind, stObjectKind_block);
  stDestroyLevel(level);
}

// Level format 17: a bumper is made by stLevel_SetObjectKind, its box the
// fixed 16 x 16 collision size about the old box's centre; a booster with its
// way (right or left) and speed (springSpeed), its box Obj1B's 32 x 32 window.
TEST(CApiObjectKinds, BumpersAndBoostersSetInCodeKeepTheOldCentre) {
  const stLevelId level = loadKindsLevel();  // object 1: a 32x16 block at (96, 32)
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 1, stObjectKind_bumper, stObjectDir_up, ST_SPRING_RED));
  stObjectDef def{};
  ST_ASSERT_OK(stLevel_GetObject(level, 1, &def));
  EXPECT_EQ(def.w, 16);
  EXPECT_EQ(def.h, 16);
  ASSERT_EQ(def.pointCount, 1);
  EXPECT_EQ(def.points[0].x, 96 + 16 - 8);
  EXPECT_EQ(def.points[0].y, 32 + 8 - 8);
  EXPECT_EQ(kindOf(level, 1).kind, stObjectKind_bumper);
  EXPECT_STREQ(stObjectKindName(stObjectKind_bumper), "bumper");
  EXPECT_STREQ(stEventName(stEvent_bumperBounced), "bumper bounced");
  EXPECT_STREQ(stObjectOutcomeName(stObjectOutcome_bounced), "bounced");

  EXPECT_EQ(stLevel_SetObjectKind(level, 1, stObjectKind_booster, stObjectDir_up, ST_SPRING_RED), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("a booster sends right or left"));
  EXPECT_EQ(stLevel_SetObjectKind(level, 1, stObjectKind_booster, stObjectDir_left, 0), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("a booster's speed"));
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 1, stObjectKind_booster, stObjectDir_left, ST_SPRING_YELLOW));
  stObjectKind kind = stObjectKind_block;
  stObjectDir dir = stObjectDir_up;
  int32_t speed = 0;
  ST_ASSERT_OK(stLevel_GetObjectKind(level, 1, &kind, &dir, &speed));
  EXPECT_EQ(kind, stObjectKind_booster);
  EXPECT_EQ(dir, stObjectDir_left);
  EXPECT_EQ(speed, 0xA00);
  ST_ASSERT_OK(stLevel_GetObject(level, 1, &def));
  EXPECT_EQ(def.w, 32);
  EXPECT_EQ(def.h, 32);
  EXPECT_EQ(def.points[0].x, 96 + 16 - 16);
  EXPECT_EQ(def.points[0].y, 32 + 8 - 16);
  EXPECT_STREQ(stObjectKindName(stObjectKind_booster), "booster");
  EXPECT_STREQ(stEventName(stEvent_boosted), "boosted");
  EXPECT_STREQ(stObjectOutcomeName(stObjectOutcome_boosted), "boosted");
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 1, stObjectKind_block, stObjectDir_up, ST_SPRING_RED));
  ST_ASSERT_OK(stLevel_GetObjectKind(level, 1, &kind, &dir, &speed));
  EXPECT_EQ(kind, stObjectKind_block);
  EXPECT_EQ(speed, ST_SPRING_RED) << "a block drops the booster's speed";
  stDestroyLevel(level);
}

// Level format 18: a fan (Obj5D) is made by stLevel_SetObjectKind, facing
// right or left, its box the routine's fixed 240 x 112 window with the fan's
// point at the old box's centre ($50 behind it facing right, $9F facing
// left; $60 below the window's top).
TEST(CApiObjectKinds, FansSetInCodeFaceTheirWayAboutTheOldCentre) {
  const stLevelId level = loadKindsLevel();  // object 1: a 32x16 block at (96, 32), its centre (112, 40)
  EXPECT_EQ(stLevel_SetObjectKind(level, 1, stObjectKind_fan, stObjectDir_up, ST_SPRING_RED), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("a fan faces right or left"));
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 1, stObjectKind_fan, stObjectDir_right, ST_SPRING_RED));
  stObjectDef def{};
  ST_ASSERT_OK(stLevel_GetObject(level, 1, &def));
  EXPECT_EQ(def.w, 240);
  EXPECT_EQ(def.h, 112);
  ASSERT_EQ(def.pointCount, 1);
  EXPECT_EQ(def.points[0].x, 112 - 0x50);
  EXPECT_EQ(def.points[0].y, 40 - 0x60);
  stObjectKind kind = stObjectKind_block;
  stObjectDir dir = stObjectDir_up;
  ST_ASSERT_OK(stLevel_GetObjectKind(level, 1, &kind, &dir, nullptr));
  EXPECT_EQ(kind, stObjectKind_fan);
  EXPECT_EQ(dir, stObjectDir_right);
  EXPECT_STREQ(stObjectKindName(stObjectKind_fan), "fan");
  EXPECT_STREQ(stObjectOutcomeName(stObjectOutcome_blown), "blown");
  EXPECT_STREQ(stObjectOutcomeName(stObjectOutcome_conveyed), "conveyed");
  const stLevelId left = loadKindsLevel();
  ST_ASSERT_OK(stLevel_SetObjectKind(left, 1, stObjectKind_fan, stObjectDir_left, ST_SPRING_RED));
  ST_ASSERT_OK(stLevel_GetObject(left, 1, &def));
  EXPECT_EQ(def.points[0].x, 112 - 0x9F);
  EXPECT_EQ(def.points[0].y, 40 - 0x60);
  stDestroyLevel(left);
  stDestroyLevel(level);
}

// Level format 18: a staircase (Obj5B) is made by stLevel_SetObjectKind,
// its four blocks' fixed box about the old box's centre, stepping down to
// the left or right; two slots.
TEST(CApiObjectKinds, StairsSetInCodeStepDownTheirWayAboutTheOldCentre) {
  const stLevelId level = loadKindsLevel();  // object 1: a 32x16 block at (96, 32), its centre (112, 40)
  EXPECT_EQ(stLevel_SetObjectKind(level, 1, stObjectKind_stair, stObjectDir_up, ST_SPRING_RED), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("a stair's steps go down to the left or right"));
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 1, stObjectKind_stair, stObjectDir_right, ST_SPRING_RED));
  stObjectDef def{};
  ST_ASSERT_OK(stLevel_GetObject(level, 1, &def));
  EXPECT_EQ(def.w, 128);
  EXPECT_EQ(def.h, 32);
  ASSERT_EQ(def.pointCount, 1);
  EXPECT_EQ(def.points[0].x, 112 - 64);
  EXPECT_EQ(def.points[0].y, 40 - 16);
  stObjectKind kind = stObjectKind_block;
  stObjectDir dir = stObjectDir_up;
  ST_ASSERT_OK(stLevel_GetObjectKind(level, 1, &kind, &dir, nullptr));
  EXPECT_EQ(kind, stObjectKind_stair);
  EXPECT_EQ(dir, stObjectDir_right);
  EXPECT_STREQ(stObjectKindName(stObjectKind_stair), "stair");
  stDestroyLevel(level);
}

// Level format 19: a seesaw (Obj5E, Obj14) is made by stLevel_SetObjectKind,
// the plank's fixed box about the old box's centre, low on its dir's side,
// with its ball; four slots.
TEST(CApiObjectKinds, SeesawsSetInCodeRestLowOnTheirSideAboutTheOldCentre) {
  const stLevelId level = loadKindsLevel();  // object 1: a 32x16 block at (96, 32), its centre (112, 40)
  EXPECT_EQ(stLevel_SetObjectKind(level, 1, stObjectKind_seesaw, stObjectDir_up, ST_SPRING_RED), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("a seesaw's low end is left or right"));
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 1, stObjectKind_seesaw, stObjectDir_left, ST_SPRING_RED));
  stObjectDef def{};
  ST_ASSERT_OK(stLevel_GetObject(level, 1, &def));
  EXPECT_EQ(def.w, 96);
  EXPECT_EQ(def.h, 48);
  ASSERT_EQ(def.pointCount, 1);
  EXPECT_EQ(def.points[0].x, 112 - 48);
  EXPECT_EQ(def.points[0].y, 40 - 24);
  stObjectKind kind = stObjectKind_block;
  stObjectDir dir = stObjectDir_up;
  ST_ASSERT_OK(stLevel_GetObjectKind(level, 1, &kind, &dir, nullptr));
  EXPECT_EQ(kind, stObjectKind_seesaw);
  EXPECT_EQ(dir, stObjectDir_left);
  EXPECT_STREQ(stObjectKindName(stObjectKind_seesaw), "seesaw");
  stDestroyLevel(level);
}

// Level format 17: a goal (Obj0D) is made by stLevel_SetObjectKind, its
// fixed box with the post at the old box's centre; a player dropped on the
// post's x reaches it (x - obX 0), one a pixel left of it never does.
TEST(CApiObjectKinds, GoalSetInCodeEndsTheRunAtItsPost) {
  const stLevelId level = loadKindsLevel();  // object 1: a 32x16 block at (96, 32), its centre (112, 40)
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 1, stObjectKind_goal, stObjectDir_up, ST_SPRING_RED));
  stObjectDef def{};
  ST_ASSERT_OK(stLevel_GetObject(level, 1, &def));
  EXPECT_EQ(def.w, ST_GOAL_WIDTH);
  EXPECT_EQ(def.h, ST_GOAL_HEIGHT);
  EXPECT_EQ(kindOf(level, 1).kind, stObjectKind_goal);
  EXPECT_STREQ(stObjectKindName(stObjectKind_goal), "goal");
  EXPECT_STREQ(stEventName(stEvent_goalReached), "goal reached");
  EXPECT_STREQ(stObjectOutcomeName(stObjectOutcome_reached), "reached");
  const stControllerId at = dropAt(level, 112);
  EXPECT_TRUE(stepUntil(at, stEvent_goalReached, 5));
  stPlayerState ps{};
  ST_ASSERT_OK(stController_GetPlayerState(at, &ps));
  EXPECT_TRUE(ps.outOfLevel);
  const stControllerId left = dropAt(level, 111);
  EXPECT_FALSE(stepUntil(left, stEvent_goalReached, 60));
  ST_ASSERT_OK(stController_GetPlayerState(left, &ps));
  EXPECT_FALSE(ps.outOfLevel);
  stDestroyLevel(level);
}

// Level format 16: a vine (S&K's Obj0C) is set with its subtype, its box the
// fixed ST_VINE_SIZE square about the old box's centre; one slot; the held
// state is read and set apart (stController_GetPlayerHeldBy), a vine only.
TEST(CApiObjectKinds, VineSetInCodeKeepsItsSubtypeAndBoxAboutTheCentre) {
  const stLevelId level = loadKindsLevel();  // object 1: a 32x16 block at (96, 32)
  int32_t sub = 0;
  ST_ASSERT_OK(stLevel_GetObjectVine(level, 1, &sub));
  EXPECT_EQ(sub, -1);
  EXPECT_EQ(stLevel_SetObjectKind(level, 1, stObjectKind_vine, stObjectDir_up, ST_SPRING_RED), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("a vine needs its subtype"));
  EXPECT_EQ(stLevel_SetObjectVine(level, 1, 256), stStatus_badValue);
  ST_ASSERT_OK(stLevel_SetObjectVine(level, 1, 0x69));
  ST_ASSERT_OK(stLevel_GetObjectVine(level, 1, &sub));
  EXPECT_EQ(sub, 0x69);
  stObjectDef def{};
  ST_ASSERT_OK(stLevel_GetObject(level, 1, &def));
  EXPECT_EQ(def.w, ST_VINE_SIZE);
  EXPECT_EQ(def.h, ST_VINE_SIZE);
  EXPECT_EQ(kindOf(level, 1).kind, stObjectKind_vine);
  EXPECT_EQ(stLevel_GetObjectVine(level, 1, nullptr), stStatus_nullArgument);
  const stControllerId c = dropAt(level, 20);
  int16_t held = 5;
  ST_ASSERT_OK(stController_GetPlayerHeldBy(c, &held));
  EXPECT_EQ(held, -1);
  EXPECT_EQ(stController_SetPlayerHeldBy(c, 0), stStatus_badValue);  // object 0 is a block
  EXPECT_THAT(stLastMessage(), HasSubstr("not a vine"));
  EXPECT_EQ(stController_SetPlayerHeldBy(c, 9), stStatus_badValue);
  ST_ASSERT_OK(stController_SetPlayerHeldBy(c, 1));
  ST_ASSERT_OK(stController_GetPlayerHeldBy(c, &held));
  EXPECT_EQ(held, 1);
  stPlayerState ps{};
  ST_ASSERT_OK(stController_GetPlayerState(c, &ps));
  ST_ASSERT_OK(stController_SetPlayerState(c, &ps));
  ST_ASSERT_OK(stController_GetPlayerHeldBy(c, &held));
  EXPECT_EQ(held, 1) << "stController_SetPlayerState leaves it";
  ST_ASSERT_OK(stController_SetPlayerHeldBy(c, -1));
  stDestroyController(c);
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 1, stObjectKind_block, stObjectDir_up, ST_SPRING_RED));
  ST_ASSERT_OK(stLevel_GetObjectVine(level, 1, &sub));
  EXPECT_EQ(sub, -1) << "a block drops the subtype";
  stDestroyLevel(level);
}


// Level format 11: a pushable block has no fields; its place is four slots.
TEST(CApiObjectKinds, APushIsSetByKindAndKeepsFourSlots) { setFieldlessKind(stObjectKind_push, "push", 4); }

// Level format 12: a ring has no fields; it is made the games' 16 x 16 and
// keeps one slot (the frame it was collected).
TEST(CApiObjectKinds, ARingIsSetByKindSizedSixteenAndKeepsOneSlot) {
  const stObjectDef def = setFieldlessKind(stObjectKind_ring, "ring", 1);
  EXPECT_EQ(def.w, 16);
  EXPECT_EQ(def.h, 16);
  // One past the last kind (past the enum's range, so not a cast: its bytes).
  stObjectKind past{};
  const int pastValue = stObjectKind_stomper + 1;
  static_assert(sizeof past == sizeof pastValue);
  std::memcpy(&past, &pastValue, sizeof past);
  EXPECT_STREQ(stObjectKindName(past), "?");
  EXPECT_STREQ(stObjectKindName(stObjectKind_twist), "twist");
  EXPECT_STREQ(stObjectKindName(stObjectKind_vine), "vine");
}

// Level format 17: a tree (S&K's Obj_AIZHollowTree) has no fields; its box
// is the routine's fixed 224 x 305 reach with its point at the old box's
// centre (object 1: a 32 x 16 block at (96, 32), centre (112, 40)); it keeps
// one slot (the progress).
TEST(CApiObjectKinds, ATreeIsSetByKindAboutTheOldCentreAndKeepsOneSlot) {
  const stObjectDef def = setFieldlessKind(stObjectKind_tree, "tree", 1);
  EXPECT_EQ(def.w, 224);
  EXPECT_EQ(def.h, 305);
  ASSERT_EQ(def.pointCount, 1);
  EXPECT_EQ(def.points[0].x, 112 - 0x70);
  EXPECT_EQ(def.points[0].y, 40 - 0x90);
}

// Level format 13: a hurt zone has no fields; its box is the object's (even)
// w and h, kept; it keeps no slot.
TEST(CApiObjectKinds, AHurtZoneIsSetByKindKeepsItsSizeAndNoSlot) {
  const stObjectDef def = setFieldlessKind(stObjectKind_hurt, "hurt", 0);
  EXPECT_EQ(def.w % 2, 0);
  EXPECT_EQ(def.h % 2, 0);
}

// Level format 14: an enemy has no fields; its box is the object's (even) w
// and h, kept; it keeps one slot (the frame it was destroyed).
TEST(CApiObjectKinds, AnEnemyIsSetByKindKeepsItsSizeAndOneSlot) {
  const stObjectDef def = setFieldlessKind(stObjectKind_enemy, "enemy", 1);
  EXPECT_EQ(def.w % 2, 0);
  EXPECT_EQ(def.h % 2, 0);
  EXPECT_STREQ(stEventName(stEvent_enemyDestroyed), "enemy destroyed");
  EXPECT_STREQ(stEventName(stEvent_objectBroken), "object broken");
  EXPECT_STREQ(stEventName(stEvent_grabbed), "grabbed");
  EXPECT_STREQ(stEventName(stEvent_letGo), "let go");
  EXPECT_STREQ(stEventName(static_cast<stEventKind>(stEvent_goalReached + 1)), "?");
}

// Level format 14: a breakable's mode through its two calls; one slot (the
// frame it broke); refused by stLevel_SetObjectKind, which names the call.
TEST(CApiObjectKinds, ABreakableIsSetWithItsModeAndKeepsOneSlot) {
  const stLevelId level = loadKindsLevel();
  int32_t breaks = 5;
  ST_ASSERT_OK(stLevel_GetObjectBreakable(level, 1, &breaks));
  EXPECT_EQ(breaks, -1) << "a block";
  ST_ASSERT_OK(stLevel_SetObjectBreakable(level, 1, stBreakMode_top));
  ST_ASSERT_OK(stLevel_GetObjectBreakable(level, 1, &breaks));
  EXPECT_EQ(breaks, stBreakMode_top);
  stObjectKind kind = stObjectKind_block;
  ST_ASSERT_OK(stLevel_GetObjectKind(level, 1, &kind, nullptr, nullptr));
  EXPECT_EQ(kind, stObjectKind_breakable);
  EXPECT_STREQ(stObjectKindName(stObjectKind_breakable), "breakable");
  const stControllerId c = dropAt(level, 112);
  EXPECT_EQ(slotsOf(c).size(), 1u);
  stDestroyController(c);
  // Format 18: Sonic 2's smashable ground.
  ST_ASSERT_OK(stLevel_SetObjectBreakable(level, 1, stBreakMode_groundAny));
  ST_ASSERT_OK(stLevel_GetObjectBreakable(level, 1, &breaks));
  EXPECT_EQ(breaks, stBreakMode_groundAny);
  int four = 4;  // as C may pass it: not a constant the compiler folds
  EXPECT_EQ(stLevel_SetObjectBreakable(level, 1, static_cast<stBreakMode>(four)), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("breaks is 4, not 0 (stBreakMode_side), 1 (stBreakMode_top), 2 "
                                         "(stBreakMode_ground) or 3 (stBreakMode_groundAny)"));
  EXPECT_EQ(stLevel_GetObjectBreakable(level, 1, nullptr), stStatus_nullArgument);
  EXPECT_EQ(stLevel_SetObjectKind(level, 1, stObjectKind_breakable, stObjectDir_up, ST_SPRING_RED), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("stLevel_SetObjectBreakable"));
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 1, stObjectKind_block, stObjectDir_up, ST_SPRING_RED));
  ST_ASSERT_OK(stLevel_GetObjectBreakable(level, 1, &breaks));
  EXPECT_EQ(breaks, -1);
  stDestroyLevel(level);
}


}  // namespace
}  // namespace solidtile::test
