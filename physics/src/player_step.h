// Internal: the context one player step works in, shared by the ground and air parts.
#pragma once

#include <algorithm>
#include <cstdint>

#include "solidtile/player.h"
#include "sensor_cast.h"

namespace solidtile::detail {

// Speeds live in 16-bit words on the Genesis; saturating keeps runaway
// inputs (endless slopes, huge levels) finite and free of overflow.
inline Sub saturate(std::int64_t v) { return static_cast<Sub>(std::clamp<std::int64_t>(v, -32768, 32767)); }

// (a + $20) & $C0: the plain quadrant Sonic 1 tests in many places.
inline Angle plainQuadrant(Angle a) { return static_cast<Angle>((a + 0x20) & 0xC0); }

// What Sonic_AnglePos puts in both angle buffers before casting: a sensor that
// reads no solid tile leaves it there.
inline constexpr Angle kNoFloorAngle = 3;

// One step of input acceleration toward `dir` (-1 or +1), capped at top.
// Sonic 1 snaps anything at or past top back to top; the guide leaves a speed
// already above top alone.
inline Sub accelerate(Sub v, int dir, Sub acc, Sub top, bool capAboveTop) {
  const Sub speed = dir * v;
  if (!capAboveTop && speed >= top) return v;
  const Sub next = speed + acc;
  return dir * (next >= top ? top : next);
}

struct Step {
  PlayerState& s;
  const Level& level;
  const PlayerConfig& cfg;
  Input held;
  Input pressed;
  StepRecord* rec;
  CastView view;  // the path's tiles, looked up once a step (no cast changes the path)

  std::int32_t px() const { return s.x >> 8; }
  std::int32_t py() const { return s.y >> 8; }
  std::int32_t sinA(Angle a) const { return sinHex(a, cfg.sine); }
  std::int32_t cosA(Angle a) const { return cosHex(a, cfg.sine); }
  bool flagged(Angle a) const { return cfg.oddAnglesAreFlagged ? (a & 1u) != 0 : a == kFlaggedAngle; }

  // Casts one sensor on the player's path, recording it; `index` gets its record slot or -1.
  SensorHit cast(SensorId id, Dir dir, std::int32_t x, std::int32_t y, Sees sees, int* index = nullptr) {
    if (index) *index = -1;
    if (!rec) return castAny<false>(view, dir, x, y, sees, cfg.cast);
    return castRecorded(id, dir, x, y, sees, index);
  }
  SensorHit castRecorded(SensorId id, Dir dir, std::int32_t x, std::int32_t y, Sees sees, int* index);
  // Where the games' casts write a tile's angle: the buffer keeps the last solid tile read.
  static void keepAngle(Angle& buffer, const SensorHit& h) {
    if (h.solidVisits != 0) buffer = h.angle;
  }
  void use(int index, CastUse u) {
    if (rec && index >= 0) rec->casts[index].use = u;
  }
  void event(EventKind k, int a = 0, int b = 0);
  // Marks the end of a phase; a branch and nothing more unless the caller asked for phases.
  void phase(Phase p) {
    if (rec && rec->recordPhases) markPhase(p);
  }
  void markPhase(Phase p);

  void setRadii(bool rolled) {
    s.radiusX = static_cast<std::uint8_t>(rolled ? cfg.rollRadiusX : cfg.standRadiusX);
    s.radiusY = static_cast<std::uint8_t>(rolled ? cfg.rollRadiusY : cfg.standRadiusY);
  }
  Sub rollShift() const { return pixels(cfg.standRadiusY - cfg.rollRadiusY); }
};

// A pair of casts (A/B or C/D) and which one the player takes.
struct PairResult {
  std::int32_t near = 0;  // the nearer distance (the first of the pair wins ties)
  std::int32_t far = 0;
  Angle angle = 0;
  bool nearFound = false;
  int nearIndex = -1, farIndex = -1;
  SensorHit first, second;  // B and A (or D and C) as cast
};

// Sonic 1's stand-alone helpers, named after it.
void velocityFromGroundSpeed(Step& st);
void levelBound(Step& st);
void resetOnFloor(Step& st);
// Sonic 2's Obj03_MainX and Obj03_MainY, for the level's path switchers.
void switchPaths(Step& st, Sub oldX, Sub oldY);
// Sonic_Loops: the path inside and outside the level's loop regions (player_loops.cpp).
void loopPaths(Step& st);
// Floor pair at the feet for the current mode's orientation; `first` is B, `second` A.
PairResult castFloorPair(Step& st, Mode mode);
// C and D above the head.
PairResult castCeilingPair(Step& st);

void groundStep(Step& st);
void airStep(Step& st);

}  // namespace solidtile::detail
