// The speed booster (level format 17, kind "booster"): Sonic 2's Obj1B of
// Chemical Plant (s2.asm Obj1B, Obj1B_Main, Obj1B_GiveBoost). It is not solid
// and draws only its blinking arrows: its routine, run after the player's,
// sets a grounded player within its window to its speed, its way.
//
// The object's point (x_pos, y_pos) is the centre of its box: the box is the
// routine's window, $10 each side of it.
// The routine as pure functions of the numbers it reads (the step's side is
// sonic/booster.h).
#pragma once

#include <cstdint>

#include "solidtile/fixed.h"

namespace solidtile {

// Obj1B_Main: "subi.w #$10,d0; addi.w #$10,d1" about x_pos(a0), the same
// about y_pos(a0); "cmp.w d0,d4; blo.w; cmp.w d1,d4; bhs.w" on x_pos(a1) and
// y_pos(a1): x_pos(a0) - $10 .. + $F, and the same down.
inline constexpr std::int32_t kBoosterHalf = 0x10;
inline constexpr std::int32_t kBoosterSize = 2 * kBoosterHalf;

struct BoosterRule {
  // Obj1B_BoosterSpeeds: "dc.w $1000; dc.w $A00", picked by "andi.w #2,d0"
  // of the subtype. The level's spring_speed holds it (default $1000).
  static constexpr Sub kFast = 0x1000;
  static constexpr Sub kSlow = 0xA00;
  // Obj1B_GiveBoost: "cmpi.w #$1000,d0; bge.s Obj1B_GiveBoost_Done" on his
  // x_vel, negated for an x-flipped booster: the same $1000 whatever its speed.
  static constexpr Sub kAlreadyFast = 0x1000;
  // "move.w #$F,move_lock(a1)".
  static constexpr std::uint8_t kMoveLock = 0xF;
};

// The window: dx = x_pos(a1) - x_pos(a0), dy = y_pos(a1) - y_pos(a0), pixels.
constexpr bool boosterWindow(std::int32_t dx, std::int32_t dy) {
  return dx >= -kBoosterHalf && dx < kBoosterHalf && dy >= -kBoosterHalf && dy < kBoosterHalf;
}
// Already going its way at $1000 or more ("btst #status.npc.x_flip,status(a0);
// beq.s +; neg.w d0"; "cmpi.w #$1000,d0; bge.s"): signed words.
constexpr bool boosterAlreadyFast(Sub xVel, bool leftward) {
  const auto v = static_cast<std::int16_t>(leftward ? -xVel : xVel);
  return v >= BoosterRule::kAlreadyFast;
}

}  // namespace solidtile
