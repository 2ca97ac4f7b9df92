// The lift (level format 19, kind "lift"): Sonic 2's Obj16 of Hill Top
// (s2.asm "Object 16 - Diagonally moving lift from HTZ"), a platform hung
// from a zipline that slides down it once stood on, then drops:
// - Obj16_Init: width_pixels $20; "move.b subtype(a0),d0; lsl.w #3,d0;
//   move.w d0,objoff_34(a0)" (the slide's frames: subtype x 8).
// - Obj16_Main: "move.w x_pos(a0),-(sp)", the state's routine, then
//   PlatformObject with d1 = width_pixels and "move.w #-$28,d3": a top-only
//   platform 64 wide whose top is $28 below y_pos, on the frame's place
//   (MvSonicOnPtfm: one standing on it is carried by exactly its move).
// - Obj16_Wait: a standing bit (set by last frame's PlatformObject) sets
//   "move.w #$200,x_vel(a0)" (negated x-flipped) and "move.w
//   #$100,y_vel(a0)"; it does not move that frame.
// - Obj16_Slide: ObjectMove (2 px across, 1 down a frame), "subq.w
//   #1,objoff_34(a0); bne.s": on the slide's last move x_vel and y_vel are
//   cleared and it falls from the next frame.
// - Obj16_Fall: ObjectMove, then "addi.w #$38,y_vel(a0)": after j frames of
//   it the lift is $38 j(j - 1) / 2 in 1/256 px lower. Once its y_pos is
//   below Camera_Max_Y_pos + 224 ("cmp.w y_pos(a0),d0; bhs.s") its riders
//   are let go ("bclr #status.player.on_object ... bset
//   #status.player.in_air") and it is moved away ("move.w #$4000,x_pos(a0)").
// The slot keeps the frame Obj16_Wait found it stood on, so where it is on
// any frame is a function of (frame, slot).
#pragma once

#include <cstdint>

#include "solidtile/level/object_state.h"

namespace solidtile {

struct LiftRule {
  static constexpr std::int32_t kWidth = 0x40;    // width_pixels $20 (PlatformObject's d1: half)
  static constexpr std::int32_t kHeight = 16;     // drawn only: the top-only surface is the box's top
  static constexpr std::int32_t kBelow = 0x28 + 1;  // d3 -$28: the top $28 below y_pos (the box's y one lower)
  static constexpr std::int32_t kSlideX = 0x200;  // x_vel (1/256 px a frame)
  static constexpr std::int32_t kSlideY = 0x100;  // y_vel
  static constexpr std::int32_t kGravity = 0x38;  // "addi.w #$38,y_vel(a0)"
  static constexpr std::int32_t kSlidePerSubtype = 8;  // "lsl.w #3,d0"
};

enum class LiftPhase : std::uint8_t { Still, Waiting, Sliding, Falling, Gone };
struct LiftView {
  LiftPhase phase = LiftPhase::Still;
  std::int64_t dx = 0, dy = 0;  // from its placement, 1/256 px
  std::uint32_t frames = 0;     // of the slide or the fall so far
};

// Where a lift of subtype `lift` (its slide lift x 8 frames; dir: -1 left,
// 1 right) is after frame f, Obj16_Wait having found it stood on on frame
// `since` (kNever: still). `bottom`: how far below its placement its y_pos
// may go (pixels) before it is gone.
inline LiftView liftAt(std::uint8_t lift, int dir, std::uint32_t since, std::uint32_t f, std::int64_t bottom) {
  const std::int32_t slide = lift * LiftRule::kSlidePerSubtype;
  LiftView v;
  if (since == ObjectSlot::kNever || f < since) return v;
  if (f == since) return v.phase = LiftPhase::Waiting, v;
  const std::uint64_t n = f - since;  // moves made
  const std::uint64_t k = n < static_cast<std::uint64_t>(slide) ? n : static_cast<std::uint64_t>(slide);
  v.dx = static_cast<std::int64_t>(k) * LiftRule::kSlideX * dir;
  v.dy = static_cast<std::int64_t>(k) * LiftRule::kSlideY;
  if (n <= static_cast<std::uint64_t>(slide)) {
    v.phase = LiftPhase::Sliding;
    v.frames = static_cast<std::uint32_t>(k);
    return v;
  }
  const std::uint64_t j = n - static_cast<std::uint64_t>(slide);
  // A fall that long is far past any level's bottom: stop counting.
  const std::uint64_t jj = j > 0x10000 ? 0x10000 : j;
  v.dy += static_cast<std::int64_t>(LiftRule::kGravity * jj * (jj - 1) / 2);
  v.phase = (v.dy >> 8) > bottom ? LiftPhase::Gone : LiftPhase::Falling;
  v.frames = static_cast<std::uint32_t>(jj);
  return v;
}

}  // namespace solidtile
