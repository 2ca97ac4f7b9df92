// Importing Sonic 2 levels from a SonLVL project, art included, and the
// Kosinski Moduled decoder on Sonic 3 & Knuckles' art. Needs local checkouts
// (never part of the repository): s2disasm in SOLIDTILE_S2DISASM, or s2disasm
// and skdisasm inside SOLIDTILE_DISASM_DIR; without them each benchmark skips.
#include <cstdlib>
#include <filesystem>
#include <cstdint>
#include <optional>
#include <span>
#include <string>

#include <benchmark/benchmark.h>

#include "solidtile/io/atomic_file.h"
#include "solidtile/io/collision_png.h"
#include "solidtile/io/sega_compression.h"
#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_export.h"
#include "sonlvl_bench_support.h"

namespace {
namespace fs = std::filesystem;
using namespace solidtile;

std::optional<fs::path> checkout(benchmark::State& state, const char* own, const char* name) {
  if (const char* d = std::getenv(own); d && *d) return fs::path(d);
  if (const char* d = std::getenv("SOLIDTILE_DISASM_DIR"); d && *d) return fs::path(d) / name;
  state.SkipWithError((std::string(own) + " and SOLIDTILE_DISASM_DIR are not set").c_str());
  return std::nullopt;
}

// Hill Top 2 has the most tiles (832 x 128) and overlays a second art file;
// Emerald Hill 1 is the usual test.
const char* const kLevels[] = {"Emerald Hill Zone Act 1", "Hill Top Zone Act 2"};

// What `import-sonlvl --art` does before writing: the level, its art, the PNG.
void BM_ImportSonic2LevelWithArt(benchmark::State& state) {
  const auto root = checkout(state, "SOLIDTILE_S2DISASM", "s2disasm");
  if (!root) return;
  const char* name = kLevels[state.range(0)];
  state.SetLabel(name);
  for (auto _ : state) {
    const auto p = bench::benchProject(state, *root);
    if (!p) return;
    const auto level = bench::benchImport(state, *p, name);
    const io::SonlvlArtResult art = io::renderSonlvlArt(*p, name);
    if (!level || !art.art) {
      state.SkipWithError("the level or its art does not import");
      return;
    }
    benchmark::DoNotOptimize(io::encodePng(art.art->rgba, art.art->width, art.art->height, io::kFastPngLevel).size());
  }
}
BENCHMARK(BM_ImportSonic2LevelWithArt)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

void BM_ImportSonic2LevelCollisionOnly(benchmark::State& state) {
  const char* name = kLevels[state.range(0)];
  const auto p = bench::labelledProject(state, checkout(state, "SOLIDTILE_S2DISASM", "s2disasm"), name);
  if (!p) return;
  for (auto _ : state) {
    const auto level = bench::benchImport(state, *p, name);
    if (!level) return;
    benchmark::DoNotOptimize(level->level.masks().size());
  }
}
BENCHMARK(BM_ImportSonic2LevelCollisionOnly)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

// The art alone, without the PNG encoding, to see where the time goes.
void BM_DrawSonic2Art(benchmark::State& state) {
  const char* name = kLevels[state.range(0)];
  const auto p = bench::labelledProject(state, checkout(state, "SOLIDTILE_S2DISASM", "s2disasm"), name);
  if (!p) return;
  for (auto _ : state) {
    const io::SonlvlArtResult art = io::renderSonlvlArt(*p, name);
    benchmark::DoNotOptimize(art.art.has_value());
  }
}
BENCHMARK(BM_DrawSonic2Art)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

// What `export-sonlvl` does before writing, for the level as imported: it
// imports the level again, reads every collision file and walks both paths.
void BM_PlanSonic2Export(benchmark::State& state) {
  const char* name = kLevels[state.range(0)];
  const auto p = bench::labelledProject(state, checkout(state, "SOLIDTILE_S2DISASM", "s2disasm"), name);
  if (!p) return;
  const auto level = bench::benchImport(state, *p, name);
  if (!level) return;
  for (auto _ : state) {
    const io::SonlvlExportPlan plan = io::planSonlvlExport(*p, name, *level);
    if (!plan.problems.empty()) state.SkipWithError("the unchanged level is refused");
    benchmark::DoNotOptimize(plan.files.size());
  }
}
BENCHMARK(BM_PlanSonic2Export)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

// The encoder export uses for a changed Sonic 2 collision index ($300 bytes)
// and, for scale, a zone's chunks (the largest Kosinski file export could meet).
void BM_EncodeKosinski(benchmark::State& state) {
  const auto root = checkout(state, "SOLIDTILE_S2DISASM", "s2disasm");
  if (!root) return;
  const fs::path file = state.range(0) ? *root / "mappings/128x128/EHZ_HTZ.kos" : *root / "collision/EHZ and HTZ secondary 16x16 collision index.kos";
  std::string why;
  const auto packed = io::readFile(file, 1u << 20, &why);
  if (!packed) {
    state.SkipWithError(why.c_str());
    return;
  }
  const io::sega::Decoded d = io::sega::decodeKosinski(std::span(reinterpret_cast<const std::uint8_t*>(packed->data()), packed->size()));
  state.SetLabel(file.filename().string() + ", " + std::to_string(d.bytes.size()) + " bytes");
  for (auto _ : state) benchmark::DoNotOptimize(io::sega::encodeKosinski(d.bytes, 16).size());
}
BENCHMARK(BM_EncodeKosinski)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

void BM_DecodeKosinskiModuledArt(benchmark::State& state) {
  const auto root = checkout(state, "SOLIDTILE_SKDISASM", "skdisasm");
  if (!root) return;
  std::string why;
  const auto bytes = io::readFile(*root / "Levels/AIZ/KosinskiM Art/End Boss.kosm", 1u << 24, &why);
  if (!bytes) {
    state.SkipWithError(why.c_str());
    return;
  }
  const std::span<const std::uint8_t> in(reinterpret_cast<const std::uint8_t*>(bytes->data()), bytes->size());
  std::size_t out = 0;
  for (auto _ : state) {
    const io::sega::Decoded d = io::sega::decodeKosinskiModuled(in);
    out = d.bytes.size();
    benchmark::DoNotOptimize(d.bytes.data());
  }
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(out));
}
BENCHMARK(BM_DecodeKosinskiModuledArt);

}  // namespace
