// Computes a mask's angle byte from its shape.
#pragma once

#include "solidtile/height_mask.h"

namespace solidtile {

struct AutoAngle {
  bool determined = false;
  Angle angle = kFlaggedAngle;  // meaningful only when determined
  const char* reason = "";      // why not, when undetermined
};

// Fits a line to the surface (the partial columns, or the partial rows when
// there are more of those) and reads the byte of its tangent with the solid on
// the clockwise side, rounded to a multiple of 4 as the games' angle maps
// nearly always are (so never odd, never the $FF flag). Only shapes with no
// surface to read do not determine an angle: empty, full, mixed floor and
// ceiling columns, or a single notch; a person must set one.
AutoAngle computeAngle(const HeightMask& mask);

}  // namespace solidtile
