// Random small levels for the player's property tests: random masks (floors
// and ceilings, random angles), flips and solidity on two paths.
#pragma once

#include <algorithm>
#include <random>
#include <utility>
#include <vector>

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

// `count` random objects over the level: static and moving (ping-pong and
// loop, some waiting at the ends), solid and top-only, of every size from a
// sliver to several tiles, placed where the player can meet them.
inline void addRandomObjects(Level& level, std::mt19937& rng, int count) {
  std::vector<SolidObject> objects;
  const int w = level.widthPixels(), h = level.heightPixels();
  for (int k = 0; k < count; ++k) {
    SolidObject o;
    o.w = 4 + static_cast<int>(rng() % 92);
    o.h = 4 + static_cast<int>(rng() % 60);
    const int x = static_cast<int>(rng() % static_cast<unsigned>(w)) - o.w / 2;
    const int y = static_cast<int>(rng() % static_cast<unsigned>(h)) - o.h / 2;
    o.path = {{x, y}};
    o.topOnly = rng() % 3 == 0;
    if (rng() % 2 == 0) {
      const int legs = 1 + static_cast<int>(rng() % 3);
      for (int l = 0; l < legs; ++l) {
        o.path.push_back({x + static_cast<int>(rng() % 193) - 96, y + static_cast<int>(rng() % 129) - 64});
      }
      o.speed = 0x20 + static_cast<Sub>(rng() % 0x300);
      o.loop = rng() % 2 ? ObjectLoop::Loop : ObjectLoop::PingPong;
      o.wait = rng() % 3 == 0 ? static_cast<std::int32_t>(rng() % 40) : 0;
    }
    objects.push_back(std::move(o));
  }
  level.objects.assign(std::move(objects));
}

}  // namespace solidtile::test
