// An oscillating object's motion (SolidObject::osc, level format 8) as the
// Tiled and LDtk objects' properties "oscillate_table", "oscillate_index",
// "oscillate_axis", "oscillate_center", "oscillate_negate", "oscillate_shift"
// and "oscillate_lagged" (and version 14's "oscillate_other_index",
// "oscillate_other_negate"): the level file's "oscillate" keys, one property each
// so they can be edited in either tool.
#pragma once

#include <string>

#include "solidtile/io/problem.h"
#include "solidtile/level/objects.h"
#include "tiled_map.h"

namespace solidtile::io::tiled {

inline constexpr const char* kOscillatePrefix = "oscillate_";

// The seven properties, in name order, for an object that oscillates; none for one that does not.
void addOscillateProperties(const SolidObject& o, Properties& to);
// Reads them into o.osc (o's path already set), checked by the level file's
// own reader of "oscillate"; false with a problem at `where` naming the
// property. No oscillate_ property leaves o still.
bool readOscillateProperties(const Properties& from, const std::string& where, SolidObject& o, ProblemList& problems);

}  // namespace solidtile::io::tiled
