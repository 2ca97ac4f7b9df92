// Star Light's objects (issue 27): Sonic 1's Obj5D fans (s1disasm "_incObj/5D
// Fan.asm") as level format 18's kind fan (level/fan.h), and Obj5B
// staircases ("_incObj/5B Staircase.asm") as its kind stair (level/stair.h).
#pragma once

#include "solidtile/io/sonlvl_objects.h"

namespace solidtile::io {

inline constexpr int kObj5DFanId = 0x5D;
inline constexpr int kObj5BStaircaseId = 0x5B;

SonlvlObjectDecode sonic1Fan(const SonlvlObjectEntry& e);  // Obj5D
SonlvlObjectDecode sonic1Staircase(const SonlvlObjectEntry& e);  // Obj5B

}  // namespace solidtile::io
