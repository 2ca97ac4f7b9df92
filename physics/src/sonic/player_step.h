// Internal: the context one player step works in, shared by the ground and air parts.
//
// The step is a template on whether a record is kept: a run nobody inspects
// (a movie, a benchmark, `sim`) gets a step in which every record branch,
// cast index and phase mark is compiled away rather than tested each time
// (issue 15: that bookkeeping was a fifth of a step's instructions).
#pragma once

#include <algorithm>
#include <cstdint>

#include "solidtile/sonic/player.h"
#include "sensor_cast.h"

// The step's parts are flattened (every call inlined) so a built-in profile's
// constants fold through the whole frame. Under AddressSanitizer the flattened
// copies, 22 per part, took minutes a file to instrument and checked nothing
// more: the same code runs through calls there.
#if defined(__SANITIZE_ADDRESS__)
#define SOLIDTILE_FLATTEN
#else
#define SOLIDTILE_FLATTEN [[gnu::flatten]]
#endif

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

// One bounds check a frame (issue 15). A built-in profile's step without a
// record first asks whether every tile any cast of the frame can read lies in
// the level; if so its casts read without testing each tile's bounds. The
// margin, per axis, from the pixel the frame starts at:
// - 128 px: the frame's one move adds xsp and ysp, at most $8000 each (the
//   start's are checked below; the step's own are saturated, and air control
//   keeps a speed or caps it at top). The level bound only snaps x back to
//   between the start and the moved position (the start being inside the
//   bounds and over 128 px from 0, the unsigned bound never wraps).
// - 32 px: in the air, after the move, a push-out (x) or a ceiling (y) moves
//   the player at most the deepest overlap a cast reports (-1 - 15 - 16), and
//   the two push-outs push opposite ways. On the ground only the roll shift
//   moves the player before a cast. Snaps, landings and attaching come after
//   their frame's last cast.
// - the reach: a cast's anchor is at most the largest radius, push reach or
//   wall offset from the player (the state's radii are checked against it).
// - 16 px: a cast reads its anchor's tile and the next one along either way.
// An edited config (RuntimeConfig) always runs the checked step: its numbers
// are unbounded (a top above $8000, a negative acceleration), and it is not
// the path a speed-minded run takes.
constexpr int castReach(const PlayerConfig& c) {
  const auto abs = [](int v) { return v < 0 ? -v : v; };
  return std::max({c.standRadiusX, c.standRadiusY, c.rollRadiusX, c.rollRadiusY, c.pushRadius,
                   abs(c.groundWallYOffset) + abs(c.groundWallFlatExtraY),
                   6 /* Sonic 2's balance looks 6 px back */});
}
constexpr int insideMargin(const PlayerConfig& c) {
  const int rollShift = c.standRadiusY - c.rollRadiusY;
  return 128 + std::max({32, rollShift, -rollShift}) + castReach(c) + kTileSize;
}

// Whether a frame of built-in profile `Config` from `s` reads only tiles of the level.
template <class Config>
bool readsOnlyInside(const PlayerState& s, const CastView& v) {
  constexpr int reach = castReach(Config::cfg), m = insideMargin(Config::cfg);
  static_assert(m >= 128 && m >= Config::cfg.levelSideMargin, "the level bound's argument above needs both");
  const std::int32_t px = s.x >> 8, py = s.y >> 8;
  const std::int32_t w = static_cast<std::int32_t>(v.width) * kTileSize;
  const std::int32_t h = static_cast<std::int32_t>(v.height) * kTileSize;
  // Both speeds in -$8000..$7FFF: one test of the high halves.
  const bool slow = ((static_cast<std::uint32_t>(s.xsp) + 0x8000u) | (static_cast<std::uint32_t>(s.ysp) + 0x8000u)) < 0x10000u;
  return px >= m && px < w - m && py >= m && py < h - m && slow && s.radiusX <= reach && s.radiusY <= reach;
}

template <class Config>
inline constexpr bool kBuiltin = requires { Config::profile; };

// kObjects false: a step that can meet no level object (the profile passes
// through them or the level has none, and the player stands on none), so the
// standing tests and the objects' routines compile away (issue 26: on a level
// without objects they cost up to 28 instructions a frame).
template <bool kRecord, class Config, bool kInside = false, bool kObjects = true>
struct Step : Config {
  static_assert(!kInside || (!kRecord && kBuiltin<Config>), "only a built-in profile's step without a record checks once");
  static_assert(kObjects || !kRecord, "a recorded step keeps the objects");
  static constexpr bool objects = kObjects;
  static constexpr bool recording = kRecord;
  PlayerState& s;
  const Level& level;
  Input held;
  Input pressed;
  StepRecord* rec;  // set exactly when kRecord
  CastView view;    // the path's tiles, looked up once a step (no cast changes the path)
  ObjectSlots slots;  // the objects' state (object_state.h); shorter than the level's slots: theirs stay as they are

  // Whether the player stands on a level object (its floor sensors are not cast).
  bool onObject() const {
    if constexpr (kObjects) {
      return s.standingOn >= 0;
    } else {
      return false;
    }
  }
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
      return castAny<false, kInside>(view, dir, x, y, sees, this->cfg.cast);
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
// Sonic_Floor / Sonic_DoLevelCollision: the airborne collision alone (player_air.cpp).
template <class St>
void airCollision(St& st);
// Sonic_Hurt (hurt.cpp).
template <class St>
void hurtStep(St& st);

// Instantiates a step part (player_ground.cpp, player_air.cpp) for every kind
// of step: with and without a record, on the caller's config or a built-in one.
#define SOLIDTILE_EACH_STEP_KIND(part)                                       \
  template void part(Step<false, RuntimeConfig>&);                           \
  template void part(Step<true, RuntimeConfig>&);                            \
  SOLIDTILE_BUILTIN_STEP_KINDS(part, Profile::Guide)                         \
  SOLIDTILE_BUILTIN_STEP_KINDS(part, Profile::Sonic1)                        \
  SOLIDTILE_BUILTIN_STEP_KINDS(part, Profile::Sonic2)                        \
  SOLIDTILE_BUILTIN_STEP_KINDS(part, Profile::Sonic3K)
// A built-in profile's steps: with a record, and without one checked per read or once a frame.
// Each step without a record also comes without the objects.
#define SOLIDTILE_BUILTIN_STEP_KINDS(part, P)                      \
  template void part(Step<false, BuiltinConfig<P>>&);              \
  template void part(Step<false, BuiltinConfig<P>, true>&);        \
  template void part(Step<false, BuiltinConfig<P>, false, false>&); \
  template void part(Step<false, BuiltinConfig<P>, true, false>&);  \
  template void part(Step<true, BuiltinConfig<P>>&);

}  // namespace solidtile::detail
