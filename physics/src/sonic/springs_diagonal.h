// Internal: diagonal springs (format version 10; docs/physics.md, "Diagonal
// springs"): Sonic 2's Obj41_DiagonallyUp / Obj41_DiagonallyDown and S&K's
// Obj_Spring_UpDiag / Obj_Spring_DownDiag, which agree but for S&K's
// "clr.b jumping(a1)" (springClearsJumping). Each is a sloped solid
// (SlopedSolid_SingleCharacter in Sonic 2, sub_1DD24 in S&K) with d1 = $1B,
// d2 = $10 and the game's own height table, then the launch. Sonic 1 has no
// diagonal spring: its profile and the guide's run Sonic 2's routine with
// their own SolidObject rules. Integers only, no allocation.
#pragma once

#include <array>
#include <cstdint>

#include "solid_objects.h"

namespace solidtile::detail::objects {

template <class St>
void launched(St& st, int i);  // springs.h

// Obj41_SlopeData_DiagUp and _DiagDown (S&K's byte_236EA and byte_23706, the
// same bytes): the surface's height above obY per 2 px column of the routine's
// 2 * $1B px, read signed ("ext.w").
inline constexpr std::array<std::int8_t, 28> kDiagonalSpringUpHeights = {
    0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0xE, 0xC,
    0xA,  8,    6,    4,    2,    0,    -2,   -4,   -4,   -4,   -4,   -4,   -4,  -4};
inline constexpr std::array<std::int8_t, 28> kDiagonalSpringDownHeights = {
    -0xC, -0x10, -0x10, -0x10, -0x10, -0x10, -0x10, -0x10, -0x10, -0x10, -0x10, -0x10, -0xE, -0xC,
    -0xA, -8,    -6,    -4,    -2,    0,     2,     4,     4,     4,     4,     4,     4,    4};

// The launch's first move, each axis ("addq.w #6,y_pos(a1)", "addq.w
// #6,x_pos(a1)" then "subi.w #$C,x_pos(a1)" unflipped).
inline constexpr std::int32_t kDiagonalSpringShift = 6;
// loc_18DB4: an up spring launches a player standing past obX - 4 (flipped:
// at or before obX + 4), the low part of its face.
inline constexpr std::int32_t kDiagonalSpringFaceFrom = 4;

// loc_18DD8 / loc_18EE6: both speeds the spring's, x toward the face (the
// object's x flip: left), y up or down; the player faces the launch, is in
// the air, off any object and out of the hurt state (routine 2). The subtype's
// flip (bit 0: the twirl, inertia +-1) and plane bits (2-3) are not kept, as
// for the other springs.
template <class St>
void launchDiagonal(St& st, int i, ObjectDir dir, Sub speed) {
  PlayerState& s = st.s;
  const bool left = dir == ObjectDir::UpLeft || dir == ObjectDir::DownLeft;
  const bool up = dir == ObjectDir::UpRight || dir == ObjectDir::UpLeft;
  movePixels(s.y, up ? kDiagonalSpringShift : -kDiagonalSpringShift);
  movePixels(s.x, left ? kDiagonalSpringShift : -kDiagonalSpringShift);
  s.ysp = up ? -speed : speed;
  s.xsp = left ? -speed : speed;
  s.facingLeft = left;
  s.airborne = true;
  s.hurt = false;
  if (st.cfg.springClearsJumping) s.jumping = false;  // S&K: "clr.b jumping(a1)"
  launched(st, i);
}

// SlopedSolid_SingleCharacter with the spring's table, then the launch: up
// when the player stands on it past the face's edge, down when he touched its
// bottom (d4 = -2). obX = x + 16, obY = y + 16 (the 32 x 32 box's centre).
template <class St>
bool diagonalSpringObject(St& st, int i, std::int32_t oldX, std::int32_t x, std::int32_t y, const SolidObject& o,
                          bool moved) {
  PlayerState& s = st.s;
  const bool left = o.dir == ObjectDir::UpLeft || o.dir == ObjectDir::DownLeft;
  const bool up = o.dir == ObjectDir::UpRight || o.dir == ObjectDir::UpLeft;
  const auto& t = up ? kDiagonalSpringUpHeights : kDiagonalSpringDownHeights;
  constexpr std::int32_t d1 = kDiagonalSpringSize / 2 + 0xB;
  constexpr auto last = static_cast<std::int32_t>(kDiagonalSpringUpHeights.size()) - 1;
  static_assert(kDiagonalSpringUpHeights.size() == kDiagonalSpringDownHeights.size() && 2 * (last + 1) == 2 * d1 + 2);
  const std::int32_t obX = x + kDiagonalSpringSize / 2, obY = y + kDiagonalSpringSize / 2;
  const std::int32_t oldObX = oldX + kDiagonalSpringSize / 2;
  int d4 = 0;
  if (s.standingOn == i) {
    const std::int32_t d0 = (s.x >> 8) - obX + d1;
    if (s.airborne || d0 < 0 || d0 >= 2 * d1) {
      leave(st, i);  // loc_1980A: the air bit set in every profile's Sonic 2 routine
      s.airborne = true;
      return true;
    }
    // MvSonicOnSlope: "lsr.w #1,d0", flipped "not.w d0; add.w d1,d0" (d1 - 1 - column).
    std::int32_t c = d0 >> 1;
    if (left) c = d1 - 1 - c;
    carry(st, i, obY - t[static_cast<std::size_t>(c)], oldObX, obX, moved);
  } else {
    // SlopedSolid_cont: the column under the player (flipped: "not.w d5; add.w
    // d3,d5", 2 * d1 - 1 - d0) moves the box by its rise over column 0.
    const std::int32_t d0 = (s.x >> 8) - obX + d1;
    if (d0 < 0 || d0 > 2 * d1) return ignore(s, i), true;
    std::int32_t d5 = left ? 2 * d1 - 1 - d0 : d0;
    // Flipped at d0 = 2 * d1 the game reads a byte $7FFF past its table (ROM
    // outside the object); ours takes the table's last column.
    const std::int32_t c = d5 < 0 ? last : d5 >> 1;
    const auto rise = static_cast<std::int8_t>(t[static_cast<std::size_t>(c)] - t[0]);  // "sub.b (a2),d3; ext.w d3"
    if (!solidEnter(st, i, x, y - rise, kDiagonalSpringSize, kDiagonalSpringSize, d4)) return false;
  }
  if (up) {
    if (s.standingOn != i) return true;
    const auto px = static_cast<std::uint16_t>(s.x >> 8);
    const bool onFace = left ? static_cast<std::uint16_t>(obX + kDiagonalSpringFaceFrom) >= px
                             : static_cast<std::uint16_t>(obX - kDiagonalSpringFaceFrom) < px;
    if (onFace) launchDiagonal(st, i, o.dir, o.springSpeed);
  } else if (s.standingOn != i && d4 < 0) {
    launchDiagonal(st, i, o.dir, o.springSpeed);
  }
  return true;
}

}  // namespace solidtile::detail::objects
