// Internal: lifts (ObjectKind::Lift) against the Sonic player
// (docs/physics.md, "Lifts"): Sonic 2's Obj16 (level/lift.h). On frame f:
// Obj16_Wait reads the standing bit last frame's PlatformObject set (he
// stands on it before this frame's test) and keeps the frame in the slot;
// then its place on f (liftAt) and PlatformObject there, carrying one
// standing on it by exactly the frame's move. On the frame its y_pos passes
// the lowest camera's bottom (the level's bottom: Camera_Max_Y_pos + 224)
// its rider is let go, in the air, and it is gone.
#pragma once

#include "solid_objects.h"
#include "solidtile/level/lift.h"

namespace solidtile::detail::objects {

template <class St>
std::int64_t liftBottom(const St& st, const SolidObject& o) {
  // Camera_Max_Y_pos + screen_height: the level's bottom, from its y_pos.
  return std::int64_t{st.level.heightPixels()} - (std::int64_t{o.path[0].y} - LiftRule::kBelow);
}

template <class St>
bool liftObject(St& st, int i, const SolidObject& o, std::uint32_t f) {
  if (!st.cfg.solidObjects) return true;  // a platform: passed where blocks are
  ObjectSlot* slot = slotFor(st, i);
  PlayerState& s = st.s;
  if (slot && slot->since == ObjectSlot::kNever && s.standingOn == i) {
    slot->since = f;  // Obj16_Wait: the bit PlatformObject set last frame
    objectEvent(st, EventKind::CollapseStarted, i);
  }
  const std::uint32_t since = slot ? slot->since : ObjectSlot::kNever;
  const int dir = o.dir == ObjectDir::Left ? -1 : 1;
  const std::int64_t bottom = liftBottom(st, o);
  const LiftView now = liftAt(o.lift, dir, since, f, bottom);
  if (now.phase == LiftPhase::Gone) {
    if (s.standingOn == i) {
      // "bclr #status.player.on_object; bset #status.player.in_air", y_vel kept.
      s.standingOn = -1;
      s.airborne = true;
      objectEvent(st, EventKind::ObjectLeft, i);
      noteTest(st, i, ObjectOutcome::Left);
    }
    return ignore(s, i), true;
  }
  const LiftView was = f > 0 ? liftAt(o.lift, dir, since, f - 1, bottom) : now;
  const std::int32_t x0 = o.path[0].x, y0 = o.path[0].y;
  const std::int32_t oldX = x0 + static_cast<std::int32_t>(was.dx >> 8), x = x0 + static_cast<std::int32_t>(now.dx >> 8);
  const std::int32_t y = y0 + static_cast<std::int32_t>(now.dy >> 8);
  const bool moved = oldX != x || (was.dy >> 8) != (now.dy >> 8);
  platformObject(st, i, oldX, x, y, o.w, moved);
  return true;
}

}  // namespace solidtile::detail::objects
