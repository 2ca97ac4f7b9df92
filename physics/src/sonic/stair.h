// Internal: staircases (ObjectKind::Stair) against the Sonic player
// (docs/physics.md, "Staircases"): Sonic 1's Obj5B (Star Light), four
// blocks run in object order, the parent first (level/stair.h). Each block
// k is the plain 32 x 32 block at x + $20 k, its y the placement's plus
// its byte of the parent's objoff_38..3B on this frame (Stair_Solid: "add.w
// stair_origY(a0),d0; move.w d0,obY(a0)" before SolidObject, so one
// standing on it is carried by exactly the frame's drop: MvSonicOnPtfm with
// d3 = $11). Then the flag: a top or bottom hit (d4 = -1) writes -1, a
// block stood on after its test writes 1, the last write of the frame
// wins; when it is the one the stair waits for (1 for stood, -1 for hit)
// the first slot keeps the frame.
// Each block is its own object in the game, with its own standing and
// pushing bits (obStatus bits 3 and 5): the second slot keeps which block
// the player stands on (low nibble) and pushes (high nibble), so a block
// he does not stand on runs Solid_ChkEnter (its obSolid is 0), and
// Solid_Ignore of a block he does not push leaves his pushing bit.
// The blocks' deletion off screen (out_of_range on the parent's x) is the
// object loading's (object_loading.h: its slots cleared, made afresh).
#pragma once

#include "solid_objects.h"
#include "solidtile/level/stair.h"

namespace solidtile::detail::objects {

template <class St>
bool stairObject(St& st, int i, const SolidObject& o, std::uint32_t f) {
  if (!st.cfg.solidObjects) return true;  // a block's shape: passed where blocks are
  ObjectSlot* slot = slotFor(st, i, 2);
  PlayerState& s = st.s;
  const std::uint32_t since = slot ? slot[0].since : ObjectSlot::kNever;
  const std::uint32_t parts = slot && slot[1].since != ObjectSlot::kNever ? slot[1].since : 0;
  int standBlock = static_cast<int>(parts & 0xF), pushBlock = static_cast<int>((parts >> 4) & 0xF);
  const bool flipped = o.dir == ObjectDir::Right;
  const auto now = stairBytes(o.stair, since, f), was = stairBytes(o.stair, since, f > 0 ? f - 1 : 0);
  const std::int32_t x = o.path[0].x, y = o.path[0].y, size = StairTiming::kBlock;
  int flag = 0;  // the last write to objoff_36 this frame (0: none)
  for (int k = 0; k < StairTiming::kBlocks; ++k) {
    const std::int32_t bx = x + k * size, by = y + stairBlockOffset(now, k, flipped);
    const bool moved = by != y + stairBlockOffset(was, k, flipped);
    int d4 = 0;
    bool ok = true;
    if (s.standingOn == i && standBlock == k) {
      ok = solidObject(st, i, bx, bx, by, size, size, moved, size / 2 + 1, d4);
    } else {
      // Solid_ChkEnter: this block's obSolid is 0. What it does to the
      // standing and pushing bits is told apart from the other blocks'.
      const std::int16_t on = s.standingOn, push = s.pushingObject;
      if (on == i) s.standingOn = -1;
      if (push == i && pushBlock != k) s.pushingObject = -2;  // Solid_Ignore here leaves it
      ok = solidEnter(st, i, bx, by, size, size, d4);
      if (s.standingOn == i) {
        standBlock = k;  // landed on this block (Solid_ResetFloor lets go of the other)
      } else if (s.standingOn == -1 && on == i) {
        s.standingOn = on;
      }
      if (s.pushingObject == i) {
        pushBlock = k;
      } else if (s.pushingObject == -2) {
        s.pushingObject = push;
      }
    }
    if (!ok) return false;  // crushed
    if (d4 < 0) flag = -1;                                // "tst.b d4; bpl.s; move.b d4,objoff_36(a2)"
    if (s.standingOn == i && standBlock == k) flag = 1;   // "btst #3,obStatus(a0); ...; move.b #1,objoff_36(a2)"
  }
  if (!slot) return true;
  slot[1].since = static_cast<std::uint32_t>(standBlock | (pushBlock << 4));
  const int waits = o.stair == StairTrigger::Stood ? 1 : -1;
  if (since == ObjectSlot::kNever && flag == waits) {
    slot[0].since = f;
    objectEvent(st, EventKind::CollapseStarted, i);
  }
  return true;
}

}  // namespace solidtile::detail::objects
