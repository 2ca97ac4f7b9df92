// Small levels for the box tests: full blocks, seed 001's slope pieces, tags and objects.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>

#include "solidtile/box/box.h"
#include "solidtile/level/level.h"

namespace solidtile::test {

inline HeightMask heightsMask(const HeightMask::Heights& h) { return *HeightMask::fromHeights(h, 0); }

// Seed 001's rising piece k (0..3) of a 1:4 slope: the surface climbs from 4k
// to 4k+4 px across the tile; columns rasterised at their centres, as the slope
// stamp does (so piece 3 has a full right column).
inline HeightMask risingPiece(int k) {
  HeightMask::Heights h{};
  for (int c = 0; c < 16; ++c) h[static_cast<std::size_t>(c)] = static_cast<std::int8_t>((32 * k + 2 * c + 5) / 8);
  return heightsMask(h);
}
inline HeightMask fallingPiece(int k) { return risingPiece(3 - k).flippedX(); }

struct BoxWorld {
  Level level;
  int full;
  BoxConfig cfg = defaultBoxConfig();

  explicit BoxWorld(int w = 64, int h = 32, int layers = 1) : level(w, h, layers) {
    full = level.addMask(heightsMask({16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16}));
  }
  int add(const HeightMask& m, MaskEdges e = {}) {
    const int i = level.addMask(m);
    if (e.set()) level.setMaskEdges(i, e);
    return i;
  }
  int rising(int k) { return add(risingPiece(k), {static_cast<std::int8_t>(4 * k), static_cast<std::int8_t>(4 * k + 4)}); }
  int falling(int k) {
    return add(fallingPiece(k), {static_cast<std::int8_t>(16 - 4 * k), static_cast<std::int8_t>(12 - 4 * k)});
  }
  int flat(int height) {
    HeightMask::Heights h{};
    h.fill(static_cast<std::int8_t>(height));
    return add(heightsMask(h));
  }
  void fill(int tx0, int ty0, int tx1, int ty1, int mask, Solidity s = Solidity::All, int layer = 0) {
    for (int ty = ty0; ty <= ty1; ++ty)
      for (int tx = tx0; tx <= tx1; ++tx) level.setTile(layer, tx, ty, Tile::make(mask, false, false, s));
  }
  void tag(int tx0, int ty0, int tx1, int ty1, TileTag t, int layer = 0) {
    for (int ty = ty0; ty <= ty1; ++ty)
      for (int tx = tx0; tx <= tx1; ++tx) level.setTag(layer, tx, ty, t);
  }
  // Full ground whose surface is pixel row `surface` (a multiple of 16).
  void ground(int surface) { fill(0, surface / 16, level.width() - 1, level.height() - 1, full); }

  std::uint8_t move(BoxMove& b, BoxMode mode, std::uint32_t frame = 0, BoxRecord* rec = nullptr) const {
    return moveBox(b, mode, level, 0, cfg, frame, rec);
  }
};

// A 16x32 box at (x, y) px moving (vx, vy) subpixels.
inline BoxMove boxAt(int x, int y, Sub vx = 0, Sub vy = 0) {
  return {pixels(x), pixels(y), pixels(16), pixels(32), vx, vy, -1};
}

inline BoxState boxState(int x, int y, BoxMode mode) {
  BoxState s = spawnBox(x, y);
  s.mode = mode;
  if (mode == BoxMode::Ground) s.flags = boxflag::kGround;
  return s;
}

inline bool has(std::uint8_t flags, std::uint8_t bit) { return (flags & bit) != 0; }

// A box dropped at x from y 40 onto `o` (over ground at 208) rests with its
// bottom on the object's top at y `top` and its x unchanged 300 frames on:
// the box keeps no object state, so a platform it stands on never sets off.
inline void expectBoxRestsOnStillTop(const SolidObject& o, int x, int top) {
  BoxWorld w;
  w.ground(208);
  w.level.objects.push_back(o);
  BoxState s = boxState(x, 40, BoxMode::Air);
  for (int i = 0; i < 300; ++i) stepBox(s, w.level, w.cfg, 0);
  EXPECT_EQ((s.y >> 8) + 32, top) << "standing on its top, 300 frames on";
  EXPECT_EQ(s.x >> 8, x);
}

}  // namespace solidtile::test
