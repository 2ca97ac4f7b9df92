// The player step on the shipped level's loop (issue 3: median <= 30 ns
// without the record, <= 120 ns with it).
#include <cstdio>
#include <cstdlib>

#include <benchmark/benchmark.h>

#include "shipped_level.h"
#include "solidtile/io/level_file.h"
#include "solidtile/sonic/player.h"

namespace {

using namespace solidtile;
using bench::demoLevel;


// Runs right from just before the loop at x=2950 through it and out, then
// starts again: every frame of the run is ground, wall, ceiling or air.
// `step` is how a run steps: the step chosen once for the config (as `sim`
// and the editor run a movie), or stepPlayer, which checks the config each frame.
template <bool kRecord>
void runLoop(benchmark::State& state, Profile profile, PlayerStepFn step) {
  const Level& level = demoLevel();
  const PlayerConfig cfg = defaultPlayerConfig(profile);
  const PlayerState start = spawnPlayer(cfg, 2950, 716);
  PlayerState s = start;
  StepRecord rec;
  int frame = 0;
  for (auto _ : state) {
    step(s, level, cfg, input::kRight, kRecord ? &rec : nullptr, {});
    benchmark::DoNotOptimize(s.x);
    if (++frame == 320) {
      frame = 0;
      s = start;
    }
  }
}

Profile profileArg(const benchmark::State& state) { return static_cast<Profile>(state.range(0)); }
PlayerStepFn chosenStep(const benchmark::State& state) { return playerStepFor(defaultPlayerConfig(profileArg(state))); }

void BM_PlayerStep(benchmark::State& state) { runLoop<false>(state, profileArg(state), chosenStep(state)); }
void BM_PlayerStepWithRecord(benchmark::State& state) { runLoop<true>(state, profileArg(state), chosenStep(state)); }
void BM_StepPlayerCheckingConfig(benchmark::State& state) { runLoop<false>(state, profileArg(state), &stepPlayer); }

// Arg: the Profile (0 guide, 1 sonic1, 2 sonic2, 3 sonic3k).
BENCHMARK(BM_PlayerStep)->DenseRange(0, kProfileCount - 1)->Repetitions(9)->ReportAggregatesOnly(true);
BENCHMARK(BM_PlayerStepWithRecord)->DenseRange(0, kProfileCount - 1)->Repetitions(9)->ReportAggregatesOnly(true);
BENCHMARK(BM_StepPlayerCheckingConfig)->DenseRange(0, kProfileCount - 1)->Repetitions(9)->ReportAggregatesOnly(true);

}  // namespace
