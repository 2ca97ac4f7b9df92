#include "session/actions.h"

#include <fstream>

#include <gtest/gtest.h>

#include "model/image_file.h"
#include "model/fading_message.h"
#include "temp_dir.h"
#include "test_level.h"

namespace solidtile::editor {
namespace {

using test::block;

struct ActionsSession : test::Session {
  ActionsSession() { ctx.doc = test::smallDocument(8, 6, 1); }
};

TEST(Actions, CutThenPasteMovesTilesAsTwoUndoSteps) {
  ActionsSession s;
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
  ActionsSession s;
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
  ActionsSession s;
  actions::flipY(s.ctx);
  EXPECT_TRUE(s.ctx.brush.flipY);
  EXPECT_FALSE(s.ctx.brush.flipX);
}

TEST(Actions, AddingASecondPathCopiesTheFirstAndUndoes) {
  ActionsSession s;
  s.ctx.doc.level().setTile(0, 3, 3, block(1));
  actions::setLayerCount(s.ctx, 2);
  s.apply();
  EXPECT_EQ(s.ctx.doc.level().layerCount(), 2);
  EXPECT_EQ(s.ctx.doc.level().tile(1, 3, 3), block(1));
  actions::undo(s.ctx);
  EXPECT_EQ(s.ctx.doc.level().layerCount(), 1);
}

TEST(Actions, ResizeRejectsBadSizesWithAMessage) {
  ActionsSession s;
  actions::resizeLevel(s.ctx, 0, 5, 0, 0);
  EXPECT_TRUE(s.ctx.queue.empty());
  EXPECT_FALSE(s.ctx.errorText.empty());
  actions::resizeLevel(s.ctx, 10, 5, 1, 1);
  s.apply();
  EXPECT_EQ(s.ctx.doc.level().width(), 10);
}

}  // namespace
}  // namespace solidtile::editor

namespace solidtile::editor {
namespace {

TEST(Actions, EscapeDroppingAStampGivesBackThePreviousTool) {
  ActionsSession s;
  s.ctx.tool = Tool::Rectangle;
  s.ctx.clipboard = copyStamp(s.ctx.doc.level(), 0, {0, 0, 1, 1});
  actions::paste(s.ctx);
  EXPECT_EQ(s.ctx.tool, Tool::Select);
  actions::paste(s.ctx);  // a second paste keeps the tool to return to
  actions::cancel(s.ctx);
  EXPECT_FALSE(s.ctx.pasting);
  EXPECT_EQ(s.ctx.tool, Tool::Rectangle);
  actions::cancel(s.ctx);
  EXPECT_EQ(s.ctx.tool, Tool::Rectangle) << "a second Esc only drops the selection";
}

TEST(FadingMessage, ShowsAMessageForAWhileAfterItChangedThenNothing) {
  FadingMessage m;
  EXPECT_EQ(m.shown("Generated arc", 10.0), "Generated arc");
  EXPECT_EQ(m.shown("Generated arc", 10.0 + FadingMessage::kSeconds - 0.1), "Generated arc");
  EXPECT_EQ(m.shown("Generated arc", 10.0 + FadingMessage::kSeconds), "");
  EXPECT_EQ(m.shown("Break at frame 192", 30.0), "Break at frame 192") << "a new message shows again";
  EXPECT_EQ(m.shown("", 31.0), "");
}

TEST(Screenshots, EachF12GetsTheNextFreeNumber) {
  test::TempDir dir;
  EXPECT_EQ(nextNumberedFile(dir.path(), "shot", ".png").filename(), "shot-001.png");
  for (const char* name : {"shot-001.png", "shot-007.png", "shot-x.png", "other-900.png", "shot-012.txt"}) {
    std::ofstream(dir.path() / name) << "x";
  }
  EXPECT_EQ(nextNumberedFile(dir.path(), "shot", ".png").filename(), "shot-008.png");
}

}  // namespace
}  // namespace solidtile::editor
