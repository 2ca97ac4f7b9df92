// One frame in the air: jump height, air control, drag, move, gravity, the
// angle's return to level, then collision.
#include <cstdlib>

#include "abilities.h"
#include "player_shared.h"
#include "player_step.h"

namespace solidtile::detail {
namespace {

template <class St>
bool depthAllowsLanding(const St& st, const PairResult& floor) {
  if (!st.cfg.landingDepthLimit) return true;
  // Sonic 1 compares bytes: the floor may be at most (ysp in px) + 8 above the feet.
  const auto limit = static_cast<std::int8_t>(-static_cast<std::int8_t>((st.s.ysp >> 8) + st.cfg.landingDepthBase));
  return static_cast<std::int8_t>(floor.near) >= limit || static_cast<std::int8_t>(floor.far) >= limit;
}

template <class St>
Angle landingAngle(const St& st, Angle a, Angle cardinal) { return st.flagged(a) ? cardinal : a; }

// The seed's landing conversion (moving down onto a floor of angle a).
template <class St>
void convertLandingGuide(St& st, Angle a) {
  PlayerState& s = st.s;
  const Sub sign = a >= 0x80 ? -1 : 1;  // down the slope it landed on
  const bool flat = a >= 0xF0 || a <= 0x0F;
  const bool shallow = (a >= 0xE0 && a <= 0xEF) || (a >= 0x10 && a <= 0x1F);
  if (flat) {
    s.gsp = s.xsp;
    s.ysp = 0;
  } else if (std::abs(s.xsp) > s.ysp) {
    s.gsp = s.xsp;
  } else if (shallow) {
    s.ysp >>= 1;
    s.gsp = sign * s.ysp;
  } else {
    s.xsp = 0;
    s.gsp = sign * s.ysp;
  }
}

// Sonic 1's conversion in Sonic_FloorDown. True on a slope, where gsp is
// taken from ysp.
template <class St>
bool convertLandingSonic1(St& st, Angle a) {
  PlayerState& s = st.s;
  if ((static_cast<Angle>(a + 0x20) & 0x40) != 0) {
    s.xsp = 0;
    if (s.ysp > 0xFC0) s.ysp = 0xFC0;
  } else if ((static_cast<Angle>(a + 0x10) & 0x20) != 0) {
    s.ysp >>= 1;
  } else {
    s.ysp = 0;
    s.gsp = s.xsp;
    return false;
  }
  s.gsp = a >= 0x80 ? -s.ysp : s.ysp;
  return true;
}

template <class St>
void land(St& st, const PairResult& floor, bool sonic1Down) {
  PlayerState& s = st.s;
  st.use(floor.nearIndex, CastUse::Used);
  st.use(floor.farIndex, CastUse::NotNearest);
  st.floorWinner(floor.nearIndex);
  s.y += pixels(floor.near);
  const Angle a = landingAngle(st, floor.angle, 0x00);
  s.angle = a;
  const bool bubble = st.cfg.shieldMoves && bubbleLanding(s);
  resetOnFloor(st, true, false);
  bool slope = false;
  if (sonic1Down) {
    slope = convertLandingSonic1(st, a);
  } else if (st.cfg.air != AirCollision::AllSensors) {
    s.ysp = 0;  // Sonic 1 landing while moving mostly sideways
    s.gsp = s.xsp;
  } else {
    convertLandingGuide(st, a);
  }
  if (bubble) {
    // Sonic_DoLevelCollision calls Player_TouchFloor after the speeds it sets
    // and, on a slope, before "move.w y_vel(a0),ground_vel(a0)".
    bubbleBounce(st);
    if (slope) s.gsp = a >= 0x80 ? -s.ysp : s.ysp;
  }
}

// Moves out of a wall; true if the player touched it.
template <class St>
bool pushOut(St& st, bool right, bool stopOnlyIfMovingIn) {
  PlayerState& s = st.s;
  int index = -1;
  const SensorHit r = push(st, right, &index);
  if (r.distance >= 0) return false;
  st.use(index, CastUse::Used);
  s.x += right ? pixels(r.distance) : -pixels(r.distance);
  const bool movingIn = right ? s.xsp > 0 : s.xsp < 0;
  if (!stopOnlyIfMovingIn || movingIn) s.xsp = 0;
  st.event(EventKind::HitWall);
  return true;
}

// The seed: both push sensors, C/D always, A/B only when moving down.
template <class St>
void collideGuide(St& st) {
  PlayerState& s = st.s;
  pushOut(st, false, true);
  pushOut(st, true, true);
  const PairResult ceiling = castCeilingPair(st);
  if (ceiling.near < 0) {
    st.use(ceiling.nearIndex, CastUse::Used);
    s.y -= pixels(ceiling.near);
    if (s.ysp < 0) {
      const Angle a = landingAngle(st, ceiling.angle, 0x80);
      if ((a >= 0xA0 && a <= 0xBF) || (a >= 0x40 && a <= 0x5F)) {
        s.angle = a;
        s.gsp = a >= 0x80 ? -s.ysp : s.ysp;
        resetOnFloor(st);
        st.event(EventKind::AttachedCeiling);
        return;
      }
      s.ysp = 0;
      st.event(EventKind::HitCeiling);
    }
  }
  if (s.ysp < 0) return;
  const PairResult floor = castFloorPair(st, Mode::Floor);
  if (floor.near >= 0) return;
  if (!depthAllowsLanding(st, floor)) {
    st.use(floor.nearIndex, CastUse::OutOfRange);
    return;
  }
  land(st, floor, false);
}

// Sonic 3's Player_HitCeiling moving left: a ceiling overlap this deep is not bumped.
constexpr std::int32_t kSonic3DeepCeiling = 0x14;

// Sonic 1's Sonic_Floor (Sonic 2's and 3's Sonic_DoLevelCollision): only the
// sensors facing the main direction of motion.
template <class St>
void collideSonic1(St& st) {
  PlayerState& s = st.s;
  const Angle quadrant = static_cast<Angle>((angleOfVector(s.xsp, s.ysp) - 0x20) & 0xC0);
  if (quadrant == 0x40 || quadrant == 0xC0) {  // mostly left or right
    const bool right = quadrant == 0xC0;
    const bool sonic3 = st.cfg.air == AirCollision::Sonic3Quadrants;
    if (pushOut(st, right, false)) {
      s.gsp = s.ysp;
      if (!sonic3) return;  // Sonic 3 goes on to the ceiling
    }
    const PairResult ceiling = castCeilingPair(st);
    if (ceiling.near < 0) {
      if (sonic3 && !right && -ceiling.near >= kSonic3DeepCeiling) {
        // Moving left into a ceiling this deep, Sonic 3 checks the right wall instead.
        pushOut(st, true, false);
        return;
      }
      st.use(ceiling.nearIndex, CastUse::Used);
      s.y -= pixels(ceiling.near);
      if (s.ysp < 0) s.ysp = 0;
      st.event(EventKind::HitCeiling);
      return;
    }
    if (s.ysp < 0) return;
    const PairResult floor = castFloorPair(st, Mode::Floor);
    if (floor.near < 0) land(st, floor, false);
    return;
  }
  pushOut(st, false, false);
  pushOut(st, true, false);
  if (quadrant == 0x80) {  // mostly up
    const PairResult ceiling = castCeilingPair(st);
    if (ceiling.near >= 0) return;
    st.use(ceiling.nearIndex, CastUse::Used);
    s.y -= pixels(ceiling.near);
    const Angle a = landingAngle(st, ceiling.angle, 0x80);
    if ((static_cast<Angle>(a + 0x20) & 0x40) != 0) {
      s.angle = a;
      resetOnFloor(st);
      s.gsp = a >= 0x80 ? -s.ysp : s.ysp;
      st.event(EventKind::AttachedCeiling);
    } else {
      s.ysp = 0;
      st.event(EventKind::HitCeiling);
    }
    return;
  }
  const PairResult floor = castFloorPair(st, Mode::Floor);  // mostly down
  if (floor.near >= 0) return;
  if (!depthAllowsLanding(st, floor)) {
    st.use(floor.nearIndex, CastUse::OutOfRange);
    return;
  }
  land(st, floor, true);
}

}  // namespace

template <class St>
void airCollision(St& st) {
  if (st.cfg.air != AirCollision::AllSensors) {
    collideSonic1(st);
  } else {
    collideGuide(st);
  }
}

template <class St>
SOLIDTILE_FLATTEN void airStep(St& st) {
  PlayerState& s = st.s;
  const PlayerConfig& cfg = st.cfg;
  if constexpr (kMayHaveAbility<St>) {
    if (isGlideMove(s.move)) {
      glideFrame(st);
      return;
    }
  }
  const bool flying = kMayHaveAbility<St> && s.move == Move::Fly;
  if (flying) {
    if constexpr (kMayHaveAbility<St>) flyControl(st);
    st.phase(Phase::Ability);
  } else if (s.jumping) {
    if (s.ysp < -cfg.jumpRelease) {
      if (!(st.held & input::kJump)) s.ysp = -cfg.jumpRelease;
    } else if (st.pressed & input::kJump) {
      if constexpr (kMayHaveAbility<St>) {
        // Knux_Test_For_Glide, Tails_Test_For_Flight: a press once the rise is this slow.
        if (cfg.ability == Ability::Glide) startGlide(st);
        if (cfg.ability == Ability::Fly) startFlight(st);
      }
      if (cfg.airJumpPressFreesRollJump && cfg.ability == Ability::None) {
        s.rollJumping = false;  // Sonic_ShieldMoves, before the insta-shield or a shield's move
        if (cfg.shieldMoves) shieldMove(st);
      }
    }
  } else if (cfg.maxRiseSpeed != 0 && s.ysp < -cfg.maxRiseSpeed) {
    s.ysp = -cfg.maxRiseSpeed;
  }
  st.phase(Phase::JumpRelease);
  if (!flying) s.look = LookRoutine::Airborne;  // Sonic_ChgJumpDir, whose end recentres the look shift
  airControl(st);
  st.phase(Phase::AirControl);
  airDrag(st);
  st.phase(Phase::AirDrag);
  if (!boundAndMove(st)) return;
  if (!flying) {  // Tails_FlyingSwimming moves without gravity (MoveSprite2): flyControl gave its own
    s.ysp = saturate(static_cast<std::int64_t>(s.ysp) + cfg.grv);
    if (cfg.maxFallSpeed != 0 && s.ysp > cfg.maxFallSpeed) s.ysp = cfg.maxFallSpeed;
  }
  st.phase(Phase::Gravity);
  s.angle = returnToLevel(s.angle, cfg.airAngleReturnStep);
  st.phase(Phase::AngleReturn);
  airCollision(st);
  st.phase(Phase::AirCollision);
}

SOLIDTILE_EACH_STEP_KIND(airStep)
SOLIDTILE_EACH_STEP_KIND(airCollision)

}  // namespace solidtile::detail
