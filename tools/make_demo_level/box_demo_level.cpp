// data/levels/box_demo.json: one stretch per box-controller feature
// (docs/platformer.md), left to right on one ground line, each reachable by
// walking and jumping from the start.
#include "demo_levels.h"
#include "solidtile/level/shapes.h"

namespace solidtile::demo {
namespace {

constexpr int T = kTileSize;
constexpr int kWidth = 150, kHeight = 30;
constexpr int kGroundRow = 25;  // surface y = 400
constexpr int kGround = kGroundRow * T;
constexpr int kPitFloorRow = 29;

Probe floorAt(int x, int surface) { return {Dir::Down, x, surface - 8, surface, 0}; }
Probe wallAt(Dir d, int y, int fromX, int face) { return {d, fromX, y, face, 0}; }

// One tile of a straight slope climbing 16 px over `tiles` tiles: piece i
// rises from 16i/tiles to 16(i+1)/tiles; columns rasterised at their centres
// (so a piece ending at 16 has a full column there), with its edge heights
// kept for the box's linear mode.
struct Piece {
  HeightMask mask;
  MaskEdges edges;
};
Piece risingPiece(int tiles, int i) {
  const int lo = T * i / tiles, hi = T * (i + 1) / tiles;
  HeightMask::Heights h{};
  for (int c = 0; c < T; ++c) {
    // round(lo + (hi - lo) * (c + 0.5) / 16), in integers
    h[static_cast<std::size_t>(c)] = static_cast<std::int8_t>((32 * lo + (hi - lo) * (2 * c + 1) + 16) / 32);
  }
  return {*HeightMask::fromHeights(h, 0), {static_cast<std::int8_t>(lo), static_cast<std::int8_t>(hi)}};
}

class BoxDemo {
 public:
  BoxDemo() : b_(kWidth, kHeight, 1) {}

  void slope(int tx, int row, int tiles, int pieces, bool rising) {
    for (int i = 0; i < pieces; ++i) {
      Piece p = risingPiece(tiles, rising ? i : tiles - 1 - i);
      const Tile t = b_.intern(rising ? p.mask : p.mask.flippedX(), false, false, Solidity::All);
      MaskEdges e = p.edges;
      if (!rising) std::swap(e.left, e.right);  // the falling piece as painted
      if (t.flipX()) std::swap(e.left, e.right);  // stored mirrored: its edges too
      b_.level().setMaskEdges(t.maskIndex(), e);
      b_.level().setTile(0, tx + i, row, t);
    }
  }
  void solid(int tx, int ty, int w, int h, Solidity s = Solidity::All) { b_.fill(tx, ty, w, h, kLayer0, s); }
  void clear(int tx, int ty, int w, int h) { b_.clear(tx, ty, w, h, kLayer0); }
  void tag(int tx, int ty, int w, int h, TileTag t) {
    for (int y = ty; y < ty + h; ++y)
      for (int x = tx; x < tx + w; ++x) b_.level().setTag(0, x, y, t);
  }
  void object(int w, int h, std::vector<Waypoint> path, Sub speed, int wait, bool topOnly) {
    SolidObject o;
    o.w = w;
    o.h = h;
    o.path = std::move(path);
    o.speed = speed;
    o.wait = wait;
    o.topOnly = topOnly;
    b_.level().objects.push_back(std::move(o));
  }
  void feature(std::string name, int tx0, int tx1, std::string surface, std::vector<Probe> probes = {}) {
    features_.push_back({std::move(name), tx0 * T, tx1 * T + T - 1, std::move(surface), std::move(probes)});
  }
  BuiltLevel done() { return {"box_demo", std::move(b_.level()), std::move(features_)}; }

 private:
  LevelBuilder b_;
  std::vector<Feature> features_;
};

}  // namespace

BuiltLevel buildBoxDemo() {
  BoxDemo d;
  d.solid(0, kGroundRow, kWidth, kHeight - kGroundRow);
  d.solid(0, 0, 1, kGroundRow);               // walls at both ends
  d.solid(kWidth - 1, 0, 1, kGroundRow);

  // Hills 16 px high: 1:1, 1:2 and 1:4 up, two flat tiles, and down again.
  d.slope(6, 24, 1, 1, true);
  d.solid(7, 24, 2, 1);
  d.slope(9, 24, 1, 1, false);
  d.slope(12, 24, 2, 2, true);
  d.solid(14, 24, 2, 1);
  d.slope(16, 24, 2, 2, false);
  d.slope(20, 24, 4, 4, true);
  d.solid(24, 24, 2, 1);
  d.slope(26, 24, 4, 4, false);
  d.feature("slopes 1:1, 1:2, 1:4 up and down", 6, 29, "hill tops y = 384, ground y = 400",
            {floorAt(120, 384), floorAt(232, 384), floorAt(392, 384)});
  // A 1:4 run that stops halfway up: an 8 px step down off its end.
  d.slope(33, 24, 4, 2, true);
  d.feature("1:4 run ending midway", 33, 34, "ends at y = 392 over ground y = 400");

  // One-way platforms at three heights, 32 px apart (a jump rises 47.5 px).
  d.solid(40, 23, 5, 1, Solidity::TopOnly);
  d.solid(43, 21, 5, 1, Solidity::TopOnly);
  d.solid(40, 19, 5, 1, Solidity::TopOnly);
  d.feature("one-way platforms", 40, 47, "tops y = 368, 336, 304", {floorAt(648, 368), floorAt(712, 336), floorAt(648, 304)});

  // A ladder from the ground to a shelf; its top tile has no ladder above.
  d.tag(52, 16, 1, 9, TileTag::Ladder);
  d.solid(53, 16, 4, 1);
  d.feature("ladder with a top", 52, 56, "ladder x = 832..847, top y = 256, shelf y = 256", {floorAt(872, 256)});

  // Stairs up to the right onto a block, and down to the right off it (up-left stairs).
  for (int i = 0; i < 4; ++i) d.tag(60 + i, 24 - i, 1, 1, TileTag::StairUpRight);
  d.solid(64, 21, 6, 4);
  for (int i = 0; i < 4; ++i) d.tag(70 + i, 21 + i, 1, 1, TileTag::StairUpLeft);
  d.feature("stairs both ways", 60, 73, "block top y = 336, steps of 8 x 8 px", {floorAt(1064, 336)});

  // An ice stretch ending at a wall whose top is a ledge to grab.
  d.tag(78, kGroundRow, 15, 1, TileTag::Ice);
  d.feature("ice", 78, 92, "ground y = 400, tagged ice");
  d.solid(95, 21, 3, 4);
  d.feature("ledge to grab", 95, 97, "wall face x = 1520, ledge y = 336",
            {wallAt(Dir::Right, 360, 1512, 1520), floorAt(1536, 336)});

  // A 6-tile gap: crossing it takes a jump on a grace frame after the edge.
  d.clear(102, kGroundRow, 6, kPitFloorRow - kGroundRow);
  d.feature("gap for the grace frames", 102, 107, "96 px wide, edge at x = 1632");

  // A pit crossed on a platform moving right and back at 1 px a frame.
  d.clear(112, kGroundRow, 16, kPitFloorRow - kGroundRow);
  d.object(48, 16, {{112 * T, kGround}, {128 * T - 48, kGround}}, 256, 60, true);
  d.feature("horizontal moving platform", 112, 127, "top y = 400, x 1792..2048, 1 px/frame, waits 60 frames");

  // A lift from the ground to a shelf, half a pixel a frame.
  d.object(32, 16, {{132 * T, kGround}, {132 * T, 15 * T}}, 128, 60, false);
  d.solid(134, 15, 6, 10);
  d.feature("vertical moving platform", 132, 139, "lift x = 2112..2143 from y = 400 to 240; shelf y = 240",
            {floorAt(2160, 240)});

  BuiltLevel level = d.done();
  level.level.startX = 48;
  level.level.startY = kGround - 32;
  return level;
}

}  // namespace solidtile::demo
