// Sensor casts at random positions over a large level (issue 2: median <= 10 ns a cast).
#include <random>
#include <vector>

#include <benchmark/benchmark.h>

#include "solidtile/sensor.h"

namespace {

using namespace solidtile;

// A 4096 x 256 tile rolling landscape: ground with slopes, some hanging tiles.
const Level& bigLevel() {
  static const Level level = [] {
    Level l(4096, 256, 2);
    std::mt19937 rng(7);
    for (int m = 0; m < 64; ++m) {
      HeightMask::Heights h{};
      for (int c = 0; c < 16; ++c) h[static_cast<std::size_t>(c)] = static_cast<std::int8_t>((m * c) % 17 - (m % 5 == 0 ? 16 : 0));
      l.addMask(*HeightMask::fromHeights(h, static_cast<Angle>(m * 4)));
    }
    for (int tx = 0; tx < l.width(); ++tx) {
      const int ground = 128 + static_cast<int>(rng() % 32);
      for (int ty = ground; ty < l.height(); ++ty) {
        const int mask = ty == ground ? static_cast<int>(rng() % 64) : 0;
        l.setTile(0, tx, ty, Tile::make(mask, rng() % 2, false, Solidity::All));
      }
    }
    return l;
  }();
  return level;
}

void BM_SensorCast(benchmark::State& state) {
  const Level& level = bigLevel();
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
BENCHMARK(BM_SensorCast)->Repetitions(9)->ReportAggregatesOnly(true);

}  // namespace
