#include "model/tools.h"

#include <gtest/gtest.h>

#include "test_level.h"

namespace solidtile::editor {
namespace {

using test::block;

void applyAll(Level& level, const std::vector<TileChange>& changes) {
  for (const auto& c : changes) level.setTile(c.layer, c.x, c.y, Tile{c.after});
}

TEST(Tools, LineCellsConnectWithoutGaps) {
  const auto cells = lineCells({0, 0}, {5, 2});
  ASSERT_EQ(cells.front(), (TilePos{0, 0}));
  ASSERT_EQ(cells.back(), (TilePos{5, 2}));
  for (std::size_t i = 1; i < cells.size(); ++i) {
    EXPECT_LE(std::abs(cells[i].x - cells[i - 1].x), 1);
    EXPECT_LE(std::abs(cells[i].y - cells[i - 1].y), 1);
  }
  EXPECT_EQ(lineCells({3, 3}, {3, 3}).size(), 1u);
}

TEST(Tools, PaintSkipsCellsOutsideAndCellsAlreadyEqual) {
  auto doc = test::smallDocument();
  doc.level().setTile(0, 1, 0, block());
  const auto changes = paintChanges(doc.level(), 0, {{-1, 0}, {0, 0}, {1, 0}, {0, 0}, {8, 0}}, block());
  ASSERT_EQ(changes.size(), 1u);
  EXPECT_EQ(changes[0], (TileChange{0, 0, 0, 0, block().raw}));
}

TEST(Tools, RectangleFillIsClippedToTheLevel) {
  auto doc = test::smallDocument(8, 6);
  const auto changes = rectChanges(doc.level(), 0, TileRect::spanning({6, 4}, {10, 10}), block());
  EXPECT_EQ(changes.size(), 4u);  // (6..7) x (4..5)
}

TEST(Tools, FloodFillStopsAtDifferentTiles) {
  auto doc = test::smallDocument(8, 6);
  Level& l = doc.level();
  for (int y = 0; y < 6; ++y) l.setTile(0, 3, y, block());  // a wall splits the level
  applyAll(l, floodChanges(l, 0, {0, 0}, block(1)));
  EXPECT_EQ(l.tile(0, 2, 5), block(1));
  EXPECT_EQ(l.tile(0, 3, 2), block());
  EXPECT_TRUE(l.tile(0, 4, 0).empty());
}

TEST(Tools, FloodFillTellsTilesApartByFlipAndSolidity) {
  auto doc = test::smallDocument(4, 1);
  Level& l = doc.level();
  l.setTile(0, 0, 0, block());
  l.setTile(0, 1, 0, Tile::make(0, true, false, Solidity::All));
  l.setTile(0, 2, 0, block(0, Solidity::TopOnly));
  l.setTile(0, 3, 0, block());
  EXPECT_EQ(floodChanges(l, 0, {0, 0}, block(1)).size(), 1u);
  EXPECT_TRUE(floodChanges(l, 0, {0, 0}, block()).empty());
  EXPECT_TRUE(floodChanges(l, 0, {9, 0}, block(1)).empty());
}

TEST(Tools, PasteLeavesCellsUnderEmptyStampCells) {
  auto doc = test::smallDocument();
  Level& l = doc.level();
  l.setTile(0, 0, 0, block(1));
  l.setTile(0, 5, 5, block(2));
  const Stamp s = copyStamp(l, 0, {0, 0, 1, 1});
  ASSERT_EQ(s.width, 2);
  applyAll(l, pasteChanges(l, 0, s, {4, 4}));
  EXPECT_EQ(l.tile(0, 4, 4), block(1));
  EXPECT_EQ(l.tile(0, 5, 5), block(2));
}

TEST(Tools, MoveClearsTheSourceAndHandlesOverlap) {
  auto doc = test::smallDocument();
  Level& l = doc.level();
  l.setTile(0, 0, 0, block(1));
  l.setTile(0, 1, 0, block(2));
  applyAll(l, moveChanges(l, 0, {0, 0, 1, 0}, {1, 0}));
  EXPECT_TRUE(l.tile(0, 0, 0).empty());
  EXPECT_EQ(l.tile(0, 1, 0), block(1));
  EXPECT_EQ(l.tile(0, 2, 0), block(2));
}

TEST(Tools, FlippingAStampMirrorsCellsAndTogglesTileFlips) {
  Stamp s{2, 1, {Tile::make(4, false, false, Solidity::All).raw, 0}, {}};
  const Stamp x = flippedX(s);
  EXPECT_TRUE(x.at(0, 0).empty());
  EXPECT_TRUE(x.at(1, 0).flipX());
  EXPECT_FALSE(x.at(1, 0).flipY());
  EXPECT_EQ(x.at(1, 0).maskIndex(), 4);
  EXPECT_EQ(flippedX(x), s);
  const Stamp y = flippedY(Stamp{1, 2, {Tile::make(4, true, false, Solidity::TopOnly).raw, 0}, {}});
  EXPECT_TRUE(y.at(0, 0).empty());
  EXPECT_TRUE(y.at(0, 1).flipY());
  EXPECT_TRUE(y.at(0, 1).flipX());
  EXPECT_EQ(y.at(0, 1).solidity(), Solidity::TopOnly);
}

TEST(Tools, ResizeKeepsContentAtTheAnchor) {
  auto doc = test::smallDocument(4, 4, 2);
  Level& l = doc.level();
  l.setTile(0, 0, 0, block(1));
  l.setTile(1, 3, 3, block(2));
  l.startX = 8;
  l.startY = 9;
  const Level grown = resizedLevel(l, 8, 6, 2, 1);  // anchored right, centred vertically
  EXPECT_EQ(grown.width(), 8);
  EXPECT_EQ(grown.layerCount(), 2);
  EXPECT_EQ(grown.masks().size(), l.masks().size());
  EXPECT_EQ(grown.tile(0, 4, 1), block(1));
  EXPECT_EQ(grown.tile(1, 7, 4), block(2));
  EXPECT_EQ(grown.startX, 8 + 4 * 16);
  EXPECT_EQ(grown.startY, 9 + 16);
  const Level shrunk = resizedLevel(l, 2, 2, 0, 0);
  EXPECT_EQ(shrunk.tile(0, 0, 0), block(1));
  EXPECT_EQ(shrunk.layerData(1), std::vector<std::uint16_t>(4, 0));
}

// Level format 10: a resize keeps when the objects exist ("object_loading").
TEST(Tools, ResizeKeepsTheObjectLoading) {
  auto doc = test::smallDocument(4, 4, 1);
  doc.level().objects.setLoading(ObjectLoading::Camera);
  EXPECT_EQ(resizedLevel(doc.level(), 8, 6, 2, 1).objects.loading(), ObjectLoading::Camera);
}

}  // namespace
}  // namespace solidtile::editor
