// The angle an importer gives a shape it read from pixels, shared by the
// collision-image and Tiled importers so both name the same shape the same way.
#pragma once

#include "solidtile/level/auto_angle.h"
#include "solidtile/level/height_mask.h"

namespace solidtile::io {

// computeAngle of the shape's canonical orientation (the least of its four
// flips by heights), flipped back, so mirror images always get mirrored angles
// (and LevelBuilder can share one mask between them).
AutoAngle mirrorConsistentAngle(const HeightMask& m);

}  // namespace solidtile::io
