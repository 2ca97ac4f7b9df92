// A collapse object for the tests: w x h at top-left (x, y), top-only unless
// said, with the GHZ ledge's delays unless given (level format 8).
#pragma once

#include <cstdint>

#include "solidtile/level/objects.h"

namespace solidtile::test {

inline SolidObject collapseObject(int x, int y, int w, int h, bool topOnly = true, int delay = CollapseTiming::kDelay,
                                  int hold = CollapseTiming::kHold) {
  SolidObject o;
  o.kind = ObjectKind::Collapse;
  o.w = w;
  o.h = h;
  o.path = {{x, y}};
  o.topOnly = topOnly;
  o.collapseDelay = static_cast<std::uint8_t>(delay);
  o.collapseHold = static_cast<std::uint8_t>(hold);
  return o;
}

}  // namespace solidtile::test
