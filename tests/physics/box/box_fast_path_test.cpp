// The box step's fast paths against the general rules they replace: the tile
// read's lookup table against the rules written out tile by tile, on every
// packed tile, tag and mask shape.
#include <gtest/gtest.h>

#include "box_tiles.h"
#include "box_world.h"

namespace solidtile::test {
namespace {

using boxdetail::TileView;

// platformer.md's rules for one tile, written the long way round.
TileView referenceView(Tile t, TileTag tag, std::uint8_t maskShape) {
  TileView v;
  v.tile = t;
  v.tag = tag;
  if (t.empty()) return v;
  std::uint8_t s = maskShape;
  if (s & Level::kShapeEmpty) {
    v.shape = s;
    return v;
  }
  if (t.flipY()) s = Level::kShapeFull | Level::kShapeLeftFull | Level::kShapeRightFull;
  if (t.flipX()) {
    const bool l = s & Level::kShapeLeftFull, r = s & Level::kShapeRightFull;
    s = static_cast<std::uint8_t>((s & Level::kShapeFull) | (l ? Level::kShapeRightFull : 0) |
                                  (r ? Level::kShapeLeftFull : 0));
  }
  v.shape = s;
  const bool climb = tag == TileTag::Ladder || tag == TileTag::StairUpRight || tag == TileTag::StairUpLeft;
  if (!climb) {
    const Solidity sol = t.solidity();
    if (sol == Solidity::All || sol == Solidity::SidesAndBottom) v.blocks |= TileView::kSides;
    if (sol == Solidity::All || sol == Solidity::TopOnly) v.blocks |= TileView::kFloor;
  }
  return v;
}

TEST(BoxFastPath, TileReadMatchesTheRulesForEveryTileTagAndShape) {
  // One mask per shape boxShapeOf can give, and one tile per packed value.
  BoxWorld w(4, 1);
  w.level.setMasks({});
  const HeightMask::Heights shapes[] = {
      {},                                                                  // empty
      {16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16},   // full
      {16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1},            // left column full
      {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16},            // right column full
      {16, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 16},                 // both edge columns
      {4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4},                   // neither
      {-4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4},   // hanging
  };
  for (const auto& h : shapes) w.add(heightsMask(h));
  ASSERT_EQ(w.level.masks().size(), std::size(shapes));
  int checked = 0;
  for (int tag = 0; tag < kTileTagCount; ++tag) {
    w.level.setTag(0, 0, 0, static_cast<TileTag>(tag));
    for (std::uint32_t raw = 0; raw < 0x10000; ++raw) {
      const int mask = static_cast<int>(raw & Tile::kMaskBits) - 1;
      if (mask >= static_cast<int>(std::size(shapes))) continue;
      w.level.layerData(0)[0] = static_cast<std::uint16_t>(raw);  // any flips and solidity, unchecked
      const boxdetail::TileGrid grid(w.level, 0);
      const TileView got = boxdetail::viewTile(grid, 0, 0);
      const TileView want = referenceView(Tile{static_cast<std::uint16_t>(raw)}, static_cast<TileTag>(tag),
                                          mask < 0 ? Level::kShapeEmpty : w.level.boxShape(mask));
      ASSERT_EQ(got.tile, want.tile) << raw;
      ASSERT_EQ(got.tag, want.tag) << raw << " tag " << tag;
      ASSERT_EQ(got.shape, want.shape) << raw << " tag " << tag;
      ASSERT_EQ(got.blocks, want.blocks) << raw << " tag " << tag;
      ++checked;
    }
  }
  EXPECT_EQ(checked, kTileTagCount * 16 * (1 + static_cast<int>(std::size(shapes))));
  // Outside the level: nothing.
  const boxdetail::TileGrid grid(w.level, 0);
  for (const auto& [tx, ty] : {std::pair{-1, 0}, std::pair{4, 0}, std::pair{0, -1}, std::pair{0, 1}}) {
    const TileView v = boxdetail::viewTile(grid, tx, ty);
    EXPECT_TRUE(v.tile.empty());
    EXPECT_EQ(v.blocks, 0);
    EXPECT_EQ(v.shape, Level::kShapeEmpty);
  }
}

}  // namespace
}  // namespace solidtile::test
