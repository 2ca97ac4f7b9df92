// Seed 001's floor: F(r) for a row under the box and the landing or snap it
// gives, with one-way tiles, ladder tops, ice and the level's objects.
#include <climits>

#include "box_passes.h"
#include "box_slope.h"

namespace solidtile::boxdetail {

Sub slopeDepth(const Level& level, const TileView& v, Sub c, SlopeMode mode) {
  const int mask = v.tile.maskIndex();
  const HeightMask& m = level.mask(mask);
  const bool fx = v.tile.flipX();
  if (mode == SlopeMode::Linear) {
    const MaskEdges e = level.maskEdges(mask);
    int hl = e.set() ? e.left : m.height(0);
    int hr = e.set() ? e.right : m.height(kTileSize - 1);
    if (fx) std::swap(hl, hr);
    // C++ division truncates toward zero: seed 001's (c + 4096k) >> 2 on both slope directions.
    const Sub h = 256 * hl + (hr - hl) * c / 16;
    return kTileSub - h;
  }
  const int col = c >> 8;
  return (kTileSize - m.height(fx ? kTileSize - 1 - col : col)) * 256;
}

namespace {

// A row's floor, with only what the landing needs of its tile: a whole
// TileView kept here stayed in memory for the rest of the pass.
struct Floor {
  Sub depth = kNoFloor;
  std::int32_t tx = INT32_MIN;
  bool ladder = false;     // a ladder top
  std::uint8_t flags = 0;  // the tile's boxflag::kIce and kOneWay
};

Floor floorAt(Sub depth, std::int32_t tx, const TileView& v) {
  const std::uint8_t ice = v.tag == TileTag::Ice ? boxflag::kIce : 0;
  return {depth, tx, v.ladder(), static_cast<std::uint8_t>(ice | (v.oneWay() && !v.ladder() ? boxflag::kOneWay : 0))};
}

// A ladder tile with no ladder above. Forced inline like every helper that
// takes the MoveContext: a call would keep the context, and the Frame it
// comes from, in memory for the whole step (flatten had left these as calls).
[[gnu::always_inline]] inline bool ladderTop(const MoveContext& c, std::int32_t tx, std::int32_t ty) {
  return c.grid.tag(tx, ty) == TileTag::Ladder && c.grid.tag(tx, ty - 1) != TileTag::Ladder;
}

struct Columns {
  std::int32_t left, centre, right;
  Sub offset;  // the bottom-centre's subpixel offset in its tile
};

// F(r): the centre column's slope surface, or a supporting tile beside it
// (nearest the centre first, left then right). One-way tiles count only when
// the box's bottom was at or above their surface (`oneWayFrom`); so do ladder
// tops (ours: seed 001 reads them in the feet's own row too, lifting a box
// that walks beside one a whole tile). Forced inline: its two calls a frame
// cost about 80 instructions a step as calls (callgrind).
[[gnu::always_inline]] inline Floor floorOfRow(const MoveContext& c, const Columns& k, std::int32_t r, bool ladders, Sub oneWayFrom) {
  const Sub rowTop = r * kTileSub;
  auto oneWayOk = [&](const TileView& v, Sub depth) { return !v.oneWay() || oneWayFrom <= rowTop + depth; };
  const TileView centre = viewTile(c.grid, k.centre, r);
  if (centre.ladder()) {
    if (ladders && ladderTop(c, k.centre, r) && oneWayFrom <= rowTop) return floorAt(0, k.centre, centre);
  } else if (centre.floorSolidity()) {
    const Sub d = centre.full() ? 0 : slopeDepth(c.level, centre, k.offset, c.cfg.slopeMode);
    if (oneWayOk(centre, d)) return floorAt(d, k.centre, centre);
  }
  auto side = [&](std::int32_t tx, std::uint8_t nearEdge) -> bool {
    const TileView v = viewTile(c.grid, tx, r);
    if (v.ladder()) return ladders && ladderTop(c, tx, r) && oneWayFrom <= rowTop;
    return v.floorSolidity() && (v.shape & nearEdge) != 0 && oneWayOk(v, 0);
  };
  for (std::int32_t tx = k.centre - 1; tx >= k.left; --tx) {
    if (side(tx, Level::kShapeRightFull)) return floorAt(0, tx, viewTile(c.grid, tx, r));
  }
  for (std::int32_t tx = k.centre + 1; tx <= k.right; ++tx) {
    if (side(tx, Level::kShapeLeftFull)) return floorAt(0, tx, viewTile(c.grid, tx, r));
  }
  return {};
}

void recordFloor(BoxRecord* rec, std::int32_t r, const Floor& f, bool ladders) {
  if (!rec || rec->floorCount >= BoxRecord::kMaxFloors) return;
  rec->floors[rec->floorCount++] = {r, f.depth, f.tx, r, f.depth != kNoFloor, ladders, -1};
}

// An object lifting the box may not push its head into a tile (ours: a box
// squeezed between a rising platform and a ceiling stays under the ceiling).
// Inline as ladderTop.
[[gnu::always_inline]] inline bool headBlocked(const MoveContext& c, const BoxMove& b, Sub y) {
  if (y >= b.y) return false;
  const std::int32_t t = tileOf(y);
  for (std::int32_t tx = tileOf(b.x); tx <= tileOf(b.x + b.w - 1); ++tx) {
    if (viewTile(c.grid, tx, t).blocksSides()) return true;
  }
  return false;
}

}  // namespace

std::uint8_t settleFloor(BoxMove& b, BoxMode mode, Sub y0, std::int32_t btm, const MoveContext& c) {
  const Sub cx = b.x + b.w / 2;
  const Columns k{tileOf(b.x), tileOf(cx), tileOf(b.x + b.w - 1), cx & (kTileSub - 1)};
  // Ground mode reads one-way floors up to the margin below the feet, so a box
  // walking up a one-way slope stays on it (ours).
  const Sub oneWayFrom = y0 + b.h - (mode == BoxMode::Ground ? c.cfg.snapMargin : 0);
  const bool laddersHere = mode == BoxMode::Ground;
  Floor f = floorOfRow(c, k, btm, laddersHere, oneWayFrom);
  recordFloor(c.rec, btm, f, laddersHere);
  std::int32_t row = btm;
  Sub target = 0;
  if (f.depth == kNoFloor) {
    row = btm + 1;
    f = floorOfRow(c, k, row, true, oneWayFrom);
    recordFloor(c.rec, row, f, true);
    target = row * kTileSub + f.depth - b.h;
  } else if (f.depth == 0) {
    const Floor above = floorOfRow(c, k, btm - 1, false, oneWayFrom);
    recordFloor(c.rec, btm - 1, above, false);
    target = (btm - 1) * kTileSub + above.depth - b.h;
    if (above.depth != kNoFloor) {
      f = above;
      row = btm - 1;
    }
  } else {
    target = btm * kTileSub + f.depth - b.h;
  }
  // Objects: a floor when the box was wholly above their top before the move.
  b.platform = -1;
  forNearObjects(c.level, c.frame, c.near, [&](std::int16_t i, const SolidObject& o, const ObjectPos& p) {
    if (b.x >= p.x + o.w * 256 || b.x + b.w <= p.x) return;
    const Sub surface = objectSurface(o, p, cx);
    if (oneWayFrom > surface) return;
    if (surface - b.h < target && !headBlocked(c, b, surface - b.h)) {
      target = surface - b.h;
      b.platform = i;
    }
    if (c.rec && c.rec->floorCount < BoxRecord::kMaxFloors && b.platform == i) {
      const std::int32_t top = tileOf(surface);
      c.rec->floors[c.rec->floorCount++] = {top, surface - top * kTileSub, INT32_MIN, top, true, false, i};
    }
  });
  if (c.rec) {
    c.rec->floorChecked = true;
    c.rec->yCompared = b.y;
    c.rec->target = target;
    c.rec->margin = mode == BoxMode::Ground ? c.cfg.snapMargin : 0;
  }
  const bool onLadder = b.platform < 0 && f.ladder;
  bool land = false;
  switch (mode) {
    case BoxMode::Ground: land = b.y > target - c.cfg.snapMargin; break;
    case BoxMode::Ladder: land = b.y >= target && !onLadder; break;
    default: land = b.y >= target; break;
  }
  if (!land) {
    b.platform = -1;
    return 0;
  }
  b.y = target;
  std::uint8_t flags = boxflag::kGround;
  if (b.platform >= 0) {
    if (objectOneWay(c.level.objects[static_cast<std::size_t>(b.platform)])) flags |= boxflag::kOneWay;
    return flags;
  }
  if (onLadder) flags |= boxflag::kLadderTop | boxflag::kOneWay;
  return flags | f.flags;
}

}  // namespace solidtile::boxdetail
