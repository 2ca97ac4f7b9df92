// The conveyor belt (level format 20, kind "conveyor"): Sonic 1's Obj68 of
// Scrap Brain (_incObj/68 Conveyor Belt.asm, Conv_Main, Conv_Action's
// .movesonic). It is not solid (the belt's floor is the level's tiles): its
// routine, run in object order after the player's, moves a player standing
// within its window along x by its speed, whole pixels a frame (the
// object's `belt`). Its box is that window: conv_width each side of obX
// (the object's w is twice it) and $30 px above obY (kConveyorHeight).
// The routine as pure functions of the numbers it reads (the step's side is
// sonic/conveyor.h).
#pragma once

#include <cstdint>

namespace solidtile {

struct ConveyorRule {
  // Conv_Main: "move.b #128,conv_width(a0)", and "andi.b #$F,d1; beq.s
  // .typeis0; move.b #56,conv_width(a0)" for a subtype whose low nibble is
  // not 0. The window is 2 x conv_width across.
  static constexpr std::int32_t kWideHalf = 128;
  static constexpr std::int32_t kNarrowHalf = 56;
  // .movesonic: "sub.w obY(a0),d1; addi.w #$30,d1; cmpi.w #$30,d1; bhs.s
  // .notonconveyor": obY(a1) from obY(a0) - $30 to obY(a0) - 1.
  static constexpr std::int32_t kHeight = 0x30;
  // Conv_Main: "andi.b #$F0,d1; ext.w d1; asr.w #4,d1": the high nibble,
  // signed: -8..7 px a frame.
  static constexpr std::int32_t kMinSpeed = -8;
  static constexpr std::int32_t kMaxSpeed = 7;
};

// Conv_Main's speed from the subtype byte: "andi.b #$F0,d1; ext.w d1; asr.w
// #4,d1" (the masked byte sign-extended, then shifted arithmetically).
constexpr std::int32_t conveyorSpeed(std::uint8_t subtype) {
  const std::int32_t word = static_cast<std::int8_t>(subtype & 0xF0);  // ext.w
  return word >> 4;                                                    // asr.w #4 (exact: the low nibble is 0)
}
// Conv_Main's conv_width from the subtype byte.
constexpr std::int32_t conveyorHalfWidth(std::uint8_t subtype) {
  return (subtype & 0x0F) != 0 ? ConveyorRule::kNarrowHalf : ConveyorRule::kWideHalf;
}

// .movesonic's window, dx = obX(a1) - obX(a0), dy = obY(a1) - obY(a0)
// (pixels, words): "add.w d2,d0; cmp.w d3,d0; bhs.s" with d2 = conv_width,
// d3 = 2 x conv_width (unsigned: obX - width .. obX + width - 1), and the
// y compare above. The third test (not in the air) is the step's.
constexpr bool conveyorWindow(std::int32_t dx, std::int32_t dy, std::int32_t halfWidth) {
  const std::uint16_t across = static_cast<std::uint16_t>(dx + halfWidth);
  const std::uint16_t down = static_cast<std::uint16_t>(dy + ConveyorRule::kHeight);
  return across < static_cast<std::uint16_t>(2 * halfWidth) && down < ConveyorRule::kHeight;
}

}  // namespace solidtile
