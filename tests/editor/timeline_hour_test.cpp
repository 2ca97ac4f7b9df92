// An hour of input on the timeline (issue 15): the history's memory, and that
// the frame the cursor lands on after any jump, back or forth, after input
// and tile edits, is what a fresh run of the same level and input gives.
#include <cstddef>
#include <random>
#include <vector>

#include <gtest/gtest.h>

#include "model/timeline.h"
#include "shipped_runs.h"

namespace solidtile::editor {
namespace {

using namespace solidtile::editor::testing;

// The tour, repeated until it lasts an hour: each lap starts where the last
// ended, so the later laps are walls, jumps and air.
std::vector<Input> hourOfTour() {
  const std::vector<Input> tour = shippedMovie("tour.txt");
  std::vector<Input> rows;
  rows.reserve(kHourOfFrames + tour.size());
  while (rows.size() < kHourOfFrames) rows.insert(rows.end(), tour.begin(), tour.end());
  rows.resize(kHourOfFrames);
  return rows;
}

TEST(TimelineHour, AnHoursHistoryTakesLessThan100MB) {
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic1);
  Timeline t(shippedLevel("demo.json"), cfg);
  ASSERT_TRUE(t.pasteRows(0, hourOfTour(), PasteMode::Overwrite));
  t.simulate();
  ASSERT_EQ(t.simulated(), kHourOfFrames + 1);
  EXPECT_LT(t.memoryBytes(), std::size_t{100} << 20);
  // One state per frame and little else: under 2 states' worth, growth slack included.
  EXPECT_LT(t.memoryBytes() / kHourOfFrames, 2 * sizeof(PlayerState));
  EXPECT_FALSE(t.pasteRows(kHourOfFrames, std::vector<Input>{input::kRight}, PasteMode::Overwrite)) << "the hour is the cap";
}

void expectFreshRun(Timeline& t, const Level& level, const PlayerConfig& cfg, std::mt19937& rng, int jumps) {
  const std::vector<Input> rows(t.inputs().frames().begin(), t.inputs().frames().end());
  const std::vector<PlayerState> fresh = plainRun(level, cfg, t.start(), rows);
  std::uniform_int_distribution<std::size_t> anywhere(0, rows.size());
  std::size_t frame = 0;
  for (int i = 0; i < jumps; ++i) {
    // Long jumps either way, and short scrubs about where the cursor is.
    if (i % 3 == 2) {
      frame = std::min(rows.size(), frame + 60 - std::min<std::size_t>(frame, rng() % 121));
    } else {
      frame = anywhere(rng);
    }
    t.jumpTo(frame);
    ASSERT_EQ(t.cursor(), frame);
    ASSERT_EQ(t.sonic().state(t.cursor()), fresh[frame]) << "frame " << frame;
    if (frame == 0) continue;
    PlayerState s = fresh[frame - 1];
    StepRecord rec;
    stepPlayer(s, level, cfg, rows[frame - 1], &rec);
    const StepRecord& r = t.sonic().stepRecord(frame);
    ASSERT_EQ(r.castCount, rec.castCount) << "frame " << frame;
    ASSERT_EQ(r.eventCount, rec.eventCount) << "frame " << frame;
    for (int e = 0; e < r.eventCount; ++e) EXPECT_EQ(r.events[e].kind, rec.events[e].kind) << "frame " << frame;
  }
}

TEST(TimelineHour, ScrubbingToAnyFrameGivesWhatAFreshRunGives) {
  Level level = shippedLevel("demo.json");  // a copy: the test edits its tiles
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic1);
  Timeline t(level, cfg);
  std::vector<Input> rows = hourOfTour();
  ASSERT_TRUE(t.pasteRows(0, rows, PasteMode::Overwrite));
  std::mt19937 rng(15);
  expectFreshRun(t, level, cfg, rng, 300);

  // An input edit half way: the frames before it are kept, the rest re-stepped.
  ASSERT_TRUE(t.toggleButtons(kHourOfFrames / 2, input::kJump));
  expectFreshRun(t, level, cfg, rng, 300);

  // A tile taken from under the player's feet at a frame inside the run.
  t.simulate();
  const PlayerState& at = t.sonic().state(20'000);
  const int tx = pixelOf(at.x) / kTileSize, ty = (pixelOf(at.y) + at.radiusY + 4) / kTileSize;
  ASSERT_TRUE(level.inside(tx, ty));
  for (int l = 0; l < level.layerCount(); ++l) level.setTile(l, tx, ty, Tile{});
  ASSERT_TRUE(t.tilesChanged({tx, ty, tx, ty}).has_value()) << "the run passes over the tile";
  expectFreshRun(t, level, cfg, rng, 300);
}

}  // namespace
}  // namespace solidtile::editor
