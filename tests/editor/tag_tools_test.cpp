#include "model/tag_tools.h"

#include <gtest/gtest.h>

#include "session/actions.h"
#include "solidtile/io/level_file.h"
#include "test_level.h"

namespace solidtile::editor {
namespace {

using test::block;

struct Session : test::Session {
  Session() { ctx.doc = test::smallDocument(10, 8, 2); }
  Level& level() { return ctx.doc.level(); }
  void stroke(int layer, std::vector<TilePos> cells, TileTag t) {
    const std::uint64_t id = ctx.newMergeId();
    // One event per cell, as a drag reports them, all under the stroke's id.
    for (const TilePos& c : cells) {
      ctx.submitTileEdit("Paint tag", {}, tagPaintChanges(level(), layer, {c}, t), id);
      apply();
    }
    ctx.doc.history.seal();
  }
};

TEST(TagTools, AStrokeIsOneUndoStepAndRedoesExactly) {
  Session s;
  s.stroke(0, lineCells({1, 2}, {6, 2}), TileTag::Ladder);
  s.stroke(0, {{2, 2}, {3, 2}}, TileTag::Ice);
  EXPECT_EQ(s.ctx.doc.history.size(), 2u);
  EXPECT_EQ(s.level().tag(0, 1, 2), TileTag::Ladder);
  EXPECT_EQ(s.level().tag(0, 3, 2), TileTag::Ice);
  EXPECT_EQ(s.level().tag(1, 3, 2), TileTag::None);  // the other path untouched
  actions::undo(s.ctx);
  EXPECT_EQ(s.level().tag(0, 3, 2), TileTag::Ladder);  // back to the first stroke's tag
  EXPECT_EQ(s.level().tag(0, 6, 2), TileTag::Ladder);
  actions::undo(s.ctx);
  for (int x = 0; x < 10; ++x) EXPECT_EQ(s.level().tag(0, x, 2), TileTag::None) << x;
  EXPECT_FALSE(s.level().hasTags(0));
  actions::redo(s.ctx);
  actions::redo(s.ctx);
  EXPECT_EQ(s.level().tag(0, 1, 2), TileTag::Ladder);
  EXPECT_EQ(s.level().tag(0, 2, 2), TileTag::Ice);
  EXPECT_EQ(s.level().tag(0, 7, 2), TileTag::None);
  EXPECT_TRUE(s.ctx.doc.dirty());
}

TEST(TagTools, RepaintingTheSameTagChangesNothing) {
  Session s;
  s.stroke(0, {{4, 4}}, TileTag::Ice);
  EXPECT_TRUE(tagPaintChanges(s.level(), 0, {{4, 4}, {4, 4}}, TileTag::Ice).empty());
  EXPECT_EQ(tagPaintChanges(s.level(), 0, {{5, 4}, {5, 4}, {-1, 0}}, TileTag::Ice).size(), 1u);
}

TEST(TagTools, FloodStaysOnTheStartTilesAndTag) {
  Session s;
  // A floor of mask 0 along row 5 with a different tile at x = 6.
  for (int x = 0; x < 10; ++x) s.level().setTile(0, x, 5, block(x == 6 ? 1 : 0));
  s.level().setTag(0, 3, 5, TileTag::Ladder);
  const auto changes = tagFloodChanges(s.level(), 0, {0, 5}, TileTag::Ice);
  // x 0..2 (the ladder at 3 stops it).
  EXPECT_EQ(changes.size(), 3u);
  Session t;
  for (int x = 0; x < 10; ++x) t.level().setTile(0, x, 5, block(x == 6 ? 1 : 0));
  t.ctx.submitTileEdit("Flood tag", {}, tagFloodChanges(t.level(), 0, {4, 5}, TileTag::Ice));
  t.apply();
  EXPECT_EQ(t.level().tag(0, 0, 5), TileTag::Ice);
  EXPECT_EQ(t.level().tag(0, 5, 5), TileTag::Ice);
  EXPECT_EQ(t.level().tag(0, 6, 5), TileTag::None);  // another tile
  EXPECT_EQ(t.level().tag(0, 7, 5), TileTag::None);  // past it, not connected
  EXPECT_EQ(t.level().tag(0, 4, 4), TileTag::None);  // the empty sky above
  EXPECT_TRUE(tagFloodChanges(t.level(), 0, {4, 5}, TileTag::Ice).empty());
  EXPECT_TRUE(tagFloodChanges(t.level(), 0, {40, 5}, TileTag::Ice).empty());
}

TEST(TagTools, RectangleAndEraseWithNone) {
  Session s;
  s.ctx.submitTileEdit("Tag rectangle", {}, tagRectChanges(s.level(), 1, {2, 1, 4, 3}, TileTag::StairUpRight));
  s.apply();
  EXPECT_EQ(s.level().tag(1, 2, 1), TileTag::StairUpRight);
  EXPECT_EQ(s.level().tag(1, 4, 3), TileTag::StairUpRight);
  EXPECT_EQ(s.level().tag(1, 5, 3), TileTag::None);
  s.ctx.submitTileEdit("Erase tags", {}, tagRectChanges(s.level(), 1, {3, 0, 9, 9}, TileTag::None));
  s.apply();
  EXPECT_EQ(s.level().tag(1, 2, 2), TileTag::StairUpRight);
  EXPECT_EQ(s.level().tag(1, 3, 2), TileTag::None);
  actions::undo(s.ctx);
  EXPECT_EQ(s.level().tag(1, 4, 2), TileTag::StairUpRight);
}

TEST(TagTools, CopyPasteCarriesTagsAndUndoesWithTheTiles) {
  Session s;
  s.level().setTile(0, 1, 1, block(2));
  s.level().setTag(0, 1, 1, TileTag::Ice);
  s.level().setTag(0, 2, 1, TileTag::Ladder);  // a ladder in the air: an empty tile with a tag
  s.level().setTag(0, 5, 5, TileTag::Ice);      // stale ice under the paste's tile goes
  s.ctx.selection = {1, 1, 2, 1};
  actions::copy(s.ctx);
  ASSERT_TRUE(s.ctx.clipboard);
  EXPECT_EQ(s.ctx.clipboard->tags.size(), 2u);
  const Stamp& st = *s.ctx.clipboard;
  s.ctx.submitTileEdit("Paste", pasteChanges(s.level(), 0, st, {5, 5}), pasteTagChanges(s.level(), 0, st, {5, 5}));
  s.apply();
  EXPECT_EQ(s.level().tile(0, 5, 5), block(2));
  EXPECT_EQ(s.level().tag(0, 5, 5), TileTag::Ice);
  EXPECT_EQ(s.level().tag(0, 6, 5), TileTag::Ladder);
  actions::undo(s.ctx);  // tiles and tags as one step
  EXPECT_TRUE(s.level().tile(0, 5, 5).empty());
  EXPECT_EQ(s.level().tag(0, 5, 5), TileTag::Ice);
  EXPECT_EQ(s.level().tag(0, 6, 5), TileTag::None);
}

TEST(TagTools, AStampWithoutTagsLeavesTagsAlone) {
  Session s;
  s.level().setTile(0, 1, 1, block(2));
  const Stamp plain = copyStamp(s.level(), 0, {1, 1, 1, 1});
  EXPECT_TRUE(plain.tags.empty());
  s.level().setTag(0, 4, 4, TileTag::Ice);
  // The tile's cell sets the tag to the stamp's (none): the stale ice goes.
  const auto c = pasteTagChanges(s.level(), 0, plain, {4, 4});
  ASSERT_EQ(c.size(), 1u);
  EXPECT_EQ(c[0].after, TileTag::None);
  // An empty stamp cell without a tag leaves the level's tag.
  const Stamp empty = copyStamp(s.level(), 0, {0, 0, 0, 0});
  EXPECT_TRUE(pasteTagChanges(s.level(), 0, empty, {4, 4}).empty());
}

TEST(TagTools, MoveCutAndFlipCarryTags) {
  Session s;
  s.level().setTile(0, 1, 1, block(2));
  s.level().setTag(0, 1, 1, TileTag::StairUpRight);
  s.level().setTag(0, 2, 1, TileTag::Ladder);
  // Move the 2x1 block one right: overlapping source and destination.
  const TileRect r{1, 1, 2, 1};
  s.ctx.submitTileEdit("Move", moveChanges(s.level(), 0, r, {2, 1}), moveTagChanges(s.level(), 0, r, {2, 1}));
  s.apply();
  EXPECT_EQ(s.level().tag(0, 1, 1), TileTag::None);
  EXPECT_EQ(s.level().tag(0, 2, 1), TileTag::StairUpRight);
  EXPECT_EQ(s.level().tag(0, 3, 1), TileTag::Ladder);
  // Flipping the block mirrors the stair.
  s.ctx.tool = Tool::Select;
  s.ctx.selection = {2, 1, 3, 1};
  actions::flipX(s.ctx);
  s.apply();
  EXPECT_EQ(s.level().tag(0, 2, 1), TileTag::Ladder);
  EXPECT_EQ(s.level().tag(0, 3, 1), TileTag::StairUpLeft);
  actions::cut(s.ctx);
  s.apply();
  EXPECT_FALSE(s.level().hasTags(0));
  ASSERT_TRUE(s.ctx.clipboard);
  EXPECT_EQ(flippedX(*s.ctx.clipboard).tags[0], static_cast<std::uint8_t>(TileTag::StairUpRight));
  EXPECT_EQ(flippedY(*s.ctx.clipboard).tags[1], static_cast<std::uint8_t>(TileTag::StairUpLeft));
  actions::undo(s.ctx);
  EXPECT_EQ(s.level().tag(0, 3, 1), TileTag::StairUpLeft);
}

TEST(TagTools, ResizingMovesTagsObjectsAndEdgesWithTheContent) {
  Session s;
  s.level().setTag(1, 2, 3, TileTag::Ladder);
  s.level().setMaskEdges(4, {0, 16});
  SolidObject o;
  o.path = {{10, 20}, {40, 20}};
  s.level().objects.push_back(o);
  const Level grown = resizedLevel(s.level(), 14, 8, 2, 0);  // anchored right: 4 tiles on the left
  EXPECT_EQ(grown.tag(1, 6, 3), TileTag::Ladder);
  EXPECT_EQ(grown.tag(1, 2, 3), TileTag::None);
  EXPECT_EQ(grown.maskEdges(4), (MaskEdges{0, 16}));
  ASSERT_EQ(grown.objects.size(), 1u);
  EXPECT_EQ(grown.objects[0].path[1], (Waypoint{40 + 64, 20}));
}

TEST(TagTools, PaintedTagsSurviveSaveAndLoad) {
  Session s;
  s.stroke(0, {{1, 1}, {1, 2}, {1, 3}}, TileTag::Ladder);
  s.stroke(1, {{4, 6}}, TileTag::StairUpLeft);
  s.stroke(1, {{5, 6}}, TileTag::Ice);
  const io::LoadResult r = io::parseLevel(io::formatLevel(s.ctx.doc.file));
  ASSERT_TRUE(r.file) << (r.problems.empty() ? "" : r.problems[0].what);
  for (int l = 0; l < 2; ++l) EXPECT_EQ(r.file->level.tagData(l), s.level().tagData(l)) << l;
  EXPECT_EQ(r.file->level.tag(0, 1, 3), TileTag::Ladder);
  EXPECT_EQ(r.file->level.tag(1, 4, 6), TileTag::StairUpLeft);
}

}  // namespace
}  // namespace solidtile::editor
