// The seesaws (issue 27): Sonic 1's Obj5E of Star Light (s1disasm "_incObj/5E
// Seesaw.asm") and Sonic 2's Obj14 of Hill Top (s2.asm) as level format 19's
// kind seesaw (level/seesaw.h).
#pragma once

#include "solidtile/io/sonlvl_objects.h"

namespace solidtile::io {

inline constexpr int kObj5ESeesawId = 0x5E;
inline constexpr int kObj14SeesawId = 0x14;

SonlvlObjectDecode sonic1Seesaw(const SonlvlObjectEntry& e);  // Obj5E
SonlvlObjectDecode sonic2Seesaw(const SonlvlObjectEntry& e);  // Obj14

}  // namespace solidtile::io
