#include "model/command.h"

#include <gtest/gtest.h>

#include "model/tools.h"
#include "test_level.h"

namespace solidtile::editor {
namespace {

using test::block;

// A level with something on every layer, so a revert that forgets a cell shows.
Document busyDocument() {
  auto doc = test::smallDocument(9, 7, 2);
  for (int y = 0; y < 7; ++y) {
    for (int x = 0; x < 9; ++x) {
      if ((x * 7 + y * 3) % 4 == 0) doc.level().setTile(0, x, y, block((x + y) % 5));
      if ((x + y) % 3 == 0) doc.level().setTile(1, x, y, Tile::make(x % 4, true, y % 2 == 0, Solidity::TopOnly));
    }
  }
  doc.level().startX = 40;
  doc.level().startY = 50;
  return doc;
}

void expectRevertsExactly(Command& cmd) {
  auto doc = busyDocument();
  const Level before = doc.level();
  cmd.apply(doc);
  cmd.revert(doc);
  for (int l = 0; l < 2; ++l) EXPECT_EQ(doc.level().layerData(l), before.layerData(l)) << cmd.label();
  EXPECT_EQ(doc.level().startX, before.startX);
  EXPECT_EQ(doc.level().startY, before.startY);
  EXPECT_EQ(doc.level().width(), before.width());
  // And applying again gives the same level as the first time.
  cmd.apply(doc);
  const auto afterOnce = doc.level().layerData(0);
  cmd.revert(doc);
  cmd.apply(doc);
  EXPECT_EQ(doc.level().layerData(0), afterOnce);
}

TEST(Command, EveryKindRevertsExactly) {
  const auto base = busyDocument();
  const Level& l = base.level();
  TileEditCommand brush("Brush", paintChanges(l, 0, lineCells({0, 0}, {8, 6}), block(2)));
  TileEditCommand eraser("Erase", paintChanges(l, 1, lineCells({0, 6}, {8, 0}), Tile{}));
  TileEditCommand rect("Fill rectangle", rectChanges(l, 0, {1, 1, 5, 4}, block(1)));
  TileEditCommand flood("Flood fill", floodChanges(l, 1, {1, 0}, block(3)));
  TileEditCommand paste("Paste", pasteChanges(l, 0, copyStamp(l, 1, {0, 0, 3, 3}), {5, 4}));
  TileEditCommand move("Move", moveChanges(l, 0, {0, 0, 2, 2}, {1, 1}));
  ReplaceLevelCommand resize("Resize", resizedLevel(l, 12, 3, 1, 2));
  SetStartCommand start(100, 7);
  for (Command* c : std::initializer_list<Command*>{&brush, &eraser, &rect, &flood, &paste, &move, &resize, &start}) {
    expectRevertsExactly(*c);
  }
  EXPECT_FALSE(brush.changes().empty());
  EXPECT_FALSE(flood.changes().empty());
  EXPECT_FALSE(move.changes().empty());
}

TEST(Command, SetStartSwapsBackAndForth) {
  auto doc = busyDocument();
  SetStartCommand start(100, 7);
  start.apply(doc);
  EXPECT_EQ(doc.level().startX, 100);
  EXPECT_EQ(doc.level().startY, 7);
  start.revert(doc);
  EXPECT_EQ(doc.level().startX, 40);
}

TEST(Command, TileEditsReportTheTouchedRectangle) {
  auto doc = busyDocument();
  (void)doc.takeChanges();
  TileEditCommand rect("Fill rectangle", rectChanges(doc.level(), 1, {2, 1, 4, 3}, block(1)));
  rect.apply(doc);
  const auto changes = doc.takeChanges();
  EXPECT_FALSE(changes.structure);
  EXPECT_TRUE(changes.tiles[0].empty());
  EXPECT_EQ(changes.tiles[1], (TileRect{2, 1, 4, 3}));
}

TEST(Command, ReplacingTheLevelAsksForAFullRefresh) {
  auto doc = busyDocument();
  (void)doc.takeChanges();
  ReplaceLevelCommand resize("Resize", resizedLevel(doc.level(), 4, 4, 0, 0));
  resize.apply(doc);
  EXPECT_TRUE(doc.takeChanges().structure);
  EXPECT_EQ(doc.level().width(), 4);
}

}  // namespace
}  // namespace solidtile::editor
