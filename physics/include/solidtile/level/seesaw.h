// The seesaw (level format 19, kind "seesaw"): Sonic 1's Obj5E of Star Light
// ("_incObj/5E Seesaw.asm", Seesaw) and Sonic 2's Obj14 of Hill Top (s2.asm,
// its descendant). One object holds the plank and its spiked ball (the
// game's second object, made after the plank by FindNextFreeObj /
// AllocateObjectAfterCurrent, so it runs right after it).
//
// Geometry, in Sonic 1's frame of reference (the level's obX, obY): the box
// is 96 x 48, obX = x + 48 (width $30 each side), obY = y + 47 (its bottom
// row). The plank is a sloped platform (SlopeObject / SlopedPlatform, d1 =
// $30) on See_DataSlope ("misc/slzssaw1.bin", 48 columns of 2 px) for frame
// 0 (the right end low), the same table read right to left for frame 2
// (obRender's x-flip, set by See_ChgFrame for frame 2) and See_DataFlat ($15
// everywhere) for frame 1; the surface is obY - t[c]. Sonic 2's byte_21C8E
// and byte_21CBF are those bytes less 16 and its ball's objoff_34 is its y +
// $10: the same seesaw placed 16 px lower, which the import adds.
// The ball rests at obX +- $28 (the low end's side), obY + See_Speeds /
// Obj14_YOffsets (-8, -$1C, -$2F by how high that end is).
//
// The state is four plain slots (object_state.h), written by the object's
// routine each frame (sonic/seesaw.h): no allocation, rewinding copies them.
#pragma once

#include <array>
#include <cstdint>

#include "solidtile/level/object_state.h"

namespace solidtile {

struct SeesawGeometry {
  static constexpr std::int32_t kWidth = 96, kHeight = 48;
  static constexpr std::int32_t kHalf = 0x30;       // See_Slope's "move.w #$30,d1"
  static constexpr std::int32_t kColumns = 48;      // the tables' bytes, one each 2 px
  static constexpr std::int32_t kObX = kHalf;       // obX - x
  static constexpr std::int32_t kObY = kHeight - 1; // obY - y
  static constexpr std::int32_t kBallX = 0x28;      // See_Spikeball "addi.w #$28,obX(a0)"
  static constexpr std::int32_t kBallHalf = 8;      // obColType $8B: size $0B, 8 x 8 each way
  static constexpr std::int32_t kSideNear = 8;      // See_ChkSide "cmpi.w #8,d0": the middle frame
  // How far the thrown ball can go past the box (its bounds, for the touch
  // test's broad phase): -$E00 rises about $1C0 px; it lands on the other end.
  static constexpr std::int32_t kBallReachUp = 0x200, kBallReachSide = 0x20;
  // Sonic 2's tables and objoff_34 are Sonic 1's less 16: its seesaw at y is Sonic 1's at y + 16.
  static constexpr std::int32_t kSonic2Lower = 0x10;
};

struct SeesawThrow {
  // See_MoveSpike / Obj14_Ball_Main: by one frame "move.w #-$818,d1; move.w #-$114,d2",
  // by two -$AF0 / -$CC, or -$E00 / -$A0 with "cmpi.w #$A00,objoff_38(a1); blt.s".
  static constexpr std::int32_t kWeakY = -0x818, kWeakX = -0x114;
  static constexpr std::int32_t kStrongY = -0xAF0, kStrongX = -0xCC;
  static constexpr std::int32_t kHardY = -0xE00, kHardX = -0xA0;
  static constexpr std::int32_t kHardFrom = 0xA00;
  static constexpr std::int32_t kGravity = 0x38;  // ObjectFall / ObjectMoveAndFall
  static constexpr std::int32_t kTwiceBelow = 0x2F;  // "subi.w #$2F,d0": a second fall step below it
};

// The plank's height (above obY) of column c (0..47, from the left) on frame 0, 1 or 2.
std::int32_t seesawHeight(int frame, std::int32_t column);
// The ball's rest y less obY for the plank's frame and the ball's side (See_Speeds).
std::int32_t seesawBallRest(int frame, bool left);

// What the slots hold (slots 0..3 of the object): see seesaw.cpp.
struct SeesawState {
  std::uint8_t frame = 0;      // the plank's mapping frame
  std::uint8_t target = 0;     // the plank's objoff_3A (see_frame)
  std::uint8_t ballAngle = 0;  // the ball's objoff_3A
  bool flying = false;         // the ball's routine is See_SpikeFall / Obj14_Ball_Fly
  std::int16_t speed = 0;      // the plank's objoff_38: the player's y speed of the last frame no one stood on it
  std::int32_t ballX = 0, ballY = 0;  // the ball's x_pos, y_pos longs (16.16) less obX, obY (origX, origY) << 16
  std::int16_t ballXsp = 0, ballYsp = 0;
  // Whether the slots hold a state (kNever in slot 0: not made yet).
  static bool made(const ObjectSlot* slots) { return slots[0].since != ObjectSlot::kNever; }
  static SeesawState read(const ObjectSlot* slots);
  void write(ObjectSlot* slots) const;
  // See_Main / Obj14_Init and the ball's init: frame 2 when x-flipped (the
  // low end left), the ball on the low end.
  static SeesawState initial(bool flipped);
  std::int32_t ballPixelX() const { return ballX >> 16; }  // less obX
  std::int32_t ballPixelY() const { return ballY >> 16; }  // less obY
};
inline constexpr std::size_t kSeesawSlots = 4;

// The ball's routine for one frame after the plank's (See_MoveSpike and
// See_SpikeFall): true when it landed with the plank's frame not the one it
// sets (a player standing on the plank is then launched at -ballYsp, which
// the caller reads before it is cleared: *launchSpeed).
bool seesawBallStep(SeesawState& s, std::int32_t* launchSpeed);
// Obj14_SetMapping / See_ChgFrame: the frame one step toward `target`; the
// target is kept (objoff_3A) only when the frame changes.
void seesawSetFrame(SeesawState& s, int target);
// See_ChkSide: the target frame for a player at dx = px - obX.
int seesawSide(std::int32_t dx);

}  // namespace solidtile
