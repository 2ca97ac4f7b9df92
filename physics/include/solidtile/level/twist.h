// The twisting spiral pathway (level format 16, kind "twist"): Sonic 2's
// Obj06 with subtype < $80, Emerald Hill's corkscrew (s2.asm Obj06_Spiral).
// It is not solid: its routine, run after the player's, catches a player on
// the ground who runs into one of its ends, then while he keeps his speed puts
// him on its path, a height the level's table gives for each pixel across.
// The table is the object's own (SolidObject::twist, 416 signed bytes; the
// game's Obj06_CosineTable is hand-made data, read from the disassembly by
// import-sonlvl, never kept here) with a second one for drawing
// (SolidObject::twistFlip, 52 bytes: Obj06_FlipAngleTable, the player's
// flip_angle on each 8 px).
//
// The object's point (x_pos, y_pos) is its box's centre; the box is
// kTwistWidth x kTwistHeight, fixed: across it is the routine's reach
// (Obj06_Init "move.b #$D0,width_pixels(a0)", the ride's d0 + $D0 in
// 0..$19F), up and down room for the catch window (y_pos + $10 .. + $3F) and
// a path whose heights are within kTwistMinHeight..kTwistMaxHeight.
// The routine itself, as pure functions of the numbers it reads (the step's
// side is sonic/twist.h).
#pragma once

#include <cstdint>

namespace solidtile {

inline constexpr std::int32_t kTwistWidth = 0x1A0;   // 2 * width_pixels; the ride's "cmpi.w #$1A0,d0"
inline constexpr std::int32_t kTwistHeight = 0x80;   // 64 px either way of y_pos
inline constexpr std::int32_t kTwistHalfWidth = kTwistWidth / 2;
inline constexpr std::int32_t kTwistHalfHeight = kTwistHeight / 2;
inline constexpr std::size_t kTwistHeights = 0x1A0;  // Obj06_CosineTable: one byte a pixel of d0 + $D0
inline constexpr std::size_t kTwistFlips = 0x34;     // Obj06_FlipAngleTable: "lsr.w #3,d0" of 0..$19F
// A height is a byte the routine reads signed ("ext.w d1"); kept within the
// box's half height so the path stays within its box (the game's: -37..32).
inline constexpr int kTwistMinHeight = -kTwistHalfHeight;
inline constexpr int kTwistMaxHeight = kTwistHalfHeight - 1;

struct TwistRule {
  // loc_215C0: "mvabs.w inertia(a1),d0; cmpi.w #$600,d0; blo.s Obj06_Spiral_CharacterFallsOff".
  static constexpr std::int32_t kMinSpeed = 0x600;
  // Obj06_Spiral_MoveCharacter: "move.b y_radius(a1),d1; subi.w #$13,d1".
  static constexpr std::int32_t kRadiusBase = 0x13;
};

// The catch window across (Obj06_Spiral, loc_21580): d0 = x_pos(a1) -
// x_pos(a0) as a word. Moving right or still ("tst.w x_vel(a1); bmi.s"):
// -$D0..-$C0 ("cmpi.w #-$C0,d0; bgt.s return; cmpi.w #-$D0,d0; blt.s
// return"); moving left: $C0..$D0. A player already on another object
// (status.player.on_object) is caught $10 further in: -$C0..-$B0 / $B0..$C0.
// (The game's words would wrap past 32767 px; ours are whole int32 pixels,
// the same on any level of a game's size.)
constexpr bool twistCatchAcross(std::int32_t d0, bool movingLeft, bool onObject) {
  const std::int32_t near = onObject ? 0xB0 : 0xC0, far = near + 0x10;
  return movingLeft ? d0 >= near && d0 <= far : d0 <= -near && d0 >= -far;
}
// The window up and down: "sub.w y_pos(a0),d1; subi.w #$10,d1; cmpi.w #$30,d1; bhs.s return".
constexpr bool twistCatchDown(std::int32_t dy) {
  return dy - 0x10 >= 0 && dy - 0x10 < 0x30;
}
// The ride's column, d0 = x_pos(a1) - x_pos(a0) + $D0: -1 when he falls
// off ("bmi.s ..._CharacterFallsOff; cmpi.w #$1A0,d0; blo.s ..._MoveCharacter").
constexpr std::int32_t twistColumn(std::int32_t dx) {
  const std::int32_t d0 = dx + kTwistHalfWidth;
  return d0 >= 0 && d0 < kTwistWidth ? d0 : -1;
}
// Where Obj06_Spiral_MoveCharacter puts him: "move.w y_pos(a0),d2; add.w
// d1,d2 (the table's byte, ext.w); sub.w (y_radius - $13),d2; move.w d2,y_pos(a1)".
constexpr std::int32_t twistRideY(std::int32_t obY, int height, std::int32_t radiusY) {
  return obY + height - (radiusY - TwistRule::kRadiusBase);
}
// The flip table's entry for column d0: "lsr.w #3,d0; andi.w #$3F,d0".
constexpr std::size_t twistFlipIndex(std::int32_t column) { return static_cast<std::size_t>((column >> 3) & 0x3F); }

}  // namespace solidtile
