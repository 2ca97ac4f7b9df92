// Star Light's objects (issue 27): Sonic 1's Obj5D fans (s1disasm "_incObj/5D
// Fan.asm") as level format 18's kind fan (level/fan.h).
#pragma once

#include "solidtile/io/sonlvl_objects.h"

namespace solidtile::io {

inline constexpr int kObj5DFanId = 0x5D;

SonlvlObjectDecode sonic1Fan(const SonlvlObjectEntry& e);  // Obj5D

}  // namespace solidtile::io
