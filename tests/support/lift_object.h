// Lifts for the tests (level format 19, level/lift.h): Obj16's platform with
// its y_pos (the zipline's handle, $28 above its top) and centre x where the
// caller says, sliding right (unflipped) or left (x-flipped) for subtype x 8
// frames once stood on.
#pragma once

#include <cstdint>

#include "solidtile/level/lift.h"
#include "solidtile/level/objects.h"

namespace solidtile::test {

inline SolidObject liftObjectAt(int x, int y, bool flipped, std::uint8_t subtype) {
  SolidObject o;
  o.kind = ObjectKind::Lift;
  o.topOnly = true;
  o.dir = flipped ? ObjectDir::Left : ObjectDir::Right;
  o.lift = subtype;
  o.w = LiftRule::kWidth;
  o.h = LiftRule::kHeight;
  o.path = {{x - o.w / 2, y + LiftRule::kBelow}};
  return o;
}

}  // namespace solidtile::test
