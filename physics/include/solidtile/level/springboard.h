// The springboard (level format 20, kind "springboard"): Sonic 2's Obj40 of
// Chemical Plant, Aquatic Ruin and Mystic Cave (s2.asm "Object 40 - Pressure
// spring from CPZ, ARZ, and MCZ (the red "diving board" springboard)"):
// - Obj40_Init: width_pixels $1C, "bset #status.npc.no_balancing" (no one
//   balances on it), objoff_30 from Obj40_Strengths ("this is never read").
// - Obj40_Main: AnimateSprite (Ani_obj40), then SlopedSolid_SingleCharacter
//   with d1 = $27, d2 = 8, d4 = x_pos on Obj40_SlopeData_DiagUp while
//   mapping_frame is 0, else Obj40_SlopeData_Straight (the board pressed
//   flat), for each player; one standing on it after that (its standing bit)
//   goes to loc_2641E.
// - loc_2641E: only on the far part (unflipped "subi.w #$10,d0; cmp.w
//   x_pos(a1),d0; blo.s": x_pos(a1) > x_pos - $10; x-flipped "addi.w #$10,d0;
//   bhs.s": x_pos(a1) <= x_pos + $10): anim not 1 sets "move.w
//   #(1<<8)|(0<<0),anim(a0)" (anim 1, prev_anim 0); anim 1 with mapping_frame
//   0 launches him (loc_2645E).
// - Ani_obj40: script 0 "dc.b $F, 0, $FF" (frame 0 for ever), script 1
//   "dc.b 3, 1, 0, $FD, 0": set on frame T, AnimateSprite restarts it on T +
//   1 (anim != prev_anim): frame 1 on T + 1 .. T + 4, frame 0 on T + 5 .. T +
//   8 (the launch window), and on T + 9 the $FD puts anim back to 0.
// - loc_2645E: d0 = x_pos(a1) - (x_pos - $1C), x-flipped "not.w d0; addi.w
//   #$27,d0" (the game's bug: 2*$1C meant), negative 0, then byte_26550[d0]
//   (0..4): "move.w #-$400,y_vel(a1); sub.b d0,y_vel(a1)" (y_vel's high
//   byte: -$400 - $100 d0); the player faces the board's way; |x_vel| >=
//   $400 gets "sub.b d0,x_vel(a1)" with d0 negated unflipped (x_vel's high
//   byte d0 more, its way unflipped, less x-flipped); in the air, off it,
//   routine 2, spindash_flag 0; subtype bit 0 sets inertia 1 (-1 facing
//   left) and the somersault (flip_angle, flips_remaining 1 or, bit 1 clear,
//   3: drawing only); subtype bits 2-3 = 4 put him on path 0
//   (top_solid_bit $C), 8 on path 1 ($E).
//
// The slot keeps the frame T anim was set to 1, so the board on any frame
// is a function of (frame, slot).
#pragma once

#include <array>
#include <cstdint>

#include "solidtile/level/object_state.h"

namespace solidtile {

struct SpringboardRule {
  static constexpr std::int32_t kHalf = 0x1C;           // width_pixels
  static constexpr std::int32_t kWidth = 2 * kHalf;     // the box: 56 x 16 about (x_pos, y_pos)
  static constexpr std::int32_t kD1 = 0x27;             // "move.w #$27,d1" (width_pixels + $B)
  static constexpr std::int32_t kD2 = 8;                // "move.w #8,d2"
  static constexpr std::int32_t kHeight = 2 * kD2;
  static constexpr std::int32_t kColumns = 0x28;        // the tables' bytes, one each 2 px from x_pos - $27
  static constexpr std::int32_t kFarPart = 0x10;        // loc_2641E's "subi.w #$10,d0" / "addi.w #$10,d0"
  static constexpr std::int32_t kLaunchLeft = 0x1C;     // loc_2645E's "subi.w #$1C,d0"
  static constexpr std::int32_t kFlippedAdd = 0x27;     // "addi.w #$27,d0" (fixBugs: 2*$1C)
  static constexpr std::int32_t kLaunchY = -0x400;      // "move.w #-$400,y_vel(a1)"
  static constexpr std::int32_t kKeepXFrom = 0x400;     // "cmpi.w #$400,d1; blo.s"
  // How far the board's tip rises above its box's top (t = $18 over t[0] = 8).
  static constexpr std::int32_t kRise = 0x10;
  // Ani_obj40 script 1 from the frame T anim was set: frame 1 on T + 1 ..
  // T + 4, frame 0 (launching) on T + 5 .. T + 8, anim 0 again from T + 9.
  static constexpr std::uint32_t kPressedFrom = 1, kLaunchFrom = 5, kDoneAt = 9;
};

// Obj40_SlopeData_DiagUp (byte_26598) and Obj40_SlopeData_Straight (byte_265C0).
inline constexpr std::array<std::uint8_t, SpringboardRule::kColumns> kSpringboardDiagUp = {
    8,    8,    8,    8,    8,    8,    8,    9,    0xA,  0xB,  0xC,  0xD,  0xE,  0xF,  0x10, 0x10, 0x11, 0x12, 0x13, 0x14,
    0x14, 0x15, 0x15, 0x16, 0x17, 0x18, 0x18, 0x18, 0x18, 0x18, 0x18, 0x18, 0x18, 0x18, 0x18, 0x18, 0x18, 0x18, 0x18, 0x18};
inline constexpr std::array<std::uint8_t, SpringboardRule::kColumns> kSpringboardStraight = {
    8,   8,   8,   8,   8,   8,   8,   9,   0xA, 0xB, 0xC, 0xC, 0xC,  0xC,  0xD,  0xD,  0xD, 0xD, 0xD, 0xD,
    0xE, 0xE, 0xF, 0xF, 0x10, 0x10, 0x10, 0x10, 0xF, 0xF, 0xE, 0xE, 0xD, 0xD, 0xD, 0xD, 0xD, 0xD, 0xD, 0xD};
// byte_26550: the launch's extra speed (in $100s) by d0.
inline constexpr std::array<std::uint8_t, 72> kSpringboardBoost = {
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};

// The board on frame f, anim having been set to 1 on frame `since` (kNever:
// never), after that frame's AnimateSprite: its script (anim 1 or 0) and
// its mapping frame (1 pressed flat, 0 up).
struct SpringboardView {
  bool anim1 = false;
  std::uint8_t frame = 0;
};
inline SpringboardView springboardAt(std::uint32_t since, std::uint32_t f) {
  if (since == ObjectSlot::kNever || f <= since) return {};
  const std::uint32_t k = f - since;
  if (k >= SpringboardRule::kDoneAt) return {};
  return {true, static_cast<std::uint8_t>(k < SpringboardRule::kLaunchFrom ? 1 : 0)};
}

// The table's byte for frame `frame` at the routine's column c (0..$27).
inline std::int32_t springboardHeight(int frame, std::int32_t c) {
  const auto& t = frame == 0 ? kSpringboardDiagUp : kSpringboardStraight;
  return t[static_cast<std::size_t>(c < 0 ? 0 : (c >= SpringboardRule::kColumns ? SpringboardRule::kColumns - 1 : c))];
}

// loc_2645E's byte_26550 index for a player at dx = x_pos(a1) - x_pos.
inline std::int32_t springboardBoostIndex(std::int32_t dx, bool flipped) {
  std::int32_t d0 = dx + SpringboardRule::kLaunchLeft;
  if (flipped) d0 = static_cast<std::int16_t>(~d0 + SpringboardRule::kFlippedAdd);
  if (d0 < 0) d0 = 0;
  return d0 >= static_cast<std::int32_t>(kSpringboardBoost.size()) ? static_cast<std::int32_t>(kSpringboardBoost.size()) - 1 : d0;
}
// Whether a player at dx stands on the far part (loc_2641E).
inline bool springboardFarPart(std::int32_t dx, bool flipped) {
  return flipped ? dx <= SpringboardRule::kFarPart : dx > -SpringboardRule::kFarPart;
}

}  // namespace solidtile
