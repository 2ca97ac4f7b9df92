// Internal: bumpers (ObjectKind::Bumper) against the Sonic player
// (docs/physics.md, "Bumpers"): Sonic 1's Obj47 (Spring Yard) and Sonic 2's
// Obj44 (Casino Night). Not solid: met in the player's touch test, in object
// order with monitors, hurt zones and enemies (monitor.h's touchMonitors),
// by collision type $D7's size $17 ("dc.b 8, 8") about its centre. The touch
// ends the test (React_Special's ".D7orE1: addq.b #1,obColProp(a1); rts",
// Touch_Special's loc_3FA00); the bumper's routine, later in the same
// frame's object pass, throws him (Bump_Hit, Obj44_BumpCharacter):
//   "move.w obX(a0),d1; move.w obY(a0),d2; sub.w obX(a1),d1; sub.w obY(a1),d2;
//    jsr (CalcAngle).l; jsr (CalcSine).l; muls.w #-$700,d1; asr.l #8,d1;
//    move.w d1,obVelX(a1); muls.w #-$700,d0; asr.l #8,d0; move.w d0,obVelY(a1);
//    bset #1,obStatus(a1); bclr #4,obStatus(a1); bclr #5,obStatus(a1);
//    clr.b objoff_3C(a1)"
// in the air, not roll-jumping, not pushing, not jumping (objoff_3C is
// Sonic 1's jump flag; Sonic 2's "clr.b jumping(a1)"); his ground speed,
// rolling and the object he stood on stay (that object lets go of a player in
// the air on its own test). Sonic 2 turns the angle by the frame counter's
// high byte & 3 (level/bumper.h, bumperJitter).
// The throw is applied at the touch: between the two, only the routines of
// solid objects earlier in the list could move him, which is not modelled.
// Not modelled: the points (AddPoints, 10 a hit, none after the tenth:
// "cmpi.b #$8A,2(a2,d0.w)"), the points object, the hit animation and sound.
#pragma once

#include "monitor.h"
#include "solidtile/level/bumper.h"

namespace solidtile::detail::objects {

// Sonic 1's ReactToItem / the others' TouchResponse meeting object i, a
// bumper that exists (touchMonitors tests the loading): true when it touched
// (the test ends).
template <class St>
bool reactBumper(St& st, std::size_t i) {
  const SolidObject& o = st.level.objects[i];
  if (o.path.empty()) return false;
  const std::int32_t cx = o.path[0].x + kBumperHalf, cy = o.path[0].y + kBumperHalf;
  PlayerState& s = st.s;
  if (!touchesBox(s, cx, cy, kBumperHalf, kBumperHalf)) return false;
  const std::int32_t px = s.x >> 8, py = s.y >> 8;
  const Angle turn = st.cfg.profile == Profile::Sonic2 ? bumperJitter(s.frame + 1) : Angle{0};
  const BumperThrow t = bumperThrow(cx - px, cy - py, turn, st.cfg.sine);
  s.xsp = t.xsp;
  s.ysp = t.ysp;
  s.airborne = true;
  s.rollJumping = false;
  s.pushing = false;
  s.jumping = false;
  const int index = static_cast<int>(i);
  noteTest(st, index, ObjectOutcome::Bounced, cx - px, cy - py);
  objectEvent(st, EventKind::BumperBounced, index);
  return true;
}

}  // namespace solidtile::detail::objects
