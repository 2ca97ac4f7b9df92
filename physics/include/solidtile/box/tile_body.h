// Seed 002's type 1, "pure tiles": a character that is a rectangle of whole
// tiles (Lode Runner 1x1, Toki Tori 2x2, Flashback 2x5) and moves a tile at a
// time. Kept beside the box as the simplest controller the seed describes.
#pragma once

#include <cstdint>

#include "solidtile/level/level.h"

namespace solidtile {

struct TileBody {
  std::int32_t tx = 0, ty = 0;  // top-left tile
  std::int32_t w = 1, h = 1;    // tiles
};

// Moves the body one tile along x (dx) and then along y (dy), each -1, 0 or 1;
// each move happens only if every tile the moved body would cover is free (no
// tile that blocks a box's side). A diagonal is two moves. True if it moved at all.
bool stepTileBody(TileBody& body, int dx, int dy, const Level& level, int path);

}  // namespace solidtile
