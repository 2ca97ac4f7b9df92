// Level files of the largest sizes (issue 15: the largest level loads in 1 s
// or less and saves as fast, plain and compact). Parsing here is from memory;
// `solidtile check --timing` gives the load from disk and the peak memory.
// Arguments: width, height, layers, encoding (0 plain, 1 compact), noise.
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <string>
#include <tuple>

#include <benchmark/benchmark.h>

#include "big_level.h"

namespace {

using namespace solidtile;

io::TileEncoding encodingArg(std::int64_t e) { return e ? io::TileEncoding::Compact : io::TileEncoding::Plain; }

const io::LevelFile& cachedLevel(int w, int h, int layers, bool noise) {
  static std::map<std::tuple<int, int, int, bool>, io::LevelFile> cache;
  const auto key = std::make_tuple(w, h, layers, noise);
  auto it = cache.find(key);
  if (it == cache.end()) {
    cache.clear();  // one large level at a time
    it = cache.emplace(key, bench::bigLevel(w, h, layers, noise)).first;
  }
  return it->second;
}

void BM_FormatLevel(benchmark::State& state) {
  const auto w = static_cast<int>(state.range(0)), h = static_cast<int>(state.range(1));
  const auto layers = static_cast<int>(state.range(2));
  const io::LevelFile& f = cachedLevel(w, h, layers, state.range(4) != 0);
  std::size_t bytes = 0;
  for (auto _ : state) {
    const std::string text = io::formatLevel(f, encodingArg(state.range(3)));
    bytes = text.size();
    benchmark::DoNotOptimize(text.data());
  }
  state.counters["file_MB"] = static_cast<double>(bytes) / 1e6;
}

// Saving to disk: the text, written to a temporary file, flushed and renamed
// over (CPU time; the disk's own time is not the program's).
void BM_SaveLevel(benchmark::State& state) {
  const auto w = static_cast<int>(state.range(0)), h = static_cast<int>(state.range(1));
  const auto layers = static_cast<int>(state.range(2));
  const io::LevelFile& f = cachedLevel(w, h, layers, state.range(4) != 0);
  const std::filesystem::path path = std::filesystem::temp_directory_path() / "solidtile_level_file_bench.json";
  for (auto _ : state) {
    std::string why;
    if (!io::saveLevel(path, f, &why, encodingArg(state.range(3)))) {
      std::fprintf(stderr, "%s\n", why.c_str());
      std::abort();
    }
  }
  state.counters["file_MB"] = static_cast<double>(std::filesystem::file_size(path)) / 1e6;
  std::filesystem::remove(path);
}

void BM_ParseLevel(benchmark::State& state) {
  const auto w = static_cast<int>(state.range(0)), h = static_cast<int>(state.range(1));
  const auto layers = static_cast<int>(state.range(2));
  const std::string text = io::formatLevel(cachedLevel(w, h, layers, state.range(4) != 0), encodingArg(state.range(3)));
  for (auto _ : state) {
    const io::LoadResult r = io::parseLevel(text);
    if (!r.file) {
      std::fputs(io::describe("generated", r.problems).c_str(), stderr);
      std::abort();
    }
    benchmark::DoNotOptimize(r.file->level.layerData(0).data());
  }
  state.counters["file_MB"] = static_cast<double>(text.size()) / 1e6;
}

void sizes(benchmark::internal::Benchmark* b) {
  b->ArgNames({"w", "h", "layers", "compact", "noise"});
  for (int compact = 0; compact < 2; ++compact) {
    b->Args({8192, 1024, 1, compact, 0});
    b->Args({8192, 4096, 1, compact, 0});
    b->Args({8192, 4096, 2, compact, 0});  // the largest: 33,554,432 tiles a layer, two layers
  }
  b->Args({8192, 4096, 2, 0, 1});  // noise, as plain numbers (the longest file)
  b->Args({8192, 4096, 2, 1, 1});  // noise, compact (zstd shrinks it only to 3/4)
  b->Unit(benchmark::kMillisecond)->Iterations(3)->UseRealTime()->MeasureProcessCPUTime();
}

BENCHMARK(BM_FormatLevel)->Apply(sizes);
BENCHMARK(BM_SaveLevel)->Apply(sizes);
BENCHMARK(BM_ParseLevel)->Apply(sizes);

}  // namespace
