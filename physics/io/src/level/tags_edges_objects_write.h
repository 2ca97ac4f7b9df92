// Writing the version-2 parts of a level file (docs/formats.md).
#pragma once

#include <string>

#include "solidtile/level/level.h"

namespace solidtile::io {

// `, "edges": [l, r]` for a mask with linear edges, else nothing.
std::string maskEdgesSuffix(const Level& level, int mask);
// `, "tags": [...]` one row a line for a layer with tags, else nothing.
void appendLayerTags(std::string& out, const Level& level, int layer);
// `,\n  "objects": [...]` when the level has objects, else nothing.
void appendObjects(std::string& out, const Level& level);

}  // namespace solidtile::io
