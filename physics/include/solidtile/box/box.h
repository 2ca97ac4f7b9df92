// The box controller: a rectangle character on the level's tiles and objects
// (seeds 001, 002, 004; docs/platformer.md), the second controller beside the
// Sonic player. One call advances one 60 Hz frame.
#pragma once

#include "solidtile/box/box_config.h"
#include "solidtile/box/box_record.h"
#include "solidtile/box/box_state.h"
#include "solidtile/input.h"
#include "solidtile/level/level.h"

namespace solidtile {

// A box at rest in the air with its top-left at (x, y) pixels.
BoxState spawnBox(std::int32_t xPixels, std::int32_t yPixels);

inline bool boxOutOfLevel(const BoxState& s, const Level& level) {
  return s.y >= static_cast<Sub>(level.heightPixels()) * kSubPerPixel;
}

// Advances one frame: platforms (riders, move, carry), lock counters, grace,
// ladder/stairs/grab input, jump, gravity, walk, the move, grace reset, the
// grab test. `record`, when given, is cleared and filled; it changes nothing.
// No allocation, integers only. A box whose top is at or below the level's
// bottom edge has left the level (boxOutOfLevel; no tile can hold it there,
// as outside the grid is empty): the step that takes it there reports
// FellOutOfLevel, and later steps change nothing.
void stepBox(BoxState& state, const Level& level, const BoxConfig& cfg, Input input, BoxRecord* record = nullptr);

// Seed 001's move on its own (section 1): horizontal, head, floor, in the given
// mode (Ground, Air or Ladder), against the level's tiles and its objects at
// state.frame. Moves x, y by vx, vy and returns the boxflag bits; vx, vy become
// the real displacement. For tests and tools; stepBox calls it.
struct BoxMove {
  Sub x = 0, y = 0, w = 0, h = 0, vx = 0, vy = 0;
  std::int16_t platform = -1;  // out: the object the box stands on
};
std::uint8_t moveBox(BoxMove& box, BoxMode mode, const Level& level, int path, const BoxConfig& cfg,
                     std::uint32_t frame, BoxRecord* record = nullptr);

}  // namespace solidtile
