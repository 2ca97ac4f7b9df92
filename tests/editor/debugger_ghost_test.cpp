// The ghost is the path before the last change, one per change: a brush
// stroke drawn over many UI frames is one undo step and one ghost, and an
// undo or a redo is a change of its own (the ghost after Ctrl+Z is the path
// with the edit, the one the undo took away).
#include <gtest/gtest.h>

#include "model/debugger.h"
#include "test_level.h"

namespace solidtile::editor {
namespace {

using test::block;
using Flat = test::FlatSession;

std::vector<Ghost::Point> pathOf(Timeline& t) {
  t.simulate();
  std::vector<Ghost::Point> p;
  for (const PlayerState& s : t.sonic().states()) p.push_back({s.x, s.y});
  return p;
}

bool samePath(const std::vector<Ghost::Point>& a, const std::vector<Ghost::Point>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i].x != b[i].x || a[i].y != b[i].y) return false;
  }
  return true;
}

// Running right for two seconds along the floor of row 5.
void runRight(Flat& s) {
  s.t().paintButtons(0, 120, input::kRight, true);
  s.d().syncWithDocument(s.ctx.doc);
}

// One tile of a stroke in its own UI frame: the edit, the commands applied, the debugger synced.
void strokeTile(Flat& s, int x, int y, std::uint64_t stroke) {
  const Tile before = s.ctx.doc.level().tile(0, x, y);
  s.ctx.submitTileEdit("Brush", {{0, x, y, before.raw, block().raw}}, stroke);
  s.apply();
  s.d().syncWithDocument(s.ctx.doc);
}

struct Runs {
  std::vector<Ghost::Point> open, walled;
};

// Running right, then a wall two tiles high painted in the player's way, one
// tile a UI frame: one stroke, one undo step.
Runs paintAWallInTheWay(Flat& s) {
  runRight(s);
  Runs r;
  r.open = pathOf(s.t());
  strokeTile(s, 12, 4, 7);
  strokeTile(s, 12, 3, 7);
  EXPECT_EQ(s.ctx.doc.history.size(), 1u) << "the stroke is one undo step";
  r.walled = pathOf(s.t());
  EXPECT_FALSE(samePath(r.open, r.walled)) << "the wall changes the run";
  return r;
}

TEST(DebuggerGhost, AStrokeOverSeveralUIFramesKeepsThePathBeforeTheWholeStroke) {
  Flat s;
  const Runs runs = paintAWallInTheWay(s);
  ASSERT_TRUE(s.t().ghost());
  EXPECT_TRUE(samePath(s.t().ghost()->path, runs.open)) << "the ghost is the run before the stroke, not after its first tile";
  EXPECT_EQ(s.t().ghost()->cause, "Brush");
  // The first changed frame is where the runs may part.
  const std::size_t first = s.t().ghost()->firstChangedFrame;
  for (std::size_t k = 0; k < first && k < runs.walled.size(); ++k) {
    EXPECT_EQ(runs.walled[k].x, runs.open[k].x) << "frame " << k;
  }
  // A second stroke (behind the wall, where the player stands) is a change of its own: its ghost is the walled run.
  strokeTile(s, 14, 4, 8);
  ASSERT_TRUE(s.t().ghost());
  EXPECT_TRUE(samePath(s.t().ghost()->path, runs.walled));
}

TEST(DebuggerGhost, AfterUndoTheGhostIsThePathBeforeTheUndoAndAfterRedoThePathBeforeTheRedo) {
  Flat s;
  const Runs runs = paintAWallInTheWay(s);
  s.ctx.doc.history.undo(s.ctx.doc);
  s.d().syncWithDocument(s.ctx.doc);
  EXPECT_TRUE(samePath(pathOf(s.t()), runs.open)) << "the undo took the wall away";
  ASSERT_TRUE(s.t().ghost());
  EXPECT_TRUE(samePath(s.t().ghost()->path, runs.walled)) << "the ghost shows what the undo changed: the walled run";
  EXPECT_EQ(s.t().ghost()->cause, "Undo Brush");
  s.ctx.doc.history.redo(s.ctx.doc);
  s.d().syncWithDocument(s.ctx.doc);
  EXPECT_TRUE(samePath(pathOf(s.t()), runs.walled));
  ASSERT_TRUE(s.t().ghost());
  EXPECT_TRUE(samePath(s.t().ghost()->path, runs.open));
  EXPECT_EQ(s.t().ghost()->cause, "Redo Brush");
}

TEST(DebuggerGhost, UndoStepsCountChangesNotMergedEdits) {
  Flat s;
  UndoStack& h = s.ctx.doc.history;
  const std::uint64_t start = h.changes();
  strokeTile(s, 1, 1, 3);
  strokeTile(s, 2, 1, 3);
  EXPECT_EQ(h.changes(), start + 1);
  EXPECT_EQ(h.lastChange(), "Brush");
  h.undo(s.ctx.doc);
  EXPECT_EQ(h.changes(), start + 2);
  EXPECT_EQ(h.lastChange(), "Undo Brush");
  h.redo(s.ctx.doc);
  EXPECT_EQ(h.changes(), start + 3);
  EXPECT_EQ(h.lastChange(), "Redo Brush");
}

}  // namespace
}  // namespace solidtile::editor
