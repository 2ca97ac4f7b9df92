// Internal: the sensor cast as an inline template. The player step casts with
// the direction known where it casts and the path's tiles looked up once a
// step; sensor.cpp wraps the same code for every other caller. Inlined into
// the step this halved the instructions a cast costs (issue 15).
#pragma once

#include <cassert>
#include <cstdint>
#include <type_traits>

#include "solidtile/sonic/sensor.h"

namespace solidtile::detail {

// One path of a level as a cast reads it.
struct CastView {
  const std::uint16_t* tiles;
  const HeightMask* masks;
  unsigned maskCount;
  unsigned width, height;

  CastView(const Level& level, int layer)
      : tiles(level.pathTiles(layer)),
        masks(level.masks().data()),
        maskCount(level.maskCount()),
        width(static_cast<unsigned>(level.width())),
        height(static_cast<unsigned>(level.height())) {}
};

// Which Solidity values a sensor sees, as bits: all (0) is seen by both;
// top-only (1) by floors; sides-and-bottom (2) by the rest.
constexpr unsigned seeMaskOf(Sees sees) { return sees == Sees::Top ? 0b0011u : 0b0101u; }

constexpr int negateUnlessFull(int h) { return h == 16 ? 16 : -h; }

// What a cast reads from one tile.
// No default member values: a cast reads every field it uses, and zeroing two
// of these per cast showed up in profiles.
struct Read {
  Tile tile;
  const HeightMask* mask;  // null when the sensor does not see the tile
  int height;              // the column height or row width, signed for the direction
  int index;               // the mask column or row
};

// kInside: the caller has proved every tile it reads is in the level (the
// player step's margin, player_step.h), so the bounds test is left out; a
// debug build still asserts it.
template <Dir kDir, bool kInside = false>
[[gnu::always_inline]] inline Read readTileAt(const CastView& v, unsigned seeMask, std::int32_t tx, std::int32_t ty, int acrossInTile) {
  constexpr bool rows = kDir == Dir::Left || kDir == Dir::Right;  // read row widths
  constexpr unsigned mirrorShift = rows ? 13u : 12u;  // the flip bit that mirrors the index
  constexpr unsigned negateShift = rows ? 12u : 13u;  // the flip bit that negates the height
  constexpr bool reversed = kDir == Dir::Up || kDir == Dir::Left;  // read as if flipped
  Read r{{0}, nullptr, 0, 0};
  const bool outside = static_cast<unsigned>(tx) >= v.width || static_cast<unsigned>(ty) >= v.height;
  if constexpr (kInside) {
    assert(!outside && "a cast read outside the margin its step was checked for");
    (void)outside;
  } else {
    if (outside) return r;
  }
  const unsigned raw = v.tiles[static_cast<std::size_t>(ty) * v.width + static_cast<unsigned>(tx)];
  r.tile = {static_cast<std::uint16_t>(raw)};
  const unsigned maskIndex = (raw & Tile::kMaskBits) - 1u;  // empty wraps to a huge index
  if (maskIndex >= v.maskCount || ((seeMask >> (raw >> Tile::kSolidityShift)) & 1u) == 0) return r;
  r.mask = v.masks + maskIndex;
  r.index = acrossInTile ^ static_cast<int>(((raw >> mirrorShift) & 1u) * 15u);
  const int h = r.mask->profile(rows)[r.index];
  r.height = (((raw >> negateShift) & 1u) != 0) != reversed ? negateUnlessFull(h) : h;
  return r;
}

inline Angle flippedAngle(Angle a, Tile t) {
  if (t.flipX()) a = flipAngleX(a);
  if (t.flipY()) a = flipAngleY(a);
  return a;
}

// The cast; kVisits also fills the list of tiles it looked at. The two reads
// stay in registers and the winner is tracked as a slot number, never as an
// indexed array (an array forced both reads onto the stack).
//
// Always inlined: at a call site the direction, what the sensor sees and the
// caller's use of the result are known, and a call's prologue, epilogue and
// the packing of the result into a register were a third of a cast (issue 15).
template <Dir kDir, bool kVisits, bool kInside = false,
          typename Result = std::conditional_t<kVisits, SensorResult, SensorHit>>
[[gnu::always_inline]] inline Result castIn(const CastView& view, std::int32_t x, std::int32_t y, Sees sees, const CastRules& rules) {
  constexpr bool vertical = kDir == Dir::Down || kDir == Dir::Up;
  constexpr bool reversed = kDir == Dir::Up || kDir == Dir::Left;
  const std::int32_t across = vertical ? x : y;
  const std::int32_t acrossTile = across >> 4;
  // Canonical coordinate along the cast: mirrored (~p) for Up/Left so that
  // every direction becomes "down" and tile boundaries stay aligned.
  constexpr std::int32_t flip = reversed ? -1 : 0;
  const std::int32_t c = (vertical ? y : x) ^ flip;
  const std::int32_t r = c & 15;
  const unsigned seeMask = seeMaskOf(sees);
  Result out;
  // Inlined too: left to itself the compiler made it a call in some steps' down casts.
  auto read = [&](int slot, std::int32_t canon) __attribute__((always_inline)) {
    const std::int32_t alongTile = (canon ^ flip) >> 4;
    const std::int32_t tx = vertical ? acrossTile : alongTile;
    const std::int32_t ty = vertical ? alongTile : acrossTile;
    const Read rd = readTileAt<kDir, kInside>(view, seeMask, tx, ty, across & 15);
    if constexpr (kVisits) {
      TileVisit& v = out.visits[slot];
      v.tx = tx;
      v.ty = ty;
      v.tile = rd.tile;
      v.height = static_cast<std::int8_t>(rd.height);
      v.index = static_cast<std::uint8_t>(rd.index);
      v.solid = rd.mask != nullptr;
    }
    return rd;
  };

  const Read first = read(0, c);
  Read second{{0}, nullptr, 0, 0};  // the extension or regression tile, when read
  const int h0 = first.height;
  int decided = -1;  // the slot holding the surface
  std::int32_t distance = 0;
  if (h0 > 0 && h0 < 16) {
    decided = 0;
    distance = 15 - r - h0;
  } else if (h0 == 16 || (h0 < 0 && r + h0 < 0)) {
    // Regression: the anchor is inside solid; the surface may be in the previous tile.
    second = read(1, c - 16);
    const int h1 = second.height;
    if (h1 > 0) {
      decided = 1;
      distance = -1 - r - h1;
    } else if (h1 < 0 && rules.sonic1HangingColumns && r + h1 < 0) {
      decided = 1;
      distance = -17 - r - h1;
    } else {
      decided = 0;
      distance = -1 - r;  // the surface is this tile's near edge
    }
  } else {
    // Extension: nothing here; look one tile further.
    second = read(1, c + 16);
    const int h1 = second.height;
    if (h1 > 0) {
      decided = 1;
      distance = 31 - r - h1;
    } else if (h1 < 0 && !rules.sonic1HangingColumns) {
      decided = 1;
      distance = 15 - r;  // hanging from the next tile's near edge
    } else if (h1 < 0 && r + h1 < 0) {
      decided = 1;
      distance = 15 - r - h1;
    } else {
      distance = 31 - r;  // nothing within reach: the far edge of the second tile
    }
  }
  out.distance = distance;
  out.found = decided >= 0;
  out.decidedBy = static_cast<std::int8_t>(decided);
  out.solidVisits = static_cast<std::uint8_t>((first.mask ? 1u : 0u) | (second.mask ? 2u : 0u));
  if constexpr (kVisits) out.visitCount = h0 > 0 && h0 < 16 ? 1 : 2;

  int angleFrom = decided;
  if (rules.angleFromLastSolidTile) angleFrom = second.mask ? 1 : first.mask ? 0 : -1;
  if (angleFrom >= 0) {
    const Read& from = angleFrom == 1 ? second : first;
    out.angle = flippedAngle(from.mask->angle(), from.tile);
  }
  return out;
}

// The direction as a template argument, so every test of it folds away; where
// the caller's direction is a constant the switch folds away too.
template <bool kVisits, bool kInside = false, typename Result = std::conditional_t<kVisits, SensorResult, SensorHit>>
[[gnu::always_inline]] inline Result castAny(const CastView& view, Dir dir, std::int32_t x, std::int32_t y, Sees sees, const CastRules& rules) {
  switch (dir) {
    case Dir::Down: return castIn<Dir::Down, kVisits, kInside>(view, x, y, sees, rules);
    case Dir::Right: return castIn<Dir::Right, kVisits, kInside>(view, x, y, sees, rules);
    case Dir::Up: return castIn<Dir::Up, kVisits, kInside>(view, x, y, sees, rules);
    case Dir::Left: break;
  }
  return castIn<Dir::Left, kVisits, kInside>(view, x, y, sees, rules);
}

}  // namespace solidtile::detail
