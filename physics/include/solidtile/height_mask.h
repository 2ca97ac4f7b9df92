// Kept for one release (0.3.x) so code written against the old path builds;
// it will be removed: include "solidtile/level/height_mask.h" instead.
#pragma once

#include "solidtile/level/height_mask.h"
