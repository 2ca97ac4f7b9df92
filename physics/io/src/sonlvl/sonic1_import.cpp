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
#include "solidtile/io/sonlvl_objects.h"
#include "collision_masks.h"
#include "data_reader.h"
#include "sonic1_loops.h"
#include "sonic1_markers.h"
#include "sonic2_s3k.h"
#include "solidtile/level/brick.h"
#include "solidtile/sonic/sensor.h"

namespace solidtile::io {
namespace {


// Bit 13: solid for the floor sensors; bit 14: for the walls and ceiling.
Solidity wordSolidity(std::uint16_t word) { return io::solidityOf((word & 0x2000u) != 0, (word & 0x4000u) != 0); }

struct Sonic1Data {
  Bytes chunks, colind, colarr, angles, layout;
  std::optional<Bytes> start;
  const std::string* loopchunks = nullptr;
};

class Builder {
 public:
  Builder(const Sonic1Data& d, ProblemList& problems) : d_(d), problems_(problems), masks_(d.colarr, d.angles, problems) {}

  void placeChunk(int layer, int chunk, int cx, int cy) {
    const std::size_t base = static_cast<std::size_t>(chunk - 1) * kSonic1ChunkBytes;
    for (int by = 0; by < kSonic1ChunkBlocks; ++by) {
      for (int bx = 0; bx < kSonic1ChunkBlocks; ++bx) {
        const std::size_t at = base + static_cast<std::size_t>(by * kSonic1ChunkBlocks + bx) * 2;
        const auto word = static_cast<std::uint16_t>(d_.chunks[at] << 8 | d_.chunks[at + 1]);
        const unsigned block = word & 0x7FFu;
        // The game reads the index only for a solid block; decorations past
        // the end of the zone's index (GHZ has them) never reach it.
        if (block == 0 || wordSolidity(word) == Solidity::None) continue;
        if (block >= d_.colind.size()) {
          problems_.add("chunks, chunk " + dollarHex(static_cast<unsigned>(chunk)) + " block (" + std::to_string(bx) + "," + std::to_string(by) + ")",
                        "names block " + dollarHex(block) + ", past the end of the collision index (" + std::to_string(d_.colind.size()) + " entries)");
          continue;
        }
        const int id = d_.colind[block];
        if (id == 0) continue;
        const int m = masks_.mask(level, id);
        if (m < 0) continue;
        level.setTile(layer, cx * kSonic1ChunkBlocks + bx, cy * kSonic1ChunkBlocks + by,
                      Tile::make(m, (word & 0x0800u) != 0, (word & 0x1000u) != 0, wordSolidity(word)));
      }
    }
  }

  Level level;

 private:
  const Sonic1Data& d_;
  ProblemList& problems_;
  CollisionMasks masks_;
};

std::optional<LevelFile> buildSonic1(const Sonic1Data& d, std::string_view name, ProblemList& problems,
                                     std::vector<Problem>& notes) {
  Builder b(d, problems);
  if (d.layout.size() < 2) problems.add("fglayout", "holds " + std::to_string(d.layout.size()) + " bytes, expected at least the width and height");
  wholeChunks(d.chunks, kSonic1ChunkBytes, problems);
  if (!problems.empty()) return std::nullopt;
  const int w = d.layout[0] + 1;
  const int h = d.layout[1] + 1;
  if (d.layout.size() < 2u + static_cast<std::size_t>(w * h)) {
    const std::size_t rows = (d.layout.size() - 2) / static_cast<std::size_t>(w);
    std::string what = "holds " + std::to_string(d.layout.size()) + " bytes, but its first two bytes make it " +
                       std::to_string(w) + " x " + std::to_string(h) + " chunks (2 + " + std::to_string(w * h) + " bytes)";
    // s1disasm's Ending: the game copies the rows the header gives, the
    // last from whatever follows the file in the ROM, which no project holds.
    if (rows > 0) {
      what += "; it holds " + std::to_string(rows) + " full row" + (rows == 1 ? "" : "s") +
              ", and the game reads the rest from the bytes that follow this file in the ROM, which the project does "
              "not include, so Solidtile cannot know them";
    }
    problems.add("fglayout", what);
    return std::nullopt;
  }
  const int chunkCount = static_cast<int>(d.chunks.size() / kSonic1ChunkBytes);
  b.level = Level(w * kSonic1ChunkBlocks, h * kSonic1ChunkBlocks, 2);
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
  readStart(d.start, b.level, problems, notes);
  if (!problems.empty()) return std::nullopt;
  LevelFile f;
  f.name = std::string(name);
  f.autoAngle.assign(b.level.masks().size(), false);
  f.level = std::move(b.level);
  return f;
}

// The 16x16 block's id (its chunk word's low 10 bits) at pixel (x, y) of
// the high plane, or -1 outside the layout.
int sonic1BlockId(const Sonic1Data& d, std::int32_t x, std::int32_t y) {
  const int w = d.layout[0] + 1, h = d.layout[1] + 1;
  if (x < 0 || y < 0 || x >= w * 256 || y >= h * 256) return -1;
  const unsigned id = d.layout[2 + static_cast<std::size_t>((y >> 8) * w + (x >> 8))] & 0x7Fu;
  if (id == 0 || id * kSonic1ChunkBytes > d.chunks.size()) return -1;
  const std::size_t at = static_cast<std::size_t>(id - 1) * kSonic1ChunkBytes +
                         static_cast<std::size_t>(((y >> 4) & 15) * kSonic1ChunkBlocks + ((x >> 4) & 15)) * 2;
  return (d.chunks[at] << 8 | d.chunks[at + 1]) & 0x3FF;
}

// Where each falling brick (Obj46 type 2) lands and whether on the lava
// (level/brick.h): its fall from its placement, frame by frame as
// Brick_Type03 runs it (y + (12 k (k - 1)) >> 8), each frame's ObjFloorDist
// (FindFloor down from obY + $F under obX, Sonic 1's cast) until the
// distance is negative: "add.w d1,obY(a0)". The block FindFloor stopped in
// ("move.w (a1),d0; andi.w #$3FF,d0; cmpi.w #$16A,d0") is the lava's when
// $16A or above (Revision 1's number). The wobble height it falls from moves
// only the frame it lands on, not where. A brick that finds no floor above
// the level's bottom falls out of it: it lands there, never to be met.
void landSonic1Bricks(const Sonic1Data& d, const Level& level, std::vector<SolidObject>& objects) {
  CastRules rules;
  rules.angleFromLastSolidTile = true;
  rules.sonic1HangingColumns = true;
  const std::int32_t bottom = level.height() * 16;
  for (SolidObject& o : objects) {
    if (o.kind != ObjectKind::Brick || o.path.empty()) continue;
    const std::int32_t x = o.path[0].x + BrickTiming::kSize / 2, top = o.path[0].y;
    o.landY = bottom;
    o.lava = false;
    for (std::uint32_t k = 1; top + brickDrop(k) <= bottom; ++k) {
      const std::int32_t y = top + brickDrop(k);
      const SensorResult r = castSensor(level, 0, Dir::Down, x, y + BrickTiming::kSize - 1, Sees::Top, rules);
      if (!r.found || r.distance >= 0) continue;
      o.landY = y + r.distance;
      const TileVisit& v = r.visits[r.decidedBy >= 0 ? r.decidedBy : 0];
      o.lava = sonic1BlockId(d, v.tx * 16, v.ty * 16) >= 0x16A;
      break;
    }
  }
}

SonlvlImportResult importSonic1Level(const SonlvlProject& project, std::string_view levelName) {
  SonlvlImportResult r;
  ProblemList problems;
  const IniSection* level = sonic1Level(project, levelName, problems);
  if (!level) return refused<SonlvlImportResult>(problems);
  DataReader reader(project, *level, problems);
  Sonic1Data d;
  d.loopchunks = project.value(*level, "loopchunks");
  reader.readInto(d.chunks, "chunks", "chunkcmp", "Kosinski");
  reader.readInto(d.colind, "colind", "colindcmp", "Uncompressed");
  reader.readInto(d.colarr, "colarr1", "colarrcmp", "Uncompressed");
  reader.readInto(d.angles, "angles", "anglecmp", "Uncompressed");
  reader.readInto(d.layout, "fglayout", "layoutcmp", "Uncompressed");
  d.start = readFirstFile(project, *level, "startpos", problems);
  if (problems.empty()) r.file = buildSonic1(d, levelName, problems, r.notes);
  if (r.file) {
    std::vector<SolidObject> objects;
    std::size_t dropped = 0;
    r.file->markers = sonic1Markers(project, *level, problems, objects, dropped, r.notes);
    landSonic1Bricks(d, r.file->level, objects);
    r.file->level.objects.assign(std::move(objects));
    if (dropped > 0) r.notes.push_back({"objects", droppedObjectsNote(dropped)});
  }
  if (!problems.empty()) {
    r.file.reset();
    r.notes.clear();
    r.problems = problems.take();
  }
  return r;
}

}  // namespace

SonlvlImportResult importSonlvlLevel(const SonlvlProject& project, std::string_view levelName) {
  const std::string v = projectVersion(project, levelName);
  const bool sonic2Format = v == "S2" || v == "S3K";
  SonlvlImportResult r = sonic2Format ? importSonic2Level(project, levelName) : importSonic1Level(project, levelName);
  // The game's own physics: what the level was made for.
  if (r.file) r.file->profile = v == "S3K" ? Profile::Sonic3K : v == "S2" ? Profile::Sonic2 : Profile::Sonic1;
  // ...and its objects made and deleted by the camera's place, as the game's
  // object manager does (level/object_loading.h); an act with none simulated
  // stays at the version it was.
  if (r.file && !r.file->level.objects.empty()) r.file->level.objects.setLoading(ObjectLoading::Camera);
  return r;
}

}  // namespace solidtile::io
