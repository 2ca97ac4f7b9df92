// Builds small levels for the player tests: rectangles of masks.
#pragma once

#include "mask_helpers.h"
#include "solidtile/level/level.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {

// Every profile, for the rules tested in each.
inline constexpr Profile kProfiles[] = {Profile::Guide, Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K};

struct LevelBuilder {
  Level level;
  int full;
  // Full blocks carry the flag, as in the original games: the player keeps its quadrant on them.
  explicit LevelBuilder(int w = 256, int h = 64, int layers = 1) : level(w, h, layers) {
    full = level.addMask(flat(16, kFlaggedAngle));
  }

  int add(const HeightMask& m) { return level.addMask(m); }
  void fill(int tx0, int ty0, int tx1, int ty1, int mask, Solidity s = Solidity::All, bool fx = false,
            bool fy = false, int layer = 0) {
    for (int ty = ty0; ty <= ty1; ++ty)
      for (int tx = tx0; tx <= tx1; ++tx) level.setTile(layer, tx, ty, Tile::make(mask, fx, fy, s));
  }
  // Full ground whose top row is pixel `surface` (a multiple of 16), across the level.
  void ground(int surface) { fill(0, surface / 16, level.width() - 1, level.height() - 1, full); }
};

// A level of full ground whose top row is pixel `surface`.
inline LevelBuilder groundAt(int surface) {
  LevelBuilder b;
  b.ground(surface);
  return b;
}

// The profile's config as `character` plays it (S&K's abilities by default).
inline PlayerConfig characterConfig(Character character, Profile p = Profile::Sonic3K) {
  PlayerConfig c = defaultPlayerConfig(p);
  applyCharacter(c, character);
  return c;
}

// A player standing on the ground at (x, y) pixels.
inline PlayerState standing(const PlayerConfig& cfg, int x, int y, Angle angle = 0) {
  PlayerState s = spawnPlayer(cfg, x, y);
  s.airborne = false;
  s.angle = angle;
  s.mode = modeForAngle(angle);
  return s;
}

inline int px(Sub v) { return v >> 8; }

}  // namespace solidtile::test
