// Sonic 1 level art: layout -> 256x256 chunks -> 16x16 blocks of four 8x8
// tiles -> 4-bit pixels -> the 64-colour palette.
#include <array>
#include <cstdint>
#include <string>

#include "data_reader.h"
#include "solidtile/io/atomic_file.h"
#include "solidtile/io/sonlvl.h"

namespace solidtile::io {
namespace {

constexpr int kChunkPx = 256;
constexpr std::size_t kChunkBytes = 512;
constexpr std::size_t kTileBytes = 32;
constexpr int kColours = 64;

using Palette = std::array<std::uint32_t, kColours>;  // 0xRRGGBB; colour 0 of a line is never drawn

// The Mega Drive's 3 bits a channel (word 0000 BBB0 GGG0 RRR0), spread to 0..252.
std::uint32_t rgbOf(std::uint16_t w) {
  const std::uint32_t r = ((w >> 1) & 7u) * 36u, g = ((w >> 5) & 7u) * 36u, b = ((w >> 9) & 7u) * 36u;
  return r << 16 | g << 8 | b;
}

std::optional<long> field(const std::vector<std::string>& fields, std::size_t i) {
  if (i >= fields.size()) return std::nullopt;
  const std::string& f = fields[i];
  if (f.empty() || f.size() > 8) return std::nullopt;
  try {
    std::size_t used = 0;
    const long v = std::stol(f, &used, 0);
    return used == f.size() && v >= 0 ? std::optional<long>(v) : std::nullopt;
  } catch (...) {
    return std::nullopt;
  }
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
    const auto from = field(e.fields, 0), to = field(e.fields, 1), count = field(e.fields, 2);
    if (!from || !to || !count || *to + *count > kColours) {
      problems.add(where, "expected file:first colour:first entry:count with the entries inside 0..63");
      return false;
    }
    std::string why;
    const auto bytes = readFile(e.path, kMaxDataFileBytes, &why);
    if (!bytes) {
      problems.add(where, why);
      return false;
    }
    if (static_cast<std::size_t>(*from + *count) * 2 > bytes->size()) {
      problems.add(where, "holds " + std::to_string(bytes->size() / 2) + " colours, fewer than " + std::to_string(*from + *count));
      return false;
    }
    for (long i = 0; i < *count; ++i) {
      const std::size_t at = static_cast<std::size_t>(*from + i) * 2;
      const auto w = static_cast<std::uint16_t>(static_cast<std::uint8_t>((*bytes)[at]) << 8 | static_cast<std::uint8_t>((*bytes)[at + 1]));
      palette[static_cast<std::size_t>(*to + i)] = rgbOf(w);
    }
  }
  return true;
}

std::uint16_t wordAt(const Bytes& b, std::size_t at) { return static_cast<std::uint16_t>(b[at] << 8 | b[at + 1]); }

struct Canvas {
  LevelArt& art;
  const Bytes& tiles;
  const Palette& palette;

  // An 8x8 tile named by a pattern word at (x, y), flipped again when `flipX`/`flipY`.
  void tile(std::uint16_t pattern, int x, int y, bool flipX, bool flipY) {
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
};

}  // namespace

SonlvlArtResult renderSonlvlArt(const SonlvlProject& project, std::string_view levelName) {
  SonlvlArtResult r;
  ProblemList problems;
  const IniSection* level = sonic1Level(project, levelName, problems);
  if (!level) {
    r.problems = problems.take();
    return r;
  }
  DataReader reader(project, *level, problems);
  Bytes tiles, blocks, chunks, layout;
  reader.readInto(tiles, "tiles", "tilecmp", "Nemesis");
  reader.readInto(blocks, "blocks", "blockcmp", "Enigma");
  reader.readInto(chunks, "chunks", "chunkcmp", "Kosinski");
  reader.readInto(layout, "fglayout", "layoutcmp", "Uncompressed");
  Palette palette{};
  readPalette(project, *level, palette, problems);
  if (problems.empty() && (layout.size() < 2 || layout.size() < 2u + static_cast<std::size_t>((layout[0] + 1) * (layout[1] + 1)))) {
    problems.add("fglayout", "holds " + std::to_string(layout.size()) + " bytes, fewer than its width and height need");
  }
  if (!problems.empty()) {
    r.problems = problems.take();
    return r;
  }
  const int w = layout[0] + 1, h = layout[1] + 1;
  LevelArt art{w * kChunkPx, h * kChunkPx, {}};
  art.rgba.assign(static_cast<std::size_t>(art.width) * static_cast<std::size_t>(art.height) * 4, 0);
  Canvas canvas{art, tiles, palette};
  const std::size_t chunkCount = chunks.size() / kChunkBytes, blockCount = blocks.size() / 8;
  for (int cy = 0; cy < h; ++cy) {
    for (int cx = 0; cx < w; ++cx) {
      const std::size_t chunk = layout[2 + static_cast<std::size_t>(cy * w + cx)] & 0x7Fu;
      if (chunk == 0 || chunk > chunkCount) continue;  // the import reports ids out of range
      for (int by = 0; by < 16; ++by) {
        for (int bx = 0; bx < 16; ++bx) {
          const std::uint16_t word = wordAt(chunks, (chunk - 1) * kChunkBytes + static_cast<std::size_t>(by * 16 + bx) * 2);
          const std::size_t block = word & 0x7FFu;
          if (block >= blockCount) continue;
          const bool fx = (word & 0x0800u) != 0, fy = (word & 0x1000u) != 0;
          for (int q = 0; q < 4; ++q) {
            const int qx = (q & 1) ^ (fx ? 1 : 0), qy = (q >> 1) ^ (fy ? 1 : 0);
            canvas.tile(wordAt(blocks, block * 8 + static_cast<std::size_t>(q) * 2), cx * kChunkPx + bx * 16 + qx * 8,
                        cy * kChunkPx + by * 16 + qy * 8, fx, fy);
          }
        }
      }
    }
  }
  r.art = std::move(art);
  return r;
}

}  // namespace solidtile::io
