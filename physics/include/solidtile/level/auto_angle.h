// Computes a mask's angle byte from its shape.
#pragma once

#include "solidtile/level/height_mask.h"

namespace solidtile {

struct AutoAngle {
  bool determined = false;
  Angle angle = kFlaggedAngle;  // meaningful only when determined
  const char* reason = "";      // why not, when undetermined
};

// The angle the original designers stored for a straight surface at `steps`
// (a real angle in bytes, 256 a turn): mid slopes flatter, by up to 1.5 steps
// at 14 steps from the nearest axis, linearly to none at the axis and at 24
// steps; none from there to the diagonal. Not rounded.
double designersSteps(double steps);

// Fits lines to the surface both ways (to the partial columns and to the
// partial rows, their angles averaged weighted by how many lines each read),
// takes the angle with the solid on the clockwise side as the designers would
// (designersSteps), rounded to a multiple of 4 as the games' angle maps nearly
// always are (so never odd, never the $FF flag). Only shapes with no surface
// to read do not determine an angle: empty, full, mixed floor and ceiling
// columns, or a single notch; a person must set one.
AutoAngle computeAngle(const HeightMask& mask);

}  // namespace solidtile
