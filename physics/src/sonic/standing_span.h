// Internal: where the object the player stands on is across on this frame,
// as the games' balance checks read it (Sonic_Balance's and
// Sonic_BalanceOnObj's obX against obActWid): its left edge and half its
// width, pixels. Most objects stand where the list places them on the
// frame; those whose place follows their own state say so here, one kind
// each, so the player's code asks one question of any object.
#pragma once

#include <cstddef>
#include <cstdint>

#include "object_slots.h"
#include "solidtile/level/elevator.h"
#include "solidtile/level/lift.h"
#include "solidtile/level/route.h"
#include "solidtile/level/stair.h"

namespace solidtile::detail::objects {

struct StandingSpan {
  std::int32_t left = 0, half = 0;
};

template <class St>
StandingSpan standingSpan(St& st, std::size_t i) {
  const SolidObject& o = st.level.objects[i];
  const std::uint32_t f = st.s.frame;
  StandingSpan span{st.level.objects.position(i, f).x >> 8, o.w / 2};
  if (o.kind == ObjectKind::Stair) {
    // Obj5B's blocks are objects of their own (obActWid $10): the one he
    // stands on is in its second slot's low nibble (sonic/stair.h).
    const ObjectSlot* slot = slotFor(st, i, 2);
    const std::uint32_t parts = slot && slot[1].since != ObjectSlot::kNever ? slot[1].since : 0;
    span.half = StairTiming::kBlock / 2;
    span.left += static_cast<std::int32_t>(parts & 0xF) * StairTiming::kBlock;
  } else if (o.kind == ObjectKind::Lift) {
    // Along its slide from the frame it was set off (its slot: level/lift.h).
    const ObjectSlot* slot = slotFor(st, i);
    const LiftView v = liftAt(o.lift, o.dir == ObjectDir::Left ? -1 : 1, slot ? slot->since : ObjectSlot::kNever, f, INT32_MAX);
    span.left = o.path[0].x + static_cast<std::int32_t>(v.dx >> 8);
  } else if (o.kind == ObjectKind::Elevator) {
    // Along its way from the frame it was set off (its slot: level/elevator.h).
    const ObjectSlot* slot = slotFor(st, i);
    span.left = o.path[0].x + elevatorAt(o.elevator, o.dir, slot ? slot->since : ObjectSlot::kNever, f).dx;
  } else if (o.route != BlockRoute::None) {
    // On its route from the frame it was made (its slot), not frame 0's (level/route.h).
    span.left = (pixels(o.path[0].x) + routeShift(o.route, objectMadeFrame(st, static_cast<int>(i), o), f).dx) >> 8;
  }
  return span;
}

}  // namespace solidtile::detail::objects
