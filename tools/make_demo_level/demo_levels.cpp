#include "demo_levels.h"

#include "solidtile/level/shapes.h"

namespace solidtile::demo {
namespace {

constexpr int T = kTileSize;
constexpr int kGroundRow = 46;  // the seed's ground: surface at y = 736
constexpr int kGround = kGroundRow * T;

// Anchors sit a few pixels off the surface, as a player's feet do, so a cast reaches it.
Probe floorAt(int x, int surface, int layer = 0) { return {Dir::Down, x, surface - 8, surface, layer}; }
Probe wallAt(Dir d, int y, int fromX, int face, int layer = 0) { return {d, fromX, y, face, layer}; }
Probe roofAt(int x, int underside, int layer = 0) { return {Dir::Up, x, underside + 8, underside - 1, layer}; }

std::string px(int v) { return std::to_string(v); }

// Floors painted on top of the base ground: a ramp stamp whose bottom edge
// sits at `bottomRow`, with solid filled from the stamp down to the ground.
void ramp(LevelBuilder& b, int tx, int bottomRow, const SlopeSpec& s, unsigned layers = kBothLayers) {
  const Stamp st = makeSlope(s);
  const int top = bottomRow - st.height;
  b.paint(st, tx, top, layers);
  if (bottomRow < kGroundRow) b.fill(tx, bottomRow, st.width, kGroundRow - bottomRow, layers);
}

// A loop (straight = 0) or a capsule with a flat roof and floor between its
// quarter circles. The right half's low parts are on path 0, the left half's on
// path 1; a switcher at the top of the roof moves a player going round from one
// to the other, so the loop is entered on path 0 and left on path 1.
struct Loop {
  int tx;       // left edge, tiles
  int radius;   // pixels, a multiple of 16
  int stretch;  // flat roof/floor between the arcs, tiles
  int wall;     // straight wall between the lower and upper arcs, tiles
};
void loop(LevelBuilder& b, const Loop& l) {
  const int n = l.radius / T;
  const int left = l.tx, right = l.tx + n + l.stretch;
  const int lowTop = kGroundRow - n, highTop = lowTop - l.wall - n;
  b.paint(makeArc({l.radius, Quadrant::BottomLeft, ArcSide::Inside}), left, lowTop, kLayer1);
  b.paint(makeArc({l.radius, Quadrant::BottomRight, ArcSide::Inside}), right, lowTop, kLayer0);
  b.paint(makeArc({l.radius, Quadrant::TopLeft, ArcSide::Inside}), left, highTop, kBothLayers);
  b.paint(makeArc({l.radius, Quadrant::TopRight, ArcSide::Inside}), right, highTop, kBothLayers);
  // Walls outside the arcs: the low ones only on the path that runs them.
  b.fill(left - 1, highTop, 1, n);
  b.fill(right + n, highTop, 1, n);
  b.fill(left - 1, highTop + n, 1, l.wall + n, kLayer1);
  b.fill(right + n, highTop + n, 1, l.wall + n, kLayer0);
  b.fill(left - 1, highTop - 2, 2 * n + l.stretch + 2, 2);  // the lid, and the roof between the arcs
  const int roof = highTop * T;
  const int mid = (left + n) * T + l.stretch * T / 2;
  const int entry = (left - 4) * T, exit = (right + n + 4) * T;
  b.level().switchers.push_back({entry, kGround - 96, kGround - 1, 0, 0, false});
  b.level().switchers.push_back({mid, roof, roof + 44, 1, 0, true});
  b.level().switchers.push_back({exit, kGround - 96, kGround - 1, 1, 0, false});
}

}  // namespace

BuiltLevel buildDemo() {
  constexpr int W = 416, H = 64;
  LevelBuilder b(W, H, 2);
  std::vector<Feature> f;

  b.fill(0, kGroundRow, W, H - kGroundRow);
  b.fill(0, 0, 2, kGroundRow);
  b.fill(W - 2, 0, 2, kGroundRow);
  b.level().startX = 160;
  b.level().startY = kGround - 20;
  f.push_back({"start, flat ground", 32, 703, "y = 736", {floorAt(160, 736), wallAt(Dir::Left, 720, 40, 31)}});

  // The seed's wall: left face 704, right face 831 (stop at 693 and 842).
  b.fill(44, 42, 8, 4);
  f.push_back({"block: walls and a ledge", 704, 831, "top y = 672; left face x = 704, right face x = 831",
               {floorAt(760, 672), wallAt(Dir::Right, 720, 690, 704), wallAt(Dir::Left, 720, 840, 831)}});

  // A hill of slopes: 1:4, 1:2, 1:1, 2:1 up, a flat top, the same down.
  ramp(b, 64, 46, {16, 64});
  ramp(b, 68, 45, {32, 64});
  ramp(b, 72, 43, {32, 32});
  ramp(b, 74, 41, {32, 16});
  b.fill(75, 39, 4, 7);
  ramp(b, 79, 41, {32, 16, Rising::Left});
  ramp(b, 80, 43, {32, 32, Rising::Left});
  ramp(b, 82, 45, {32, 64, Rising::Left});
  ramp(b, 86, 46, {16, 64, Rising::Left});
  f.push_back({"slope hill: 1:4 ($F6), 1:2 ($ED), 1:1 ($E0), 2:1 ($D3) up, flat top, mirrored down", 1024, 1439,
               "foot y = 736; top y = 624 over x 1200..1263",
               {floorAt(1020, 736), floorAt(1230, 624), floorAt(1100, 714)}});

  // Quirk 1: a ramp that ends in a drop.
  ramp(b, 100, 46, {32, 64});
  f.push_back({"sloped ledge (quirk 1): 1:2 ramp up, then a drop at x = 1664", 1600, 1663,
               "ramp from y = 736 to 704; ground after the drop y = 736", {floorAt(1663, 704), floorAt(1680, 736)}});

  // Quirk 2: two opposite slopes side by side, a bump and then a dip.
  b.paint(makeSlope({8, 16, Rising::Right}), 116, 45);
  b.paint(makeSlope({8, 16, Rising::Left}), 117, 45);
  b.paint(makeSlope({8, 16, Rising::Left, Side::Floor, 8}), 122, 46);
  b.paint(makeSlope({8, 16, Rising::Right, Side::Floor, 8}), 123, 46);
  f.push_back({"low hill (quirk 2): opposite 8-in-16 slopes meet at x = 1871/1872", 1856, 1887, "peak y = 728",
               {floorAt(1871, 728), floorAt(1872, 728)}});
  f.push_back({"valley (quirk 2 mirrored): opposite 8-in-16 slopes meet at x = 1967/1968", 1952, 1983,
               "bottom y = 744", {floorAt(1967, 744), floorAt(1968, 744)}});

  // Jump-through platforms.
  b.paint(makeBlock(8, 1, Solidity::TopOnly), 136, 42);
  b.paint(makeBlock(6, 1, Solidity::TopOnly), 148, 40);
  f.push_back({"jump-through platforms (top-only)", 2176, 2463, "y = 672 over x 2176..2303; y = 640 over x 2368..2463",
               {floorAt(2200, 672), floorAt(2400, 640)}});

  // The seed's balancing numbers: the platform's right edge is x = 2655.
  b.clear(166, kGroundRow, 18, 4);
  ramp(b, 180, 50, {64, 64});
  f.push_back({"platform edge x = 2655, drop to y = 800, 1:1 ramp back up", 2464, 2943,
               "y = 736 up to x = 2655; y = 800 over x 2656..2879; ramp x 2880..2943",
               {floorAt(2655, 736), floorAt(2656, 800), floorAt(2879, 800), floorAt(2943, 736)}});

  // A loop of radius 96, bottom on the ground, centre (3296, 640).
  loop(b, {200, 96, 0, 0});
  f.push_back({"360 loop, radius 96, centre (3296, 640); path 0 in, path 1 out", 3200, 3391,
               "floor y = 736, top y = 544; switchers x = 3136, 3296 (top, ground only), 3456",
               {floorAt(3296, 736, 0), roofAt(3296, 544, 1), wallAt(Dir::Right, 640, 3380, 3392, 0),
                wallAt(Dir::Left, 640, 3212, 3199, 1), floorAt(3210, 736, 0)}});

  // A quarter pipe of radius 64 into a 32 px wall, a plateau, a 45 degree way down.
  b.paint(makeArc({64, Quadrant::BottomRight, ArcSide::Inside}), 240, 42);
  b.fill(244, 40, 12, 6);
  ramp(b, 256, 46, {96, 96, Rising::Left});
  f.push_back({"quarter pipe (radius 64) into a vertical wall, plateau, 45 degree ramp down", 3840, 4191,
               "pipe from y = 736 to a wall face x = 3904 over y 640..679; plateau y = 640 over x 3904..4095",
               {floorAt(3841, 736), wallAt(Dir::Right, 660, 3895, 3904), floorAt(4000, 640), floorAt(4191, 735)}});

  // A tunnel whose roof the player can run along: a capsule, r = 64, 20 tiles of flat roof.
  loop(b, {280, 64, 20, 2});
  f.push_back({"ceiling tunnel: radius 64 ends, flat roof y = 576 over x 4544..4863", 4480, 4927,
               "floor y = 736; roof underside y = 576; switchers x = 4416, 4704 (roof, ground only), 4992",
               {roofAt(4704, 576, 0), roofAt(4600, 576, 1), floorAt(4704, 736, 0), wallAt(Dir::Right, 656, 4915, 4928, 0),
                wallAt(Dir::Left, 656, 4490, 4479, 1)}});

  // A passage too low to jump in: 44 px between floor and roof.
  b.fill(328, 36, 16, 7);
  b.paint(makeFlat(16, -4), 328, 43);
  f.push_back({"low ceiling: roof underside y = 692 (44 px above the floor)", 5248, 5503, "floor y = 736",
               {roofAt(5300, 692), floorAt(5300, 736)}});

  // A step up and a ledge down.
  b.fill(360, 43, 16, 3);
  f.push_back({"step wall (48 px) up, ledge down at x = 6016", 5760, 6015, "top y = 688",
               {wallAt(Dir::Right, 720, 5750, 5760), floorAt(5900, 688), floorAt(6020, 736)}});
  f.push_back({"end wall", 6624, 6655, "left face x = 6624", {wallAt(Dir::Right, 720, 6615, 6624)}});

  return {"demo", std::move(b.level()), std::move(f)};
}

BuiltLevel buildFlat() {
  LevelBuilder b(64, 48, 1);
  b.fill(0, kGroundRow, 64, 2);
  b.fill(44, 38, 8, 8);
  b.level().startX = 400;
  b.level().startY = kGround - 20;
  std::vector<Feature> f;
  f.push_back({"flat ground", 0, 1023, "y = 736", {floorAt(400, 736), floorAt(0, 736), floorAt(1023, 736)}});
  f.push_back({"wall block", 704, 831, "left face x = 704, right face x = 831, top y = 608",
               {wallAt(Dir::Right, 720, 690, 704), wallAt(Dir::Left, 720, 840, 831), floorAt(768, 608)}});
  return {"flat", std::move(b.level()), std::move(f)};
}

std::vector<std::string> checkProbes(const BuiltLevel& b) {
  std::vector<std::string> misses;
  for (const Feature& f : b.features) {
    for (const Probe& p : f.probes) {
      const Sees sees = p.dir == Dir::Down ? Sees::Top : Sees::Sides;
      const SensorResult r = castSensor(b.level, p.layer, p.dir, p.x, p.y, sees);
      const int step = (p.dir == Dir::Down || p.dir == Dir::Right) ? 1 : -1;
      const int along = (p.dir == Dir::Down || p.dir == Dir::Up) ? p.y : p.x;
      const int edge = along + step * (r.distance + 1);
      if (!r.found || edge != p.edge) {
        misses.push_back(b.name + ": " + f.name + ": " + dirName(p.dir) + " from (" + px(p.x) + ", " + px(p.y) +
                         ") on path " + px(p.layer) + " expected " + px(p.edge) + ", got " +
                         (r.found ? px(edge) : std::string("nothing")));
      }
    }
  }
  return misses;
}

}  // namespace solidtile::demo
