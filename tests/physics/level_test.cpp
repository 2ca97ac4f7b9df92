#include "solidtile/level/level.h"

#include <gtest/gtest.h>

#include "mask_helpers.h"
#include "solidtile/sonic/sensor.h"

namespace solidtile {

TEST(Tile, PacksMaskFlipsAndSolidityAsTheFileDoes) {
  const Tile t = Tile::make(4, true, false, Solidity::TopOnly);
  EXPECT_EQ(t.raw, 5 | (1 << 12) | (1 << 14));
  EXPECT_EQ(t.maskIndex(), 4);
  EXPECT_TRUE(t.flipX());
  EXPECT_FALSE(t.flipY());
  EXPECT_EQ(t.solidity(), Solidity::TopOnly);
  EXPECT_TRUE(Tile{}.empty());
  EXPECT_EQ(Tile{}.maskIndex(), -1);
}

TEST(Level, OutsideIsEmpty) {
  Level level(4, 4, 1);
  level.addMask(test::flat(16));
  for (int y = 0; y < 4; ++y)
    for (int x = 0; x < 4; ++x) ASSERT_TRUE(level.setTile(0, x, y, Tile::make(0, false, false, Solidity::All)));
  EXPECT_FALSE(level.tile(0, 0, 0).empty());
  EXPECT_TRUE(level.tile(0, -1, 0).empty());
  EXPECT_TRUE(level.tile(0, 4, 0).empty());
  EXPECT_TRUE(level.tile(0, 0, 4).empty());
  EXPECT_TRUE(level.tile(0, 0, -1).empty());
}

TEST(Level, OneLayerServesBothPaths) {
  Level level(2, 2, 1);
  level.addMask(test::flat(16));
  level.setTile(0, 1, 1, Tile::make(0, false, false, Solidity::All));
  EXPECT_EQ(level.tile(1, 1, 1), level.tile(0, 1, 1));
}

TEST(Level, RefusesTilesNamingMissingMasks) {
  Level level(2, 2, 1);
  EXPECT_FALSE(level.setTile(0, 0, 0, Tile::make(0, false, false, Solidity::All)));
  EXPECT_FALSE(level.setTile(1, 0, 0, Tile{}));  // no second layer
  EXPECT_TRUE(level.setTile(0, 0, 0, Tile{}));
}

// The casts read the mask count the level keeps; every way of changing the masks keeps it.
TEST(Level, MaskCountFollowsEveryChangeOfTheMasks) {
  Level level(4, 4, 1);
  EXPECT_EQ(level.maskCount(), 0u);
  level.addMask(HeightMask{});
  level.addMask(HeightMask{});
  EXPECT_EQ(level.maskCount(), 2u);
  level.setMask(1, HeightMask{});
  EXPECT_EQ(level.maskCount(), 2u);
  level.setMasks(std::vector<HeightMask>(5));
  EXPECT_EQ(level.maskCount(), 5u);
  const Level copy = level;
  EXPECT_EQ(copy.maskCount(), copy.masks().size());
  level.setMasks({});
  EXPECT_EQ(level.maskCount(), 0u);
  // A cast sees a mask inside the count and reads a tile naming one past it as empty.
  level.addMask(test::flat(16));
  ASSERT_TRUE(level.setTile(0, 1, 1, Tile::make(0, false, false, Solidity::All)));
  level.layerData(0)[1 * 4 + 2] = Tile::make(3, false, false, Solidity::All).raw;
  const SensorResult seen = castSensor(level, 0, Dir::Down, 16 + 4, 2, Sees::Top);
  EXPECT_TRUE(seen.found);
  EXPECT_EQ(seen.distance, 13);
  EXPECT_FALSE(castSensor(level, 0, Dir::Down, 2 * 16 + 4, 2, Sees::Top).found);
}

TEST(Level, HoldsTheLargestSizeTheIssueAsksFor) {
  std::string why;
  EXPECT_TRUE(Level::validSize(8192, 2048, 2, &why)) << why;
  EXPECT_FALSE(Level::validSize(0, 10, 1, &why));
  EXPECT_NE(why.find("width 0"), std::string::npos);
  EXPECT_FALSE(Level::validSize(10, -3, 1, &why));
  EXPECT_NE(why.find("height -3"), std::string::npos);
  EXPECT_FALSE(Level::validSize(16384, 4096, 1, &why));
  EXPECT_FALSE(Level::validSize(10, 10, 3, &why));
}

}  // namespace solidtile
