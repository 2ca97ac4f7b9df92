// Drawing a level's art from tiles, blocks and the palette.
#include "art_canvas.h"

#include <string>

#include "solidtile/io/atomic_file.h"

namespace solidtile::io {
namespace {

constexpr std::size_t kTileBytes = 32;
constexpr std::size_t kBlockBytes = 8;

// The Mega Drive's 3 bits a channel (word 0000 BBB0 GGG0 RRR0), spread to 0..252.
std::uint32_t rgbOf(std::uint16_t w) {
  const std::uint32_t r = ((w >> 1) & 7u) * 36u, g = ((w >> 5) & 7u) * 36u, b = ((w >> 9) & 7u) * 36u;
  return r << 16 | g << 8 | b;
}

}  // namespace

bool artFits(std::int64_t width, std::int64_t height, const char* key, ProblemList& problems) {
  if (width * height <= kMaxArtPixels) return true;
  problems.add(key, "names a level of " + std::to_string(width) + " x " + std::to_string(height) +
                        " px, more than the art image may hold (" + std::to_string(kMaxArtPixels) + " px)");
  return false;
}

bool readPalette(const SonlvlProject& project, const IniSection& level, Palette& palette, ProblemList& problems) {
  palette.fill(0);
  const std::string* value = project.value(level, "palette");
  if (!value) {
    problems.add("palette", "is missing: the project names no file for it");
    return false;
  }
  for (const FileEntry& e : parseFileList(*value, project.folder)) {
    const std::string where = "palette " + e.path.generic_string();
    const long from = numericField(e.fields, 0), to = numericField(e.fields, 1), count = numericField(e.fields, 2);
    if (from < 0 || to < 0 || count < 0 || to + count > kPaletteColours) {
      problems.add(where, "expected file:first colour:first entry:count with the entries inside 0..63");
      return false;
    }
    std::string why;
    const auto bytes = readFile(e.path, kMaxDataFileBytes, &why);
    if (!bytes) {
      problems.add(where, why);
      return false;
    }
    if (static_cast<std::size_t>(from + count) * 2 > bytes->size()) {
      problems.add(where, "holds " + std::to_string(bytes->size() / 2) + " colours, fewer than " + std::to_string(from + count));
      return false;
    }
    for (long i = 0; i < count; ++i) {
      const std::size_t at = static_cast<std::size_t>(from + i) * 2;
      const auto w = static_cast<std::uint16_t>(static_cast<std::uint8_t>((*bytes)[at]) << 8 | static_cast<std::uint8_t>((*bytes)[at + 1]));
      palette[static_cast<std::size_t>(to + i)] = rgbOf(w);
    }
  }
  return true;
}

void Canvas::tile(std::uint16_t pattern, int x, int y, bool flipX, bool flipY) {
  const std::size_t index = pattern & 0x7FFu;
  if ((index + 1) * kTileBytes > tiles.size()) return;  // not art of this level
  const unsigned line = (pattern >> 13) & 3u;
  flipX ^= (pattern & 0x0800u) != 0;
  flipY ^= (pattern & 0x1000u) != 0;
  for (int py = 0; py < 8; ++py) {
    for (int px = 0; px < 8; ++px) {
      const int sx = flipX ? 7 - px : px, sy = flipY ? 7 - py : py;
      const std::uint8_t b = tiles[index * kTileBytes + static_cast<std::size_t>(sy * 4 + sx / 2)];
      const unsigned c = sx % 2 == 0 ? b >> 4 : b & 0xFu;
      if (c == 0) continue;
      const std::uint32_t rgb = palette[line * 16 + c];
      std::uint8_t* p = &art.rgba[(static_cast<std::size_t>(y + py) * static_cast<std::size_t>(art.width) + static_cast<std::size_t>(x + px)) * 4];
      p[0] = static_cast<std::uint8_t>(rgb >> 16), p[1] = static_cast<std::uint8_t>(rgb >> 8), p[2] = static_cast<std::uint8_t>(rgb), p[3] = 255;
    }
  }
}

void Canvas::block(const Bytes& blocks, std::size_t block, int x, int y, bool flipX, bool flipY) {
  if ((block + 1) * kBlockBytes > blocks.size()) return;
  for (int q = 0; q < 4; ++q) {
    const int qx = (q & 1) ^ (flipX ? 1 : 0), qy = (q >> 1) ^ (flipY ? 1 : 0);
    tile(wordAt(blocks, block * kBlockBytes + static_cast<std::size_t>(q) * 2), x + qx * 8, y + qy * 8, flipX, flipY);
  }
}

}  // namespace solidtile::io
