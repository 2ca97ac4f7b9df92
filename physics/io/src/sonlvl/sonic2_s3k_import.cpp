// Sonic 2 levels from a SonLVL project: the layout names 128x128 chunks of
// 16x16 blocks; each chunk word carries the block, its flips and two pairs of
// solidity bits, one per path, and each path has its own collision index
// (s2.asm: Find_Tile, FindFloor, LoadCollisionIndexes). Plane switchers come
// from the object layout, every object becomes a marker, and those the game
// makes solid also objects (sonlvl_objects.h).
#include <cstdint>
#include <filesystem>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

#include "collision_masks.h"
#include "data_reader.h"
#include "object_names.h"
#include "solidtile/io/atomic_file.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/io/sonlvl_sonic2_s3k.h"
#include "sonic2_s3k.h"
#include "twist_objects.h"

namespace solidtile::io {
namespace {

constexpr std::size_t kObjectBytes = 6;

struct Sonic2Data {
  Bytes chunks, colarr, angles, layout;
  std::vector<std::uint16_t> colind[2];  // per path, a collision array entry per block
  std::optional<Bytes> objects, rings, start;
  ObjectNames objectNames;
  bool sonic3k = false;
  bool aquaticRuin = false;  // SonlvlObjectEntry::aquaticRuin
  bool mysticCave = false, oilOcean = false;
  bool chemicalPlant = false;
  bool metropolis = false;
  bool icecap = false;  // S&K
  std::uint8_t zone = 0, act = 0;  // S&K: SonlvlObjectEntry::sonic3kZone, sonic3kAct
  bool sonic2SignGone = false;     // SonlvlObjectEntry::sonic2SignGone
  // Sonic 2: Obj06's tables from s2.asm (twist_objects.h), else why not;
  // read the first time the layout holds a spiral (a few MB of text).
  // (mutable: a cache the const reading fills).
  std::filesystem::path s2asm;
  mutable std::optional<SonlvlTwistTables> twist;
  mutable std::string twistMissing;
};

// S&K's Current_zone by the zone's name in SonLVL's section (sonic3k.constants.asm's zone ids).
std::uint8_t sonic3kZoneOf(std::string_view levelName) {
  static constexpr std::string_view kZones[] = {"Angel Island",   "Hydrocity",  "Marble Garden", "Carnival Night",
                                                "Flying Battery", "Icecap",     "Launch Base",   "Mushroom Hill",
                                                "Sandopolis",     "Lava Reef",  "Sky Sanctuary", "Death Egg"};
  for (std::size_t i = 0; i < std::size(kZones); ++i) {
    if (levelName.find(kZones[i]) != std::string_view::npos) return static_cast<std::uint8_t>(i);
  }
  return 0xFF;
}

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
        const std::vector<std::uint16_t>& colind = d.colind[path];
        if (block >= colind.size()) {
          problems.add("chunks, chunk " + dollarHex(chunk) + " block (" + std::to_string(bx) + "," + std::to_string(by) + ")",
                       "names block " + dollarHex(block) + ", past the end of the " + (path ? "secondary" : "primary") +
                           " collision index (" + std::to_string(colind.size()) + " entries)");
          continue;
        }
        const int id = colind[block];
        if (id == 0) continue;
        if (id >= CollisionMasks::kEntries) {
          problems.add(std::string("colind") + (path ? "2" : "1") + " entry " + dollarHex(block),
                       "is " + dollarHex(static_cast<unsigned>(id)) + ", past the 256 collision array entries");
          continue;
        }
        const int m = masks.mask(level, id);
        if (m < 0) continue;
        level.setTile(path, cx * kSonic2ChunkBlocks + bx, cy * kSonic2ChunkBlocks + by,
                      Tile::make(m, (word & 0x0400u) != 0, (word & 0x0800u) != 0, s));
      }
    }
  }
}

// Object entries (ChkLoadObj; S3K's sub_19FDC reads them alike): x word; a word of y (bits 0-11), X flip (13),
// Y flip (14) and remember-state (15); the id; the subtype. x = $FFFF ends, and so does the file's end:
// s2disasm's layouts hold no $FFFF (s2.asm's ObjectLayoutBoundary adds it after each).
// The entries the game makes solid also become objects (sonlvl_objects.h).
// Returns how many objects found no room among the markers; `droppedObjects`
// counts the simulated ones past the level's object limit.
std::size_t readObjects(const Sonic2Data& d, Level& level, std::vector<Marker>& markers, std::size_t& droppedObjects,
                        std::size_t& untwisted) {
  const Bytes& objects = *d.objects;
  const std::uint8_t switcherId = d.sonic3k ? kSonic3kPathSwapId : kSonic2PlaneSwitcherId;
  const SonlvlGame game = d.sonic3k ? SonlvlGame::Sonic3K : SonlvlGame::Sonic2;
  std::vector<SolidObject> solids;
  std::size_t dropped = 0;
  for (std::size_t at = 0; at + kObjectBytes <= objects.size(); at += kObjectBytes) {
    const std::uint16_t x = wordAt(objects, at);
    if (x == 0xFFFF) break;
    const std::uint16_t yWord = wordAt(objects, at + 2);
    const std::uint8_t id = objects[at + 4], subtype = objects[at + 5];
    if (markers.size() < static_cast<std::size_t>(MarkerLimits::kMaxMarkers)) {
      markers.push_back({id, d.objectNames[id], x, yWord & 0xFFF, subtype});
    } else {
      ++dropped;
    }
    const bool spiral = !d.sonic3k && id == kObj06TwistId && subtype < 0x80;
    if (spiral && !d.twist && d.twistMissing.empty()) d.twist = readSonic2TwistTables(d.s2asm, d.twistMissing);
    SonlvlObjectEntry e{id, subtype, x, yWord & 0xFFF, (yWord & 0x2000u) != 0, (yWord & 0x4000u) != 0, d.aquaticRuin,
                        d.mysticCave, d.oilOcean, d.chemicalPlant, d.icecap, d.zone, d.act, d.twist ? &*d.twist : nullptr};
    e.sonic2SignGone = d.sonic2SignGone;
    e.metropolis = d.metropolis;
    if (!addSonlvlObject(game, e, solids)) {
      ++droppedObjects;
    }
    if (spiral && !d.twist) ++untwisted;
    if (id != switcherId) continue;
    const Sonic2PlaneSwitcher s = decodeSonic2PlaneSwitcher(subtype, (yWord & 0x2000u) != 0);
    if (const auto sw = sonic2PathSwitcher(x, yWord & 0xFFF, s)) {
      if (level.switchers.size() < static_cast<std::size_t>(LevelLimits::kMaxSwitchers)) level.switchers.push_back(*sw);
    }
  }
  level.objects.assign(std::move(solids));
  return dropped;
}

// Ring layouts name no object: each ring becomes a marker of type 0 named
// "Ring". Sonic 2's (RingsManager_Setup): an x word, then a word of y (bits
// 0-11), count - 1 (12-14) and column (15), the group's rings $18 px apart
// across or down, until an x with bit 15. S3K's (sub_F7C0): a blank first
// entry, then an x, y word pair a ring until an x with bit 15. Returns how
// many rings found no room among the markers. Each ring is also a ring
// object (sonic/rings.h) appended to `objects`; `droppedObjects` counts
// those past the level's object limit.
std::size_t readRings(const Sonic2Data& d, std::vector<Marker>& markers, std::vector<SolidObject>& objects,
                      std::size_t& droppedObjects) {
  constexpr std::int32_t kRingSpacing = 0x18;
  const Bytes& rings = *d.rings;
  std::size_t dropped = 0;
  const auto add = [&](std::int32_t x, std::int32_t y) {
    if (markers.size() < static_cast<std::size_t>(MarkerLimits::kMaxMarkers)) {
      markers.push_back({0, kSonlvlRingMarkerName, x, y, 0});
    } else {
      ++dropped;
    }
    if (!addSonlvlRing(x, y, objects)) ++droppedObjects;
  };
  for (std::size_t at = d.sonic3k ? 4 : 0; at + 4 <= rings.size(); at += 4) {
    const std::uint16_t x = wordAt(rings, at), yWord = wordAt(rings, at + 2);
    if ((x & 0x8000u) != 0) break;
    if (d.sonic3k) {
      add(x, yWord);
      continue;
    }
    const int count = ((yWord >> 12) & 7) + 1;
    const bool column = (yWord & 0x8000u) != 0;
    for (int i = 0; i < count; ++i) {
      const std::int32_t step = kRingSpacing * i;
      add(x + (column ? 0 : step), (yWord & 0xFFF) + (column ? step : 0));
    }
  }
  return dropped;
}

std::optional<LevelFile> buildSonic2(const Sonic2Data& d, std::string_view name, ProblemList& problems, std::vector<Problem>& notes) {
  CollisionMasks masks(d.colarr, d.angles, problems);
  const std::optional<ChunkGrid> grid = d.sonic3k ? sonic3kGrid(d.layout, problems) : std::optional<ChunkGrid>(sonic2Grid(d.layout));
  if (grid && (grid->width == 0 || grid->height == 0)) problems.add("layout", "holds " + std::to_string(d.layout.size()) + " bytes and no chunk");
  if (!problems.empty()) return std::nullopt;
  const ChunkGrid& layout = *grid;
  if (!wholeChunks(d.chunks, kSonic2ChunkBytes, problems)) return std::nullopt;
  const unsigned chunkCount = static_cast<unsigned>(d.chunks.size() / kSonic2ChunkBytes);
  Level level(layout.width * kSonic2ChunkBlocks, layout.height * kSonic2ChunkBlocks, 2);
  // S3K's boss and competition variants share an act's layout but load
  // fewer chunks (skdisasm: Launch Base 2's and Sky Sanctuary 1's bosses,
  // Azure Lake); cells past them lie outside what the variant shows and are
  // left empty, as SonLVL draws them, with a note. Sonic 2 refuses them.
  int missing = 0;
  std::string firstMissing;
  for (int cy = 0; cy < layout.height; ++cy) {
    for (int cx = 0; cx < layout.width; ++cx) {
      const unsigned c = layout.chunk(cx, cy);
      if (c == 0) continue;
      if (c >= chunkCount) {
        const std::string cell = "layout (" + std::to_string(cx) + "," + std::to_string(cy) + ")";
        if (!d.sonic3k) {
          problems.add(cell, "chunk id " + dollarHex(c) + ", but the chunk file holds " + dollarHex(chunkCount) + " chunks");
        } else if (missing++ == 0) {
          firstMissing = cell + " chunk " + dollarHex(c);
        }
        continue;
      }
      placeChunk(d, masks, level, c, cx, cy, problems);
    }
  }
  if (missing > 0) {
    notes.push_back({"layout", std::to_string(missing) + " cell" + (missing == 1 ? "" : "s") + " (the first " + firstMissing +
                                   ") name chunks past the " + dollarHex(chunkCount) + " the chunk files hold: left empty"});
  }
  std::vector<Marker> markers;
  std::size_t droppedObjects = 0;
  std::size_t untwisted = 0;
  std::size_t dropped = d.objects ? readObjects(d, level, markers, droppedObjects, untwisted) : 0;
  if (untwisted > 0) {
    notes.push_back({"objects", std::to_string(untwisted) + " Obj06 twisting pathway" + (untwisted == 1 ? "" : "s") +
                                    " stay markers: their path is the game's Obj06_CosineTable, read from s2.asm beside the project: " +
                                    d.twistMissing});
  }
  if (d.rings) {
    std::vector<SolidObject> objects(level.objects.begin(), level.objects.end());
    dropped += readRings(d, markers, objects, droppedObjects);
    level.objects.assign(std::move(objects));
  }
  if (droppedObjects > 0) notes.push_back({"objects", droppedObjectsNote(droppedObjects)});
  if (dropped > 0) {
    notes.push_back({"objects", std::to_string(dropped) + " objects and rings past the first " +
                                    std::to_string(MarkerLimits::kMaxMarkers) + " left out: a level holds at most that many markers"});
  }
  readStart(d.start, level, problems, notes);
  if (!problems.empty()) return std::nullopt;
  LevelFile f;
  f.markers = std::move(markers);
  f.name = std::string(name);
  f.autoAngle.assign(level.masks().size(), false);
  f.level = std::move(level);
  return f;
}

}  // namespace

std::vector<std::uint16_t> collisionIndexEntries(const Bytes& b, std::size_t from, std::size_t count, int size) {
  std::vector<std::uint16_t> v;
  for (std::size_t i = 0; i < count && from + (i + 1) * static_cast<std::size_t>(size) <= b.size(); ++i) {
    const std::size_t at = from + i * static_cast<std::size_t>(size);
    v.push_back(size == 2 ? wordAt(b, at) : b[at]);
  }
  return v;
}

int sonic3kIndexEntrySize(const SonlvlProject& project, const IniSection& level) {
  const std::string* size = project.value(level, "colindsz");
  return size && *size == "2" ? 2 : 1;
}

ChunkGrid sonic2Grid(const Bytes& layout) {
  constexpr std::size_t kRowBytes = 0x100;
  constexpr int kColumns = 0x80;
  const int rows = static_cast<int>(std::min<std::size_t>(layout.size() / kRowBytes, 16));
  ChunkGrid g;
  for (int cy = 0; cy < rows; ++cy) {
    for (int cx = 0; cx < kColumns; ++cx) {
      if (layout[static_cast<std::size_t>(cy) * kRowBytes + static_cast<std::size_t>(cx)] == 0) continue;
      g.width = std::max(g.width, cx + 1);
      g.height = cy + 1;
    }
  }
  for (int cy = 0; cy < g.height; ++cy) {
    const auto row = layout.begin() + static_cast<long>(static_cast<std::size_t>(cy) * kRowBytes);
    g.ids.insert(g.ids.end(), row, row + g.width);
  }
  return g;
}

std::optional<ChunkGrid> sonic3kGrid(const Bytes& layout, ProblemList& problems) {
  constexpr std::size_t kPointers = 8;
  constexpr std::size_t kRamBase = 0x8000;
  constexpr int kMaxRows = 0x20;
  if (layout.size() < kPointers) {
    problems.add("layout", "holds " + std::to_string(layout.size()) + " bytes, expected the 8-byte header");
    return std::nullopt;
  }
  ChunkGrid g;
  g.width = wordAt(layout, 0);
  g.height = wordAt(layout, 4);
  if (g.width > 0x100 || g.height > kMaxRows) {
    problems.add("layout", "is " + std::to_string(g.width) + " x " + std::to_string(g.height) + " chunks, expected at most 256 x 32");
    return std::nullopt;
  }
  for (int cy = 0; cy < g.height; ++cy) {
    const std::size_t pointerAt = kPointers + static_cast<std::size_t>(cy) * 4;
    const std::size_t row = pointerAt + 2 <= layout.size() ? wordAt(layout, pointerAt) : 0;
    if (row < kRamBase || row - kRamBase + static_cast<std::size_t>(g.width) > layout.size()) {
      problems.add("layout row " + std::to_string(cy), "points at " + dollarHex(static_cast<unsigned>(row)) + ", outside the layout loaded at $8000");
      return std::nullopt;
    }
    const auto from = layout.begin() + static_cast<long>(row - kRamBase);
    g.ids.insert(g.ids.end(), from, from + g.width);
  }
  return g;
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
  if (!s.changesPath) return std::nullopt;
  if (s.horizontal) return horizontalSwitcher(y, x - s.halfSize, x + s.halfSize - 1, s.leftOrAbovePath, s.rightOrBelowPath, s.groundOnly);
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
  Sonic2Data d;
  d.sonic3k = projectVersion(project, levelName) == "S3K";
  // The zone is the level's: SonLVL's sections name it ("Aquatic Ruin Zone Act 1").
  d.aquaticRuin = !d.sonic3k && levelName.find("Aquatic Ruin Zone") != std::string_view::npos;
  d.mysticCave = !d.sonic3k && levelName.find("Mystic Cave Zone") != std::string_view::npos;
  d.oilOcean = !d.sonic3k && levelName.find("Oil Ocean Zone") != std::string_view::npos;
  d.chemicalPlant = !d.sonic3k && levelName.find("Chemical Plant Zone") != std::string_view::npos;
  d.metropolis = !d.sonic3k && levelName.find("Metropolis Zone") != std::string_view::npos;
  d.icecap = d.sonic3k && levelName.find("Icecap Zone") != std::string_view::npos;
  d.sonic2SignGone = !d.sonic3k && !sonic2ActKeepsSignpost(levelName);
  if (d.sonic3k) {
    d.zone = sonic3kZoneOf(levelName);
    d.act = levelName.find("Act 2") != std::string_view::npos ? 1 : 0;
  }
  if (!d.sonic3k) d.s2asm = sonic2AsmBeside(project.folder);
  const IniSection* level = projectLevel(project, levelName, d.sonic3k ? "S3K" : "S2", problems);
  if (!level) return refused<SonlvlImportResult>(problems);
  DataReader reader(project, *level, problems);
  reader.readInto(d.chunks, "chunks", "chunkcmp", "Kosinski");
  if (d.sonic3k) {
    Bytes colind;
    reader.readInto(colind, "colind", "colindcmp", "Uncompressed");
    const int size = sonic3kIndexEntrySize(project, *level);
    d.colind[0] = collisionIndexEntries(colind, 0, kSonic3kIndexEntries, size);
    d.colind[1] = collisionIndexEntries(colind, kSonic3kIndexEntries * static_cast<std::size_t>(size), kSonic3kIndexEntries, size);
  } else {
    Bytes primary;
    reader.readInto(primary, "colind1", "colindcmp", "Kosinski");
    d.colind[0] = collisionIndexEntries(primary, 0, primary.size(), 1);
    // Mystic Cave, Oil Ocean and Metropolis have one index, which the game
    // loads for both paths (Off_ColS names their primary one); their projects give no colind2.
    if (auto secondary = reader.read("colind2", "colindcmp", "Kosinski", false)) {
      d.colind[1] = collisionIndexEntries(*secondary, 0, secondary->size(), 1);
    } else {
      d.colind[1] = d.colind[0];
    }
  }
  reader.readInto(d.colarr, "colarr1", "colarrcmp", "Uncompressed");
  reader.readInto(d.angles, "angles", "anglecmp", "Uncompressed");
  reader.readInto(d.layout, "layout", "layoutcmp", d.sonic3k ? "Uncompressed" : "Kosinski");
  d.objects = readFirstFile(project, *level, "objects", problems);
  if (d.objects) d.objectNames = objectListNames(project, *level);
  d.rings = readFirstFile(project, *level, "rings", problems);
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
