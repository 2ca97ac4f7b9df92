#include "solidtile/sensor.h"

namespace solidtile {

const char* dirName(Dir d) {
  switch (d) {
    case Dir::Down: return "down";
    case Dir::Right: return "right";
    case Dir::Up: return "up";
    case Dir::Left: return "left";
  }
  return "?";
}

namespace {

// Bit 0: seen by floor sensors, bit 1: seen by ceiling and wall sensors, per Solidity.
constexpr std::uint8_t kSeenBits[4] = {3, 1, 2, 0};

constexpr int negateUnlessFull(int h) { return h == 16 ? 16 : -h; }

// The visit of one tile plus what the cast needs from it: the height it offers
// and the mask, so the angle can be read without a second lookup.
struct Probe {
  const HeightMask* mask = nullptr;
};

inline Probe probe(const Level& level, const std::uint16_t* tiles, Dir dir, std::int32_t tx, std::int32_t ty,
                   std::int32_t across, Sees sees, TileVisit& v) {
  v.tx = tx;
  v.ty = ty;
  const bool inside = static_cast<unsigned>(tx) < static_cast<unsigned>(level.width()) &&
                      static_cast<unsigned>(ty) < static_cast<unsigned>(level.height());
  v.tile = {inside ? tiles[static_cast<std::size_t>(ty) * static_cast<std::size_t>(level.width()) +
                           static_cast<std::size_t>(tx)]
                   : std::uint16_t{0}};
  v.height = 0;
  v.index = 0;
  v.solid = false;
  const unsigned maskIndex = static_cast<unsigned>(v.tile.maskIndex());
  const auto& masks = level.masks();
  if (maskIndex >= masks.size()) return {};  // empty (index -1 wraps) or dangling
  if (((kSeenBits[static_cast<unsigned>(v.tile.solidity())] >> static_cast<unsigned>(sees)) & 1u) == 0) return {};
  v.solid = true;
  const HeightMask& m = masks[maskIndex];
  const bool vertical = dir == Dir::Down || dir == Dir::Up;
  // Up and Left read the mask as if flipped, which turns them into Down and Right.
  const bool mirrorIndex = vertical ? v.tile.flipX() : v.tile.flipY();
  const bool negate = (vertical ? v.tile.flipY() : v.tile.flipX()) != (dir == Dir::Up || dir == Dir::Left);
  const int i = (across & 15) ^ (mirrorIndex ? 15 : 0);
  const int h = vertical ? m.height(i) : m.width(i);
  v.index = static_cast<std::uint8_t>(i);
  v.height = static_cast<std::int8_t>(negate ? negateUnlessFull(h) : h);
  return {&m};
}

Angle flippedAngle(Angle a, Tile t) {
  if (t.flipX()) a = flipAngleX(a);
  if (t.flipY()) a = flipAngleY(a);
  return a;
}

}  // namespace

TileVisit readTile(const Level& level, int layer, Dir dir, std::int32_t tx, std::int32_t ty, std::int32_t across,
                   Sees sees) {
  TileVisit v;
  probe(level, level.pathTiles(layer), dir, tx, ty, across, sees, v);
  return v;
}

Angle tileAngle(const Level& level, Tile t) { return flippedAngle(level.mask(t.maskIndex()).angle(), t); }

SensorResult castSensor(const Level& level, int layer, Dir dir, std::int32_t x, std::int32_t y, Sees sees,
                        const CastRules& rules) {
  const bool vertical = dir == Dir::Down || dir == Dir::Up;
  const bool reversed = dir == Dir::Up || dir == Dir::Left;
  const std::int32_t across = vertical ? x : y;
  const std::int32_t acrossTile = across >> 4;
  // Canonical coordinate along the cast: mirrored (~p) for Up/Left so that
  // every direction becomes "down" and tile boundaries stay aligned.
  const std::int32_t flip = reversed ? -1 : 0;
  const std::int32_t c = (vertical ? y : x) ^ flip;
  const std::int32_t r = c & 15;
  const std::uint16_t* tiles = level.pathTiles(layer);
  Probe probes[2];
  SensorResult out;
  auto visit = [&](int slot, std::int32_t canon) {
    const std::int32_t alongTile = (canon ^ flip) >> 4;
    probes[slot] = vertical ? probe(level, tiles, dir, acrossTile, alongTile, across, sees, out.visits[slot])
                            : probe(level, tiles, dir, alongTile, acrossTile, across, sees, out.visits[slot]);
    return out.visits[slot].height;
  };
  auto decide = [&](int slot, std::int32_t distance) {
    out.decidedBy = static_cast<std::int8_t>(slot);
    out.distance = distance;
    out.found = true;
  };

  const int h0 = visit(0, c);
  out.visitCount = 2;
  if (h0 > 0 && h0 < 16) {
    out.visitCount = 1;
    decide(0, 15 - r - h0);
  } else if (h0 == 16 || (h0 < 0 && r + h0 < 0)) {
    // Regression: the anchor is inside solid; the surface may be in the previous tile.
    const int h1 = visit(1, c - 16);
    if (h1 > 0) {
      decide(1, -1 - r - h1);
    } else if (h1 < 0 && rules.sonic1HangingColumns && r + h1 < 0) {
      decide(1, -17 - r - h1);
    } else {
      decide(0, -1 - r);  // the surface is this tile's near edge
    }
  } else {
    // Extension: nothing here; look one tile further.
    const int h1 = visit(1, c + 16);
    if (h1 > 0) {
      decide(1, 31 - r - h1);
    } else if (h1 < 0 && !rules.sonic1HangingColumns) {
      decide(1, 15 - r);  // hanging from the next tile's near edge
    } else if (h1 < 0 && r + h1 < 0) {
      decide(1, 15 - r - h1);
    } else {
      out.distance = 31 - r;  // nothing within reach: the far edge of the second tile
    }
  }

  int angleFrom = out.decidedBy;
  if (rules.angleFromLastSolidTile) {
    angleFrom = -1;
    for (int i = 0; i < out.visitCount; ++i) {
      if (out.visits[i].solid) angleFrom = i;
    }
  }
  out.angle = angleFrom >= 0 ? flippedAngle(probes[angleFrom].mask->angle(), out.visits[angleFrom].tile)
                             : kFlaggedAngle;
  return out;
}

}  // namespace solidtile
