// Sonic 1's and Sonic 2's platforms, object $18 in both (Obj18): the ones
// that move by the oscillating values become objects with that motion
// (SolidObject::osc), the still ones still top-only platforms, type 3 (falls
// once stood on) a fall; type 4 placed as it is and the button-raised ones
// stay markers. Sonic 2's Obj19 (Chemical Plant) moves by the same table,
// as Sonic 1's Obj5A (Star Light) on two axes.
#pragma once

#include "solidtile/io/sonlvl_objects.h"

namespace solidtile::io {

inline constexpr int kObj18PlatformId = 0x18;
inline constexpr int kObj19PlatformId = 0x19;

// s1disasm _incObj/18 Platforms.asm: Plat_Move's subtype (low nibble).
SonlvlObjectDecode sonic1Platform(const SonlvlObjectEntry& e);
// s2.asm Obj18: Obj18_Init's width by bits 4-6, Obj18_Behaviours by the low nibble.
SonlvlObjectDecode sonic2Platform(const SonlvlObjectEntry& e);
// s2.asm Obj19 (Chemical Plant's platforms): the width by bits 4-7, types 0-2
// oscillate, 5 stands still, 8-$F go round a circle; the others stay markers.
SonlvlObjectDecode sonic2Obj19(const SonlvlObjectEntry& e);
// s1disasm Obj5A (Star Light's circling platforms): a top-only platform going
// round a circle by oscillators 8 and 9 (two axes, level format 14).
inline constexpr int kObj5ACirclingId = 0x5A;
SonlvlObjectDecode sonic1CirclingPlatform(const SonlvlObjectEntry& e);
// s1disasm Obj52 (Marble Zone's, Labyrinth's and Scrap Brain's moving
// blocks): a top-only platform, still (type 0) or moving by oscillator 3 on x
// (1) or 7 on y (8); the ones that wait to be stood on or for a switch stay
// markers.
inline constexpr int kObj52MovingBlockId = 0x52;
SonlvlObjectDecode sonic1MovingBlock(const SonlvlObjectEntry& e);
// S&K's Obj_FloatingPlatform (object $51; s3.asm, which the locked-on game
// runs for Angel Island): byte_243F0's size by bits 4-6, FloatingPlatformIndex's
// move by the low nibble; the oscillating ones and the still one that dips
// are simulated, solid only while on screen, the others stay markers.
inline constexpr int kSonic3kFloatingPlatformId = 0x51;
SonlvlObjectDecode sonic3kFloatingPlatform(const SonlvlObjectEntry& e);

// "subtype $XX", as the markers' reasons name an entry.
std::string sonlvlSubtypeText(int subtype);

}  // namespace solidtile::io
