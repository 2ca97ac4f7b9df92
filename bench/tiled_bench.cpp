// Tiled maps: exporting and importing a long level (the demo level's two
// layers repeated ten times side by side: 4160 x 64 tiles), as TMX and as
// Tiled JSON, and a base64 + zlib layer decoded by the importer.
#include <cstdio>
#include <cstdlib>
#include <string>

#include <benchmark/benchmark.h>

#include "shipped_level.h"
#include "solidtile/io/tiled.h"

namespace {

using namespace solidtile;

constexpr int kCopies = 10;

const io::LevelFile& longLevel() {
  static const io::LevelFile file = [] {
    const Level& demo = bench::demoLevel();
    io::LevelFile f;
    f.name = "long";
    f.level = Level(demo.width() * kCopies, demo.height(), demo.layerCount());
    for (const HeightMask& m : demo.masks()) f.level.addMask(m);
    for (int l = 0; l < demo.layerCount(); ++l)
      for (int c = 0; c < kCopies; ++c)
        for (int y = 0; y < demo.height(); ++y)
          for (int x = 0; x < demo.width(); ++x) f.level.setTile(l, c * demo.width() + x, y, demo.tile(l, x, y));
    f.level.startX = demo.startX;
    f.level.startY = demo.startY;
    f.autoAngle.assign(demo.masks().size(), false);
    return f;
  }();
  return file;
}

io::TiledFileReader serve(const io::TiledFiles& files) {
  return [&files](const std::string& path, std::string* why) -> std::optional<std::string> {
    if (path == "collision.tsx") return files.tileset;
    *why = "does not exist";
    return std::nullopt;
  };
}

std::int64_t tiles() { return static_cast<std::int64_t>(longLevel().level.width()) * longLevel().level.height() * 2; }

void BM_ExportTmx(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(io::exportTmx(longLevel(), {}).map.size());
  state.SetItemsProcessed(state.iterations() * tiles());
}

void BM_ImportTmx(benchmark::State& state) {
  const io::TiledFiles files = io::exportTmx(longLevel(), {});
  const io::TiledFileReader read = serve(files);
  for (auto _ : state) {
    const io::TiledImportResult r = io::importTmx(files.map, read);
    if (!r.file) {
      state.SkipWithError(io::describe("long.tmx", r.problems).c_str());
      return;
    }
    benchmark::DoNotOptimize(r.file->level.masks().size());
  }
  state.counters["map_MiB"] = static_cast<double>(files.map.size()) / (1 << 20);
  state.SetItemsProcessed(state.iterations() * tiles());
}

void BM_ExportTiledJson(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(io::exportTiledJson(longLevel(), {}).map.size());
  state.SetItemsProcessed(state.iterations() * tiles());
}

void BM_ImportTiledJson(benchmark::State& state) {
  const io::TiledFiles files = io::exportTiledJson(longLevel(), {});
  const io::TiledFileReader read = serve(files);
  for (auto _ : state) {
    const io::TiledImportResult r = io::importTiledJson(files.map, read);
    if (!r.file) {
      state.SkipWithError(io::describe("long.json", r.problems).c_str());
      return;
    }
    benchmark::DoNotOptimize(r.file->level.masks().size());
  }
  state.counters["map_MiB"] = static_cast<double>(files.map.size()) / (1 << 20);
  state.SetItemsProcessed(state.iterations() * tiles());
}

BENCHMARK(BM_ExportTmx)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ImportTmx)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ExportTiledJson)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ImportTiledJson)->Unit(benchmark::kMillisecond);

}  // namespace
