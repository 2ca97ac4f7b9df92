#include "solidtile/player.h"

#include <algorithm>

#include "player_step.h"

namespace solidtile {

const char* balanceName(Balance b) {
  switch (b) {
    case Balance::None: return "none";
    case Balance::Left: return "left";
    case Balance::Right: return "right";
  }
  return "?";
}

const char* sensorName(SensorId id) {
  switch (id) {
    case SensorId::A: return "A";
    case SensorId::B: return "B";
    case SensorId::C: return "C";
    case SensorId::D: return "D";
    case SensorId::PushLeft: return "push-left";
    case SensorId::PushRight: return "push-right";
    case SensorId::Centre: return "centre";
  }
  return "?";
}

const char* castUseName(CastUse u) {
  switch (u) {
    case CastUse::Used: return "used";
    case CastUse::NotNearest: return "not nearest";
    case CastUse::OutOfRange: return "out of range";
    case CastUse::NoContact: return "no contact";
    case CastUse::Checked: return "checked";
  }
  return "?";
}

const char* phaseName(Phase p) {
  switch (p) {
    case Phase::Jump: return "jump";
    case Phase::SlopeFactor: return "slope factor";
    case Phase::InputSpeed: return "input";
    case Phase::WallCheck: return "wall check";
    case Phase::Roll: return "roll";
    case Phase::LevelBounds: return "level bounds";
    case Phase::Move: return "move";
    case Phase::FloorSensors: return "floor sensors";
    case Phase::FallOff: return "fall-off";
    case Phase::Balance: return "balance";
    case Phase::JumpRelease: return "jump release";
    case Phase::AirControl: return "air control";
    case Phase::AirDrag: return "air drag";
    case Phase::Gravity: return "gravity";
    case Phase::AngleReturn: return "angle return";
    case Phase::AirCollision: return "air collision";
    case Phase::PathSwitch: return "path switch";
    case Phase::ModeUpdate: return "mode";
  }
  return "?";
}

const char* eventName(EventKind k) {
  switch (k) {
    case EventKind::Landed: return "landed";
    case EventKind::LeftGround: return "left ground";
    case EventKind::ModeChanged: return "mode changed";
    case EventKind::HitWall: return "hit wall";
    case EventKind::HitCeiling: return "hit ceiling";
    case EventKind::AttachedCeiling: return "attached to ceiling";
    case EventKind::FellOffWall: return "fell off wall";
    case EventKind::ControlLockSet: return "control lock set";
    case EventKind::BalancingBegan: return "balancing began";
    case EventKind::Jumped: return "jumped";
    case EventKind::JumpBlocked: return "jump blocked by low ceiling";
    case EventKind::RollStarted: return "roll started";
    case EventKind::RollEnded: return "roll ended";
    case EventKind::PathSwitched: return "path switched";
    case EventKind::FellOutOfLevel: return "fell out of level";
    case EventKind::SpindashBegan: return "spin dash began";
    case EventKind::SpindashRevved: return "spin dash revved";
    case EventKind::SpindashReleased: return "spin dash released";
    case EventKind::Slipped: return "slipped";
  }
  return "?";
}

PlayerState spawnPlayer(const PlayerConfig& cfg, std::int32_t xPixels, std::int32_t yPixels) {
  PlayerState s;
  s.x = pixels(xPixels);
  s.y = pixels(yPixels);
  s.radiusX = static_cast<std::uint8_t>(cfg.standRadiusX);
  s.radiusY = static_cast<std::uint8_t>(cfg.standRadiusY);
  return s;
}

namespace detail {

SensorHit Step::castRecorded(SensorId id, Dir dir, std::int32_t x, std::int32_t y, Sees sees, int* index) {
  const SensorResult r = castAny<true>(view, dir, x, y, sees, cfg.cast);
  int slot = -1;
  if (rec->castCount < StepRecord::kMaxCasts) {
    slot = rec->castCount++;
    CastRecord& c = rec->casts[slot];
    c.sensor = id;
    c.dir = dir;
    c.x = x;
    c.y = y;
    c.result = r;
    c.use = r.found ? CastUse::Checked : CastUse::NoContact;
  }
  if (index) *index = slot;
  return r;
}

void Step::markPhase(Phase p) {
  if (rec->phaseCount >= StepRecord::kMaxPhases) return;
  PhaseMark& m = rec->phases[rec->phaseCount++];
  m.phase = p;
  m.castEnd = rec->castCount;
  m.eventEnd = rec->eventCount;
  m.after = s;
}

void Step::event(EventKind k, int a, int b) {
  if (rec && rec->eventCount < StepRecord::kMaxEvents) {
    rec->events[rec->eventCount++] = {k, static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b)};
  }
}

void velocityFromGroundSpeed(Step& st) {
  PlayerState& s = st.s;
  s.xsp = saturate((static_cast<std::int64_t>(s.gsp) * st.cosA(s.angle)) >> 8);
  s.ysp = saturate((static_cast<std::int64_t>(s.gsp) * st.sinA(s.angle)) >> 8);
}

void levelBound(Step& st) {
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
    st.event(EventKind::FellOutOfLevel);
  }
}

void resetOnFloor(Step& st) {
  PlayerState& s = st.s;
  s.pushing = false;
  s.airborne = false;
  s.rollJumping = false;
  if (s.rolling) {
    s.rolling = false;
    st.setRadii(false);
    // Sonic & Knuckles shifts away from the surface: downward on walls and ceilings ($40..$BF).
    const bool upsideDown = st.cfg.landingUnrollFollowsAngle && static_cast<Angle>(s.angle + 0x40) >= 0x80;
    s.y += upsideDown ? st.rollShift() : -st.rollShift();
  }
  s.jumping = false;
  s.ducking = false;
  st.event(EventKind::Landed);
}

void switchPaths(Step& st, Sub oldX, Sub oldY) {
  PlayerState& s = st.s;
  // A switcher is crossed when the centre's column (row, for a horizontal
  // one) goes from line - 1 or less to line or more, or back: it lies in
  // (lo, hi], which one unsigned compare tests before anything else of it is read.
  const std::int32_t before[2] = {oldX >> 8, oldY >> 8};
  const std::int32_t after[2] = {st.px(), st.py()};
  if (before[0] == after[0] && before[1] == after[1]) return;
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

namespace {

// Resolves a pair the way Sonic 1's Sonic_Angle/FindSmaller do: the second
// cast (A or C) wins ties.
PairResult resolvePair(const SensorHit& first, int firstIndex, const SensorHit& second, int secondIndex) {
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

}  // namespace

PairResult castFloorPair(Step& st, Mode mode) {
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
  Step::keepAngle(st.s.angleBuffer, b);
  Step::keepAngle(st.s.angleBuffer2, a);
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

PairResult castCeilingPair(Step& st) {
  const std::int32_t x = st.px(), y = st.py();
  const int rx = st.s.radiusX, ry = st.s.radiusY;
  int id = -1, ic = -1;
  const SensorHit d = st.cast(SensorId::D, Dir::Up, x + rx, y - ry, Sees::Sides, &id);
  const SensorHit c = st.cast(SensorId::C, Dir::Up, x - rx, y - ry, Sees::Sides, &ic);
  Step::keepAngle(st.s.angleBuffer, d);
  Step::keepAngle(st.s.angleBuffer2, c);
  PairResult p = resolvePair(d, id, c, ic);
  p.first = d;
  p.second = c;
  return p;
}

}  // namespace detail

void stepPlayer(PlayerState& state, const Level& level, const PlayerConfig& cfg, Input input, StepRecord* record) {
  if (record) record->clear();
  const Input pressed = static_cast<Input>(input & ~state.held);
  state.held = input;
  if (state.outOfLevel) return;
  detail::Step st{state, level, cfg, input, pressed, record, detail::CastView(level, state.path)};
  const Mode before = state.mode;
  const Balance balanceBefore = state.balancing;
  const Sub oldX = state.x, oldY = state.y;
  if (state.airborne) {
    state.balancing = Balance::None;
    detail::airStep(st);
  } else {
    detail::groundStep(st);
  }
  detail::switchPaths(st, oldX, oldY);
  detail::loopPaths(st);
  st.phase(Phase::PathSwitch);
  state.mode = modeForAngle(state.angle);
  if (state.mode != before) st.event(EventKind::ModeChanged, static_cast<int>(before), static_cast<int>(state.mode));
  if (state.balancing != Balance::None && balanceBefore == Balance::None) {
    st.event(EventKind::BalancingBegan, static_cast<int>(state.balancing));
  }
  st.phase(Phase::ModeUpdate);
}

}  // namespace solidtile
