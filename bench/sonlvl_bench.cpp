// Importing Sonic 1 levels from a SonLVL project (issue 13: the largest act in
// 1 s or less) and the decoders on the disassembly's own files. Needs a local
// checkout of sonicretro/s1disasm in SOLIDTILE_S1DISASM (never part of the
// repository); without one every benchmark reports it and skips.
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>

#include <benchmark/benchmark.h>

#include "solidtile/io/atomic_file.h"
#include "solidtile/io/collision_png.h"
#include "solidtile/io/sega_compression.h"
#include "solidtile/io/sonlvl.h"
#include "sonlvl_bench_support.h"

namespace {
namespace fs = std::filesystem;
using namespace solidtile;

std::optional<fs::path> disassembly(benchmark::State& state) {
  const char* root = std::getenv("SOLIDTILE_S1DISASM");
  if (!root || !*root) {
    state.SkipWithError("SOLIDTILE_S1DISASM is not set");
    return std::nullopt;
  }
  return fs::path(root);
}

// Spring Yard 3 has the most tiles (784 x 112); Green Hill 1 is the usual test.
const char* const kLevels[] = {"Green Hill Zone Act 1", "Spring Yard Zone Act 3"};

void BM_ImportSonic1Level(benchmark::State& state) {
  const auto root = disassembly(state);
  if (!root) return;
  const char* name = kLevels[state.range(0)];
  state.SetLabel(name);
  for (auto _ : state) {
    const auto p = bench::benchProject(state, *root);
    if (!p) return;
    const auto level = bench::benchImport(state, *p, name);
    if (!level) return;
    benchmark::DoNotOptimize(level->level.masks().size());
  }
}
BENCHMARK(BM_ImportSonic1Level)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

// The art as `import-sonlvl --art` makes it: drawn, then encoded as a PNG.
void BM_RenderSonic1ArtAsPng(benchmark::State& state) {
  const char* name = kLevels[state.range(0)];
  const auto p = bench::labelledProject(state, disassembly(state), name);
  if (!p) return;
  for (auto _ : state) {
    const io::SonlvlArtResult r = io::renderSonlvlArt(*p, name);
    if (!r.art) {
      state.SkipWithError("the art does not draw");
      return;
    }
    benchmark::DoNotOptimize(io::encodePng(r.art->rgba, r.art->width, r.art->height, io::kFastPngLevel).size());
  }
}
BENCHMARK(BM_RenderSonic1ArtAsPng)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

template <io::sega::Decoded (*Decode)(std::span<const std::uint8_t>, std::size_t)>
void decodeFile(benchmark::State& state, const char* file) {
  const auto root = disassembly(state);
  if (!root) return;
  std::string why;
  const auto bytes = io::readFile(*root / file, 1u << 24, &why);
  if (!bytes) {
    state.SkipWithError(why.c_str());
    return;
  }
  const std::span<const std::uint8_t> in(reinterpret_cast<const std::uint8_t*>(bytes->data()), bytes->size());
  std::size_t out = 0;
  for (auto _ : state) {
    const io::sega::Decoded d = Decode(in, io::sega::kMaxDecodedBytes);
    out = d.bytes.size();
    benchmark::DoNotOptimize(d.bytes.data());
  }
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(out));
}

io::sega::Decoded enigma(std::span<const std::uint8_t> in, std::size_t limit) { return io::sega::decodeEnigma(in, limit); }

void BM_DecodeKosinskiChunks(benchmark::State& state) { decodeFile<io::sega::decodeKosinski>(state, "map256/GHZ.kos"); }
void BM_DecodeEnigmaBlocks(benchmark::State& state) { decodeFile<enigma>(state, "map16/GHZ.eni"); }
void BM_DecodeNemesisArt(benchmark::State& state) { decodeFile<io::sega::decodeNemesis>(state, "artnem/8x8 - GHZ1.nem"); }
BENCHMARK(BM_DecodeKosinskiChunks);
BENCHMARK(BM_DecodeEnigmaBlocks);
BENCHMARK(BM_DecodeNemesisArt);

}  // namespace
