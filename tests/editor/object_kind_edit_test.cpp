// The object panel's kind combo: each kind a well-formed object of its
// game's fixed box and defaults about the old box's centre (withKind), its
// fields kept when chosen again and dropped on another kind, each change one
// undoable edit.
#include <gtest/gtest.h>

#include "model/object_commands.h"
#include "model/object_slope.h"
#include "object_edit_session.h"
#include "session/actions.h"
#include "solidtile/io/level_file.h"

namespace solidtile::editor {

// The kind combo's push (format version 11): solid, one waypoint, no
// oscillation, no waypoint added; undone and redone as one edit.
TEST(ObjectEdit, PushesStayWellFormedAndUndo) {
  ObjectEditSession s;
  s.place(100, 50);
  SolidObject platform = s.objects()[0];  // two waypoints, moving
  platform.topOnly = true;
  ASSERT_GT(platform.path.size(), 1u);
  const SolidObject push = withKind(platform, ObjectKind::Push);
  EXPECT_EQ(push.path.size(), 1u);
  EXPECT_EQ(push.speed, 0);
  EXPECT_FALSE(push.topOnly);
  EXPECT_EQ(objectProblem(push), "");
  EXPECT_EQ(withWaypointInserted(push, 0, 10, 10).path.size(), 1u);
  EXPECT_EQ(withOscTable(push, OscTable::Sonic1).osc.table, OscTable::None);
  expectKindEditUndoes(s, push);
}

// The kind combo's ring (format version 12): the games' 16 x 16 about the
// object's centre, one waypoint, no oscillation, no waypoint added; one edit.
TEST(ObjectEdit, RingsStayWellFormedAndUndo) {
  ObjectEditSession s;
  s.place(100, 50);
  SolidObject platform = s.objects()[0];  // two waypoints, moving
  platform.topOnly = true;
  ASSERT_GT(platform.path.size(), 1u);
  const SolidObject ring = withKind(platform, ObjectKind::Ring);
  EXPECT_EQ(ring.path.size(), 1u);
  EXPECT_EQ(ring.w, 16);
  EXPECT_EQ(ring.h, 16);
  EXPECT_EQ(ring.path[0].x + 8, platform.path[0].x + platform.w / 2) << "kept about its centre";
  EXPECT_EQ(ring.speed, 0);
  EXPECT_FALSE(ring.topOnly);
  EXPECT_EQ(objectProblem(ring), "");
  EXPECT_EQ(withWaypointInserted(ring, 0, 10, 10).path.size(), 1u);
  EXPECT_EQ(withOscTable(ring, OscTable::Sonic1).osc.table, OscTable::None);
  expectKindEditUndoes(s, ring);
}

// The O tool places a platform; the kind combo's enemy (format version 14)
// keeps its box, made even (a touch size of half each), one waypoint, no
// oscillation, no waypoint added, and resizing keeps it even; one edit.
TEST(ObjectEdit, EnemiesStayWellFormedAndUndo) {
  ObjectEditSession s;
  s.place(100, 50);
  SolidObject platform = s.objects()[0];  // two waypoints, moving
  platform.topOnly = true;
  platform.w = 41;
  ASSERT_GT(platform.path.size(), 1u);
  const SolidObject enemy = withKind(platform, ObjectKind::Enemy);
  EXPECT_EQ(enemy.kind, ObjectKind::Enemy);
  EXPECT_EQ(enemy.path.size(), 1u);
  EXPECT_EQ(enemy.w, 40);
  EXPECT_EQ(enemy.h % 2, 0);
  EXPECT_EQ(enemy.speed, 0);
  EXPECT_FALSE(enemy.topOnly);
  EXPECT_EQ(objectProblem(enemy), "");
  EXPECT_EQ(resizedObject(enemy, 33, 25).w, 32);
  EXPECT_EQ(resizedObject(enemy, 33, 25).h, 24);
  EXPECT_EQ(withWaypointInserted(enemy, 0, 10, 10).path.size(), 1u);
  EXPECT_EQ(withOscTable(enemy, OscTable::Sonic1).osc.table, OscTable::None);
  expectKindEditUndoes(s, enemy);
}

// The kind combo's twist (format version 16): the routine's fixed box about
// the old centre, one still point, a flat path until the level's tables are
// given; resizing keeps it; a change of kind drops the tables.
TEST(ObjectEdit, TwistsStayWellFormedAndUndo) {
  ObjectEditSession s;
  s.place(100, 50);
  SolidObject platform = s.objects()[0];  // two waypoints, moving
  platform.topOnly = true;
  ASSERT_GT(platform.path.size(), 1u);
  const SolidObject twist = withKind(platform, ObjectKind::Twist);
  EXPECT_EQ(twist.kind, ObjectKind::Twist);
  EXPECT_EQ(twist.path.size(), 1u);
  EXPECT_EQ(twist.w, 416);
  EXPECT_EQ(twist.h, 128);
  EXPECT_EQ(twist.path[0].x + 208, platform.path[0].x + platform.w / 2);
  EXPECT_EQ(twist.twist, std::vector<std::int8_t>(416, 0));
  EXPECT_EQ(twist.twistFlip.size(), 52u);
  EXPECT_FALSE(twist.topOnly);
  EXPECT_EQ(objectProblem(twist), "");
  EXPECT_EQ(resizedObject(twist, 33, 25), twist);
  EXPECT_EQ(withWaypointInserted(twist, 0, 10, 10).path.size(), 1u);
  EXPECT_TRUE(withKind(twist, ObjectKind::Block).twist.empty());
  expectKindEditUndoes(s, twist);
}

// The kind combo's ramp (format 16): Obj_TwistedRamp's fixed window, its
// point at the old box's centre, throwing right until turned.
TEST(ObjectEdit, RampsStayWellFormedAndUndo) {
  ObjectEditSession s;
  s.place(100, 50);
  SolidObject platform = s.objects()[0];
  platform.topOnly = true;
  const SolidObject ramp = withKind(platform, ObjectKind::Ramp);
  EXPECT_EQ(ramp.kind, ObjectKind::Ramp);
  EXPECT_EQ(ramp.path.size(), 1u);
  EXPECT_EQ(ramp.w, 32);
  EXPECT_EQ(ramp.h, 53);
  EXPECT_EQ(ramp.dir, ObjectDir::Right);
  EXPECT_EQ(ramp.path[0].x + 0x10, platform.path[0].x + platform.w / 2);
  EXPECT_EQ(ramp.path[0].y + 0x14, platform.path[0].y + platform.h / 2);
  EXPECT_FALSE(ramp.topOnly);
  EXPECT_EQ(objectProblem(ramp), "");
  EXPECT_EQ(resizedObject(ramp, 33, 25), ramp);
  SolidObject left = ramp;
  left.dir = ObjectDir::Left;
  EXPECT_EQ(withKind(left, ObjectKind::Ramp).dir, ObjectDir::Left);
  EXPECT_EQ(withKind(ramp, ObjectKind::Block).dir, ObjectDir::Up);
  expectKindEditUndoes(s, ramp);
}

// The kind combo's bumper and booster (format 17): their fixed boxes about
// the old box's centre (16 x 16, 32 x 32), not resized; a booster sends right
// at $1000 until turned or slowed, and a change of kind drops its speed.
TEST(ObjectEdit, BumpersAndBoostersStayWellFormedAndUndo) {
  ObjectEditSession s;
  s.place(100, 50);
  SolidObject platform = s.objects()[0];
  platform.topOnly = true;
  const SolidObject bumper = withKind(platform, ObjectKind::Bumper);
  EXPECT_EQ(bumper.kind, ObjectKind::Bumper);
  EXPECT_EQ(bumper.path.size(), 1u);
  EXPECT_EQ(bumper.w, 16);
  EXPECT_EQ(bumper.h, 16);
  EXPECT_EQ(bumper.path[0].x + 8, platform.path[0].x + platform.w / 2);
  EXPECT_EQ(bumper.path[0].y + 8, platform.path[0].y + platform.h / 2);
  EXPECT_FALSE(bumper.topOnly);
  EXPECT_EQ(objectProblem(bumper), "");
  EXPECT_EQ(resizedObject(bumper, 33, 25), bumper);
  const SolidObject booster = withKind(platform, ObjectKind::Booster);
  EXPECT_EQ(booster.w, 32);
  EXPECT_EQ(booster.h, 32);
  EXPECT_EQ(booster.dir, ObjectDir::Right);
  EXPECT_EQ(booster.springSpeed, 0x1000);
  EXPECT_EQ(booster.path[0].x + 16, platform.path[0].x + platform.w / 2);
  EXPECT_EQ(objectProblem(booster), "");
  EXPECT_EQ(resizedObject(booster, 40, 40), booster);
  SolidObject slowLeft = booster;
  slowLeft.dir = ObjectDir::Left;
  slowLeft.springSpeed = 0xA00;
  const SolidObject again = withKind(slowLeft, ObjectKind::Booster);
  EXPECT_EQ(again.dir, ObjectDir::Left);
  EXPECT_EQ(again.springSpeed, 0xA00);
  const SolidObject block = withKind(slowLeft, ObjectKind::Block);
  EXPECT_EQ(block.dir, ObjectDir::Up);
  EXPECT_EQ(block.springSpeed, SolidObject{}.springSpeed);
  expectKindEditUndoes(s, bumper);
  expectKindEditUndoes(s, booster);
}

// The kind combo's fan (format version 18): one point, Obj5D's fixed 240 x
// 112 window with the fan's point at the old centre, facing left (its
// unflipped way) until turned; not resized; its pull and way kept when made a
// fan again, dropped back to a block.
TEST(ObjectEdit, FansStayWellFormedAndUndo) {
  ObjectEditSession s;
  s.place(100, 50);
  SolidObject platform = s.objects()[0];
  platform.topOnly = true;
  const SolidObject fan = withKind(platform, ObjectKind::Fan);
  EXPECT_EQ(fan.kind, ObjectKind::Fan);
  EXPECT_EQ(fan.path.size(), 1u);
  EXPECT_EQ(fan.w, 240);
  EXPECT_EQ(fan.h, 112);
  EXPECT_EQ(fan.dir, ObjectDir::Left);
  EXPECT_EQ(fan.path[0].x + 0x9F, platform.path[0].x + platform.w / 2);
  EXPECT_EQ(fan.path[0].y + 0x60, platform.path[0].y + platform.h / 2);
  EXPECT_FALSE(fan.topOnly);
  EXPECT_EQ(objectProblem(fan), "");
  EXPECT_EQ(resizedObject(fan, 40, 40), fan);
  SolidObject pulling = fan;
  pulling.dir = ObjectDir::Right;
  pulling.pull = true;
  const SolidObject again = withKind(pulling, ObjectKind::Fan);
  EXPECT_EQ(again.dir, ObjectDir::Right);
  EXPECT_TRUE(again.pull);
  const SolidObject block = withKind(pulling, ObjectKind::Block);
  EXPECT_FALSE(block.pull);
  EXPECT_EQ(block.dir, ObjectDir::Up);
  expectKindEditUndoes(s, fan);
}

// The kind combo's seesaw (format version 19): one point, the plank's 96 x
// 48 about the old centre, low on the right with its ball; not resized;
// its way and ball kept when chosen again, dropped as a block.
TEST(ObjectEdit, SeesawsStayWellFormedAndUndo) {
  ObjectEditSession s;
  s.place(100, 50);
  SolidObject platform = s.objects()[0];
  platform.topOnly = true;
  const SolidObject seesaw = withKind(platform, ObjectKind::Seesaw);
  EXPECT_EQ(seesaw.kind, ObjectKind::Seesaw);
  EXPECT_EQ(seesaw.path.size(), 1u);
  EXPECT_EQ(seesaw.w, 96);
  EXPECT_EQ(seesaw.h, 48);
  EXPECT_EQ(seesaw.dir, ObjectDir::Right);
  EXPECT_TRUE(seesaw.ball);
  EXPECT_EQ(seesaw.path[0].x + 48, platform.path[0].x + platform.w / 2);
  EXPECT_EQ(seesaw.path[0].y + 24, platform.path[0].y + platform.h / 2);
  EXPECT_FALSE(seesaw.topOnly);
  EXPECT_EQ(objectProblem(seesaw), "");
  EXPECT_EQ(resizedObject(seesaw, 40, 40), seesaw);
  SolidObject bare = seesaw;
  bare.dir = ObjectDir::Left;
  bare.ball = false;
  const SolidObject again = withKind(bare, ObjectKind::Seesaw);
  EXPECT_EQ(again.dir, ObjectDir::Left);
  EXPECT_FALSE(again.ball);
  const SolidObject block = withKind(seesaw, ObjectKind::Block);
  EXPECT_FALSE(block.ball);
  EXPECT_EQ(block.dir, ObjectDir::Up);
  expectKindEditUndoes(s, seesaw);
}

// The kind combo's stair (format version 18): one point, Obj5B's four
// blocks (128 x 32) about the old centre, stepping down to the left; not
// resized; its way and trigger kept when chosen again, dropped as a block.
TEST(ObjectEdit, StairsStayWellFormedAndUndo) {
  ObjectEditSession s;
  s.place(100, 50);
  SolidObject platform = s.objects()[0];
  platform.topOnly = true;
  const SolidObject stair = withKind(platform, ObjectKind::Stair);
  EXPECT_EQ(stair.kind, ObjectKind::Stair);
  EXPECT_EQ(stair.path.size(), 1u);
  EXPECT_EQ(stair.w, 128);
  EXPECT_EQ(stair.h, 32);
  EXPECT_EQ(stair.dir, ObjectDir::Left);
  EXPECT_EQ(stair.path[0].x + 64, platform.path[0].x + platform.w / 2);
  EXPECT_EQ(stair.path[0].y + 16, platform.path[0].y + platform.h / 2);
  EXPECT_FALSE(stair.topOnly);
  EXPECT_EQ(objectProblem(stair), "");
  EXPECT_EQ(resizedObject(stair, 40, 40), stair);
  SolidObject hit = stair;
  hit.dir = ObjectDir::Right;
  hit.stair = StairTrigger::Hit;
  const SolidObject again = withKind(hit, ObjectKind::Stair);
  EXPECT_EQ(again.dir, ObjectDir::Right);
  EXPECT_EQ(again.stair, StairTrigger::Hit);
  const SolidObject block = withKind(hit, ObjectKind::Block);
  EXPECT_EQ(block.stair, StairTrigger::Stood);
  EXPECT_EQ(block.dir, ObjectDir::Up);
  expectKindEditUndoes(s, stair);
}

// The kind combo's barrier (format version 19): Obj2D's 16 x 64 block about
// the old centre, letting a player going right through; not resized.
TEST(ObjectEdit, BarriersStayWellFormedAndUndo) {
  ObjectEditSession s;
  s.place(100, 50);
  SolidObject platform = s.objects()[0];
  platform.topOnly = true;
  const SolidObject barrier = withKind(platform, ObjectKind::Barrier);
  EXPECT_EQ(barrier.kind, ObjectKind::Barrier);
  EXPECT_EQ(barrier.path.size(), 1u);
  EXPECT_EQ(barrier.w, 16);
  EXPECT_EQ(barrier.h, 64);
  EXPECT_EQ(barrier.dir, ObjectDir::Right);
  EXPECT_EQ(barrier.path[0].x + 8, platform.path[0].x + platform.w / 2);
  EXPECT_EQ(barrier.path[0].y + 32, platform.path[0].y + platform.h / 2);
  EXPECT_FALSE(barrier.topOnly);
  EXPECT_EQ(objectProblem(barrier), "");
  EXPECT_EQ(resizedObject(barrier, 40, 40), barrier);
  SolidObject left = barrier;
  left.dir = ObjectDir::Left;
  EXPECT_EQ(withKind(left, ObjectKind::Barrier).dir, ObjectDir::Left);
  EXPECT_EQ(withKind(left, ObjectKind::Block).dir, ObjectDir::Up);
  expectKindEditUndoes(s, barrier);
}

// The kind combo's bomb (format version 20): one point, Obj5F's 24 x 24
// about the old box's centre, walking left first until turned; not resized.
TEST(ObjectEdit, BombsStayWellFormedAndUndo) {
  ObjectEditSession s;
  s.place(100, 50);
  const SolidObject platform = s.objects()[0];
  const SolidObject bomb = expectFixedKindBox(platform, ObjectKind::Bomb, 24, 24, false);
  EXPECT_EQ(bomb.dir, ObjectDir::Left);
  SolidObject hung = bomb;
  hung.dir = ObjectDir::DownRight;
  EXPECT_EQ(withKind(hung, ObjectKind::Bomb).dir, ObjectDir::DownRight);
  expectKindEditUndoes(s, bomb);
}

// The kind combo's lift (format version 19): Obj16's top-only 64 x 16
// platform about the old centre, sliding right 8 frames; not resized.
TEST(ObjectEdit, LiftsStayWellFormedAndUndo) {
  ObjectEditSession s;
  s.place(100, 50);
  const SolidObject platform = s.objects()[0];
  const SolidObject lift = expectFixedKindBox(platform, ObjectKind::Lift, 64, 16, true);
  EXPECT_EQ(lift.dir, ObjectDir::Right);
  EXPECT_EQ(lift.lift, 1);
  SolidObject left = lift;
  left.dir = ObjectDir::Left;
  left.lift = 7;
  const SolidObject again = withKind(left, ObjectKind::Lift);
  EXPECT_EQ(again.dir, ObjectDir::Left);
  EXPECT_EQ(again.lift, 7);
  EXPECT_EQ(withKind(left, ObjectKind::Block).lift, 0);
  expectKindEditUndoes(s, lift);
}

// The kind combo's conveyor (format version 20): one point, Obj68's window
// $30 high about the old centre, as wide (even), moving 2 px right; resized
// only across, about its point; back to a block its belt goes.
TEST(ObjectEdit, ConveyorsStayWellFormedAndUndo) {
  ObjectEditSession s;
  s.place(100, 50);
  const SolidObject platform = s.objects()[0];
  const SolidObject belt = withKind(platform, ObjectKind::Conveyor);
  EXPECT_EQ(belt.kind, ObjectKind::Conveyor);
  EXPECT_EQ(belt.path.size(), 1u);
  EXPECT_EQ(belt.w, platform.w & ~1);
  EXPECT_EQ(belt.h, 0x30);
  EXPECT_EQ(belt.belt, 2);
  EXPECT_FALSE(belt.topOnly);
  EXPECT_EQ(objectProblem(belt), "");
  const SolidObject wide = resizedObject(belt, 256, 10);
  EXPECT_EQ(wide.w, 256);
  EXPECT_EQ(wide.h, 0x30);
  EXPECT_EQ(wide.path[0].x + 128, belt.path[0].x + belt.w / 2);
  EXPECT_EQ(resizedObject(belt, 113, 10).w, 112);
  EXPECT_EQ(objectProblem(resizedObject(belt, 113, 10)), "");
  SolidObject left = belt;
  left.belt = -3;
  EXPECT_EQ(withKind(left, ObjectKind::Conveyor).belt, -3);
  EXPECT_EQ(withKind(left, ObjectKind::Block).belt, 0);
  expectKindEditUndoes(s, belt);
}

// The kind combo's elevator (format version 20): one point, Obj59's
// top-only 80 x 32 at the old centre, going up $40 (subtype 0); not resized.
TEST(ObjectEdit, ElevatorsStayWellFormedAndUndo) {
  ObjectEditSession s;
  s.place(100, 50);
  const SolidObject platform = s.objects()[0];
  const SolidObject elevator = expectFixedKindBox(platform, ObjectKind::Elevator, 80, 32, true);
  EXPECT_EQ(elevator.dir, ObjectDir::Up);
  EXPECT_EQ(elevator.elevator, 0x40);
  SolidObject diagonal = elevator;
  diagonal.dir = ObjectDir::DownLeft;
  diagonal.elevator = 0x80;
  const SolidObject again = withKind(diagonal, ObjectKind::Elevator);
  EXPECT_EQ(again.dir, ObjectDir::DownLeft);
  EXPECT_EQ(again.elevator, 0x80);
  EXPECT_EQ(withKind(diagonal, ObjectKind::Block).elevator, 0);
  EXPECT_EQ(withKind(diagonal, ObjectKind::Block).dir, SolidObject{}.dir);
  expectKindEditUndoes(s, elevator);
}

// The kind combo's springboard (format version 20): one point, Obj40's 56 x
// 16 about the old centre, its tip right, subtype 0, solid; not resized;
// back to a block its subtype goes.
TEST(ObjectEdit, SpringboardsStayWellFormedAndUndo) {
  ObjectEditSession s;
  s.place(100, 50);
  const SolidObject platform = s.objects()[0];
  const SolidObject board = expectFixedKindBox(platform, ObjectKind::Springboard, 56, 16, false);
  EXPECT_EQ(board.dir, ObjectDir::Right);
  EXPECT_EQ(board.springboard, 0);
  SolidObject left = board;
  left.dir = ObjectDir::Left;
  left.springboard = 3;
  const SolidObject again = withKind(left, ObjectKind::Springboard);
  EXPECT_EQ(again.dir, ObjectDir::Left);
  EXPECT_EQ(again.springboard, 3);
  EXPECT_EQ(withKind(left, ObjectKind::Block).springboard, 0);
  expectKindEditUndoes(s, board);
}

// The kind combo's stomper (format version 20): one point, Obj31's 112 x 24
// block of subtype 1 about the old centre, solid; not resized; back to a
// block its subtype goes.
TEST(ObjectEdit, StompersStayWellFormedAndUndo) {
  ObjectEditSession s;
  s.place(100, 50);
  const SolidObject platform = s.objects()[0];
  const SolidObject stomper = expectFixedKindBox(platform, ObjectKind::Stomper, 112, 24, false);
  EXPECT_EQ(stomper.stomper, 1);
  EXPECT_EQ(withKind(stomper, ObjectKind::Block).stomper, 0);
  expectKindEditUndoes(s, stomper);
}

// The kind combo's brick (format version 19): one point, Obj46's 32 x 32 at
// the old centre, landing 64 px under its top, solid on every side; not
// resized; back to a block its fields go.
TEST(ObjectEdit, BricksStayWellFormedAndUndo) {
  ObjectEditSession s;
  s.place(100, 50);
  SolidObject platform = s.objects()[0];
  platform.topOnly = true;
  const SolidObject brick = withKind(platform, ObjectKind::Brick);
  EXPECT_EQ(brick.kind, ObjectKind::Brick);
  EXPECT_EQ(brick.path.size(), 1u);
  EXPECT_EQ(brick.w, 32);
  EXPECT_EQ(brick.h, 32);
  EXPECT_EQ(brick.path[0].x + 16, platform.path[0].x + platform.w / 2);
  EXPECT_EQ(brick.path[0].y + 16, platform.path[0].y + platform.h / 2);
  EXPECT_EQ(brick.landY, brick.path[0].y + 64);
  EXPECT_FALSE(brick.topOnly);
  EXPECT_EQ(objectProblem(brick), "");
  EXPECT_EQ(resizedObject(brick, 40, 40), brick);
  SolidObject lava = brick;
  lava.lava = true;
  const SolidObject block = withKind(lava, ObjectKind::Block);
  EXPECT_FALSE(block.lava);
  EXPECT_EQ(block.landY, 0);
  EXPECT_EQ(objectProblem(block), "");
  expectKindEditUndoes(s, brick);
}

// The kind combo's goal (format version 17): one point, Obj0D's fixed 32 x
// 48 box with its post (the box's left edge, $10 below its top) at the old
// centre; not resized; back to a block it is a block again.
TEST(ObjectEdit, GoalsStayWellFormedAndUndo) {
  ObjectEditSession s;
  s.place(100, 50);
  SolidObject platform = s.objects()[0];
  platform.topOnly = true;
  const SolidObject goal = withKind(platform, ObjectKind::Goal);
  EXPECT_EQ(goal.kind, ObjectKind::Goal);
  EXPECT_EQ(goal.path.size(), 1u);
  EXPECT_EQ(goal.w, 32);
  EXPECT_EQ(goal.h, 48);
  EXPECT_EQ(goal.path[0].x, platform.path[0].x + platform.w / 2);
  EXPECT_EQ(goal.path[0].y + 0x10, platform.path[0].y + platform.h / 2);
  EXPECT_FALSE(goal.topOnly);
  EXPECT_EQ(objectProblem(goal), "");
  EXPECT_EQ(resizedObject(goal, 33, 25), goal);
  EXPECT_EQ(withKind(goal, ObjectKind::Goal), goal);
  EXPECT_EQ(withKind(goal, ObjectKind::Block).kind, ObjectKind::Block);
  expectKindEditUndoes(s, goal);
}

// The kind combo's tree (format version 17): one point, the routine's fixed
// 224 x 305 reach with its point (the trunk's foot) at the old centre, no
// direction; not resized; back to a block as one undo step.
TEST(ObjectEdit, TreesStayWellFormedAndUndo) {
  ObjectEditSession s;
  s.place(100, 50);
  SolidObject platform = s.objects()[0];
  platform.topOnly = true;
  platform.path.push_back({platform.path[0].x + 64, platform.path[0].y});
  platform.speed = 0x100;
  const SolidObject tree = withKind(platform, ObjectKind::Tree);
  EXPECT_EQ(tree.kind, ObjectKind::Tree);
  EXPECT_EQ(tree.path.size(), 1u);
  EXPECT_EQ(tree.speed, 0);
  EXPECT_EQ(tree.w, 224);
  EXPECT_EQ(tree.h, 305);
  EXPECT_EQ(tree.path[0].x + 0x70, platform.path[0].x + platform.w / 2);
  EXPECT_EQ(tree.path[0].y + 0x90, platform.path[0].y + platform.h / 2);
  EXPECT_FALSE(tree.topOnly);
  EXPECT_EQ(objectProblem(tree), "");
  EXPECT_EQ(resizedObject(tree, 33, 25), tree);
  EXPECT_EQ(withKind(tree, ObjectKind::Tree), tree);
  expectKindEditUndoes(s, tree);
}

// The kind combo's vine (format version 16): one point, its fixed 544 x 544
// box about the old centre, Angel Island's first subtype (9); not resized.
TEST(ObjectEdit, VinesStayWellFormedAndUndo) {
  ObjectEditSession s;
  s.place(100, 50);
  SolidObject platform = s.objects()[0];
  platform.topOnly = true;
  const SolidObject vine = withKind(platform, ObjectKind::Vine);
  EXPECT_EQ(vine.kind, ObjectKind::Vine);
  EXPECT_EQ(vine.path.size(), 1u);
  EXPECT_EQ(vine.w, 544);
  EXPECT_EQ(vine.h, 544);
  EXPECT_EQ(vine.path[0].x + 272, platform.path[0].x + platform.w / 2);
  EXPECT_EQ(vine.vine, 9);
  EXPECT_FALSE(vine.topOnly);
  EXPECT_EQ(objectProblem(vine), "");
  EXPECT_EQ(resizedObject(vine, 33, 25), vine);
  EXPECT_EQ(withKind(vine, ObjectKind::Block).vine, 0);
  expectKindEditUndoes(s, vine);
}

// The kind combo's bridge and the logs slider (format version 7): top-only,
// one waypoint, as wide as its logs, resized in whole logs.
TEST(ObjectEdit, BridgesStayWellFormedAndUndo) {
  ObjectEditSession s;
  s.place(100, 50);
  const SolidObject platform = s.objects()[0];  // 48 px wide, two waypoints, moving
  SolidObject spring = withKind(platform, ObjectKind::Spring);
  spring.dir = ObjectDir::Left;
  const SolidObject bridge = withKind(spring, ObjectKind::Bridge);
  EXPECT_EQ(bridge.logs, 3);  // 48 / 16
  EXPECT_EQ(bridge.w, 48);
  EXPECT_TRUE(bridge.topOnly);
  EXPECT_EQ(bridge.path.size(), 1u);
  EXPECT_EQ(bridge.dir, ObjectDir::Up);
  EXPECT_EQ(objectProblem(bridge), "");
  s.edit("Platform kind", 0, platform, bridge);
  const SolidObject twelve = withLogs(bridge, 12);
  EXPECT_EQ(twelve.w, 192);
  EXPECT_EQ(withLogs(bridge, 40).logs, 16);
  EXPECT_EQ(withLogs(bridge, 0).logs, 1);
  EXPECT_EQ(resizedObject(twelve, 70, 20).w, 64);  // the nearest whole logs: 4
  EXPECT_EQ(objectProblem(resizedObject(twelve, 70, 20)), "");
  EXPECT_EQ(withWaypointInserted(twelve, 0, 300, 300).path.size(), 1u);
  const SolidObject block = withKind(twelve, ObjectKind::Block);
  EXPECT_EQ(block.logs, 0);
  EXPECT_EQ(objectProblem(block), "");
  actions::undo(s.ctx);
  EXPECT_EQ(s.objects()[0], platform);
}

// The kind combo's collapse (format version 8): it keeps the block's shape
// (top-only, sloped, moving), takes its delays, and hands them back when it
// turns into another kind; the Shift+O slope works on it as on a block.
TEST(ObjectEdit, CollapsesKeepTheirShapeAndUndo) {
  ObjectEditSession s;
  s.place(100, 50);
  SolidObject ledge = s.objects()[0];
  ledge.topOnly = true;
  ledge = withSlope(ledge, true);
  SolidObject spring = withKind(ledge, ObjectKind::Spring);
  spring.dir = ObjectDir::Left;
  SolidObject collapse = withKind(ledge, ObjectKind::Collapse);
  EXPECT_TRUE(collapse.topOnly);
  EXPECT_EQ(collapse.slope, ledge.slope);
  EXPECT_TRUE(canSlope(collapse));
  EXPECT_EQ(withKind(spring, ObjectKind::Collapse).dir, ObjectDir::Up);
  collapse.collapseHold = 0x1E;
  EXPECT_EQ(objectProblem(collapse), "");
  s.edit("Platform kind", 0, s.objects()[0], collapse);
  EXPECT_EQ(s.objects()[0].kind, ObjectKind::Collapse);
  const SolidObject back = withKind(collapse, ObjectKind::Spikes);
  EXPECT_EQ(back.collapseHold, CollapseTiming::kHold);
  EXPECT_EQ(objectProblem(back), "");
  actions::undo(s.ctx);
  EXPECT_EQ(s.objects()[0].kind, ObjectKind::Block);
  actions::redo(s.ctx);
  EXPECT_EQ(s.objects()[0], collapse);
}

}  // namespace solidtile::editor
