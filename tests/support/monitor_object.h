// A monitor object for the tests (level format 9): the games' box, 30 px
// square (Sonic 1's and 2's Mon_Solid / SolidObject_Monitor: d1 $1A = 15 +
// $B, d2 $F), its top-left at (x, y).
#pragma once

#include <cstdint>

#include "solidtile/level/objects.h"

namespace solidtile::test {

inline SolidObject monitorObject(int x, int y, int item = 0, int w = 30, int h = 30) {
  SolidObject o;
  o.kind = ObjectKind::Monitor;
  o.w = w;
  o.h = h;
  o.path = {{x, y}};
  o.item = static_cast<std::uint8_t>(item);
  return o;
}

}  // namespace solidtile::test
