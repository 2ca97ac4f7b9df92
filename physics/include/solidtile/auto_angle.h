// Computes a mask's angle byte from its shape.
#pragma once

#include "solidtile/height_mask.h"

namespace solidtile {

struct AutoAngle {
  bool determined = false;
  Angle angle = kFlaggedAngle;  // meaningful only when determined
  const char* reason = "";      // why not, when undetermined
};

// The angle the original designers stored for a straight surface at `steps`
// (a real angle in bytes, 256 a turn): mid slopes a quarter of the way from the
// arctangent to the byte proportional to the slope (32 * rise / run), so up to
// about 1 step flatter; axes and diagonals unchanged. Not rounded.
double designersSteps(double steps);

// Fits a line to the surface (the partial columns, or the partial rows when
// there are more of those), takes the byte of its tangent with the solid on
// the clockwise side as the designers would (designersSteps), rounded to a
// multiple of 4 as the games' angle maps nearly always are (so never odd,
// never the $FF flag). Only shapes with no
// surface to read do not determine an angle: empty, full, mixed floor and
// ceiling columns, or a single notch; a person must set one.
AutoAngle computeAngle(const HeightMask& mask);

}  // namespace solidtile
