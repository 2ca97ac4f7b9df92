// Small levels with objects for the Sonic player's solid-object tests.
#pragma once

#include <utility>
#include <vector>

#include "level_builder.h"
#include "solidtile/level/objects.h"

namespace solidtile::test {

inline SolidObject box(int x, int y, int w, int h, bool topOnly = false) {
  SolidObject o;
  o.w = w;
  o.h = h;
  o.path = {{x, y}};
  o.topOnly = topOnly;
  return o;
}

inline SolidObject mover(Waypoint a, Waypoint b, int w, int h, Sub speed, bool topOnly) {
  SolidObject o = box(a.x, a.y, w, h, topOnly);
  o.path.push_back(b);
  o.speed = speed;
  return o;
}

// A level with ground at y 448 and the given objects.
inline Level levelWith(std::vector<SolidObject> objects) {
  LevelBuilder b(64, 32);
  b.ground(448);
  b.level.objects.assign(std::move(objects));
  return b.level;
}

// levelWith a far block first, so the given objects start at index 1 (an
// event naming index 1 names the first of them).
inline Level levelAfterFarBlock(std::vector<SolidObject> objects) {
  std::vector<SolidObject> all{box(900, 300, 16, 16)};
  for (SolidObject& o : objects) all.push_back(std::move(o));
  return levelWith(std::move(all));
}

// A Sonic player standing on levelWith's ground (top 448) at x with ground
// speed gsp, his x speed the same, facing his way.
inline PlayerState groundRunner(const PlayerConfig& cfg, int x, Sub gsp) {
  PlayerState s = spawnPlayer(cfg, x, 448 - cfg.standRadiusY - 1);
  s.airborne = false;
  s.mode = Mode::Floor;
  s.angle = 0;
  s.gsp = s.xsp = gsp;
  s.ysp = 0;
  s.facingLeft = gsp < 0;
  return s;
}

inline void run(PlayerState& s, const Level& l, int frames, Input in = 0,
                const PlayerConfig& cfg = defaultPlayerConfig(Profile::Sonic1)) {
  for (int i = 0; i < frames; ++i) stepPlayer(s, l, cfg, in);
}

}  // namespace solidtile::test
