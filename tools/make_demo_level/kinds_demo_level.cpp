// data/levels/kinds_demo.json: the object kinds of level format 6 for the
// Sonic player (issue 26), in the order kinds_tour.txt meets them on one
// ground line: a solid sloped ramp to jump onto and run up, a top-only sloped
// hill to run over, a yellow up spring that throws the player onto a high
// top-only platform, a sideways spring under the platform's end that sends
// him right, and spikes pointing at him. Small, so the golden runs stay quick.
#include "demo_levels.h"
#include "solidtile/level/shapes.h"

namespace solidtile::demo {
namespace {

constexpr int T = kTileSize;
constexpr int kWidth = 64, kHeight = 30;
constexpr int kGroundRow = 25;  // surface y = 400
constexpr int kGround = kGroundRow * T;

SolidObject at(int x, int y, int w, int h) {
  SolidObject o;
  o.w = w;
  o.h = h;
  o.path = {{x, y}};
  return o;
}

SolidObject ofKind(SolidObject o, ObjectKind kind, ObjectDir dir, Sub springSpeed = SpringSpeed::kRed) {
  o.kind = kind;
  o.dir = dir;
  if (kind == ObjectKind::Spring) o.springSpeed = springSpeed;
  return o;
}

// One height per 2 px column (objects.h), from `from` to `to` in equal steps.
std::vector<std::uint8_t> incline(int columns, int from, int to) {
  std::vector<std::uint8_t> h;
  for (int c = 0; c < columns; ++c) h.push_back(static_cast<std::uint8_t>(from + (to - from) * c / (columns - 1)));
  return h;
}

}  // namespace

BuiltLevel buildKindsDemo() {
  LevelBuilder b(kWidth, kHeight, 1);
  std::vector<Feature> f;
  b.fill(0, kGroundRow, kWidth, kHeight - kGroundRow, kLayer0);
  b.fill(0, 0, 1, kGroundRow, kLayer0);  // walls at both ends
  b.fill(kWidth - 1, 0, 1, kGroundRow, kLayer0);
  f.push_back({"start, flat ground", 16, 159, "y = 400", {{Dir::Down, 64, kGround - 8, kGround, 0}}});
  ObjectList& objects = b.level().objects;

  // A solid ramp rising from 8 to 24 px above the ground, its high end a step down.
  SolidObject ramp = at(160, kGround - 24, 64, 24);
  ramp.slope = incline(32, 8, 24);
  objects.push_back(ramp);
  f.push_back({"solid sloped ramp (object 0)", 160, 223, "top y = 392 at the left rising to 376 at the right", {}});

  // A top-only hill on the ground, 4 px high at both ends and 16 in the middle.
  SolidObject hill = at(288, kGround - 16, 64, 16);
  hill.topOnly = true;
  hill.slope = incline(13, 4, 16);
  const std::vector<std::uint8_t> down = incline(13, 16, 4);
  hill.slope.insert(hill.slope.end(), 6, 16);
  hill.slope.insert(hill.slope.end(), down.begin(), down.end());
  objects.push_back(hill);
  f.push_back({"top-only sloped hill (object 1)", 288, 351, "top y = 396 at both ends, 384 in the middle", {}});

  // A yellow up spring, then a top-only platform 160 px up that its launch reaches.
  objects.push_back(ofKind(at(420, kGround - 16, 32, 16), ObjectKind::Spring, ObjectDir::Up, SpringSpeed::kYellow));
  f.push_back({"yellow up spring (object 2)", 420, 451, "top y = 384, launches at $A00", {}});
  SolidObject platform = at(480, kGround - 160, 96, 16);
  platform.topOnly = true;
  objects.push_back(platform);
  f.push_back({"top-only platform (object 3)", 480, 575, "top y = 240", {}});

  // A red spring facing right under the platform's right end, then spikes pointing left.
  objects.push_back(ofKind(at(560, kGround - 32, 16, 32), ObjectKind::Spring, ObjectDir::Right));
  f.push_back({"red spring facing right (object 4)", 560, 575, "face x = 575, launches right at $1000", {}});
  objects.push_back(ofKind(at(760, kGround - 32, 16, 32), ObjectKind::Spikes, ObjectDir::Left));
  f.push_back({"spikes pointing left (object 5)", 760, 775, "points at x = 760, top y = 368", {}});
  f.push_back({"flat ground to the right wall", 776, 1007, "y = 400", {{Dir::Down, 900, kGround - 8, kGround, 0}}});

  Level level = std::move(b.level());
  level.startX = 64;
  level.startY = kGround - 20;
  return {"kinds_demo", std::move(level), std::move(f)};
}

}  // namespace solidtile::demo
