// Seed 001's move: horizontal, then head, then floor, against the level's
// tiles and its solid objects (platformer.md section 1).
#include <algorithm>

#include "box_passes.h"
#include "box_slope.h"

namespace solidtile::boxdetail {

std::uint8_t sweepX(BoxMove& b, Sub vx, const MoveContext& c, BoxPass pass) {
  if (vx == 0) return 0;
  const TileGrid grid = c.grid;  // a local copy: the record's stores cannot alias it, so it stays in registers
  const Sub x0 = b.x;
  const std::int32_t top = tileOf(b.y), feet = tileOf(b.y + b.h - 1), footColumn = tileOf(b.x + b.w / 2);
  b.x += vx;
  std::uint8_t flags = 0;
  const bool right = vx > 0;
  const std::int32_t n = right ? tileOf(b.x + b.w - 1) : tileOf(b.x);
  const std::uint8_t nearEdge = right ? Level::kShapeLeftFull : Level::kShapeRightFull;
  for (std::int32_t r = top; r <= feet; ++r) {
    const TileView v = viewTile(grid, n, r);
    const bool hit = v.blocksSides() && (v.shape & nearEdge) != 0;
    // Feet sunk into a slope (or a solid tile) must not hit the next tile's
    // foot row, which then goes untested. (A whole one-way tile is not
    // something the feet sink into: the box is inside it only when passing
    // through.) The foot's tile is read only when it changes the answer or
    // the record.
    if (r == feet && (hit || c.rec)) {
      const TileView foot = viewTile(grid, footColumn, feet);
      if (foot.blocksSides() || (foot.floorSolidity() && !(foot.oneWay() && foot.full()))) break;
    }
    recordTest(c.rec, pass, n, r, hit);
    if (hit) {
      b.x = right ? n * kTileSub - b.w : (n + 1) * kTileSub;
      flags = right ? boxflag::kWallRight : boxflag::kWallLeft;
      break;
    }
  }
  forNearObjects(c.level, c.frame, c.near, [&](std::int16_t, const SolidObject& o, const ObjectPos& p) {
    if (objectOneWay(o)) return;
    const Sub ow = o.w * 256;
    if (b.y >= p.y + o.h * 256 || b.y + b.h <= objectSideTop(o, p, right)) return;
    if (right && x0 + b.w <= p.x && b.x + b.w > p.x) {
      b.x = p.x - b.w;
      flags = boxflag::kWallRight;
    } else if (!right && x0 >= p.x + ow && b.x < p.x + ow) {
      b.x = p.x + ow;
      flags = boxflag::kWallLeft;
    }
  });
  return flags;
}

std::uint8_t sweepHead(BoxMove& b, Sub vy, Sub y0, const MoveContext& c, BoxPass pass) {
  const TileGrid grid = c.grid;  // a local copy, as in sweepX
  b.y += vy;
  // Every frame whatever vy's sign, as seed 001 does.
  const std::int32_t t = tileOf(b.y);
  const std::int32_t left = tileOf(b.x), right = tileOf(b.x + b.w - 1);
  std::uint8_t flags = 0;
  for (std::int32_t tx = left; tx <= right; ++tx) {
    const bool hit = viewTile(grid, tx, t).blocksSides();
    recordTest(c.rec, pass, tx, t, hit);
    if (hit) {
      b.y = (t + 1) * kTileSub;
      flags = boxflag::kCeiling;
      break;
    }
  }
  forNearObjects(c.level, c.frame, c.near, [&](std::int16_t, const SolidObject& o, const ObjectPos& p) {
    if (objectOneWay(o)) return;
    const Sub bottom = p.y + o.h * 256;
    if (b.x >= p.x + o.w * 256 || b.x + b.w <= p.x) return;
    if (y0 >= bottom && b.y < bottom) {
      b.y = bottom;
      flags = boxflag::kCeiling;
    }
  });
  return flags;
}

void findNearObjectsIn(const Level& level, std::uint32_t frame, const ObjectBounds& region, NearObjects& out) {
  // A local list: handing out.index to near(), which may call out of the step,
  // would let the whole Frame escape and keep it out of registers (80
  // instructions a step on the box demo).
  std::int16_t index[NearObjects::kMax];
  const int n = level.objects.near(region, index, NearObjects::kMax);
  out.all = n > NearObjects::kMax;
  out.count = 0;
  for (int k = 0; k < (out.all ? 0 : n); ++k) {
    const std::size_t i = static_cast<std::size_t>(index[k]);
    // The box passes through rings, hurt zones and enemies, and timed blocks while inactive (docs/box.md).
    if (!boxMeets(level.objects[i], frame)) continue;
    const ObjectPos p = level.objects.position(i, frame);
    out.index[out.count] = index[k];
    out.x[out.count] = p.x;
    out.y[out.count] = p.y;
    ++out.count;
  }
}

}  // namespace solidtile::boxdetail

namespace solidtile {

std::uint8_t moveBox(BoxMove& b, BoxMode mode, const Level& level, int path, const BoxConfig& cfg, std::uint32_t frame,
                     BoxRecord* record) {
  boxdetail::NearObjects near;
  // A tile around the box: no move reaches further in one frame.
  boxdetail::findNearObjects(level, frame, b.x, b.y, b.w, b.h, kTileSize, near);
  const boxdetail::TileGrid grid(level, path);
  return boxdetail::moveNear(b, mode, {level, grid, cfg, frame, record, near});
}

std::uint8_t boxdetail::moveNear(BoxMove& b, BoxMode mode, const MoveContext& c) {
  using namespace boxdetail;
  const Sub x0 = b.x, y0 = b.y;
  const std::int32_t btm = tileOf(b.y + b.h - 1);
  std::uint8_t flags = sweepX(b, b.vx, c, BoxPass::Horizontal);
  flags |= sweepHead(b, b.vy, y0, c, BoxPass::Head);
  flags |= settleFloor(b, mode, y0, btm, c);
  b.vx = b.x - x0;
  b.vy = b.y - y0;
  return flags;
}

}  // namespace solidtile
