// Large generated levels for the level-file benchmarks (issue 15): rolling
// terrain of many slope tiles, or noise that no compressor shrinks.
#pragma once

#include <cmath>
#include <cstdint>
#include <string_view>

#include "solidtile/io/level_file.h"

namespace solidtile::bench {

// Hills and ledges: mostly empty air and full ground, with a band of slope
// tiles (flipped and top-only now and then) between them, as a real zone has.
// `noise`: every tile a random valid tile instead.
inline io::LevelFile bigLevel(int width, int height, int layers, bool noise = false) {
  io::LevelFile f;
  f.name = noise ? "noise" : "terrain";
  f.level = Level(width, height, layers);
  constexpr int kMasks = 64;
  for (int m = 0; m < kMasks; ++m) {
    HeightMask::Heights h{};
    for (int c = 0; c < 16; ++c) h[static_cast<std::size_t>(c)] = static_cast<std::int8_t>(m == 0 ? 16 : (c * (m % 16 + 1)) / 16 + 1);
    f.level.addMask(*HeightMask::fromHeights(h, static_cast<Angle>(m * 4 % 256)));
  }
  std::uint64_t seed = 12345;
  const auto next = [&seed] {  // splitmix64: every bit random, so noise does not compress
    std::uint64_t z = (seed += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return static_cast<std::uint32_t>((z ^ (z >> 31)) >> 32);
  };
  for (int l = 0; l < layers; ++l) {
    auto& tiles = f.level.layerData(l);
    for (int x = 0; x < width; ++x) {
      const double t = x;
      const int ground = static_cast<int>(height * 0.6 + height * 0.15 * std::sin(t / 300 + l) + 6 * std::sin(t / 37));
      for (int y = 0; y < height; ++y) {
        std::uint16_t v = 0;
        if (noise) {
          v = static_cast<std::uint16_t>((next() % kMasks + 1) | ((next() & 15u) << 12));
        } else if (y > ground) {
          v = 1;
        } else if (y == ground) {
          const std::uint32_t r = next();
          v = static_cast<std::uint16_t>(r % (kMasks - 1) + 2);
          if (r & 0x100u) v = static_cast<std::uint16_t>(v | Tile::kFlipXBit);
        } else if (x % 512 < 96 && y == ground - 12) {
          v = static_cast<std::uint16_t>(1 | (1u << Tile::kSolidityShift));  // a top-only ledge
        }
        tiles[static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x)] = v;
      }
    }
  }
  return f;
}

}  // namespace solidtile::bench
