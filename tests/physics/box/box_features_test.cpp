// Ladders, stairs, ice, objects' paths, tags: the features box_demo shows.
#include <gtest/gtest.h>

#include "box_world.h"

namespace solidtile::test {
namespace {

TEST(BoxLadder, ClimbsToTheTopAndStandsOnIt) {
  BoxWorld w;
  w.ground(192);
  w.tag(10, 6, 10, 11, TileTag::Ladder);  // ladder top at y = 96
  BoxState s = boxState(152, 160, BoxMode::Ground);
  BoxRecord rec;
  bool top = false;
  for (int i = 0; i < 200; ++i) {
    stepBox(s, w.level, w.cfg, input::kUp, &rec);
    top = top || rec.has(BoxEvent::LadderTop);
    if (top) break;
  }
  EXPECT_TRUE(top);
  EXPECT_EQ(s.mode, BoxMode::Ground);
  EXPECT_EQ(s.y, pixels(96 - 32));
  EXPECT_TRUE(s.flags & boxflag::kLadderTop);
  // It stays there.
  for (int i = 0; i < 10; ++i) stepBox(s, w.level, w.cfg, 0);
  EXPECT_EQ(s.y, pixels(64));
  // Down climbs back in, through the top.
  stepBox(s, w.level, w.cfg, input::kDown, &rec);
  EXPECT_TRUE(rec.has(BoxEvent::LadderEnter));
  EXPECT_EQ(s.mode, BoxMode::Ladder);
  EXPECT_EQ(s.y, pixels(65));
  for (int i = 0; i < 200 && s.mode == BoxMode::Ladder; ++i) stepBox(s, w.level, w.cfg, input::kDown);
  EXPECT_EQ(s.mode, BoxMode::Ground);
  EXPECT_EQ(s.y, pixels(160));
}

TEST(BoxLadder, JumpLetsGoAndAHangingLadderDropsTheBoxBelowIt) {
  BoxWorld w;
  w.ground(256);
  w.tag(10, 4, 10, 8, TileTag::Ladder);  // rows 64..143, hanging
  BoxState s = boxState(152, 100, BoxMode::Air);
  BoxRecord rec;
  stepBox(s, w.level, w.cfg, input::kUp, &rec);
  ASSERT_EQ(s.mode, BoxMode::Ladder);
  BoxState jumped = s;
  stepBox(jumped, w.level, w.cfg, input::kJump, &rec);
  EXPECT_EQ(jumped.mode, BoxMode::Air);
  EXPECT_TRUE(rec.has(BoxEvent::LadderLeave));
  for (int i = 0; i < 200 && s.mode == BoxMode::Ladder; ++i) stepBox(s, w.level, w.cfg, input::kDown);
  EXPECT_EQ(s.mode, BoxMode::Air);
  EXPECT_GT(s.y, pixels(144 - 32));
}

TEST(BoxStairs, ClimbsUpRightStepByStepAndStepsOffAtTheTop) {
  BoxWorld w;
  w.ground(192);
  for (int i = 0; i < 4; ++i) w.tag(10 + i, 11 - i, 10 + i, 11 - i, TileTag::StairUpRight);
  w.fill(14, 8, 30, 11, w.full);  // the upper floor at y = 128
  BoxState s = boxState(140, 160, BoxMode::Ground);  // centre 148, the first step (10, 11) ahead
  BoxRecord rec;
  stepBox(s, w.level, w.cfg, input::kUp, &rec);
  ASSERT_TRUE(rec.has(BoxEvent::StairsEnter));
  EXPECT_EQ(s.x + pixels(8), pixels(160));
  int steps = 0;
  for (int i = 0; i < 200 && s.mode == BoxMode::Stairs; ++i) {
    const Sub y = s.y;
    stepBox(s, w.level, w.cfg, input::kRight, &rec);
    if (s.y != y) {
      ++steps;
      EXPECT_EQ(s.y - y, -pixels(8));
      EXPECT_EQ(s.vx, pixels(8));
    }
  }
  EXPECT_EQ(steps, 8);  // 4 tiles of two half-tile steps
  EXPECT_EQ(s.mode, BoxMode::Ground);
  EXPECT_EQ(s.y + pixels(32), pixels(128));
  // And back down with Down from the top.
  stepBox(s, w.level, w.cfg, input::kDown, &rec);
  ASSERT_TRUE(rec.has(BoxEvent::StairsEnter));
  for (int i = 0; i < 200 && s.mode == BoxMode::Stairs; ++i) stepBox(s, w.level, w.cfg, input::kDown);
  EXPECT_EQ(s.mode, BoxMode::Ground);
  EXPECT_EQ(s.y + pixels(32), pixels(192));
}

TEST(BoxStairs, UpLeftStairsClimbLeft) {
  BoxWorld w;
  w.ground(192);
  for (int i = 0; i < 2; ++i) w.tag(20 - i, 11 - i, 20 - i, 11 - i, TileTag::StairUpLeft);
  w.fill(0, 10, 18, 11, w.full);  // upper floor at y = 160 left of the stairs
  BoxState s = boxState(330, 160, BoxMode::Ground);  // centre 338 in tile 21
  BoxRecord rec;
  stepBox(s, w.level, w.cfg, input::kUp, &rec);
  ASSERT_TRUE(rec.has(BoxEvent::StairsEnter));
  for (int i = 0; i < 100 && s.mode == BoxMode::Stairs; ++i) stepBox(s, w.level, w.cfg, input::kLeft);
  EXPECT_EQ(s.mode, BoxMode::Ground);
  EXPECT_EQ(s.y + pixels(32), pixels(160));
  EXPECT_EQ(s.x + pixels(8), pixels(304));
}

TEST(BoxIce, AcceleratesAndBrakesByAnEighthOfWalkSpeed) {
  BoxWorld w;
  w.ground(160);
  w.tag(0, 10, 63, 10, TileTag::Ice);
  BoxState s = boxState(40, 128, BoxMode::Ground);
  BoxRecord rec;
  stepBox(s, w.level, w.cfg, 0, &rec);
  EXPECT_TRUE(s.flags & boxflag::kIce);
  stepBox(s, w.level, w.cfg, input::kRight, &rec);
  EXPECT_EQ(s.vx, w.cfg.iceAccel);
  EXPECT_TRUE(rec.has(BoxEvent::Ice));
  for (int i = 0; i < 20; ++i) stepBox(s, w.level, w.cfg, input::kRight);
  EXPECT_EQ(s.vx, w.cfg.walkSpeed);
  stepBox(s, w.level, w.cfg, 0);
  EXPECT_EQ(s.vx, w.cfg.walkSpeed - w.cfg.iceBrake);
  // Off the ice the stop is immediate.
  BoxWorld dry;
  dry.ground(160);
  BoxState d = boxState(40, 128, BoxMode::Ground);
  stepBox(d, dry.level, dry.cfg, input::kRight);
  EXPECT_EQ(d.vx, dry.cfg.walkSpeed);
  stepBox(d, dry.level, dry.cfg, 0);
  EXPECT_EQ(d.vx, 0);
}

TEST(BoxSolidity, SidesAndBottomIsWallAndCeilingButNoFloor) {
  BoxWorld w;
  w.fill(5, 10, 15, 10, w.full, Solidity::SidesAndBottom);
  BoxMove fall = boxAt(100, 120, 0, pixels(8));
  EXPECT_FALSE(has(w.move(fall, BoxMode::Air), boxflag::kGround));
  BoxMove head = boxAt(100, 178, 0, -pixels(4));
  EXPECT_TRUE(has(w.move(head, BoxMode::Air), boxflag::kCeiling));
  EXPECT_EQ(head.y, pixels(176));
  BoxMove side = boxAt(60, 150, pixels(8));
  EXPECT_TRUE(has(w.move(side, BoxMode::Air), boxflag::kWallRight));
}

TEST(BoxSolidity, TheSonicPlayerIgnoresTagsAndTheBoxReadsOnePath) {
  BoxWorld w(64, 32, 2);
  w.fill(0, 10, 63, 12, w.full, Solidity::All, 1);  // floor only on path 1
  BoxState s = boxState(40, 100, BoxMode::Air);
  for (int i = 0; i < 30; ++i) stepBox(s, w.level, w.cfg, 0);
  EXPECT_GT(s.y, pixels(128));  // path 0: nothing to land on
  BoxState p1 = boxState(40, 100, BoxMode::Air);
  p1.path = 1;
  for (int i = 0; i < 30; ++i) stepBox(p1, w.level, w.cfg, 0);
  EXPECT_EQ(p1.y, pixels(128));
}

TEST(BoxSolidity, SwitchersMoveTheBoxToTheirPath) {
  BoxWorld w(64, 32, 2);
  w.ground(160);
  w.level.switchers.push_back({200, 100, 200, 0, 1, false});
  BoxState s = boxState(150, 128, BoxMode::Ground);
  BoxRecord rec;
  bool switched = false;
  for (int i = 0; i < 60; ++i) {
    stepBox(s, w.level, w.cfg, input::kRight, &rec);
    switched = switched || rec.has(BoxEvent::PathSwitched);
  }
  EXPECT_TRUE(switched);
  EXPECT_EQ(s.path, 1);
}

TEST(BoxSolidity, AHorizontalSwitcherIsCrossedByTheBoxsCentreRow) {
  BoxWorld w(64, 32, 2);
  // Row 100 from column 20 to 80: falling through it from above takes path 1.
  w.level.switchers.push_back(horizontalSwitcher(100, 20, 80, 0, 1, false));
  BoxState s = boxState(40, 60, BoxMode::Air);
  BoxRecord rec;
  bool switched = false;
  for (int i = 0; i < 60 && !switched; ++i) {
    stepBox(s, w.level, w.cfg, 0, &rec);
    switched = rec.has(BoxEvent::PathSwitched);
  }
  EXPECT_TRUE(switched);
  EXPECT_EQ(s.path, 1);
  BoxState beside = boxState(200, 60, BoxMode::Air);  // centre column outside 20..80
  for (int i = 0; i < 60; ++i) stepBox(beside, w.level, w.cfg, 0);
  EXPECT_EQ(beside.path, 0);
}

TEST(Objects, PingPongWaitsAtBothEnds) {
  SolidObject o;
  o.path = {{0, 0}, {10, 0}};
  o.speed = 512;  // 2 px a frame: 5 frames a leg
  o.wait = 3;
  EXPECT_EQ(objectPosition(o, 0).x, 0);
  EXPECT_EQ(objectPosition(o, 2).x, 0);
  EXPECT_EQ(objectPosition(o, 3).x, 0);
  EXPECT_EQ(objectPosition(o, 4).x, pixels(2));
  EXPECT_EQ(objectPosition(o, 8).x, pixels(10));   // arrived, waiting
  EXPECT_EQ(objectPosition(o, 10).x, pixels(10));
  EXPECT_EQ(objectPosition(o, 12).x, pixels(8));   // on its way back
  EXPECT_EQ(objectPosition(o, 16).x, 0);           // cycle 16 frames
  EXPECT_EQ(objectPosition(o, 16 * 1000 + 4).x, pixels(2));
}

// Two-point ping-pong has its own short path in objectPosition; without a wait
// it is the same route as the two-point loop, which takes the general walk.
TEST(Objects, TwoPointPingPongMovesLikeTheGeneralWalk) {
  for (const Sub speed : {100, 256, 333, 4096}) {
    SolidObject pingPong;
    pingPong.path = {{3, -7}, {40, 12}};  // diagonal: the shorter axis divides
    pingPong.speed = speed;
    SolidObject loop = pingPong;
    loop.loop = ObjectLoop::Loop;
    for (std::uint32_t f = 0; f < 200; ++f) EXPECT_EQ(objectPosition(pingPong, f), objectPosition(loop, f)) << speed << " " << f;
    EXPECT_EQ(objectPosition(pingPong, 4000000000u), objectPosition(loop, 4000000000u)) << speed;
  }
}

TEST(Objects, LoopsCloseTheirPathAndDiagonalsFollowTheLongerAxis) {
  SolidObject o;
  o.path = {{0, 0}, {8, 4}, {0, 8}};
  o.loop = ObjectLoop::Loop;
  o.speed = 256;
  EXPECT_EQ(objectPosition(o, 4), (ObjectPos{pixels(4), pixels(2)}));
  EXPECT_EQ(objectPosition(o, 8), (ObjectPos{pixels(8), pixels(4)}));
  EXPECT_EQ(objectPosition(o, 20), (ObjectPos{0, pixels(4)}));  // closing leg 8 px up
  EXPECT_EQ(objectPosition(o, 24), (ObjectPos{0, 0}));
  SolidObject still;
  still.path = {{5, 6}};
  EXPECT_EQ(objectPosition(still, 12345), (ObjectPos{pixels(5), pixels(6)}));
  EXPECT_FALSE(objectProblem(o).size());
  SolidObject bad;
  EXPECT_EQ(objectProblem(bad), "path is empty; a static object has one point");
}

TEST(Objects, SolidObjectsAreWallsAndCeilings) {
  BoxWorld w;
  SolidObject o;
  o.w = 32;
  o.h = 32;
  o.path = {{200, 100}};
  w.level.objects.push_back(o);
  BoxMove side = boxAt(180, 110, pixels(8));
  EXPECT_TRUE(has(w.move(side, BoxMode::Air), boxflag::kWallRight));
  EXPECT_EQ(side.x, pixels(184));
  BoxMove head = boxAt(205, 134, 0, -pixels(6));
  EXPECT_TRUE(has(w.move(head, BoxMode::Air), boxflag::kCeiling));
  EXPECT_EQ(head.y, pixels(132));
  BoxMove top = boxAt(205, 66, 0, pixels(6));
  EXPECT_TRUE(has(w.move(top, BoxMode::Air), boxflag::kGround));
  EXPECT_EQ(top.y, pixels(68));
  EXPECT_EQ(top.platform, 0);
}

TEST(Tags, NamesRoundTripAndALevelWithoutTagsReadsNone) {
  for (int i = 0; i < kTileTagCount; ++i) {
    const auto t = static_cast<TileTag>(i);
    EXPECT_EQ(parseTileTag(tileTagName(t)), t);
  }
  EXPECT_FALSE(parseTileTag("rope"));
  Level l(4, 4, 1);
  EXPECT_EQ(l.tag(0, 1, 1), TileTag::None);
  EXPECT_TRUE(l.tagData(0).empty());
  EXPECT_TRUE(l.setTag(0, 1, 1, TileTag::Ice));
  EXPECT_EQ(l.tag(0, 1, 1), TileTag::Ice);
  EXPECT_EQ(l.tag(0, 9, 1), TileTag::None);
  EXPECT_FALSE(l.setTag(1, 1, 1, TileTag::Ice));
  EXPECT_TRUE(l.hasTags(0));
}

TEST(BoxLevelBounds, FallingPastTheBottomEdgeIsOneEventAndThenTheBoxStaysPut) {
  BoxWorld w(16, 8);  // 128 px tall, no floor
  BoxState s = spawnBox(40, 60);
  BoxRecord rec;
  int fellOn = -1, events = 0;
  for (int i = 0; i < 120; ++i) {
    const BoxState before = s;
    stepBox(s, w.level, w.cfg, input::kRight, &rec);
    if (rec.has(BoxEvent::FellOutOfLevel)) {
      ++events;
      if (fellOn < 0) fellOn = i;
      EXPECT_LT(before.y, pixels(w.level.heightPixels())) << "the frame it leaves, not a later one";
      EXPECT_GE(s.y, pixels(w.level.heightPixels()));
    }
  }
  ASSERT_GE(fellOn, 0) << "the box fell past the bottom without the event";
  EXPECT_EQ(events, 1);
  EXPECT_TRUE(boxOutOfLevel(s, w.level));
  const BoxState out = s;
  stepBox(s, w.level, w.cfg, input::kJump | input::kLeft);
  EXPECT_EQ(s, out) << "out of the level the box steps no more";
  // Without a record the same frames give the same states.
  BoxState plain = spawnBox(40, 60);
  for (int i = 0; i < 120; ++i) stepBox(plain, w.level, w.cfg, input::kRight);
  EXPECT_EQ(plain, out);
}

TEST(BoxLevelBounds, ABoxStandingOnTheBottomRowIsStillInTheLevel) {
  BoxWorld w(16, 8);
  w.ground(112);  // the last row is solid
  BoxState s = spawnBox(40, 60);
  BoxRecord rec;
  for (int i = 0; i < 120; ++i) {
    stepBox(s, w.level, w.cfg, 0, &rec);
    EXPECT_FALSE(rec.has(BoxEvent::FellOutOfLevel));
  }
  EXPECT_TRUE(s.grounded());
  EXPECT_FALSE(boxOutOfLevel(s, w.level));
}

}  // namespace
}  // namespace solidtile::test
