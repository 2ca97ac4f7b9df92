// An oscillating platform for the tests: 64 x 16, top-only, its origin at
// (300, 200), moved by `m` (level format 8; a still one when m has no table).
#pragma once

#include "solidtile/level/objects.h"

namespace solidtile::test {

inline SolidObject oscillatingPlatform(OscMotion m) {
  SolidObject o;
  o.w = 64;
  o.h = 16;
  o.topOnly = true;
  o.path = {{300, 200}};
  o.osc = m;
  return o;
}

}  // namespace solidtile::test
