// Scrap Brain's timed objects (issue 27, level format 17's timer;
// level/timer.h), each decoded as its routine decodes the subtype:
// Sonic 1's Obj69 (s1disasm "_incObj/69 SBZ Spinning Platforms.asm"), a
// trapdoor or a small spinning disc solid only while its animation shows
// frame 0; Obj6D ("_incObj/6D Flamethrower.asm") and Obj6E ("_incObj/6E
// Electrocuter.asm"), hurt zones harmful only while theirs shows the flame's
// or the spark's last frame; Labyrinth's harpoons (Obj16, "_incObj/16
// Harpoon.asm"), three hurt zones about one centre, the two longer ones
// harmful only while its animation shows them.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/timer.h"

namespace solidtile::io {

inline constexpr int kObj69SpinId = 0x69, kObj6DFlameId = 0x6D, kObj6EElectroId = 0x6E, kObj16HarpoonId = 0x16;

// The timers alone, by subtype (nullopt with *why when the routine's cycle
// does not fit one: see timed_objects.cpp).
std::optional<ObjectTimer> obj69TrapdoorTimer(int subtype, std::string* why);
std::optional<ObjectTimer> obj69SpinnerTimer(int subtype, std::string* why);
std::optional<ObjectTimer> obj6DFlameTimer(int subtype, std::string* why);
std::optional<ObjectTimer> obj6EElectroTimer(int subtype, std::string* why);
// Obj16's three timers, retracted (always, once made), middle and extended
// (the frames its obFrame is that long or longer).
std::optional<std::array<ObjectTimer, 3>> obj16HarpoonTimers(int subtype, std::string* why);

SonlvlObjectDecode sonic1SpinningPlatform(const SonlvlObjectEntry& e);  // Obj69
SonlvlObjectDecode sonic1Flamethrower(const SonlvlObjectEntry& e);      // Obj6D
SonlvlObjectDecode sonic1Electrocuter(const SonlvlObjectEntry& e);      // Obj6E
// Obj16: the decode holds the retracted box; the entry is all three zones,
// shortest first (addSonlvlObject adds the two longer ones after it), or
// none for a subtype its routine does not run.
SonlvlObjectDecode sonic1Harpoon(const SonlvlObjectEntry& e);
std::vector<SolidObject> sonic1HarpoonZones(const SonlvlObjectEntry& e);

}  // namespace solidtile::io
