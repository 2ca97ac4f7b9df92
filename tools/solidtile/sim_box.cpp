#include "sim_box.h"

#include <chrono>
#include <cstdio>

#include "box_config_arg.h"
#include "command.h"
#include "solidtile/box/box.h"
#include "solidtile/io/box_config_file.h"
#include "solidtile/io/box_trace.h"

namespace solidtile::cli {

int runBoxSim(const Level& level, std::span<const Input> movie, long frames, const RunSpec& start,
              const std::string& configPath, const BoxConfig& levelConfig, TraceOut& trace, bool timing) {
  BoxConfig cfg = levelConfig;
  if (!loadBoxConfigOrSay(configPath, cfg)) return kExitFailed;
  BoxState s = spawnBox(start.startX.value_or(level.startX), start.startY.value_or(level.startY));
  if (trace.enabled()) {
    trace.buffer() = io::boxTraceHeader();
    io::appendBoxTraceRow(trace.buffer(), 0, s);
  }
  const auto began = std::chrono::steady_clock::now();
  for (long k = 0; k < frames; ++k) {
    stepBox(s, level, cfg, inputAt(movie, k));
    if (!trace.enabled()) continue;
    io::appendBoxTraceRow(trace.buffer(), k + 1, s);
    trace.flushSome();
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
  if (!trace.finish("solidtile sim")) return kExitFailed;
  if (timing) {
    std::fprintf(stderr, "solidtile sim: %ld frames in %.3f s (%.0f frames/s)%s\n", frames, seconds,
                 seconds > 0 ? static_cast<double>(frames) / seconds : 0.0, trace.enabled() ? ", trace included" : "");
  }
  return kExitOk;
}

}  // namespace solidtile::cli
