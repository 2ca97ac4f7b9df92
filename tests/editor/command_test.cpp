#include "model/command.h"

#include <gtest/gtest.h>

#include "model/mask_commands.h"
#include "model/mask_ops.h"
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

namespace solidtile::editor {
namespace {

// The document's mask counts follow each edit instead of recounting the
// level (issue 15); after any mix of edits, merges, undos and redos they are
// what a fresh count of the level gives.
TEST(Command, MaskUsesFollowEditsMergesUndoAndRedo) {
  Document doc = busyDocument();
  EXPECT_EQ(doc.maskUses(), maskUsage(doc.level()));
  std::uint64_t stroke = 1;
  for (int i = 0; i < 40; ++i) {
    const int layer = i % 2;
    const Tile t = i % 5 == 4 ? Tile{} : block(i % 4);
    std::vector<TileChange> changes;
    if (i % 3 == 0) {
      changes = rectChanges(doc.level(), layer, {i % 9, i % 7, std::min(8, i % 9 + 2), std::min(6, i % 7 + 1)}, t);
    } else {
      changes = paintChanges(doc.level(), layer, {{(i * 5) % 9, (i * 3) % 7}, {(i * 2) % 9, i % 7}}, t);
    }
    // Strokes of three edits merge into one undo step, each cell possibly written twice.
    if (i % 3 == 0) ++stroke;
    doc.history.push(std::make_unique<TileEditCommand>("Brush", std::move(changes)), doc, stroke);
    ASSERT_EQ(doc.maskUses(), maskUsage(doc.level())) << "after edit " << i;
    if (i % 7 == 6) {
      doc.history.undo(doc);
      ASSERT_EQ(doc.maskUses(), maskUsage(doc.level())) << "after undo " << i;
      doc.history.undo(doc);
      doc.history.redo(doc);
      ASSERT_EQ(doc.maskUses(), maskUsage(doc.level())) << "after redo " << i;
    }
  }
  // A remap renumbers tiles along with the mask list: counted again.
  const int count = static_cast<int>(doc.level().masks().size());
  const MaskRemap remap = remapForMove(count, 0, 2);
  std::vector<bool> flags = doc.file.autoAngle;
  flags.resize(static_cast<std::size_t>(count), false);
  doc.history.push(std::make_unique<MaskListCommand>("Move mask", reordered(doc.level().masks(), remap, count),
                                                     reordered(flags, remap, count, false), remapChanges(doc.level(), remap)),
                   doc);
  ASSERT_NE(maskUsage(doc.level())[0], maskUsage(doc.level())[2]) << "the move must show in the counts";
  EXPECT_EQ(doc.maskUses(), maskUsage(doc.level()));
  doc.history.undo(doc);
  EXPECT_EQ(doc.maskUses(), maskUsage(doc.level()));
}

}  // namespace
}  // namespace solidtile::editor
