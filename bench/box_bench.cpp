// The box step on the shipped box demo (issue 9: median <= 25 ns without the
// record, <= 80 ns with it). Every box movie is played from its start in
// turn, so the frames cover slopes, one-way platforms, ladder, stairs, ice,
// ledge, grace gap and both moving platforms.
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

#include "shipped_level.h"
#include "solidtile/box/box.h"
#include "solidtile/io/movie.h"

namespace {

using namespace solidtile;

struct Run {
  BoxState start;
  std::vector<Input> frames;
};

const std::vector<Run>& runs() {
  static const std::vector<Run> all = [] {
    const struct {
      const char* movie;
      int x, y;
    } table[] = {{"box_slopes.txt", 48, 368},       {"box_oneway.txt", 600, 368},  {"box_ladder.txt", 800, 368},
                 {"box_stairs.txt", 920, 368},      {"box_ice.txt", 1232, 368},    {"box_ledge.txt", 1440, 368},
                 {"box_grace.txt", 1580, 368},      {"box_platform_h.txt", 1740, 368},
                 {"box_platform_v.txt", 2080, 368}};
    std::vector<Run> out;
    for (const auto& t : table) {
      const io::MovieResult m = io::loadMovie(std::string(SOLIDTILE_SOURCE_DIR "/data/movies/") + t.movie);
      if (!m.movie) std::abort();
      out.push_back({spawnBox(t.x, t.y), m.movie->frames});
    }
    return out;
  }();
  return all;
}

// The box demo in a long level: 500 more moving platforms every 80 px from
// 20000 px left of it to 20000 px right, none in its own 2400 px (the movies
// play the same). The objects' union meets the box on every frame; the broad
// phase must still read only the few nearby.
const Level& crowdedLevel() {
  static const Level level = [] {
    Level l = bench::boxDemoLevel();
    for (int i = 0; i < 500; ++i) {
      const int x = i * 80 - 20200 + (i >= 250 ? 22600 : 0);
      SolidObject o;
      o.w = 48;
      o.path = {{x, 200 + (i % 5) * 40}, {x + 64, 200}};
      o.speed = 256;
      l.objects.push_back(o);
    }
    return l;
  }();
  return level;
}

template <bool kRecord, bool kCrowded = false>
void stepAll(benchmark::State& state) {
  const Level& level = kCrowded ? crowdedLevel() : bench::boxDemoLevel();
  const BoxConfig cfg = defaultBoxConfig();
  const auto& all = runs();
  std::size_t run = 0, frame = 0;
  BoxState s = all[0].start;
  BoxRecord rec;
  for (auto _ : state) {
    stepBox(s, level, cfg, all[run].frames[frame], kRecord ? &rec : nullptr);
    benchmark::DoNotOptimize(s.x);
    if (++frame == all[run].frames.size()) {
      frame = 0;
      run = (run + 1) % all.size();
      s = all[run].start;
    }
  }
}

void BM_BoxStep(benchmark::State& state) { stepAll<false>(state); }
void BM_BoxStepWithRecord(benchmark::State& state) { stepAll<true>(state); }
void BM_BoxStepCrowded(benchmark::State& state) { stepAll<false, true>(state); }

BENCHMARK(BM_BoxStep)->Repetitions(9)->ReportAggregatesOnly(true);
BENCHMARK(BM_BoxStepWithRecord)->Repetitions(9)->ReportAggregatesOnly(true);
BENCHMARK(BM_BoxStepCrowded)->Repetitions(9)->ReportAggregatesOnly(true);

}  // namespace
