// Internal: hurt zones (ObjectKind::Hurt) against the Sonic player
// (docs/physics.md, "Hurt zones"): the games' invisible lava markers, Sonic
// 1's Obj54 (LavaTag) and Sonic 2's Obj31, objects with no routine but
// deleting themselves off screen and a harmful collision type
// (LTag_ColTypes / Obj31_CollisionFlagsBySubtype: $96, $94, $95; type $80,
// size $16, $14, $15). They are met in the player's touch test among the
// other objects, in object order (Sonic 1's ReactToItem, Sonic 2's and S&K's
// TouchResponse; monitor.h's touchMonitors walks them): the player's box,
// x - 8 .. x + 8 and y -+ (radiusY - 3), against the zone's touch size, its
// half width and half height about its centre (touchesBox). Touched, the
// walk ends there whether it hurt or not, and React_ChkHurt / Touch_ChkHurt
// runs: nothing while invincible ("tst.b (v_invinc).w" / "btst
// #status_secondary.invincible") or flashing ("tst.w flashtime(a0)" / "tst.w
// invulnerable_time(a0)"), else HurtSonic / HurtCharacter with a2 = the zone
// (spikes.h's hurtPlayer: shield, else rings, else death; knocked away from
// its x, its centre). Unlike Spik_Hurt, the player's y is not moved back.
// Already hurt there is no test: the touch test is the control routine's.
// Sonic 1's Obj54 is always tested: LTag_Main sets obRender to $84, whose
// bit 7 ReactToItem reads as on screen ("tst.b obRender(a1); bpl.s .next").
#pragma once

#include "monitor.h"
#include "spikes.h"

namespace solidtile::detail::objects {

// Sonic 1's ReactToItem / the others' TouchResponse meeting object i, a hurt
// zone that exists (touchMonitors tests the loading): true when it touched (the test ends).
template <class St>
bool reactHurtZone(St& st, std::size_t i) {
  const SolidObject& o = st.level.objects[i];
  if (o.path.empty()) return false;
  // A timed zone (level/timer.h: Obj6D, Obj6E) is met only while the
  // collision type its routine set on the frame before is harmful: the
  // routine clears it ("move.b #0,obColType(a0)") and sets it only on its
  // active frame, and ReactToItem skips a zero type ("beq.s .next").
  if (hasTimer(o.timer) && !timerActive(o.timer, objectMadeFrame(st, static_cast<int>(i), o), st.s.frame)) return false;
  // A moving one (Obj15's swinging ball, Obj58's) is met where its routine
  // put it on the frame before: the player's routine, and so his touch
  // test, runs before the other objects' (the player is the first object
  // slot). A spinning one (level/spin.h) turns on its own made clock.
  std::int32_t cx = o.path[0].x + o.w / 2, cy = o.path[0].y + o.h / 2;
  if (spins(o.spin)) {
    const SpinOffset d = spinOffset(o.spin, objectMadeFrame(st, static_cast<int>(i), o), st.s.frame);
    cx += d.x;
    cy += d.y;
  } else if (o.osc.table != OscTable::None) {
    const ObjectPos at = objectPosition(o, st.s.frame);
    cx = (at.x >> 8) + o.w / 2;
    cy = (at.y >> 8) + o.h / 2;
  }
  PlayerState& s = st.s;
  if (!touchesBox(s, cx, cy, o.w / 2, o.h / 2)) return false;
  const int index = static_cast<int>(i);
  noteTest(st, index, ObjectOutcome::Touched, cx - (s.x >> 8), cy - (s.y >> 8));
  if (s.invincible == 0 && s.invulnerable == 0) hurtPlayer(st, index, cx);  // .isflashing: "moveq #-1,d0"
  return true;
}

}  // namespace solidtile::detail::objects
