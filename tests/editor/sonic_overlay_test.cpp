// The debugger overlay's layout of a cast: where each sensor's line, hit pixel
// and read tiles land in level pixels, and what is drawn in which colour.
#include "model/sonic_overlay.h"

#include <algorithm>
#include <set>

#include <gtest/gtest.h>

#include "test_level.h"

namespace solidtile::editor {
namespace {

using test::block;

// Ground at tile row 4 (pixels 64..79), a ceiling at row 0 (0..15).
Level groundAndCeiling() {
  Level l = test::smallDocument(8, 6, 1).level();
  for (int x = 0; x < 8; ++x) {
    l.setTile(0, x, 4, block());
    l.setTile(0, x, 0, block());
  }
  return l;
}

CastRecord recordCast(const Level& l, SensorId id, Dir dir, int x, int y) {
  CastRecord c;
  c.sensor = id;
  c.dir = dir;
  c.x = x;
  c.y = y;
  c.result = castSensor(l, 0, dir, x, y, dir == Dir::Down ? Sees::Top : Sees::Sides);
  c.use = CastUse::Used;
  return c;
}

TEST(DebugOverlay, AsLineRunsFromItsAnchorToTheHitPixel) {
  const Level l = groundAndCeiling();
  const CastShape s = castShape(recordCast(l, SensorId::A, Dir::Down, 40, 50), true);
  ASSERT_TRUE(s.found);
  EXPECT_EQ(s.hitX, 40);
  EXPECT_EQ(s.hitY, 64) << "the first solid pixel below the anchor";
  EXPECT_EQ(s.line, (PixelRect{40, 50, 40, 64}));
}

TEST(DebugOverlay, AnUpCastEndsOnTheCeilingsLastPixel) {
  const Level l = groundAndCeiling();
  const CastShape s = castShape(recordCast(l, SensorId::C, Dir::Up, 20, 22), false);
  ASSERT_TRUE(s.found);
  EXPECT_EQ(s.hitY, 15);
  EXPECT_EQ(s.line, (PixelRect{20, 15, 20, 22}));
}

TEST(DebugOverlay, VisitedTilesAreListedWithTheColumnRead) {
  const Level l = groundAndCeiling();
  // From row 3 (empty) the cast extends into row 4, where it finds the ground.
  const CastShape s = castShape(recordCast(l, SensorId::B, Dir::Down, 37, 50), false);
  ASSERT_EQ(s.visitCount, 2);
  EXPECT_EQ(s.visits[0].tx, 2);
  EXPECT_EQ(s.visits[0].ty, 3);
  EXPECT_FALSE(s.visits[0].solid);
  EXPECT_FALSE(s.visits[0].extension);
  EXPECT_EQ(s.visits[1].ty, 4);
  EXPECT_TRUE(s.visits[1].extension);
  EXPECT_TRUE(s.visits[1].decided);
  EXPECT_EQ(s.visits[1].index, 37 % 16);
  EXPECT_EQ(s.visits[1].strip, (PixelRect{37, 64, 37, 79}));
  EXPECT_EQ(s.visits[1].solidPart, (PixelRect{37, 64, 37, 79})) << "a full block is solid down the whole column";
  EXPECT_TRUE(s.visits[0].solidPart.empty());
}

TEST(DebugOverlay, AMissReachesTheFarEdgeOfTheSecondTile) {
  Level l = test::smallDocument(8, 6, 1).level();
  const CastShape s = castShape(recordCast(l, SensorId::PushRight, Dir::Right, 20, 30), false);
  EXPECT_FALSE(s.found);
  EXPECT_EQ(s.hitX, 47) << "tiles 1 and 2 span pixels 16..47";
  EXPECT_EQ(s.line, (PixelRect{20, 30, 47, 30}));
}

TEST(DebugOverlay, EverySensorHasItsOwnColour) {
  std::set<Colour> colours;
  for (SensorId id : {SensorId::A, SensorId::B, SensorId::C, SensorId::D, SensorId::PushLeft, SensorId::PushRight,
                      SensorId::Centre}) {
    colours.insert(sensorColour(id));
  }
  EXPECT_EQ(colours.size(), 7u);
}

// A standing step on the ground: its record drawn with and without the unused casts.
struct StandingStep {
  Level level = groundAndCeiling();
  PlayerState before, after;
  StepRecord record;
  StandingStep() {
    const PlayerConfig cfg = defaultPlayerConfig();
    before = spawnPlayer(cfg, 40, 44);  // feet at 63, on the ground at 64
    for (int i = 0; i < 3; ++i) stepPlayer(before, level, cfg, 0);
    after = before;
    stepPlayer(after, level, cfg, 0, &record);
  }
  DebugShapes shapes(const DebugOverlayOptions& o) const {
    DebugFrame f;
    f.now = &after;
    f.previous = &before;
    f.record = &record;
    return buildDebugShapes(f, o);
  }
};

// Any alpha: a cast that lost to its partner is drawn dimmed in the same colour.
bool hasFill(const DebugShapes& s, Colour c, float x0, float y0) {
  return std::any_of(s.fills.begin(), s.fills.end(), [&](const LevelRect& r) {
    return (r.colour & 0xFFFFFFu) == (c & 0xFFFFFFu) && r.x0 == x0 && r.y0 == y0;
  });
}

TEST(DebugOverlay, AStandingStepDrawsAAndBInTheirColoursAtTheirAnchors) {
  const StandingStep step;
  ASSERT_FALSE(step.after.airborne);
  const DebugShapes s = step.shapes({});
  bool sawA = false, sawB = false;
  for (int i = 0; i < step.record.castCount; ++i) {
    const CastRecord& c = step.record.casts[i];
    const CastShape shape = castShape(c, step.record.floorWinner == i);
    const float x = static_cast<float>(shape.line.x0), y = static_cast<float>(shape.line.y0);
    if (c.sensor == SensorId::A) sawA = hasFill(s, sensorColour(SensorId::A), x, y);
    if (c.sensor == SensorId::B) sawB = hasFill(s, sensorColour(SensorId::B), x, y);
  }
  EXPECT_TRUE(sawA);
  EXPECT_TRUE(sawB);
  const auto label = std::find_if(s.labels.begin(), s.labels.end(), [](const LevelLabel& l) { return l.text == "floor"; });
  EXPECT_NE(label, s.labels.end()) << "the mode is labelled";
}

TEST(DebugOverlay, UnusedCastsAreDimmedOrHidden) {
  const StandingStep step;
  int unused = 0;
  for (int i = 0; i < step.record.castCount; ++i) unused += step.record.casts[i].use != CastUse::Used;
  ASSERT_GT(unused, 0) << "a standing step also checks the ceiling or walls";
  DebugOverlayOptions shown, hidden;
  hidden.unusedSensors = false;
  const std::size_t withUnused = step.shapes(shown).fills.size();
  const std::size_t without = step.shapes(hidden).fills.size();
  EXPECT_LT(without, withUnused);
  for (const LevelRect& r : step.shapes(shown).fills) {
    for (int i = 0; i < step.record.castCount; ++i) {
      const CastRecord& c = step.record.casts[i];
      const CastShape shape = castShape(c, false);
      if (c.use == CastUse::Used || r.x0 != static_cast<float>(shape.line.x0) || r.y0 != static_cast<float>(shape.line.y0) ||
          (r.colour & 0xFFFFFFu) != (sensorColour(c.sensor) & 0xFFFFFFu)) {
        continue;
      }
      EXPECT_LT(r.colour >> 24, 255u) << sensorName(c.sensor) << " moved nothing, so its line is dimmed";
    }
  }
}

TEST(DebugOverlay, TheBoxTurnsWithTheWallModes) {
  PlayerState s = spawnPlayer(defaultPlayerConfig(), 100, 100);
  EXPECT_EQ(playerBox(s), (PixelRect{91, 81, 109, 119}));
  s.mode = Mode::RightWall;
  EXPECT_EQ(playerBox(s), (PixelRect{81, 91, 119, 109}));
}

// The brush preview keeps off these tiles while debugging (issue 11).
TEST(DebugOverlay, TheTilesUnderThePlayersBoxAreTheOnesItCovers) {
  const PlayerState s = spawnPlayer(defaultPlayerConfig(), 100, 100);  // box x 91..109, y 81..119
  std::vector<std::pair<int, int>> covered;
  for (int ty = 3; ty <= 9; ++ty) {
    for (int tx = 3; tx <= 9; ++tx) {
      if (tileCoversPlayer(tx, ty, s)) covered.push_back({tx, ty});
    }
  }
  // Tiles 5..6 across (80..111) and 5..7 down (80..127).
  EXPECT_EQ(covered, (std::vector<std::pair<int, int>>{{5, 5}, {6, 5}, {5, 6}, {6, 6}, {5, 7}, {6, 7}}));
}

TEST(DebugOverlay, AComparisonTracesPathChangesColourWhereItDivergesAndItsCentreIsFramed) {
  const Ghost::Point path[] = {{0, 0}, {10 * 256, 0}, {20 * 256, 0}, {30 * 256, 0}};
  const Ghost::Point now{20 * 256, 5 * 256};
  DebugFrame f;
  f.comparisonPath = path;
  f.comparisonDivergesAt = 2;
  f.comparisonNow = &now;
  const DebugShapes shapes = buildDebugShapes(f, {});
  ASSERT_EQ(shapes.lines.size(), 3u);
  EXPECT_EQ(shapes.lines[0].colour, debug_colours::kComparison);
  EXPECT_EQ(shapes.lines[1].colour, debug_colours::kComparison);
  EXPECT_EQ(shapes.lines[2].colour, debug_colours::kComparisonDiverged);
  ASSERT_EQ(shapes.outlines.size(), 1u);
  EXPECT_EQ(shapes.outlines[0].x0, 18);
  EXPECT_EQ(shapes.outlines[0].y1, 8);
  DebugOverlayOptions off;
  off.comparison = false;
  EXPECT_TRUE(buildDebugShapes(f, off).lines.empty());
}

}  // namespace
}  // namespace solidtile::editor

namespace solidtile::editor {
namespace {

TEST(DebugOverlay, TrailEditGhostAndBranchGhostHaveThreeDistinctHues) {
  const std::vector<Ghost::Point> branch = {{pixels(10), pixels(10)}, {pixels(20), pixels(10)}};
  const std::vector<Ghost::Point> ghost = {{pixels(10), pixels(30)}, {pixels(20), pixels(30)}, {pixels(30), pixels(30)}};
  std::vector<PlayerState> history(2);
  history[0].x = pixels(10);
  history[0].y = pixels(50);
  history[1].x = pixels(20);
  history[1].y = pixels(50);
  DebugFrame f;
  f.now = &history[1];
  f.history = history;
  f.ghostPath = ghost;
  f.ghostChangedFrom = 0;
  f.branchPath = branch;
  DebugOverlayOptions o;
  o.onion = o.body = o.sensors = false;
  const DebugShapes s = buildDebugShapes(f, o);
  auto hue = [](Colour c) { return c & 0x00FFFFFFu; };
  int branchLines = 0, trailLines = 0, ghostLines = 0;
  for (const LevelLine& l : s.lines) {
    if (l.y0 == 10.5f) {
      ++branchLines;
      EXPECT_EQ(l.colour, debug_colours::kBranchGhost);
    }
    if (l.y0 == 50.5f) {
      ++trailLines;
      EXPECT_EQ(hue(l.colour), hue(debug_colours::kTrail));
    }
    if (l.y0 == 30.5f) ++ghostLines;
  }
  EXPECT_EQ(branchLines, 1);
  EXPECT_EQ(trailLines, 1);
  EXPECT_EQ(ghostLines, 2);
  const Colour hues[] = {hue(debug_colours::kTrail), hue(debug_colours::kGhost), hue(debug_colours::kGhostChanged),
                         hue(debug_colours::kBranchGhost)};
  for (int i = 0; i < 4; ++i) {
    for (int j = i + 1; j < 4; ++j) EXPECT_NE(hues[i], hues[j]);
  }
  o.branchGhost = false;
  for (const LevelLine& l : buildDebugShapes(f, o).lines) EXPECT_NE(l.y0, 10.5f) << "the switch hides the branch ghost";
}

}  // namespace
}  // namespace solidtile::editor

namespace solidtile::editor {
namespace {

// An hour's ghost path must not cost a line per frame where nobody sees it:
// with the view known, segments wholly outside it are left out, and those
// crossing it are kept whole.
TEST(DebugOverlay, PathsLeaveOutSegmentsWhollyOutsideTheView) {
  const std::vector<Ghost::Point> ghost = {{pixels(0), pixels(50)},    {pixels(40), pixels(50)},  {pixels(120), pixels(50)},
                                           {pixels(160), pixels(50)},  {pixels(160), pixels(500)}, {pixels(400), pixels(500)}};
  DebugFrame f;
  f.ghostPath = ghost;
  EXPECT_EQ(buildDebugShapes(f, {}).lines.size(), 5u) << "no view: every segment";
  f.view = PixelRect{100, 0, 200, 100};
  const DebugShapes s = buildDebugShapes(f, {});
  ASSERT_EQ(s.lines.size(), 3u);
  EXPECT_EQ(s.lines[0].x0, 40.5f) << "crosses the view's left edge";
  EXPECT_EQ(s.lines[0].x1, 120.5f);
  EXPECT_EQ(s.lines[1].x0, 120.5f);
  EXPECT_EQ(s.lines[2].y1, 500.5f) << "leaves through the bottom";
}

}  // namespace
}  // namespace solidtile::editor
