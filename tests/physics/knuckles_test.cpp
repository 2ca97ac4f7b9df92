// Knuckles' glide, slide, wall grab and climb in `sonic3k`, pinned on
// purpose-built levels with Sonic & Knuckles' numbers (skdisasm sonic3k.asm:
// Knux_Test_For_Glide, Knuckles_Move_Glide, Knuckles_Glide and its states).
#include <gtest/gtest.h>

#include "level_builder.h"
#include "solidtile/sonic/player.h"

namespace solidtile {
namespace {

using test::LevelBuilder;
using test::px;

PlayerConfig knuckles(Profile p = Profile::Sonic3K) { return test::characterConfig(Character::Knuckles, p); }
const PlayerConfig kKnux = knuckles();

// Ground at 736 across the level.
LevelBuilder knucklesGround() { return test::groundAt(736); }

// Ground at 736 and a wall whose left face is x 480, from row `topRow` to `bottomRow` (tiles).
LevelBuilder wallLevel(int topRow, int bottomRow) {
  LevelBuilder b = knucklesGround();
  b.fill(30, topRow, 40, bottomRow, b.full);
  return b;
}

// Knuckles mid-glide at (x, y), holding jump, at the glide's start speed.
PlayerState gliding(int x, int y, bool left = false) {
  PlayerState s = spawnPlayer(kKnux, x, y);
  s.move = Move::Glide;
  s.radiusX = s.radiusY = 10;
  s.jumping = true;
  s.gsp = 0x400;
  s.xsp = left ? -0x400 : 0x400;
  s.glideTurn = left ? 0x80 : 0;
  s.facingLeft = left;
  s.held = input::kJump;
  return s;
}

// Steps until `done` or `limit` frames; the frames stepped.
template <class F>
int stepUntil(PlayerState& s, const Level& level, Input in, F done, int limit = 2000) {
  int n = 0;
  while (!done(s) && n < limit) {
    stepPlayer(s, level, kKnux, in);
    ++n;
  }
  return n;
}

// Knux_Test_For_Glide: a press once the rise is slower than -4 adds $200 to
// ysp (a result below 0 becomes 0) and sets speed and xsp to $400 facing on;
// the rest of the frame is the ordinary air frame (gravity $38, 10 x 10).
TEST(KnucklesGlide, ASecondPressStartsTheGlideAt4PixelsAFrame) {
  const LevelBuilder b = knucklesGround();
  for (const Sub ysp0 : {-0x300, 0x100}) {
    PlayerState s = spawnPlayer(kKnux, 400, 300);
    s.jumping = true;
    s.rolling = true;
    s.ysp = ysp0;
    s.xsp = 0x100;
    StepRecord rec;
    stepPlayer(s, b.level, kKnux, input::kJump, &rec);
    EXPECT_TRUE(rec.has(EventKind::GlideStarted));
    EXPECT_EQ(s.move, Move::Glide);
    EXPECT_EQ(s.gsp, 0x400);
    EXPECT_FALSE(s.rolling);
    EXPECT_EQ(s.radiusX, 10);
    EXPECT_EQ(s.radiusY, 10);
    if (ysp0 < 0) {
      EXPECT_EQ(s.xsp, 0x400);        // ysp -$100 became 0: no drag
      EXPECT_EQ(s.ysp, 0x38);         // then gravity
    } else {
      EXPECT_EQ(s.ysp, 0x300 + 0x38);
    }
  }
  // Rising faster than -4 the press does nothing (jump release territory).
  PlayerState fast = spawnPlayer(kKnux, 400, 300);
  fast.jumping = true;
  fast.ysp = -0x500;
  stepPlayer(fast, b.level, kKnux, input::kJump);
  EXPECT_EQ(fast.move, Move::None);
}

// Only sonic3k's Knuckles glides; Sonic in sonic3k and Knuckles in sonic2 keep the plain air frame.
TEST(KnucklesGlide, OnlySonic3kKnucklesGlides) {
  const LevelBuilder b = knucklesGround();
  const PlayerConfig sonic = defaultPlayerConfig(Profile::Sonic3K);
  const PlayerConfig knux2 = knuckles(Profile::Sonic2);
  for (const PlayerConfig* c : {&sonic, &knux2}) {
    PlayerState s = spawnPlayer(*c, 400, 300);
    s.jumping = true;
    s.ysp = -0x300;
    stepPlayer(s, b.level, *c, input::kJump);
    EXPECT_EQ(s.move, Move::None);
  }
  EXPECT_EQ(kKnux.ability, Ability::Glide);
  EXPECT_EQ(knux2.ability, Ability::None);
}

// Knuckles_Move_Glide: from $400 the speed gains 4 a frame (8 below $400),
// xsp = cos(heading) * speed; ysp gains $20 below $80 and loses $20 from
// there, so the glide sinks at about half a pixel a frame.
TEST(KnucklesGlide, SpeedGainsFourAFrameAndTheSinkSettlesAround0x80) {
  const LevelBuilder b = knucklesGround();
  PlayerState s = gliding(400, 200);
  s.ysp = 0x38;
  const Sub ysps[] = {0x58, 0x78, 0x98, 0x78, 0x98};
  for (int f = 1; f <= 5; ++f) {
    stepPlayer(s, b.level, kKnux, input::kJump);
    EXPECT_EQ(s.gsp, 0x400 + 4 * f);
    EXPECT_EQ(s.xsp, s.gsp);
    EXPECT_EQ(s.ysp, ysps[f - 1]) << f;
  }
  PlayerState slow = gliding(400, 200);
  slow.gsp = 0x200;
  stepPlayer(slow, b.level, kKnux, input::kJump);
  EXPECT_EQ(slow.gsp, 0x208);
}

// Turning: the heading moves 2 a frame from 0 to $80 (64 frames), gains no
// speed meanwhile, and a turn once begun finishes without the button.
TEST(KnucklesGlide, TurningTakes64FramesAndFinishesOnItsOwn) {
  const LevelBuilder b = knucklesGround();
  PlayerState s = gliding(1000, 200);
  stepPlayer(s, b.level, kKnux, input::kJump | input::kLeft);
  EXPECT_EQ(s.glideTurn, 2);
  EXPECT_EQ(s.gsp, 0x404);  // the speed is taken before the turn
  for (int f = 2; f <= 64; ++f) stepPlayer(s, b.level, kKnux, input::kJump);
  EXPECT_EQ(s.glideTurn, 0x80);
  EXPECT_EQ(s.gsp, 0x404);
  EXPECT_EQ(s.xsp, -0x404);
  EXPECT_TRUE(s.facingLeft);
}

// Letting go of jump: the glide's fall, xsp quartered, standing size; then
// gravity $38 after the move.
TEST(KnucklesGlide, LettingGoDropsWithAQuarterOfTheSpeed) {
  const LevelBuilder b = knucklesGround();
  PlayerState s = gliding(400, 200);
  s.ysp = 0x80;
  StepRecord rec;
  stepPlayer(s, b.level, kKnux, 0, &rec);
  EXPECT_TRUE(rec.has(EventKind::GlideReleased));
  EXPECT_EQ(s.move, Move::GlideFall);
  EXPECT_EQ(s.xsp, 0x404 >> 2);
  EXPECT_EQ(s.radiusY, kKnux.standRadiusY);
  const Sub y = s.y, ysp = s.ysp;
  stepPlayer(s, b.level, kKnux, 0);
  EXPECT_EQ(s.y, y + ysp);
  EXPECT_EQ(s.ysp, ysp + 0x38);
  // It lands on the flat floor locked for 15 frames.
  stepUntil(s, b.level, 0, [](const PlayerState& p) { return !p.airborne; });
  EXPECT_EQ(px(s.y), 716);
  EXPECT_EQ(s.move, Move::None);
  EXPECT_EQ(s.controlLock, 15);
  EXPECT_EQ(s.xsp, 0);
}

// Knuckles_Sliding: landing flat while gliding slides (10 px tall, Y 725 on
// ground 736), holding jump xsp loses $20 a frame; letting go he stands (Y 716), locked 15 frames.
TEST(KnucklesGlide, LandingFlatSlidesThenStandsUp) {
  const LevelBuilder b = knucklesGround();
  PlayerState s = gliding(400, 722);
  s.ysp = 0x80;
  StepRecord rec;
  int n = 0;
  while (s.move == Move::Glide && n++ < 100) stepPlayer(s, b.level, kKnux, input::kJump, &rec);
  ASSERT_EQ(s.move, Move::GlideSlide);
  EXPECT_TRUE(rec.has(EventKind::GlideSlid));
  EXPECT_EQ(px(s.y), 725);
  EXPECT_TRUE(s.airborne);
  const Sub xsp = s.xsp;
  stepPlayer(s, b.level, kKnux, input::kJump);
  EXPECT_EQ(s.xsp, xsp - 0x20);
  EXPECT_EQ(px(s.y), 725);
  stepPlayer(s, b.level, kKnux, 0, &rec);
  EXPECT_TRUE(rec.has(EventKind::GlideStood));
  EXPECT_FALSE(s.airborne);
  EXPECT_EQ(px(s.y), 716);
  EXPECT_EQ(s.controlLock, 15);
  EXPECT_EQ(s.xsp, 0);
}

// A slide that runs out of speed (xsp crosses 0) stands up too.
TEST(KnucklesGlide, ASlideStopsWhenItsSpeedRunsOut) {
  const LevelBuilder b = knucklesGround();
  PlayerState s = gliding(400, 725);
  s.move = Move::GlideSlide;
  s.ysp = 0;
  s.xsp = 0x50;
  const int frames = stepUntil(s, b.level, input::kJump, [](const PlayerState& p) { return !p.airborne; });
  EXPECT_EQ(frames, 3);  // $50 -> $30 -> $10 -> below 0
}

// Knuckles_Gliding_HitWall: both casts at x + 10, y -+ 10 touch: he grabs,
// speeds 0; the grab's x goes into x_pos+2, the position's subpixel word,
// so x 469 keeps a subpixel of 469 >> 8 = 1.
TEST(KnucklesClimb, GlidingIntoAWallGrabsIt) {
  const LevelBuilder b = wallLevel(20, 45);
  PlayerState s = gliding(440, 600);
  StepRecord rec;
  int n = 0;
  while (s.move == Move::Glide && n++ < 100) stepPlayer(s, b.level, kKnux, input::kJump, &rec);
  ASSERT_EQ(s.move, Move::Climb);
  EXPECT_TRUE(rec.has(EventKind::WallGrabbed));
  EXPECT_EQ(s.x, 469 * 256 + 1);
  EXPECT_EQ(s.grabX, 469);
  EXPECT_EQ(s.xsp, 0);
  EXPECT_EQ(s.ysp, 0);
  EXPECT_FALSE(s.facingLeft);
  bool climbCasts = false;
  for (int i = 0; i < rec.castCount; ++i) climbCasts |= rec.casts[i].sensor == SensorId::Climb;
  EXPECT_TRUE(climbCasts);  // the debugger draws the grab's casts
}

// Near a wall's top the upper cast misses: a floor within 12 px below y - 11
// just past the wall's edge snaps him down onto it and he grabs.
TEST(KnucklesClimb, GlidingInJustBelowTheTopGrabsTheEdge) {
  const LevelBuilder b = wallLevel(20, 45);  // top at 320
  PlayerState s = gliding(440, 325);
  s.ysp = 0;
  int n = 0;
  while (s.move == Move::Glide && n++ < 100) stepPlayer(s, b.level, kKnux, input::kJump);
  ASSERT_EQ(s.move, Move::Climb);
  EXPECT_EQ(px(s.y) - 11, 319);  // y - 11 sits on the top row's edge
}

// Climbing up: 1 px a frame; where the wall ends above (4 px or more at
// y - 11) he pulls up over it in four steps 6 frames apart, (+3,-3),
// (+8,-10), (-8,-12), (+8,-5), and stands on the top: Y = 320 - 20.
TEST(KnucklesClimb, ClimbsUpOnePixelAFrameAndPullsUpOverTheTop) {
  const LevelBuilder b = wallLevel(20, 45);
  PlayerState s = gliding(440, 600);
  int n = 0;
  while (s.move == Move::Glide && n++ < 100) stepPlayer(s, b.level, kKnux, input::kJump);
  ASSERT_EQ(s.move, Move::Climb);
  const int y0 = px(s.y);
  stepPlayer(s, b.level, kKnux, input::kUp);
  EXPECT_EQ(px(s.y), y0 - 1);
  stepUntil(s, b.level, input::kUp, [](const PlayerState& p) { return p.move != Move::Climb; });
  ASSERT_EQ(s.move, Move::ClimbLedge);
  EXPECT_EQ(px(s.y), 330 - 3);  // the pull-up began at y 330 (y - 11 above the top)
  EXPECT_EQ(px(s.x), 469 + 3);
  StepRecord rec;
  const int frames = stepUntil(
      s, b.level, 0,
      [&](const PlayerState& p) { return p.move != Move::ClimbLedge; });
  EXPECT_EQ(frames, 18);
  EXPECT_FALSE(s.airborne);
  EXPECT_EQ(px(s.x), 469 + 11);
  EXPECT_EQ(px(s.y), 300);
  EXPECT_EQ(s.radiusY, 19);
  stepPlayer(s, b.level, kKnux, 0, &rec);
  EXPECT_FALSE(s.airborne);  // stands on the top
  EXPECT_EQ(px(s.y), 300);
}

// Climbing down 1 px a frame until the floor at y + 19 is reached: he stands (Y 716).
TEST(KnucklesClimb, ClimbsDownOnePixelAFrameToTheFloor) {
  const LevelBuilder b = wallLevel(20, 45);
  PlayerState s = gliding(440, 600);
  int n = 0;
  while (s.move == Move::Glide && n++ < 100) stepPlayer(s, b.level, kKnux, input::kJump);
  ASSERT_EQ(s.move, Move::Climb);
  const int y0 = px(s.y);
  stepPlayer(s, b.level, kKnux, input::kDown);
  EXPECT_EQ(px(s.y), y0 + 1);
  const int frames = stepUntil(s, b.level, input::kDown, [](const PlayerState& p) { return !p.airborne; });
  EXPECT_EQ(frames, 717 - (y0 + 1) + 1);
  EXPECT_EQ(px(s.y), 716);
  EXPECT_EQ(s.move, Move::None);
}

// A wall that ends above the floor: climbing down past its bottom (nothing at
// y + 11) lets go into the glide's fall, standing size.
TEST(KnucklesClimb, ClimbingOffTheBottomLetsGo) {
  const LevelBuilder b = wallLevel(20, 35);  // bottom row ends at 575
  PlayerState s = gliding(440, 500);
  int n = 0;
  while (s.move == Move::Glide && n++ < 100) stepPlayer(s, b.level, kKnux, input::kJump);
  ASSERT_EQ(s.move, Move::Climb);
  StepRecord rec;
  while (s.move == Move::Climb && n++ < 300) stepPlayer(s, b.level, kKnux, input::kDown, &rec);
  EXPECT_EQ(s.move, Move::GlideFall);
  EXPECT_TRUE(rec.has(EventKind::WallLetGo));
  EXPECT_EQ(px(s.y) + 11, 576);  // the first row below the wall
  EXPECT_EQ(s.radiusY, 19);
}

// Jumping off: ysp -$380, xsp $400 away from the wall, rolled up; a press in
// the air can glide again.
TEST(KnucklesClimb, JumpingOffTheWallLeapsAway) {
  const LevelBuilder b = wallLevel(20, 45);
  PlayerState s = gliding(440, 600);
  int n = 0;
  while (s.move == Move::Glide && n++ < 100) stepPlayer(s, b.level, kKnux, input::kJump);
  ASSERT_EQ(s.move, Move::Climb);
  stepPlayer(s, b.level, kKnux, 0);
  StepRecord rec;
  stepPlayer(s, b.level, kKnux, input::kJump, &rec);
  EXPECT_TRUE(rec.has(EventKind::WallJumped));
  EXPECT_EQ(s.move, Move::None);
  EXPECT_EQ(s.ysp, -0x380);
  EXPECT_EQ(s.xsp, -0x400);
  EXPECT_TRUE(s.facingLeft);
  EXPECT_TRUE(s.rolling);
  EXPECT_EQ(s.radiusY, 14);
  stepPlayer(s, b.level, kKnux, 0);
  stepPlayer(s, b.level, kKnux, input::kJump, &rec);
  EXPECT_EQ(s.move, Move::Glide);
}

// Gliding left into a wall's right face: the grab moves him 1 px off it
// (CheckLeftCeilingDist reads from x - 10), and climbing reads from x - 11.
TEST(KnucklesClimb, GrabbingALeftWallStepsOnePixelOff) {
  const LevelBuilder b = wallLevel(20, 45);  // right face: x 655
  PlayerState s = gliding(720, 600, true);
  int n = 0;
  while (s.move == Move::Glide && n++ < 100) stepPlayer(s, b.level, kKnux, input::kJump);
  ASSERT_EQ(s.move, Move::Climb);
  EXPECT_TRUE(s.facingLeft);
  EXPECT_EQ(px(s.x), 656 + 10 + 1);
  const int y0 = px(s.y);
  stepPlayer(s, b.level, kKnux, input::kUp);
  EXPECT_EQ(px(s.y), y0 - 1);  // still on the wall
  EXPECT_EQ(s.move, Move::Climb);
}

}  // namespace
}  // namespace solidtile
