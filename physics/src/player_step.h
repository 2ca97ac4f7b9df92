// Internal: the context one player step works in, shared by the ground and air parts.
//
// The step is a template on whether a record is kept: a run nobody inspects
// (a movie, a benchmark, `sim`) gets a step in which every record branch,
// cast index and phase mark is compiled away rather than tested each time
// (issue 15: that bookkeeping was a fifth of a step's instructions).
#pragma once

#include <algorithm>
#include <cstdint>

#include "solidtile/player.h"
#include "sensor_cast.h"

namespace solidtile::detail {

// Speeds live in 16-bit words on the Genesis; saturating keeps runaway
// inputs (endless slopes, huge levels) finite and free of overflow.
// A branch the predictor takes as never taken, not a pair of conditional
// moves: the speed then flows on at once instead of waiting for the compares
// (issue 15: gsp, xsp and ysp are on the chain from one frame's angle to the
// next, and two clamps cost about 4 cycles each on it).
inline Sub saturate(std::int64_t v) {
  if (__builtin_expect(static_cast<std::uint64_t>(v + 32768) > 65535u, 0)) return v < 0 ? -32768 : 32767;
  return static_cast<Sub>(v);
}

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

// Where the games' casts write a tile's angle: the buffer keeps the last solid tile read.
inline void keepAngle(Angle& buffer, const SensorHit& h) {
  if (h.solidVisits != 0) buffer = h.angle;
}

// The recording halves of a step (player.cpp): out of line, as only the
// debugger's one inspected frame runs them.
SensorHit castRecorded(StepRecord& rec, const CastView& view, const CastRules& rules, SensorId id, Dir dir,
                       std::int32_t x, std::int32_t y, Sees sees, int* index);
void markPhase(StepRecord& rec, Phase p, const PlayerState& s);
void recordEvent(StepRecord& rec, EventKind k, int a, int b);

// Where a step reads its config: the caller's, at run time (any config, the
// editor's edited ones too).
struct RuntimeConfig {
  const PlayerConfig& cfg;
};

// A built-in profile's config as constants: every rule tested and every
// number used folds into the step (issue 15: a runtime rule cost a load and
// a branch each). stepPlayer runs it only for a config equal to the
// profile's byte for byte, so its results are the runtime step's.
template <Profile P>
struct BuiltinConfig {
  static constexpr Profile profile = P;
  static constexpr PlayerConfig cfg = defaultPlayerConfig(P);
};

template <bool kRecord, class Config>
struct Step : Config {
  PlayerState& s;
  const Level& level;
  Input held;
  Input pressed;
  StepRecord* rec;  // set exactly when kRecord
  CastView view;    // the path's tiles, looked up once a step (no cast changes the path)

  std::int32_t px() const { return s.x >> 8; }
  std::int32_t py() const { return s.y >> 8; }
  std::int32_t sinA(Angle a) const { return sinHex(a, this->cfg.sine); }
  std::int32_t cosA(Angle a) const { return cosHex(a, this->cfg.sine); }
  bool flagged(Angle a) const { return this->cfg.oddAnglesAreFlagged ? (a & 1u) != 0 : a == kFlaggedAngle; }

  // Casts one sensor on the player's path, recording it; `index` gets its
  // record slot (left as the caller set it, -1, without a record). Inlined so
  // the direction folds and the cast is laid out where it is used.
  [[gnu::always_inline]] SensorHit cast(SensorId id, Dir dir, std::int32_t x, std::int32_t y, Sees sees, int* index = nullptr) {
    if constexpr (kRecord) {
      return castRecorded(*rec, view, this->cfg.cast, id, dir, x, y, sees, index);
    } else {
      (void)id;
      (void)index;
      return castAny<false>(view, dir, x, y, sees, this->cfg.cast);
    }
  }
  void use(int index, CastUse u) {
    if constexpr (kRecord) {
      if (index >= 0) rec->casts[index].use = u;
    }
  }
  void floorWinner(int index) {
    if constexpr (kRecord) rec->floorWinner = static_cast<std::int8_t>(index);
  }
  void event(EventKind k, int a = 0, int b = 0) {
    if constexpr (kRecord) recordEvent(*rec, k, a, b);
  }
  // Marks the end of a phase, when the caller asked for phases.
  void phase(Phase p) {
    if constexpr (kRecord) {
      if (rec->recordPhases) markPhase(*rec, p, s);
    }
  }

  void setRadii(bool rolled) {
    s.radiusX = static_cast<std::uint8_t>(rolled ? this->cfg.rollRadiusX : this->cfg.standRadiusX);
    s.radiusY = static_cast<std::uint8_t>(rolled ? this->cfg.rollRadiusY : this->cfg.standRadiusY);
  }
  Sub rollShift() const { return pixels(this->cfg.standRadiusY - this->cfg.rollRadiusY); }
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

template <class St>
void groundStep(St& st);
template <class St>
void airStep(St& st);

// Instantiates a step part (player_ground.cpp, player_air.cpp) for every kind
// of step: with and without a record, on the caller's config or a built-in one.
#define SOLIDTILE_EACH_STEP_KIND(part)                                       \
  template void part(Step<false, RuntimeConfig>&);                           \
  template void part(Step<true, RuntimeConfig>&);                            \
  template void part(Step<false, BuiltinConfig<Profile::Guide>>&);           \
  template void part(Step<true, BuiltinConfig<Profile::Guide>>&);            \
  template void part(Step<false, BuiltinConfig<Profile::Sonic1>>&);          \
  template void part(Step<true, BuiltinConfig<Profile::Sonic1>>&);           \
  template void part(Step<false, BuiltinConfig<Profile::Sonic2>>&);          \
  template void part(Step<true, BuiltinConfig<Profile::Sonic2>>&);           \
  template void part(Step<false, BuiltinConfig<Profile::Sonic3K>>&);         \
  template void part(Step<true, BuiltinConfig<Profile::Sonic3K>>&);

}  // namespace solidtile::detail

#include "player_shared.h"
