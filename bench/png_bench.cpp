// Importing a collision image (issue 5: a 16384 x 2048 px image in 1 s or
// less): PNG decoding, slicing into tiles, masks, dedupe across flips and
// angles, timed apart and together.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

#include "solidtile/io/collision_png.h"

namespace {

using namespace solidtile;

constexpr int kWidth = 16384;
constexpr int kHeight = 2048;

// Rolling hills of several wavelengths, with steep slopes and top-only ledges
// floating above them: many distinct slope tiles, as a real zone has.
const std::string& terrainPng() {
  static const std::string png = [] {
    std::vector<std::uint8_t> rgba(static_cast<std::size_t>(kWidth) * kHeight * 4, 0);
    const auto put = [&](int x, int y, std::uint32_t rgb) {
      std::uint8_t* p = &rgba[(static_cast<std::size_t>(y) * kWidth + static_cast<std::size_t>(x)) * 4];
      p[0] = static_cast<std::uint8_t>(rgb >> 16);
      p[1] = static_cast<std::uint8_t>(rgb >> 8);
      p[2] = static_cast<std::uint8_t>(rgb);
      p[3] = 255;
    };
    for (int x = 0; x < kWidth; ++x) {
      const double t = x;
      const double ground = 1400 + 260 * std::sin(t / 700) + 90 * std::sin(t / 173 + 1) + 30 * std::sin(t / 41);
      for (int y = static_cast<int>(ground); y < kHeight; ++y) put(x, y, io::kColourAll);
      // A ledge 8 px thick every 1024 px, 300 px above the ground's mean.
      if (x % 1024 < 256) {
        for (int y = 1000; y < 1008; ++y) put(x, y, io::kColourTopOnly);
      }
    }
    std::string out = io::encodePng(rgba, kWidth, kHeight);
    if (out.empty()) std::abort();
    return out;
  }();
  return png;
}

void BM_ImportCollisionImage(benchmark::State& state) {
  const std::string& png = terrainPng();
  for (auto _ : state) {
    io::ImageImportResult r = io::importCollisionImage(png);
    if (!r.file) {
      state.SkipWithError(io::describe("terrain", r.problems).c_str());
      return;
    }
    benchmark::DoNotOptimize(r.file->level.masks().size());
    state.counters["masks"] = r.summary.masks;
    state.counters["flagged"] = r.summary.flaggedMasks;
    state.counters["flipped_tiles"] = r.summary.flippedTiles;
  }
  state.counters["png_MiB"] = static_cast<double>(png.size()) / (1 << 20);
  state.SetItemsProcessed(state.iterations() * kWidth * kHeight);
}

// Decoding and slicing alone, to see what the level building adds.
void BM_SliceCollisionImage(benchmark::State& state) {
  const std::string& png = terrainPng();
  for (auto _ : state) {
    io::SliceResult r = io::sliceCollisionImage(png);
    benchmark::DoNotOptimize(r.image);
  }
}

void BM_ExportCollisionImage(benchmark::State& state) {
  const io::ImageImportResult r = io::importCollisionImage(terrainPng());
  if (!r.file) {
    state.SkipWithError("the terrain did not import");
    return;
  }
  for (auto _ : state) {
    std::string why;
    benchmark::DoNotOptimize(io::exportCollisionImage(r.file->level, 0, &why));
  }
}

BENCHMARK(BM_ImportCollisionImage)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);
BENCHMARK(BM_SliceCollisionImage)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);
BENCHMARK(BM_ExportCollisionImage)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace
