// Internal: breakable walls and rocks (ObjectKind::Breakable) against the
// Sonic player (docs/physics.md, "Breakable walls and rocks"). Whole, the
// object's routine is the profile's SolidObject with the object's box; then
// it looks at what the solid test did, as the games' routines do:
// - BreakMode::Side (Sonic 1's Obj3C Smash_Solid; S&K's Obj_AIZLRZEMZRock
//   with subtype bit 2, loc_1D8E0): his x speed is kept before the test
//   ("move.w (v_player+obVelX).w,smash_speed(a0)"), which zeroes it when he
//   runs into the side; if the test left him pushing it (obStatus bit 5),
//   he has the roll animation and the kept speed is $480 or more either way,
//   it breaks: obVelX and obInertia get the kept speed back, he moves 4 px
//   right ("addq.w #4,obX(a1)"), or 4 px left where its obX is not left of
//   his new x ("subq.w #8,obX(a1)"), and his push is cleared.
// - BreakMode::Top (Sonic 1's Obj51 Smab_Solid, Sonic 2's Obj32_Main, S&K's
//   rock with bit 0, loc_1D712): his animation is read before the test; if
//   after it he stands on the object and that animation was the roll, it
//   breaks: he is curled (rolling, y_radius $E, x_radius 7: not moved),
//   y_vel -$300, in the air and off it (routine 2); x_vel and ground_vel stay.
// - BreakMode::Ground, GroundAny (Sonic 2's Obj2F_Main, Hill Top's smashable
//   ground; d1 $1B, d2 y_radius, which Obj2F_Init leaves $20 whatever the
//   subtype, d3 $21): the top test, but only for a player on the second path
//   (PlayerState::path 1: "cmpi.b #$E,(MainCharacter+top_solid_bit).w")
//   unless subtype bit 7 is set (GroundAny: "tst.b subtype(a0); bmi.s
//   loc_233F0"); a player standing on it who does not break it is put on the
//   first path (loc_233C0: top_solid_bit $C, lrb_solid_bit $D: path 0). The
//   break (loc_23444) curls him and puts him in the air off it with no
//   y_vel set: he drops through where it stood.
// Broken, nothing is solid: the object is fragments that touch nothing. Its
// one slot (object_state.h) holds the frame it broke, so rewinding restores
// it with the player's state.
#pragma once

#include "monitor.h"  // rollAnimation
#include "solid_objects.h"
#include "solidtile/level/object_state.h"

namespace solidtile::detail::objects {

// The breakable's routine in the object pass. False when the player was crushed.
template <class St>
bool breakableObject(St& st, int i, const SolidObject& o, std::int32_t oldX, std::int32_t x, std::int32_t y,
                     bool moved) {
  PlayerState& s = st.s;
  ObjectSlot* slot = slotFor(st, i);
  if (!slot) return blockSurface(st, i, o, oldX, x, y, moved);  // no state kept: a block
  const std::uint32_t f = s.frame + 1;
  if (breakableBroken(*slot, f)) {
    if (s.standingOn == i) leave(st, i);
    ignore(s, i);
    return true;
  }
  const Sub kept = s.xsp;                   // Smash_Solid's smash_speed
  const bool curled = rollAnimation(s);     // Smab_Solid's sonicAniFrame
  int d4 = 0;
  // Smash_Solid: d2 $20, d3 $20 (the standing height is d2, not d2 + 1);
  // Smab_Solid, Obj32 and the rock: d3 = d2 + 1, a block's.
  const std::int32_t stand = o.breaks == BreakMode::Side ? o.h / 2 : o.h / 2 + 1;
  if (!solidObject(st, i, oldX, x, y, o.w, o.h, moved, stand, d4)) return false;
  const std::int32_t obX = x + o.w / 2;
  if (o.breaks == BreakMode::Side) {
    if (s.pushingObject != i || !rollAnimation(s)) return true;
    if ((kept < 0 ? -kept : kept) < BreakSpeed::kSide) return true;
    s.xsp = kept;
    movePixels(s.x, 4);
    if (!(obX < (s.x >> 8))) movePixels(s.x, -8);  // "cmp.w obX(a1),d0; blo.s .smash"
    s.gsp = s.xsp;
    stopPushing(s);
  } else {
    if (s.standingOn != i) return true;
    const bool ground = isGroundBreak(o.breaks);
    if (!curled || (o.breaks == BreakMode::Ground && s.path != 1)) {
      if (ground && s.path != 0) {  // loc_233C0
        st.event(EventKind::PathSwitched, s.path, 0);
        s.path = 0;
      }
      return true;
    }
    s.rolling = true;
    s.radiusY = 0xE;  // "move.b #$E,obHeight(a1)", the same in all three games
    s.radiusX = 7;
    if (!ground) s.ysp = BreakSpeed::kBounce;  // loc_23444 sets none
    s.airborne = true;
    s.standingOn = -1;
  }
  slot->since = f;
  noteTest(st, i, ObjectOutcome::Broke, obX - (s.x >> 8), y + o.h / 2 - (s.y >> 8));
  objectEvent(st, EventKind::ObjectBroken, i);
  return true;
}

}  // namespace solidtile::detail::objects
