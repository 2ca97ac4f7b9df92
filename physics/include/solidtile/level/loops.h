// Sonic 1's loop chunks: 256x256 px regions of a level inside which the game
// picks the collision path every frame from the player's position in the
// region and its angle (Sonic_Loops, s1disasm "_incObj/Sonic Loops.asm").
// Outside them, in a level that has any, the player is on the high path.
#pragma once

#include <cstdint>

#include "solidtile/level/angle.h"

namespace solidtile {

struct LoopRegion {
  // Top-left corner in pixels, a multiple of kSize: the game's layout cell.
  std::int32_t x = 0;
  std::int32_t y = 0;
  // The game's second loop chunk of a zone (v_256loop2): a player in the air
  // there goes back to the high path whatever its position.
  bool airToHigh = false;
  bool operator==(const LoopRegion&) const = default;
};

struct LoopRule {
  static constexpr int kSize = 256;             // a chunk
  static constexpr int kHighBelow = 0x2C;       // x within the chunk below this: high path
  static constexpr int kLowFrom = 0xE0;         // x within the chunk at or past this: low path
  static constexpr Angle kUpsideDown = 0x80;    // angles 1..$80 send the high path low; above $80 send the low path high
  static constexpr std::uint8_t kHighPath = 0;  // layers[0]: the game's high plane
  static constexpr std::uint8_t kLowPath = 1;   // layers[1]: the low plane
};

// The path Sonic_Loops leaves the player on, given the region it is in (null
// for none), its centre's x in pixels, angle, whether it is airborne and its
// current path.
std::uint8_t sonic1LoopPath(const LoopRegion* region, std::int32_t x, Angle angle, bool airborne, std::uint8_t path);

}  // namespace solidtile
