// Sonic 1's loop chunks from a SonLVL project: `loopchunks` lists the zone's
// loop chunk ids in hex ("35", "2A,34"), the game's LoopTileNums without bit 7.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "data_reader.h"
#include "solidtile/io/problem.h"
#include "solidtile/level/level.h"

namespace solidtile::io {

// One or two hex digits ("35", "2a"), spaces around allowed: the project's chunk and object ids.
std::optional<unsigned> parseHexByte(std::string_view s);

// The loop regions of a layout (width-1, height-1, then rows of chunk ids):
// every cell whose id is a listed chunk with bit 7 set, as Sonic_Loops
// compares the layout byte with $80 | chunk. The second listed chunk is the
// game's v_256loop2, where a player in the air goes back to the high plane.
// No `loopchunks` (nullptr): no regions. A bad list is a problem.
std::vector<LoopRegion> sonic1LoopRegions(const std::string* loopchunks, const Bytes& layout, ProblemList& problems);

}  // namespace solidtile::io
