// Sonic 1's Obj2F (s1disasm "_incObj/2F MZ Large Grassy Platforms.asm"),
// Marble Zone's large grassy platforms: solid sloped blocks (docs/physics.md,
// "Sloped objects") whose heights are the game's own data, LGrass_Data1..3
// (misc/mz_pfm1.bin, mz_pfm3.bin, mz_pfm2.bin by the subtype's bits 4-6).
// They are read from the disassembly's misc/ folder beside the SonLVL project,
// never kept in Solidtile; without it the entries stay markers. Types 1-4
// oscillate on y (oscillation.h); type 5 (LGrass_Type05: it sinks while stood
// on and sets the grass alight) and x-flipped entries (which read a byte
// before the table) stay markers.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "solidtile/io/sonlvl_objects.h"

namespace solidtile::io {

inline constexpr int kObj2FLargeGrassId = 0x2F;

// Each table's size: d1 + 1 bytes for d1 = obActWid + $B (SolidObject2F and
// SlopeObject2 read the byte at (x - obX + d1) >> 1, x - obX within -d1..d1).
inline constexpr std::size_t kGrassWideBytes = 0x40 + 0xB + 1, kGrassNarrowBytes = 0x20 + 0xB + 1;

// The three files out of `misc` (mz_pfm1.bin, mz_pfm2.bin, mz_pfm3.bin);
// nullopt with `why` set when one is missing or not of its size.
std::optional<SonlvlGrassTables> readSonic1GrassTables(const std::filesystem::path& misc, std::string& why);
// Where an importer looks for them: the disassembly's misc/ beside the
// project's folder (the disassembly holds "SonLVL INI Files").
std::filesystem::path sonic1MiscBeside(const std::filesystem::path& projectFolder);
// Tables of the right sizes, for whether an entry is simulated (the summary).
SonlvlGrassTables someGrassTables();

// What Obj2F makes of an entry: a solid sloped block, still or oscillating, or a marker.
SonlvlObjectDecode sonic1LargeGrass(const SonlvlObjectEntry& e);

}  // namespace solidtile::io
