// Issue 26's "64 objects near the player": a flat arena with 64 objects of
// the shipped objects tour's kinds and motions (objects_demo.json: a solid
// box, static and moving top-only platforms, a lift; here also sliding
// blocks, high shelves and blocks in the ground), all within a screen of
// the player, and a movie that runs and jumps among them: he pushes, lands
// on, rides and jumps off them, and passes under and over the rest. The
// player stays within 160 px of the arena's middle, the objects within
// 200 px of it, so nearly all of them are on his screen (320x224 around
// him) on every frame. crowdStats counts what the run does, for the docs.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <utility>
#include <vector>

#include "solidtile/input.h"
#include "solidtile/level.h"
#include "solidtile/sonic/player.h"

namespace solidtile::bench {

inline constexpr int kCrowdMiddle = 768;  // x of the arena's middle
inline constexpr int kCrowdGround = 384;  // y of the ground's top

// The arena, with `count` objects (0 or 64): the same tiles either way.
// 48 tiles tall, so the ground is 384 px above the level's bottom, past
// every profile's readsOnlyInside margin (195 px): both runs take the
// bounds-free step, as on an act whose ground is not at its bottom edge.
inline Level crowdLevel(int count) {
  Level l(96, 48, 1);
  HeightMask::Heights full{};
  full.fill(16);
  const int mask = l.addMask(*HeightMask::fromHeights(full, 0));
  for (int tx = 0; tx < 96; ++tx)
    for (int ty = kCrowdGround / 16; ty < 48; ++ty) l.setTile(0, tx, ty, Tile::make(mask, false, false, Solidity::All));
  // Walls 150 px either side of the middle keep him among the objects.
  for (int ty = 0; ty < kCrowdGround / 16; ++ty) {
    l.setTile(0, (kCrowdMiddle - 150) / 16 - 1, ty, Tile::make(mask, false, false, Solidity::All));
    l.setTile(0, (kCrowdMiddle + 150) / 16, ty, Tile::make(mask, false, false, Solidity::All));
  }
  l.startX = kCrowdMiddle;
  l.startY = kCrowdGround - 20;
  if (count == 0) return l;
  const int m = kCrowdMiddle, g = kCrowdGround;
  std::vector<SolidObject> objects;
  const auto add = [&](int w, int h, Waypoint a, bool topOnly, Waypoint b = {}, Sub speed = 0, int wait = 0) {
    SolidObject o;
    o.w = w;
    o.h = h;
    o.path = {a};
    if (speed != 0) {
      o.path.push_back(b);
      o.speed = speed;
      o.wait = wait;
    }
    o.topOnly = topOnly;
    objects.push_back(std::move(o));
  };
  // The objects tour's four: a solid box on the ground, a static top-only
  // platform, one moving across, a lift.
  add(32, 32, {m + 96, g - 32}, false);
  add(64, 16, {m - 88, g - 56}, true);
  add(48, 16, {m - 150, g - 40}, true, {m + 40, g - 40}, 0x100, 60);
  add(32, 16, {m + 120, g - 16}, false, {m + 120, g - 72}, 0x80, 150);
  // 12 top-only platforms at jumping height, every third moving across
  // (solid ones there would close on him standing on a lower one).
  for (int k = 0; k < 12; ++k) {
    const int x = m - 150 + 26 * k, y = g - 56 - 8 * (k % 4);
    if (k % 3 == 1)
      add(48, 16, {x, y}, true, {x + 96, y}, 0x80 + 0x20 * (k % 4), 30);
    else
      add(48, 16, {x, y}, true);
  }
  // 16 shelves at the top of his screen, above his jumps from the ground
  // (he bumps the solid ones and lands on the others jumping from a
  // platform; none low enough to close on him standing on one).
  for (int k = 0; k < 16; ++k) add(40, 16, {m - 160 + 20 * k, g - 138}, k % 2 == 0);
  // 8 top-only blocks sliding up and down among the platforms.
  for (int k = 0; k < 8; ++k) {
    const int x = m - 150 + 40 * k;
    add(32, 16, {x, g - 80}, true, {x, g - 30}, 0x60 + 0x10 * k, 20);
  }
  // 16 blocks in the ground under his feet (the routines test them as he
  // runs over them), half of them sliding along.
  for (int k = 0; k < 16; ++k) {
    const int x = m - 160 + 20 * k;
    if (k % 2)
      add(32, 16, {x, g + 16}, k % 4 == 1, {x + 64, g + 16}, 0x100, 0);
    else
      add(32, 16, {x, g + 8 + 8 * (k % 4)}, k % 4 == 0);
  }
  // 8 low top-only steps on the ground, which he runs through and lands on from jumps.
  for (int k = 0; k < 8; ++k) add(24, 12, {m - 150 + 40 * k, g - 12}, true);
  if (objects.size() != 64) std::abort();
  l.objects.assign(std::move(objects));
  return l;
}

// Runs and jumps both ways among them, about the middle (one pass of it,
// then the player starts again where the level starts).
inline const std::vector<Input>& crowdMovie() {
  static const std::vector<Input> frames = [] {
    using namespace input;
    const std::pair<int, Input> script[] = {
        {40, kLeft},  {20, 0},  {30, kRight}, {14, kRight | kJump}, {20, kRight}, {20, 0},  {40, kLeft},  {14, kLeft | kJump},
        {30, kLeft},  {20, 0},              {30, kRight}, {12, kJump}, {20, kRight}, {20, 0},
        {30, kLeft},  {16, kLeft | kJump},  {10, kLeft},  {30, kRight}, {14, kRight | kJump}, {10, kRight},
        {20, 0},      {36, kLeft},          {14, kLeft | kJump}, {20, 0}, {30, kRight}, {16, kJump},
        {20, 0},
    };
    std::vector<Input> v;
    for (const auto& [n, in] : script) v.insert(v.end(), static_cast<std::size_t>(n), in);
    return v;
  }();
  return frames;
}

struct CrowdStats {
  double onScreen = 0;                      // objects within 320x224 around him, a frame
  double pushing = 0, standing = 0, air = 0;  // fractions of the frames
  int minX = 1 << 30, maxX = -(1 << 30);    // his x over the pass
};

// One pass of the movie (the benchmark repeats it), counted.
inline CrowdStats crowdStats(const Level& level, Profile profile) {
  const PlayerConfig cfg = defaultPlayerConfig(profile);
  PlayerState s = spawnPlayer(cfg, level.startX, level.startY);
  CrowdStats c;
  const std::vector<Input>& movie = crowdMovie();
  for (const Input in : movie) {
    stepPlayer(s, level, cfg, in);
    const int px = s.x >> 8, py = s.y >> 8;
    const ObjectBounds screen{px - 160, py - 112, px + 160, py + 112};
    for (std::size_t i = 0; i < level.objects.size(); ++i) {
      const ObjectPos p = level.objects.position(i, s.frame);
      const SolidObject& o = level.objects[i];
      const ObjectBounds b{p.x >> 8, p.y >> 8, (p.x >> 8) + o.w - 1, (p.y >> 8) + o.h - 1};
      c.onScreen += b.meets(screen);
    }
    c.pushing += s.pushing;
    c.standing += s.standingOn >= 0;
    c.air += s.airborne;
    c.minX = std::min(c.minX, px);
    c.maxX = std::max(c.maxX, px);
  }
  const double n = static_cast<double>(movie.size());
  c.onScreen /= n;
  c.pushing /= n;
  c.standing /= n;
  c.air /= n;
  return c;
}

}  // namespace solidtile::bench
