// The staircase (level format 18, kind "stair"): Sonic 1's Obj5B of Star
// Light ("_incObj/5B Staircase.asm"). One placement makes four 32 x 32 solid
// blocks side by side, $20 apart (Stair_Main's .makeblocks: "addi.w
// #$20,d2"), the first (the parent) keeping the state the four share:
// objoff_36 (the trigger), objoff_34 (a timer) and objoff_38..3B, each
// block's y offset below its placement ("move.b (a2,d0.w),d0; add.w
// stair_origY(a0),d0"). Block k reads byte $38 + k, or $3B - k x-flipped
// ("moveq #$3B,d3; moveq #-1,d4").
//
// Each block runs Stair_Solid (its y, then SolidObject with d1 = $10 + $B,
// d2 = $10, d3 = $11: the plain 32 x 32 block's numbers), then "tst.b d4;
// bpl.s; move.b d4,objoff_36(a2)" (a top or bottom hit: -1) and "btst
// #3,obStatus(a0); beq.s; move.b #1,objoff_36(a2)" (stood on: 1). The
// parent runs its type routine (Stair_Move) before its own Stair_Solid and
// the children run after it in object order, so the flag written on frame
// s is read on s + 1:
// - "stood" (subtype 0, Stair_Type00): "cmpi.b #1,objoff_36(a0)" sets the
//   timer $1E on s + 1, counted to 0 on s + 31 ("addq.b #1,obSubtype(a0)"):
//   type 1 from s + 32;
// - "hit" (subtype 2, Stair_Type02): "tst.b objoff_36(a0); bpl.s" (only a
//   hit, which Solid_Landed's d4 = -1 never leaves: its own block writes 1
//   after it) sets the timer $3C on s + 1; on s + 1 + k (k 1..59) the
//   bytes shake: "lsr.b #2,d0; andi.b #1,d0" of the timer $3C - k, then
//   "eori.b #1,d0" for each next byte (0/1 alternating); on s + 61 the
//   timer is 0 (the bytes stay as the timer 1 left them) and type 3 (= 1)
//   runs from s + 62;
// - type 1 (Stair_Type01): "cmpi.b #$80,(a1); beq.s; addq.b #1,(a1)" then
//   "swap d1; lsr.l #1,d1; move.l d1,d2; lsr.l #1,d1; move.l d1,d3; add.l
//   d2,d3; swap ...": byte 0 climbs by 1 a frame to $80, the others are
//   floor(3b/4), floor(b/2), floor(b/4) of it: after 128 frames 128, 96,
//   64, 32 (the four a staircase down toward block 0's side).
// The slot keeps s (the frame a block's SolidObject wrote the value the
// type waits for last in that frame), so each block's y on any frame is a
// function of (frame, slot).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace solidtile {

enum class StairTrigger : std::uint8_t {
  Stood = 0,  // subtype 0: drops after the player stood on it
  Hit = 1,    // subtype 2: shakes, then drops, after he hit it from below
};
const char* stairTriggerName(StairTrigger t);  // stood, hit
std::optional<StairTrigger> parseStairTrigger(std::string_view name);

struct StairTiming {
  static constexpr std::int32_t kBlocks = 4;
  static constexpr std::int32_t kBlock = 0x20;       // each block 32 x 32, $20 apart
  static constexpr std::int32_t kWidth = kBlocks * kBlock, kHeight = kBlock;
  static constexpr std::uint32_t kStoodTimer = 0x1E;  // Stair_Type00 "move.w #$1E,objoff_34(a0)"
  static constexpr std::uint32_t kHitTimer = 0x3C;    // Stair_Type02 "move.w #$3C,objoff_34(a0)"
  static constexpr std::int32_t kDrop = 0x80;         // Stair_Type01 "cmpi.b #$80,(a1)"
};

// The first frame of the drop (byte 0 = 1) after the trigger frame s.
constexpr std::uint64_t stairDropStart(StairTrigger t, std::uint64_t s) {
  return s + 1 + (t == StairTrigger::Stood ? StairTiming::kStoodTimer : StairTiming::kHitTimer) + 1;
}

// The four bytes objoff_38..3B on frame f (after that frame's type routine),
// the trigger written on frame `since` (kNever: not yet).
std::array<std::int32_t, 4> stairBytes(StairTrigger t, std::uint32_t since, std::uint32_t f);
// Block k's (0 the parent, leftmost) offset below its placement on frame f.
inline std::int32_t stairBlockOffset(const std::array<std::int32_t, 4>& bytes, int k, bool flipped) {
  return bytes[static_cast<std::size_t>(flipped ? 3 - k : k)];
}

}  // namespace solidtile
