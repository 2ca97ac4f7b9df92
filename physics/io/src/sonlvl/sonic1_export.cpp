// Sonic 1 write-back: the inverse of sonic1_import.cpp for what the editor can
// change in place (mask shapes, angles, which mask a block has). The layout
// is walked as the import walks it to find each tile's block; both planes
// read the zone's one collision index.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "collision_export.h"
#include "collision_masks.h"
#include "data_reader.h"

namespace solidtile::io {
namespace {


// The chunk each plane of a layout id reads (as sonic1_import.cpp's comment explains).
std::array<unsigned, 2> planesOf(unsigned id) {
  const unsigned high = id & 0x7Fu;
  unsigned low = high;
  if (id & 0x80u) low = high + 1 == 0x29 ? 0x51 : high + 1;
  return {high, low};
}

// Every block place of the layout, as the import places them (the import has
// checked the layout's and the chunks' sizes), the places of cells with no
// chunk (id 0) too: an edit there must be refused, not skipped.
template <class Visit>
void walk(const Bytes& layout, const Bytes& chunks, Visit visit) {
  static const std::string kNoChunk = "holds id $00: no chunk, which the game reads as empty";
  const int w = layout[0] + 1;
  const int h = layout[1] + 1;
  for (int cy = 0; cy < h; ++cy) {
    for (int cx = 0; cx < w; ++cx) {
      const unsigned id = layout[2 + static_cast<std::size_t>(cy * w + cx)];
      const std::array<unsigned, 2> planes = planesOf(id);
      for (int layer = 0; layer < 2; ++layer) {
        const unsigned chunk = planes[static_cast<std::size_t>(layer)];
        const std::size_t base = chunk == 0 ? 0 : static_cast<std::size_t>(chunk - 1) * kSonic1ChunkBytes;
        for (int by = 0; by < kSonic1ChunkBlocks; ++by) {
          for (int bx = 0; bx < kSonic1ChunkBlocks; ++bx) {
            BlockPlace p{layer, cx * kSonic1ChunkBlocks + bx, cy * kSonic1ChunkBlocks + by};
            p.cellX = cx, p.cellY = cy, p.chunk = chunk;
            if (id == 0) {
              p.noChunk = &kNoChunk;
            } else {
              const std::uint16_t word = wordAt(chunks, base + static_cast<std::size_t>(by * kSonic1ChunkBlocks + bx) * 2);
              p.block = word & 0x7FFu;
              p.flipX = (word & 0x0800u) != 0, p.flipY = (word & 0x1000u) != 0;
              p.solidity = solidityOf((word & 0x2000u) != 0, (word & 0x4000u) != 0);
            }
            visit(p);
          }
        }
      }
    }
  }
}

CollisionPlanner::Index entriesOf(const Bytes& bytes) { return CollisionPlanner::Index(bytes.begin(), bytes.end()); }

Bytes bytesOf(const CollisionPlanner::Index& index) {
  Bytes b;
  for (const std::uint16_t e : index) b.push_back(static_cast<std::uint8_t>(e));
  return b;
}

// Every Sonic 1 zone's index: the entries a new mask must not take.
std::vector<CollisionPlanner::Index> allIndexes(const SonlvlProject& project, ProblemList& problems) {
  std::vector<CollisionPlanner::Index> all;
  for (const IniSection& s : project.file.sections) {
    if (projectVersion(project, s.name) != "S1") continue;
    if (const std::optional<Bytes> c = readFirstFile(project, s, "colind", problems)) all.push_back(entriesOf(*c));
  }
  return all;
}

}  // namespace

SonlvlExportPlan planSonic1Export(const SonlvlProject& project, std::string_view levelName, const LevelFile& edited) {
  SonlvlExportPlan plan;
  ProblemList problems;
  std::optional<ExportStart> start = startExport(project, levelName, "S1", "fglayout", "Uncompressed", edited, plan);
  if (!start) return plan;
  const Level& before = start->original.level;
  const Level& after = edited.level;
  std::optional<StoredFile> colind = readStoredFile(project, *start->level, "colind", "colindcmp", "Uncompressed", true, problems);
  if (!colind) return refused<SonlvlExportPlan>(problems);

  CollisionPlanner planner(before, after, {entriesOf(colind->data)}, {"high plane", "low plane"}, problems);
  walk(start->layout, start->chunks, [&](const BlockPlace& p) { planner.learn(p); });
  if (after.masks().size() > before.masks().size()) planner.setFree(freeEntries(allIndexes(project, problems)));
  walk(start->layout, start->chunks, [&](const BlockPlace& p) { planner.check(p); });
  const std::vector<CollisionPlanner::Index> index = planner.indexes("both planes read the zone's one collision index");
  plan.files = exportedArrays(start->arrays, before, after, planner.entries(), problems);
  plan.files.push_back(exportedFile(*colind, bytesOf(index[0])));
  if (!problems.empty()) return refused<SonlvlExportPlan>(problems);
  return plan;
}

}  // namespace solidtile::io
