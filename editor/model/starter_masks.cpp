#include "model/starter_masks.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <numbers>

#include "solidtile/level/auto_angle.h"

namespace solidtile::editor {
namespace {

int addFromHeights(Level& level, const HeightMask::Heights& h, bool flaggedAngle) {
  auto mask = HeightMask::fromHeights(h, kFlaggedAngle);
  if (!mask) return -1;
  if (!flaggedAngle) {
    const AutoAngle a = computeAngle(*mask);
    if (a.determined) mask->setAngle(a.angle);
  }
  return level.addMask(*mask);
}

HeightMask::Heights ramp(int from, int to) {
  // Linear from `from` at the left column to `to` at the right, rounded.
  HeightMask::Heights h{};
  for (int c = 0; c < kTileSize; ++c) {
    const double t = (c + 0.5) / kTileSize;
    h[static_cast<std::size_t>(c)] = static_cast<std::int8_t>(std::lround(from + (to - from) * t));
  }
  return h;
}

HeightMask::Heights flat(int height) {
  HeightMask::Heights h{};
  h.fill(static_cast<std::int8_t>(height));
  return h;
}

}  // namespace

void addStarterMasks(Level& level) {
  addFromHeights(level, flat(16), true);  // kStarterFullBlock
  addFromHeights(level, flat(8), true);
  addFromHeights(level, flat(4), true);
  addFromHeights(level, flat(-4), true);  // a ledge hanging from the top edge, for jump-through platforms
  addFromHeights(level, ramp(0, 16), false);
  addFromHeights(level, ramp(0, 8), false);
  addFromHeights(level, ramp(8, 16), false);
  for (int q = 0; q < 4; ++q) addFromHeights(level, ramp(q * 4, q * 4 + 4), false);
}

Level makeHillsLevel(int width, int height, int layers) {
  Level level(width, height, layers);
  addStarterMasks(level);
  const int ledgeMask = 3;
  const double base = (height - 4) * kTileSize;
  auto surface = [&](int px) {
    const double x = px;
    const double y = base - 40 * std::sin(2 * std::numbers::pi * x / 640) - 20 * std::sin(2 * std::numbers::pi * x / 256) -
                     24;
    return static_cast<int>(std::lround(y));
  };
  std::map<HeightMask::Heights, int> known;
  for (int tx = 0; tx < width; ++tx) {
    int top = surface(tx * kTileSize);
    for (int c = 1; c < kTileSize; ++c) top = std::min(top, surface(tx * kTileSize + c));
    for (int ty = std::max(0, top / kTileSize); ty < height; ++ty) {
      HeightMask::Heights h{};
      bool full = true;
      bool any = false;
      for (int c = 0; c < kTileSize; ++c) {
        const int v = std::clamp((ty + 1) * kTileSize - surface(tx * kTileSize + c), 0, kTileSize);
        h[static_cast<std::size_t>(c)] = static_cast<std::int8_t>(v);
        full = full && v == kTileSize;
        any = any || v > 0;
      }
      if (!any) continue;
      int mask = kStarterFullBlock;
      if (!full) {
        auto it = known.find(h);
        if (it == known.end()) it = known.emplace(h, addFromHeights(level, h, false)).first;
        mask = it->second;
      }
      if (mask >= 0) level.setTile(0, tx, ty, Tile::make(mask, false, false, Solidity::All));
    }
    if (tx % 23 >= 18 && tx % 23 <= 21) {
      const int ty = top / kTileSize - 5;
      if (ty >= 0) level.setTile(0, tx, ty, Tile::make(ledgeMask, false, false, Solidity::TopOnly));
    }
  }
  if (layers > 1) {
    level.layerData(1) = level.layerData(0);
    for (int tx = 30; tx < width; tx += 61) {
      const int top = surface(tx * kTileSize) / kTileSize;
      for (int ty = std::max(0, top - 3); ty < top; ++ty) {
        level.setTile(1, tx, ty, Tile::make(kStarterFullBlock, false, false, Solidity::SidesAndBottom));
      }
    }
  }
  level.startX = 3 * kTileSize;
  level.startY = surface(3 * kTileSize) - 20;
  return level;
}

}  // namespace solidtile::editor
