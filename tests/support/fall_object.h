// A falling platform for the tests: w x h at top-left (x, y), top-only unless
// said, with Obj18's counts unless given (level format 9).
#pragma once

#include <cstdint>

#include "solidtile/level/objects.h"

namespace solidtile::test {

inline SolidObject fallObject(int x, int y, int w, int h, bool topOnly = true, int delay = FallTiming::kDelay,
                              int carry = FallTiming::kCarry) {
  SolidObject o;
  o.kind = ObjectKind::Fall;
  o.w = w;
  o.h = h;
  o.path = {{x, y}};
  o.topOnly = topOnly;
  o.fallDelay = static_cast<std::uint8_t>(delay);
  o.fallCarry = static_cast<std::uint8_t>(carry);
  return o;
}

}  // namespace solidtile::test
