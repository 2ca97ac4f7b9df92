// Edits under a timeline: input rows, tiles and the config each forget the
// history from the first frame they can change, and only that much is re-stepped.
#include <functional>
#include <random>

#include <gtest/gtest.h>

#include "model/timeline.h"
#include "shipped_runs.h"

namespace solidtile::editor {
namespace {

using namespace solidtile::editor::testing;

const Tile kBlock = Tile::make(0, false, false, Solidity::All);  // mask 0 of the shipped levels is full

Timeline tourTimeline(const Level& level, Profile p = Profile::Guide) {
  Timeline t(level, defaultPlayerConfig(p));
  EXPECT_TRUE(t.loadMovie(shippedMovieText("tour.txt"), nullptr));
  return t;
}

std::vector<PlayerState> copyStates(const Timeline& t) { return {t.sonic().states().begin(), t.sonic().states().end()}; }

std::vector<Input> rows(const Timeline& t) { return {t.inputs().frames().begin(), t.inputs().frames().end()}; }

TEST(TimelineEdits, EditingInputAtRowKResimulatesFromFrameKOnly) {
  Timeline t = tourTimeline(shippedLevel("demo.json"));
  t.simulate();
  const std::vector<PlayerState> old = copyStates(t);
  const std::uint64_t steps = t.stepsSimulated();
  const std::size_t k = 700;
  ASSERT_TRUE(t.toggleButtons(k, input::kJump));
  EXPECT_EQ(t.simulated(), k + 1) << "frames 0..k do not read row k";
  t.simulate();
  EXPECT_EQ(t.stepsSimulated() - steps, t.frameCount() - k);
  for (std::size_t f = 0; f <= k; ++f) ASSERT_EQ(t.sonic().state(f), old[f]) << f;
  EXPECT_NE(t.sonic().state(k + 1), old[k + 1]) << "the jump was taken";
  EXPECT_EQ(copyStates(t), plainRun(t.level(), t.config(), {}, rows(t)));
}

TEST(TimelineEdits, EachInputEditKeepsTheHistoryUpToItsFirstChangedRow) {
  struct Edit {
    const char* what;
    std::function<bool(Timeline&)> apply;
    std::size_t firstRow;
  };
  const std::vector<Input> clip(20, input::kLeft);
  const Edit edits[] = {
      {"set", [](Timeline& t) { return t.setInput(300, input::kLeft); }, 300},
      {"button down", [](Timeline& t) { return t.setButtons(310, input::kDown, true); }, 310},
      {"toggle", [](Timeline& t) { return t.toggleButtons(320, input::kRight); }, 320},
      {"paint, first rows already held",
       [](Timeline& t) { return t.paintButtons(125, 40, input::kJump, true); }, 155},
      {"insert", [](Timeline& t) { return t.insertRows(400, 30, input::kJump); }, 400},
      {"delete", [](Timeline& t) { t.deleteRows(140, 30); return true; }, 140},
      {"paste over", [&clip](Timeline& t) { return t.pasteRows(500, clip, PasteMode::Overwrite); }, 500},
      {"paste in", [&clip](Timeline& t) { return t.pasteRows(510, clip, PasteMode::Insert); }, 510},
  };
  for (const Edit& e : edits) {
    Timeline t = tourTimeline(shippedLevel("demo.json"));
    t.jumpTo(t.frameCount());
    const std::vector<PlayerState> old = copyStates(t);
    ASSERT_TRUE(e.apply(t)) << e.what;
    EXPECT_EQ(t.simulated(), e.firstRow + 1) << e.what;
    const std::uint64_t steps = t.stepsSimulated();
    t.simulate();
    EXPECT_EQ(t.stepsSimulated() - steps, t.frameCount() - e.firstRow) << e.what;
    for (std::size_t f = 0; f <= e.firstRow; ++f) ASSERT_EQ(t.sonic().state(f), old[f]) << e.what << " frame " << f;
    EXPECT_EQ(copyStates(t), plainRun(t.level(), t.config(), {}, rows(t))) << e.what;
  }
}

TEST(TimelineEdits, AnEditThatChangesNoRowKeepsTheWholeHistory) {
  Timeline t = tourTimeline(shippedLevel("demo.json"));
  t.simulate();
  const std::uint64_t steps = t.stepsSimulated();
  EXPECT_TRUE(t.setButtons(10, input::kRight, true));
  EXPECT_TRUE(t.paintButtons(0, 100, input::kLeft, false));
  EXPECT_TRUE(t.pasteRows(200, t.copyRows(200, 50), PasteMode::Overwrite));
  EXPECT_EQ(t.simulated(), t.frameCount() + 1);
  t.simulate();
  EXPECT_EQ(t.stepsSimulated(), steps);
}

TEST(TimelineEdits, DeletingRowsKeepsTheCursorInsideTheTrack) {
  Timeline t = tourTimeline(shippedLevel("demo.json"));
  t.jumpTo(t.frameCount());
  t.deleteRows(100, 100'000);
  EXPECT_EQ(t.frameCount(), 100u);
  EXPECT_EQ(t.cursor(), 100u);
  EXPECT_EQ(t.sonic().state(t.cursor()), plainRun(t.level(), t.config(), {}, rows(t)).back());
}

TEST(TimelineEdits, MarkersMoveWithInsertedAndDeletedRows) {
  Timeline t = tourTimeline(shippedLevel("demo.json"));
  t.markers.add(126, "jump");
  t.markers.add(1000, "loop");
  t.insertRows(0, 10);
  t.deleteRows(500, 5);
  ASSERT_EQ(t.markers.all().size(), 2u);
  EXPECT_EQ(t.markers.all()[0], (Marker{136, "jump"}));
  EXPECT_EQ(t.markers.all()[1], (Marker{1005, "loop"}));
}

// --- Level and config edits.

// A player landing and then standing still at flat.json's start point.
Timeline standingTimeline(const Level& level) {
  Timeline t(level, defaultPlayerConfig());
  t.insertRows(0, 200);
  t.simulate();
  return t;
}

TEST(TimelineEdits, ATileEditFarFromThePlayerChangesNothing) {
  Level level = shippedLevel("flat.json");
  Timeline t = standingTimeline(level);
  const std::uint64_t steps = t.stepsSimulated();
  // The player stands at x 400 (tile 25); tile 40 is 240 px away.
  ASSERT_TRUE(level.setTile(0, 40, 45, kBlock));
  EXPECT_EQ(t.tilesChanged({40, 45, 40, 45}), std::nullopt);
  EXPECT_FALSE(t.ghost());
  t.simulate();
  EXPECT_EQ(t.stepsSimulated(), steps);
}

TEST(TimelineEdits, ATileEditUnderThePlayerChangesEveryStepAndKeepsTheOldPathAsTheGhost) {
  Level level = shippedLevel("flat.json");
  Timeline t = standingTimeline(level);
  const std::vector<PlayerState> old = copyStates(t);
  // A hole through the floor (rows 46 and 47) under the player at tile 25.
  for (int x = 22; x <= 28; ++x) {
    for (int y = 46; y <= 47; ++y) ASSERT_TRUE(level.setTile(0, x, y, Tile{}));
  }
  ASSERT_EQ(t.tilesChanged({22, 46, 28, 47}), 1u);
  ASSERT_TRUE(t.ghost());
  EXPECT_EQ(t.ghost()->firstChangedFrame, 1u);
  ASSERT_EQ(t.ghost()->path.size(), old.size());
  for (std::size_t k = 0; k < old.size(); ++k) {
    EXPECT_EQ(t.ghost()->path[k].x, old[k].x);
    EXPECT_EQ(t.ghost()->path[k].y, old[k].y);
  }
  t.simulate();
  EXPECT_EQ(copyStates(t), plainRun(level, t.config(), {}, rows(t)));
  EXPECT_TRUE(t.sonic().state(t.frameCount()).outOfLevel) << "with the floor gone the player fell through";
}

// A player holding right for 200 frames from flat.json's start point, towards its wall.
Timeline runningTimeline(const Level& level) {
  Timeline t(level, defaultPlayerConfig());
  t.paintButtons(0, 200, input::kRight, true);
  t.simulate();
  return t;
}

// The first frame at which two runs differ.
std::size_t firstDifference(const std::vector<PlayerState>& a, const std::vector<PlayerState>& b) {
  std::size_t k = 0;
  while (k < a.size() && k < b.size() && a[k] == b[k]) ++k;
  return k;
}

TEST(TimelineEdits, AWallAheadOfARunningPlayerChangesTheRunOnlyShortlyBeforeItIsReached) {
  Level level = shippedLevel("flat.json");
  Timeline t = runningTimeline(level);
  const std::vector<PlayerState> old = copyStates(t);
  ASSERT_TRUE(level.setTile(0, 35, 45, kBlock));  // x 560..575, standing on the floor
  const std::optional<std::size_t> changed = t.tilesChanged({35, 45, 35, 45});
  ASSERT_TRUE(changed);
  const std::size_t steps = t.stepsSimulated();
  t.simulate();
  EXPECT_EQ(t.stepsSimulated() - steps, t.frameCount() - (*changed - 1)) << "re-stepped from the frame before";
  const std::vector<PlayerState> fresh = plainRun(level, t.config(), {}, rows(t));
  EXPECT_EQ(copyStates(t), fresh);
  const std::size_t differs = firstDifference(old, fresh);
  ASSERT_LT(differs, old.size()) << "the wall stops the player";
  EXPECT_LE(*changed, differs) << "never later than the first frame that changed";
  // The reach is two tiles, the body, one jump and one frame's speed: at most
  // 20 frames of running at the top speed of 6 px.
  EXPECT_GE(*changed + 20, differs) << "not much earlier than needed";
  for (std::size_t k = 0; k < *changed; ++k) ASSERT_EQ(t.sonic().state(k), old[k]);
}

// Everything a step read, as the editor draws it: every cast and the tiles it visited.
bool sameCasts(const StepRecord& a, const StepRecord& b) {
  if (a.castCount != b.castCount || a.floorWinner != b.floorWinner) return false;
  for (int i = 0; i < a.castCount; ++i) {
    const CastRecord& x = a.casts[i];
    const CastRecord& y = b.casts[i];
    if (x.sensor != y.sensor || x.dir != y.dir || x.x != y.x || x.y != y.y || x.use != y.use ||
        x.result.distance != y.result.distance || x.result.angle != y.result.angle ||
        x.result.found != y.result.found || x.result.visitCount != y.result.visitCount) {
      return false;
    }
    for (int v = 0; v < x.result.visitCount; ++v) {
      const TileVisit& p = x.result.visits[v];
      const TileVisit& q = y.result.visits[v];
      if (p.tx != q.tx || p.ty != q.ty || p.tile != q.tile || p.solid != q.solid) return false;
    }
  }
  return true;
}

StepRecord recordOf(const PlayerState& from, const Level& level, const PlayerConfig& cfg, Input in) {
  StepRecord rec;
  PlayerState s = from;
  stepPlayer(s, level, cfg, in, &rec);
  return rec;
}

TEST(TimelineEdits, RandomTileEditsAlongTheTourLeaveTheSameHistoryAsARunFromScratch) {
  std::mt19937 rng(6);
  for (const Profile p : {Profile::Guide, Profile::Sonic1}) {
    Level level = shippedLevel("demo.json");
    Timeline t = tourTimeline(level, p);
    t.simulate();
    const std::vector<Input> movie = rows(t);
    for (int i = 0; i < 40; ++i) {
      // A small rect of blocks or holes near a random frame's position.
      const PlayerState& near = t.sonic().state(std::uniform_int_distribution<std::size_t>(0, t.frameCount())(rng));
      const int tx = pixelOf(near.x) / kTileSize + std::uniform_int_distribution<int>(-6, 6)(rng);
      const int ty = pixelOf(near.y) / kTileSize + std::uniform_int_distribution<int>(-4, 4)(rng);
      const int w = std::uniform_int_distribution<int>(0, 2)(rng), h = std::uniform_int_distribution<int>(0, 2)(rng);
      const Tile tile = rng() % 2 ? kBlock : Tile{};
      const int layer = static_cast<int>(rng() % 2);
      const Level before = level;
      for (int y = ty; y <= ty + h; ++y) {
        for (int x = tx; x <= tx + w; ++x) level.setTile(layer, x, y, tile);
      }
      const std::vector<PlayerState> old = copyStates(t);
      const std::optional<std::size_t> changed = t.tilesChanged({tx, ty, tx + w, ty + h});
      // The steps kept read none of the edited tiles, so their records (what
      // the editor draws for a frame) are what they were.
      for (std::size_t k = 1; k < changed.value_or(old.size()); ++k) {
        ASSERT_TRUE(sameCasts(recordOf(old[k - 1], before, t.config(), movie[k - 1]),
                              recordOf(old[k - 1], level, t.config(), movie[k - 1])))
            << profileName(p) << " edit " << i << " at tile " << tx << "," << ty << ": the step into frame " << k
            << " read the edited tiles, yet the timeline kept it";
      }
      t.simulate();
      const std::vector<PlayerState> fresh = plainRun(level, t.config(), {}, movie);
      ASSERT_EQ(copyStates(t), fresh) << profileName(p) << " edit " << i << " at tile " << tx << "," << ty;
      const std::size_t differs = firstDifference(old, fresh);
      if (differs < old.size()) {
        ASSERT_TRUE(changed) << "edit " << i;
        EXPECT_LE(*changed, differs) << "edit " << i;
      }
    }
  }
}

TEST(TimelineEdits, EditsBeforeTheNextSimulateKeepOneGhostOfTheRunBeforeThem) {
  Level level = shippedLevel("flat.json");
  Timeline t = runningTimeline(level);
  const std::vector<PlayerState> old = copyStates(t);
  // A stroke painting a wall, far tile first, in one UI frame.
  ASSERT_TRUE(level.setTile(0, 36, 45, kBlock));
  const std::optional<std::size_t> far = t.tilesChanged({36, 45, 36, 45});
  ASSERT_TRUE(level.setTile(0, 35, 45, kBlock));
  const std::optional<std::size_t> near = t.tilesChanged({35, 45, 35, 45});
  ASSERT_TRUE(far && near);
  EXPECT_LT(*near, *far);
  ASSERT_TRUE(t.ghost());
  EXPECT_EQ(t.ghost()->firstChangedFrame, *near);
  ASSERT_EQ(t.ghost()->path.size(), old.size()) << "the whole run before the stroke";
  EXPECT_EQ(t.ghost()->path.back().x, old.back().x);
  // After the next simulate(), an edit keeps the run it made.
  t.simulate();
  const std::vector<PlayerState> walled = copyStates(t);
  ASSERT_TRUE(level.setTile(0, 35, 45, Tile{}));
  ASSERT_TRUE(t.tilesChanged({35, 45, 35, 45}));
  EXPECT_EQ(t.ghost()->path.back().x, walled.back().x);
  EXPECT_NE(walled.back().x, old.back().x);
}

TEST(TimelineEdits, AnEmptyTileRectChangesNothing) {
  Timeline t(shippedLevel("flat.json"), defaultPlayerConfig());
  t.insertRows(0, 50);
  t.simulate();
  EXPECT_EQ(t.tilesChanged(TileRect{}), std::nullopt);
  EXPECT_EQ(t.simulated(), 51u);
}

TEST(TimelineEdits, AConfigChangeResimulatesFromFrameZeroAndKeepsTheGhost) {
  const Level& level = shippedLevel("demo.json");
  Timeline t = tourTimeline(level);
  t.simulate();
  const std::vector<PlayerState> old = copyStates(t);
  PlayerConfig cfg = t.config();
  cfg.standRadiusY = 15;
  t.setConfig(cfg);
  EXPECT_EQ(t.simulated(), 1u);
  EXPECT_EQ(t.sonic().state(0).radiusY, 15);
  ASSERT_TRUE(t.ghost());
  EXPECT_EQ(t.ghost()->firstChangedFrame, 0u);
  EXPECT_EQ(t.ghost()->path.size(), old.size());
  EXPECT_EQ(t.ghost()->path.back().x, old.back().x);
  t.simulate();
  EXPECT_EQ(copyStates(t), plainRun(level, cfg, {}, rows(t)));
}

TEST(TimelineEdits, AWholeLevelChangeResimulatesFromFrameZero) {
  Level level = shippedLevel("demo.json");
  Timeline t = tourTimeline(level);
  t.simulate();
  level.startX += 32;
  t.levelChanged();
  EXPECT_EQ(t.simulated(), 1u);
  EXPECT_EQ(t.sonic().state(0).x, pixels(level.startX));
  EXPECT_TRUE(t.ghost());
  t.clearGhost();
  EXPECT_FALSE(t.ghost());
}

TEST(TimelineEdits, AnotherLevelDropsTheGhost) {
  Level level = shippedLevel("demo.json");
  Timeline t = tourTimeline(level);
  t.simulate();
  t.levelChanged();
  ASSERT_TRUE(t.ghost());
  t.setLevel(shippedLevel("flat.json"));
  EXPECT_FALSE(t.ghost());
  t.simulate();
  EXPECT_EQ(copyStates(t), plainRun(shippedLevel("flat.json"), t.config(), {}, rows(t)));
}

}  // namespace
}  // namespace solidtile::editor
