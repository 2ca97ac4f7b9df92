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

bool seenBy(Solidity s, Sees sees) {
  if (s == Solidity::All) return true;
  return sees == Sees::Top ? s == Solidity::TopOnly : s == Solidity::SidesAndBottom;
}

int negateUnlessFull(int h) { return h == 16 ? 16 : -h; }

}  // namespace

TileVisit readTile(const Level& level, int layer, Dir dir, std::int32_t tx, std::int32_t ty, std::int32_t across,
                   Sees sees) {
  TileVisit v;
  v.tx = tx;
  v.ty = ty;
  v.tile = level.tile(layer, tx, ty);
  const int maskIndex = v.tile.maskIndex();
  if (maskIndex < 0 || maskIndex >= static_cast<int>(level.masks().size()) || !seenBy(v.tile.solidity(), sees)) {
    return v;
  }
  v.solid = true;
  const HeightMask& m = level.mask(maskIndex);
  int i = across & 15;
  int h = 0;
  // Up and Left read the mask as if flipped, which turns them into Down and Right.
  if (dir == Dir::Down || dir == Dir::Up) {
    if (v.tile.flipX()) i = 15 - i;
    h = m.height(i);
    if (v.tile.flipY()) h = negateUnlessFull(h);
    if (dir == Dir::Up) h = negateUnlessFull(h);
  } else {
    if (v.tile.flipY()) i = 15 - i;
    h = m.width(i);
    if (v.tile.flipX()) h = negateUnlessFull(h);
    if (dir == Dir::Left) h = negateUnlessFull(h);
  }
  v.index = static_cast<std::uint8_t>(i);
  v.height = static_cast<std::int8_t>(h);
  return v;
}

Angle tileAngle(const Level& level, Tile t) {
  Angle a = level.mask(t.maskIndex()).angle();
  if (t.flipX()) a = flipAngleX(a);
  if (t.flipY()) a = flipAngleY(a);
  return a;
}

SensorResult castSensor(const Level& level, int layer, Dir dir, std::int32_t x, std::int32_t y, Sees sees,
                        const CastRules& rules) {
  const bool vertical = dir == Dir::Down || dir == Dir::Up;
  const bool reversed = dir == Dir::Up || dir == Dir::Left;
  const std::int32_t across = vertical ? x : y;
  // Canonical coordinate along the cast: mirrored (~p) for Up/Left so that
  // every direction becomes "down" and tile boundaries stay aligned.
  const std::int32_t c = reversed ? ~(vertical ? y : x) : (vertical ? y : x);
  const std::int32_t r = c & 15;
  auto visitAt = [&](std::int32_t canon) {
    const std::int32_t along = (reversed ? ~canon : canon) >> 4;
    return vertical ? readTile(level, layer, dir, across >> 4, along, across, sees)
                    : readTile(level, layer, dir, along, across >> 4, across, sees);
  };

  SensorResult out;
  out.visits[0] = visitAt(c);
  out.visitCount = 1;
  const int h0 = out.visits[0].height;
  auto decide = [&](int visit, std::int32_t distance) {
    out.decidedBy = static_cast<std::int8_t>(visit);
    out.distance = distance;
    out.found = true;
  };

  if (h0 > 0 && h0 < 16) {
    decide(0, 15 - r - h0);
  } else if (h0 == 16 || (h0 < 0 && r + h0 < 0)) {
    // Regression: the anchor is inside solid; the surface may be in the previous tile.
    out.visits[1] = visitAt(c - 16);
    out.visitCount = 2;
    const int h1 = out.visits[1].height;
    if (h1 > 0) {
      decide(1, -1 - r - h1);
    } else if (h1 < 0 && rules.sonic1HangingColumns && r + h1 < 0) {
      decide(1, -17 - r - h1);
    } else {
      decide(0, -1 - r);  // the surface is this tile's near edge
    }
  } else {
    // Extension: nothing here; look one tile further.
    out.visits[1] = visitAt(c + 16);
    out.visitCount = 2;
    const int h1 = out.visits[1].height;
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
  if (angleFrom >= 0) out.angle = tileAngle(level, out.visits[angleFrom].tile);
  return out;
}

}  // namespace solidtile
