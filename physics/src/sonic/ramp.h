// Internal: twisted ramps (ObjectKind::Ramp) against the Sonic player
// (docs/physics.md, "Twisted ramp"): S&K's Obj_TwistedRamp, run in object
// order after the player's routine (sonic3k.asm Obj_TwistedRamp, sub_24D9A;
// the locked-on game runs S&K's code for Angel Island). Not solid: a
// grounded player within its window, fast enough its way, is thrown up.
#pragma once

#include "solid_objects.h"
#include "solidtile/level/ramp.h"

namespace solidtile::detail::objects {

template <class St>
void rampObject(St& st, int i, const SolidObject& o) {
  PlayerState& s = st.s;
  if (o.path.empty()) return;
  const std::int32_t obX = o.path[0].x + kRampLeft, obY = o.path[0].y + kRampAbove;
  const std::int32_t dx = (s.x >> 8) - obX, dy = (s.y >> 8) - obY;
  // "btst #Status_InAir,status(a1); bne.w locret_24E32", then the window,
  // then "tst.b object_control(a1); bne.s": not while an object holds him (heldBy).
  const bool leftward = o.dir == ObjectDir::Left;
  if (s.airborne || !rampWindow(dx, dy) || s.heldBy >= 0 || !rampFastEnough(s.xsp, leftward))
    return noteTest(st, i, ObjectOutcome::Missed, dx, dy);
  // loc_24DFC. Only in_air is set: on_object, rolling, jumping and the push
  // stay as they were (an object he stood on lets go of him on its own test,
  // as SolidObject does a player in the air). routine 2 is the one he runs
  // already; flip_angle 1, anim 0, flips_remaining 0, flip_speed 4 and
  // flip_type 5 are the corkscrew's animation, drawing only.
  s.xsp += leftward ? -RampRule::kBoost : RampRule::kBoost;
  s.ysp = RampRule::kLaunch;
  s.gsp = RampRule::kGroundVel;
  s.airborne = true;
  noteTest(st, i, ObjectOutcome::Launched, dx, dy);
  objectEvent(st, EventKind::RampLaunched, i);
}

}  // namespace solidtile::detail::objects
