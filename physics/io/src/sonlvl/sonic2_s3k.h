// Sonic 2 levels of a SonLVL project, reached from importSonlvlLevel and
// renderSonlvlArt when the project's version is S2.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "data_reader.h"
#include "solidtile/io/sonlvl.h"

namespace solidtile::io {

// Sonic 2 and Sonic 3 & Knuckles (version=S3K) share 128x128 chunks whose
// words carry a solidity pair per path; they differ in the layout and the
// collision index.
SonlvlImportResult importSonic2Level(const SonlvlProject& project, std::string_view levelName);
SonlvlArtResult renderSonic2Art(const SonlvlProject& project, std::string_view levelName);

// The foreground's chunk ids, row by row.
struct ChunkGrid {
  int width = 0;   // chunks
  int height = 0;  // chunks
  std::vector<std::uint8_t> ids;
  unsigned chunk(int cx, int cy) const { return ids[static_cast<std::size_t>(cy * width + cx)]; }
};

// Sonic 2's layout (s2.asm, Find_Tile): up to 16 rows of $100 bytes, the
// foreground's $80 chunk ids then the background's. The level spans the
// foreground's chunks up to the last non-zero one in each direction.
ChunkGrid sonic2Grid(const Bytes& layout);
// Sonic 3 & Knuckles' layout (Find_Tile_FG): words of the foreground's width
// and the background's, the foreground's rows and the background's, then $40
// row pointers (foreground and background by turns) as RAM addresses, the
// layout being loaded at $8000; nullopt with the problem added when a row
// lies outside the file.
std::optional<ChunkGrid> sonic3kGrid(const Bytes& layout, ProblemList& problems);

// Collision index entries of `size` bytes from byte `from` on, as many of
// `count` as the file holds. Sonic 3 & Knuckles' file holds the primary
// index, then the secondary one, kSonic3kIndexEntries entries each (LoadSolids
// adds $600 bytes in words, $300 in bytes); its `colindsz` key says 2 for
// words (Sonic 3's zones), else bytes.
std::vector<std::uint16_t> collisionIndexEntries(const Bytes& b, std::size_t from, std::size_t count, int size);
inline constexpr std::size_t kSonic3kIndexEntries = 0x300;
int sonic3kIndexEntrySize(const SonlvlProject& project, const IniSection& level);

inline constexpr int kSonic2ChunkBlocks = 8;  // 128x128 px chunks of 16x16 blocks
inline constexpr std::size_t kSonic2ChunkBytes = kSonic2ChunkBlocks * kSonic2ChunkBlocks * 2;

}  // namespace solidtile::io
