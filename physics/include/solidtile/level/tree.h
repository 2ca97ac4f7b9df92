// The hollow tree (level format 17, kind "tree"): S&K's Obj_AIZHollowTree
// (object 3 of Angel Island's pointers; sonic3k.asm and s3.asm
// Obj_AIZHollowTree, sub_1D44C, AIZTree_SetPlayerPos, AIZTree_FallOff).
// It is not solid and draws nothing of its own (the trunk is the level's
// tiles): its routine, run after the player's, catches a player running
// right into the foot of the trunk fast enough and, while he keeps his
// speed, winds him round it and up, his place a function of how far he has
// run since (the object's progress, its one slot), until he runs out of
// speed or out of the top of its window and it lets him go in the air.
//
// The object's point (x_pos, y_pos) is kTreeLeft px right of its box's left
// edge and kTreeAbove px below its top: the box holds every place the routine
// catches him at or puts him, so the reach and cell lookups find it.
// The routine as pure functions of the numbers it reads (the step's side is
// sonic/tree.h).
#pragma once

#include <cstdint>

#include "solidtile/fixed.h"

namespace solidtile {

// AIZTree_SetPlayerPos puts him within $70 of x_pos ("muls.w #$7000,d0;
// swap d0" of a sine in -$100..$100), and sub_1D44C keeps him from y_pos -
// $90 to + $A0 ("addi.w #$90,d0; bmi.s AIZTree_FallOff; cmpi.w #$130,d0; bls.w").
inline constexpr std::int32_t kTreeLeft = 0x70;
inline constexpr std::int32_t kTreeWidth = 2 * kTreeLeft;
inline constexpr std::int32_t kTreeAbove = 0x90;
inline constexpr std::int32_t kTreeHeight = 0x130 + 1;  // both ends inclusive: 305

struct TreeRule {
  // The catch: "cmpi.w #$600,x_vel(a1); blt.s locret_1D4D8"; the ride:
  // "mvabs ground_vel; cmpi.w #$600,d0; blo.w loc_1D57C" (too slow: let go).
  static constexpr Sub kMinSpeed = 0x600;
  // loc_1D57C: "cmpi.w #$400,(a2); bhs.s AIZTree_FallOff": the top of the
  // winding, in the progress's high word.
  static constexpr std::int32_t kTop = 0x400;
  // "muls.w #$7000,d0; swap d0": the winding's radius across, $70 px.
  static constexpr std::int32_t kSwing = 0x7000;
  // loc_1D50A, a jump off the trunk: "cmpi.w #$2C99,x_pos(a1); bhs.s;
  // move.w #$2C99,x_pos(a1); move.w #$400,x_vel(a1)" and "cmpi.w
  // #$2D66,x_pos(a1); blo.s; move.w #$2D66,x_pos(a1); move.w
  // #-$400,x_vel(a1)". The game's numbers are Angel Island 1's level
  // coordinates (its one tree is at x $2D00): here they are kept relative to
  // the tree's x, the same there and meaningful for a tree anywhere else.
  static constexpr std::int32_t kJumpLeft = 0x2C99 - 0x2D00;   // -$67
  static constexpr std::int32_t kJumpRight = 0x2D66 - 0x2D00;  // $66
  static constexpr Sub kJumpPush = 0x400;
  // AIZTree_FallOff: "move.b #$13,y_radius(a1); move.b #9,x_radius(a1)",
  // whoever he is (Tails and Knuckles too).
  static constexpr std::uint8_t kFallRadiusY = 0x13, kFallRadiusX = 9;
};

// sub_1D44C's catch window about the object's point: dx = x_pos(a1) -
// x_pos(a0), dy = y_pos(a1) - y_pos(a0), pixels. "addi.w #$10,d0; sub.w
// x_pos(a0),d0; bcs.s; cmpi.w #$40,d0; bge.s" (x_pos - $10 .. + $2F) and
// "cmpi.w #-$5A,d0; blt.s; cmpi.w #$A0,d0; bgt.s" (- $5A .. + $A0).
constexpr bool treeCatchWindow(std::int32_t dx, std::int32_t dy) {
  const std::int32_t d0 = dx + 0x10;
  return d0 >= 0 && d0 < 0x40 && dy >= -0x5A && dy <= 0xA0;
}
// The ride's window down: "sub.w y_pos(a0),d0; addi.w #$90,d0; bmi.s
// AIZTree_FallOff; cmpi.w #$130,d0; bls.w AIZTree_SetPlayerPos".
constexpr bool treeRideWindow(std::int32_t dy) {
  const std::int32_t d0 = dy + kTreeAbove;
  return d0 >= 0 && d0 <= 0x130;
}
// The progress (the long at $30(a0)) after a frame's run: "move.w
// ground_vel(a1),d0; ext.l d0; lsl.l #8,d0; add.l d0,(a2)", a 32-bit sum.
constexpr std::uint32_t treeAdvance(std::uint32_t progress, Sub groundVel) {
  return progress + (static_cast<std::uint32_t>(static_cast<std::int16_t>(groundVel)) << 8);
}
// "bmi.s AIZTree_FallOff" after the add: the long is negative (he ran back past the foot).
constexpr bool treeUnwound(std::uint32_t progress) { return (progress & 0x80000000u) != 0; }
// The progress's high word, what the routine compares and places him by ("cmpi.w #$400,(a2)", "move.w (a2),d0").
constexpr std::uint32_t treeTurn(std::uint32_t progress) { return progress >> 16; }
// His place on the winding, as offsets from the object's point:
// "move.w (a2),d0; lsr.w #1,d0; jsr GetSineCosine; muls.w #$7000,d0; swap
// d0; add.w x_pos(a0),d0" across (`sine` the game's sine of that angle
// byte, GetSineCosine's "andi.w #$FF,d0"), "move.w (a2),d0; lsr.w #2,d0;
// neg.w d0; addi.w #$90,d0; add.w y_pos(a0),d0" down.
constexpr std::uint8_t treeAngle(std::uint32_t progress) { return static_cast<std::uint8_t>(treeTurn(progress) >> 1); }
constexpr std::int32_t treeOffsetX(std::int32_t sine) { return (sine * TreeRule::kSwing) >> 16; }
constexpr std::int32_t treeOffsetY(std::uint32_t progress) {
  return kTreeAbove - static_cast<std::int32_t>(treeTurn(progress) >> 2);
}
// The speed it gives with the place: "sub.w d2,d0; asl.w #8,d0; move.w
// d0,x_vel(a1)" (and y_vel): the move in pixels, a word shifted.
constexpr Sub treeMoveSpeed(std::int32_t moved) { return static_cast<std::int16_t>(static_cast<std::uint16_t>(moved << 8)); }

}  // namespace solidtile
