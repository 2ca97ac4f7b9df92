// Internal: twists (ObjectKind::Twist) against the Sonic player (docs/physics.md,
// "Twisting spiral pathway"): Sonic 2's Obj06_Spiral, run in object order
// after the player's routine. Riding is standing on the object: standingOn
// is the game's on_object with interact, and the object's standing bit d6,
// one and the same here (one player: RideObject_SetRide clears the bit of the
// object he stood on before, as standOn replaces standingOn). So the player's
// own routine skips its floor sensors while riding (Sonic_AnglePos's
// "btst #status.player.on_object"), and Obj06_Spiral_MoveCharacter's "btst
// #status.player.on_object,status(a1); beq.s return" always passes.
#pragma once

#include "solid_objects.h"
#include "solidtile/level/twist.h"

namespace solidtile::detail::objects {

template <class St>
void twistObject(St& st, int i, const SolidObject& o) {
  PlayerState& s = st.s;
  if (o.path.empty() || o.twist.size() != kTwistHeights || o.twistFlip.size() != kTwistFlips) return;
  const std::int32_t obX = o.path[0].x + kTwistHalfWidth, obY = o.path[0].y + kTwistHalfHeight;
  const std::int32_t dx = (s.x >> 8) - obX, dy = (s.y >> 8) - obY;
  if (s.standingOn != i) {
    // Obj06_Spiral: "btst #status.player.in_air,status(a1); bne.w return".
    if (s.airborne) return noteTest(st, i, ObjectOutcome::Missed, dx, dy);
    // loc_21580 (on another object) tests no obj_control; the plain
    // window's "tst.b obj_control(a1)" refuses a player an object holds
    // (heldBy: a vine's handle took one standing, sonic/vine.h).
    const bool onOther = s.standingOn >= 0;
    if (!twistCatchAcross(dx, s.xsp < 0, onOther) || !twistCatchDown(dy) || (!onOther && s.heldBy >= 0))
      return noteTest(st, i, ObjectOutcome::Missed, dx, dy);
    noteTest(st, i, ObjectOutcome::Landed, dx, dy);
    standOn(st, i);  // RideObject_SetRide: angle 0, y_vel 0, inertia = x_vel, on_object
    return;
  }
  // loc_215C0: falls off too slow, in the air, or past either end.
  const Sub speed = s.gsp < 0 ? -s.gsp : s.gsp;
  const std::int32_t column = twistColumn(dx);
  if (speed < TwistRule::kMinSpeed || s.airborne || column < 0) {
    // Obj06_Spiral_CharacterFallsOff: on_object and the standing bit cleared,
    // nothing else (no in_air: his own floor sensors take him on the next
    // frame); flips_remaining and flip_speed are the animation's.
    s.standingOn = -1;
    objectEvent(st, EventKind::ObjectLeft, i);
    noteTest(st, i, ObjectOutcome::Left, dx, dy);
    return;
  }
  const std::int32_t py = s.y >> 8;
  const std::int32_t ny = twistRideY(obY, o.twist[static_cast<std::size_t>(column)], s.radiusY);
  setPixelY(s, ny);
  noteTest(st, i, ObjectOutcome::Stayed, dx, dy, 0, ny - py);
  if constexpr (St::recording) {
    if (st.rec) {
      st.rec->twist = static_cast<std::int16_t>(i);
      st.rec->twistFlip = o.twistFlip[twistFlipIndex(column)];
    }
  }
}

}  // namespace solidtile::detail::objects
