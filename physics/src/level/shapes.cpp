#include "solidtile/level/shapes.h"

#include <algorithm>
#include <cassert>
#include <cmath>

namespace solidtile {
namespace {

constexpr double kPi = 3.14159265358979323846;

// A stamp before it becomes masks: the solid pixels of each tile and, for
// tiles the surface crosses, the surface's exact tangent. Mirroring happens at
// this level so the angle of every orientation comes from its own direction
// rather than from the byte rules (which would turn a mirrored $01 into the $FF flag).
struct RasterTile {
  MaskBitmap bits{};
  bool hasSurface = false;
  double dx = 1, dy = 0;
};

struct Raster {
  int w = 0, h = 0;
  std::vector<RasterTile> tiles;
  Raster(int width, int height) : w(width), h(height), tiles(static_cast<std::size_t>(width * height)) {}
  RasterTile& at(int tx, int ty) { return tiles[static_cast<std::size_t>(ty * w + tx)]; }
  const RasterTile& at(int tx, int ty) const { return tiles[static_cast<std::size_t>(ty * w + tx)]; }
  void set(int px, int py) {
    RasterTile& t = at(px / kTileSize, py / kTileSize);
    std::uint16_t& row = t.bits[static_cast<std::size_t>(py % kTileSize)];
    row = static_cast<std::uint16_t>(row | (1u << (px % kTileSize)));
  }
};

std::uint16_t reverseBits(std::uint16_t v) {
  std::uint16_t r = 0;
  for (int i = 0; i < kTileSize; ++i) {
    if ((v >> i) & 1u) r = static_cast<std::uint16_t>(r | (1u << (kTileSize - 1 - i)));
  }
  return r;
}

// A mirror reverses the tangent's sense too, to keep the solid on its clockwise side.
Raster mirrorX(const Raster& in) {
  Raster out(in.w, in.h);
  for (int ty = 0; ty < in.h; ++ty) {
    for (int tx = 0; tx < in.w; ++tx) {
      const RasterTile& s = in.at(tx, ty);
      RasterTile& d = out.at(in.w - 1 - tx, ty);
      for (std::size_t r = 0; r < s.bits.size(); ++r) d.bits[r] = reverseBits(s.bits[r]);
      d.hasSurface = s.hasSurface;
      d.dx = s.dx;
      d.dy = -s.dy;
    }
  }
  return out;
}

Raster mirrorY(const Raster& in) {
  Raster out(in.w, in.h);
  for (int ty = 0; ty < in.h; ++ty) {
    for (int tx = 0; tx < in.w; ++tx) {
      const RasterTile& s = in.at(tx, ty);
      RasterTile& d = out.at(tx, in.h - 1 - ty);
      std::reverse_copy(s.bits.begin(), s.bits.end(), d.bits.begin());
      d.hasSurface = s.hasSurface;
      d.dx = -s.dx;
      d.dy = s.dy;
    }
  }
  return out;
}

bool fullBits(const MaskBitmap& b) {
  return std::all_of(b.begin(), b.end(), [](std::uint16_t r) { return r == 0xFFFF; });
}
bool emptyBits(const MaskBitmap& b) {
  return std::all_of(b.begin(), b.end(), [](std::uint16_t r) { return r == 0; });
}

Stamp toStamp(const Raster& r) {
  Stamp out(r.w, r.h);
  for (int ty = 0; ty < r.h; ++ty) {
    for (int tx = 0; tx < r.w; ++tx) {
      const RasterTile& t = r.at(tx, ty);
      if (emptyBits(t.bits)) continue;
      Angle a = kFlaggedAngle;
      if (!fullBits(t.bits)) a = t.hasSurface ? exactAngle(t.dx, t.dy) : kFlaggedAngle;
      std::string why;
      const std::optional<HeightMask> m = HeightMask::fromBitmap(t.bits, a, &why);
      // The generators only make monotone staircases, which are always height profiles.
      assert(m && "generated tile is not a height profile");
      if (m) out.at(tx, ty).mask = *m;
    }
  }
  return out;
}

int tilesFor(int px) { return (px + kTileSize - 1) / kTileSize; }

// Floor climbing to the right; the others are its mirror images.
Raster floorRisingRight(const SlopeSpec& s) {
  Raster r(tilesFor(s.run), tilesFor(s.rise + s.base));
  const std::int64_t ph = r.h * kTileSize;
  const std::int64_t run = s.run, rise = s.rise;
  for (int py = 0; py < r.h * kTileSize; ++py) {
    for (int px = 0; px < r.w * kTileSize; ++px) {
      // Centre (px+.5, py+.5) on or below y = ph - base - rise*x/run, times 2*run.
      const std::int64_t cx2 = std::min<std::int64_t>(2 * px + 1, 2 * run);
      if (run * (2 * py + 1) >= 2 * run * (ph - s.base) - rise * cx2) r.set(px, py);
    }
  }
  for (auto& t : r.tiles) {
    t.hasSurface = true;
    t.dx = s.run;
    t.dy = -s.rise;
  }
  return r;
}

// Quarter circle with its centre at the raster's top-left corner (the bottom-right quadrant).
std::optional<std::pair<double, double>> bottomRightTangent(int radius, ArcSide side, int tx, int ty) {
  const double r = radius;
  const double x0 = tx * kTileSize, y0 = ty * kTileSize;
  if (x0 >= r || y0 >= r) return std::nullopt;
  const double x1 = std::min(x0 + kTileSize, r), y1 = std::min(y0 + kTileSize, r);
  // Points of the arc are r(cos p, sin p), p in [0, pi/2]; keep those inside the tile.
  const double lo = std::max(std::acos(x1 / r), std::asin(y0 / r));
  const double hi = std::min(std::acos(x0 / r), std::asin(y1 / r));
  if (hi <= lo) return std::nullopt;
  const double p = (lo + hi) / 2;
  if (side == ArcSide::Inside) return std::make_pair(std::sin(p), -std::cos(p));
  return std::make_pair(-std::sin(p), std::cos(p));
}

Raster bottomRightArc(int radius, ArcSide side) {
  const int n = tilesFor(radius);
  Raster r(n, n);
  const std::int64_t r2 = 4LL * radius * radius;
  for (int py = 0; py < n * kTileSize; ++py) {
    for (int px = 0; px < n * kTileSize; ++px) {
      const std::int64_t d2 = (2LL * px + 1) * (2LL * px + 1) + (2LL * py + 1) * (2LL * py + 1);
      if (side == ArcSide::Inside ? d2 >= r2 : d2 <= r2) r.set(px, py);
    }
  }
  for (int ty = 0; ty < n; ++ty) {
    for (int tx = 0; tx < n; ++tx) {
      if (auto t = bottomRightTangent(radius, side, tx, ty)) {
        RasterTile& rt = r.at(tx, ty);
        rt.hasSurface = true;
        rt.dx = t->first;
        rt.dy = t->second;
      }
    }
  }
  return r;
}

bool mirrorsX(Quadrant q) { return q == Quadrant::TopLeft || q == Quadrant::BottomLeft; }
bool mirrorsY(Quadrant q) { return q == Quadrant::TopLeft || q == Quadrant::TopRight; }

// Byte-rule flip that keeps a real angle from landing on the flag.
Angle mirroredAngle(Angle before, Angle after) {
  return before != kFlaggedAngle && after == kFlaggedAngle ? Angle{0} : after;
}

}  // namespace

Angle exactAngle(double dx, double dy) {
  const long steps = std::lround(std::atan2(dy, dx) * 128.0 / kPi);
  const Angle a = static_cast<Angle>(steps & 255);
  return a == kFlaggedAngle ? Angle{0} : a;
}

Angle slopeAngle(const SlopeSpec& s) {
  double dx = s.run, dy = -s.rise;  // floor rising right
  if (s.rising == Rising::Left) dy = -dy;
  if (s.side == Side::Ceiling) {  // the same line with the solid across it: the other sense
    dx = -dx;
    dy = -dy;
  }
  return exactAngle(dx, dy);
}

Stamp makeSlope(const SlopeSpec& s) {
  assert(s.rise >= 0 && s.run > 0 && s.base >= 0);
  // A ceiling climbing right is the floor climbing left seen upside down.
  const bool mirrorRight = (s.rising == Rising::Left) != (s.side == Side::Ceiling);
  Raster r = floorRisingRight(s);
  if (mirrorRight) r = mirrorX(r);
  if (s.side == Side::Ceiling) r = mirrorY(r);
  return toStamp(r);
}

Stamp makeArc(const ArcSpec& a) {
  assert(a.radius > 0);
  Raster r = bottomRightArc(a.radius, a.side);
  if (mirrorsX(a.quadrant)) r = mirrorX(r);
  if (mirrorsY(a.quadrant)) r = mirrorY(r);
  return toStamp(r);
}

std::optional<Angle> arcTileAngle(const ArcSpec& a, int tx, int ty) {
  const int n = tilesFor(a.radius);
  const bool mx = mirrorsX(a.quadrant), my = mirrorsY(a.quadrant);
  auto t = bottomRightTangent(a.radius, a.side, mx ? n - 1 - tx : tx, my ? n - 1 - ty : ty);
  if (!t) return std::nullopt;
  double dx = t->first, dy = t->second;
  if (mx) dy = -dy;
  if (my) dx = -dx;
  return exactAngle(dx, dy);
}

Stamp makeBlock(int w, int h, Solidity s) {
  const StampTile full = makeFlat(1, 16, s).at(0, 0);
  Stamp out(w, h);
  for (auto& t : out.tiles) t = full;
  return out;
}

Stamp makeFlat(int w, int height, Solidity s) {
  assert(height >= -16 && height <= 16);
  Stamp out(w, 1);
  if (height == 0) return out;
  HeightMask::Heights h{};
  h.fill(static_cast<std::int8_t>(height));
  const Angle a = (height == 16 || height == -16) ? kFlaggedAngle : height > 0 ? Angle{0x00} : Angle{0x80};
  const HeightMask m = *HeightMask::fromHeights(h, a);
  for (auto& t : out.tiles) t = StampTile{m, false, false, s};
  return out;
}

namespace {

Stamp mirrored(const Stamp& s, bool acrossX) {
  Stamp out(s.width, s.height);
  for (int ty = 0; ty < s.height; ++ty) {
    for (int tx = 0; tx < s.width; ++tx) {
      StampTile t = s.at(tx, ty);
      if (t.mask.empty()) continue;  // air has no angle to turn
      const Angle before = t.mask.angle();
      t.mask = acrossX ? t.mask.flippedX() : t.mask.flippedY();
      t.mask.setAngle(mirroredAngle(before, t.mask.angle()));
      out.at(acrossX ? s.width - 1 - tx : tx, acrossX ? ty : s.height - 1 - ty) = t;
    }
  }
  return out;
}

}  // namespace

Stamp mirroredX(const Stamp& s) { return mirrored(s, true); }
Stamp mirroredY(const Stamp& s) { return mirrored(s, false); }

LevelBuilder::LevelBuilder(int width, int height, int layers) : level_(width, height, layers) {}

std::vector<FlipVariant> flipVariants(const HeightMask& m) {
  const HeightMask fx = m.flippedX();
  std::vector<FlipVariant> out;
  for (const FlipVariant& v : {FlipVariant{m, false, false}, FlipVariant{fx, true, false}, FlipVariant{m.flippedY(), false, true},
                               FlipVariant{fx.flippedY(), true, true}}) {
    if (m.flagged() || !v.mask.flagged()) out.push_back(v);
  }
  return out;
}

Tile LevelBuilder::intern(const HeightMask& m, bool flipX, bool flipY, Solidity s) {
  if (m.empty()) return {};
  for (const FlipVariant& v : flipVariants(m)) {
    // v = flips(m), so m = flips(existing): the tile shows the existing mask flipped.
    auto it = index_.find({v.mask.heights(), v.mask.angle()});
    if (it != index_.end()) return Tile::make(it->second, v.flipX != flipX, v.flipY != flipY, s);
  }
  const int i = level_.addMask(m);
  if (i < 0) return {};
  index_[{m.heights(), m.angle()}] = i;
  return Tile::make(i, flipX, flipY, s);
}

void LevelBuilder::paint(const Stamp& s, int tx, int ty, unsigned layers) {
  for (int y = 0; y < s.height; ++y) {
    for (int x = 0; x < s.width; ++x) {
      const StampTile& st = s.at(x, y);
      if (st.mask.empty() || !level_.inside(tx + x, ty + y)) continue;
      const Tile t = intern(st.mask, st.flipX, st.flipY, st.solidity);
      for (int l = 0; l < level_.layerCount(); ++l) {
        if ((layers >> l) & 1u) level_.setTile(l, tx + x, ty + y, t);
      }
    }
  }
}

void LevelBuilder::fill(int tx, int ty, int w, int h, unsigned layers, Solidity s) {
  paint(makeBlock(w, h, s), tx, ty, layers);
}

void LevelBuilder::clear(int tx, int ty, int w, int h, unsigned layers) {
  for (int y = ty; y < ty + h; ++y)
    for (int x = tx; x < tx + w; ++x)
      for (int l = 0; l < level_.layerCount(); ++l)
        if ((layers >> l) & 1u) level_.setTile(l, x, y, Tile{});
}

}  // namespace solidtile
