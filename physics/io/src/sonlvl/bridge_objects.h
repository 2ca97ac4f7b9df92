// Sonic 1's and Sonic 2's bridges (object $11 in both, Obj11) from an act's
// object layout (decodeSonlvlObject's case $11; the entry stays a marker).
#pragma once

#include <optional>

#include "solidtile/level/objects.h"

namespace solidtile::io {

inline constexpr int kObj11BridgeId = 0x11;

// The bridge an Obj11 entry at (x, y) with `subtype` places: subtype logs, x
// its centre (Bri_Main: the first log at x - (logs / 2) * 16), y the logs'
// centre row. Nothing for a log count the games' bend tables do not hold.
std::optional<SolidObject> obj11Bridge(std::int32_t x, std::int32_t y, int subtype);

}  // namespace solidtile::io
