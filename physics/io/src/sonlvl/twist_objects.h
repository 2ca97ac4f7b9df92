// Sonic 2's Obj06 (s2.asm): subtype < $80 is Emerald Hill's twisting spiral
// pathway, a twist (level format 16, level/twist.h) whose tables are the
// game's own data: Obj06_CosineTable (416 signed bytes, hand-made) and
// Obj06_FlipAngleTable (52). They are read from s2.asm beside the SonLVL
// project, never kept in Solidtile; without it the entry stays a marker.
// Subtype >= $80 (Obj06_Cylinder, Metropolis' rotating mesh) is not modelled.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "solidtile/io/sonlvl_objects.h"

namespace solidtile::io {

inline constexpr int kObj06TwistId = 0x06;

// The two tables out of s2.asm's text (each label's "dc.b" lines up to the
// next label or "even"); nullopt with `why` set when the file is missing or
// a table is not there, or not of its size.
std::optional<SonlvlTwistTables> readSonic2TwistTables(const std::filesystem::path& s2asm, std::string& why);
// Where an importer looks for s2.asm: beside the project's folder (the
// disassembly holds "SonLVL INI Files").
std::filesystem::path sonic2AsmBeside(const std::filesystem::path& projectFolder);

// What Obj06 makes of an entry: a twist centred on it with the tables, or a marker.
SonlvlObjectDecode sonic2Twist(const SonlvlObjectEntry& e);

}  // namespace solidtile::io
