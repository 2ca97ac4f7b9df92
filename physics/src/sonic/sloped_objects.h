// Internal: the level's sloped objects (SolidObject::slope) against the Sonic
// player (docs/physics.md, "Sloped objects"). Included by solid_objects.h,
// whose collideOne hands them here. A top-only one is Sonic 1's collapsing
// ledge (Obj1A: SlopeObject, then ExitPlatform and SlopeObject2 while stood
// on), a solid one its large grassy platform (Obj2F: SolidObject2F, then
// ExitPlatform and SlopeObject2), both with the move first, as Obj2F does;
// Sonic 2 and 3's SlopedPlatform and SlopedSolid (Sonic 3:
// SolidObjectTopSloped2, SolidObjSloped2) are the same routines with the
// differences PlayerConfig names. Integers only, no allocation.
#pragma once

#include "solid_objects.h"

namespace solidtile::detail::objects {

// The routines' table for both kinds: obY = y + h - 1 (the bottom row) and
// t[c] = slope[c], so standing (SlopeObject2: obY - t - obHeight) puts the
// feet on the row above the column's top row, as a flat object's do.
inline std::int32_t slopeTop(const SolidObject& o, std::int32_t y, std::int32_t column) {
  return y + o.h - 1 - o.slope[static_cast<std::size_t>(column)];
}

// ExitPlatform at the frame-f obX (d1 = the routine's half width), then
// SlopeObject2 with d2 = last frame's obX: the feet on the column under the
// player, x moved by the object's.
template <class St>
void standOnSlope(St& st, int i, const SolidObject& o, std::int32_t d1, std::int32_t columnShift, std::int32_t oldObX,
                  std::int32_t obX, std::int32_t y, bool moved, std::int32_t sink = 0) {
  PlayerState& s = st.s;
  const std::int32_t d0 = (s.x >> 8) - obX + d1;
  if (s.airborne || d0 < 0 || d0 >= 2 * d1) {
    // Sonic 2 and 3 (SlopedSolid, SlopedPlatform, SolidObjectTopSloped2) also
    // set the air bit: objectLeaveSetsAirborne, in leave().
    return leave(st, i);
  }
  // "lsr.w #1,d0; move.b (a2,d0.w),d1" (d0 within 0..2*d1 here).
  const std::int32_t column = slopeColumnAt(o, 2 * ((d0 >> 1) - columnShift));
  carry(st, i, slopeTop(o, y, column) + sink, oldObX, obX, moved);
}

// Obj1A's SlopeObject: PlatformObject with the surface obY - t[(x offset) >> 1]
// for its "obY - 8", d1 = w/2. Platform3's "addq.w #3,d2" lands the feet a
// pixel higher than SlopeObject2 then stands them: they settle the next frame.
template <class St>
void slopedPlatform(St& st, int i, const SolidObject& o, std::int32_t oldX, std::int32_t x, std::int32_t y,
                    bool moved) {
  PlayerState& s = st.s;
  const std::int32_t half = o.w / 2, obX = x + half, oldObX = oldX + half;
  if (s.standingOn == i) return standOnSlope(st, i, o, half, 0, oldObX, obX, y, moved);
  const std::int32_t px = s.x >> 8, py = s.y >> 8;
  const std::int32_t d0 = px - obX + half;
  if (s.ysp < 0 || d0 < 0 || d0 >= 2 * half) return noteTest(st, i, ObjectOutcome::Missed);
  // Platform3 / PlatformObject_ChkYRange with SlopeObject's d0 = obY - t[c].
  const std::int32_t dy = slopeTop(o, y, d0 >> 1) - (py + s.radiusY + 4);
  const bool above = st.cfg.platformLandsAtZeroDistance ? dy > 0 : dy >= 0;
  if (above || dy < -0x10) return noteTest(st, i, ObjectOutcome::Missed, 0, dy);
  setPixelY(s, py + dy + 3);
  noteTest(st, i, ObjectOutcome::Landed, 0, dy, 0, dy + 3);
  standOn(st, i);
}

// Obj2F's SolidObject2F: Solid_ChkEnter with d1 = w/2 + $B, d2 = h/2 and the
// box moved up by the column's rise over the first column (obY - (t[c] -
// t[0])). Ours: obY = y + h + h/2 - slope[0] and t[c] = slope[c] - slope[0] +
// h/2 + 1, so each column's box is h tall from its surface down and standing
// on it (obY - t[c]) puts the feet where landing did, or with
// slopedSolidStandsOnTopRow (Sonic 1, whose Obj2F tables start at d2, not
// d2 + 1) on the box's top row, a pixel lower. The routine's 2 px
// columns start $B px left of the object (an odd offset): each takes our
// column holding its right pixel, and past the edges the end columns.
template <class St>
bool slopedSolid(St& st, int i, const SolidObject& o, std::int32_t oldX, std::int32_t x, std::int32_t y, bool moved) {
  PlayerState& s = st.s;
  const std::int32_t half = o.w / 2, d1 = half + 0xB, obX = x + half, oldObX = oldX + half;
  constexpr std::int32_t kMarginColumns = 0xB / 2;  // the routine's column 5 holds pixels -1 and 0
  if (s.standingOn == i) {
    // slopedSolidStandsOnTopRow: SlopeObject2's obY - t[c] is the box's top row for Obj2F's tables.
    const std::int32_t sink = st.cfg.slopedSolidStandsOnTopRow ? 1 : 0;
    return standOnSlope(st, i, o, d1, kMarginColumns, oldObX, obX, y, moved, sink), true;
  }
  const std::int32_t d0 = (s.x >> 8) - obX + d1;
  if (d0 < 0 || d0 > 2 * d1) return ignore(s, i), true;  // the same test solidEnter makes
  const std::int32_t column = slopeColumnAt(o, 2 * ((d0 >> 1) - kMarginColumns));
  std::int32_t rise = o.slope[static_cast<std::size_t>(column)] - o.slope[0];
  if (st.cfg.slopedRiseUnsigned) rise &= 0xFF;
  int d4 = 0;  // what SolidObject2F returns: only springs and spikes read it, and they are flat
  return solidEnter(st, i, x, y + o.h - o.slope[0] - rise, o.w, o.h, d4);
}

template <class St>
bool slopedObject(St& st, int i, const SolidObject& o, std::int32_t oldX, std::int32_t x, std::int32_t y, bool moved) {
  if (o.topOnly) return slopedPlatform(st, i, o, oldX, x, y, moved), true;
  return slopedSolid(st, i, o, oldX, x, y, moved);
}

}  // namespace solidtile::detail::objects
