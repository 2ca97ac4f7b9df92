#include "sim_box.h"

#include <cstdio>

#include "box_config_arg.h"
#include "command.h"
#include "fell_out.h"
#include "solidtile/box/box.h"
#include "solidtile/io/box_config_file.h"
#include "solidtile/io/box_trace.h"
#include "run_timer.h"

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
  const RunTimer timer;
  long ran = 0;
  while (ran < frames && !boxOutOfLevel(s, level)) {
    stepBox(s, level, cfg, inputAt(movie, ran));
    ++ran;
    if (!trace.enabled()) continue;
    io::appendBoxTraceRow(trace.buffer(), ran, s);
    trace.flushSome();
  }
  if (boxOutOfLevel(s, level)) {
    sayFellOut(ran, "the box's top", pixelOf(s.y), "at or below the level's bottom edge at " + std::to_string(level.heightPixels()));
  }
  if (!trace.finish("solidtile sim")) return kExitFailed;
  if (timing) timer.report(ran, trace.enabled());
  return kExitOk;
}

}  // namespace solidtile::cli
