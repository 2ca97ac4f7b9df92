// Sonic 1 level art: layout -> 256x256 chunks -> 16x16 blocks of four 8x8
// tiles -> 4-bit pixels -> the 64-colour palette.
#include <cstdint>
#include <string>

#include "art_canvas.h"
#include "data_reader.h"
#include "sonic2_s3k.h"
#include "solidtile/io/atomic_file.h"
#include "solidtile/io/sonlvl.h"

namespace solidtile::io {
namespace {

constexpr int kSonic1ChunkPx = kSonic1ChunkBlocks * 16;

}  // namespace

SonlvlArtResult renderSonlvlArt(const SonlvlProject& project, std::string_view levelName) {
  SonlvlArtResult r;
  ProblemList problems;
  if (const std::string v = projectVersion(project, levelName); v == "S2" || v == "S3K") return renderSonic2Art(project, levelName);
  const IniSection* level = sonic1Level(project, levelName, problems);
  if (!level) return refused<SonlvlArtResult>(problems);
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
  if (!artFits(std::int64_t{w} * kSonic1ChunkPx, std::int64_t{h} * kSonic1ChunkPx, "fglayout", problems)) return refused<SonlvlArtResult>(problems);
  LevelArt art{w * kSonic1ChunkPx, h * kSonic1ChunkPx, {}};
  art.rgba.assign(static_cast<std::size_t>(art.width) * static_cast<std::size_t>(art.height) * 4, 0);
  Canvas canvas{art, tiles, palette};
  const std::size_t chunkCount = chunks.size() / kSonic1ChunkBytes;
  for (int cy = 0; cy < h; ++cy) {
    for (int cx = 0; cx < w; ++cx) {
      const std::size_t chunk = layout[2 + static_cast<std::size_t>(cy * w + cx)] & 0x7Fu;
      if (chunk == 0 || chunk > chunkCount) continue;  // the import reports ids out of range
      for (int by = 0; by < 16; ++by) {
        for (int bx = 0; bx < 16; ++bx) {
          const std::uint16_t word = wordAt(chunks, (chunk - 1) * kSonic1ChunkBytes + static_cast<std::size_t>(by * 16 + bx) * 2);
          const std::size_t block = word & 0x7FFu;
          canvas.block(blocks, block, cx * kSonic1ChunkPx + bx * 16, cy * kSonic1ChunkPx + by * 16, (word & 0x0800u) != 0, (word & 0x1000u) != 0);
        }
      }
    }
  }
  r.art = std::move(art);
  return r;
}

}  // namespace solidtile::io
