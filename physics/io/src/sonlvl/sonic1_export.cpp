// Sonic 1 write-back: the inverse of sonic1_import.cpp for what the editor can
// change in place (mask shapes, angles, which mask a block has). The original
// level is imported again to learn which array entry each mask came from; the
// layout is walked as the import walks it to find each tile's block.
#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "solidtile/io/atomic_file.h"
#include "solidtile/io/sonlvl_export.h"
#include "collision_masks.h"
#include "data_reader.h"

namespace solidtile::io {
namespace {

constexpr int kChunkBlocks = 16;
constexpr std::size_t kChunkBytes = kChunkBlocks * kChunkBlocks * 2;
constexpr std::size_t kEntries = CollisionMasks::kEntries;

// A file the export rewrites whole: one uncompressed file, no offset fields.
struct RawFile {
  std::filesystem::path path;
  Bytes bytes;
};

std::optional<RawFile> readRaw(const SonlvlProject& project, const IniSection& level, const char* key, const char* cmpKey,
                               bool required, ProblemList& problems) {
  const std::string* value = project.value(level, key);
  if (!value || value->empty()) {
    if (required) problems.add(key, "is missing: the project names no file for it");
    return std::nullopt;
  }
  if (const std::string* c = project.value(level, cmpKey); c && *c != "Uncompressed") {
    problems.add(cmpKey, "is '" + *c + "'; export writes only Uncompressed collision files");
    return std::nullopt;
  }
  const std::vector<FileEntry> list = parseFileList(*value, project.folder);
  if (list.size() != 1 || !list[0].fields.empty()) {
    problems.add(key, "names '" + *value + "'; export writes only a key naming one whole file");
    return std::nullopt;
  }
  std::string why;
  const std::optional<std::string> text = readFile(list[0].path, kMaxDataFileBytes, &why);
  if (!text) {
    problems.add(std::string(key) + " " + list[0].path.generic_string(), why);
    return std::nullopt;
  }
  return RawFile{list[0].path, Bytes(text->begin(), text->end())};
}

std::string place(int layer, int x, int y) {
  return std::string(layer ? "low" : "high") + " plane tile (" + std::to_string(x) + "," + std::to_string(y) + ")";
}

// The chunk each plane of a layout id reads (as sonic1_import.cpp's comment explains).
std::array<unsigned, 2> planesOf(unsigned id) {
  const unsigned high = id & 0x7Fu;
  unsigned low = high;
  if (id & 0x80u) low = high + 1 == 0x29 ? 0x51 : high + 1;
  return {high, low};
}

class Planner {
 public:
  Planner(const Level& original, const Level& edited, const Bytes& chunks, const Bytes& colind, ProblemList& problems)
      : original_(original), edited_(edited), chunks_(chunks), colind_(colind), problems_(problems),
        entryOf_(original.masks().size(), -1) {}

  // Every solid block position of the layout, as the import places them.
  template <class Visit>
  void walk(const Bytes& layout, Visit visit) {
    const int w = layout[0] + 1;
    const int h = layout[1] + 1;
    for (int cy = 0; cy < h; ++cy) {
      for (int cx = 0; cx < w; ++cx) {
        const unsigned id = layout[2 + static_cast<std::size_t>(cy * w + cx)];
        if (id == 0) continue;
        const std::array<unsigned, 2> planes = planesOf(id);
        for (int layer = 0; layer < 2; ++layer) {
          const std::size_t base = static_cast<std::size_t>(planes[static_cast<std::size_t>(layer)] - 1) * kChunkBytes;
          for (int by = 0; by < kChunkBlocks; ++by) {
            for (int bx = 0; bx < kChunkBlocks; ++bx) {
              const std::uint16_t word = wordAt(chunks_, base + static_cast<std::size_t>(by * kChunkBlocks + bx) * 2);
              visit(layer, cx * kChunkBlocks + bx, cy * kChunkBlocks + by, word);
            }
          }
        }
      }
    }
  }

  // The entry each original mask came from (every one is on some tile).
  void learnEntries(int layer, int x, int y, std::uint16_t word) {
    const Tile t = original_.tile(layer, x, y);
    const unsigned block = word & 0x7FFu;
    if (!t.empty() && block < colind_.size()) entryOf_[static_cast<std::size_t>(t.maskIndex())] = colind_[block];
  }

  // What the edited tile asks of its block's index entry.
  void check(int layer, int x, int y, std::uint16_t word) {
    const Tile t = edited_.tile(layer, x, y);
    const unsigned block = word & 0x7FFu;
    const Solidity s = solidityOf((word & 0x2000u) != 0, (word & 0x4000u) != 0);
    if (block == 0 || s == Solidity::None || block >= colind_.size()) {
      if (!t.empty()) problems_.add(place(layer, x, y), "its block has no collision in the chunk (block " + dollarHex(block) +
                                                           ", no solidity bits); export does not write chunks");
      return;
    }
    int entry = 0;
    if (!t.empty()) {
      if (t.flipX() != ((word & 0x0800u) != 0) || t.flipY() != ((word & 0x1000u) != 0) || t.solidity() != s) {
        problems_.add(place(layer, x, y), "its flips or solidity differ from its chunk's block " + dollarHex(block) +
                                              "; they live in the chunk, which export does not write");
        return;
      }
      entry = entryFor(t.maskIndex());
      if (entry < 0) return;
    }
    Wanted& w = wanted_[block];
    if (w.entries.insert(entry).second) w.places.push_back(place(layer, x, y) + " wants entry " + dollarHex(static_cast<unsigned>(entry)));
  }

  // The problems of blocks asked for two masks; the new index when there are none.
  Bytes index() {
    Bytes out = colind_;
    for (const auto& [block, w] : wanted_) {
      if (w.entries.size() > 1) {
        std::string where;
        for (const std::string& p : w.places) where += (where.empty() ? "" : "; ") + p;
        problems_.add("block " + dollarHex(block), "is given different masks in different places: " + where);
      }
      out[block] = static_cast<std::uint8_t>(*w.entries.begin());
    }
    return out;
  }

  void setFree(std::vector<int> free) { free_ = std::move(free); }
  const std::vector<int>& entries() const { return entryOf_; }

 private:
  struct Wanted {
    std::set<int> entries;
    std::vector<std::string> places;
  };

  int entryFor(int mask) {
    if (mask < 0 || static_cast<std::size_t>(mask) >= edited_.masks().size()) return -1;
    if (static_cast<std::size_t>(mask) >= entryOf_.size()) entryOf_.resize(static_cast<std::size_t>(mask) + 1, -1);
    int& e = entryOf_[static_cast<std::size_t>(mask)];
    if (e >= 0) return e;
    if (next_ >= free_.size()) {
      problems_.add("mask " + std::to_string(mask), "is new and the collision array has no free entry (it holds 256, " +
                                                        std::to_string(kEntries - free_.size()) + " in use by the project's zones)");
      e = -2;
      return -1;
    }
    e = free_[next_++];
    return e;
  }

  const Level& original_;
  const Level& edited_;
  const Bytes& chunks_;
  const Bytes& colind_;
  ProblemList& problems_;
  std::vector<int> entryOf_;
  std::vector<int> free_;
  std::size_t next_ = 0;
  std::map<unsigned, Wanted> wanted_;
};

// Entries no zone's collision index names (0 is "no collision"), ascending.
std::vector<int> freeEntries(const SonlvlProject& project, ProblemList& problems) {
  std::array<bool, kEntries> used{};
  used[0] = true;
  for (const IniSection& s : project.file.sections) {
    if (projectVersion(project, s.name) != "S1") continue;
    if (const std::optional<Bytes> c = readFirstFile(project, s, "colind", problems)) {
      for (const std::uint8_t e : *c) used[e] = true;
    }
  }
  std::vector<int> free;
  for (std::size_t e = 0; e < kEntries; ++e) {
    if (!used[e]) free.push_back(static_cast<int>(e));
  }
  return free;
}

// The mask written into entry `e` of the arrays and the angle map.
void writeEntry(const HeightMask& m, std::size_t e, Bytes& normal, Bytes* rotated, Bytes& angles, const std::string& where,
                ProblemList& problems) {
  for (std::size_t c = 0; c < 16; ++c) normal[e * 16 + c] = static_cast<std::uint8_t>(m.heights()[c]);
  if (rotated) {
    for (std::size_t r = 0; r < 16; ++r) (*rotated)[e * 16 + r] = static_cast<std::uint8_t>(m.widths()[r]);
  }
  if (m.flagged()) {
    if ((angles[e] & 1u) == 0) angles[e] = 0xFF;  // an odd byte already reads as the flag: kept
  } else if (m.angle() & 1u) {
    problems.add(where, "has angle " + dollarHex(m.angle()) + "; Sonic 1 reads every odd angle as the flag");
  } else {
    angles[e] = m.angle();
  }
}

}  // namespace

SonlvlExportPlan planSonlvlExport(const SonlvlProject& project, std::string_view levelName, const LevelFile& edited) {
  SonlvlExportPlan plan;
  ProblemList problems;
  const IniSection* level = sonic1Level(project, levelName, problems);
  if (!level) return refused<SonlvlExportPlan>(problems);
  SonlvlImportResult original = importSonlvlLevel(project, levelName);
  if (!original.file) {
    plan.problems = std::move(original.problems);
    return plan;
  }
  const Level& before = original.file->level;
  const Level& after = edited.level;
  if (after.width() != before.width() || after.height() != before.height() || after.layerCount() != before.layerCount()) {
    problems.add("level", "is " + std::to_string(after.width()) + " x " + std::to_string(after.height()) + " tiles, " +
                              std::to_string(after.layerCount()) + " layers; the project's is " + std::to_string(before.width()) +
                              " x " + std::to_string(before.height()) + ", " + std::to_string(before.layerCount()));
    return refused<SonlvlExportPlan>(problems);
  }
  // Masks are matched with their entries by position in the list, as the
  // import numbers them; a removed mask would shift the rest onto wrong entries.
  if (after.masks().size() < before.masks().size()) {
    problems.add("masks", "are " + std::to_string(after.masks().size()) + "; the project's level has " +
                              std::to_string(before.masks().size()) + " and export matches them by position (remove none)");
    return refused<SonlvlExportPlan>(problems);
  }
  DataReader reader(project, *level, problems);
  Bytes chunks, layout;
  reader.readInto(chunks, "chunks", "chunkcmp", "Kosinski");
  reader.readInto(layout, "fglayout", "layoutcmp", "Uncompressed");
  std::optional<RawFile> normal = readRaw(project, *level, "colarr1", "colarrcmp", true, problems);
  std::optional<RawFile> rotated = readRaw(project, *level, "colarr2", "colarrcmp", false, problems);
  std::optional<RawFile> angles = readRaw(project, *level, "angles", "anglecmp", true, problems);
  std::optional<RawFile> colind = readRaw(project, *level, "colind", "colindcmp", true, problems);
  if (rotated && rotated->bytes.size() < kEntries * 16) problems.add("colarr2", "holds " + std::to_string(rotated->bytes.size()) + " bytes, expected 4096");
  if (!problems.empty()) return refused<SonlvlExportPlan>(problems);
  // The import has checked the sizes of the layout, chunks, normal array and angle map.

  Planner planner(before, after, chunks, colind->bytes, problems);
  planner.walk(layout, [&](int l, int x, int y, std::uint16_t w) { planner.learnEntries(l, x, y, w); });
  if (after.masks().size() > before.masks().size()) planner.setFree(freeEntries(project, problems));
  planner.walk(layout, [&](int l, int x, int y, std::uint16_t w) { planner.check(l, x, y, w); });
  const Bytes index = planner.index();

  Bytes newNormal = normal->bytes, newAngles = angles->bytes, newRotated = rotated ? rotated->bytes : Bytes();
  const std::vector<int>& entries = planner.entries();
  for (std::size_t m = 0; m < entries.size() && m < after.masks().size(); ++m) {
    if (entries[m] < 0) continue;
    const std::size_t e = static_cast<std::size_t>(entries[m]);
    const HeightMask& mask = after.masks()[m];
    const bool same = m < before.masks().size() && mask.heights() == before.masks()[m].heights() && mask.angle() == before.masks()[m].angle();
    if (!same) writeEntry(mask, e, newNormal, rotated ? &newRotated : nullptr, newAngles, "mask " + std::to_string(m), problems);
  }
  if (!problems.empty()) return refused<SonlvlExportPlan>(problems);

  auto add = [&](const RawFile& was, const Bytes& now) {
    plan.files.push_back({was.path, std::string(now.begin(), now.end()), now != was.bytes});
  };
  add(*normal, newNormal);
  if (rotated) add(*rotated, newRotated);
  add(*angles, newAngles);
  add(*colind, index);
  return plan;
}

bool writeSonlvlExport(const SonlvlExportPlan& plan, std::string* why) {
  for (const SonlvlExportFile& f : plan.files) {
    if (!f.changed) continue;
    const std::optional<std::string> old = readFile(f.path, kMaxDataFileBytes, why);
    if (!old) return false;
    std::filesystem::path bak = f.path;
    bak += ".bak";
    if (!writeFileAtomic(bak, *old, why) || !writeFileAtomic(f.path, f.bytes, why)) return false;
  }
  return true;
}

}  // namespace solidtile::io
