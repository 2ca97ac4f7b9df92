// Sonic 1 levels from a SonLVL project: the layout names 256x256 chunks of
// 16x16 blocks; each block's collision mask is found through the zone's
// collision index, and the chunk word carries the flips and solidity.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "solidtile/io/atomic_file.h"
#include "solidtile/io/sonlvl.h"
#include "data_reader.h"
#include "sonic1_loops.h"
#include "sonic1_markers.h"

namespace solidtile::io {
namespace {

constexpr int kChunkBlocks = 16;
constexpr std::size_t kChunkBytes = kChunkBlocks * kChunkBlocks * 2;
constexpr int kCollisionEntries = 256;

Solidity solidityOf(std::uint16_t word) {
  switch ((word >> 13) & 3u) {
    case 3: return Solidity::All;
    case 1: return Solidity::TopOnly;
    case 2: return Solidity::SidesAndBottom;
    default: return Solidity::None;
  }
}

struct Sonic1Data {
  Bytes chunks, colind, colarr, angles, layout;
  std::optional<Bytes> start;
  const std::string* loopchunks = nullptr;
};

class Builder {
 public:
  Builder(const Sonic1Data& d, ProblemList& problems) : d_(d), problems_(problems) { maskOf_.fill(-1); }

  // The level mask for a collision array entry, made on first use; -1 when it is broken.
  int mask(int id) {
    int& m = maskOf_[static_cast<std::size_t>(id)];
    if (m >= 0) return m;
    HeightMask::Heights h{};
    for (int c = 0; c < kTileSize; ++c) h[static_cast<std::size_t>(c)] = static_cast<std::int8_t>(d_.colarr[static_cast<std::size_t>(id * 16 + c)]);
    const std::uint8_t a = d_.angles[static_cast<std::size_t>(id)];
    std::string why;
    const std::optional<HeightMask> hm = HeightMask::fromHeights(h, (a & 1u) ? kFlaggedAngle : a, &why);
    if (!hm) {
      problems_.add("colarr1 entry " + dollarHex(static_cast<unsigned>(id)), why);
      return -1;
    }
    m = level.addMask(*hm);
    return m;
  }

  void placeChunk(int layer, int chunk, int cx, int cy) {
    const std::size_t base = static_cast<std::size_t>(chunk - 1) * kChunkBytes;
    for (int by = 0; by < kChunkBlocks; ++by) {
      for (int bx = 0; bx < kChunkBlocks; ++bx) {
        const std::size_t at = base + static_cast<std::size_t>(by * kChunkBlocks + bx) * 2;
        const auto word = static_cast<std::uint16_t>(d_.chunks[at] << 8 | d_.chunks[at + 1]);
        const unsigned block = word & 0x7FFu;
        // The game reads the index only for a solid block; decorations past
        // the end of the zone's index (GHZ has them) never reach it.
        if (block == 0 || solidityOf(word) == Solidity::None) continue;
        if (block >= d_.colind.size()) {
          problems_.add("chunks, chunk " + dollarHex(static_cast<unsigned>(chunk)) + " block (" + std::to_string(bx) + "," + std::to_string(by) + ")",
                        "names block " + dollarHex(block) + ", past the end of the collision index (" + std::to_string(d_.colind.size()) + " entries)");
          continue;
        }
        const int id = d_.colind[block];
        if (id == 0) continue;
        const int m = mask(id);
        if (m < 0) continue;
        level.setTile(layer, cx * kChunkBlocks + bx, cy * kChunkBlocks + by,
                      Tile::make(m, (word & 0x0800u) != 0, (word & 0x1000u) != 0, solidityOf(word)));
      }
    }
  }

  Level level;

 private:
  const Sonic1Data& d_;
  ProblemList& problems_;
  std::array<int, kCollisionEntries> maskOf_{};
};

std::optional<LevelFile> buildSonic1(const Sonic1Data& d, std::string_view name, ProblemList& problems) {
  if (d.colarr.size() < kCollisionEntries * kTileSize) {
    problems.add("colarr1", "holds " + std::to_string(d.colarr.size()) + " bytes, expected 4096 (256 masks of 16 heights)");
  }
  if (d.angles.size() < kCollisionEntries) {
    problems.add("angles", "holds " + std::to_string(d.angles.size()) + " bytes, expected 256");
  }
  if (d.layout.size() < 2) problems.add("fglayout", "holds " + std::to_string(d.layout.size()) + " bytes, expected at least the width and height");
  if (!problems.empty()) return std::nullopt;
  const int w = d.layout[0] + 1;
  const int h = d.layout[1] + 1;
  if (d.layout.size() < 2u + static_cast<std::size_t>(w * h)) {
    problems.add("fglayout", "holds " + std::to_string(d.layout.size()) + " bytes, expected 2 + " + std::to_string(w) + " x " +
                                 std::to_string(h) + " chunk ids");
    return std::nullopt;
  }
  const int chunkCount = static_cast<int>(d.chunks.size() / kChunkBytes);
  Builder b(d, problems);
  b.level = Level(w * kChunkBlocks, h * kChunkBlocks, 2);
  b.level.loops = sonic1LoopRegions(d.loopchunks, d.layout, problems);
  for (int cy = 0; cy < h; ++cy) {
    for (int cx = 0; cx < w; ++cx) {
      const unsigned id = d.layout[2 + static_cast<std::size_t>(cy * w + cx)];
      if (id == 0) continue;
      // A loop chunk: the high plane reads the id without bit 7, the low plane
      // the chunk after it, except that $29 reads $51 (as FindNearestTile does).
      const unsigned high = id & 0x7Fu;
      unsigned low = high;
      if (id & 0x80u) low = high + 1 == 0x29 ? 0x51 : high + 1;
      const unsigned planes[2] = {high, low};
      for (int layer = 0; layer < 2; ++layer) {
        const unsigned c = planes[layer];
        if (c == 0 || c > static_cast<unsigned>(chunkCount)) {
          problems.add("fglayout (" + std::to_string(cx) + "," + std::to_string(cy) + ")",
                       "chunk id " + dollarHex(id) + " reads chunk " + dollarHex(c) + " on the " + (layer ? "low" : "high") +
                           " plane, but the chunk file holds " + dollarHex(static_cast<unsigned>(chunkCount)) + " chunks");
          continue;
        }
        b.placeChunk(layer, static_cast<int>(c), cx, cy);
      }
    }
  }
  if (d.start) {
    if (d.start->size() < 4) {
      problems.add("startpos", "holds " + std::to_string(d.start->size()) + " bytes, expected 4 (x and y words)");
    } else {
      b.level.startX = (*d.start)[0] << 8 | (*d.start)[1];
      b.level.startY = (*d.start)[2] << 8 | (*d.start)[3];
    }
  }
  if (!problems.empty()) return std::nullopt;
  LevelFile f;
  f.name = std::string(name);
  f.autoAngle.assign(b.level.masks().size(), false);
  f.level = std::move(b.level);
  return f;
}

}  // namespace

SonlvlImportResult importSonlvlLevel(const SonlvlProject& project, std::string_view levelName) {
  SonlvlImportResult r;
  ProblemList problems;
  const IniSection* level = sonic1Level(project, levelName, problems);
  if (!level) {
    r.problems = problems.take();
    return r;
  }
  DataReader reader(project, *level, problems);
  Sonic1Data d;
  d.loopchunks = project.value(*level, "loopchunks");
  reader.readInto(d.chunks, "chunks", "chunkcmp", "Kosinski");
  reader.readInto(d.colind, "colind", "colindcmp", "Uncompressed");
  reader.readInto(d.colarr, "colarr1", "colarrcmp", "Uncompressed");
  reader.readInto(d.angles, "angles", "anglecmp", "Uncompressed");
  reader.readInto(d.layout, "fglayout", "layoutcmp", "Uncompressed");
  if (const std::string* start = project.value(*level, "startpos")) {
    const std::vector<FileEntry> list = parseFileList(*start, project.folder);
    if (!list.empty()) {
      std::string why;
      if (const auto text = readFile(list[0].path, kMaxDataFileBytes, &why)) {
        d.start = Bytes(text->begin(), text->end());
      } else {
        problems.add("startpos " + list[0].path.generic_string(), why);
      }
    }
  }
  if (problems.empty()) r.file = buildSonic1(d, levelName, problems);
  if (r.file) r.file->markers = sonic1Markers(project, *level, problems);
  if (!problems.empty()) {
    r.file.reset();
    r.problems = problems.take();
  }
  return r;
}

}  // namespace solidtile::io
