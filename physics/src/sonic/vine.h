// Internal: vines (ObjectKind::Vine) against the Sonic player (docs/physics.md,
// "Giant ride vine"): S&K's Obj_AIZGiantRideVine's handle (loc_20968 and
// sub_20502), run in the object pass after the other objects' routines. The
// handle's place is a function of the frame (level/vine.h); the only state is
// the player's heldBy and the vine's slot, the frame it last let him go
// (the regrab delay), so rewinding stays a copy.
#pragma once

#include "solid_objects.h"
#include "solidtile/level/vine.h"

namespace solidtile::detail::objects {

// loc_205CE: "clr.b object_control(a1); clr.b (a2); move.b #$3C,2(a2)".
template <class St>
void vineLetGo(St& st, int i, ObjectSlot* slot, std::uint32_t f) {
  st.s.heldBy = -1;
  if (slot) slot->since = f;
  objectEvent(st, EventKind::LetGo, i);
}

template <class St>
void vineObject(St& st, int i, const SolidObject& o, ObjectSlot* slot, std::uint32_t f) {
  PlayerState& s = st.s;
  const VinePoint point{o.path[0].x + kVineHalf, o.path[0].y + kVineHalf};
  const VinePoint h = vineHandle(point, o.vine, f);
  const std::int32_t dx = (s.x >> 8) - h.x, dy = (s.y >> 8) - h.y;
  if (s.heldBy == i) {
    // sub_20502, (a2) set. Off screen ("tst.b render_flags(a1); bpl.w
    // loc_205CE") is never: the camera follows him. Hurt: "cmpi.b
    // #4,routine(a1); bhs.w loc_205CE", let go with the hurt's speeds.
    if (s.hurt) {
      vineLetGo(st, i, slot, f);
      return noteTest(st, i, ObjectOutcome::Left, dx, dy);
    }
    // "andi.b #button_A_mask|button_B_mask|button_C_mask,d0; beq.w loc_205DC": a press.
    if (st.pressed & input::kJump) {
      const VineSpeeds v = vineJumpSpeeds(point, o.vine, f);
      s.xsp = v.x;
      s.ysp = v.y;
      // "btst #button_left+8,d0" then "btst #button_right+8,d0": held, right last.
      if (st.held & input::kLeft) s.xsp = -VineRule::kJumpSide;
      if (st.held & input::kRight) s.xsp = VineRule::kJumpSide;
      s.ysp = static_cast<Sub>(static_cast<std::int16_t>(s.ysp + VineRule::kJumpUp));
      // loc_20574: in the air, jumping, curled (the roll's radii and status bit).
      s.airborne = true;
      s.jumping = true;
      s.radiusY = VineRule::kJumpRadiusY;
      s.radiusX = VineRule::kJumpRadiusX;
      s.rolling = true;
      vineLetGo(st, i, slot, f);
      return noteTest(st, i, ObjectOutcome::Left, dx, dy);
    }
    // loc_205DC ($30 clear: the giant vine's handle never sets it): his
    // point on the handle's x and $14 under it, the subpixels kept.
    movePixels(s.x, -dx);
    setPixelY(s, h.y + VineRule::kHang);
    return noteTest(st, i, ObjectOutcome::Stayed, dx, dy, -dx, VineRule::kHang - dy);
  }
  // loc_206DE: the delay since it last let go ("tst.b 2(a2); subq.b
  // #1,2(a2); bne.w locret_20766": the window is tested again kRegrab frames on).
  if (slot && slot->since != ObjectSlot::kNever && f - slot->since < VineRule::kRegrab) return;
  // loc_206EC: the window, then "tst.b object_control(a1); bne" (held by
  // another) and "cmpi.b #4,routine(a1); bhs" (hurt). Nothing asks whether
  // he is in the air.
  if (!vineGrabWindow(dx, dy) || s.heldBy >= 0 || s.hurt) return noteTest(st, i, ObjectOutcome::Missed, dx, dy);
  // "clr.w x_vel(a1); clr.w y_vel(a1); clr.w ground_vel(a1)", his point on
  // the handle's and $14 under it, "move.b #0,spin_dash_flag(a1); move.b
  // #3,object_control(a1)".
  s.xsp = 0;
  s.ysp = 0;
  s.gsp = 0;
  movePixels(s.x, -dx);
  setPixelY(s, h.y + VineRule::kHang);
  s.spindashing = false;
  s.heldBy = static_cast<std::int16_t>(i);
  objectEvent(st, EventKind::Grabbed, i);
  noteTest(st, i, ObjectOutcome::Stayed, dx, dy, -dx, VineRule::kHang - dy);
}

// Every vine's routine on frame f, in list order; a held player whose vine
// is gone (an index past the list, or no longer a vine) is let go of.
template <class St>
[[gnu::noinline]] void runVines(St& st) {
  const ObjectList& list = st.level.objects;
  const std::uint32_t f = st.s.frame + 1;
  const std::int32_t held = st.s.heldBy;
  if (held >= 0 && (held >= list.count() || list[static_cast<std::size_t>(held)].kind != ObjectKind::Vine)) {
    st.s.heldBy = -1;
    objectEvent(st, EventKind::LetGo, held);
  }
  for (const std::int16_t i : list.vines()) {
    if (st.s.outOfLevel) return;
    const SolidObject& o = list[static_cast<std::size_t>(i)];
    if (o.path.empty()) continue;
    if (list.loading() == ObjectLoading::Camera && !objectLoaded(list, static_cast<std::size_t>(i), st.slots)) {
      // Deleted with its handle: one it held is let go of.
      if (st.s.heldBy == i) vineLetGo(st, i, slotFor(st, i), f);
      continue;
    }
    vineObject(st, i, o, slotFor(st, i), f);
  }
}

}  // namespace solidtile::detail::objects
