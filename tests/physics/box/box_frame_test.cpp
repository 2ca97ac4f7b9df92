// The frame order of platformer.md section 4 (ours), one test per rule:
// platforms (riders, move, carry through the sweep) -> lock counters, grace,
// ladder/grab input, jump, gravity, walk -> move -> grace reset, grab test.
#include <gtest/gtest.h>

#include "box_world.h"

namespace solidtile::test {
namespace {

SolidObject platform(std::vector<Waypoint> path, Sub speed, bool topOnly = true) {
  SolidObject o;
  o.w = 48;
  o.h = 16;
  o.path = std::move(path);
  o.speed = speed;
  o.topOnly = topOnly;
  return o;
}

TEST(BoxFrameOrder, RidersAreNotedBeforePlatformsMove) {
  // A platform rising 2 px a frame: the rider noted at the old top is carried up.
  BoxWorld w;
  w.level.objects.push_back(platform({{100, 200}, {100, 100}}, 512));
  BoxState s = boxState(110, 200 - 32, BoxMode::Ground);
  s.platform = 0;
  for (int i = 0; i < 10; ++i) {
    stepBox(s, w.level, w.cfg, 0);
    ASSERT_EQ(s.platform, 0) << i;
    EXPECT_EQ(s.y + pixels(32), objectPosition(w.level.objects[0], s.frame).y) << i;
  }
  EXPECT_EQ(s.y, pixels(200 - 20 - 32));
}

TEST(BoxFrameOrder, TheCarryGoesThroughTheSweepSoWallsStopIt) {
  BoxWorld w;
  w.level.objects.push_back(platform({{100, 200}, {300, 200}}, 512));
  w.fill(12, 0, 12, 11, w.full);  // a wall at x = 192 above the platform's path
  BoxState s = boxState(150, 200 - 32, BoxMode::Ground);
  s.platform = 0;
  BoxRecord rec;
  bool wall = false;
  for (int i = 0; i < 40; ++i) {
    stepBox(s, w.level, w.cfg, 0, &rec);
    for (int t = 0; t < rec.testCount; ++t) wall = wall || (rec.tests[t].pass == BoxPass::Carry && rec.tests[t].hit);
    EXPECT_LE(s.x + pixels(16), pixels(192));
  }
  EXPECT_TRUE(wall);
}

TEST(BoxFrameOrder, TheJumpComesBeforeGravity) {
  BoxWorld w;
  w.ground(160);
  BoxState s = boxState(40, 128, BoxMode::Ground);
  stepBox(s, w.level, w.cfg, input::kJump);
  EXPECT_EQ(s.vy, -w.cfg.jumpSpeed + w.cfg.gravity);  // the move already fell one gravity
}

TEST(BoxFrameOrder, GraceJumpComesBeforeGravity) {
  BoxWorld w;
  w.fill(0, 10, 9, 12, w.full);
  BoxState s = boxState(150, 128, BoxMode::Ground);
  while (s.mode == BoxMode::Ground) stepBox(s, w.level, w.cfg, input::kRight);
  stepBox(s, w.level, w.cfg, input::kJump);
  EXPECT_EQ(s.vy, -w.cfg.jumpSpeed + w.cfg.gravity);
}

TEST(BoxFrameOrder, WalkAfterTheJumpKeepsFullSpeedOnTheJumpFrame) {
  BoxWorld w;
  w.ground(160);
  BoxState s = boxState(40, 128, BoxMode::Ground);
  stepBox(s, w.level, w.cfg, input::kJump | input::kRight);
  EXPECT_EQ(s.vx, w.cfg.walkSpeed);
}

TEST(BoxFrameOrder, LockCountersRunBeforeTheGrabTest) {
  // Dropped from a ledge holding Down+Right: the three locked frames push no wall.
  BoxWorld w;
  w.fill(10, 6, 10, 31, w.full);
  BoxState s = boxState(144, 100, BoxMode::Grab);
  s.grabX = 10;
  s.grabY = 6;
  BoxRecord rec;
  stepBox(s, w.level, w.cfg, input::kDown | input::kRight, &rec);  // drop
  for (int i = 0; i < 3; ++i) {
    stepBox(s, w.level, w.cfg, input::kDown | input::kRight, &rec);
    EXPECT_FALSE(rec.ledgeScanned) << i;
  }
  stepBox(s, w.level, w.cfg, input::kDown | input::kRight, &rec);
  EXPECT_TRUE(rec.ledgeScanned);
}

TEST(BoxFrameOrder, TheGraceCounterIsResetAfterTheMoveThatLeavesTheGround) {
  BoxWorld w;
  w.fill(0, 10, 9, 12, w.full);
  BoxState s = boxState(150, 128, BoxMode::Ground);
  s.grace = 9;
  BoxRecord rec;
  while (!rec.has(BoxEvent::LeftGround)) stepBox(s, w.level, w.cfg, input::kRight, &rec);
  EXPECT_EQ(s.grace, 0);
  EXPECT_EQ(rec.grace, 0);
}

TEST(BoxFrameOrder, TheGrabTestFollowsTheLandingCheck) {
  // A box that lands this frame beside a ledge-shaped wall does not grab.
  BoxWorld w;
  w.ground(128);
  w.fill(10, 6, 10, 7, w.full);  // E = 96 beside the box, floor at 128
  BoxState s = boxState(144, 94, BoxMode::Air);
  s.vy = pixels(2);
  s.grace = 200;
  stepBox(s, w.level, w.cfg, input::kRight);
  EXPECT_EQ(s.mode, BoxMode::Ground);
}

TEST(BoxFrameOrder, ObjectsUseTheFrameNumberSoRewindIsCopying) {
  BoxWorld w;
  w.level.objects.push_back(platform({{100, 200}, {300, 200}}, 300));
  BoxState s = boxState(110, 200 - 32, BoxMode::Ground);
  s.platform = 0;
  for (int i = 0; i < 30; ++i) stepBox(s, w.level, w.cfg, input::kRight);
  const BoxState saved = s;
  BoxState a = s;
  for (int i = 0; i < 50; ++i) stepBox(a, w.level, w.cfg, i % 7 == 0 ? input::kJump : input::kLeft);
  BoxState b = saved;
  for (int i = 0; i < 50; ++i) stepBox(b, w.level, w.cfg, i % 7 == 0 ? input::kJump : input::kLeft);
  EXPECT_EQ(a, b);
  EXPECT_EQ(saved.frame, 30u);
}

}  // namespace
}  // namespace solidtile::test

namespace solidtile::test {
namespace {

TEST(BoxRecordReuse, AReusedRecordHoldsOnlyThisFramesProbes) {
  BoxWorld w;
  w.ground(400);
  SolidObject o;
  o.w = 64;
  o.h = 16;
  o.path = {{100, 200}};
  w.level.objects.push_back(o);
  BoxState onObject = boxState(110, 200 - 32, BoxMode::Ground);
  BoxRecord rec;
  stepBox(onObject, w.level, w.cfg, 0, &rec);
  ASSERT_EQ(onObject.platform, 0);
  bool sawObject = false;
  for (int i = 0; i < rec.floorCount; ++i) sawObject = sawObject || rec.floors[i].object == 0;
  EXPECT_TRUE(sawObject);
  BoxState onTiles = boxState(300, 400 - 32, BoxMode::Ground);
  stepBox(onTiles, w.level, w.cfg, 0, &rec);
  ASSERT_GT(rec.floorCount, 0);
  for (int i = 0; i < rec.floorCount; ++i) EXPECT_EQ(rec.floors[i].object, -1) << i;
  EXPECT_FALSE(rec.ledgeScanned);
  EXPECT_EQ(rec.target, pixels(368));
}

}  // namespace
}  // namespace solidtile::test
