// The twisted ramp (level format 16, kind "ramp"): S&K's Obj_TwistedRamp
// (object $0E of Angel Island, Launch Base and Sandopolis; sonic3k.asm
// Obj_TwistedRamp, sub_24D9A). It is not solid and draws nothing: its
// routine, run after the player's, throws a player who runs over the top of
// the level's ramp fast enough up into the air with a corkscrew flip.
//
// The object's point (x_pos, y_pos) is kRampLeft px right of its box's left
// edge and kRampAbove px below its top: the box is the routine's window, so
// the reach and cell lookups find it wherever the routine could act.
// The routine as pure functions of the numbers it reads (the step's side is
// sonic/ramp.h).
#pragma once

#include <cstdint>

#include "solidtile/fixed.h"

namespace solidtile {

// sub_24D9A's window about the object's point: "move.w x_pos(a1),d0; addi.w
// #$10,d0; sub.w x_pos(a0),d0; bcs.w locret; cmpi.w #$20,d0; bge.w locret"
// (x_pos(a0) - $10 .. + $F), "move.w y_pos(a1),d0; sub.w y_pos(a0),d0; cmpi.w
// #-$14,d0; blt.s locret; cmpi.w #$20,d0; bgt.s locret" (- $14 .. + $20).
inline constexpr std::int32_t kRampLeft = 0x10;
inline constexpr std::int32_t kRampWidth = 0x20;
inline constexpr std::int32_t kRampAbove = 0x14;
inline constexpr std::int32_t kRampBelow = 0x20;
inline constexpr std::int32_t kRampHeight = kRampAbove + kRampBelow + 1;  // both ends inclusive: 53

struct RampRule {
  // Not x-flipped: "cmpi.w #$400,x_vel(a1); blt.s locret; addi.w #$400,x_vel(a1)";
  // x-flipped (loc_24DEE): "cmpi.w #-$400,x_vel(a1); bgt.s locret; subi.w #$400,x_vel(a1)".
  static constexpr Sub kMinSpeed = 0x400;
  static constexpr Sub kBoost = 0x400;
  // loc_24DFC: "move.w #-$700,y_vel(a1)".
  static constexpr Sub kLaunch = -0x700;
  // "move.w #1,ground_vel(a1)": whatever the way he goes (S&K; Sonic 3
  // alone negates it for a player facing left).
  static constexpr Sub kGroundVel = 1;
};

// The window: dx = x_pos(a1) - x_pos(a0), dy = y_pos(a1) - y_pos(a0), pixels.
constexpr bool rampWindow(std::int32_t dx, std::int32_t dy) {
  const std::int32_t d0 = dx + kRampLeft;
  return d0 >= 0 && d0 < kRampWidth && dy >= -kRampAbove && dy <= kRampBelow;
}
// Fast enough the ramp's way ("btst #0,status(a0)": x-flipped, leftward).
constexpr bool rampFastEnough(Sub xVel, bool leftward) {
  return leftward ? xVel <= -RampRule::kMinSpeed : xVel >= RampRule::kMinSpeed;
}

}  // namespace solidtile
