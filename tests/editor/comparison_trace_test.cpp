// The debugger's comparison trace, headless: it loads what `solidtile diff`
// reads, finds the first frame where it parts from the timeline's run, and
// follows edits. (How the overlay draws it: sonic_overlay_test.cpp.)
#include "model/comparison_trace.h"

#include <gtest/gtest.h>

#include "solidtile/io/trace.h"

namespace solidtile::editor {
namespace {

// A floor at tile row 4 for the player to land on.
Level floorLevel() {
  Level l(12, 6, 1);
  HeightMask::Heights full{};
  full.fill(16);
  l.addMask(*HeightMask::fromHeights(full, kFlaggedAngle));
  for (int x = 0; x < 12; ++x) l.setTile(0, x, 4, Tile::make(0, false, false, Solidity::All));
  l.startX = 40;
  l.startY = 40;
  return l;
}

// The timeline's own trace with row `frame`'s x moved by `dx` pixels from there on.
std::string shifted(Timeline& t, std::size_t frame, double dx) {
  t.simulate();
  std::string text = io::traceHeader();
  for (std::size_t f = 0; f < t.simulated(); ++f) {
    PlayerState s = t.sonic().state(f);
    if (f >= frame) s.x += static_cast<Sub>(dx * 256);
    io::appendTraceRow(text, static_cast<long>(f), s);
  }
  return text;
}

Timeline runningRight(const Level& l) {
  Timeline t(l, defaultPlayerConfig());
  for (int i = 0; i < 40; ++i) t.setInput(static_cast<std::size_t>(i), input::kRight);
  t.simulate();
  return t;
}

TEST(ComparisonTrace, ItsOwnTraceAgreesEverywhere) {
  const Level l = floorLevel();
  Timeline t = runningRight(l);
  ComparisonTrace c;
  std::string why;
  ASSERT_TRUE(c.load(t.trace(), "ours.csv", &why)) << why;
  c.update(t);
  EXPECT_FALSE(c.divergence());
  EXPECT_EQ(c.diff().common, 41u);
  EXPECT_EQ(c.columns().size(), io::kTraceColumns);
  ASSERT_EQ(c.path().size(), 41u);
  EXPECT_EQ(c.path()[7].x, t.sonic().state(7).x);
  EXPECT_EQ(c.path()[7].y, t.sonic().state(7).y);
}

TEST(ComparisonTrace, FindsTheFirstDivergingFrameAndItsColumns) {
  const Level l = floorLevel();
  Timeline t = runningRight(l);
  ComparisonTrace c;
  std::string why;
  ASSERT_TRUE(c.load(shifted(t, 25, 0.5), "other.csv", &why)) << why;
  c.update(t);
  ASSERT_TRUE(c.divergence());
  EXPECT_EQ(*c.divergence(), 25u);
  EXPECT_EQ(c.differing(), std::vector<io::TraceColumn>{io::TraceColumn::X});
  EXPECT_EQ(c.pathDivergesAt(), 25u);
  // Within the tolerance there is no divergence; the tolerance is pixels.
  c.setTolerance(0.5);
  c.update(t);
  EXPECT_FALSE(c.divergence());
}

TEST(ComparisonTrace, FollowsEditsOfTheRun) {
  const Level l = floorLevel();
  Timeline t = runningRight(l);
  ComparisonTrace c;
  std::string why;
  ASSERT_TRUE(c.load(t.trace(), "ours.csv", &why)) << why;
  c.update(t);
  EXPECT_FALSE(c.divergence());
  // Stop pressing right from row 30: the run now parts from the trace after frame 30.
  t.setInput(30, 0);
  t.simulate();
  c.update(t);
  ASSERT_TRUE(c.divergence());
  EXPECT_EQ(*c.divergence(), 31u);
}

TEST(ComparisonTrace, AnotherEnginesColumnsAndGapsInFrames) {
  const Level l = floorLevel();
  Timeline t = runningRight(l);
  // Only x and y, and only every tenth frame: rows are matched by frame number.
  std::string text = "frame,y,x,engine_state\n";
  for (std::size_t f = 0; f <= 40; f += 10) {
    text += std::to_string(f) + "," + formatPixels(t.sonic().state(f).y) + "," + formatPixels(t.sonic().state(f).x) + ",run\n";
  }
  ComparisonTrace c;
  std::string why;
  ASSERT_TRUE(c.load(text, "engine.csv", &why)) << why;
  c.update(t);
  EXPECT_FALSE(c.divergence());
  EXPECT_EQ(c.diff().common, 5u);
  EXPECT_EQ(c.rowAt(20), 2u);
  EXPECT_FALSE(c.rowAt(21));
  ASSERT_TRUE(c.pointAt(30));
  EXPECT_EQ(c.pointAt(30)->x, t.sonic().state(30).x);
}

TEST(ComparisonTrace, ABadTraceKeepsTheLoadedOneAndNamesTheLine) {
  const Level l = floorLevel();
  Timeline t = runningRight(l);
  ComparisonTrace c;
  std::string why;
  ASSERT_TRUE(c.load(t.trace(), "ours.csv", &why)) << why;
  EXPECT_FALSE(c.load("frame,x\n0,1\n1,oops\n", "bad.csv", &why));
  EXPECT_NE(why.find("bad.csv: line 3: x is 'oops'"), std::string::npos) << why;
  EXPECT_EQ(c.name(), "ours.csv");
  EXPECT_FALSE(c.load("frame,speed\n0,1\n", "none.csv", &why));
  EXPECT_NE(why.find("has none of the columns"), std::string::npos) << why;
  c.clear();
  EXPECT_FALSE(c.loaded());
}

}  // namespace
}  // namespace solidtile::editor
