// Sonic 2 and Sonic 3 & Knuckles specifics of SonLVL projects that callers and tests reach directly:
// the plane switcher object (Obj03 in s2.asm, Obj_PathSwap in S3K) and its subtype.
#pragma once

#include <cstdint>
#include <optional>

#include "solidtile/level/level.h"

namespace solidtile::io {

inline constexpr std::uint8_t kSonic2PlaneSwitcherId = 0x03;
// Sonic 3 & Knuckles' Obj_PathSwap (entry 2 of every object pointer set)
// reads its subtype the same way; it also switches only within $40 px of its
// line, which a crossing at the player's speeds always is.
inline constexpr std::uint8_t kSonic3kPathSwapId = 0x02;

// What Obj03_Init and Obj03_MainX/MainY read from the subtype: bits 0-1 the
// half size ($20, $40, $80, $100 px), bit 2 a horizontal line (crossed going
// up or down) instead of a vertical one, bit 3 the path taken on the right of
// (or below) the line, bit 4 the path on the left (or above), 0 primary and 1
// secondary, bit 7 only while on the ground. Bits 5 and 6 set the player's
// drawing priority only. An X-flipped switcher changes no path at all.
struct Sonic2PlaneSwitcher {
  bool horizontal = false;
  int halfSize = 0x20;
  std::uint8_t rightOrBelowPath = 0;
  std::uint8_t leftOrAbovePath = 0;
  bool groundOnly = false;
  bool changesPath = true;
};
Sonic2PlaneSwitcher decodeSonic2PlaneSwitcher(std::uint8_t subtype, bool flipX);

// The level's path switcher for a plane switcher at (x, y). Vertical
// (Obj03_MainX): the game switches when the player's centre is within
// y - half .. y + half - 1 and goes from x - 1 or less to x or more (or back).
// Horizontal (Obj03_MainY): the same with the axes swapped, the centre within
// x - half .. x + half - 1 going from y - 1 or less to y or more (below) or
// back (above). Nothing for one that changes no path.
std::optional<PathSwitcher> sonic2PathSwitcher(int x, int y, const Sonic2PlaneSwitcher& s);

}  // namespace solidtile::io
