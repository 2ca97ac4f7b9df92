// The player's state: a plain struct that can be copied (rewind is copying
// states), shared by the step and its record.
#pragma once

#include <cstdint>

#include "solidtile/angle.h"
#include "solidtile/fixed.h"
#include "solidtile/input.h"

namespace solidtile {

// Which side the drop is on while balancing at a ledge.
enum class Balance : std::uint8_t { None, Left, Right };
const char* balanceName(Balance b);  // none, left, right

struct PlayerState {
  Sub x = 0, y = 0;        // centre, subpixels
  Sub xsp = 0, ysp = 0;    // velocity, subpixels per frame
  Sub gsp = 0;             // ground speed
  Angle angle = 0;
  Mode mode = Mode::Floor;
  bool airborne = true;
  bool rolling = false;
  bool jumping = false;     // airborne from a jump (jump release applies)
  bool rollJumping = false; // jumped while rolling (no air control)
  bool pushing = false;
  bool facingLeft = false;
  bool outOfLevel = false;  // fell below the level; the step does nothing more
  std::uint8_t radiusX = 9, radiusY = 19;
  std::uint8_t controlLock = 0;  // frames of ignored left/right on the ground
  std::uint8_t path = 0;         // collision layer
  Balance balancing = Balance::None;
  Input held = 0;                // last frame's buttons, to see presses
  std::uint8_t floorMiss = 0;    // the last A/B casts read no solid tile (bit 0 A, bit 1 B)

  bool operator==(const PlayerState&) const = default;
};

}  // namespace solidtile
