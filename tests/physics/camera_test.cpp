// The games' camera (camera/camera.h): every number of each profile's
// ScrollHoriz / ScrollVertical pinned, first on players placed by hand (the
// camera reads only the player's state), then on real runs.
#include <gtest/gtest.h>

#include <algorithm>
#include <type_traits>

#include "level_builder.h"
#include "solidtile/camera/camera.h"
#include "solidtile/sonic/player.h"

namespace solidtile {
namespace {

using test::LevelBuilder;
using test::standing;

const CameraConfig kGuideCam = cameraConfigFor(Profile::Guide);
const CameraConfig kS1Cam = cameraConfigFor(Profile::Sonic1);
const CameraConfig kS2Cam = cameraConfigFor(Profile::Sonic2);
const CameraConfig kS3Cam = cameraConfigFor(Profile::Sonic3K);
const PlayerConfig kS2 = defaultPlayerConfig(Profile::Sonic2);

// 4096 x 1024 pixels: the camera's limits are 0..3776 and 0..800.
const Level kLevel(256, 64, 1);

// A player at (x, y) pixels, on the ground unless `air`, after a step that ran `look`.
PlayerState at(int x, int y, bool air = false, LookRoutine look = LookRoutine::Moving) {
  PlayerState p;
  p.x = pixels(x);
  p.y = pixels(y);
  p.airborne = air;
  p.look = air ? LookRoutine::Airborne : look;
  return p;
}

// A camera at (cx, cy) at rest.
CameraState cameraAt(const CameraConfig& k, int cx, int cy) {
  CameraState c = startCamera(k, kLevel, at(cx + k.startOffsetX, cy + k.startOffsetY));
  EXPECT_EQ(c.x, cx);
  EXPECT_EQ(c.y, cy);
  return c;
}

// The camera's x after one step with the player `dx` right of its left edge (and on its look line).
int stepX(const CameraConfig& k, int dx) {
  CameraState c = cameraAt(k, 1000, 400);
  stepCamera(c, k, kLevel, at(1000 + dx, 400 + k.defaultBias), kS2);
  return c.x - 1000;
}

// ... and its y with the player `dy` below the look line.
int stepY(const CameraConfig& k, int dy, bool air = false, Sub gsp = 0) {
  CameraState c = cameraAt(k, 1000, 400);
  PlayerState p = at(1000 + 152, 400 + k.defaultBias + dy, air);
  p.gsp = gsp;
  stepCamera(c, k, kLevel, p, kS2);
  return c.y - 400;
}

TEST(Camera, StateIsPlainDataCopiedToRewind) {
  static_assert(std::is_trivially_copyable_v<CameraState>);
  CameraState c = startCamera(kS2Cam, kLevel, at(500, 500));
  const CameraState saved = c;
  stepCamera(c, kS2Cam, kLevel, at(700, 520), kS2);
  const CameraState once = c;
  c = saved;
  stepCamera(c, kS2Cam, kLevel, at(700, 520), kS2);
  EXPECT_EQ(c, once);
}

// LevelSizeLoad: the player 160 right of and 96 below the corner, kept inside the level.
TEST(Camera, StartsWithThePlayerAt160By96InsideTheLevel) {
  for (const CameraConfig& k : {kGuideCam, kS1Cam, kS2Cam, kS3Cam}) {
    CameraState c = startCamera(k, kLevel, at(500, 700));
    EXPECT_EQ(c.x, 340);
    EXPECT_EQ(c.y, 604);
    EXPECT_EQ(c.bias, 0x60);
    c = startCamera(k, kLevel, at(100, 50));
    EXPECT_EQ(c.x, 0);
    EXPECT_EQ(c.y, 0);
    c = startCamera(k, kLevel, at(4090, 1020));
    EXPECT_EQ(c.x, 4096 - 320);
    EXPECT_EQ(c.y, 1024 - 224);
  }
  EXPECT_EQ(cameraMaxX(kS2Cam, Level(10, 10, 1)), 0);  // a level smaller than the screen
}

// ScrollHoriz: the window is 144..159 from the screen's left edge.
TEST(Camera, HorizontalWindowIs144To160) {
  for (const CameraConfig& k : {kGuideCam, kS1Cam, kS2Cam, kS3Cam}) {
    EXPECT_EQ(stepX(k, 144), 0);
    EXPECT_EQ(stepX(k, 159), 0);
    EXPECT_EQ(stepX(k, 160), 0);
    EXPECT_EQ(stepX(k, 161), 1);
    EXPECT_EQ(stepX(k, 170), 10);
    EXPECT_EQ(stepX(k, 143), -1);
    EXPECT_EQ(stepX(k, 134), -10);
  }
}

// The caps: 16 a frame (S&K's MoveCameraX: 24); Sonic 1's SH_BehindMid has none going left.
TEST(Camera, HorizontalScrollIsCappedPerGame) {
  EXPECT_EQ(stepX(kS1Cam, 200), 16);
  EXPECT_EQ(stepX(kS2Cam, 200), 16);
  EXPECT_EQ(stepX(kGuideCam, 200), 16);
  EXPECT_EQ(stepX(kS3Cam, 200), 24);
  EXPECT_EQ(stepX(kS2Cam, 100), -16);
  EXPECT_EQ(stepX(kGuideCam, 100), -16);
  EXPECT_EQ(stepX(kS3Cam, 100), -24);
  EXPECT_EQ(stepX(kS1Cam, 100), -44);
  EXPECT_EQ(stepX(kS1Cam, 0), -144);
}

// Sonic 1 tests the window unsigned: a player left of the screen reads as far
// right of it and the camera moves 16 right; Sonic 2's signed test moves it left.
TEST(Camera, Sonic1ReadsAPlayerLeftOfTheScreenAsFarRight) {
  EXPECT_EQ(stepX(kS1Cam, -10), 16);
  EXPECT_EQ(stepX(kS2Cam, -10), -16);
}

// A player faster than the cap: the camera gains 16 a frame, so the player
// draws 4 px further ahead each frame at 20 px a frame.
TEST(Camera, LagsBehindAPlayerFasterThanTheMaxScroll) {
  CameraState c = cameraAt(kS2Cam, 0, 400);
  int x = 160;
  for (int f = 1; f <= 20; ++f) {
    x += 20;
    stepCamera(c, kS2Cam, kLevel, at(x, 496), kS2);
    EXPECT_EQ(x - c.x, 160 + 4 * f) << "frame " << f;
  }
}

TEST(Camera, StopsAtTheLevelsEdges) {
  CameraState c = cameraAt(kS2Cam, 8, 8);
  stepCamera(c, kS2Cam, kLevel, at(8 + 100, 8, true), kS2);  // 44 left and 64 up wanted
  EXPECT_EQ(c.x, 0);
  EXPECT_EQ(c.y, 0);
  c = cameraAt(kS2Cam, 3770, 795);
  stepCamera(c, kS2Cam, kLevel, at(3770 + 200, 795 + 200, true), kS2);
  EXPECT_EQ(c.x, 3776);
  EXPECT_EQ(c.y, 800);
}

// ScrollVertical on the ground: the player kept 96 below the top; 6 a frame
// slower than $800, 16 (S&K 24) at $800 or more.
TEST(Camera, OnTheGroundTheSpeedLimitDependsOnGroundSpeed) {
  for (const CameraConfig& k : {kGuideCam, kS1Cam, kS2Cam, kS3Cam}) {
    EXPECT_EQ(stepY(k, 0), 0);
    EXPECT_EQ(stepY(k, 4), 4);
    EXPECT_EQ(stepY(k, 10), 6);
    EXPECT_EQ(stepY(k, -10), -6);
    EXPECT_EQ(stepY(k, 10, false, 0x7FF), 6);
    EXPECT_EQ(stepY(k, 10, false, -0x800), 10);
  }
  EXPECT_EQ(stepY(kS1Cam, 30, false, 0x800), 16);
  EXPECT_EQ(stepY(kS2Cam, -30, false, 0x800), -16);
  EXPECT_EQ(stepY(kS3Cam, 30, false, 0x800), 24);
}

// In the air the player roams 32 above and below the look line; past it the
// camera follows up to 16 (S&K 24) a frame.
TEST(Camera, InTheAirThePlayerRoams32AboveAndBelow) {
  for (const CameraConfig& k : {kGuideCam, kS1Cam, kS2Cam, kS3Cam}) {
    EXPECT_EQ(stepY(k, 31, true), 0);
    EXPECT_EQ(stepY(k, -32, true), 0);
    EXPECT_EQ(stepY(k, 32, true), 0);
    EXPECT_EQ(stepY(k, 33, true), 1);
    EXPECT_EQ(stepY(k, -33, true), -1);
    EXPECT_EQ(stepY(k, 40, true), 8);
  }
  EXPECT_EQ(stepY(kS2Cam, 80, true), 16);
  EXPECT_EQ(stepY(kS2Cam, -80, true), -16);
  EXPECT_EQ(stepY(kS3Cam, 80, true), 24);
}

// A rolling player counts 5 px higher ("subq.w #5,d0").
TEST(Camera, ARollingPlayerCountsFivePixelsHigher) {
  CameraState c = cameraAt(kS2Cam, 1000, 400);
  PlayerState p = at(1152, 400 + 96 + 5);
  p.rolling = true;
  p.look = LookRoutine::Rolling;
  stepCamera(c, kS2Cam, kLevel, p, kS2);
  EXPECT_EQ(c.y, 400);
}

// Sonic_LookUp / Sonic_Duck in Sonic 1: the look shift moves 2 a frame at once,
// up to $C8 (104 px up) and down to 8 (88 px down), the camera after it at 2 a frame.
TEST(Camera, Sonic1LooksUpAndDownAtOnce) {
  CameraState c = cameraAt(kS1Cam, 1000, 400);
  PlayerState p = at(1152, 496, false, LookRoutine::Standing);
  p.held = input::kUp;
  for (int f = 1; f <= 60; ++f) {
    stepCamera(c, kS1Cam, kLevel, p, kS2);
    EXPECT_EQ(c.bias, std::min(0x60 + 2 * f, 0xC8)) << f;
    EXPECT_EQ(c.y, 400 - std::min(2 * f, 104)) << f;
  }
  p.held = input::kDown;
  for (int f = 0; f < 200; ++f) stepCamera(c, kS1Cam, kLevel, p, kS2);
  EXPECT_EQ(c.bias, 8);
  EXPECT_EQ(c.y, 400 + 88);
  // Let go: back by 2 a frame.
  p.held = 0;
  stepCamera(c, kS1Cam, kLevel, p, kS2);
  EXPECT_EQ(c.bias, 10);
  p.look = LookRoutine::Moving;
  stepCamera(c, kS1Cam, kLevel, p, kS2);
  EXPECT_EQ(c.bias, 12);
}

// Sonic 2 (and S&K): Up held standing still for $78 frames before the look shift moves.
TEST(Camera, Sonic2LooksUpAfter120Frames) {
  for (const CameraConfig& k : {kS2Cam, kS3Cam}) {
    CameraState c = cameraAt(k, 1000, 400);
    PlayerState p = at(1152, 496, false, LookRoutine::Standing);
    p.held = input::kUp;
    for (int f = 1; f < 120; ++f) stepCamera(c, k, kLevel, p, kS2);
    EXPECT_EQ(c.bias, 0x60);
    EXPECT_EQ(c.lookDelay, 119);
    stepCamera(c, k, kLevel, p, kS2);
    EXPECT_EQ(c.bias, 0x62);
    EXPECT_EQ(c.y, 398);
    // Moving (Obj01_ResetScr) clears the counter.
    p.look = LookRoutine::Moving;
    stepCamera(c, k, kLevel, p, kS2);
    EXPECT_EQ(c.lookDelay, 0);
    EXPECT_EQ(c.bias, 0x60);
  }
}

// S&K's Sonic_Move tests Down first; Sonic 1-3 Up.
TEST(Camera, UpAndDownTogetherLookDownOnlyInSonicAndKnuckles) {
  CameraConfig k3 = kS3Cam, k2 = kS2Cam;
  k3.lookDelayFrames = k2.lookDelayFrames = 0;
  for (const CameraConfig* k : {&k2, &k3}) {
    CameraState c = cameraAt(*k, 1000, 400);
    PlayerState p = at(1152, 496, false, LookRoutine::Standing);
    p.held = input::kUp | input::kDown;
    stepCamera(c, *k, kLevel, p, kS2);
    EXPECT_EQ(c.bias, k == &k3 ? 0x5E : 0x62);
  }
}

// Sonic 2's Obj01_Roll_ResetScr eases the look shift back while rolling; Sonic 1's roll leaves it.
TEST(Camera, RollingRecentresTheLookShiftFromSonic2On) {
  for (const CameraConfig* k : {&kS1Cam, &kS2Cam}) {
    CameraState c = cameraAt(*k, 1000, 400);
    c.bias = 0x70;
    PlayerState p = at(1152, 400 + 0x70 + 5, false, LookRoutine::Rolling);
    p.rolling = true;
    stepCamera(c, *k, kLevel, p, kS2);
    EXPECT_EQ(c.bias, k == &kS1Cam ? 0x70 : 0x6E);
  }
}

// Sonic 2's Sonic_ResetOnFloor clears the look delay counter on landing.
TEST(Camera, LandingClearsTheLookDelayInSonic2) {
  for (const CameraConfig* k : {&kS1Cam, &kS2Cam}) {
    CameraState c = cameraAt(*k, 1000, 400);
    c.lookDelay = 50;
    stepCamera(c, *k, kLevel, at(1152, 496, true), kS2);
    EXPECT_EQ(c.lookDelay, 50);  // the air leaves it
    stepCamera(c, *k, kLevel, at(1152, 496, false, LookRoutine::None), kS2);
    EXPECT_EQ(c.lookDelay, k == &kS1Cam ? 50 : 0);
  }
}

// The spin dash's lag (Horiz_scroll_delay_val): released at $800 the camera
// follows the player's x of 31 frames before, one frame nearer each frame, so
// it replays the last 32 frames at double speed; at $C00 it lags 24 frames.
TEST(Camera, Sonic2SpinDashReleaseLagsTheCamera) {
  CameraState c = cameraAt(kS2Cam, 1000, 400);
  PlayerState p = at(1152, 496, false, LookRoutine::SpindashCharge);
  for (int f = 0; f < 40; ++f) stepCamera(c, kS2Cam, kLevel, p, kS2);
  p.look = LookRoutine::SpindashRelease;
  p.spindashCharge = 0;  // $800
  for (int k = 0; k < 40; ++k) {
    p.x += pixels(8);  // frame k's x: 1152 + 8 (k + 1)
    stepCamera(c, kS2Cam, kLevel, p, kS2);
    p.look = LookRoutine::Rolling;
    // Frame k reads the x of frame k - (31 - k): the charge's 1152 up to k = 15.
    if (k <= 15) {
      EXPECT_EQ(c.x, 1000) << k;
    } else if (k == 16) {
      EXPECT_EQ(c.x, 1008);  // frame 1's 1168: 8 past the window
    } else if (k == 17) {
      EXPECT_EQ(c.x, 1024);  // frame 3's 1184: 24 past, 16 a frame
    }
  }
  EXPECT_EQ(c.lag, 0);
  c = cameraAt(kS2Cam, 1000, 400);
  p.look = LookRoutine::SpindashRelease;
  p.spindashCharge = 0x800;  // $C00: ((($C00 - $800) * 2) & $1F00) = $800 off $2000
  stepCamera(c, kS2Cam, kLevel, p, kS2);
  EXPECT_EQ(c.lag, 23);
  EXPECT_EQ(kS1Cam.lagFrames, 0);
}

TEST(Camera, OutOfTheLevelTheCameraStays) {
  CameraState c = cameraAt(kS2Cam, 1000, 400);
  PlayerState p = at(2000, 900);
  p.outOfLevel = true;
  stepCamera(c, kS2Cam, kLevel, p, kS2);
  EXPECT_EQ(c.x, 1000);
  EXPECT_EQ(c.y, 400);
}

// Real runs: the player's step sets the routine the camera reads.
TEST(Camera, RealRunSonic1LooksUpStandingStill) {
  LevelBuilder b;
  b.ground(736);
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic1);
  PlayerState s = standing(cfg, 600, 716);
  CameraState c = startCamera(kS1Cam, b.level, s);
  EXPECT_EQ(c.y, 620);
  for (int f = 0; f < 60; ++f) {
    stepPlayer(s, b.level, cfg, input::kUp);
    EXPECT_EQ(s.look, LookRoutine::Standing);
    stepCamera(c, kS1Cam, b.level, s, cfg);
  }
  EXPECT_EQ(c.bias, 0xC8);
  EXPECT_EQ(c.y, 716 - 0xC8);
  stepPlayer(s, b.level, cfg, input::kRight);
  EXPECT_EQ(s.look, LookRoutine::Moving);
  stepPlayer(s, b.level, cfg, input::kJump);
  EXPECT_EQ(s.look, LookRoutine::None);  // Sonic_Jump took the frame
  stepPlayer(s, b.level, cfg, 0);
  EXPECT_EQ(s.look, LookRoutine::Airborne);
}

TEST(Camera, RealRunSonic2SpinDashHoldsTheCameraStill) {
  LevelBuilder b;
  b.ground(736);
  PlayerState s = standing(kS2, 600, 716);
  CameraState c = startCamera(kS2Cam, b.level, s);
  auto step = [&](Input in) {
    stepPlayer(s, b.level, kS2, in);
    stepCamera(c, kS2Cam, b.level, s, kS2);
  };
  step(input::kDown);
  step(input::kDown | input::kJump);  // the dash begins
  EXPECT_EQ(s.look, LookRoutine::None);
  for (int f = 0; f < 40; ++f) step(input::kDown);
  EXPECT_EQ(s.look, LookRoutine::SpindashCharge);
  const int before = c.x;
  step(0);  // released at $800
  EXPECT_EQ(s.look, LookRoutine::SpindashRelease);
  EXPECT_EQ(c.lag, 31);
  for (int f = 0; f < 15; ++f) step(0);
  EXPECT_GT(s.x >> 8, 600 + 100);  // he is long gone...
  EXPECT_EQ(c.x, before);          // ...and the camera has not moved
}

}  // namespace
}  // namespace solidtile
