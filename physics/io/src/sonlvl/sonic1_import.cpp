// Sonic 1 levels from a SonLVL project: the layout names 256x256 chunks of
// 16x16 blocks; each block's collision mask is found through the zone's
// collision index, and the chunk word carries the flips and solidity.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "solidtile/io/atomic_file.h"
#include "solidtile/io/sega_compression.h"
#include "solidtile/io/sonlvl.h"

namespace solidtile::io {
namespace {

using Bytes = std::vector<std::uint8_t>;

constexpr std::size_t kMaxDataFileBytes = 16u * 1024u * 1024u;
constexpr int kChunkBlocks = 16;
constexpr std::size_t kChunkBytes = kChunkBlocks * kChunkBlocks * 2;
constexpr int kCollisionEntries = 256;

std::string hex(unsigned v) {
  static const char* digits = "0123456789ABCDEF";
  std::string s;
  do {
    s.insert(s.begin(), digits[v % 16]);
    v /= 16;
  } while (v != 0);
  return "$" + s;
}

// The data a key names, every file of its list read, decompressed as the
// key's `...cmp` setting (or the game's default) says, and joined.
class DataReader {
 public:
  DataReader(const SonlvlProject& project, const IniSection& level, ProblemList& problems)
      : project_(project), level_(level), problems_(problems) {}

  std::optional<Bytes> read(const char* key, const char* cmpKey, const char* defaultCompression, bool required) {
    const std::string* value = project_.value(level_, key);
    if (!value || value->empty()) {
      if (required) problems_.add(key, "is missing: the project names no file for it");
      return std::nullopt;
    }
    std::string compression = defaultCompression;
    if (const std::string* c = project_.value(level_, cmpKey)) compression = *c;
    if (compression != "Uncompressed" && compression != "Kosinski" && compression != "Enigma" && compression != "Nemesis") {
      problems_.add(cmpKey, "is '" + compression + "', expected Uncompressed, Kosinski, Enigma or Nemesis");
      return std::nullopt;
    }
    Bytes all;
    for (const FileEntry& e : parseFileList(*value, project_.folder)) {
      const std::string where = std::string(key) + " " + e.path.generic_string();
      std::string why;
      const std::optional<std::string> text = readFile(e.path, kMaxDataFileBytes, &why);
      if (!text) {
        problems_.add(where, why);
        return std::nullopt;
      }
      const std::span<const std::uint8_t> in(reinterpret_cast<const std::uint8_t*>(text->data()), text->size());
      sega::Decoded d;
      if (compression == "Uncompressed") {
        d.bytes.assign(in.begin(), in.end());
      } else if (compression == "Kosinski") {
        d = sega::decodeKosinski(in);
      } else if (compression == "Enigma") {
        d = sega::decodeEnigma(in);
      } else {
        d = sega::decodeNemesis(in);
      }
      if (!d.ok()) {
        problems_.add(where, compression + " data is corrupt: " + d.error);
        return std::nullopt;
      }
      all.insert(all.end(), d.bytes.begin(), d.bytes.end());
    }
    return all;
  }

 private:
  const SonlvlProject& project_;
  const IniSection& level_;
  ProblemList& problems_;
};

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
      problems_.add("colarr1 entry " + hex(static_cast<unsigned>(id)), why);
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
          problems_.add("chunks, chunk " + hex(static_cast<unsigned>(chunk)) + " block (" + std::to_string(bx) + "," + std::to_string(by) + ")",
                        "names block " + hex(block) + ", past the end of the collision index (" + std::to_string(d_.colind.size()) + " entries)");
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
                       "chunk id " + hex(id) + " reads chunk " + hex(c) + " on the " + (layer ? "low" : "high") +
                           " plane, but the chunk file holds " + hex(static_cast<unsigned>(chunkCount)) + " chunks");
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
  const IniSection* level = project.file.section(levelName);
  if (!level) {
    std::string names;
    for (const IniSection& s : project.file.sections) names += (names.empty() ? "" : ", ") + s.name;
    problems.add("", "no level named '" + std::string(levelName) + "'; the project has: " + names);
    r.problems = problems.take();
    return r;
  }
  const std::string* version = project.value(*level, "version");
  if (!version || *version != "S1") {
    problems.add("version", "is '" + (version ? *version : std::string()) + "'; only S1 projects import so far");
    r.problems = problems.take();
    return r;
  }
  DataReader reader(project, *level, problems);
  Sonic1Data d;
  auto take = [&](Bytes& into, const char* key, const char* cmpKey, const char* compression) {
    if (auto bytes = reader.read(key, cmpKey, compression, true)) into = std::move(*bytes);
  };
  take(d.chunks, "chunks", "chunkcmp", "Kosinski");
  take(d.colind, "colind", "colindcmp", "Uncompressed");
  take(d.colarr, "colarr1", "colarrcmp", "Uncompressed");
  take(d.angles, "angles", "anglecmp", "Uncompressed");
  take(d.layout, "fglayout", "layoutcmp", "Uncompressed");
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
  if (!problems.empty()) {
    r.file.reset();
    r.problems = problems.take();
  }
  return r;
}

}  // namespace solidtile::io
