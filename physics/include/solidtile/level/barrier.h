// The one-way barrier (level format 19, kind "barrier"): Sonic 2's Obj2D
// (s2.asm "Object 2D - One way barrier from CPZ and DEZ": Chemical Plant,
// Hill Top, Aquatic Ruin, Metropolis, Death Egg). A block that rises out of
// a player's way while he is in the window on its near side, and comes
// back down when he is not:
// - Obj2D_Init: "move.w y_pos(a0),objoff_32(a0)" (its placement's y),
//   "subi.w #$200,d2; addi.w #$18,d3" (objoff_38 = x - $200, objoff_3A =
//   x + $18), x-flipped "subi.w #-$1E8,d2; addi.w #$1E8,d3" (x - $18,
//   x + $200).
// - Obj2D_Main: the window is d2 .. d3 across, "subi.w #$20,d4; addi.w
//   #$20,d5" about objoff_32 down; unflipped d2 = objoff_38 and d3 = x_pos,
//   or objoff_3A while routine_secondary (last frame's "a player was in
//   it") is set; x-flipped d2 = x_pos (objoff_38 once rising), d3 =
//   objoff_3A. Obj2D_CheckCharacter: "cmp.w d2,d0; blt; cmp.w d3,d0; bhs"
//   (x within d2 .. d3 - 1) and "cmp.w d4,d0; blo; cmp.w d5,d0; bhs".
// - In the window: "cmpi.w #$40,objoff_30(a0); beq; addq.w #8" (raised 8 px
//   a frame up to $40), else "tst.w objoff_30(a0); beq; subq.w #8"; then
//   y_pos = objoff_32 - objoff_30 and SolidObject with d1 = width_pixels +
//   $B (8 in Chemical Plant, Hill Top, Aquatic Ruin; $C in Metropolis), d2
//   $20, d3 $21: the plain block of w x 64.
// Its height changes by 8 a frame one way or the other, so it keeps the
// frame its way last turned and the height and way it took then (two
// slots): its height on any later frame follows from those, and one far
// from the player (never in its window) needs no visit to come down.
#pragma once

#include <cstdint>

#include "solidtile/level/object_state.h"

namespace solidtile {

struct BarrierRule {
  static constexpr std::int32_t kWidth = 16;          // Obj2D_Init "move.b #8,width_pixels(a0)"
  static constexpr std::int32_t kMetropolisWidth = 24;  // "move.b #$C,width_pixels(a0)"
  static constexpr std::int32_t kHeight = 0x40;       // SolidObject d2 = $20 (half)
  static constexpr std::int32_t kStep = 8;            // "addq.w #8" / "subq.w #8"
  static constexpr std::int32_t kRise = 0x40;         // "cmpi.w #$40,objoff_30(a0)"
  static constexpr std::int32_t kReach = 0x200;       // "subi.w #$200,d2"
  static constexpr std::int32_t kBehind = 0x18;       // "addi.w #$18,d3"
  static constexpr std::int32_t kHalfWindow = 0x20;   // "subi.w #$20,d4; addi.w #$20,d5"
};

// The state on frame f from its two slots (kNever: it never rose).
struct BarrierView {
  std::int32_t height = 0;  // objoff_30: pixels above its placement
  bool rising = false;      // routine_secondary: a player was in its window on f
};
inline BarrierView barrierAt(const ObjectSlot* slots, std::uint32_t f) {
  if (!slots || slots[0].since == ObjectSlot::kNever || f < slots[0].since) return {};
  const std::uint64_t n = f - slots[0].since;
  const auto h0 = static_cast<std::int32_t>(slots[1].since & 0xFF);
  const bool rising = (slots[1].since >> 8) & 1;
  const std::uint64_t moved = n * BarrierRule::kStep;
  if (rising) return {moved >= static_cast<std::uint64_t>(BarrierRule::kRise - h0) ? BarrierRule::kRise : h0 + static_cast<std::int32_t>(moved), true};
  return {moved >= static_cast<std::uint64_t>(h0) ? 0 : h0 - static_cast<std::int32_t>(moved), false};
}

// Whether the player's (x_pos, y_pos) is in the window of a barrier whose
// point (x_pos, objoff_32) is (bx, by), flipped or not, rising or not.
constexpr bool barrierWindow(std::int32_t px, std::int32_t py, std::int32_t bx, std::int32_t by, bool flipped,
                             bool rising) {
  const std::int32_t left = flipped ? (rising ? bx - BarrierRule::kBehind : bx) : bx - BarrierRule::kReach;
  const std::int32_t right = flipped ? bx + BarrierRule::kReach : (rising ? bx + BarrierRule::kBehind : bx);
  return px >= left && px < right && py >= by - BarrierRule::kHalfWindow && py < by + BarrierRule::kHalfWindow;
}

}  // namespace solidtile
