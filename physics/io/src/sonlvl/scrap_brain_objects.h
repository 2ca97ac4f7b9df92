// Scrap Brain's objects (issue 27): Sonic 1's Obj68 conveyor belts (s1disasm
// "_incObj/68 Conveyor Belt.asm") as level format 20's kind conveyor
// (level/conveyor.h).
#pragma once

#include "solidtile/io/sonlvl_objects.h"

namespace solidtile::io {

inline constexpr int kObj68ConveyorId = 0x68;

SonlvlObjectDecode sonic1Conveyor(const SonlvlObjectEntry& e);  // Obj68

}  // namespace solidtile::io
