// The game's screen in the debugger (camera_overlay.h): the Sonic controller
// keeps the profile's camera with every frame, and the overlay outlines the
// 320x224 screen where that frame's camera is, for the games' profiles.
#include "model/camera_overlay.h"

#include <algorithm>

#include <gtest/gtest.h>

#include "model/sonic_controller.h"
#include "model/timeline.h"
#include "test_level.h"

namespace solidtile::editor {
namespace {

// A floor along row 40 (its top at y 640) of a 256 x 48 level (4096 x 768 px),
// the player starting at (200, 600).
Level runway() {
  Level l = test::smallDocument(256, 48, 1).level();
  for (int x = 0; x < 256; ++x) l.setTile(0, x, 40, test::block());
  l.startX = 200;
  l.startY = 600;
  return l;
}

std::vector<LevelRect> screens(const DebugShapes& s) {
  std::vector<LevelRect> out;
  std::copy_if(s.outlines.begin(), s.outlines.end(), std::back_inserter(out),
               [](const LevelRect& r) { return r.colour == camera_colours::kScreen; });
  return out;
}

DebugShapes shapesAt(const Timeline& t, std::size_t k, ScreenOverlay when = ScreenOverlay::GameProfiles) {
  OverlayRequest r;
  r.frame = k;
  DebugOverlayOptions o;
  o.screen = when;
  return t.sonic().overlay(r, o);
}

TEST(CameraOverlay, TheScreenIsTheCamerasCornerAndSize) {
  CameraState c;
  c.x = 340;
  c.y = 604;
  const CameraConfig k = cameraConfigFor(Profile::Sonic2);
  EXPECT_EQ(screenRect(c, k), (PixelRect{340, 604, 659, 827}));
  DebugShapes s;
  c.bias = 0xC8;
  addCameraShapes(s, c, k, true);
  ASSERT_EQ(s.outlines.size(), 1u);
  EXPECT_EQ(s.outlines[0].x0, 340.0f);
  EXPECT_EQ(s.outlines[0].x1, 660.0f);  // the last pixel's far edge
  EXPECT_EQ(s.outlines[0].y1, 828.0f);
  ASSERT_EQ(s.labels.size(), 1u);
  EXPECT_EQ(s.labels[0].text, "screen 320x224 at 340, 604, looking up 104");
}

// Running right in Sonic 2: the outline follows the camera of each frame, which
// the controller steps with the player (and keeps across a rewind).
TEST(CameraOverlay, TheRectangleIsDrawnWhereTheFramesCameraIs) {
  const Level level = runway();
  Timeline t(level, defaultPlayerConfig(Profile::Sonic2));
  std::string why;
  ASSERT_TRUE(t.loadMovie("240 R\n", &why)) << why;
  t.simulate();
  const SonicController& sonic = t.sonic();
  EXPECT_EQ(sonic.camera(0).x, 40);   // 200 - 160
  EXPECT_EQ(sonic.camera(0).y, 504);  // 600 - 96
  // Running right the player is kept at 160 from the screen's left edge.
  const std::size_t k = 200;
  const PlayerState& p = sonic.state(k);
  ASSERT_FALSE(p.airborne);
  EXPECT_EQ(pixelOf(p.x) - sonic.camera(k).x, 160);
  EXPECT_EQ(pixelOf(p.y) - sonic.camera(k).y, 96);
  for (std::size_t f : {std::size_t{0}, std::size_t{30}, k}) {
    const std::vector<LevelRect> drawn = screens(shapesAt(t, f));
    ASSERT_EQ(drawn.size(), 1u) << f;
    const CameraState& c = sonic.camera(f);
    EXPECT_EQ(drawn[0].x0, static_cast<float>(c.x)) << f;
    EXPECT_EQ(drawn[0].y0, static_cast<float>(c.y)) << f;
    EXPECT_EQ(drawn[0].x1 - drawn[0].x0, 320.0f);
    EXPECT_EQ(drawn[0].y1 - drawn[0].y0, 224.0f);
  }
  // A rewind re-steps from a kept frame: the same cameras.
  const CameraState before = sonic.camera(k);
  t.toggleButtons(100, input::kRight);  // release right at frame 100 ...
  t.toggleButtons(100, input::kRight);  // ... and hold it again: the same input
  t.simulate();
  EXPECT_EQ(t.sonic().camera(k), before);
}

// The controller keeps one camera every kCameraEvery frames and steps on from
// it: every frame's camera is the one a plain run steps frame by frame, before
// and after a rewind cuts the history between two kept cameras.
TEST(CameraOverlay, EveryFramesCameraIsThePlainRunsBetweenTheKeptOnes) {
  const Level level = runway();
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic2);
  Timeline t(level, cfg);
  std::string why;
  ASSERT_TRUE(t.loadMovie("90 R\n20 RJ\n60 L\n70 D\n", &why)) << why;
  t.simulate();
  const SonicController& sonic = t.sonic();
  ASSERT_GT(sonic.states().size(), 3 * SonicController::kCameraEvery);
  const CameraConfig k = cameraConfigFor(cfg.profile);
  const auto expectPlainRun = [&](const char* when) {
    CameraState c = startCamera(k, level, sonic.state(0));
    for (std::size_t f = 0; f < t.sonic().states().size(); ++f) {
      if (f > 0) stepCamera(c, k, level, t.sonic().state(f), cfg);
      ASSERT_EQ(t.sonic().camera(f), c) << when << ", frame " << f;
    }
  };
  expectPlainRun("simulated");
  t.toggleButtons(SonicController::kCameraEvery + 7, input::kJump);
  t.simulate();
  expectPlainRun("after an edit at frame 71");
}

TEST(CameraOverlay, DrawnForTheGamesProfilesByDefaultAndAsTheOptionSays) {
  const Level level = runway();
  Timeline guide(level, defaultPlayerConfig(Profile::Guide));
  guide.simulate();
  EXPECT_TRUE(screens(shapesAt(guide, 0)).empty());
  EXPECT_EQ(screens(shapesAt(guide, 0, ScreenOverlay::Always)).size(), 1u);
  Timeline s1(level, defaultPlayerConfig(Profile::Sonic1));
  s1.simulate();
  EXPECT_EQ(screens(shapesAt(s1, 0)).size(), 1u);
  EXPECT_TRUE(screens(shapesAt(s1, 0, ScreenOverlay::Off)).empty());
}

}  // namespace
}  // namespace solidtile::editor
