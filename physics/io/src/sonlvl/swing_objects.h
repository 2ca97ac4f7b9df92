// Both games' Obj15, the swinging platforms (s1disasm "_incObj/15 Swinging
// Platforms (part 1).asm", s2.asm Obj15): a platform hanging from its
// placed point by a chain, swung by oscillator 6 (level format 18's
// oscillate.radius, level/oscillation.h). The chain links are scenery.
// Sonic 1's act picks the look: Star Light's platform also hurts below its
// top (obColType $99), Scrap Brain's is a spiked ball that only hurts ($86,
// no Swing_Solid), and subtype bit 4 makes a giant ball that hurts ($81).
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "solidtile/io/sonlvl_objects.h"

namespace solidtile::io {

inline constexpr int kObj15SwingId = 0x15;

// Sonic 1's v_zone ids Swing_Main and SBall_Main compare (SonlvlObjectEntry::sonic1Zone).
inline constexpr std::uint8_t kSonic1LabyrinthZone = 1, kSonic1StarLightZone = 3, kSonic1ScrapBrainZone = 5;
// The zone Swing_Main sees for a SonLVL level section's name ("Star Light
// Zone Act 3": 3; "Scrap Brain Zone Act 1" and 2 and "Final Zone": 5;
// Labyrinth's acts and Scrap Brain 3, which runs as Labyrinth's fourth: 1); 0 for the others.
std::uint8_t sonic1ZoneOfLevel(std::string_view levelName);

// Every object an Obj15 entry makes, in the order the importer adds them:
// the platform (when it is solid), then the zone that hurts (when its
// obColType is harmful). Empty when it stays a marker.
std::vector<SolidObject> sonic1SwingObjects(const SonlvlObjectEntry& e);
SonlvlObjectDecode sonic1Swing(const SonlvlObjectEntry& e);
SonlvlObjectDecode sonic2Swing(const SonlvlObjectEntry& e);

}  // namespace solidtile::io
