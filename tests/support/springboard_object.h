// Springboards for the tests (level format 20, level/springboard.h): Obj40's
// board about (x_pos, y_pos) where the caller says, its tip right
// (unflipped) or left (x-flipped), of the given subtype.
#pragma once

#include <cstdint>

#include "solidtile/level/objects.h"
#include "solidtile/level/springboard.h"

namespace solidtile::test {

inline SolidObject springboardObjectAt(int x, int y, bool flipped, std::uint8_t subtype = 0) {
  SolidObject o;
  o.kind = ObjectKind::Springboard;
  o.dir = flipped ? ObjectDir::Left : ObjectDir::Right;
  o.springboard = subtype;
  o.w = SpringboardRule::kWidth;
  o.h = SpringboardRule::kHeight;
  o.path = {{x - SpringboardRule::kHalf, y - SpringboardRule::kD2}};
  return o;
}

}  // namespace solidtile::test
