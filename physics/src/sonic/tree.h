// Internal: hollow trees (ObjectKind::Tree) against the Sonic player
// (docs/physics.md, "Hollow tree"): S&K's Obj_AIZHollowTree, run in object
// order after the player's routine (sub_1D44C for the first player; Tails
// as a sidekick is not modelled). Riding is standing on the object
// (RideObject_SetRide: on_object and the object's standing bit, one and the
// same here, as for the twist), so his own routine runs (object_control bit
// 0 stays clear: Sonic_Modes runs, he keeps his speed by holding right)
// but skips its floor sensors, and the bit 6 the catch sets skips its wall
// check (PlayerState::wallCheckOff). The progress, the long at $30(a0), is
// the tree's one slot.
#pragma once

#include "solid_objects.h"
#include "solidtile/level/angle.h"
#include "solidtile/level/tree.h"

namespace solidtile::detail::objects {

// AIZTree_FallOff: in the air, uncurled with the standing radii, off the
// object, object_control's bits 6 and 1 cleared, both speeds halved ("asr
// x_vel(a1); asr y_vel(a1)"). The animation's fields (anim, flips_remaining,
// flip_speed) are drawing only.
template <class St>
void treeFallOff(St& st, int i) {
  PlayerState& s = st.s;
  s.airborne = true;
  s.rolling = false;
  s.radiusY = TreeRule::kFallRadiusY;
  s.radiusX = TreeRule::kFallRadiusX;
  s.wallCheckOff = false;
  s.xsp = static_cast<Sub>(static_cast<std::int16_t>(s.xsp) >> 1);
  s.ysp = static_cast<Sub>(static_cast<std::int16_t>(s.ysp) >> 1);
  if (s.standingOn == i) {
    s.standingOn = -1;
    objectEvent(st, EventKind::ObjectLeft, i);
  }
}

// AIZTree_SetPlayerPos: true when it let him go (the progress ran negative).
template <class St>
bool treeSetPlayerPos(St& st, int i, std::int32_t obX, std::int32_t obY, std::uint32_t& progress) {
  PlayerState& s = st.s;
  // "btst #Status_OnObj,status(a1); beq.w locret".
  if (s.standingOn < 0) return false;
  progress = treeAdvance(progress, s.gsp);
  if (treeUnwound(progress)) return treeFallOff(st, i), true;
  // (At the top, "cmpi.w #$400,(a2); blo.s": the camera's limits are let go; not modelled.)
  const std::int32_t px = s.x >> 8, py = s.y >> 8;
  const std::int32_t nx = obX + treeOffsetX(sinHex(treeAngle(progress), SineTable::Sonic1));
  const std::int32_t ny = obY + treeOffsetY(progress);
  s.x = static_cast<Sub>(nx * 256 + (s.x & 0xFF));
  s.xsp = treeMoveSpeed(nx - px);
  setPixelY(s, ny);
  s.ysp = treeMoveSpeed(ny - py);
  return false;
}

template <class St>
void treeObject(St& st, int i, const SolidObject& o, ObjectSlot* slot) {
  PlayerState& s = st.s;
  if (o.path.empty()) return;
  const std::int32_t obX = o.path[0].x + kTreeLeft, obY = o.path[0].y + kTreeAbove;
  const std::int32_t dx = (s.x >> 8) - obX, dy = (s.y >> 8) - obY;
  // A step given no slot for it keeps no progress: it catches no one.
  std::uint32_t scratch = 0;
  std::uint32_t& progress = slot ? slot->since : scratch;
  if (s.standingOn != i) {
    // sub_1D44C: "btst #Status_InAir,status(a1); bne.w locret", the window,
    // "cmpi.w #$600,x_vel(a1); blt.s", "tst.b object_control(a1); bne.s"
    // (held by an object, or already wound round a tree).
    if (!slot || s.airborne || !treeCatchWindow(dx, dy) || s.xsp < TreeRule::kMinSpeed || s.heldBy >= 0 ||
        s.wallCheckOff) {
      return noteTest(st, i, ObjectOutcome::Missed, dx, dy);
    }
    // RideObject_SetRide (angle 0, y_vel 0, ground_vel = x_vel, on_object),
    // "move.l #0,(a2)", "bset #6,object_control(a1); bset #1,object_control(a1)".
    noteTest(st, i, ObjectOutcome::Landed, dx, dy);
    standOn(st, i);
    progress = 0;
    s.wallCheckOff = true;
    return;
  }
  // loc_1D4DA.
  const Sub speed = s.gsp < 0 ? -s.gsp : s.gsp;
  if (speed < TreeRule::kMinSpeed) {
    // loc_1D57C: past the top he is let go where he is; below it he is put
    // on the winding first, then let go ("bsr.s AIZTree_SetPlayerPos; ...;
    // bra.s AIZTree_FallOff": twice, speeds halved twice, when the place
    // itself let him go).
    if (treeTurn(progress) < static_cast<std::uint32_t>(TreeRule::kTop)) treeSetPlayerPos(st, i, obX, obY, progress);
    treeFallOff(st, i);
    return noteTest(st, i, ObjectOutcome::Left, dx, dy);
  }
  if (s.airborne) {
    // loc_1D50A: a jump off the winding is kept within the trunk's span.
    const std::int32_t left = obX + TreeRule::kJumpLeft, right = obX + TreeRule::kJumpRight;
    if ((s.x >> 8) < left) s.x = static_cast<Sub>(left * 256 + (s.x & 0xFF)), s.xsp = TreeRule::kJumpPush;
    if ((s.x >> 8) >= right) s.x = static_cast<Sub>(right * 256 + (s.x & 0xFF)), s.xsp = -TreeRule::kJumpPush;
    treeFallOff(st, i);
    return noteTest(st, i, ObjectOutcome::Left, dx, dy);
  }
  if (!treeRideWindow(dy)) {
    treeFallOff(st, i);
    return noteTest(st, i, ObjectOutcome::Left, dx, dy);
  }
  const Sub wasX = s.x, wasY = s.y;
  if (treeSetPlayerPos(st, i, obX, obY, progress)) return noteTest(st, i, ObjectOutcome::Left, dx, dy);
  noteTest(st, i, ObjectOutcome::Stayed, dx, dy, (s.x >> 8) - (wasX >> 8), (s.y >> 8) - (wasY >> 8));
}

}  // namespace solidtile::detail::objects
