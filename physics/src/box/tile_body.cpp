#include "solidtile/box/tile_body.h"

#include "box_tiles.h"

namespace solidtile {
namespace {

bool freeAt(const TileBody& b, const Level& level, int path) {
  const boxdetail::TileGrid grid(level, path);
  for (std::int32_t y = b.ty; y < b.ty + b.h; ++y) {
    for (std::int32_t x = b.tx; x < b.tx + b.w; ++x) {
      if (boxdetail::viewTile(grid, x, y).blocksSides()) return false;
    }
  }
  return true;
}

bool shift(TileBody& b, int dx, int dy, const Level& level, int path) {
  if (dx == 0 && dy == 0) return false;
  TileBody moved = b;
  moved.tx += dx;
  moved.ty += dy;
  if (!freeAt(moved, level, path)) return false;
  b = moved;
  return true;
}

}  // namespace

bool stepTileBody(TileBody& body, int dx, int dy, const Level& level, int path) {
  const bool x = shift(body, dx < 0 ? -1 : dx > 0 ? 1 : 0, 0, level, path);
  const bool y = shift(body, 0, dy < 0 ? -1 : dy > 0 ? 1 : 0, level, path);
  return x || y;
}

}  // namespace solidtile
