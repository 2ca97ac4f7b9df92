// Internal: rings lying in the level (ObjectKind::Ring) against the Sonic
// player (docs/physics.md, "Rings"). Each game collects them in its touch
// test at the end of the player's control routine (after the move, the
// floor and Sonic_Display's flashing count; none while hurt):
// - Sonic 1: a ring is an object (Obj25, obColType $47) among the others
//   ReactToItem walks, in object order; touched (size entry 7, "dc.b 6, 6",
//   about its centre, against the player's box x - 8 .. x + 8, y -+
//   (obHeight - 3), ducking from y - obHeight + 3 + $C, $14 tall), it is
//   collected unless "cmpi.w #90,flashtime(a0); bhs.w .invincible", and
//   either way the test ends there, as after any touched object. "addq.b
//   #2,obRoutine(a1)" sends the ring to Ring_Collect, which runs later in
//   the same frame's object pass (the ring's slot comes after the player's):
//   "move.b #0,obColType(a0)" (gone) and CollectRing's "addq.w
//   #1,(v_rings).w" (no cap). So the count is up by the frame's end, as here.
// - Sonic 2 and S&K: rings live in a ring layout, not among the objects, and
//   TouchResponse begins with Touch_Rings (S&K: Test_Ring_Collisions) before
//   it walks the objects: every ring touched that frame is collected (the
//   loop goes on to Touch_NextRing), with the same box ("move.w #6,d1 ; set
//   ring radius", "move.w #16,d4 ; set Sonic's X diameter"), none at all
//   while "cmpi.w #$5A,invulnerable_time(a0); bhs.w Touch_Rings_Done" (S&K
//   "cmpi.b #90,invulnerability_timer(a0)"); CollectRing_Sonic stops at 999
//   (addRings, items.h). The object test that follows is not ended by them.
// Not modelled: S&K's lightning shield pulling rings in from $40 px
// (Test_Ring_Collisions_AttractRing: they are collected here on touch as
// without it), the sparkle. The 100th and 200th ring give a life (items.h).
// The slot (object_state.h) holds the frame it was collected, so rewinding
// brings it back with the player's state.
#pragma once

#include "items.h"
#include "monitor.h"
#include "solid_objects.h"
#include "solidtile/level/object_state.h"

namespace solidtile::detail::objects {

// The flashing after a hit that keeps rings from being collected: 90 frames
// or more left (the first 30 of a hit's $78, rings flying out).
inline constexpr std::uint16_t kRingFlashLimit = 90;

// Whether rings are objects in the touch test (Sonic 1) or a layout tested
// before it (Sonic 2, S&K).
inline bool ringsAreObjects(Profile p) { return p == Profile::Sonic1; }

// Ring i touched (already known to lie in the level): collected unless the
// player flashes. Sonic 1's ReactToItem ends either way.
template <class St>
void collectRing(St& st, std::size_t i, ObjectSlot& slot, std::int32_t cx, std::int32_t cy) {
  PlayerState& s = st.s;
  if (s.invulnerable >= kRingFlashLimit) return;
  slot.since = s.frame + 1;
  const bool life = collectOneRing(s, st.cfg.profile);
  const int index = static_cast<int>(i);
  objectEvent(st, EventKind::RingCollected, index);
  if (life) st.event(EventKind::ExtraLife, s.lives);
  noteTest(st, index, ObjectOutcome::Collected, cx - (s.x >> 8), cy - (s.y >> 8));
}

// Ring i where it lies, if it is there to touch; its centre in *cx, *cy.
template <class St>
ObjectSlot* ringToTouch(St& st, std::size_t i, std::int32_t* cx, std::int32_t* cy) {
  const ObjectList& list = st.level.objects;
  const SolidObject& o = list[i];
  if (o.kind != ObjectKind::Ring || o.path.empty()) return nullptr;
  if (list.loading() == ObjectLoading::Camera && !objectLoaded(list, i, st.slots)) return nullptr;  // object_loading.h
  ObjectSlot* slot = slotFor(st, i);
  if (!slot || ringCollected(*slot, st.s.frame)) return nullptr;  // Ring_Collect: "move.b #0,obColType(a0)"
  *cx = o.path[0].x + RingSize::kSize / 2;
  *cy = o.path[0].y + RingSize::kSize / 2;
  return touchesBox(st.s, *cx, *cy, RingSize::kTouchHalf, RingSize::kTouchHalf) ? slot : nullptr;
}

// Sonic 1's ReactToItem meeting object i, a ring: true when it touched (the
// test ends).
template <class St>
bool reactRing(St& st, std::size_t i) {
  std::int32_t cx = 0, cy = 0;
  ObjectSlot* slot = ringToTouch(st, i, &cx, &cy);
  if (!slot) return false;
  collectRing(st, i, *slot, cx, cy);
  return true;
}

// Sonic 2's Touch_Rings, S&K's Test_Ring_Collisions: every ring touched, in
// list order, before the objects' touch test (touchMonitors).
template <class St>
void touchRings(St& st) {
  const ObjectList& list = st.level.objects;
  if (!list.hasRings() || st.slots.empty() || ringsAreObjects(st.cfg.profile)) return;
  if (st.s.invulnerable >= kRingFlashLimit) return;  // Touch_Rings_Done
  const std::int32_t px = st.s.x >> 8, py = st.s.y >> 8;
  // A ring touched has its centre within 14 px across and the box's height
  // (at most 2 * radiusY) of him.
  const ObjectBounds region{px - 0x20, py - 0x40, px + 0x20, py + 0x40};
  forTouchable(st, region, [&](std::size_t i) {
    std::int32_t cx = 0, cy = 0;
    if (ObjectSlot* slot = ringToTouch(st, i, &cx, &cy)) collectRing(st, i, *slot, cx, cy);
    return false;  // Touch_NextRing: every ring is tested
  });
}

}  // namespace solidtile::detail::objects
