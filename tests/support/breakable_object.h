// A breakable wall or rock for the tests (level format 14): w x h, its
// top-left at (x, y), breaking as `m` says.
#pragma once

#include "solidtile/level/objects.h"

namespace solidtile::test {

inline SolidObject breakableObject(int x, int y, int w, int h, BreakMode m) {
  SolidObject o;
  o.kind = ObjectKind::Breakable;
  o.breaks = m;
  o.w = w;
  o.h = h;
  o.path = {{x, y}};
  return o;
}

}  // namespace solidtile::test
