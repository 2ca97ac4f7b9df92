// What a falling platform (ObjectKind::Fall, level format 9) is on a given
// frame, from its slot (object_state.h: the frame its timer was set). Sonic
// 1's Obj18 (.type03, .type04) and Sonic 2's (Obj18_Falling, Obj18_Fall):
// - stood on, it sets its timer to fallDelay (30) and counts it down, one a
//   frame, standing still; at 0 it becomes the falling subtype with the timer
//   at fallCarry (32);
// - from the next frame it falls: "move.l objoff_2C(a0),d3; move.w
//   obVelY(a0),d0; ext.l d0; asl.l #8,d0; add.l d0,d3" then "addi.w
//   #$38,obVelY(a0)": its 16.16 y gains the 8.8 speed, which then gains $38,
//   from 0 and with no cap. After n falling frames it is $38 * n(n-1)/2
//   subpixels lower (the low byte of the 16.16 fraction stays 0);
// - on its fallCarry'th falling frame the timer reaches 0: a player standing
//   on it is let go, in the air, with its speed ($38 * (fallCarry - 1)), and
//   it is no longer solid (Sonic 1's routine 8, Sonic 2's Obj18_NonSolid), but
//   falls on until its y passes the camera's lowest bottom + $E0 (Sonic 2:
//   + $120), where it is deleted.
// So the frames are: the slot's frame s; waiting s + 1 .. s + fallDelay; falling
// s + fallDelay + 1 ..; the drop s + fallDelay + fallCarry.
#pragma once

#include <cstdint>

#include "solidtile/level/object_state.h"

namespace solidtile {

enum class FallPhase : std::uint8_t {
  Still,     // never stood on
  Waiting,   // its timer counts down; still where it was placed
  Falling,   // falling, solid: carries a player on it
  Dropped,   // fell past its carry: not solid, still falling (drawn)
  Gone,      // deleted: below the level's bottom + $E0
};
const char* fallPhaseName(FallPhase p);  // still, waiting, falling, dropped, gone

// How far a fall is below its place after n falling frames, subpixels (n is
// clamped to keep the sum in range; a fall is long gone by then).
Sub fallDrop(std::uint64_t n);
// Its speed on the n'th falling frame before that frame's gain (what the drop hands on).
inline Sub fallSpeedBefore(std::uint64_t n) { return n == 0 ? 0 : static_cast<Sub>(FallTiming::kGravity * (n - 1)); }

struct FallView {
  FallPhase phase = FallPhase::Still;
  std::uint32_t framesLeft = 0;  // to the fall (Waiting) or to the drop (Falling)
  std::uint64_t fallFrames = 0;  // falling frames run by this frame
  Sub drop = 0;                  // subpixels below path[0]
};
// The fall on `frame` (the state after that many steps); `levelBottom` is the
// lowest pixel the camera shows (the level's height: Solidtile has no
// per-level camera limit yet).
FallView fallAt(const SolidObject& o, ObjectSlot slot, std::uint32_t frame, std::int32_t levelBottom);

}  // namespace solidtile
