// Sonic 1's Scrap Brain pizza cutters and ground saws, Obj6A ("_incObj/6A
// Saws and Pizza Cutters.asm"): not solid, hurting (obColType $A2:
// ReactToItem's .sizes row $22, $18 x $18). The pizza cutters (types 0-2)
// stand still or move along an axis by an oscillator (level format 19's
// hurt zone oscillation); the ground saws (types 3, 4) wait for the player
// to come within a box and then run at him, which a level cannot say:
// markers.
#pragma once

#include "solidtile/io/sonlvl_objects.h"

namespace solidtile::io {

inline constexpr int kObj6ASawId = 0x6A;

SonlvlObjectDecode sonic1Saw(const SonlvlObjectEntry& e);

}  // namespace solidtile::io
