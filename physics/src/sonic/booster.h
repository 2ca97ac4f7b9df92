// Internal: speed boosters (ObjectKind::Booster) against the Sonic player
// (docs/physics.md, "Speed boosters"): Sonic 2's Obj1B (Chemical Plant), run
// in object order after the player's routine (Obj1B_Main, Obj1B_GiveBoost).
// Not solid: a player on the ground ("btst #status.player.in_air,status(a1);
// bne.s") whose point is within its window (level/booster.h) and not already
// going $1000 or more its way is set going its way at its speed:
//   "move.w speedbooster_boostspeed(a0),x_vel(a1); bclr #status.player.x_flip,
//    status(a1); btst #status.npc.x_flip,status(a0); beq.s +;
//    bset #status.player.x_flip,status(a1); neg.w x_vel(a1)
//  + move.w #$F,move_lock(a1); move.w x_vel(a1),inertia(a1);
//    bclr #status.player.pushing,status(a1)"
// He faces its way; the left/right lock is $F frames; only his own pushing
// bit is cleared (the bits it clears on itself are its own: it is not solid).
// Not modelled: the sidekick's pass, the spring sound (played when already
// fast too), the arrows' blinking.
#pragma once

#include "solid_objects.h"
#include "solidtile/level/booster.h"

namespace solidtile::detail::objects {

template <class St>
void boosterObject(St& st, int i, const SolidObject& o) {
  PlayerState& s = st.s;
  if (o.path.empty()) return;
  const std::int32_t obX = o.path[0].x + kBoosterHalf, obY = o.path[0].y + kBoosterHalf;
  const std::int32_t dx = (s.x >> 8) - obX, dy = (s.y >> 8) - obY;
  const bool leftward = o.dir == ObjectDir::Left;
  if (s.airborne || !boosterWindow(dx, dy)) return noteTest(st, i, ObjectOutcome::Missed, dx, dy);
  if (boosterAlreadyFast(s.xsp, leftward)) return noteTest(st, i, ObjectOutcome::Missed, dx, dy);
  s.xsp = leftward ? -o.springSpeed : o.springSpeed;
  s.facingLeft = leftward;
  s.controlLock = BoosterRule::kMoveLock;
  s.gsp = s.xsp;
  s.pushing = false;
  noteTest(st, i, ObjectOutcome::Boosted, dx, dy);
  objectEvent(st, EventKind::Boosted, i);
}

}  // namespace solidtile::detail::objects
