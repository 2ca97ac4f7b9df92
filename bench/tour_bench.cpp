// The long mixed run of issue 15: one million frames of tour.txt on the demo
// level, the tour started again from the level's start whenever it ends, so
// the frames cover flat ground, slopes, the loop, the quarter pipe, the
// tunnel roof (ceiling), the step wall and the air between. Each iteration is
// the whole million; the `frame` counter is the CPU time of one frame.
// Targets: step <= 30 ns a frame, with the record <= 80 ns, step and the full
// trace written to /dev/null (as `solidtile sim` does) <= 70 ns.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

#include "shipped_level.h"
#include "solidtile/io/movie.h"
#include "solidtile/io/trace.h"
#include "solidtile/sonic/player.h"

namespace {

using namespace solidtile;
using bench::demoLevel;

constexpr long kFrames = 1'000'000;

const std::vector<Input>& tour() {
  static const std::vector<Input> frames = [] {
    io::MovieResult m = io::loadMovie(SOLIDTILE_SOURCE_DIR "/data/movies/tour.txt");
    if (!m.movie) std::abort();
    return m.movie->frames;
  }();
  return frames;
}

// Calls perFrame(state) after every step of the million.
template <typename PerFrame>
void runTour(benchmark::State& state, StepRecord* rec, PerFrame perFrame) {
  const Level& level = demoLevel();
  const PlayerConfig cfg = defaultPlayerConfig(static_cast<Profile>(state.range(0)));
  const PlayerState start = spawnPlayer(cfg, level.startX, level.startY);
  const std::vector<Input>& movie = tour();
  const PlayerStepFn step = playerStepFor(cfg);
  for (auto _ : state) {
    PlayerState s = start;
    std::size_t k = 0;
    for (long f = 0; f < kFrames; ++f) {
      step(s, level, cfg, movie[k], rec);
      perFrame(s, f);
      if (++k == movie.size()) {
        k = 0;
        s = start;
      }
    }
    benchmark::DoNotOptimize(s.x);
  }
  state.counters["frame"] = benchmark::Counter(static_cast<double>(kFrames),
                                               benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

void BM_TourStep(benchmark::State& state) {
  runTour(state, nullptr, [](const PlayerState& s, long) { benchmark::DoNotOptimize(s.x); });
}

void BM_TourStepWithRecord(benchmark::State& state) {
  StepRecord rec;
  runTour(state, &rec, [&rec](const PlayerState&, long) { benchmark::DoNotOptimize(rec.castCount); });
}

// The trace rows as `solidtile sim` builds them, handed to /dev/null in 64 KiB writes.
void BM_TourStepTrace(benchmark::State& state) {
  std::FILE* null = std::fopen("/dev/null", "wb");
  if (!null) std::abort();
  std::string out;
  runTour(state, nullptr, [&](const PlayerState& s, long f) {
    io::appendTraceRow(out, f + 1, s);
    if (out.size() > (1u << 16)) {
      std::fwrite(out.data(), 1, out.size(), null);
      out.clear();
    }
  });
  std::fclose(null);
}

// Arg: the Profile (0 guide, 1 sonic1, 2 sonic2, 3 sonic3k).
BENCHMARK(BM_TourStep)->DenseRange(0, kProfileCount - 1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TourStepWithRecord)->DenseRange(0, kProfileCount - 1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TourStepTrace)->DenseRange(0, kProfileCount - 1)->Unit(benchmark::kMillisecond);

}  // namespace
