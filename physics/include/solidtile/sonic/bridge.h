// Bridges (ObjectKind::Bridge): how far each log sags, as Sonic 1's Bri_Bend
// and Sonic 2's Obj11_Depress compute it. The bridge's state (which log is
// stood on, how far the bend has eased in) is PlayerState's bridge fields.
#pragma once

#include <cstdint>

#include "solidtile/level/angle.h"

namespace solidtile {

// The most log `standing` of a `logs`-log bridge sags, pixels: Obj11_BendData
// row `logs`, entry `standing` (2, 4, 6 ... rising by 2 to the middle, then
// back down to 2 at the last log).
std::int32_t bridgeMaxSag(int logs, int standing);

// How far log k sags below the resting surface, pixels, while the player's
// log is `standing` and the bend is `bend` (0..$40): Bri_Bend's
// ((curve + 1) * maxSag * sin(bend)) >> 16, the curve from Obj11_BendData2
// (Sonic 2's byte_FB28), rising to $FF at the standing log from either end.
std::int32_t bridgeLogSag(int logs, int standing, int bend, int k, SineTable sine);

// The bend's ease: 4 a frame up to $40 while stood on, 4 a frame back down after.
inline constexpr int kBridgeBendStep = 4;
inline constexpr int kBridgeBendFull = 0x40;

}  // namespace solidtile
