// One frame of stepBox in progress: the state, the inputs as the phases have
// changed them, and the context. Internal to physics/src/box.
#pragma once

#include "box_passes.h"

#pragma GCC visibility push(hidden)  // as in box_tiles.h
namespace solidtile::boxdetail {

struct Frame {
  BoxState& s;
  const Level& level;
  const BoxConfig& cfg;
  BoxRecord* rec;
  Sub w, h;            // the box, subpixels
  Input in;            // held buttons after the key lock
  Input pressed;       // new presses this frame
  BoxMode startMode;   // the mode the frame began in
  // Objects within two tiles of the box after the platforms moved: room for
  // the carry and the move, found once a frame. Held apart from the Frame:
  // the passes take its address, which would keep the whole Frame in memory.
  NearObjects& near;
  TileGrid grid;  // s.path's tiles: the path changes only after the moves

  MoveContext context() const { return {level, grid, cfg, s.frame, rec, near}; }
  std::uint8_t move(BoxMove& b, BoxMode mode) const { return moveNear(b, mode, context()); }

  BoxMove box() const { return {s.x, s.y, w, h, s.vx, s.vy, s.platform}; }
  Sub centreX() const { return s.x + (w >> 1); }  // w >= 0 (boxSize): the shift is w / 2 without the sign fix-up
  void event(BoxEvent e) const { recordEvent(rec, e); }
  // True when the box at (x, y) overlaps no tile that blocks it. Moves that
  // place the box (grab, ladder and stair snaps, stair steps) check it first
  // (ours: the seeds place the box regardless).
  bool fits(Sub x, Sub y) const {
    for (std::int32_t ty = tileOf(y); ty <= tileOf(y + h - 1); ++ty) {
      for (std::int32_t tx = tileOf(x); tx <= tileOf(x + w - 1); ++tx) {
        const TileView v = viewTile(grid, tx, ty);
        if (v.blocksSides() || (v.floorSolidity() && !v.oneWay())) return false;
      }
    }
    return true;
  }
};

// Seed 002's platform steps 1-3: note the rider and advance the frame (which
// moves every object), find the objects near the box, then carry the rider by
// its object's motion.
void movePlatforms(Frame& f);
// Ladder and stairs: entering from the ground or the air, input on them, and
// their moves. Each returns true when it handled the frame's mode.
bool enterClimb(Frame& f);
void ladderInput(Frame& f);
void ladderMove(Frame& f);
void stairsMove(Frame& f);
// Seed 004: the grab state's input (drop or jump), and the grab test after an air move.
void grabInput(Frame& f);
void ledgeTest(Frame& f, Sub x0, Sub y0, Sub vyWanted);
// Springs and spikes the box touches after its move (box_springs.cpp).
void boxSpringsAndSpikes(Frame& f);

}  // namespace solidtile::boxdetail
#pragma GCC visibility pop
