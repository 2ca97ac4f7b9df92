// Internal: the parts of a step both the ground and the air run (Sonic 1's
// stand-alone helpers, named after it), inline so that each step's
// instantiation folds them in.
#pragma once

#include "player_step.h"
#include "shield_moves.h"

namespace solidtile::detail {

template <class St>
void velocityFromGroundSpeed(St& st) {
  PlayerState& s = st.s;
  s.xsp = saturate((static_cast<std::int64_t>(s.gsp) * st.cosA(s.angle)) >> 8);
  s.ysp = saturate((static_cast<std::int64_t>(s.gsp) * st.sinA(s.angle)) >> 8);
}

template <class St>
void levelBound(St& st) {
  PlayerState& s = st.s;
  const std::int32_t next = (s.x + s.xsp) >> 8;
  const std::int32_t left = st.cfg.levelSideMargin;
  const std::int32_t right = st.level.widthPixels() - st.cfg.levelSideMargin;
  const std::int32_t atEdge = st.cfg.levelBoundStopsAtRightEdge ? 0 : 1;
  // Compared unsigned, a next x below 0 is past the right bound, not the left.
  const bool pastLeft = st.cfg.levelBoundUnsigned ? static_cast<std::uint32_t>(next) < static_cast<std::uint32_t>(left)
                                                  : next < left;
  const bool pastRight = st.cfg.levelBoundUnsigned
                             ? static_cast<std::uint32_t>(next) >= static_cast<std::uint32_t>(right + atEdge)
                             : next >= right + atEdge;
  if (pastLeft || pastRight) {
    s.x = pixels(pastLeft ? left : right);
    s.xsp = 0;
    s.gsp = 0;
  }
  if (st.py() > st.level.heightPixels() + st.cfg.fallOutMargin) {
    s.outOfLevel = true;
    s.ended = RunEnd::Fell;
    st.event(EventKind::FellOutOfLevel);
  }
}

// The level bounds, then the frame's move by xsp and ysp; false when the
// player fell out of the level (the step does nothing more).
template <class St>
bool boundAndMove(St& st) {
  PlayerState& s = st.s;
  levelBound(st);
  st.phase(Phase::LevelBounds);
  if (s.outOfLevel) return false;
  s.x += s.xsp;
  s.y += s.ysp;
  st.phase(Phase::Move);
  return true;
}

// The flashing a hit or a hurt landing starts, within the state's counter.
inline std::uint16_t invulnerableFrames(const PlayerConfig& c) {
  return static_cast<std::uint16_t>(c.invulnerableFrames < 0 ? 0 : c.invulnerableFrames > 0xFFFF ? 0xFFFF : c.invulnerableFrames);
}

// Player_TouchFloor; `bounce` false where the caller bounces after it sets
// the landing speeds (land(), player_air.cpp).
template <class St>
void resetOnFloor(St& st, bool landed = true, bool bounce = true) {
  PlayerState& s = st.s;
  // Only a profile with shield moves sets the flag (the built-in steps drop this).
  bool bubble = false;
  if (st.cfg.shieldMoves && s.shieldMove != 0) {
    bubble = bounce && s.shield == static_cast<std::uint8_t>(Shield::Bubble);
    s.shieldMove = 0;
  }
  if (s.move != Move::None) {
    // Knux_TouchFloor, Tails_TouchFloor: the ability ends and the standing size comes back.
    s.move = Move::None;
    st.setRadii(false);
  }
  s.pushing = false;
  s.airborne = false;
  s.rollJumping = false;
  if (s.rolling) {
    s.rolling = false;
    const Sub shift = st.cfg.landingUnrollByRadius ? pixels(st.cfg.standRadiusY - s.radiusY) : st.rollShift();
    st.setRadii(false);
    // Sonic & Knuckles shifts away from the surface: downward on walls and ceilings ($40..$BF).
    const bool upsideDown = st.cfg.landingUnrollFollowsAngle && static_cast<Angle>(s.angle + 0x40) >= 0x80;
    s.y += upsideDown ? shift : -shift;
  }
  s.jumping = false;
  s.ducking = false;
  if (landed) st.event(EventKind::Landed);
  if (bubble) bubbleBounce(st);
}

// Sonic_ChgJumpDir's control: left and right accelerate in the air, unless a roll-jump locks them.
template <class St>
void airControl(St& st) {
  PlayerState& s = st.s;
  const PlayerConfig& cfg = st.cfg;
  if (s.rollJumping && cfg.rollJumpLocksAirControl) return;
  if (st.held & input::kLeft) {
    s.facingLeft = true;
    s.xsp = accelerate(s.xsp, -1, cfg.airAcc, cfg.top, cfg.airCapSpeedAboveTop);
  }
  if (st.held & input::kRight) {
    s.facingLeft = false;
    s.xsp = accelerate(s.xsp, +1, cfg.airAcc, cfg.top, cfg.airCapSpeedAboveTop);
  }
}

// Air drag while rising slowly: xsp loses 1/32 (floor division, as an arithmetic shift).
template <class St>
void airDrag(St& st) {
  PlayerState& s = st.s;
  if (s.ysp < 0 && s.ysp >= -st.cfg.jumpRelease) s.xsp -= s.xsp >> 5;
}

// Sonic_JumpAngle: in the air the angle returns to 0 by `step` a frame.
inline Angle returnToLevel(Angle a, int step) {
  if (a == 0) return 0;
  if (a < 0x80) return a > step ? static_cast<Angle>(a - step) : 0;
  return a + step > 0xFF ? 0 : static_cast<Angle>(a + step);
}

// A push sensor at the player's Y; negative distance means overlapping.
template <class St>
SensorHit push(St& st, bool right, int* index) {
  const std::int32_t reach = st.cfg.pushRadius;
  const SensorHit h = right ? st.cast(SensorId::PushRight, Dir::Right, st.px() + reach, st.py(), Sees::Sides, index)
                            : st.cast(SensorId::PushLeft, Dir::Left, st.px() - reach, st.py(), Sees::Sides, index);
  keepAngle(st.s.angleBuffer, h);  // both wall casts use the first buffer
  return h;
}

// Sonic 2's Obj03_MainX and Obj03_MainY for a move that may have crossed a
// switcher line: the scan of the list, out of line, as few frames need it.
template <class St>
[[gnu::noinline]] void crossSwitchers(St& st, std::int32_t oldPx, std::int32_t oldPy) {
  PlayerState& s = st.s;
  // A switcher is crossed when the centre's column (row, for a horizontal
  // one) goes from line - 1 or less to line or more, or back: it lies in
  // (lo, hi], which one unsigned compare tests before anything else of it is read.
  const std::int32_t before[2] = {oldPx, oldPy};
  const std::int32_t after[2] = {st.px(), st.py()};
  std::int32_t lo[2], along[2] = {st.py(), st.px()};
  std::uint32_t span[2];
  for (int a = 0; a < 2; ++a) {
    lo[a] = std::min(before[a], after[a]);
    span[a] = static_cast<std::uint32_t>(std::max(before[a], after[a]) - lo[a]);
  }
  for (const PathSwitcher& sw : st.level.switchers) {
    const int a = sw.horizontal ? 1 : 0;
    if (static_cast<std::uint32_t>(sw.x) - static_cast<std::uint32_t>(lo[a]) - 1u >= span[a]) continue;
    if (sw.groundOnly && s.airborne) continue;
    if (along[a] < sw.top || along[a] > sw.bottom) continue;
    const std::uint8_t to = after[a] > before[a] ? sw.rightPath : sw.leftPath;
    if (to != s.path && to < LevelLimits::kMaxLayers) {
      st.event(EventKind::PathSwitched, s.path, to);
      s.path = to;
    }
  }
}

// Whether a move along one axis from `from` to `to` may cross one of the
// list's lines of that axis.
inline bool mayCrossAxis(const PathSwitcherList& list, int axis, std::int32_t from, std::int32_t to) {
  if (from == to) return false;
  const std::int32_t lo = std::min(from, to);
  return list.mayCross(axis, lo, static_cast<std::uint32_t>(std::max(from, to) - lo));
}

// The level's path switchers, after the frame's move. Most moves cross no
// line's bucket (path_switchers.h), and then the list is never read.
template <class St>
void switchPaths(St& st, Sub oldX, Sub oldY) {
  const std::int32_t oldPx = oldX >> 8, oldPy = oldY >> 8;
  const PathSwitcherList& list = st.level.switchers;
  if (mayCrossAxis(list, 0, oldPx, st.px()) || mayCrossAxis(list, 1, oldPy, st.py())) crossSwitchers(st, oldPx, oldPy);
}

// Resolves a pair the way Sonic 1's Sonic_Angle/FindSmaller do: the second
// cast (A or C) wins ties.
inline PairResult resolvePair(const SensorHit& first, int firstIndex, const SensorHit& second, int secondIndex) {
  PairResult p;
  const bool secondWins = second.distance <= first.distance;
  const SensorHit& w = secondWins ? second : first;
  const SensorHit& l = secondWins ? first : second;
  p.near = w.distance;
  p.far = l.distance;
  p.angle = w.angle;
  p.nearFound = w.found;
  p.nearIndex = secondWins ? secondIndex : firstIndex;
  p.farIndex = secondWins ? firstIndex : secondIndex;
  return p;
}

template <class St>
PairResult castFloorPair(St& st, Mode mode) {
  const std::int32_t x = st.px(), y = st.py();
  const int rx = st.s.radiusX, ry = st.s.radiusY;
  int ib = -1, ia = -1;
  SensorHit b, a;
  switch (mode) {
    case Mode::Floor:
      b = st.cast(SensorId::B, Dir::Down, x + rx, y + ry, Sees::Top, &ib);
      a = st.cast(SensorId::A, Dir::Down, x - rx, y + ry, Sees::Top, &ia);
      break;
    case Mode::RightWall:
      b = st.cast(SensorId::B, Dir::Right, x + ry, y - rx, Sees::Top, &ib);
      a = st.cast(SensorId::A, Dir::Right, x + ry, y + rx, Sees::Top, &ia);
      break;
    case Mode::Ceiling:
      b = st.cast(SensorId::B, Dir::Up, x + rx, y - ry, Sees::Top, &ib);
      a = st.cast(SensorId::A, Dir::Up, x - rx, y - ry, Sees::Top, &ia);
      break;
    case Mode::LeftWall:
      b = st.cast(SensorId::B, Dir::Left, x - ry, y - rx, Sees::Top, &ib);
      a = st.cast(SensorId::A, Dir::Left, x - ry, y + rx, Sees::Top, &ia);
      break;
  }
  keepAngle(st.s.angleBuffer, b);
  keepAngle(st.s.angleBuffer2, a);
  if (st.cfg.fixSlopedLedgeQuirk) {
    // A sensor that lost the ground counts as feet level while its partner still stands.
    if (!b.found && a.found) b.distance = 0;
    if (!a.found && b.found) a.distance = 0;
  }
  PairResult p = resolvePair(b, ib, a, ia);
  p.first = b;
  p.second = a;
  if (st.cfg.fixOppositeSlopesQuirk && a.found && b.found && !st.flagged(a.angle) && !st.flagged(b.angle)) {
    const int diff = static_cast<std::int8_t>(static_cast<Angle>(b.angle - a.angle));
    p.angle = static_cast<Angle>(a.angle + diff / 2);
  }
  return p;
}

template <class St>
PairResult castCeilingPair(St& st) {
  const std::int32_t x = st.px(), y = st.py();
  const int rx = st.s.radiusX, ry = st.s.radiusY;
  int id = -1, ic = -1;
  const SensorHit d = st.cast(SensorId::D, Dir::Up, x + rx, y - ry, Sees::Sides, &id);
  const SensorHit c = st.cast(SensorId::C, Dir::Up, x - rx, y - ry, Sees::Sides, &ic);
  keepAngle(st.s.angleBuffer, d);
  keepAngle(st.s.angleBuffer2, c);
  PairResult p = resolvePair(d, id, c, ic);
  p.first = d;
  p.second = c;
  return p;
}


// Sonic_Loops: the path inside and outside the level's loop regions, at the
// end of the frame as the game runs it after the move and collision: the new
// path is read by the next frame's casts.
template <class St>
void loopPaths(St& st) {
  if (!st.cfg.loopRegions || st.level.loops.empty()) return;
  PlayerState& s = st.s;
  const std::int32_t x = st.px();
  const std::uint8_t to = sonic1LoopPath(st.level.loopAt(x, st.py()), x, s.angle, s.airborne, s.path);
  if (to != s.path) {
    st.event(EventKind::PathSwitched, s.path, to);
    s.path = to;
  }
}

}  // namespace solidtile::detail
