// Internal: falling platforms (ObjectKind::Fall) against the Sonic player
// (docs/physics.md, "Falling platforms"). Written from Sonic 1's Obj18
// ("_incObj/18 Platforms.asm": Plat_Move's .type03 and .type04) and Sonic
// 2's (s2.asm: Obj18_Falling, Obj18_Fall, Obj18_DropPlayer); the timing and
// the fall itself are in level/falling.h.
// - Until the drop it is the block of its shape (blockSurface) at its
//   frame's place: a flat top-only one is Sonic 1's PlatformObject /
//   ExitPlatform + MvSonicOnPtfm2 (Sonic 2's PlatformObject), so a player on
//   it is carried down by exactly its fall.
// - The timer: Sonic 1 tests the stood-on bit after PlatformObject, so it is
//   set on the landing frame; Sonic 2 before (fallTimerOnLandingFrame).
//   Once set it runs out whether he stays or not.
// - The drop (the timer at 0 on its fallCarry'th falling frame): "bset
//   #1,obStatus(a1); bclr #3,obStatus(a1); move.b #2,obRoutine(a1) ...
//   move.w obVelY(a0),obVelY(a1)": in the air with the platform's speed before
//   that frame's gain. Sonic 1 then still runs MvSonicOnPtfm2 (he is put on
//   the top it fell to); Sonic 2 drops him first and its PlatformObject may
//   land him again (fallCarriesOnDropFrame). From the next frame it is not
//   solid (Sonic 1's routine 8, Sonic 2's Obj18_NonSolid).
// A player not on it at the drop meets nothing more.
#pragma once

#include "collapse.h"  // slotFor
#include "solid_objects.h"
#include "solidtile/level/falling.h"

namespace solidtile::detail::objects {

template <class St>
bool fallObject(St& st, int i, const SolidObject& o, std::uint32_t f) {
  if (!st.cfg.solidObjects) return true;  // a block's shape: passed where blocks are
  ObjectSlot* slot = slotFor(st, i);
  PlayerState& s = st.s;
  const std::int32_t x = o.path[0].x, y0 = o.path[0].y;
  if (!slot || slot->since == ObjectSlot::kNever) {
    const bool onBefore = s.standingOn == i;
    if (slot && onBefore && !st.cfg.fallTimerOnLandingFrame) {
      slot->since = f;  // Obj18_Falling: the bit PlatformObject set last frame
      objectEvent(st, EventKind::CollapseStarted, i);
    }
    const bool ok = blockSurface(st, i, o, x, x, y0, false);
    if (ok && slot && slot->since == ObjectSlot::kNever && st.cfg.fallTimerOnLandingFrame && s.standingOn == i) {
      slot->since = f;  // .type03 after Plat_Solid's PlatformObject
      objectEvent(st, EventKind::CollapseStarted, i);
    }
    return ok;
  }
  // The level's bottom does not matter while it is solid.
  const FallView v = fallAt(o, *slot, f, 0);
  if (v.phase == FallPhase::Dropped || v.phase == FallPhase::Gone) {
    if (s.standingOn == i) leave(st, i);  // only a state made elsewhere stands on it now
    return ignore(s, i), true;
  }
  const std::int32_t y = y0 + (v.drop >> 8), oldY = y0 + (fallDrop(v.fallFrames - (v.fallFrames > 0)) >> 8);
  const bool moved = oldY != y, dropFrame = v.phase == FallPhase::Falling && v.framesLeft == 0;
  const auto drop = [&] {
    // .type04 / Obj18_DropPlayer: in the air with the platform's speed before this frame's gain.
    s.standingOn = -1;
    s.airborne = true;
    s.ysp = fallSpeedBefore(v.fallFrames);
    objectEvent(st, EventKind::ObjectLeft, i);
    noteTest(st, i, ObjectOutcome::Left);
  };
  if (dropFrame && s.standingOn == i && !st.cfg.fallCarriesOnDropFrame) drop();
  if (!blockSurface(st, i, o, x, x, y, moved)) return false;
  if (dropFrame && s.standingOn == i && st.cfg.fallCarriesOnDropFrame) drop();
  return true;
}

// The Collapsed event of frame f for a recorded step: every fall that starts
// falling on it, wherever the player is.
template <class St>
void fallEvents(St& st) {
  const ObjectList& list = st.level.objects;
  if (list.slotCount() == 0 || st.slots.empty() || !st.cfg.solidObjects) return;
  const std::uint32_t f = st.s.frame + 1;
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (list[i].kind != ObjectKind::Fall) continue;
    const ObjectSlot* slot = slotFor(st, static_cast<int>(i));
    if (!slot || slot->since == ObjectSlot::kNever) continue;
    const FallView v = fallAt(list[i], *slot, f, 0);
    if (v.phase == FallPhase::Falling && v.fallFrames == 1) objectEvent(st, EventKind::Collapsed, static_cast<int>(i));
  }
}

}  // namespace solidtile::detail::objects
