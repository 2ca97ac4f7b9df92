// A level's "loops" (version 4): Sonic 1's loop chunks (solidtile/loops.h).
#pragma once

#include <cstdint>
#include <string>

#include "../json_fields.h"
#include "solidtile/level.h"

namespace solidtile::io {

// Reads "loops" of `root` into `level`; in a file older than version 4 it is a
// problem. Regions are checked against the level's size when it was read.
void readLoops(FieldReader& in, const Json& root, std::int64_t version, Level& level, bool sizeKnown);
// `,\n  "loops": [...]` when the level has loop regions, else nothing.
void appendLoops(std::string& out, const Level& level);

}  // namespace solidtile::io
