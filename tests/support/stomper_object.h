// Chained stompers for the tests (level format 20, level/stomper.h): Obj31's
// block about (obX, obY) where the caller says, of the given subtype.
#pragma once

#include <cstdint>

#include "solidtile/level/objects.h"
#include "solidtile/level/stomper.h"

namespace solidtile::test {

inline SolidObject stomperObjectAt(int x, int y, std::uint8_t subtype) {
  SolidObject o;
  o.kind = ObjectKind::Stomper;
  o.stomper = subtype;
  o.w = 2 * stomperHalfWidth(subtype);
  o.h = StomperRule::kHeight;
  o.path = {{x - o.w / 2, y - StomperRule::kHalfHeight}};
  return o;
}

}  // namespace solidtile::test
