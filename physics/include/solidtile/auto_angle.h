// Computes a mask's angle byte from its shape.
#pragma once

#include "solidtile/height_mask.h"

namespace solidtile {

struct AutoAngle {
  bool determined = false;
  Angle angle = kFlaggedAngle;  // meaningful only when determined
  const char* reason = "";      // why not, when undetermined
};

// Fits a line to the surface (the partial columns, or the partial rows when the
// surface is steep) and reads the byte of its tangent with the solid on the
// clockwise side. Nearly empty, nearly full, flat-to-the-edge and mixed
// floor/ceiling shapes do not determine an angle: a person must set one.
AutoAngle computeAngle(const HeightMask& mask);

}  // namespace solidtile
