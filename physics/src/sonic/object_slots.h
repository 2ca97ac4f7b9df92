// Internal: the object state slots (level/object_state.h) a step reads for
// object i, apart from the routines themselves, so the player's own code
// (player_ground.cpp's balance) can read an object's place without the
// whole object pass.
#pragma once

#include <cstddef>
#include <cstdint>

#include "solidtile/level/object_state.h"
#include "solidtile/level/objects.h"

namespace solidtile::detail::objects {

// Object i's first slot (object_state.h) when its `count` slots lie within
// the step's; else nullptr (a step given fewer slots keeps no state for it).
template <class St, class Index>
ObjectSlot* slotFor(St& st, Index i, std::size_t count = 1) {
  const std::int32_t k = st.level.objects.slotOf(static_cast<std::size_t>(i));
  return k >= 0 && static_cast<std::size_t>(k) + count <= st.slots.size() ? &st.slots[static_cast<std::size_t>(k)]
                                                                         : nullptr;
}

// The frame object i was made (object_state.h keepsMadeFrame): its slot's,
// or frame 0 when none is given (a step given fewer slots).
template <class St>
std::uint32_t objectMadeFrame(St& st, int i, const SolidObject& o) {
  const std::size_t at = madeFrameSlotOffset(o);
  const ObjectSlot* slot = slotFor(st, i, at + 1);
  return slot ? madeFrame(slot[at]) : 0;
}

}  // namespace solidtile::detail::objects
