// A hurt zone for the tests (level format 13): w x h, its top-left at (x, y);
// hurtAround puts its centre at (cx, cy), as the games place Obj54 and Obj31.
// enemyAround makes an enemy (level format 14) the same way, about the
// badnik's obX, obY.
#pragma once

#include "solidtile/level/objects.h"

namespace solidtile::test {

inline SolidObject hurtObject(int x, int y, int w, int h, ObjectKind kind = ObjectKind::Hurt) {
  SolidObject o;
  o.kind = kind;
  o.w = w;
  o.h = h;
  o.path = {{x, y}};
  return o;
}
inline SolidObject hurtAround(int cx, int cy, int w, int h) { return hurtObject(cx - w / 2, cy - h / 2, w, h); }
inline SolidObject enemyAround(int cx, int cy, int w, int h) {
  return hurtObject(cx - w / 2, cy - h / 2, w, h, ObjectKind::Enemy);
}

}  // namespace solidtile::test
