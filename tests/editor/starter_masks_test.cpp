#include "model/starter_masks.h"

#include <gtest/gtest.h>

namespace solidtile::editor {
namespace {

TEST(StarterMasks, BeginWithAFullFlaggedBlock) {
  Level l(1, 1, 1);
  addStarterMasks(l);
  ASSERT_GE(l.masks().size(), 8u);
  EXPECT_EQ(l.mask(kStarterFullBlock).solidPixelCount(), 256);
  EXPECT_TRUE(l.mask(kStarterFullBlock).flagged());
}

TEST(StarterMasks, SlopesGetAnAngleRisingToTheRight) {
  Level l(1, 1, 1);
  addStarterMasks(l);
  const HeightMask& slope = l.mask(4);  // 0 -> 16
  EXPECT_GT(slope.angle(), 0xC0);
  EXPECT_LT(slope.angle(), 0xFF);
}

TEST(HillsLevel, HasGroundUnderTheStartOnBothLayers) {
  const Level l = makeHillsLevel(64, 16, 2);
  const int tx = l.startX / kTileSize;
  bool ground = false;
  for (int ty = l.startY / kTileSize; ty < l.height(); ++ty) ground = ground || !l.tile(0, tx, ty).empty();
  EXPECT_TRUE(ground);
  EXPECT_NE(l.layerData(0), l.layerData(1));
  EXPECT_LT(l.masks().size(), 200u);
}

}  // namespace
}  // namespace solidtile::editor
