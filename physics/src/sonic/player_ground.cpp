// One frame on the ground, in Sonic 1's order: jump, slope factor, input and
// speed, the wall ahead, rolling, level bounds, move, floor sensors, fall-off.
#include <algorithm>
#include <cstdlib>

#include "player_shared.h"
#include "standing_span.h"
#include "player_step.h"

namespace solidtile::detail {
namespace {

// Distance to whatever is above the head, in the direction the head points.
template <class St>
std::int32_t headroom(St& st) {
  const Angle up = static_cast<Angle>(st.s.angle + 0x80);
  // The games' room-over-head check writes the head's angle into both buffers before casting.
  st.s.angleBuffer = st.s.angleBuffer2 = up;
  const std::int32_t x = st.px(), y = st.py();
  const int rx = st.s.radiusX, ry = st.s.radiusY;
  int i1 = -1, i2 = -1;
  SensorHit r1, r2;
  switch (plainQuadrant(up)) {
    case 0x80:
      return castCeilingPair(st).near;
    case 0x40:
      r1 = st.cast(SensorId::C, Dir::Left, x - ry, y - rx, Sees::Sides, &i1);
      r2 = st.cast(SensorId::D, Dir::Left, x - ry, y + rx, Sees::Sides, &i2);
      break;
    case 0xC0:
      r1 = st.cast(SensorId::C, Dir::Right, x + ry, y - rx, Sees::Sides, &i1);
      r2 = st.cast(SensorId::D, Dir::Right, x + ry, y + rx, Sees::Sides, &i2);
      break;
    default:  // upside down: the head points at the screen's floor
      r1 = st.cast(SensorId::C, Dir::Down, x + rx, y + ry, Sees::Top, &i1);
      r2 = st.cast(SensorId::D, Dir::Down, x - rx, y + ry, Sees::Top, &i2);
      break;
  }
  keepAngle(st.s.angleBuffer, r1);
  keepAngle(st.s.angleBuffer2, r2);
  return r2.distance <= r1.distance ? r2.distance : r1.distance;
}

template <class St>
bool tryJump(St& st) {
  PlayerState& s = st.s;
  if (!(st.pressed & input::kJump)) return false;
  if (headroom(st) < st.cfg.lowCeilingClearance) {
    st.event(EventKind::JumpBlocked);
    return false;
  }
  const Angle perpendicular = static_cast<Angle>(s.angle - 0x40);
  s.xsp = saturate(s.xsp + ((static_cast<std::int64_t>(st.cfg.jmp) * st.cosA(perpendicular)) >> 8));
  s.ysp = saturate(s.ysp + ((static_cast<std::int64_t>(st.cfg.jmp) * st.sinA(perpendicular)) >> 8));
  s.airborne = true;
  s.pushing = false;
  s.jumping = true;
  s.balancing = Balance::None;
  st.event(EventKind::Jumped);
  if (st.cfg.rollJumpKeepsStandingSize) st.setRadii(false);
  if (!s.rolling) {
    st.setRadii(true);
    s.rolling = true;
    s.y += st.rollShift();
  } else {
    s.rollJumping = true;
  }
  return true;
}

bool slopeApplies(Angle a) { return static_cast<Angle>(a + 0x60) < 0xC0; }  // not on a ceiling

template <class St>
void slopeWalk(St& st) {
  PlayerState& s = st.s;
  if (!slopeApplies(s.angle)) return;
  if (s.gsp == 0 && !st.cfg.slopeFactorWhenStopped) return;
  const std::int64_t d = (static_cast<std::int64_t>(st.cfg.slp) * st.sinA(s.angle)) >> 8;
  if (s.gsp == 0 && std::abs(d) < st.cfg.stoppedSlopeMinimum) return;  // Sonic 3: too gentle to start sliding
  s.gsp = saturate(s.gsp + d);
}

template <class St>
void slopeRoll(St& st) {
  PlayerState& s = st.s;
  if (!slopeApplies(s.angle)) return;
  const std::int32_t sine = st.sinA(s.angle);
  const bool uphill = s.gsp < 0 ? sine > 0 : sine < 0;
  std::int64_t d = 0;
  if (!uphill) {
    d = (static_cast<std::int64_t>(st.cfg.slpRollDown) * sine) >> 8;
  } else if (st.cfg.rollUphillFromDownhill) {
    d = ((static_cast<std::int64_t>(st.cfg.slpRollDown) * sine) >> 8) >> 2;
  } else {
    d = (static_cast<std::int64_t>(st.cfg.slpRollUp) * sine) >> 8;
  }
  s.gsp = saturate(s.gsp + d);
}

// Holding toward `dir` (-1 left, +1 right) while walking.
template <class St>
void walkToward(St& st, int dir) {
  PlayerState& s = st.s;
  if (dir * s.gsp >= 0) {
    // Accelerating, or starting from rest.
    if (s.facingLeft != (dir < 0)) s.pushing = false;
    s.facingLeft = dir < 0;
    s.gsp = accelerate(s.gsp, dir, st.cfg.acc, st.cfg.top, st.cfg.capSpeedAboveTop);
    return;
  }
  // Braking against the motion.
  if (dir < 0) {
    s.gsp = s.gsp < st.cfg.dec ? -st.cfg.turnSpeed : s.gsp - st.cfg.dec;
  } else {
    s.gsp = s.gsp + st.cfg.dec >= 0 ? st.cfg.turnSpeed : s.gsp + st.cfg.dec;
  }
  if (plainQuadrant(s.angle) == 0 && dir * s.gsp <= -st.cfg.skidSpeed) s.facingLeft = dir > 0;
}

template <class St>
void rollToward(St& st, int dir) {
  PlayerState& s = st.s;
  if (dir * s.gsp >= 0) {
    s.facingLeft = dir < 0;
    return;  // rolling never accelerates from input
  }
  if (dir < 0) {
    s.gsp = s.gsp < st.cfg.rollDec ? -st.cfg.turnSpeed : s.gsp - st.cfg.rollDec;
  } else {
    s.gsp = s.gsp + st.cfg.rollDec >= 0 ? st.cfg.turnSpeed : s.gsp + st.cfg.rollDec;
  }
}

void applyFriction(Sub& gsp, Sub amount) {
  if (gsp > 0) gsp = gsp > amount ? gsp - amount : 0;
  else if (gsp < 0) gsp = -gsp > amount ? gsp + amount : 0;
}

// Sonic 1's balance test, run while standing still before friction.
template <class St>
void sonic1Balance(St& st) {
  PlayerState& s = st.s;
  if (plainQuadrant(s.angle) != 0 || s.gsp != 0) return;
  int index = -1;
  const SensorHit centre =
      st.cast(SensorId::Centre, Dir::Down, st.px(), st.py() + s.radiusY, Sees::Top, &index);
  if (centre.distance < 12) return;
  // Sonic 1 reads the copies of the angle buffers the previous frame left
  // (Sonic_Control copies them after the mode's routines run): 3 is the grounded
  // floor routine's "this sensor read no solid tile".
  if (s.angleBuffer == kNoFloorAngle) {
    s.balancing = Balance::Right;
  } else if (s.angleBuffer2 == kNoFloorAngle) {
    s.balancing = Balance::Left;
  } else {
    return;
  }
  const bool left = s.balancing == Balance::Left;
  if (s.facingLeft == left) return;
  if (st.cfg.balance == BalanceRule::Sonic2) {
    // Sonic 2 turns toward the drop only when the floor 6 px back from it is missing too.
    const SensorHit back = st.cast(SensorId::Centre, Dir::Down, st.px() + (left ? 6 : -6), st.py() + s.radiusY,
                                   Sees::Top, &index);
    if (back.distance < 12) return;
  }
  s.facingLeft = left;
}

// Sonic_Move on an object ("btst #3,obStatus(a0)"): balancing within
// objectBalanceEdge px of either end of its obActWid (w/2), the object where
// it stood last frame (Sonic 1: 4, loc_12F6A's "bset #0,obStatus(a0)" facing
// left, loc_12F5A's "bclr" right; Sonic 2 and 3: "cmpi.w #2,d1"). Facing the
// drop needs objectBalanceTurnEdge (Sonic 2's Sonic_BalanceOnObjLeft turns
// only past "cmpi.w #-4,d1", its right side past d2 + 6).
template <class St>
void objectBalance(St& st) {
  PlayerState& s = st.s;
  const auto i = static_cast<std::size_t>(s.standingOn);
  if (plainQuadrant(s.angle) != 0 || s.gsp != 0 || i >= st.level.objects.size()) return;
  // Obj40_Init's "bset #status.npc.no_balancing": Sonic_Balance's "_btst
  // #status.npc.no_balancing,status(a1); _bne.w Sonic_Lookup" (Sonic 1's
  // "tst.b obStatus(a1); bmi.s Sonic_LookUp" alike).
  if (st.level.objects[i].kind == ObjectKind::Springboard) return;
  const auto [left, half] = objects::standingSpan(st, i);
  const std::int32_t d1 = half + st.px() - (left + half);
  const int edge = st.cfg.objectBalanceEdge, turn = st.cfg.objectBalanceTurnEdge;
  if (d1 < edge) {
    s.balancing = Balance::Left;
    if (d1 < turn) s.facingLeft = true;
  } else if (d1 >= 2 * half - edge) {
    s.balancing = Balance::Right;
    if (d1 >= 2 * half - turn) s.facingLeft = false;
  }
}

// Sonic_Move past its balance checks: standing still on flat ground, not balancing.
bool standsStill(const PlayerState& s) {
  return plainQuadrant(s.angle) == 0 && s.gsp == 0 && s.balancing == Balance::None;
}

// Sonic_Move's crouch: Down (and not Up) held, standing still on flat ground, not balancing.
template <class St>
bool crouches(const St& st) {
  return standsStill(st.s) && !(st.held & input::kUp) && (st.held & input::kDown);
}

// Sonic 1's Sonic_WallSpeedAdjust: look one frame ahead along the motion and
// shorten the velocity so the move ends touching the wall.
template <class St>
void wallAhead(St& st) {
  PlayerState& s = st.s;
  if constexpr (St::objects) {
    if (s.wallCheckOff) [[unlikely]] return;  // object_control bit 6 (sonic/tree.h)
  }
  const bool rightAngle = st.cfg.wallCheckAtRightAngles && (s.angle & 0x3F) == 0;
  if (static_cast<Angle>(s.angle + 0x40) >= 0x80 && !rightAngle) return;  // upside-down half: no check
  if (s.gsp == 0) return;
  const Angle ahead = static_cast<Angle>(s.angle + (s.gsp > 0 ? -0x40 : 0x40));
  std::int32_t x = (s.x + s.xsp) >> 8;
  std::int32_t y = (s.y + s.ysp) >> 8;
  const int reach = st.cfg.pushRadius;
  const Mode facing = modeForAngle(ahead);
  SensorHit r;
  int index = -1;
  switch (facing) {
    case Mode::Floor:
      r = st.cast(s.gsp > 0 ? SensorId::PushRight : SensorId::PushLeft, Dir::Down, x, y + reach, Sees::Sides, &index);
      break;
    case Mode::Ceiling:
      r = st.cast(s.gsp > 0 ? SensorId::PushRight : SensorId::PushLeft, Dir::Up, x, y - reach, Sees::Sides, &index);
      break;
    case Mode::LeftWall:
    case Mode::RightWall:
      y += st.cfg.groundWallYOffset;
      if ((ahead & 0x38) == 0) y += st.cfg.groundWallFlatExtraY;
      r = facing == Mode::LeftWall ? st.cast(SensorId::PushLeft, Dir::Left, x - reach, y, Sees::Sides, &index)
                                   : st.cast(SensorId::PushRight, Dir::Right, x + reach, y, Sees::Sides, &index);
      break;
  }
  if (r.distance >= 0) return;
  st.use(index, CastUse::Used);
  const Sub adjust = pixels(r.distance);
  switch (plainQuadrant(ahead)) {
    case 0x00: s.ysp = saturate(static_cast<std::int64_t>(s.ysp) + adjust); return;
    case 0x80: s.ysp = saturate(static_cast<std::int64_t>(s.ysp) - adjust); return;
    case 0x40: s.xsp = saturate(static_cast<std::int64_t>(s.xsp) - adjust); break;
    default: s.xsp = saturate(static_cast<std::int64_t>(s.xsp) + adjust); break;
  }
  s.pushing = true;
  s.gsp = 0;
  st.event(EventKind::HitWall);
}

template <class St>
void walkSpeed(St& st) {
  PlayerState& s = st.s;
  s.look = LookRoutine::Moving;
  if (s.controlLock == 0) {
    if (st.held & input::kLeft) walkToward(st, -1);
    if (st.held & input::kRight) walkToward(st, +1);
    if (st.cfg.balance != BalanceRule::Guide) st.onObject() ? objectBalance(st) : sonic1Balance(st);
    s.ducking = crouches(st);
    if (standsStill(s)) s.look = LookRoutine::Standing;  // Sonic_LookUp / Sonic_Duck: the camera reads Up and Down
  }
  bool steering = (st.held & (input::kLeft | input::kRight)) != 0;
  if (s.controlLock != 0 && !st.cfg.lockedInputBlocksFriction) steering = false;
  if (!steering) applyFriction(s.gsp, st.cfg.frc);
  velocityFromGroundSpeed(st);
}

template <class St>
void rollSpeed(St& st) {
  PlayerState& s = st.s;
  if (s.controlLock == 0) {
    if (st.held & input::kLeft) rollToward(st, -1);
    if (st.held & input::kRight) rollToward(st, +1);
  }
  applyFriction(s.gsp, st.cfg.rollFrc);
  s.look = LookRoutine::Rolling;
  if (std::abs(s.gsp) < st.cfg.rollEndSpeed) {  // Sonic & Knuckles keeps the slow gsp and walks on
    s.rolling = false;
    st.setRadii(false);
    s.y -= st.rollShift();
    st.event(EventKind::RollEnded);
  }
  s.ysp = saturate((static_cast<std::int64_t>(s.gsp) * st.sinA(s.angle)) >> 8);
  s.xsp = std::clamp(saturate((static_cast<std::int64_t>(s.gsp) * st.cosA(s.angle)) >> 8), -st.cfg.rollXspCap,
                     st.cfg.rollXspCap);
}

template <class St>
void startRoll(St& st) {
  PlayerState& s = st.s;
  const bool steering = (st.held & (input::kLeft | input::kRight)) != 0;
  const bool down = (st.held & input::kDown) != 0;
  const bool slow = std::abs(s.gsp) < st.cfg.rollStartSpeed;
  if (st.cfg.crouchBelowRollSpeed) s.ducking = !steering && down && slow;  // SonicKnux_Roll's crouch
  if (slow || steering || !down || s.rolling) return;
  s.rolling = true;
  st.setRadii(true);
  s.y += st.rollShift();
  if (s.gsp == 0) s.gsp = st.cfg.rollFromStandSpeed;
  st.event(EventKind::RollStarted);
}

// Sonic_AnglePos: the floor pair in the current mode, snap, take the angle, or leave the ground.
template <class St>
SOLIDTILE_FLATTEN PairResult followFloor(St& st) {
  PlayerState& s = st.s;
  const Mode mode = modeForAngle(s.angle);
  s.angleBuffer = s.angleBuffer2 = kNoFloorAngle;  // Sonic_AnglePos, before its casts
  const PairResult p = castFloorPair(st, mode);
  st.floorWinner(p.nearIndex);
  st.use(p.farIndex, CastUse::NotNearest);
  // Sonic 2 and 3 refuse a new angle this far from the current one, as if flagged.
  const bool bigChange = st.cfg.angleSnapChange != 0 &&
                         std::abs(static_cast<std::int8_t>(static_cast<Angle>(p.angle - s.angle))) >= st.cfg.angleSnapChange;
  if (!st.flagged(p.angle) && !bigChange) {
    s.angle = p.angle;
  } else {
    s.angle = st.cfg.flaggedSnapsToMode ? modeAngle(mode) : plainQuadrant(s.angle);
  }
  const std::int32_t d = p.near;
  int reach = st.cfg.snapDistance;
  if (st.cfg.snapLimitFromSpeed) {
    // The speed along the surface, in whole pixels (its high byte): slow players leave sooner.
    const Sub along = mode == Mode::Floor || mode == Mode::Ceiling ? s.xsp : s.ysp;
    reach = std::min(std::abs(static_cast<int>(static_cast<std::int8_t>(along >> 8))) + st.cfg.snapSpeedMargin, reach);
  }
  if (d > reach) {
    st.use(p.nearIndex, CastUse::OutOfRange);
    s.airborne = true;
    s.pushing = false;
    st.event(EventKind::LeftGround);
    return p;
  }
  if (d < -st.cfg.snapDistance) {
    st.use(p.nearIndex, CastUse::OutOfRange);
    return p;
  }
  st.use(p.nearIndex, CastUse::Used);
  const Sub move = pixels(d);
  switch (mode) {
    case Mode::Floor: s.y += move; break;
    case Mode::RightWall: s.x += move; break;
    case Mode::Ceiling: s.y -= move; break;
    case Mode::LeftWall: s.x -= move; break;
  }
  return p;
}

// Sonic_AnglePos: standing on an object, the floor sensors are not cast and
// both angle buffers are cleared (the object's routine places the player).
template <class St>
PairResult floorUnlessOnObject(St& st) {
  if (!st.onObject()) return followFloor(st);
  st.s.angleBuffer = st.s.angleBuffer2 = 0;
  return {};
}

template <class St>
void fallOff(St& st);

// Player_SlopeRepel (Sonic 3): steep but not too steep slips down the slope instead.
template <class St>
void slipOrFall(St& st) {
  PlayerState& s = st.s;
  const Angle a = s.angle;
  if (static_cast<Angle>(a + st.cfg.slipAngle) < 2 * st.cfg.slipAngle) return;  // near the floor
  if (std::abs(s.gsp) >= st.cfg.fallOffSpeed) return;
  const Angle fromFloor = static_cast<Angle>(a + st.cfg.fallAngle);
  if (fromFloor >= 2 * st.cfg.fallAngle) {
    fallOff(st);
    return;
  }
  s.controlLock = static_cast<std::uint8_t>(st.cfg.controlLockFrames);
  s.gsp = saturate(static_cast<std::int64_t>(s.gsp) + (fromFloor >= st.cfg.fallAngle ? st.cfg.slipSpeed : -st.cfg.slipSpeed));
  st.event(EventKind::Slipped);
  st.event(EventKind::ControlLockSet);
}

// Sonic_SlopeRepel: too slow on a wall or ceiling falls off and locks the controls.
template <class St>
void fallOffWalls(St& st) {
  PlayerState& s = st.s;
  if (s.controlLock != 0) {
    --s.controlLock;
    return;
  }
  if (st.cfg.slopeSlip) {
    slipOrFall(st);
    return;
  }
  const bool onWall = st.cfg.fallOffUsesPlainQuadrant ? plainQuadrant(s.angle) != 0
                                                      : modeForAngle(s.angle) != Mode::Floor;
  if (!onWall || std::abs(s.gsp) >= st.cfg.fallOffSpeed) return;
  fallOff(st);
}

template <class St>
void fallOff(St& st) {
  PlayerState& s = st.s;
  if (st.cfg.fallOffClearsGsp) s.gsp = 0;
  if (!s.airborne) st.event(EventKind::LeftGround);
  s.airborne = true;
  s.controlLock = static_cast<std::uint8_t>(st.cfg.controlLockFrames);
  st.event(EventKind::FellOffWall);
  st.event(EventKind::ControlLockSet);
}

// The guide's balance: standing still, only one of A/B on ground, and X past
// the edge of the tile the other one found.
template <class St>
void guideBalance(St& st, const PairResult& p) {
  PlayerState& s = st.s;
  if (s.airborne || s.gsp != 0 || modeForAngle(s.angle) != Mode::Floor) return;
  const SensorHit& a = p.second;
  const SensorHit& b = p.first;
  if (a.found == b.found) return;
  // Down casts keep to the anchor's column of tiles, so that is the tile that was found.
  const std::int32_t tileX = (a.found ? st.px() - s.radiusX : st.px() + s.radiusX) >> 4;
  if (a.found && st.px() > tileX * kTileSize + kTileSize - 1) s.balancing = Balance::Right;
  if (b.found && st.px() < tileX * kTileSize) s.balancing = Balance::Left;
}

// Sonic_CheckSpindash / Sonic_UpdateSpindash: true when the spin dash took the
// frame (it keeps the player in place and only runs the bounds and the floor).
template <class St>
bool spindash(St& st, bool wasDucking) {
  PlayerState& s = st.s;
  const PlayerConfig& cfg = st.cfg;
  if (!cfg.spindash || s.rolling) return false;
  const bool press = (st.pressed & input::kJump) != 0;
  if (!s.spindashing) {
    if (!wasDucking || !press) return false;
    s.spindashing = true;
    s.spindashCharge = 0;
    st.event(EventKind::SpindashBegan);
  } else if (st.held & input::kDown) {
    s.look = LookRoutine::SpindashCharge;
    s.spindashCharge = static_cast<std::uint16_t>(s.spindashCharge - (s.spindashCharge >> 5));
    if (press) {
      s.spindashCharge = static_cast<std::uint16_t>(std::min(s.spindashCharge + cfg.spindashRev, cfg.spindashMaxCharge));
      st.event(EventKind::SpindashRevved, s.spindashCharge >> 8);
    }
  } else {
    st.setRadii(true);
    s.y += st.rollShift();
    s.spindashing = false;
    const Sub speed = saturate(cfg.spindashSpeed + static_cast<std::int64_t>(cfg.spindashSpeedStep) * (s.spindashCharge >> 8));
    s.gsp = s.facingLeft ? -speed : speed;
    s.rolling = true;
    s.look = LookRoutine::SpindashRelease;
    st.event(EventKind::SpindashReleased, s.spindashCharge >> 8);
  }
  levelBound(st);
  if (!s.outOfLevel) floorUnlessOnObject(st);
  return true;
}

}  // namespace

template <class St>
SOLIDTILE_FLATTEN void groundStep(St& st) {
  PlayerState& s = st.s;
  s.balancing = Balance::None;
  const bool wasDucking = s.ducking;
  s.ducking = false;
  if (spindash(st, wasDucking)) return;
  auto jumped = [&st] {
    const bool j = tryJump(st);
    st.phase(Phase::Jump);
    return j;
  };
  auto slope = [&st, &s] {
    s.rolling ? slopeRoll(st) : slopeWalk(st);
    st.phase(Phase::SlopeFactor);
  };
  if (st.cfg.jumpBeforeSlope) {
    if (jumped()) return;
    slope();
  } else {
    slope();
    if (jumped()) return;
  }
  const bool wasRolling = s.rolling;
  wasRolling ? rollSpeed(st) : walkSpeed(st);
  st.phase(Phase::InputSpeed);
  wallAhead(st);
  st.phase(Phase::WallCheck);
  if (!wasRolling) startRoll(st);
  st.phase(Phase::Roll);
  if (!boundAndMove(st)) return;
  const PairResult floor = floorUnlessOnObject(st);
  st.phase(Phase::FloorSensors);
  fallOffWalls(st);
  st.phase(Phase::FallOff);
  if (st.cfg.balance == BalanceRule::Guide && !st.onObject()) {
    guideBalance(st, floor);
    st.phase(Phase::Balance);
  }
}

SOLIDTILE_EACH_STEP_KIND(groundStep)

}  // namespace solidtile::detail
