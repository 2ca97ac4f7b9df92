// Sonic 2 levels of a SonLVL project, reached from importSonlvlLevel and
// renderSonlvlArt when the project's version is S2.
#pragma once

#include <string_view>

#include "data_reader.h"
#include "solidtile/io/sonlvl.h"

namespace solidtile::io {

SonlvlImportResult importSonic2Level(const SonlvlProject& project, std::string_view levelName);
SonlvlArtResult renderSonic2Art(const SonlvlProject& project, std::string_view levelName);

// Sonic 2's layout (s2.asm, Find_Tile): up to 16 rows of $100 bytes, the
// foreground's $80 chunk ids then the background's. The level spans the
// foreground's chunks up to the last non-zero one in each direction.
struct Sonic2Layout {
  static constexpr std::size_t kRowBytes = 0x100;
  static constexpr int kColumns = 0x80;
  const Bytes& bytes;
  int width = 0;   // chunks
  int height = 0;  // chunks
  explicit Sonic2Layout(const Bytes& b);
  unsigned chunk(int cx, int cy) const { return bytes[static_cast<std::size_t>(cy) * kRowBytes + static_cast<std::size_t>(cx)]; }
};

inline constexpr int kSonic2ChunkBlocks = 8;  // 128x128 px chunks of 16x16 blocks
inline constexpr std::size_t kSonic2ChunkBytes = kSonic2ChunkBlocks * kSonic2ChunkBlocks * 2;

}  // namespace solidtile::io
