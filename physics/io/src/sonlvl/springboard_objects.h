// The springboards (issue 27): Sonic 2's Obj40, the pressure spring of
// Chemical Plant, Aquatic Ruin and Mystic Cave (s2.asm), as level format
// 20's kind springboard (level/springboard.h).
#pragma once

#include "solidtile/io/sonlvl_objects.h"

namespace solidtile::io {

inline constexpr int kObj40SpringboardId = 0x40;

SonlvlObjectDecode sonic2Springboard(const SonlvlObjectEntry& e);  // Obj40

}  // namespace solidtile::io
