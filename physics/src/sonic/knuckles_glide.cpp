// Knuckles' glide in Sonic & Knuckles (sonic3k.asm): Knux_Test_For_Glide
// starts it, Knux_Glide_Freespace runs every frame of it and of what follows
// (the fall, the slide, the climb), Knux_DoLevelCollision_CheckRet collides.
#include "abilities.h"
#include "player_shared.h"
#include "player_step.h"

namespace solidtile::detail {
namespace {

// What Knux_DoLevelCollision_CheckRet leaves in Gliding_collision_flags.
struct GlideHits {
  bool landed = false;  // Status_InAir cleared: a floor under the player
  bool walled = false;  // Status_Push set: a wall pushed the player out
};

// Knux_DoLevelCollision_CheckRet: Sonic's quadrant collision without its
// landing depth limit, its speed conversion or the ceiling attach; a floor
// only sets Y, the angle and ysp.
template <class St>
GlideHits collideGlide(St& st) {
  PlayerState& s = st.s;
  GlideHits hits;
  const auto wall = [&](bool right) {
    int index = -1;
    const SensorHit h = push(st, right, &index);
    if (h.distance >= 0) return;
    st.use(index, CastUse::Used);
    s.x += right ? pixels(h.distance) : -pixels(h.distance);
    s.xsp = 0;
    hits.walled = true;
    st.event(EventKind::HitWall);
  };
  const auto floor = [&] {
    const PairResult f = castFloorPair(st, Mode::Floor);
    if (f.near >= 0) return;
    st.use(f.nearIndex, CastUse::Used);
    st.use(f.farIndex, CastUse::NotNearest);
    st.floorWinner(f.nearIndex);
    s.y += pixels(f.near);
    s.angle = st.flagged(f.angle) ? Angle{0} : f.angle;
    s.ysp = 0;
    hits.landed = true;
  };
  // The ceiling moving sideways: pushed down, a rise stopped; true when it was hit.
  const auto ceilingSideways = [&](bool left) {
    const PairResult c = castCeilingPair(st);
    if (c.near >= 0) return false;
    if (left && -c.near >= 0x14) {  // as Sonic 3's: too deep, the right wall instead
      wall(true);
      return true;
    }
    st.use(c.nearIndex, CastUse::Used);
    s.y -= pixels(c.near);
    if (s.ysp < 0) s.ysp = 0;
    st.event(EventKind::HitCeiling);
    return true;
  };
  const Angle quadrant = static_cast<Angle>((angleOfVector(s.xsp, s.ysp) - 0x20) & 0xC0);
  switch (quadrant) {
    case 0x00:  // mostly down
      wall(false);
      wall(true);
      floor();
      break;
    case 0x40:  // mostly left
      wall(false);
      if (!ceilingSideways(true) && s.ysp >= 0) floor();
      break;
    case 0x80: {  // mostly up
      wall(false);
      wall(true);
      const PairResult c = castCeilingPair(st);
      if (c.near < 0) {
        st.use(c.nearIndex, CastUse::Used);
        s.y -= pixels(c.near);
        s.ysp = 0;
        st.event(EventKind::HitCeiling);
      }
      break;
    }
    default:  // mostly right
      wall(true);
      if (!ceilingSideways(false) && s.ysp >= 0) floor();
      break;
  }
  return hits;
}

// Knuckles_Set_Gliding_Animation: he faces left while the heading is $70..$8F.
inline bool glideFacesLeft(Angle turn) { return static_cast<Angle>(turn + 0x10) >> 5 == 4; }

// Back to the standing size in the air: the glide's fall (double_jump_flag 2).
template <class St>
void beginFall(St& st, EventKind why) {
  st.s.move = Move::GlideFall;
  st.setRadii(false);
  st.event(why);
}

// Knuckles_Move_Glide: the glide's speed, heading and sink.
template <class St>
void moveGlide(St& st) {
  PlayerState& s = st.s;
  const KnucklesConfig& k = st.cfg.knuckles;
  // The speed is compared unsigned, as a word.
  const auto speed = static_cast<std::uint16_t>(s.gsp);
  Sub gsp = s.gsp;
  if (speed < static_cast<std::uint16_t>(k.glideFastSpeed)) {
    gsp += k.glideAccSlow;
  } else if (speed < static_cast<std::uint16_t>(k.glideMaxSpeed) && (s.glideTurn & 0x7F) == 0) {
    gsp += k.glideAccFast;  // not while turning
  }
  s.gsp = static_cast<std::int16_t>(gsp);
  // The heading turns 0 <-> $80 through $40 (left) or $C0 (right), `glideTurnStep` a frame;
  // a turn once begun goes on.
  Angle turn = s.glideTurn;
  const auto step = static_cast<Angle>(k.glideTurnStep);
  if ((st.held & input::kLeft) && turn != 0x80) {
    if (turn & 0x80) turn = static_cast<Angle>(-turn);
    turn = static_cast<Angle>(turn + step);
  } else if ((st.held & input::kRight) && turn != 0) {
    if (!(turn & 0x80)) turn = static_cast<Angle>(-turn);
    turn = static_cast<Angle>(turn + step);
  } else if (turn & 0x7F) {
    turn = static_cast<Angle>(turn + step);
  }
  s.glideTurn = turn;
  s.xsp = saturate((static_cast<std::int64_t>(st.cosA(turn)) * s.gsp) >> 8);
  // Falling fast, the glide brakes the fall (a parachute); otherwise it sinks.
  s.ysp = s.ysp >= k.glideFallBrake ? s.ysp - k.glideGravity : s.ysp + k.glideGravity;
  if (st.py() < k.glideTopMargin) {  // above the level's top: the glide slows
    s.xsp >>= 1;
    s.gsp >>= 1;
  }
}

// Knuckles_Glide, double_jump_flag 1: after the move, what the glide ran into.
template <class St>
void glideCollide(St& st) {
  PlayerState& s = st.s;
  const KnucklesConfig& k = st.cfg.knuckles;
  const GlideHits hits = collideGlide(st);
  if (hits.landed) {  // Knux_Gliding_HitFloor
    s.facingLeft = s.xsp < 0;
    if (plainQuadrant(s.angle) != 0) {
      // A steep floor: he lands running at the glide's speed (unsigned: to the right).
      s.xsp = s.gsp;
      s.ysp = 0;
      resetOnFloor(st);
    } else {
      s.move = Move::GlideSlide;
      st.event(EventKind::GlideSlid);
    }
    return;
  }
  if (hits.walled) {
    grabWall(st);
    return;
  }
  if (!(st.held & input::kJump)) {  // let go: falls, xsp quartered
    s.facingLeft = s.xsp < 0;
    s.xsp >>= k.glideReleaseShift;
    beginFall(st, EventKind::GlideReleased);
    return;
  }
  s.facingLeft = glideFacesLeft(s.glideTurn);
}

// Knuckles_Fall_From_Glide, double_jump_flag 2: air control and gravity after the move.
template <class St>
void glideFall(St& st) {
  PlayerState& s = st.s;
  const KnucklesConfig& k = st.cfg.knuckles;
  airControl(st);
  airDrag(st);
  s.ysp = saturate(static_cast<std::int64_t>(s.ysp) + k.fallGravity);
  if (!collideGlide(st).landed) return;
  s.gsp = 0;
  s.xsp = 0;
  s.ysp = 0;
  s.y += pixels(s.radiusY - st.cfg.standRadiusY);
  const bool flat = plainQuadrant(s.angle) == 0;
  resetOnFloor(st);
  st.event(EventKind::GlideStood);
  if (flat) {
    s.controlLock = static_cast<std::uint8_t>(k.landLockFrames);
    st.event(EventKind::ControlLockSet);
  }
}

// Knuckles_Sliding, double_jump_flag 3: holding jump he slides on, slowing.
template <class St>
void glideSlide(St& st) {
  PlayerState& s = st.s;
  const KnucklesConfig& k = st.cfg.knuckles;
  bool slides = false;
  if (st.held & input::kJump) {
    if (s.xsp < 0) {
      s.xsp += k.slideFriction;
      slides = s.xsp < 0;
    } else {
      s.xsp -= k.slideFriction;
      slides = s.xsp >= 0;
    }
  }
  if (!slides) {  // gets up
    s.gsp = 0;
    s.xsp = 0;
    s.ysp = 0;
    s.y += pixels(s.radiusY - st.cfg.standRadiusY);
    resetOnFloor(st);
    s.controlLock = static_cast<std::uint8_t>(k.landLockFrames);
    st.event(EventKind::GlideStood);
    st.event(EventKind::ControlLockSet);
    return;
  }
  collideGlide(st);
  const PairResult f = castFloorPair(st, Mode::Floor);
  if (f.near >= k.slideDropDistance) {  // slid off a ledge
    st.use(f.nearIndex, CastUse::OutOfRange);
    beginFall(st, EventKind::GlideReleased);
    return;
  }
  st.use(f.nearIndex, CastUse::Used);
  st.floorWinner(f.nearIndex);
  s.y += pixels(f.near);
  s.angle = st.flagged(f.angle) ? Angle{0} : f.angle;
}

}  // namespace

template <class St>
void startGlide(St& st) {
  PlayerState& s = st.s;
  const KnucklesConfig& k = st.cfg.knuckles;
  s.rolling = false;
  s.radiusX = static_cast<std::uint8_t>(k.glideRadius);
  s.radiusY = static_cast<std::uint8_t>(k.glideRadius);
  s.rollJumping = false;
  s.move = Move::Glide;
  s.ysp = s.ysp + k.glideStartYsp < 0 ? 0 : s.ysp + k.glideStartYsp;
  s.gsp = k.glideStartSpeed;
  s.xsp = s.facingLeft ? -k.glideStartSpeed : k.glideStartSpeed;
  s.glideTurn = s.facingLeft ? 0x80 : 0;
  s.angle = 0;
  st.event(EventKind::GlideStarted);
}

template <class St>
void glideFrame(St& st) {
  PlayerState& s = st.s;
  if (s.move == Move::Glide) moveGlide(st);
  st.phase(Phase::Ability);
  if (!boundAndMove(st)) return;
  switch (s.move) {
    case Move::Glide: glideCollide(st); break;
    case Move::GlideFall: glideFall(st); break;
    case Move::GlideSlide: glideSlide(st); break;
    case Move::Climb: climbWall(st); break;
    case Move::ClimbLedge: climbLedge(st); break;
    case Move::None:
    case Move::Fly: break;
  }
  // Animate_Knuckles counts the pull-up's frame timer down after the routine.
  if (s.move == Move::ClimbLedge && s.moveTimer > 0) --s.moveTimer;
  st.phase(Phase::AirCollision);
}

SOLIDTILE_ABILITY_STEP_KINDS(startGlide)
SOLIDTILE_ABILITY_STEP_KINDS(glideFrame)

}  // namespace solidtile::detail
