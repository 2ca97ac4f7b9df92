// Internal: elevators (ObjectKind::Elevator) against the Sonic player
// (docs/physics.md, "Elevators"): Sonic 1's Obj59 (level/elevator.h). On
// frame f: PlatformObject (not stood on) at its place before this frame's
// move, where a landing sets it off (.type01 on the landing frame: the slot
// keeps f); stood on, the profile's ExitPlatform and MvSonicOnPtfm2 with the
// x before the move, carrying him by exactly the frame's move. Its place on
// f is elevatorAt(frames since the slot's).
#pragma once

#include "solid_objects.h"
#include "solidtile/level/elevator.h"

namespace solidtile::detail::objects {

template <class St>
bool elevatorObject(St& st, int i, const SolidObject& o, std::uint32_t f) {
  if (!st.cfg.solidObjects) return true;  // a platform: passed where blocks are
  ObjectSlot* slot = slotFor(st, i);
  PlayerState& s = st.s;
  const std::uint32_t since = slot ? slot->since : ObjectSlot::kNever;
  const ElevatorView now = elevatorAt(o.elevator, o.dir, since, f);
  const ElevatorView was = f > 0 ? elevatorAt(o.elevator, o.dir, since, f - 1) : now;
  const std::int32_t x0 = o.path[0].x, y0 = o.path[0].y;
  const std::int32_t oldX = x0 + was.dx, oldY = y0 + was.dy, x = x0 + now.dx, y = y0 + now.dy;
  if (s.standingOn == i) {
    // Elev_Action: ExitPlatform before the move, Elev_Types, MvSonicOnPtfm2.
    platformObject(st, i, oldX, x, y, o.w, oldX != x || oldY != y);
    return true;
  }
  // Elev_Platform: PlatformObject before Elev_Types moves it this frame.
  platformObject(st, i, oldX, oldX, oldY, o.w, false);
  if (slot && slot->since == ObjectSlot::kNever && s.standingOn == i) {
    slot->since = f;  // .type01: "cmpi.b #4,obRoutine(a0)" right after the landing
    objectEvent(st, EventKind::CollapseStarted, i);
  }
  return true;
}

}  // namespace solidtile::detail::objects
