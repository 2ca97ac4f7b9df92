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

#include "crowd_level.h"
#include "shipped_level.h"
#include "solidtile/io/movie.h"
#include "solidtile/io/trace.h"
#include "solidtile/input.h"
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
void runTour(benchmark::State& state, StepRecord* rec, PerFrame perFrame, const Level& level = demoLevel(),
             const std::vector<Input>& movie = tour()) {
  const PlayerConfig cfg = defaultPlayerConfig(static_cast<Profile>(state.range(0)));
  const PlayerState start = spawnPlayer(cfg, level.startX, level.startY);
  const PlayerStepFn step = playerStepFor(cfg);
  for (auto _ : state) {
    PlayerState s = start;
    std::size_t k = 0;
    for (long f = 0; f < kFrames; ++f) {
      step(s, level, cfg, movie[k], rec, {});
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

// The demo level with 64 objects along the tour's path (issue 26's "64
// objects near the player"): at 64 frames spread over the tour's first pass,
// an object 16 px under the player's feet, inside the ground he runs on, so
// the objects' routines test them as he passes (each frame has the ones
// within reach of him) without changing where the tour goes on flat ground.
// Every second one moves (16 px down and back), every third is top-only.
const Level& demoLevelWithObjects() {
  static const Level level = [] {
    Level l = demoLevel();
    const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic1);
    PlayerState s = spawnPlayer(cfg, l.startX, l.startY);
    const std::vector<Input>& movie = tour();
    std::vector<SolidObject> objects;
    const std::size_t every = movie.size() / 64;
    for (std::size_t f = 0; f < movie.size() && objects.size() < 64; ++f) {
      stepPlayer(s, l, cfg, movie[f]);
      if (f % every != 0) continue;
      SolidObject o;
      o.w = 32;
      o.h = 16;
      const int x = (s.x >> 8) - 16, y = (s.y >> 8) + s.radiusY + 16;
      o.path = {{x, y}};
      if (objects.size() % 2) {
        o.path.push_back({x, y + 16});
        o.speed = 0x80;
      }
      o.topOnly = objects.size() % 3 == 0;
      objects.push_back(std::move(o));
    }
    l.objects.assign(std::move(objects));
    return l;
  }();
  return level;
}

void BM_TourStepWithObjects(benchmark::State& state) {
  runTour(state, nullptr, [](const PlayerState& s, long) { benchmark::DoNotOptimize(s.x); }, demoLevelWithObjects());
}

// 64 objects within the player's reach on every frame: a flat level on
// which he runs right and back for the million frames, 32 slabs as wide as
// his run and 32 blocks sliding along it, all inside the ground under his
// feet (so every object's routine runs and misses, frame after frame).
// `count` 0 is the same run without them.
Level flatLevelWithObjects(int count) {
  Level l(64, 16, 1);
  HeightMask::Heights full{};
  full.fill(16);
  const int mask = l.addMask(*HeightMask::fromHeights(full, 0));
  for (int tx = 0; tx < 64; ++tx)
    for (int ty = 10; ty < 16; ++ty) l.setTile(0, tx, ty, Tile::make(mask, false, false, Solidity::All));
  std::vector<SolidObject> objects;
  for (int k = 0; k < count; ++k) {
    SolidObject o;
    o.path = {{256, 168 + k % 8}};
    if (k % 2) {
      o.w = 32;
      o.h = 16;
      o.path.push_back({736, 168 + k % 8});
      o.speed = 0x100 + 16 * k;
    } else {
      o.w = 512;
      o.h = 8;
    }
    o.topOnly = k % 4 == 0;
    objects.push_back(std::move(o));
  }
  l.objects.assign(std::move(objects));
  return l;
}

void BM_RunAmongObjects(benchmark::State& state) {
  const Level level = flatLevelWithObjects(static_cast<int>(state.range(1)));
  const PlayerConfig cfg = defaultPlayerConfig(static_cast<Profile>(state.range(0)));
  const PlayerStepFn step = playerStepFor(cfg);
  for (auto _ : state) {
    PlayerState s = spawnPlayer(cfg, 480, 140);
    for (long f = 0; f < kFrames; ++f) {
      step(s, level, cfg, (f / 240) % 2 ? input::kLeft : input::kRight, nullptr, {});
      benchmark::DoNotOptimize(s.x);
    }
  }
  state.counters["frame"] = benchmark::Counter(static_cast<double>(kFrames),
                                               benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

// Issue 26's measure: the arena of crowd_level.h, its movie repeated for the
// million frames, with its 64 objects or without them (the same tiles and
// inputs). The counters say what the run does: objects on his screen a frame,
// the fractions of frames pushing, standing on an object and in the air.
void BM_RunInCrowd(benchmark::State& state) {
  const Level level = bench::crowdLevel(static_cast<int>(state.range(1)));
  runTour(state, nullptr, [](const PlayerState& s, long) { benchmark::DoNotOptimize(s.x); }, level,
          bench::crowdMovie());
  const bench::CrowdStats c = bench::crowdStats(level, static_cast<Profile>(state.range(0)));
  state.counters["on_screen"] = c.onScreen;
  state.counters["pushing"] = c.pushing;
  state.counters["standing"] = c.standing;
  state.counters["air"] = c.air;
  state.counters["x_span"] = c.maxX - c.minX;
}

// Arg: the Profile (0 guide, 1 sonic1, 2 sonic2, 3 sonic3k).
BENCHMARK(BM_TourStep)->DenseRange(0, kProfileCount - 1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TourStepWithRecord)->DenseRange(0, kProfileCount - 1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TourStepTrace)->DenseRange(0, kProfileCount - 1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TourStepWithObjects)->DenseRange(0, kProfileCount - 1)->Unit(benchmark::kMillisecond);
// Args: the Profile, the objects (0 or 64).
BENCHMARK(BM_RunAmongObjects)->ArgsProduct({{0, 1}, {0, 64}})->Unit(benchmark::kMillisecond);
// Args: the Profile, the objects (0 or 64).
BENCHMARK(BM_RunInCrowd)->ArgsProduct({{0, 1, 2, 3}, {0, 64}})->Unit(benchmark::kMillisecond);

}  // namespace
