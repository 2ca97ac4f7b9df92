// The timeline re-simulating after an input edit (issue 6: 10,000 frames in
// 2 ms or less), next to the plain step loop the CLI runs for scale.
#include <cstdio>
#include <cstdlib>

#include <benchmark/benchmark.h>

#include "model/timeline.h"
#include "shipped_level.h"
#include "solidtile/io/level_file.h"
#include "solidtile/io/movie.h"

namespace {

using namespace solidtile;
using bench::demoLevel;
using namespace solidtile::editor;

constexpr std::size_t kFrames = 10'000;


// The tour, repeated until it is kFrames long: each lap starts where the last
// ended, against the end wall, so the later laps are walls, jumps and air.
std::vector<Input> longTour() {
  const io::MovieResult m = io::loadMovie(SOLIDTILE_SOURCE_DIR "/data/movies/tour.txt");
  if (!m.movie) {
    std::fputs(io::describe("data/movies/tour.txt", m.problems).c_str(), stderr);
    std::abort();
  }
  std::vector<Input> rows;
  while (rows.size() < kFrames) rows.insert(rows.end(), m.movie->frames.begin(), m.movie->frames.end());
  rows.resize(kFrames);
  return rows;
}

// Each iteration edits row 0 (holding or releasing down) and re-simulates
// every frame after it, events and used sensors included.
void BM_TimelineResimulateAfterInputEdit(benchmark::State& state) {
  Timeline t(demoLevel(), defaultPlayerConfig(static_cast<Profile>(state.range(0))));
  t.pasteRows(0, longTour(), PasteMode::Overwrite);
  t.simulate();
  for (auto _ : state) {
    t.toggleButtons(0, input::kDown);
    t.simulate();
    benchmark::DoNotOptimize(t.sonic().state(kFrames).x);
  }
  state.counters["frames"] = static_cast<double>(t.frameCount());
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(kFrames));
}

// The same frames as `solidtile sim` steps them: no record, no history.
void BM_PlainStepLoop(benchmark::State& state) {
  const PlayerConfig cfg = defaultPlayerConfig(static_cast<Profile>(state.range(0)));
  const std::vector<Input> rows = longTour();
  const PlayerState start = startState(demoLevel(), cfg);
  for (auto _ : state) {
    PlayerState s = start;
    for (const Input in : rows) stepPlayer(s, demoLevel(), cfg, in);
    benchmark::DoNotOptimize(s.x);
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(kFrames));
}

// An hour of the tour (issue 15: a 1-hour movie scrubs at full frame rate
// with the timeline under 100 MB).
Timeline& hourTimeline() {
  static Timeline t = [] {
    Timeline tl(demoLevel(), defaultPlayerConfig(Profile::Sonic1));
    std::vector<Input> rows = longTour();
    while (rows.size() < kHourOfFrames) rows.insert(rows.end(), rows.begin(), rows.begin() + kFrames);
    rows.resize(kHourOfFrames);
    tl.pasteRows(0, rows, PasteMode::Overwrite);
    tl.simulate();
    return tl;
  }();
  return t;
}

// Loading an hour's movie: every frame stepped with its record into the history.
void BM_TimelineSimulateHour(benchmark::State& state) {
  Timeline& t = hourTimeline();
  for (auto _ : state) {
    t.toggleButtons(0, input::kDown);  // forgets every frame after 0
    t.simulate();
    benchmark::DoNotOptimize(t.sonic().state(kHourOfFrames).x);
  }
  state.counters["bytes_per_frame"] = static_cast<double>(t.memoryBytes()) / static_cast<double>(kHourOfFrames);
  state.counters["MB"] = static_cast<double>(t.memoryBytes()) / (1 << 20);
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(kHourOfFrames));
}

// What a UI frame of scrubbing costs the model: the cursor lands on a frame
// anywhere in the hour, back or forth, and the overlay reads its state and its
// record (one step re-run with every cast).
void BM_TimelineScrubHour(benchmark::State& state) {
  Timeline& t = hourTimeline();
  std::size_t i = 0;
  for (auto _ : state) {
    const std::size_t frame = 1 + (i++ * 104'729) % kHourOfFrames;
    t.jumpTo(frame);
    benchmark::DoNotOptimize(t.sonic().state(t.cursor()).x);
    benchmark::DoNotOptimize(t.sonic().stepRecord(frame).castCount);
  }
}

// Arg 0 = guide, 1 = sonic1.
BENCHMARK(BM_TimelineResimulateAfterInputEdit)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);
BENCHMARK(BM_TimelineSimulateHour)->Unit(benchmark::kMillisecond)->Repetitions(3)->ReportAggregatesOnly(true);
BENCHMARK(BM_TimelineScrubHour)->Repetitions(5)->ReportAggregatesOnly(true);
BENCHMARK(BM_PlainStepLoop)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);

}  // namespace
