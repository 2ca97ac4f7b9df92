// A level's "loops" (version 4): Sonic 1's loop chunks (solidtile/level/loops.h),
// and its "markers" (version 4): the original game's object positions.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "common/json_fields.h"
#include "solidtile/io/markers.h"
#include "solidtile/level/level.h"

namespace solidtile::io {

// Reads "loops" of `root` into `level`; in a file older than version 4 it is a
// problem. Regions are checked against the level's size when it was read.
void readLoops(FieldReader& in, const Json& root, std::int64_t version, Level& level, bool sizeKnown);
// `,\n  "loops": [...]` when the level has loop regions, else nothing.
void appendLoops(std::string& out, const Level& level);
void readMarkers(FieldReader& in, const Json& root, std::int64_t version, std::vector<Marker>& markers);
// `,\n  "markers": [...]` when there are markers, else nothing.
void appendMarkers(std::string& out, const std::vector<Marker>& markers);

}  // namespace solidtile::io
