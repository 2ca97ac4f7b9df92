// Star Light's objects (issue 27): Sonic 1's Obj5D fans (s1disasm "_incObj/5D
// Fan.asm") as level format 18's kind fan (level/fan.h), and Obj5B
// staircases ("_incObj/5B Staircase.asm") as its kind stair (level/stair.h);
// format 20's Obj59 elevators ("_incObj/59 SLZ Elevators.asm") as kind
// elevator (level/elevator.h) and Obj5F walking bombs of Star Light and
// Scrap Brain ("_incObj/5F Bomb Enemy.asm") as kind bomb (level/bomb.h).
#pragma once

#include "solidtile/io/sonlvl_objects.h"

namespace solidtile::io {

inline constexpr int kObj5DFanId = 0x5D;
inline constexpr int kObj5BStaircaseId = 0x5B;
inline constexpr int kObj59ElevatorId = 0x59;
inline constexpr int kObj5FBombId = 0x5F;

SonlvlObjectDecode sonic1Fan(const SonlvlObjectEntry& e);  // Obj5D
SonlvlObjectDecode sonic1Staircase(const SonlvlObjectEntry& e);  // Obj5B
SonlvlObjectDecode sonic1Elevator(const SonlvlObjectEntry& e);  // Obj59
SonlvlObjectDecode sonic1Bomb(const SonlvlObjectEntry& e);  // Obj5F

}  // namespace solidtile::io
