// A hurt zone for the tests (level format 13): w x h, its top-left at (x, y);
// hurtAround puts its centre at (cx, cy), as the games place Obj54 and Obj31.
#pragma once

#include "solidtile/level/objects.h"

namespace solidtile::test {

inline SolidObject hurtObject(int x, int y, int w, int h) {
  SolidObject o;
  o.kind = ObjectKind::Hurt;
  o.w = w;
  o.h = h;
  o.path = {{x, y}};
  return o;
}
inline SolidObject hurtAround(int cx, int cy, int w, int h) { return hurtObject(cx - w / 2, cy - h / 2, w, h); }

}  // namespace solidtile::test
