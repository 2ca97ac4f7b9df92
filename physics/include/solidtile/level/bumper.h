// The bumper (level format 17, kind "bumper"): Sonic 1's pinball bumper of
// Spring Yard (Obj47, "_incObj/47 Bumper.asm") and Sonic 2's round bumper of
// Casino Night (Obj44, s2.asm), the same rule with one difference. It is not
// solid: its collision type $D7 makes the player's touch test (ReactToItem's
// React_Special / TouchResponse's Touch_Special: "addq.b #1,obColProp(a1)")
// mark it touched, and its routine, the same frame, throws him away from its
// centre at $700 (Bump_Hit / Obj44_BumpCharacter).
//
// The object's point (obX, obY) is the centre of its box: the box is the
// collision size $17's ("dc.b 8, 8" in both games' size tables) about it.
// The routine as pure functions of the numbers it reads (the step's side is
// sonic/bumper.h).
#pragma once

#include <cstdint>

#include "solidtile/fixed.h"
#include "solidtile/level/angle.h"

namespace solidtile {

// React_Sizes / Touch_Sizes entry $17: "dc.b 8, 8" (half width, half height).
inline constexpr std::int32_t kBumperHalf = 8;
inline constexpr std::int32_t kBumperSize = 2 * kBumperHalf;

struct BumperRule {
  // "muls.w #-$700,d1; asr.l #8,d1; move.w d1,obVelX(a1)", likewise d0 into
  // obVelY: the sine and cosine of the angle from him to its centre, scaled
  // by -$700 (away from it).
  static constexpr Sub kSpeed = -0x700;
};

// Sonic 2's Obj44_BumpCharacter adds to the angle "move.b
// (Level_frame_counter).w,d1; andi.w #3,d1; add.w d1,d0": a byte read of the
// word counter's address is its high byte, so the turn (0..3 byte steps)
// changes every 256 frames. `frame` is Level_frame_counter (the frame the
// step ends on). Sonic 1's Bump_Hit adds nothing.
constexpr Angle bumperJitter(std::uint32_t frame) { return static_cast<Angle>((frame >> 8) & 3); }

// The velocity the routine gives, from d1 = obX(a0) - obX(a1), d2 = obY(a0)
// - obY(a1) (its centre less his, words), "jsr (CalcAngle).l" (angleOfVector)
// plus `turn`, "jsr (CalcSine).l" (d0 sine, d1 cosine of `sine`'s table).
struct BumperThrow {
  Sub xsp, ysp;
  Angle angle;
};
inline BumperThrow bumperThrow(std::int32_t dx, std::int32_t dy, Angle turn, SineTable sine) {
  const auto a = static_cast<Angle>(angleOfVector(static_cast<std::int16_t>(dx), static_cast<std::int16_t>(dy)) + turn);
  // Products fit a long; "asr.l #8" then the low word.
  const auto x = static_cast<Sub>(static_cast<std::int16_t>((cosHex(a, sine) * BumperRule::kSpeed) >> 8));
  const auto y = static_cast<Sub>(static_cast<std::int16_t>((sinHex(a, sine) * BumperRule::kSpeed) >> 8));
  return {x, y, a};
}

}  // namespace solidtile
