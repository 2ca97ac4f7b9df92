// Sonic 2 level art: layout -> 128x128 chunks -> 16x16 blocks of four 8x8
// tiles -> 4-bit pixels -> the 64-colour palette.
#include <string>

#include "art_canvas.h"
#include "data_reader.h"
#include "sonic2_s3k.h"

namespace solidtile::io {
namespace {

constexpr int kChunkPx = 128;

}  // namespace

SonlvlArtResult renderSonic2Art(const SonlvlProject& project, std::string_view levelName) {
  SonlvlArtResult r;
  ProblemList problems;
  const bool sonic3k = projectVersion(project, levelName) == "S3K";
  const IniSection* level = projectLevel(project, levelName, sonic3k ? "S3K" : "S2", problems);
  if (!level) return refused<SonlvlArtResult>(problems);
  DataReader reader(project, *level, problems);
  Bytes tiles, blocks, chunks, layoutBytes;
  reader.readInto(tiles, "tiles", "tilecmp", sonic3k ? "KosinskiM" : "Kosinski");
  reader.readInto(blocks, "blocks", "blockcmp", "Kosinski");
  reader.readInto(chunks, "chunks", "chunkcmp", "Kosinski");
  reader.readInto(layoutBytes, "layout", "layoutcmp", sonic3k ? "Uncompressed" : "Kosinski");
  Palette palette{};
  readPalette(project, *level, palette, problems);
  if (!problems.empty()) return refused<SonlvlArtResult>(problems);
  const std::optional<ChunkGrid> grid = sonic3k ? sonic3kGrid(layoutBytes, problems) : std::optional<ChunkGrid>(sonic2Grid(layoutBytes));
  if (grid && (grid->width == 0 || grid->height == 0)) problems.add("layout", "holds no chunk");
  if (!problems.empty()) return refused<SonlvlArtResult>(problems);
  const ChunkGrid& layout = *grid;
  if (!artFits(std::int64_t{layout.width} * kChunkPx, std::int64_t{layout.height} * kChunkPx, "layout", problems)) {
    return refused<SonlvlArtResult>(problems);
  }
  LevelArt art{layout.width * kChunkPx, layout.height * kChunkPx, {}};
  art.rgba.assign(static_cast<std::size_t>(art.width) * static_cast<std::size_t>(art.height) * 4, 0);
  Canvas canvas{art, tiles, palette};
  const std::size_t chunkCount = chunks.size() / kSonic2ChunkBytes;
  for (int cy = 0; cy < layout.height; ++cy) {
    for (int cx = 0; cx < layout.width; ++cx) {
      const std::size_t chunk = layout.chunk(cx, cy);
      if (chunk == 0 || chunk >= chunkCount) continue;  // the import reports ids out of range
      for (int by = 0; by < kSonic2ChunkBlocks; ++by) {
        for (int bx = 0; bx < kSonic2ChunkBlocks; ++bx) {
          const std::uint16_t word = wordAt(chunks, chunk * kSonic2ChunkBytes + static_cast<std::size_t>(by * kSonic2ChunkBlocks + bx) * 2);
          canvas.block(blocks, word & 0x3FFu, cx * kChunkPx + bx * 16, cy * kChunkPx + by * 16, (word & 0x0400u) != 0,
                       (word & 0x0800u) != 0);
        }
      }
    }
  }
  r.art = std::move(art);
  return r;
}

}  // namespace solidtile::io
