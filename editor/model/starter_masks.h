// The masks a new level starts with, so a person can paint before authoring any,
// and a generated rolling-hills level used for demos and frame-time benchmarks.
#pragma once

#include "solidtile/level/level.h"

namespace solidtile::editor {

// Full block, half and quarter blocks, a thin top ledge, 45 degree, 2:1 and 4:1 slopes.
void addStarterMasks(Level& level);
inline constexpr int kStarterFullBlock = 0;

// A width x height tile level of smooth hills (masks made to fit, one per
// distinct shape) with jump-through ledges; the second layer, when asked for,
// adds walls only that path sees.
Level makeHillsLevel(int width, int height, int layers);

}  // namespace solidtile::editor
