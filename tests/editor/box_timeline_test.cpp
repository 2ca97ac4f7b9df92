// The timeline with the box controller: the same cursor, input and history
// as for the Sonic player, stepping stepBox (docs/box.md).
#include <gtest/gtest.h>

#include "model/timeline.h"
#include "shipped_runs.h"
#include "solidtile/box/box.h"

namespace solidtile::editor {
namespace {

using namespace solidtile::editor::testing;

const Tile kBoxBlock = Tile::make(0, false, false, Solidity::All);  // mask 0 of the shipped levels is full

// A plain stepBox loop, as `solidtile sim --controller box` runs it.
std::vector<BoxState> freshRun(const Level& level, const BoxConfig& cfg, int x, int y, std::span<const Input> movie) {
  std::vector<BoxState> out{spawnBox(x, y)};
  BoxState s = out.back();
  for (const Input in : movie) {
    stepBox(s, level, cfg, in);
    out.push_back(s);
  }
  return out;
}

std::vector<BoxState> boxStates(const Timeline& t) { return {t.box().states().begin(), t.box().states().end()}; }

// The ladder movie from its start point (the movie's header names it).
Timeline ladderTimeline(const Level& level) {
  Timeline t(level, defaultPlayerConfig());
  t.setController(Controller::Box);
  RunSpec start;
  start.startX = 800;
  start.startY = 368;
  t.setStart(start);
  EXPECT_TRUE(t.loadMovie(shippedMovieText("box_ladder.txt"), nullptr));
  t.clearGhost();  // as the editor does once a movie is loaded: no edit yet
  return t;
}

TEST(BoxTimeline, SimulatesTheBoxAsAFreshRun) {
  const Level& level = shippedLevel("box_demo.json");
  Timeline t = ladderTimeline(level);
  t.simulate();
  const std::vector<BoxState> fresh = freshRun(level, defaultBoxConfig(), 800, 368, t.inputs().frames());
  ASSERT_EQ(t.simulated(), t.frameCount() + 1);
  EXPECT_EQ(boxStates(t), fresh);
  // The ladder movie climbs: the box was on the ladder and ended higher than it began.
  bool climbed = false;
  for (const BoxState& s : fresh) climbed |= s.mode == BoxMode::Ladder;
  EXPECT_TRUE(climbed);
}

TEST(BoxTimeline, StepsBackAndForwardExactly) {
  const Level& level = shippedLevel("box_demo.json");
  Timeline t = ladderTimeline(level);
  const std::vector<BoxState> fresh = freshRun(level, defaultBoxConfig(), 800, 368, t.inputs().frames());
  for (int i = 0; i < 120; ++i) ASSERT_TRUE(t.stepForward());
  EXPECT_EQ(t.box().state(t.cursor()), fresh[120]);
  for (int i = 0; i < 50; ++i) ASSERT_TRUE(t.stepBack());
  EXPECT_EQ(t.cursor(), 70u);
  EXPECT_EQ(t.box().state(t.cursor()), fresh[70]);
  const std::uint64_t steps = t.stepsSimulated();
  for (int i = 0; i < 50; ++i) ASSERT_TRUE(t.stepForward());
  EXPECT_EQ(t.box().state(t.cursor()), fresh[120]);
  EXPECT_EQ(t.stepsSimulated(), steps) << "frames already known are copied, not stepped";
  t.jumpTo(300);
  EXPECT_EQ(t.box().state(t.cursor()), fresh[300]);
  t.jumpTo(5);
  EXPECT_EQ(t.box().state(t.cursor()), fresh[5]);
}

TEST(BoxTimeline, ARecordIsTheStepIntoItsFrame) {
  const Level& level = shippedLevel("box_demo.json");
  Timeline t = ladderTimeline(level);
  t.simulate();
  for (const std::size_t k : {1u, 14u, 40u, 200u}) {
    const BoxRecord& r = t.box().stepRecord(k);
    ASSERT_EQ(static_cast<std::size_t>(r.eventCount), t.box().events(k).size()) << k;
    for (int i = 0; i < r.eventCount; ++i) EXPECT_EQ(r.events[i], t.box().events(k)[static_cast<std::size_t>(i)]);
  }
}

TEST(BoxTimeline, ATileEditResimulatesFromTheFirstFrameItCanChange) {
  Level level = shippedLevel("box_demo.json");
  Timeline t = ladderTimeline(level);
  t.simulate();
  const std::vector<BoxState> old = boxStates(t);
  // A block in the ladder shaft just above the box, 20 frames into the climb.
  std::size_t k = 0;
  while (k < old.size() && old[k].mode != BoxMode::Ladder) ++k;
  k += 20;
  ASSERT_LT(k, old.size());
  ASSERT_EQ(old[k].mode, BoxMode::Ladder);
  const BoxState& at = old[k];
  // A ladder tile lets the box through, so the tag goes too, on every column the box covers.
  const int tx0 = pixelOf(at.x) / kTileSize;
  const int tx1 = (pixelOf(at.x) + 2 * defaultBoxConfig().halfWidth - 1) / kTileSize;
  const int ty = pixelOf(at.y) / kTileSize - 1;
  for (int l = 0; l < level.layerCount(); ++l) {
    for (int tx = tx0; tx <= tx1; ++tx) {
      level.setTile(l, tx, ty, kBoxBlock);
      level.setTag(l, tx, ty, TileTag::None);
    }
  }
  const std::optional<std::size_t> changed = t.tilesChanged({tx0, ty, tx1, ty});
  ASSERT_TRUE(changed.has_value());
  EXPECT_GE(*changed, 1u);
  EXPECT_LE(*changed, k);
  EXPECT_EQ(t.simulated(), *changed) << "frames from the first changed one are forgotten";
  const std::uint64_t steps = t.stepsSimulated();
  t.simulate();
  EXPECT_EQ(t.stepsSimulated() - steps, t.frameCount() + 1 - *changed);
  const std::vector<BoxState> fresh = freshRun(level, defaultBoxConfig(), 800, 368, t.inputs().frames());
  EXPECT_EQ(boxStates(t), fresh);
  EXPECT_NE(boxStates(t), old) << "the block is in the box's way";
  for (std::size_t f = 0; f < *changed; ++f) ASSERT_EQ(fresh[f], old[f]) << f;
  // The old path is the ghost, as for the Sonic player: centres of the box.
  ASSERT_TRUE(t.ghost().has_value());
  EXPECT_EQ(t.ghost()->firstChangedFrame, *changed);
  ASSERT_EQ(t.ghost()->path.size(), old.size());
  const BoxSize size = boxSize(defaultBoxConfig());
  EXPECT_EQ(t.ghost()->path[k].x, old[k].x + size.w * kSubPerPixel / 2);
  EXPECT_EQ(t.ghost()->path[k].y, old[k].y + size.h * kSubPerPixel / 2);
}

TEST(BoxTimeline, AnEditFarFromThePathChangesNothing) {
  Level level = shippedLevel("box_demo.json");
  Timeline t = ladderTimeline(level);
  t.simulate();
  const std::uint64_t steps = t.stepsSimulated();
  level.setTile(0, level.width() - 2, 1, kBoxBlock);
  EXPECT_FALSE(t.tilesChanged({level.width() - 2, 1, level.width() - 2, 1}).has_value());
  t.simulate();
  EXPECT_EQ(t.stepsSimulated(), steps);
  EXPECT_FALSE(t.ghost().has_value());
}

TEST(BoxTimeline, AConfigEditResimulatesEverythingAndKeepsTheGhost) {
  const Level& level = shippedLevel("box_demo.json");
  Timeline t = ladderTimeline(level);
  t.simulate();
  BoxConfig cfg = defaultBoxConfig();
  cfg.ladderSpeed = 2 * cfg.ladderSpeed;
  t.setBoxConfig(cfg);
  EXPECT_EQ(t.simulated(), 1u);
  ASSERT_TRUE(t.ghost().has_value());
  EXPECT_EQ(t.ghost()->firstChangedFrame, 0u);
  t.simulate();
  EXPECT_EQ(boxStates(t), freshRun(level, cfg, 800, 368, t.inputs().frames()));
}

TEST(BoxTimeline, SwitchingControllerKeepsTheInputAndForgetsTheRest) {
  const Level& level = shippedLevel("box_demo.json");
  Timeline t = ladderTimeline(level);
  t.jumpTo(200);
  const std::size_t rows = t.frameCount();
  t.setController(Controller::Sonic);
  EXPECT_FALSE(t.controller() == Controller::Box);
  EXPECT_EQ(t.frameCount(), rows);
  EXPECT_FALSE(t.ghost().has_value());
  t.simulate();
  EXPECT_EQ(t.simulated(), rows + 1);
  t.setController(Controller::Box);
  t.simulate();
  EXPECT_EQ(boxStates(t), freshRun(level, defaultBoxConfig(), 800, 368, t.inputs().frames()));
}

TEST(BoxTimeline, BreakpointsFireOnBoxEventsAndThresholds) {
  const Level& level = shippedLevel("box_demo.json");
  Timeline t = ladderTimeline(level);
  t.simulate();
  const std::vector<BoxFrameEvent> log = t.box().eventLog();
  std::size_t firstLadder = 0;
  for (const BoxFrameEvent& e : log) {
    if (e.event == BoxEvent::LadderEnter) {
      firstLadder = e.frame;
      break;
    }
  }
  ASSERT_GT(firstLadder, 0u) << "the ladder movie enters the ladder";
  const int id = t.breakpoints.add(BoxEventCondition{BoxEvent::LadderEnter});
  t.restart();
  RunResult r = t.runUntilBreak(10'000);
  EXPECT_EQ(r.stop, RunResult::Stop::Breakpoint);
  EXPECT_EQ(r.frame, firstLadder);
  ASSERT_EQ(r.hits.size(), 1u);
  EXPECT_EQ(r.hits[0].id, id);
  EXPECT_EQ(r.hits[0].boxEvent, BoxEvent::LadderEnter);
  t.breakpoints.clear();
  // y above 300 px: the box climbs past it once.
  t.breakpoints.add(ThresholdCondition{Quantity::Y, Compare::Below, 300 * kSubPerPixel});
  t.restart();
  r = t.runUntilBreak(10'000);
  ASSERT_EQ(r.stop, RunResult::Stop::Breakpoint);
  EXPECT_LT(t.box().state(t.cursor()).y, 300 * kSubPerPixel);
  EXPECT_GE(t.box().state(r.frame - 1).y, 300 * kSubPerPixel);
}

TEST(BoxTimeline, TheTraceIsTheBoxTrace) {
  const Level& level = shippedLevel("box_demo.json");
  Timeline t = ladderTimeline(level);
  const std::string trace = t.trace();
  const std::vector<BoxState> fresh = freshRun(level, defaultBoxConfig(), 800, 368, t.inputs().frames());
  std::size_t lines = 0;
  for (const char c : trace) lines += c == '\n';
  EXPECT_EQ(lines, fresh.size() + 1) << "a header and a row a frame";
}

}  // namespace
}  // namespace solidtile::editor
