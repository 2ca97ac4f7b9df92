// Internal: seesaws (ObjectKind::Seesaw) against the Sonic player
// (docs/physics.md, "Seesaws"): Sonic 1's Obj5E and Sonic 2's Obj14 with its
// ball (level/seesaw.h). The object pass visits every seesaw each frame (the
// list's everyFrame(), as pushable blocks), in object order, so the plank's
// frame keeps stepping and the ball keeps flying wherever the player is:
// - the plank (See_Slope / See_Slope2, Obj14_Main): its target is the side
//   of obX the standing player is on (See_ChkSide), else its objoff_3A, and
//   objoff_38 takes his y speed while no one stands on it; the frame steps
//   once toward the target (See_ChgFrame); then the sloped platform on that
//   frame's table (SlopeObject to land, ExitPlatform and SlopeObject2 to
//   stand; Sonic 2's SlopedPlatform);
// - the ball right after (its object follows the plank's): sonic/../level/
//   seesaw.cpp's seesawBallStep; landing with the plank's frame not the one
//   it sets launches a player standing on the plank (See_Spring,
//   Obj14_LaunchCharacter): y speed the ball's negated, in the air, off it,
//   the jump flag cleared, the hurt routine ended (obRoutine 2).
// The ball hurts on touch (obColType $8B: size $0B, 8 x 8 each way), met in
// the touch test (monitor.h's touchMonitors) where its routine left it on
// the frame before, as the hurt zones are.
#pragma once

#include "solid_objects.h"
#include "spikes.h"
#include "solidtile/level/seesaw.h"

namespace solidtile::detail::objects {

// The plank's column under the player (d0 = px - obX + $30, within 0..$5F).
inline std::int32_t seesawTop(const SeesawState& w, std::int32_t obY, std::int32_t d0) {
  return obY - seesawHeight(w.frame, d0 >> 1);
}

template <class St>
bool seesawObject(St& st, int i, const SolidObject& o) {
  ObjectSlot* slot = slotFor(st, i, kSeesawSlots);
  if (!slot || o.path.empty()) return true;
  PlayerState& s = st.s;
  SeesawState w = SeesawState::made(slot) ? SeesawState::read(slot) : SeesawState::initial(o.dir == ObjectDir::Left);
  const std::int32_t obX = o.path[0].x + SeesawGeometry::kObX, obY = o.path[0].y + SeesawGeometry::kObY;
  const std::int32_t half = SeesawGeometry::kHalf;
  const bool solid = st.cfg.solidObjects;  // the plank is a platform where blocks are solid
  // The plank's routine.
  int target = w.target;
  if (solid && s.standingOn == i) {
    target = seesawSide((s.x >> 8) - obX);  // See_Slope2's See_ChkSide; Obj14_Main with the standing bit
  } else {
    w.speed = static_cast<std::int16_t>(s.ysp);  // "move.w obVelY(a1),see_speed(a0)"; loc_21A38
  }
  seesawSetFrame(w, target);
  if (solid) {
    const std::int32_t d0 = (s.x >> 8) - obX + half;
    if (s.standingOn == i) {
      // ExitPlatform (Sonic 2 and 3 set the air bit: leave()), then SlopeObject2.
      if (s.airborne || d0 < 0 || d0 >= 2 * half) {
        leave(st, i);
      } else {
        carry(st, i, seesawTop(w, obY, d0), obX, obX, false);
      }
    } else if (s.ysp < 0 || d0 < 0 || d0 >= 2 * half) {
      noteTest(st, i, ObjectOutcome::Missed);
    } else {
      // SlopeObject's Platform3 / SlopedPlatform's PlatformObject_ChkYRange on obY - t[c].
      const std::int32_t py = s.y >> 8;
      const std::int32_t dy = seesawTop(w, obY, d0) - (py + s.radiusY + 4);
      const bool above = st.cfg.platformLandsAtZeroDistance ? dy > 0 : dy >= 0;
      if (above || dy < -0x10) {
        noteTest(st, i, ObjectOutcome::Missed, 0, dy);
      } else {
        setPixelY(s, py + dy + 3);
        noteTest(st, i, ObjectOutcome::Landed, 0, dy, 0, dy + 3);
        standOn(st, i);
      }
    }
  }
  if (o.ball) {
    std::int32_t speed = 0;
    if (seesawBallStep(w, &speed) && s.standingOn == i) {
      // See_Spring / Obj14_LaunchCharacter: "bclr #3,obStatus(a1)" set, so he is launched.
      s.ysp = static_cast<Sub>(static_cast<std::int16_t>(speed));
      s.airborne = true;
      s.jumping = false;
      s.hurt = false;
      s.standingOn = -1;
      objectEvent(st, EventKind::SpringLaunched, i);
    }
  }
  w.write(slot);
  return true;
}

// The touch test meeting seesaw i's ball (obColType $8B) where its routine
// left it on the frame before: true when it touched (the test ends).
template <class St>
bool reactSeesawBall(St& st, std::size_t i) {
  const SolidObject& o = st.level.objects[i];
  if (!o.ball || o.path.empty()) return false;
  const ObjectSlot* slot = slotFor(st, static_cast<int>(i), kSeesawSlots);
  if (!slot || !SeesawState::made(slot)) return false;  // not made yet
  const SeesawState w = SeesawState::read(slot);
  const std::int32_t cx = o.path[0].x + SeesawGeometry::kObX + w.ballPixelX();
  const std::int32_t cy = o.path[0].y + SeesawGeometry::kObY + w.ballPixelY();
  PlayerState& s = st.s;
  if (!touchesBox(s, cx, cy, SeesawGeometry::kBallHalf, SeesawGeometry::kBallHalf)) return false;
  const int index = static_cast<int>(i);
  noteTest(st, index, ObjectOutcome::Touched, cx - (s.x >> 8), cy - (s.y >> 8));
  if (s.invincible == 0 && s.invulnerable == 0) hurtPlayer(st, index, cx);  // $80: React_ChkHurt / Touch_ChkHurt
  return true;
}

}  // namespace solidtile::detail::objects
