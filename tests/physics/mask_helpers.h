// Small builders shared by the physics tests.
#pragma once

#include <initializer_list>

#include "solidtile/level/height_mask.h"
#include "solidtile/level/level.h"

namespace solidtile::test {

inline HeightMask mask(std::initializer_list<int> heights, Angle angle = 0) {
  HeightMask::Heights h{};
  int i = 0;
  for (int v : heights) h[static_cast<std::size_t>(i++)] = static_cast<std::int8_t>(v);
  return *HeightMask::fromHeights(h, angle);
}

inline HeightMask flat(int height, Angle angle = 0) {
  HeightMask::Heights h{};
  h.fill(static_cast<std::int8_t>(height));
  return *HeightMask::fromHeights(h, angle);
}

// The seed's example: rises to the right, angle $E8.
inline HeightMask seedMask() { return mask({0, 0, 1, 2, 2, 3, 4, 5, 5, 6, 6, 7, 8, 9, 9, 9}, 0xE8); }

}  // namespace solidtile::test
