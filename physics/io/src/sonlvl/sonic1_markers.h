// A Sonic 1 level's objects (`objects`) as markers, named from the project's
// object lists (object_names.h); those the game makes solid also as objects
// (solidtile/io/sonlvl_objects.h).
#pragma once

#include <vector>

#include "solidtile/io/markers.h"
#include "solidtile/level/objects.h"
#include "solidtile/io/sonlvl.h"

namespace solidtile::io {

// No `objects` key: no markers. A missing or broken file is a problem. The
// simulated entries' objects go to `objects`, in layout order; `dropped`
// counts those past the level's object limit. Obj2F's heights are read
// from the disassembly's misc/ (grass_objects.h); without them a note says why.
std::vector<Marker> sonic1Markers(const SonlvlProject& project, const IniSection& level, ProblemList& problems,
                                  std::vector<SolidObject>& objects, std::size_t& dropped, std::vector<Problem>& notes);

}  // namespace solidtile::io
