// The goal (level format 17, kind "goal"): the act's signpost, Sonic 1's
// and Sonic 2's Obj0D. Not solid: its routine, run after the player's,
// ends the run when his x reaches the post (sonic/goal.h). The rule reads
// his x alone, in every profile (S&K's end sign falls after its boss: no
// imported level has one to touch).
//
// The object's point (obX, obY) is its box's left edge, kGoalAbove px below
// its top: the box's width is the routine's window, its height the sign's
// sprite (Map_Sign's pieces run from -$10 to $20 about obY), for drawing
// and picking only: the rule has no y test.
#pragma once

#include <cstdint>

namespace solidtile {

// Sonic 1's Sign_Touch (_incObj/0D Signpost.asm): "move.w (v_player+obX).w,d0;
// sub.w obX(a0),d0; bcs.s .notouch; cmpi.w #$20,d0; bhs.s .notouch".
// Sonic 2's Obj0D_Main (s2.asm) is the same test on MainCharacter's x_pos.
inline constexpr std::int32_t kGoalWidth = 0x20;
inline constexpr std::int32_t kGoalAbove = 0x10;
inline constexpr std::int32_t kGoalHeight = 0x30;

// dx = the player's x less obX, pixels: a borrow (left of the post, "bcs")
// or $20 and more ("bhs") misses. No y test.
constexpr bool goalTouched(std::int32_t dx) { return dx >= 0 && dx < kGoalWidth; }

}  // namespace solidtile
