// Internal: a block that dips while stood on (SolidObject::nudge; docs/physics.md,
// "Oscillating platforms"). Both games' Obj18 move their count b before the
// collision that frame (Sonic 1's Plat_Solid and Plat_Action2 start with it;
// Sonic 2's Obj18_TopSolid too), by whether the player stood on it when the
// routine began; the frame's y is then the moved y plus nudgeDip(b)
// (level/nudge.h). The collision is the block's own (blockSurface) at that
// y, so a player on it is carried down and up by the dip.
// Sonic 1 tests a landing on the y of the frame before (PlatformObject comes
// before Plat_Move and Plat_Nudge); Sonic 2 after its move: here, as for
// every object, the frame's place (solid_objects.h), which b does not change
// on the landing frame by more than the pixel a step of 4 can make.
#pragma once

#include <algorithm>

#include "collapse.h"  // slotFor
#include "solid_objects.h"
#include "solidtile/level/nudge.h"

namespace solidtile::detail::objects {

template <class St>
bool nudgeObject(St& st, int i, const SolidObject& o, std::int32_t oldX, std::int32_t x, std::int32_t oldY,
                 std::int32_t y) {
  ObjectSlot* slot = slotFor(st, i);
  if (!slot || static_cast<std::size_t>(slot - st.slots.data()) + 1 >= st.slots.size()) {
    return blockSurface(st, i, o, oldX, x, y, oldX != x || oldY != y);  // no state to dip by
  }
  const std::uint32_t f = st.s.frame + 1;
  const std::uint8_t was = nudgeCountAt(slot[0], slot[1], f - 1);
  // Plat_Action2's "addq.b #4" up to $40; Plat_Solid's "subq.b #4" down to 0.
  const std::uint8_t b = st.s.standingOn == i ? static_cast<std::uint8_t>(std::min<int>(was + NudgeTiming::kStep, NudgeTiming::kMax))
                                              : static_cast<std::uint8_t>(was > NudgeTiming::kStep ? was - NudgeTiming::kStep : 0);
  const std::int32_t oldDipped = oldY + nudgeDip(was), dipped = y + nudgeDip(b);
  const bool ok = blockSurface(st, i, o, oldX, x, dipped, oldX != x || oldDipped != dipped);
  // The slots change only where b turns: landing, leaving, or reaching 0 or $40 needs no write.
  const bool up = st.s.standingOn == i;
  if (nudgeCountAt(slot[0], slot[1], f) != b || nudgeGoesUp(slot[1]) != up) setNudge(slot, f, b, up);
  return ok;
}

}  // namespace solidtile::detail::objects
