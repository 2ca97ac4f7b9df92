// The box's state: plain data, copied to rewind.
#pragma once

#include <cstdint>

#include "solidtile/fixed.h"
#include "solidtile/input.h"

namespace solidtile {

enum class BoxMode : std::uint8_t { Ground, Air, Ladder, Grab, Stairs };
const char* boxModeName(BoxMode m);  // ground, air, ladder, grab, stairs

// The flags of the last move (seed 001's return bits, plus ours).
namespace boxflag {
inline constexpr std::uint8_t kWallLeft = 1u << 0;
inline constexpr std::uint8_t kWallRight = 1u << 1;
inline constexpr std::uint8_t kGround = 1u << 2;
inline constexpr std::uint8_t kCeiling = 1u << 3;
inline constexpr std::uint8_t kLadderTop = 1u << 4;  // grounded on a ladder top
inline constexpr std::uint8_t kIce = 1u << 5;        // grounded on an ice tile
inline constexpr std::uint8_t kOneWay = 1u << 6;     // grounded on something Down+Jump drops through
}  // namespace boxflag

struct BoxState {
  Sub x = 0, y = 0;    // top-left, subpixels
  Sub vx = 0, vy = 0;  // the last frame's real displacement (seed 001's move returns it)
  BoxMode mode = BoxMode::Air;
  std::uint8_t flags = 0;   // boxflag bits of the last move
  std::uint8_t path = 0;    // collision layer
  std::uint8_t grace = 0;   // seed 004's frames-from-jump-start counter
  std::uint8_t lockLeft = 0, lockRight = 0;  // frames the key stays cleared after a ledge drop
  std::int8_t lastWall = 0;       // -1/+1: pushed that wall last frame (widens the ledge window)
  std::int8_t stairDir = 0;       // +1 stairs climbing right, -1 climbing left
  std::uint8_t stairTimer = 0;    // frames into the current step
  Input held = 0;                 // last frame's buttons, to see presses
  std::int16_t platform = -1;     // index of the object stood on, -1 none
  std::int32_t grabX = 0, grabY = 0;  // the grabbed ledge's tile
  std::uint32_t frame = 0;        // frames stepped: where the objects are

  bool grounded() const { return (flags & boxflag::kGround) != 0; }
  bool operator==(const BoxState&) const = default;
};

}  // namespace solidtile
