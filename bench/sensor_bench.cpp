// Sensor casts at random positions over a large level (issue 2: median <= 10 ns a cast).
#include <random>
#include <vector>

#include <benchmark/benchmark.h>

#include "solidtile/sonic/sensor.h"

namespace {

using namespace solidtile;

// A rolling landscape: ground with slopes, some hanging tiles.
Level makeLandscape(int width, int height) {
  {
    Level l(width, height, 2);
    std::mt19937 rng(7);
    for (int m = 0; m < 64; ++m) {
      HeightMask::Heights h{};
      for (int c = 0; c < 16; ++c) h[static_cast<std::size_t>(c)] = static_cast<std::int8_t>((m * c) % 17 - (m % 5 == 0 ? 16 : 0));
      l.addMask(*HeightMask::fromHeights(h, static_cast<Angle>(m * 4)));
    }
    for (int tx = 0; tx < l.width(); ++tx) {
      const int ground = height / 2 + static_cast<int>(rng() % 32);
      for (int ty = ground; ty < l.height(); ++ty) {
        const int mask = ty == ground ? static_cast<int>(rng() % 64) : 0;
        l.setTile(0, tx, ty, Tile::make(mask, rng() % 2, false, Solidity::All));
      }
    }
    return l;
  }
}

// Casts at random positions; the range is the number of tiles across.
void BM_SensorCast(benchmark::State& state) {
  static const Level big = makeLandscape(4096, 256);
  static const Level small = makeLandscape(64, 64);
  const Level& level = state.range(0) == 4096 ? big : small;
  std::mt19937 rng(11);
  std::vector<std::int32_t> xs(4096), ys(4096);
  for (auto& x : xs) x = static_cast<std::int32_t>(rng() % static_cast<unsigned>(level.widthPixels()));
  for (auto& y : ys) y = static_cast<std::int32_t>(rng() % static_cast<unsigned>(level.heightPixels()));
  std::size_t i = 0;
  for (auto _ : state) {
    const Dir dir = static_cast<Dir>(i & 3);
    const SensorResult r = castSensor(level, 0, dir, xs[i & 4095], ys[i & 4095], Sees::Top);
    benchmark::DoNotOptimize(r.distance);
    ++i;
  }
}
// 4096 x 256 tiles is the large level; 64 x 64 shows the cost without cache misses.
BENCHMARK(BM_SensorCast)->Arg(4096)->Arg(64)->Repetitions(9)->ReportAggregatesOnly(true);

}  // namespace
