// Drawing a level's art from the Mega Drive's pieces, shared by the games'
// renderers: 8x8 tiles of 4-bit pixels, 16x16 blocks of four pattern words,
// and the 64-colour palette.
#pragma once

#include <array>
#include <cstdint>

#include "data_reader.h"

namespace solidtile::io {

inline constexpr int kPaletteColours = 64;
using Palette = std::array<std::uint32_t, kPaletteColours>;  // 0xRRGGBB; colour 0 of a line is never drawn

// The `palette` key: file:first colour in the file:first palette entry:count, `|`-separated.
bool readPalette(const SonlvlProject& project, const IniSection& level, Palette& palette, ProblemList& problems);

struct Canvas {
  LevelArt& art;
  const Bytes& tiles;
  const Palette& palette;

  // An 8x8 tile named by a pattern word at (x, y), flipped again when `flipX`/`flipY`.
  void tile(std::uint16_t pattern, int x, int y, bool flipX, bool flipY);
  // Block `block` of the 16x16 block mappings (8 bytes each) at (x, y);
  // blocks past the end are not art of this level and are left out.
  void block(const Bytes& blocks, std::size_t block, int x, int y, bool flipX, bool flipY);
};

}  // namespace solidtile::io
