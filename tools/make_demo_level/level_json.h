// A small writer for the "solidtile-level" JSON, one tile row per line so diffs
// read well. To be replaced by physics_io's formatLevel once that lands on main.
#pragma once

#include <string>

#include "solidtile/level.h"

namespace solidtile::demo {

std::string levelJson(const Level& level, const std::string& name);

}  // namespace solidtile::demo
