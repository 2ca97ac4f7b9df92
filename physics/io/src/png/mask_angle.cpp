#include "png/mask_angle.h"

namespace solidtile::io {

// computeAngle of the shape's canonical orientation (the least of its four
// flips by heights), flipped back. computeAngle alone is not exactly symmetric
// on ragged shapes (its fits see mirrored points in another order), and
// LevelBuilder shares a mask with a mirror image only when the angles mirror
// too; read this way, mirror images always get mirrored angles, in any image.
AutoAngle mirrorConsistentAngle(const HeightMask& m) {
  const HeightMask fx = m.flippedX();
  const HeightMask variants[4] = {m, fx, m.flippedY(), fx.flippedY()};
  std::size_t least = 0;
  for (std::size_t i = 1; i < 4; ++i) {
    if (variants[i].heights() < variants[least].heights()) least = i;
  }
  AutoAngle a = computeAngle(variants[least]);
  if (!a.determined || least == 0) return a;
  Angle back = a.angle;
  if (least & 1u) back = flipAngleX(back);
  if (least & 2u) back = flipAngleY(back);
  // A real angle mirrored onto the flag would read as "no angle": LevelBuilder
  // keeps such a mask apart anyway, so it takes its own angle.
  if (back == kFlaggedAngle) return computeAngle(m);
  a.angle = back;
  return a;
}

}  // namespace solidtile::io
