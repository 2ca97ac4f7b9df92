// `solidtile sim --controller box`: the box controller's run loop.
#pragma once

#include <span>
#include <string>

#include "solidtile/box/box_config.h"
#include "solidtile/input.h"
#include "solidtile/level.h"
#include "solidtile/run.h"
#include "trace_out.h"

namespace solidtile::cli {

// Loads the config (when `configPath` is empty: the level's own box_config,
// else the defaults), starts the box
// with its top-left at the level's start point (or `start`), in the air at
// rest, and steps it `frames` times. Returns an exit code.
int runBoxSim(const Level& level, std::span<const Input> movie, long frames, const RunSpec& start,
              const std::string& configPath, const BoxConfig& levelConfig, TraceOut& trace, bool timing);

}  // namespace solidtile::cli
