// The three passes of seed 001's move, apart so the platform carry can reuse
// the sweeps. Internal to physics/src/box.
#pragma once

#include "box_tiles.h"
#include "solidtile/box/box.h"

#pragma GCC visibility push(hidden)  // as in box_tiles.h
namespace solidtile::boxdetail {

struct MoveContext {
  const Level& level;
  TileGrid grid;  // the path's tiles: a copy, so no pass takes the Frame's address
  const BoxConfig& cfg;
  std::uint32_t frame;  // where the objects are
  BoxRecord* rec;
  const NearObjects& near;
};

// Horizontal: x += vx, stopped by walls (tiles and solid objects). Returns wall flags.
std::uint8_t sweepX(BoxMove& b, Sub vx, const MoveContext& c, BoxPass pass);
// Head: y += vy, then the top row (tiles) and solid objects above. Returns the ceiling flag.
std::uint8_t sweepHead(BoxMove& b, Sub vy, Sub y0, const MoveContext& c, BoxPass pass);
// Floor: the target from F(r) and the objects, compared by mode. `y0`, `btm`
// are from before the move. Returns ground, ladder-top, ice and one-way flags.
std::uint8_t settleFloor(BoxMove& b, BoxMode mode, Sub y0, std::int32_t btm, const MoveContext& c);
// moveBox with the near objects already found.
std::uint8_t moveNear(BoxMove& b, BoxMode mode, const MoveContext& c);

}  // namespace solidtile::boxdetail
#pragma GCC visibility pop
