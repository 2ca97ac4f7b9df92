// The chained stompers (issue 27): Sonic 1's Obj31 of Marble Zone
// (s1disasm "_incObj/31 Chained Stompers.asm"), types 1-6, as level format
// 20's kind stomper (level/stomper.h).
#pragma once

#include "solidtile/io/sonlvl_objects.h"

namespace solidtile::io {

inline constexpr int kObj31StomperId = 0x31;

SonlvlObjectDecode sonic1Stomper(const SonlvlObjectEntry& e);  // Obj31

}  // namespace solidtile::io
