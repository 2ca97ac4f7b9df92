// Internal: fans (ObjectKind::Fan) against the Sonic player (docs/physics.md,
// "Fans"): Sonic 1's Obj5D (Star Light), run in object order after the
// player's routine (Fan_Delay, .blow). Not solid: while it is on (its timer,
// if any: fan_switch 0) a player whose point is within its window
// (level/fan.h) is moved along x by fanPush pixels:
//   "add.w d0,obX(a1) ; push Sonic away from the fan"
// on the ground or in the air, rolling or not; only obX moves (not his
// subpixel, not his speed), and no wall is tested: his own next step's
// sensors push him out of one.
// Not modelled: the blades' animation (obFrame), the routine's "lea
// (v_player).w,a1" reads no other player (no sidekick in Sonic 1).
#pragma once

#include "solid_objects.h"
#include "solidtile/level/fan.h"

namespace solidtile::detail::objects {

template <class St>
void fanObject(St& st, int i, const SolidObject& o, std::uint32_t f) {
  PlayerState& s = st.s;
  if (o.path.empty()) return;
  const bool facingRight = o.dir == ObjectDir::Right;
  const std::int32_t obX = o.path[0].x + fanPointDx(facingRight), obY = o.path[0].y + kFanAbove;
  const std::int32_t dx = (s.x >> 8) - obX, dy = (s.y >> 8) - obY;
  if (hasTimer(o.timer) && !timerActive(o.timer, objectMadeFrame(st, i, o), f)) return noteTest(st, i, ObjectOutcome::Missed, dx, dy);
  if (!fanWindow(dx, dy, facingRight)) return noteTest(st, i, ObjectOutcome::Missed, dx, dy);
  const std::int32_t push = fanPush(dx, facingRight, o.pull);
  s.x += pixels(push);
  noteTest(st, i, ObjectOutcome::Blown, dx, dy, push, 0);
}

}  // namespace solidtile::detail::objects
