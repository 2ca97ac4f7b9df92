// The games' smashable walls and rocks from an act's object layout, as
// ObjectKind::Breakable (sonic/breakable.h; decodeSonlvlObject's cases). Each
// box is the object's own SolidObject call: d1 = w/2 + $B, d2 = h/2 about obX, obY.
#pragma once

#include "solidtile/io/sonlvl_objects.h"

namespace solidtile::io {

inline constexpr int kObj3CSmashWallId = 0x3C;    // Sonic 1, Green Hill and Star Light
inline constexpr int kObj51SmashBlockId = 0x51;   // Sonic 1, Marble
inline constexpr int kObj32BreakableId = 0x32;    // Sonic 2, Hill Top and Chemical Plant
inline constexpr int kObj2FSmashGroundId = 0x2F;  // Sonic 2, Hill Top
inline constexpr int kObj05RockId = 0x05;         // S&K, Angel Island, Lava Reef, Endless Mine
inline constexpr int kObj2ACorkFloorId = 0x2A;    // S&K, Angel Island, Carnival Night, Icecap, Launch Base, Flying Battery

// Sonic 1's Obj3C (Smash_Solid: d1 $1B, d2 $20, d3 $20): 32 x 64, breaks on
// the side; every subtype alike (it only picks the art frame).
SonlvlObjectDecode sonic1SmashWall(const SonlvlObjectEntry& e);
// Sonic 1's Obj51 (Smab_Solid: d1 $1B, d2 $10, d3 $11): 32 x 32, breaks on top.
SonlvlObjectDecode sonic1SmashBlock(const SonlvlObjectEntry& e);
// Sonic 2's Obj32 (Obj32_Init, Obj32_Main: d1 width_pixels + $B, d2 $10,
// d3 $11): width_pixels $18 (48 x 32), Chemical Plant's $10 (32 x 32); breaks on top.
SonlvlObjectDecode sonic2BreakableBlock(const SonlvlObjectEntry& e);
// Sonic 2's Obj2F (Hill Top's smashable ground): a marker, with why.
SonlvlObjectDecode sonic2SmashableGround(const SonlvlObjectEntry& e);
// S&K's Obj_AIZLRZEMZRock: a block, or a breakable by its subtype bits 0 and 2.
SonlvlObjectDecode sonic3kRock(const SonlvlObjectEntry& e);
// S&K's Obj_CorkFloor: a floor that breaks under a rolling player standing
// on it (subtype not 0), its size by the zone; the others markers.
SonlvlObjectDecode sonic3kCorkFloor(const SonlvlObjectEntry& e);

}  // namespace solidtile::io
