// data/levels/objects_demo.json: the Sonic player among the level's objects
// (issue 26), left to right on one ground line: a box to push against and
// stand on, a top-only platform to jump up through, a pit crossed on a
// platform moving right and back, and a lift to a shelf. The right half is
// flat ground kept free for the object kinds still to come (springs, sloped
// objects): add them there so the golden movie's first part stays as it is.
#include "demo_levels.h"
#include "solidtile/level/shapes.h"

namespace solidtile::demo {
namespace {

constexpr int T = kTileSize;
constexpr int kWidth = 160, kHeight = 30;
constexpr int kGroundRow = 25;  // surface y = 400
constexpr int kGround = kGroundRow * T;
constexpr int kPitFloorRow = 29;

Probe floorAt(int x, int surface) { return {Dir::Down, x, surface - 8, surface, 0}; }

SolidObject object(int w, int h, std::vector<Waypoint> path, Sub speed, int wait, bool topOnly) {
  SolidObject o;
  o.w = w;
  o.h = h;
  o.path = std::move(path);
  o.speed = speed;
  o.wait = wait;
  o.topOnly = topOnly;
  return o;
}

}  // namespace

BuiltLevel buildObjectsDemo() {
  LevelBuilder b(kWidth, kHeight, 1);
  std::vector<Feature> f;
  b.fill(0, kGroundRow, kWidth, kHeight - kGroundRow, kLayer0);
  b.fill(0, 0, 1, kGroundRow, kLayer0);  // walls at both ends
  b.fill(kWidth - 1, 0, 1, kGroundRow, kLayer0);
  f.push_back({"start, flat ground", 16, 255, "y = 400", {floorAt(64, kGround)}});

  // A solid box on the ground: walked into (the push), jumped onto.
  b.level().objects.push_back(object(32, 32, {{256, kGround - 32}}, 0, 0, false));
  f.push_back({"solid box (object 0)", 256, 287, "top y = 368; sides x = 256, 287", {}});

  // A top-only platform 48 px up: jumped up through from below, stood on.
  b.level().objects.push_back(object(64, 16, {{448, kGround - 48}}, 0, 0, true));
  f.push_back({"top-only platform (object 1)", 448, 511, "top y = 352", {}});

  // A pit crossed on a top-only platform moving right and back at 1 px a frame.
  b.clear(36, kGroundRow, 16, kPitFloorRow - kGroundRow, kLayer0);
  b.level().objects.push_back(object(48, 16, {{36 * T, kGround}, {52 * T - 48, kGround}}, 256, 60, true));
  f.push_back({"pit with a moving platform (object 2)", 576, 831,
               "pit floor y = 464; platform top y = 400, x 576..784 and back, 1 px/frame, waits 60 frames", {}});

  // A solid lift from the ground to a shelf, half a pixel a frame.
  b.level().objects.push_back(object(32, 16, {{60 * T, kGround - 16}, {60 * T, 15 * T}}, 128, 150, false));
  b.fill(62, 15, 6, 10, kLayer0);
  f.push_back({"lift to a shelf (object 3)", 960, 1087, "lift x = 960..991 from y = 384 to 240, 0.5 px/frame, waits 150 frames; shelf y = 240",
               {floorAt(1040, 15 * T)}});

  f.push_back({"flat ground kept for springs and sloped objects", 1088, 2543, "y = 400", {floorAt(1600, kGround)}});
  Level level = std::move(b.level());
  level.startX = 64;
  level.startY = kGround - 20;
  return {"objects_demo", std::move(level), std::move(f)};
}

}  // namespace solidtile::demo
