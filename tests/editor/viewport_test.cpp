#include "model/viewport.h"

#include <gtest/gtest.h>

namespace solidtile::editor {
namespace {

TEST(Viewport, ZoomKeepsThePointUnderTheCursor) {
  Viewport v{10, 20, 2};
  const Vec2 cursor{300, 200};
  const Vec2 before = v.toLevel(cursor);
  v.zoomAround(cursor, 8);
  const Vec2 after = v.toLevel(cursor);
  EXPECT_NEAR(after.x, before.x, 1.0 / 8);
  EXPECT_NEAR(after.y, before.y, 1.0 / 8);
}

TEST(Viewport, IntegerZoomHasAWholePixelOrigin) {
  Viewport v{0, 0, 1};
  v.zoomAround({333.3, 101.7}, 3);
  EXPECT_EQ(v.originX, static_cast<double>(static_cast<long>(v.originX)));
  EXPECT_EQ(v.originY, static_cast<double>(static_cast<long>(v.originY)));
}

TEST(Viewport, WheelStepsAreWholeAboveOneAndHalveBelow) {
  EXPECT_EQ(zoomStepIn(1), 2);
  EXPECT_EQ(zoomStepIn(4), 6);
  EXPECT_EQ(zoomStepIn(32), 32);
  EXPECT_EQ(zoomStepIn(5), 6);
  EXPECT_EQ(zoomStepIn(0.3), 0.6);
  EXPECT_EQ(zoomStepIn(0.75), 1);
  EXPECT_EQ(zoomStepOut(6, 0.1), 4);
  EXPECT_EQ(zoomStepOut(1, 0.1), 0.5);
  EXPECT_EQ(zoomStepOut(0.15, 0.1), 0.1);
}

TEST(Viewport, FitShowsTheWholeLevel) {
  const Viewport wide = fitView(1000, 500, 4096.0 * 16, 256.0 * 16);
  EXPECT_LE(wide.zoom * 4096 * 16, 1000.0 + 1e-6);
  EXPECT_GE(wide.originX, 0);
  const Viewport small = fitView(1000, 500, 160, 96);
  EXPECT_EQ(small.zoom, 4);  // 5.2 fits, snapped down to a whole step
  EXPECT_EQ(small.originX, (1000 - 640) / 2);
}

}  // namespace
}  // namespace solidtile::editor

namespace solidtile::editor {
namespace {

TEST(Viewport, StartViewOfALongLevelIsTwoTimesAroundTheStartInsideTheLevel) {
  // The demo level: 4096 x 1024 px on a 640 x 440 canvas fits only at 0.107x.
  const Viewport v = startView(640, 440, 4096, 1024, 160, 716);
  EXPECT_EQ(v.zoom, 2);
  EXPECT_EQ(v.originX, 0) << "the start is near the left edge: no space beyond the level";
  const Vec2 start = v.toScreen({160, 716});
  EXPECT_GE(start.y, 0);
  EXPECT_LE(start.y, 440);
  EXPECT_DOUBLE_EQ(v.originY, 440 / 2 - 716 * 2) << "centred vertically on the start";
  const Viewport mid = startView(640, 440, 4096, 1024, 2000, 500);
  EXPECT_DOUBLE_EQ(mid.toScreen({2000, 500}).x, 320);
  const Viewport end = startView(640, 440, 4096, 1024, 4090, 1020);
  EXPECT_DOUBLE_EQ(end.toScreen({4096, 1024}).x, 640) << "the level's right edge at the canvas's";
  EXPECT_DOUBLE_EQ(end.toScreen({4096, 1024}).y, 440);
}

TEST(Viewport, StartViewOfALevelThatFitsIsTheWholeLevel) {
  const Viewport v = startView(640, 440, 512, 256, 10, 10);
  EXPECT_EQ(v, fitView(640, 440, 512, 256));
  EXPECT_EQ(startView(300, 200, 4096, 1024, 0, 0).zoom, 1) << "a small canvas reads tiles at 1x";
}

}  // namespace
}  // namespace solidtile::editor

#include "model/tile_labels.h"
#include "test_level.h"

namespace solidtile::editor {
namespace {

TEST(TileLabels, NameTheMaskAndTheAngleAsTheTileActsWithItsFlips) {
  Level l = test::smallDocument(4, 4, 1).level();
  const int m = l.addMask(*HeightMask::fromHeights({}, 0x20));
  EXPECT_EQ(tileLabel(l, Tile::make(m, false, false, Solidity::All))[1], "$20");
  EXPECT_EQ(tileLabel(l, Tile::make(m, false, false, Solidity::All))[0], std::to_string(m));
  EXPECT_EQ(tileLabel(l, Tile::make(m, true, false, Solidity::All))[1], "$E0") << "X mirrors";
  EXPECT_EQ(tileLabel(l, Tile::make(m, false, true, Solidity::All))[1], "$60") << "Y turns upside down";
  EXPECT_TRUE(tileLabel(l, Tile{})[0].empty());
}

TEST(TileLabels, TheAngleKeyUsesTheShadersHues) {
  EXPECT_EQ(angleHue(0x00), (std::array<int, 3>{255, 51, 51})) << "$00 red, 80% saturated as the shader mixes";
  EXPECT_EQ(angleHue(0x55)[1], 255) << "a third of the way round: green";
  EXPECT_EQ(angleHue(kFlaggedAngle), (std::array<int, 3>{217, 217, 217}));
}

}  // namespace
}  // namespace solidtile::editor
