#include "app/actions.h"

#include <gtest/gtest.h>

#include "test_level.h"

namespace solidtile::editor {
namespace {

using test::block;

struct Session : test::Session {
  Session() { ctx.doc = test::smallDocument(8, 6, 1); }
};

TEST(Actions, CutThenPasteMovesTilesAsTwoUndoSteps) {
  Session s;
  Level& l = s.ctx.doc.level();
  l.setTile(0, 1, 1, block(4));
  s.ctx.selection = {1, 1, 2, 2};
  actions::cut(s.ctx);
  s.apply();
  EXPECT_TRUE(l.tile(0, 1, 1).empty());
  actions::paste(s.ctx);
  EXPECT_TRUE(s.ctx.pasting);
  ASSERT_TRUE(s.ctx.clipboard);
  s.ctx.submitTileEdit("Paste", pasteChanges(l, 0, *s.ctx.clipboard, {5, 3}));
  s.apply();
  EXPECT_EQ(l.tile(0, 5, 3), block(4));
  actions::undo(s.ctx);
  actions::undo(s.ctx);
  EXPECT_EQ(l.tile(0, 1, 1), block(4));
  EXPECT_TRUE(l.tile(0, 5, 3).empty());
}

TEST(Actions, FlipSelectionMirrorsContentInPlaceAndUndoes) {
  Session s;
  Level& l = s.ctx.doc.level();
  l.setTile(0, 2, 1, block(4));
  s.ctx.tool = Tool::Select;
  s.ctx.selection = {2, 1, 4, 1};
  actions::flipX(s.ctx);
  s.apply();
  EXPECT_TRUE(l.tile(0, 2, 1).empty());
  EXPECT_EQ(l.tile(0, 4, 1), Tile::make(4, true, false, Solidity::All));
  actions::undo(s.ctx);
  EXPECT_EQ(l.tile(0, 2, 1), block(4));
  EXPECT_TRUE(l.tile(0, 4, 1).empty());
}

TEST(Actions, FlipWithoutSelectionFlipsTheBrush) {
  Session s;
  actions::flipY(s.ctx);
  EXPECT_TRUE(s.ctx.brush.flipY);
  EXPECT_FALSE(s.ctx.brush.flipX);
}

TEST(Actions, AddingASecondPathCopiesTheFirstAndUndoes) {
  Session s;
  s.ctx.doc.level().setTile(0, 3, 3, block(1));
  actions::setLayerCount(s.ctx, 2);
  s.apply();
  EXPECT_EQ(s.ctx.doc.level().layerCount(), 2);
  EXPECT_EQ(s.ctx.doc.level().tile(1, 3, 3), block(1));
  actions::undo(s.ctx);
  EXPECT_EQ(s.ctx.doc.level().layerCount(), 1);
}

TEST(Actions, ResizeRejectsBadSizesWithAMessage) {
  Session s;
  actions::resizeLevel(s.ctx, 0, 5, 0, 0);
  EXPECT_TRUE(s.ctx.queue.empty());
  EXPECT_FALSE(s.ctx.errorText.empty());
  actions::resizeLevel(s.ctx, 10, 5, 1, 1);
  s.apply();
  EXPECT_EQ(s.ctx.doc.level().width(), 10);
}

}  // namespace
}  // namespace solidtile::editor
