// A ring lying in the level for the tests (level format 12): the games' 16 x
// 16, its top-left at (x, y); ringAround puts its centre at (cx, cy).
#pragma once

#include "solidtile/level/objects.h"

namespace solidtile::test {

inline SolidObject ringObject(int x, int y) {
  SolidObject o;
  o.kind = ObjectKind::Ring;
  o.w = RingSize::kSize;
  o.h = RingSize::kSize;
  o.path = {{x, y}};
  return o;
}
inline SolidObject ringAround(int cx, int cy) { return ringObject(cx - RingSize::kSize / 2, cy - RingSize::kSize / 2); }

}  // namespace solidtile::test
