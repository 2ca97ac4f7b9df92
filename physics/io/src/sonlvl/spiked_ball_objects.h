// Sonic 1's Spring Yard big spiked balls, Obj58 ("_incObj/58 Big Spiked
// Ball.asm"): not solid, they hurt (obColType $86: ReactToItem's .sizes row 6,
// $10 x $10), still or moved by an oscillator along an axis (level format
// 19: a hurt zone's oscillate without a radius).
#pragma once

#include "solidtile/io/sonlvl_objects.h"

namespace solidtile::io {

inline constexpr int kObj58BigSpikedBallId = 0x58;

SonlvlObjectDecode sonic1BigSpikedBall(const SonlvlObjectEntry& e);

}  // namespace solidtile::io
