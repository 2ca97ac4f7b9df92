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

// The most pixels a level's art may have (512 MiB of RGBA): the largest layout
// Sonic 2's or Sonic 3 & Knuckles' format can name (256 x 32 chunks of 128 px),
// and every real Sonic 1 act; a Sonic 1 layout header may ask for 256 x 256
// chunks of 256 px, 4 Gpx, which must be refused rather than allocated.
inline constexpr std::int64_t kMaxArtPixels = std::int64_t{1} << 27;
// False with the problem added to `key` when `width` x `height` px is more than that.
bool artFits(std::int64_t width, std::int64_t height, const char* key, ProblemList& problems);

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
