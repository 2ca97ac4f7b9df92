// How the box sees one tile: the level's packed tile, its tag and the mask's
// shape bits, read once per probe. Internal to physics/src/box.
#pragma once

#include <cstdint>

#include "solidtile/box/box_config.h"
#include "solidtile/box/box_record.h"
#include "solidtile/level/level.h"

// Hidden: the library is built position-independent (the C API's shared
// library links it), where a default-visibility function may be replaced at
// load time, so the compiler would inline none of the passes into the step.
#pragma GCC visibility push(hidden)
namespace solidtile::boxdetail {

inline constexpr int kShift = 12;              // subpixels -> tiles: 8 fraction bits + 4 for 16 px
inline constexpr Sub kTileSub = 1 << kShift;   // one tile in subpixels
inline constexpr Sub kNoFloor = kTileSub;      // F(r) when the row has no floor

inline std::int32_t tileOf(Sub s) { return s >> kShift; }

struct TileView {
  Tile tile;
  TileTag tag = TileTag::None;
  std::uint8_t shape = Level::kShapeEmpty;  // Level::kShape* bits, flips applied
  // kSides, kFloor, worked out once when the tile is read: none for an empty
  // shape or a ladder or stair tag (they take a tile out of collision).
  std::uint8_t blocks = 0;

  static constexpr std::uint8_t kSides = 1, kFloor = 2;

  bool ladder() const { return tag == TileTag::Ladder; }
  bool stair() const { return tag == TileTag::StairUpRight || tag == TileTag::StairUpLeft; }
  bool full() const { return (shape & Level::kShapeFull) != 0; }
  // Walls and heads: All and SidesAndBottom.
  bool blocksSides() const { return (blocks & kSides) != 0; }
  // Floors: All and TopOnly.
  bool floorSolidity() const { return (blocks & kFloor) != 0; }
  bool oneWay() const { return tile.solidity() == Solidity::TopOnly; }
};

// The arrays one path reads, looked up once a frame instead of on every probe
// (the probes are most of a step's work).
struct TileGrid {
  const std::uint16_t* tiles;
  const std::uint8_t* tags;    // nullptr when the path has no tags
  const std::uint8_t* shapes;  // Level::boxShape per mask
  std::uint32_t width, height;

  TileGrid(const Level& level, int path) {
    const int layer = path < level.layerCount() ? path : 0;
    tiles = level.pathTiles(layer);
    tags = level.tagData(layer).empty() ? nullptr : level.tagData(layer).data();
    shapes = level.boxShapeData();
    width = static_cast<std::uint32_t>(level.width());
    height = static_cast<std::uint32_t>(level.height());
  }
  bool inside(std::int32_t tx, std::int32_t ty) const {
    return static_cast<std::uint32_t>(tx) < width && static_cast<std::uint32_t>(ty) < height;
  }
  std::size_t index(std::int32_t tx, std::int32_t ty) const {
    return static_cast<std::size_t>(ty) * width + static_cast<std::size_t>(tx);
  }
  TileTag tag(std::int32_t tx, std::int32_t ty) const {
    return tags && inside(tx, ty) ? static_cast<TileTag>(tags[index(tx, ty)]) : TileTag::None;
  }
};

// What a tile is for the box, by its raw bits 12..15 (flips, solidity) and its
// mask's shape: the shape with the flips applied in bits 0..3, the blocks in
// bits 4..5. Worked out once at compile time so a tile read is a lookup.
struct TileCells {
  std::uint8_t cell[256] = {};
  constexpr TileCells() {
    for (int hi = 0; hi < 16; ++hi) {
      const bool flipX = (hi & 1) != 0, flipY = (hi & 2) != 0;
      const auto sol = static_cast<Solidity>(hi >> 2);
      for (int base = 0; base < 16; ++base) {
        int s = base, blocks = 0;
        if (!(base & Level::kShapeEmpty)) {
          // A floor mask flipped upside down hangs from the top: full for the box (ours).
          if (flipY) s = Level::kShapeFull | Level::kShapeLeftFull | Level::kShapeRightFull;
          if (flipX) {
            const int l = s & Level::kShapeLeftFull, r = s & Level::kShapeRightFull;
            s = (s & Level::kShapeFull) | (l ? Level::kShapeRightFull : 0) | (r ? Level::kShapeLeftFull : 0);
          }
          blocks = (sol == Solidity::All || sol == Solidity::SidesAndBottom ? TileView::kSides : 0) |
                   (sol == Solidity::All || sol == Solidity::TopOnly ? TileView::kFloor : 0);
        }
        cell[hi * 16 + base] = static_cast<std::uint8_t>(s | blocks << 4);
      }
    }
  }
};
inline constexpr TileCells kTileCells{};

// Ladder and stair tags take a tile out of collision.
inline bool climbTag(std::uint8_t tag) {
  return tag == static_cast<std::uint8_t>(TileTag::Ladder) || tag == static_cast<std::uint8_t>(TileTag::StairUpRight) ||
         tag == static_cast<std::uint8_t>(TileTag::StairUpLeft);
}

inline TileView viewTile(const TileGrid& g, std::int32_t tx, std::int32_t ty) {
  TileView v;
  if (!g.inside(tx, ty)) return v;
  // One index for the tile and its tag.
  const std::size_t i = g.index(tx, ty);
  v.tile = Tile{g.tiles[i]};
  const std::uint8_t tag = g.tags ? g.tags[i] : 0;
  v.tag = static_cast<TileTag>(tag);
  if (v.tile.empty()) return v;
  const std::uint8_t cell = kTileCells.cell[(v.tile.raw >> 12) << 4 | g.shapes[v.tile.maskIndex()]];
  v.shape = cell & 15;
  v.blocks = climbTag(tag) ? 0 : static_cast<std::uint8_t>(cell >> 4);
  return v;
}

// The level's objects that can touch a box this frame: those whose whole
// path meets the box grown by `reach` pixels, with their positions.
// Few objects are near a box at once; past kMax the passes read them all.
struct NearObjects {
  static constexpr int kMax = 16;
  NearObjects() {}  // the arrays are filled up to count; zeroing them costs more than the step's tile reads
  int count = 0;
  bool all = false;  // more than kMax were near: every object, positions computed as read
  std::int16_t index[kMax];
  Sub x[kMax], y[kMax];  // not ObjectPos: its member initialisers would zero the arrays every frame
};
void findNearObjectsIn(const Level& level, std::uint32_t frame, const ObjectBounds& region, NearObjects& out);
// Inline: on most frames no object is near, which the union of all their paths tells at once.
inline void findNearObjects(const Level& level, std::uint32_t frame, Sub x, Sub y, Sub w, Sub h, int reach, NearObjects& out) {
  out.count = 0;
  out.all = false;
  const ObjectBounds region{pixelOf(x) - reach, pixelOf(y) - reach, pixelOf(x + w) + reach, pixelOf(y + h) + reach};
  if (level.objects.allBounds().meets(region)) findNearObjectsIn(level, frame, region, out);
}

// Whether the box meets object o on `frame`: not a kind it passes through,
// and a timed block only while its timer is active (level/timer.h). The box
// keeps no object slots, so a timer on the made clock counts from frame 0,
// as for an object there from the level's start (docs/box.md).
inline bool boxMeets(const SolidObject& o, std::uint32_t frame) {
  return !touchedNotSolid(o.kind) && (!hasTimer(o.timer) || timerActive(o.timer, 0, frame));
}

// Calls f(index, object, position) for each object that may touch the box.
template <typename F>
void forNearObjects(const Level& level, std::uint32_t frame, const NearObjects& near, F&& f) {
  if (near.all) {
    for (std::size_t i = 0; i < level.objects.size(); ++i) {
      if (!boxMeets(level.objects[i], frame)) continue;  // as findNearObjectsIn
      f(static_cast<std::int16_t>(i), level.objects[i], level.objects.position(i, frame));
    }
    return;
  }
  for (int k = 0; k < near.count; ++k) {
    f(near.index[k], level.objects[static_cast<std::size_t>(near.index[k])], ObjectPos{near.x[k], near.y[k]});
  }
}

// Where object i is this frame: from the near list when it is there (it is
// when the box touches it), else computed.
inline ObjectPos nearPosition(const Level& level, std::uint32_t frame, const NearObjects& near, std::int16_t i) {
  if (!near.all) {
    for (int k = 0; k < near.count; ++k) {
      if (near.index[k] == i) return {near.x[k], near.y[k]};
    }
  }
  return level.objects.position(static_cast<std::size_t>(i), frame);
}

// Depth of a slope's surface below its tile's top at subpixel offset c (0..4095) of the tile.
Sub slopeDepth(const Level& level, const TileView& v, Sub c, SlopeMode mode);

inline void recordTest(BoxRecord* rec, BoxPass pass, std::int32_t tx, std::int32_t ty, bool hit) {
  if (rec && rec->testCount < BoxRecord::kMaxTests) rec->tests[rec->testCount++] = {pass, tx, ty, hit};
}
inline void recordEvent(BoxRecord* rec, BoxEvent e) {
  if (rec && rec->eventCount < BoxRecord::kMaxEvents) rec->events[rec->eventCount++] = e;
}

}  // namespace solidtile::boxdetail
#pragma GCC visibility pop
