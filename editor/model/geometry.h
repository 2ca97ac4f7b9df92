// Tile coordinates and inclusive tile rectangles, the units every tool speaks.
#pragma once

#include <algorithm>

namespace solidtile::editor {

struct TilePos {
  int x = 0;
  int y = 0;
  bool operator==(const TilePos&) const = default;
};

// Inclusive on both ends so a single click is a 1x1 rectangle; empty when x1 < x0.
struct TileRect {
  int x0 = 0;
  int y0 = 0;
  int x1 = -1;
  int y1 = -1;

  static TileRect spanning(TilePos a, TilePos b) {
    return {std::min(a.x, b.x), std::min(a.y, b.y), std::max(a.x, b.x), std::max(a.y, b.y)};
  }
  bool empty() const { return x1 < x0 || y1 < y0; }
  int width() const { return empty() ? 0 : x1 - x0 + 1; }
  int height() const { return empty() ? 0 : y1 - y0 + 1; }
  bool contains(TilePos p) const { return p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1; }
  TileRect united(TileRect o) const {
    if (empty()) return o;
    if (o.empty()) return *this;
    return {std::min(x0, o.x0), std::min(y0, o.y0), std::max(x1, o.x1), std::max(y1, o.y1)};
  }
  TileRect clippedTo(int width, int height) const {
    TileRect r{std::max(x0, 0), std::max(y0, 0), std::min(x1, width - 1), std::min(y1, height - 1)};
    return r.empty() ? TileRect{} : r;
  }
  bool operator==(const TileRect&) const = default;
};

}  // namespace solidtile::editor
