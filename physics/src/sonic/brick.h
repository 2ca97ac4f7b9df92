// Internal: falling bricks (ObjectKind::Brick) against the Sonic player
// (docs/physics.md, "Falling bricks"): Sonic 1's Obj46 subtypes 2 and $A
// (level/brick.h for the rule and the slots).
// - runBricks, before the solid tests: each brick's type routine. The game
//   runs it in Brick_Action before the brick's own SolidObject, after the
//   player's move (ExecuteObjects' order), so the trigger reads his x of
//   this frame; ours runs every brick's ahead of the other objects' solid
//   tests, which could only differ where an earlier object pushed him
//   across the $90 line in the same frame. Only a brick drawn after the last
//   frame runs ("tst.b obRender(a0); bpl.s .chkdel", BuildSprites' test on
//   its y then): its fall pauses off screen. The last slot keeps the frame
//   it ran, for the solid test.
// - brickObject: SolidObject with d1 $1B, d2 $10, d3 $11 at this frame's y
//   (the plain 32 x 32 block's solidObject), only on a frame its routine
//   ran: otherwise nothing is tested and one standing on it stays standing,
//   as an on_screen block's. A rider is carried by exactly its move
//   (MvSonicOnPtfm on the new obY).
// Not modelled: the trigger frame reads oscillator 5 as the waiting wobble
// does (not lagged); the drawn test of a brick off screen reads its wobble
// or float on the frame before, where the game's sprite kept the y of the
// last frame it ran (only a brick within 16 px of the screen's edge differs).
#pragma once

#include "solid_objects.h"
#include "solidtile/level/brick.h"
#include "solidtile/level/object_loading.h"

namespace solidtile::detail::objects {

template <class St>
[[gnu::noinline]] void runBricks(St& st) {
  const ObjectList& list = st.level.objects;
  const std::uint32_t f = st.s.frame + 1;
  const std::int32_t px = st.s.x >> 8;
  constexpr std::int32_t half = BrickTiming::kSize / 2;
  for (const std::int16_t i : list.bricks()) {
    const SolidObject& o = list[static_cast<std::size_t>(i)];
    ObjectSlot* slot = slotFor(st, i, BrickTiming::kSlots);
    if (!slot || o.path.empty()) continue;
    if (list.loading() == ObjectLoading::Camera && !objectLoaded(list, static_cast<std::size_t>(i), st.slots)) continue;
    const BrickView was = brickAt(o, slot, f - 1);
    if (!spriteDrawn(list, o.path[0].x + half, was.y + half, half, st.slots)) continue;
    slot[3].since = f;
    if (was.phase == BrickPhase::Waiting) {
      if (brickTriggered(px, o.path[0].x)) {  // Brick_Type02: "move.b #3,obSubtype(a0)"
        slot[0].since = f;
        slot[1].since = 0;
        objectEvent(st, EventKind::CollapseStarted, i);
      }
    } else if (was.phase == BrickPhase::Falling) {
      const std::uint32_t k = was.fallen + 1;  // Brick_Type03: SpeedToPos, "addi.w #$18,obVelY(a0)"
      slot[1].since = k;
      if (std::int64_t{brickTriggerY(o, slot[0].since)} + brickDrop(k) > o.landY) {
        slot[2].since = f;  // ObjFloorDist's "tst.w d1; bpl.w": landed, "add.w d1,obY(a0)"
        objectEvent(st, EventKind::BlockLanded, i);
      }
    }
  }
}

template <class St>
bool brickObject(St& st, int i, const SolidObject& o, std::uint32_t f) {
  if (!st.cfg.solidObjects) return true;  // a block's shape: passed where blocks are
  const ObjectSlot* slot = slotFor(st, i, BrickTiming::kSlots);
  if (slot && slot[3].since != f) return true;  // not drawn: Brick_Action skips SolidObject
  const std::int32_t x = o.path[0].x, y = brickAt(o, slot, f).y;
  int d4 = 0;
  return solidObject(st, i, x, x, y, o.w, o.h, y != brickYBefore(o, slot, f), o.h / 2 + 1, d4);
}

}  // namespace solidtile::detail::objects
