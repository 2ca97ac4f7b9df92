// Sonic 2 and Sonic 3 & Knuckles write-back: the inverse of sonic2_s3k_import.cpp
// for what the editor can change in place. Each path looks its blocks up in
// its own collision index: Sonic 2's colind1 and colind2 (Kosinski), or the
// primary one alone for both paths in the zones that have one (Mystic Cave,
// Oil Ocean, Metropolis); S3K's one colind file holding both.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <system_error>
#include <vector>

#include "collision_export.h"
#include "collision_masks.h"
#include "data_reader.h"
#include "sonic2_s3k.h"

namespace solidtile::io {
namespace {

using Index = CollisionPlanner::Index;

// Every block place of the foreground on both paths, as the import places
// them, the places of cells that read no chunk too (chunk 0, or one past the
// chunk files in an S3K variant): an edit there must be refused, not skipped.
template <class Visit>
void walk(const ChunkGrid& grid, const Bytes& chunks, bool oneIndex, Visit visit) {
  static const std::string kBlankChunk =
      "holds chunk $00, the blank chunk every empty cell shares (collision written into it would be every empty cell's)";
  const unsigned chunkCount = static_cast<unsigned>(chunks.size() / kSonic2ChunkBytes);
  std::string missing;
  for (int cy = 0; cy < grid.height; ++cy) {
    for (int cx = 0; cx < grid.width; ++cx) {
      const unsigned c = grid.chunk(cx, cy);
      const std::string* noChunk = nullptr;
      if (c == 0) {
        noChunk = &kBlankChunk;
      } else if (c >= chunkCount) {
        missing = "holds chunk " + dollarHex(c) + ", past the " + dollarHex(chunkCount) + " chunks the chunk files hold (left empty at import)";
        noChunk = &missing;
      }
      for (int by = 0; by < kSonic2ChunkBlocks; ++by) {
        for (int bx = 0; bx < kSonic2ChunkBlocks; ++bx) {
          const std::uint16_t word =
              noChunk ? 0 : wordAt(chunks, c * kSonic2ChunkBytes + static_cast<std::size_t>(by * kSonic2ChunkBlocks + bx) * 2);
          for (int path = 0; path < 2; ++path) {
            BlockPlace p{path, cx * kSonic2ChunkBlocks + bx, cy * kSonic2ChunkBlocks + by, word & 0x3FFu, (word & 0x0400u) != 0,
                         (word & 0x0800u) != 0, solidityOf((word >> (12 + 2 * path)) & 1u, (word >> (13 + 2 * path)) & 1u),
                         oneIndex ? 0 : path};
            p.cellX = cx, p.cellY = cy, p.chunk = c, p.noChunk = noChunk;
            visit(p);
          }
        }
      }
    }
  }
}

// The level's collision index files and how their entries are laid out.
struct IndexFiles {
  std::vector<StoredFile> files;  // Sonic 2: colind1 [, colind2]; S3K: colind
  int entrySize = 1;              // S3K's colindsz
  bool sonic3k = false;

  std::vector<Index> indexes() const {
    if (!sonic3k) {
      std::vector<Index> v;
      for (const StoredFile& f : files) v.push_back(collisionIndexEntries(f.data, 0, f.data.size(), 1));
      return v;
    }
    const Bytes& b = files[0].data;
    const std::size_t half = kSonic3kIndexEntries * static_cast<std::size_t>(entrySize);
    return {collisionIndexEntries(b, 0, kSonic3kIndexEntries, entrySize), collisionIndexEntries(b, half, kSonic3kIndexEntries, entrySize)};
  }

  std::vector<SonlvlExportFile> exported(const std::vector<Index>& indexes) const {
    std::vector<SonlvlExportFile> out;
    if (!sonic3k) {
      for (std::size_t i = 0; i < files.size(); ++i) out.push_back(exportedFile(files[i], Bytes(indexes[i].begin(), indexes[i].end())));
      return out;
    }
    Bytes b = files[0].data;
    const std::size_t size = static_cast<std::size_t>(entrySize);
    for (std::size_t half = 0; half < 2; ++half) {
      for (std::size_t i = 0; i < indexes[half].size(); ++i) {
        const std::size_t at = (half * kSonic3kIndexEntries + i) * size;
        if (size == 2) b[at] = static_cast<std::uint8_t>(indexes[half][i] >> 8);
        b[at + size - 1] = static_cast<std::uint8_t>(indexes[half][i]);
      }
    }
    out.push_back(exportedFile(files[0], b));
    return out;
  }
};

std::optional<IndexFiles> readIndexFiles(const SonlvlProject& project, const IniSection& level, bool sonic3k, ProblemList& problems) {
  IndexFiles f;
  f.sonic3k = sonic3k;
  if (sonic3k) {
    f.entrySize = sonic3kIndexEntrySize(project, level);
    if (auto c = readStoredFile(project, level, "colind", "colindcmp", "Uncompressed", true, problems)) f.files.push_back(std::move(*c));
  } else {
    if (auto c = readStoredFile(project, level, "colind1", "colindcmp", "Kosinski", true, problems)) f.files.push_back(std::move(*c));
    // colind2 naming colind1's file is one index both paths read: written once.
    std::error_code ec;
    if (auto c = readStoredFile(project, level, "colind2", "colindcmp", "Kosinski", false, problems);
        c && !(f.files.size() == 1 && std::filesystem::equivalent(f.files[0].path, c->path, ec))) {
      f.files.push_back(std::move(*c));
    }
  }
  if (f.files.empty() || !problems.empty()) return std::nullopt;
  return f;
}

// Every zone's indexes of the project's game: the entries a new mask must not take.
std::vector<Index> allIndexes(const SonlvlProject& project, std::string_view version, ProblemList& problems) {
  std::vector<Index> all;
  for (const IniSection& s : project.file.sections) {
    if (projectVersion(project, s.name) != version) continue;
    DataReader reader(project, s, problems);
    if (version == "S3K") {
      if (auto b = reader.read("colind", "colindcmp", "Uncompressed", false)) {
        const int size = sonic3kIndexEntrySize(project, s);
        all.push_back(collisionIndexEntries(*b, 0, 2 * kSonic3kIndexEntries, size));
      }
      continue;
    }
    for (const char* key : {"colind1", "colind2"}) {
      if (auto b = reader.read(key, "colindcmp", "Kosinski", false)) all.push_back(collisionIndexEntries(*b, 0, b->size(), 1));
    }
  }
  return all;
}

}  // namespace

SonlvlExportPlan planSonic2Export(const SonlvlProject& project, std::string_view levelName, const LevelFile& edited) {
  SonlvlExportPlan plan;
  ProblemList problems;
  const bool sonic3k = projectVersion(project, levelName) == "S3K";
  std::optional<ExportStart> start =
      startExport(project, levelName, sonic3k ? "S3K" : "S2", "layout", sonic3k ? "Uncompressed" : "Kosinski", edited, plan);
  if (!start) return plan;
  const Level& before = start->original.level;
  const Level& after = edited.level;
  std::optional<IndexFiles> indexFiles = readIndexFiles(project, *start->level, sonic3k, problems);
  if (!indexFiles) return refused<SonlvlExportPlan>(problems);
  const std::optional<ChunkGrid> grid = sonic3k ? sonic3kGrid(start->layout, problems) : std::optional<ChunkGrid>(sonic2Grid(start->layout));
  if (!grid) return refused<SonlvlExportPlan>(problems);

  const std::vector<Index> indexes = indexFiles->indexes();
  const bool oneIndex = indexes.size() == 1;
  CollisionPlanner planner(before, after, indexes, {"primary path", "secondary path"}, problems);
  walk(*grid, start->chunks, oneIndex, [&](const BlockPlace& p) { planner.learn(p); });
  if (after.masks().size() > before.masks().size()) planner.setFree(freeEntries(allIndexes(project, sonic3k ? "S3K" : "S2", problems)));
  walk(*grid, start->chunks, oneIndex, [&](const BlockPlace& p) { planner.check(p); });
  const std::vector<Index> edits = planner.indexes(oneIndex ? "the zone has one collision index, which both paths read" : "");
  plan.files = exportedArrays(start->arrays, before, after, planner.entries(), problems);
  for (SonlvlExportFile& f : indexFiles->exported(edits)) plan.files.push_back(std::move(f));
  if (!problems.empty()) return refused<SonlvlExportPlan>(problems);
  return plan;
}

}  // namespace solidtile::io
