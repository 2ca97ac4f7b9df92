// A vanishing platform for the tests (level format 15): Sonic 1's Obj6C as
// import-sonlvl makes it, a still top-only block 32 x 16 with its top-left at
// (x, y) and `vanish` its subtype (level/vanish.h).
#pragma once

#include <cstdint>

#include "solidtile/level/objects.h"

namespace solidtile::test {

inline SolidObject vanishingPlatform(int x, int y, std::int16_t subtype) {
  SolidObject o;
  o.w = 32;
  o.h = 16;
  o.topOnly = true;
  o.path = {{x, y}};
  o.vanish = subtype;
  return o;
}

}  // namespace solidtile::test
