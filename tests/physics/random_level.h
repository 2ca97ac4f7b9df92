// Random small levels for the player's property tests: random masks (floors
// and ceilings, random angles), flips and solidity on two paths.
#pragma once

#include <algorithm>
#include <random>

#include "solidtile/level/level.h"

namespace solidtile::test {

inline Level randomLevel(std::mt19937& rng, int width = 24, int height = 16) {
  Level level(width, height, 2);
  for (int m = 0; m < 10; ++m) {
    HeightMask::Heights h{};
    const int kind = static_cast<int>(rng() % 3);
    int v = static_cast<int>(rng() % 17);
    for (auto& c : h) {
      v = std::clamp(v + static_cast<int>(rng() % 5) - 2, 0, 16);
      c = static_cast<std::int8_t>(kind == 1 ? -v : v);
    }
    level.addMask(*HeightMask::fromHeights(h, static_cast<Angle>(rng())));
  }
  for (int layer = 0; layer < 2; ++layer)
    for (int ty = 0; ty < height; ++ty)
      for (int tx = 0; tx < width; ++tx)
        if (rng() % 3 == 0)
          level.setTile(layer, tx, ty, Tile::make(static_cast<int>(rng() % 10), rng() % 2, rng() % 2,
                                                  static_cast<Solidity>(rng() % 4)));
  level.switchers.push_back({200, 0, 255, 0, 1, false});
  return level;
}

}  // namespace solidtile::test
