// The falling brick (level format 19, kind "brick"): Sonic 1's Obj46 of
// Marble Zone, subtypes 2 and $A ("_incObj/46 MZ Bricks.asm"), a 32 x 32
// solid block hanging from the ceiling that falls once the player comes
// near, then lies on the floor (Brick_Type00) or floats on the lava
// (Brick_Type04). Every frame Brick_Action runs its type routine and then
// SolidObject with d1 $1B, d2 $10, d3 $11 (the plain 32 x 32 block's), but
// only while the sprite was drawn on screen after the last frame ("tst.b
// obRender(a0); bpl.s .chkdel"): off screen nothing runs, its fall pauses.
// - Waiting (type 2, Brick_Type02): it wobbles as type 1 (its `oscillate`,
//   oscillator 5: origY - byte, bit 3 origY - ($10 - byte)) until the
//   player's x (after his move: ExecuteObjects runs him first) is within
//   $90 of its centre: "cmpi.w #$90,d0; bhs.s Brick_Type01" on |px - obX|,
//   so 143 triggers and 144 does not. That frame T "move.b #3,obSubtype"
//   (bit 3 cleared) and falls into Brick_Type01: its y is origY - byte,
//   un-reversed (a $0A brick jumps up to 16 px).
// - Falling (type 3, Brick_Type03): SpeedToPos, then "addi.w #$18,obVelY"
//   from speed 0 and a zero fraction (the wobble writes whole pixels): after
//   k such frames y = y_T + (12 k (k - 1)) >> 8. ObjFloorDist's negative
//   distance lands it: the first k whose y passes `land_y` puts it at
//   land_y (the level keeps the floor, the importer works it out).
// - Landed: with `lava` (the block under it $16A or above: "cmpi.w
//   #$16A,d0") type 4 from the next frame, y = land_y - (byte of
//   v_oscillate+$12 >> 3), oscillator 4 unsigned; else type 0, still.
// State: four slots (object_state.h) - the trigger frame T, the falling
// frames run k, the landing frame, the last frame its routine ran (drawn on
// screen). Made again after out_of_range deleted it, it waits afresh
// (object_loading.h clears its slots).
#pragma once

#include <cstdint>

#include "solidtile/level/object_state.h"

namespace solidtile {

struct BrickTiming {
  static constexpr std::int32_t kSize = 0x20;     // obActWid $10, obHeight $F: the 32 x 32 block
  static constexpr std::int32_t kTrigger = 0x90;  // Brick_Type02 "cmpi.w #$90,d0"
  static constexpr std::int32_t kGravity = 0x18;  // Brick_Type03 "addi.w #$18,obVelY(a0)"
  static constexpr std::uint8_t kLavaOscillator = 4;  // Brick_Type04 "move.b (v_oscillate+$12).w,d0"
  static constexpr std::uint8_t kLavaShift = 3;       // "lsr.w #3,d0"
  static constexpr std::size_t kSlots = 4;
};

// Its drop after k falling frames, pixels: the speed is $18 k - $18 after k
// frames' gains, so the position has moved 12 k (k - 1) / 256 px.
constexpr std::int32_t brickDrop(std::uint32_t k) {
  const std::uint64_t n = k;
  const std::uint64_t sub = 12 * n * (n - (n > 0));
  return sub >> 8 > 0x7FFFFFFF ? 0x7FFFFFFF : static_cast<std::int32_t>(sub >> 8);
}

enum class BrickPhase : std::uint8_t { Waiting, Falling, Landed };
const char* brickPhaseName(BrickPhase p);  // waiting, falling, landed

struct BrickView {
  BrickPhase phase = BrickPhase::Waiting;
  std::int32_t y = 0;        // its box's top after frame f's routine, pixels
  std::uint32_t fallen = 0;  // falling frames run (k)
  bool floating = false;     // landed on the lava and wobbling (Brick_Type04)
};

// The brick on frame f from its four slots (kNever in each: waiting).
BrickView brickAt(const SolidObject& o, const ObjectSlot* slots, std::uint32_t f);
// Its top after frame f - 1's routine, from the slots after frame f's, on a
// frame its routine ran (the move SolidObject carries a rider by).
std::int32_t brickYBefore(const SolidObject& o, const ObjectSlot* slots, std::uint32_t f);
// Its top on the trigger frame (Brick_Type01 with bit 3 cleared).
std::int32_t brickTriggerY(const SolidObject& o, std::uint32_t t);
// Its top floating on the lava on frame f.
std::int32_t brickFloatY(const SolidObject& o, std::uint32_t f);
// Whether the player at x px (after his move) sets off a brick whose box's left is `left`.
constexpr bool brickTriggered(std::int32_t px, std::int32_t left) {
  const std::int32_t d = px - (left + BrickTiming::kSize / 2);
  return (d < 0 ? -d : d) < BrickTiming::kTrigger;
}

}  // namespace solidtile
