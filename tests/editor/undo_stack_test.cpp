#include "model/undo_stack.h"

#include <gtest/gtest.h>

#include "model/tools.h"
#include "test_level.h"

namespace solidtile::editor {
namespace {

using test::block;

std::unique_ptr<Command> paint(const Document& doc, int x, int y, Tile t = block()) {
  return std::make_unique<TileEditCommand>("Brush", paintChanges(doc.level(), 0, {{x, y}}, t));
}

TEST(UndoStack, UndoAndRedoWalkTheHistory) {
  auto doc = test::smallDocument();
  doc.history.push(paint(doc, 1, 1), doc);
  doc.history.push(paint(doc, 2, 1), doc);
  doc.history.undo(doc);
  EXPECT_TRUE(doc.level().tile(0, 2, 1).empty());
  EXPECT_FALSE(doc.level().tile(0, 1, 1).empty());
  doc.history.undo(doc);
  EXPECT_TRUE(doc.level().tile(0, 1, 1).empty());
  EXPECT_FALSE(doc.history.canUndo());
  doc.history.redo(doc);
  doc.history.redo(doc);
  EXPECT_FALSE(doc.level().tile(0, 2, 1).empty());
  EXPECT_FALSE(doc.history.canRedo());
}

TEST(UndoStack, PushesWithTheSameMergeIdAreOneStep) {
  auto doc = test::smallDocument();
  for (int x = 0; x < 5; ++x) doc.history.push(paint(doc, x, 2), doc, 7);
  EXPECT_EQ(doc.history.size(), 1u);
  doc.history.undo(doc);
  for (int x = 0; x < 5; ++x) EXPECT_TRUE(doc.level().tile(0, x, 2).empty()) << x;
  doc.history.redo(doc);
  for (int x = 0; x < 5; ++x) EXPECT_FALSE(doc.level().tile(0, x, 2).empty()) << x;
}

TEST(UndoStack, SealEndsAMergeRunEvenWithTheSameId) {
  auto doc = test::smallDocument();
  doc.history.push(paint(doc, 0, 0), doc, 7);
  doc.history.seal();
  doc.history.push(paint(doc, 1, 0), doc, 7);
  EXPECT_EQ(doc.history.size(), 2u);
}

TEST(UndoStack, MergedStrokeOverTheSameCellRevertsToTheOriginal) {
  auto doc = test::smallDocument();
  doc.level().setTile(0, 3, 3, block(1));
  doc.history.push(paint(doc, 3, 3, block(0)), doc, 9);
  doc.history.push(paint(doc, 3, 3, block(2)), doc, 9);
  doc.history.undo(doc);
  EXPECT_EQ(doc.level().tile(0, 3, 3), block(1));
}

TEST(UndoStack, DirtyFollowsTheSavedPosition) {
  auto doc = test::smallDocument();
  EXPECT_FALSE(doc.dirty());
  doc.history.push(paint(doc, 0, 0), doc);
  EXPECT_TRUE(doc.dirty());
  doc.history.markClean();
  EXPECT_FALSE(doc.dirty());
  doc.history.undo(doc);
  EXPECT_TRUE(doc.dirty());
  doc.history.redo(doc);
  EXPECT_FALSE(doc.dirty());
}

TEST(UndoStack, NothingMergesIntoTheSavedStep) {
  auto doc = test::smallDocument();
  doc.history.push(paint(doc, 0, 0), doc, 5);
  doc.history.markClean();
  doc.history.push(paint(doc, 1, 0), doc, 5);
  EXPECT_TRUE(doc.dirty());
  doc.history.undo(doc);
  EXPECT_FALSE(doc.dirty());
  EXPECT_FALSE(doc.level().tile(0, 0, 0).empty());
}

TEST(UndoStack, BranchingAwayFromTheSavedStateStaysDirty) {
  auto doc = test::smallDocument();
  doc.history.push(paint(doc, 0, 0), doc);
  doc.history.markClean();
  doc.history.undo(doc);
  doc.history.push(paint(doc, 4, 4), doc);
  EXPECT_TRUE(doc.dirty());
  doc.history.undo(doc);
  EXPECT_TRUE(doc.dirty()) << "the saved state is no longer reachable";
}

TEST(UndoStack, LabelsNameTheNextStep) {
  auto doc = test::smallDocument();
  EXPECT_EQ(doc.history.undoLabel(), "");
  doc.history.push(paint(doc, 0, 0), doc);
  EXPECT_EQ(doc.history.undoLabel(), "Brush");
  doc.history.undo(doc);
  EXPECT_EQ(doc.history.redoLabel(), "Brush");
}

}  // namespace
}  // namespace solidtile::editor
