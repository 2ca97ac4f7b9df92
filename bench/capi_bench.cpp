// The player step through the C API (libsolidtile.so): the same loop run as
// player_bench, so the difference is the cost of the id lookup, argument
// checks and the shared-library call. Record on and off, as def.recordSteps.
#include <cstdio>
#include <cstdlib>

#include <benchmark/benchmark.h>

#include "solidtile/solidtile.h"

namespace {

void stepThroughCApi(benchmark::State& state, bool record, bool readState) {
  stLevelId level = stNullLevelId;
  if (stLoadLevelFile(SOLIDTILE_SOURCE_DIR "/data/levels/demo.json", &level) != stStatus_ok) {
    std::fprintf(stderr, "%s\n", stLastMessage());
    std::abort();
  }
  stControllerDef def = stDefaultControllerDef();
  def.useLevelStart = false;
  def.startX = 2950;
  def.startY = 716;
  def.recordSteps = record;
  stControllerId player = stNullControllerId;
  stCreateController(level, &def, &player);
  stPlayerState start{};
  stController_GetPlayerState(player, &start);
  stPlayerState s{};
  int frame = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(stController_Step(player, stInput_right));
    if (readState) {
      stController_GetPlayerState(player, &s);
      benchmark::DoNotOptimize(s.x);
    }
    if (++frame == 320) {
      frame = 0;
      stController_SetPlayerState(player, &start);
    }
  }
  stDestroyLevel(level);
}

void BM_CApiStep(benchmark::State& state) { stepThroughCApi(state, false, false); }
void BM_CApiStepWithRecord(benchmark::State& state) { stepThroughCApi(state, true, false); }
// Step and read the state back, as an engine does every frame.
void BM_CApiStepAndGetState(benchmark::State& state) { stepThroughCApi(state, false, true); }

BENCHMARK(BM_CApiStep)->Repetitions(9)->ReportAggregatesOnly(true);
BENCHMARK(BM_CApiStepWithRecord)->Repetitions(9)->ReportAggregatesOnly(true);
BENCHMARK(BM_CApiStepAndGetState)->Repetitions(9)->ReportAggregatesOnly(true);

}  // namespace
