// Internal: one-way barriers (ObjectKind::Barrier) against the Sonic player
// (docs/physics.md, "One-way barriers"): Sonic 2's Obj2D (level/barrier.h).
// Obj2D_Main on frame f: the window from last frame's routine_secondary,
// the player in it or not, the height 8 px up (to $40) or down (to 0), y_pos
// = objoff_32 - height, then SolidObject on that y (MvSonicOnPtfm carries
// one standing on it by exactly the frame's move). The Sidekick's test and
// obj_control bit 7 (no modelled Sonic 2 object sets it) are not modelled.
#pragma once

#include "solid_objects.h"
#include "solidtile/level/barrier.h"

namespace solidtile::detail::objects {

template <class St>
bool barrierObject(St& st, int i, const SolidObject& o, std::uint32_t f) {
  ObjectSlot* slot = slotFor(st, i, 2);
  const PlayerState& s = st.s;
  const BarrierView was = barrierAt(slot, f > 0 ? f - 1 : 0);
  const std::int32_t x = o.path[0].x, y0 = o.path[0].y;
  const std::int32_t bx = x + o.w / 2, by = y0 + o.h / 2;
  const bool in = barrierWindow(s.x >> 8, s.y >> 8, bx, by, o.dir == ObjectDir::Left, was.rising);
  const std::int32_t height = in ? std::min(was.height + BarrierRule::kStep, BarrierRule::kRise)
                                 : std::max(was.height - BarrierRule::kStep, 0);
  if (slot && (in != was.rising || slot[0].since == ObjectSlot::kNever) && (in || height != was.height)) {
    // Its way turned: keep this frame and the height it reached on it.
    slot[0].since = f;
    slot[1].since = static_cast<std::uint32_t>(height) | (in ? 0x100u : 0u);
  }
  if (!st.cfg.solidObjects) return true;  // a block's shape: passed where blocks are
  int d4 = 0;
  return solidObject(st, i, x, x, y0 - height, o.w, o.h, height != was.height, o.h / 2 + 1, d4);
}

}  // namespace solidtile::detail::objects
