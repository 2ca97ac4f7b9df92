// Issue 28: on a small screen the side columns fold by themselves rather than
// squeeze the canvas (1280x720 with the mask editor and the debugger left it 335 px).
#include "model/column_fold.h"

#include <gtest/gtest.h>

namespace solidtile::editor {
namespace {

// The widths the editor's columns have at their defaults: tools 200, inspector
// 390 (Tile panel 260), mask editor 355, a folded strip 26.
ColumnLayout layout(float window, bool maskEditor, bool debugger) {
  return {window, 200, debugger ? 390.0f : 260.0f, maskEditor ? 355.0f : 0.0f, 26, debugger};
}

TEST(AutoFold, At1280WithTheMaskEditorAndTheDebuggerBothColumnsFoldAndItSaysSo) {
  AutoFold fold;
  std::string message;
  const ColumnLayout l = layout(1280, true, true);
  EXPECT_LT(canvasWidth(l, {}), 400) << "the canvas the issue measured";
  const std::optional<Folds> f = fold.update(l, {}, &message);
  ASSERT_TRUE(f);
  EXPECT_TRUE(f->left);
  EXPECT_TRUE(f->right) << "folding the tools column alone leaves " << canvasWidth(l, {true, false});
  EXPECT_GE(canvasWidth(l, *f), kUsableCanvasWidth);
  EXPECT_EQ(message, "Tools and inspector folded: the canvas was 335 px (Shift+Tab unfolds)");
}

TEST(AutoFold, OnlyTheToolsColumnFoldsWhenThatIsEnough) {
  AutoFold fold;
  std::string message;
  const ColumnLayout l = layout(1280, true, false);  // no debugger: the Tile panel
  const std::optional<Folds> f = fold.update(l, {}, &message);
  ASSERT_TRUE(f);
  EXPECT_TRUE(f->left);
  EXPECT_FALSE(f->right);
  EXPECT_EQ(message, "Tools folded: the canvas was 465 px (Shift+Tab unfolds)");
}

TEST(AutoFold, NothingFoldsWhenTheCanvasIsWideEnough) {
  for (const bool maskEditor : {false, true}) {
    AutoFold fold;
    EXPECT_FALSE(fold.update(layout(1600, maskEditor, true), {}, nullptr)) << "1600 px wide, mask editor " << maskEditor;
  }
  AutoFold fold;
  EXPECT_FALSE(fold.update(layout(1280, false, true), {}, nullptr)) << "1280 without the mask editor: 664 px";
}

TEST(AutoFold, AColumnTheUserUnfoldsStaysUntilTheLayoutChanges) {
  AutoFold fold;
  const ColumnLayout l = layout(1280, true, true);
  ASSERT_TRUE(fold.update(l, {}, nullptr));
  EXPECT_FALSE(fold.update(l, {}, nullptr)) << "the user unfolded both: the same layout asks nothing";
  EXPECT_FALSE(fold.update(layout(1280, false, true), {}, nullptr)) << "closing the mask editor leaves room";
  EXPECT_TRUE(fold.update(layout(1280, true, true), {}, nullptr)) << "opening it again folds again";
  EXPECT_FALSE(fold.update(layout(1280, true, true), {true, true}, nullptr));
}

TEST(AutoFold, FoldedColumnsThatCannotHelpMoreAreLeftAlone) {
  AutoFold fold;
  EXPECT_FALSE(fold.update(layout(700, true, true), {true, true}, nullptr)) << "already strips";
}

}  // namespace
}  // namespace solidtile::editor
