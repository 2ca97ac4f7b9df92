// The stomper (level format 20, kind "stomper"): Sonic 1's Obj31, Marble
// Zone's chained stompers (s1disasm "_incObj/31 Chained Stompers.asm",
// ChainStomp), types 1-6 (type 0 and subtypes with bit 7 follow a switch:
// f_switch, not modelled):
// - CStom_Main: objoff_34 = word_B6A4[type] (the drop, 8.8 px: $A000,
//   $5000, $7800, $3800, $5800, $B800 for types 1-6); obActWid from
//   CStom_Var2 by "lsr.w #3,d0; andi.b #$E,d0" ($38, $30, $10 for bits 4-5
//   0, 1, 2); the spikes child (CStom_Var's frame 1 entry, obY + $1C)
//   "move.b #$90,obColType(a1)" unless "andi.w #$F0,d0; cmpi.w #$20,d0".
// - loc_B798: CStom_Types, then SolidObject with d1 obActWid + $B, d2 $C,
//   d3 $D at obY = objoff_30 + the high byte of objoff_32; one standing on
//   it while that byte is below $10 ("cmpi.b #$10,objoff_32(a0); bhs.s") is
//   killed (KillSonic).
// - CStom_Type01 (types 1, 2, 4, 6): falling, "move.w obVelY(a0),d0; addi.w
//   #$70,obVelY(a0); add.w d0,objoff_32(a0)" until objoff_32 reaches
//   objoff_34 (clamped there, objoff_36 1, objoff_38 $3C); then $3C frames
//   still ("subq.w #1,objoff_38(a0)"); then "subi.w #$80,objoff_32(a0);
//   bcc.s" until it borrows (0, objoff_36 0); then falling again.
// - CStom_Type03 (types 3, 5): "cmpi.w #$90,d0; bhs.s; addq.b
//   #1,obSubtype(a0)" once the player's x is within $90 of obX: type 4 or 6
//   (CStom_Type01, with type 3's or 5's drop) from the next frame.
// - The spikes child (routine 4, loc_B7FE): obY = its objoff_30 (obY + $1C)
//   + the parent's objoff_32 high byte, touched with obColType $90
//   (ReactToItem's size $10: "dc.b $28, $10"), harmful.
// The slots keep the frame its first CStom_Type01 run was (its made frame
// for types 1, 2, 4, 6; the frame after the trigger for 3, 5), so where it
// is on any frame is a function of (frame, slots).
#pragma once

#include <cstdint>

#include "solidtile/level/object_state.h"

namespace solidtile {

struct StomperRule {
  static constexpr std::int32_t kHalfHeight = 0xC;   // d2
  static constexpr std::int32_t kHeight = 2 * kHalfHeight;
  static constexpr std::int32_t kStand = 0xD;        // d3
  static constexpr std::int32_t kGravity = 0x70;     // "addi.w #$70,obVelY(a0)"
  static constexpr std::int32_t kRise = 0x80;        // "subi.w #$80,objoff_32(a0)"
  static constexpr std::int32_t kWait = 0x3C;        // "move.w #$3C,objoff_38(a0)"
  static constexpr std::int32_t kNear = 0x90;        // CStom_Type03's "cmpi.w #$90,d0"
  static constexpr std::int32_t kCrushAbove = 0x10;  // "cmpi.b #$10,objoff_32(a0)"
  static constexpr std::int32_t kSpikesBelow = 0x1C; // CStom_Var "dc.b 4, $1C, 1"
  static constexpr std::int32_t kSpikesHalfWidth = 0x28, kSpikesHalfHeight = 0x10;  // size $10
};

// word_B6A4 by type (0..6).
inline constexpr std::uint16_t kStomperDrops[7] = {0x7000, 0xA000, 0x5000, 0x7800, 0x3800, 0x5800, 0xB800};
// CStom_Var2's obActWid by (subtype >> 4) & 7 (0..2).
inline constexpr std::int32_t kStomperHalfWidths[3] = {0x38, 0x30, 0x10};

inline int stomperType(std::uint8_t subtype) { return subtype & 0xF; }
inline int stomperSize(std::uint8_t subtype) { return (subtype >> 4) & 7; }
// Whether a subtype is one this kind models: bit 7 clear, type 1..6, size 0..2.
inline bool stomperSubtypeModelled(std::uint8_t subtype) {
  return (subtype & 0x80) == 0 && stomperType(subtype) >= 1 && stomperType(subtype) <= 6 && stomperSize(subtype) <= 2;
}
inline std::int32_t stomperHalfWidth(std::uint8_t subtype) { return kStomperHalfWidths[stomperSize(subtype) <= 2 ? stomperSize(subtype) : 0]; }
inline bool stomperTriggered(std::uint8_t subtype) { return stomperType(subtype) == 3 || stomperType(subtype) == 5; }
inline bool stomperHasSpikes(std::uint8_t subtype) { return (subtype & 0xF0) != 0x20; }
inline std::uint16_t stomperDrop(std::uint8_t subtype) { return kStomperDrops[stomperType(subtype) <= 6 ? stomperType(subtype) : 0]; }

enum class StomperPhase : std::uint8_t { Armed, Falling, Waiting, Rising };
struct StomperView {
  StomperPhase phase = StomperPhase::Armed;
  std::uint16_t pos = 0;  // objoff_32: obY less objoff_30 in 8.8 (its high byte the pixels)
};

// The state after frame f's CStom_Type01 run, its first run on frame
// `since` (kNever or later than f: still at the top, not yet running).
inline StomperView stomperAt(std::uint16_t drop, std::uint32_t since, std::uint32_t f) {
  StomperView v;
  if (since == ObjectSlot::kNever || f < since) return v;
  // The falls' runs: after run k (from 0) objoff_32 is $70 k(k + 1) / 2; the
  // first that reaches the drop clamps it (run n).
  std::uint32_t n = 0;
  while (static_cast<std::uint32_t>(StomperRule::kGravity) * n * (n + 1) / 2 < drop) ++n;
  const std::uint32_t rises = drop / StomperRule::kRise;  // the drops are multiples of $80
  const std::uint32_t period = n + 1 + StomperRule::kWait + rises + 1;
  const std::uint32_t r = (f - since) % period;
  if (r < n) return {StomperPhase::Falling, static_cast<std::uint16_t>(StomperRule::kGravity * r * (r + 1) / 2)};
  if (r <= n + StomperRule::kWait) return {r == n ? StomperPhase::Falling : StomperPhase::Waiting, drop};
  const std::uint32_t j = r - n - StomperRule::kWait;  // 1..rises + 1
  if (j > rises) return {StomperPhase::Rising, 0};     // the borrow: 0, falling from the next run
  return {StomperPhase::Rising, static_cast<std::uint16_t>(drop - StomperRule::kRise * j)};
}

}  // namespace solidtile
