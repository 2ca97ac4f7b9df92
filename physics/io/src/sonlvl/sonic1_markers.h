// A Sonic 1 level's objects (`objects`) as markers, named from the project's
// object lists (object_names.h).
#pragma once

#include <vector>

#include "solidtile/io/markers.h"
#include "solidtile/io/sonlvl.h"

namespace solidtile::io {

// No `objects` key: no markers. A missing or broken file is a problem.
std::vector<Marker> sonic1Markers(const SonlvlProject& project, const IniSection& level, ProblemList& problems);

}  // namespace solidtile::io
