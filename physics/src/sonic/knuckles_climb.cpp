// Knuckles' wall grab and climb in Sonic & Knuckles (sonic3k.asm):
// Knuckles_Gliding_HitWall, Knuckles_Wall_Climb, Knuckles_ClimbUp,
// Knuckles_Climb_Ledge and Knuckles_DoLedgeClimbingAnimation. He keeps the
// glide's 10 x 10 size on the wall; his own casts are SensorId::Climb.
#include "abilities.h"
#include "player_shared.h"
#include "player_step.h"

namespace solidtile::detail {
namespace {

// GetDistanceFromWall: the wall he faces at row `y`, from x + radius (right)
// or x - 1 - radius (left).
template <class St>
SensorHit wallAt(St& st, std::int32_t y) {
  const int r = st.s.radiusX;
  return st.s.facingLeft ? st.cast(SensorId::Climb, Dir::Left, st.px() - 1 - r, y, Sees::Sides)
                         : st.cast(SensorId::Climb, Dir::Right, st.px() + r, y, Sees::Sides);
}

// Knuckles_LetGoOfWall: he drops off, standing size, into the glide's fall.
template <class St>
void letGo(St& st) {
  st.s.move = Move::GlideFall;
  st.setRadii(false);
  st.event(EventKind::WallLetGo);
}

// The climb's .reachedFloor: stands on the floor the cast found.
template <class St>
void standOn(St& st, const SensorHit& floor) {
  PlayerState& s = st.s;
  s.y += pixels(floor.distance);
  s.angle = floor.angle;  // Primary_Angle as read, not the odd-angle check
  s.gsp = 0;
  s.xsp = 0;
  s.ysp = 0;
  resetOnFloor(st);
}

// Knuckles_DoLedgeClimbingAnimation: one step of the pull-up.
template <class St>
void ledgeStep(St& st) {
  PlayerState& s = st.s;
  const KnucklesConfig& k = st.cfg.knuckles;
  const std::int32_t* d = k.ledgeSteps[(s.moveStep / 4) & 3];
  s.x += pixels(s.facingLeft ? -d[0] : d[0]);
  s.y += pixels(d[1]);
  s.moveTimer = static_cast<std::uint8_t>(k.ledgeStepFrames);
  s.moveStep = static_cast<std::uint8_t>(s.moveStep + 4);
}

}  // namespace

template <class St>
void grabWall(St& st) {
  PlayerState& s = st.s;
  const KnucklesConfig& k = st.cfg.knuckles;
  const bool left = static_cast<Angle>(s.glideTurn + 0x40) >= 0x80;  // heading $40..$BF
  s.facingLeft = left;
  const int rx = s.radiusX, ry = s.radiusY;
  // CheckLeft/RightCeilingDist: the wall at both ends of his side must touch.
  const Dir dir = left ? Dir::Left : Dir::Right;
  const std::int32_t wallX = left ? st.px() - ry : st.px() + ry;
  int top = -1, bottom = -1;
  const SensorHit upper = st.cast(SensorId::Climb, dir, wallX, st.py() - rx, Sees::Sides, &top);
  const SensorHit lower = st.cast(SensorId::Climb, dir, wallX, st.py() + rx, Sees::Sides, &bottom);
  bool grabbed = (upper.distance | lower.distance) == 0;
  if (grabbed) {
    st.use(top, CastUse::Used);
    st.use(bottom, CastUse::Used);
    if (left) s.x += pixels(1);
  } else {
    // ChkFloorEdge_Part3 just past the wall's edge (the y radius added to x,
    // a harmless slip of the game's while both are 10): near a wall's top he
    // grabs it, moved down onto the ledge's height.
    int edge = -1;
    const SensorHit ledge = st.cast(SensorId::Climb, Dir::Down, left ? st.px() - ry - 1 : st.px() + ry + 1,
                                    st.py() - k.grabLedgeRise, Sees::Top, &edge);
    if (ledge.distance >= 0 && ledge.distance < k.grabLedgeReach) {
      st.use(edge, CastUse::Used);
      s.y += pixels(ledge.distance);
      grabbed = true;
    }
  }
  if (!grabbed) {
    s.move = Move::GlideFall;
    st.setRadii(false);
    st.event(EventKind::GlideReleased);
    return;
  }
  s.gsp = 0;
  s.xsp = 0;
  s.ysp = 0;
  s.move = Move::Climb;
  // The game keeps the grab's x in x_pos+2, the low word of the position:
  // its subpixel, whose high byte is what this position keeps.
  const std::int32_t px = st.px();
  s.grabX = static_cast<std::int16_t>(px);
  s.x = pixels(px) + ((px >> 8) & 0xFF);
  st.event(EventKind::WallGrabbed);
}

template <class St>
void climbWall(St& st) {
  PlayerState& s = st.s;
  const KnucklesConfig& k = st.cfg.knuckles;
  // Moved off the grab's x, or standing on an object: lets go.
  if (st.px() != s.grabX || s.standingOn >= 0) {
    letGo(st);
    return;
  }
  s.gsp = 0;
  s.xsp = 0;
  s.ysp = 0;
  const int r = s.radiusX;
  const bool up = st.held & input::kUp, down = st.held & input::kDown;
  bool stopped = false;  // the climb's .notMoving: no floor check this frame
  if (up) {
    const SensorHit wall = wallAt(st, st.py() - k.climbWallReach);
    if (wall.distance >= k.climbLedgeGap) {  // the wall ends above: pull up
      s.move = Move::ClimbLedge;
      s.moveStep = 0;
      ledgeStep(st);
      return;
    }
    if (wall.distance != 0) {
      stopped = true;  // a dip in the wall stops him
    } else {
      const SensorHit ceiling = st.cast(SensorId::Climb, Dir::Up, st.px(), st.py() - k.climbCeilingRise - r, Sees::Sides);
      if (ceiling.distance < 0) {
        s.y -= pixels(ceiling.distance);
      } else {
        s.y -= pixels(k.climbSpeed);
        // No higher than the level's top + climbTopMargin (the pixel only: y_pos's word).
        if (st.py() < k.climbTopMargin) s.y = pixels(k.climbTopMargin) + (s.y & 0xFF);
      }
    }
  } else if (down) {
    const SensorHit wall = wallAt(st, st.py() + k.climbWallReach);
    if (wall.distance != 0) {  // climbed off the wall's bottom
      letGo(st);
      return;
    }
    const SensorHit floor = st.cast(SensorId::Climb, Dir::Down, st.px(), st.py() + k.climbFloorDrop + r, Sees::Top);
    if (floor.distance < 0) {
      standOn(st, floor);
      return;
    }
    s.y += pixels(k.climbSpeed);
  }
  if (!stopped && !up && !down) {
    // Holding neither, a floor come up under him (a rising floor) stands him on it.
    const SensorHit floor = st.cast(SensorId::Climb, Dir::Down, st.px(), st.py() + k.climbFloorDrop + r, Sees::Top);
    if (floor.distance < 0) {
      standOn(st, floor);
      return;
    }
  }
  if (st.pressed & input::kJump) {  // jumps off, away from the wall, rolled up
    s.ysp = k.wallJumpYsp;
    s.xsp = s.facingLeft ? k.wallJumpXsp : -k.wallJumpXsp;
    s.facingLeft = !s.facingLeft;
    s.jumping = true;
    s.rolling = true;
    st.setRadii(true);
    s.move = Move::None;
    st.event(EventKind::WallJumped);
  }
}

template <class St>
void climbLedge(St& st) {
  PlayerState& s = st.s;
  if (s.moveTimer != 0) return;
  ledgeStep(st);
  if (s.moveStep != 4 * 4) return;
  s.gsp = 0;
  s.xsp = 0;
  s.ysp = 0;
  if (s.facingLeft) s.x -= pixels(1);
  resetOnFloor(st);
  st.event(EventKind::ClimbedOver);
}

SOLIDTILE_ABILITY_STEP_KINDS(grabWall)
SOLIDTILE_ABILITY_STEP_KINDS(climbWall)
SOLIDTILE_ABILITY_STEP_KINDS(climbLedge)

}  // namespace solidtile::detail
