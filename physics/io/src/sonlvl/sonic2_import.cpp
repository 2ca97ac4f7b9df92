// Sonic 2 levels from a SonLVL project: the layout names 128x128 chunks of
// 16x16 blocks; each chunk word carries the block, its flips and two pairs of
// solidity bits, one per path, and each path has its own collision index
// (s2.asm: Find_Tile, FindFloor, LoadCollisionIndexes). Plane switchers come
// from the object layout.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "collision_masks.h"
#include "data_reader.h"
#include "solidtile/io/atomic_file.h"
#include "solidtile/io/sonlvl_sonic2.h"
#include "sonic2.h"

namespace solidtile::io {
namespace {

constexpr std::size_t kObjectBytes = 6;

struct Sonic2Data {
  Bytes chunks, colind[2], colarr, angles, layout;
  std::optional<Bytes> objects, start;
};

// Word bits: 0-9 block, 10 X flip, 11 Y flip; path p's top-solid bit is
// 12 + 2p and its sides-and-bottom bit 13 + 2p.
void placeChunk(const Sonic2Data& d, CollisionMasks& masks, Level& level, unsigned chunk, int cx, int cy, ProblemList& problems) {
  const std::size_t base = chunk * kSonic2ChunkBytes;
  for (int by = 0; by < kSonic2ChunkBlocks; ++by) {
    for (int bx = 0; bx < kSonic2ChunkBlocks; ++bx) {
      const std::uint16_t word = wordAt(d.chunks, base + static_cast<std::size_t>(by * kSonic2ChunkBlocks + bx) * 2);
      const unsigned block = word & 0x3FFu;
      if (block == 0) continue;
      for (int path = 0; path < 2; ++path) {
        const Solidity s = solidityOf((word >> (12 + 2 * path)) & 1u, (word >> (13 + 2 * path)) & 1u);
        if (s == Solidity::None) continue;
        const Bytes& colind = d.colind[path];
        if (block >= colind.size()) {
          problems.add("chunks, chunk " + dollarHex(chunk) + " block (" + std::to_string(bx) + "," + std::to_string(by) + ")",
                       "names block " + dollarHex(block) + ", past the end of the " + (path ? "secondary" : "primary") +
                           " collision index (" + std::to_string(colind.size()) + " entries)");
          continue;
        }
        const int id = colind[block];
        if (id == 0) continue;
        const int m = masks.mask(level, id);
        if (m < 0) continue;
        level.setTile(path, cx * kSonic2ChunkBlocks + bx, cy * kSonic2ChunkBlocks + by,
                      Tile::make(m, (word & 0x0400u) != 0, (word & 0x0800u) != 0, s));
      }
    }
  }
}

// Object entries (ChkLoadObj): x word; a word of y (bits 0-11), X flip (13),
// Y flip (14) and remember-state (15); the id; the subtype. x = $FFFF ends.
void readSwitchers(const Bytes& objects, Level& level, std::vector<Problem>& notes) {
  int horizontal = 0;
  for (std::size_t at = 0; at + kObjectBytes <= objects.size(); at += kObjectBytes) {
    const std::uint16_t x = wordAt(objects, at);
    if (x == 0xFFFF) break;
    if (objects[at + 4] != kSonic2PlaneSwitcherId) continue;
    const std::uint16_t yWord = wordAt(objects, at + 2);
    const Sonic2PlaneSwitcher s = decodeSonic2PlaneSwitcher(objects[at + 5], (yWord & 0x2000u) != 0);
    if (const auto sw = sonic2PathSwitcher(x, yWord & 0xFFF, s)) {
      if (level.switchers.size() < static_cast<std::size_t>(LevelLimits::kMaxSwitchers)) level.switchers.push_back(*sw);
    } else if (s.horizontal && s.changesPath) {
      ++horizontal;
    }
  }
  if (horizontal > 0) {
    notes.push_back({"objects", std::to_string(horizontal) + " horizontal plane switcher" + (horizontal == 1 ? "" : "s") +
                                    " left out: the level format has vertical path switchers only"});
  }
}

std::optional<LevelFile> buildSonic2(const Sonic2Data& d, std::string_view name, ProblemList& problems, std::vector<Problem>& notes) {
  CollisionMasks masks(d.colarr, d.angles, problems);
  const Sonic2Layout layout(d.layout);
  if (layout.height == 0) problems.add("layout", "holds " + std::to_string(d.layout.size()) + " bytes and no chunk, expected up to 16 rows of $100 bytes");
  if (!problems.empty()) return std::nullopt;
  const unsigned chunkCount = static_cast<unsigned>(d.chunks.size() / kSonic2ChunkBytes);
  Level level(layout.width * kSonic2ChunkBlocks, layout.height * kSonic2ChunkBlocks, 2);
  for (int cy = 0; cy < layout.height; ++cy) {
    for (int cx = 0; cx < layout.width; ++cx) {
      const unsigned c = layout.chunk(cx, cy);
      if (c == 0) continue;
      if (c >= chunkCount) {
        problems.add("layout (" + std::to_string(cx) + "," + std::to_string(cy) + ")",
                     "chunk id " + dollarHex(c) + ", but the chunk file holds " + dollarHex(chunkCount) + " chunks");
        continue;
      }
      placeChunk(d, masks, level, c, cx, cy, problems);
    }
  }
  if (d.objects) readSwitchers(*d.objects, level, notes);
  readStart(d.start, level, problems);
  if (!problems.empty()) return std::nullopt;
  LevelFile f;
  f.name = std::string(name);
  f.autoAngle.assign(level.masks().size(), false);
  f.level = std::move(level);
  return f;
}

}  // namespace

Sonic2Layout::Sonic2Layout(const Bytes& b) : bytes(b) {
  const int rows = static_cast<int>(std::min<std::size_t>(b.size() / kRowBytes, 16));
  for (int cy = 0; cy < rows; ++cy) {
    for (int cx = 0; cx < kColumns; ++cx) {
      if (chunk(cx, cy) == 0) continue;
      width = std::max(width, cx + 1);
      height = cy + 1;
    }
  }
}

Sonic2PlaneSwitcher decodeSonic2PlaneSwitcher(std::uint8_t subtype, bool flipX) {
  static constexpr int kHalfSizes[4] = {0x20, 0x40, 0x80, 0x100};  // word_1FD68
  Sonic2PlaneSwitcher s;
  s.halfSize = kHalfSizes[subtype & 3u];
  s.horizontal = (subtype & 0x04u) != 0;
  s.rightOrBelowPath = (subtype & 0x08u) ? 1 : 0;
  s.leftOrAbovePath = (subtype & 0x10u) ? 1 : 0;
  s.groundOnly = (subtype & 0x80u) != 0;
  s.changesPath = !flipX;
  return s;
}

std::optional<PathSwitcher> sonic2PathSwitcher(int x, int y, const Sonic2PlaneSwitcher& s) {
  if (s.horizontal || !s.changesPath) return std::nullopt;
  PathSwitcher sw;
  sw.x = x;
  sw.top = y - s.halfSize;
  sw.bottom = y + s.halfSize - 1;
  sw.leftPath = s.leftOrAbovePath;
  sw.rightPath = s.rightOrBelowPath;
  sw.groundOnly = s.groundOnly;
  return sw;
}

SonlvlImportResult importSonic2Level(const SonlvlProject& project, std::string_view levelName) {
  SonlvlImportResult r;
  ProblemList problems;
  const IniSection* level = projectLevel(project, levelName, "S2", problems);
  if (!level) return refused<SonlvlImportResult>(problems);
  DataReader reader(project, *level, problems);
  Sonic2Data d;
  reader.readInto(d.chunks, "chunks", "chunkcmp", "Kosinski");
  reader.readInto(d.colind[0], "colind1", "colindcmp", "Kosinski");
  // Mystic Cave, Oil Ocean and Metropolis have one index, which the game
  // loads for both paths (Off_ColS names their primary one); their projects give no colind2.
  if (auto secondary = reader.read("colind2", "colindcmp", "Kosinski", false)) {
    d.colind[1] = std::move(*secondary);
  } else {
    d.colind[1] = d.colind[0];
  }
  reader.readInto(d.colarr, "colarr1", "colarrcmp", "Uncompressed");
  reader.readInto(d.angles, "angles", "anglecmp", "Uncompressed");
  reader.readInto(d.layout, "layout", "layoutcmp", "Kosinski");
  d.objects = readFirstFile(project, *level, "objects", problems);
  d.start = readFirstFile(project, *level, "startpos", problems);
  if (problems.empty()) r.file = buildSonic2(d, levelName, problems, r.notes);
  if (!problems.empty()) {
    r.file.reset();
    r.notes.clear();
    r.problems = problems.take();
  }
  return r;
}

}  // namespace solidtile::io
