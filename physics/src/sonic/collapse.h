// Internal: collapsing ledges and platforms (ObjectKind::Collapse) against the
// Sonic player (docs/physics.md, "Collapsing ledges"). Written from Sonic 1's
// Obj1A (GHZ ledge: "_incObj/1A Collapsing Ledge (part 1).asm", Ledge_Fragment
// in sonic.asm) and Obj53 (collapsing floors), which share one shape:
// - Ledge_Main sets ledge_timedelay to 7. Landed on (routine 2's SlopeObject
//   or PlatformObject), the object runs routine 4 from the next frame:
//   Ledge_Collapse sets the collapse flag and counts the delay down each
//   frame, then stands the player (ExitPlatform, SlopeObject2 /
//   MvSonicOnPtfm2). Left, routine 2 counts on ("tst.b ledge_collapse_flag;
//   ... subq.b #1,ledge_timedelay(a0)") and stays landable. So the object
//   breaks up collapseDelay frames after its first countdown, stood on or not.
// - At 0 it breaks into fragments (loc_847A: $19 of them for the ledge, 8 for
//   a floor), each with a delay from CFlo_Data1/2/3, after which it falls
//   (ObjectFall) and is deleted off screen. Only the object itself, now the
//   first fragment with the first delay (collapseHold), still touches the
//   player: while its collapse flag is set (it broke up under him),
//   loc_82D0 counts the delay down and runs Ledge_WalkOff (ExitPlatform and
//   SlopeObject2: he stays on the old surface, carried, and may walk or jump
//   off); at 0 "bclr #3,obStatus(a1)" lets go of him (and of the push bit),
//   without setting the air bit: his next frame's floor sensors find what is
//   below, or nothing, and he falls. The frame it breaks up (loc_847A) it
//   neither stands nor lets go of him. The other fragments are drawn only;
//   a player not on it when it broke up meets nothing more.
// Sonic 2 (Obj1A, Obj1F) and S&K (Obj_CollapsingPlatform) differ in two
// named rules (profile.h): collapseFlagBeforeCount (the count starts a frame
// after the flag; the held piece is a platform for the whole hold) and
// collapseDropSetsAirborne (S&K's drop sets the air bit).
// The slot holds the frame the routine first found him on it (object_state.h),
// so the object's phase on every frame follows from it with no per-frame count.
#pragma once

#include "solid_objects.h"
#include "solidtile/level/object_state.h"

namespace solidtile::detail::objects {

// While whole, and while it holds a player, a collapse is the block of its
// shape (blockSurface): Sonic 1's SlopeObject for a sloped top-only one
// (Obj1A), PlatformObject / ExitPlatform + MvSonicOnPtfm2 for a flat
// top-only one (Obj53), SolidObject for a solid one.
// The frame object i breaks up on, from its slot (since set).
template <class St>
std::uint64_t splitFrame(const St& st, const SolidObject& o, const ObjectSlot& slot) {
  return std::uint64_t{slot.since} + (st.cfg.collapseFlagBeforeCount ? 1u : 0u) + o.collapseDelay;
}

template <class St>
bool collapseObject(St& st, int i, const SolidObject& o, std::int32_t oldX, std::int32_t x, std::int32_t y,
                    bool moved) {
  if (!st.cfg.solidObjects) return true;  // a block's shape: passed where blocks are
  ObjectSlot* slot = slotFor(st, i);
  PlayerState& s = st.s;
  const std::uint32_t f = s.frame + 1;
  if (!slot || slot->since == ObjectSlot::kNever) {
    // Stood on since an earlier frame: Sonic 1's routine 4 counts, Sonic 2's Obj1F_Main sets its flag.
    if (slot && s.standingOn == i) {
      slot->since = f;
      objectEvent(st, EventKind::CollapseStarted, i);
    }
    return blockSurface(st, i, o, oldX, x, y, moved);
  }
  const std::uint64_t split = splitFrame(st, o, *slot), drop = split + o.collapseHold;
  if (f < split) return blockSurface(st, i, o, oldX, x, y, moved);
  if (f == split) return true;  // loc_847A / Ledge_Fragment / Obj1F_CreateFragments: breaks up, no routine
  // A fragment drawn only (a push it set ends), unless it holds: Sonic 1's
  // while he stays on it, Sonic 2's for the whole hold.
  const bool holds = s.standingOn == i || st.cfg.collapseFlagBeforeCount;
  if (!holds || f > drop) {
    if (s.standingOn == i) leave(st, i);  // only a state made elsewhere stands on it now
    return ignore(s, i), true;
  }
  if (!blockSurface(st, i, o, oldX, x, y, moved)) return false;  // Ledge_WalkOff / sub_10AF8
  if (f == drop && s.standingOn == i) {
    // "bclr #3,obStatus(a1); bclr #5,obStatus(a1)" (S&K also "bset #Status_InAir").
    s.standingOn = -1;
    stopPushing(s);
    if (st.cfg.collapseDropSetsAirborne) s.airborne = true;
    objectEvent(st, EventKind::ObjectLeft, i);
    noteTest(st, i, ObjectOutcome::Left);
  }
  return true;
}

// The Collapsed events of frame f for a recorded step: every collapse that
// breaks up on it, wherever the player is (unrecorded steps need no visit:
// the slot says it all).
template <class St>
void collapseEvents(St& st) {
  const ObjectList& list = st.level.objects;
  if (list.slotCount() == 0 || st.slots.empty() || !st.cfg.solidObjects) return;
  const std::uint64_t f = st.s.frame + 1;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const ObjectSlot* slot = slotFor(st, static_cast<int>(i));
    if (!slot || slot->since == ObjectSlot::kNever || list[i].kind != ObjectKind::Collapse) continue;
    if (splitFrame(st, list[i], *slot) == f) objectEvent(st, EventKind::Collapsed, static_cast<int>(i));
  }
}

}  // namespace solidtile::detail::objects
