// Spikes that move out and back by themselves (level format 15,
// SolidObject::retract): the games' moving spikes. Sonic 1's Obj36
// ("_incObj/36 Spikes.asm" Spik_Type01 / Spik_Type02 with Spik_Wait),
// Sonic 2's Obj36 (s2.asm MoveSpikes_Vertical / MoveSpikes_Horizontal with
// MoveSpikes_Delay) and S&K's Obj_Spikes (loc_242CE / loc_242E2 with
// sub_242F6) run one scheme. Each call of the delay routine, once a frame
// before the spikes' SolidObject:
//   timer (spikes_retract_timer, objoff_38) not 0: "subq.w #1", and nothing
//     else (at 0 the "spikes moving" sound plays if on screen: sound only);
//   else out (state 0, objoff_36): "addi.w #$800" to the offset
//     (spikes_retract_offset, objoff_34); at $2000 ("cmpi.w #$2000; blo")
//     it holds $2000, state 1, timer 60;
//   else in: "subi.w #$800"; only when that borrows ("bhs" / "bcc") it is
//     set to 0, state 0, timer 60.
// The place is the placement plus the offset's high byte ("move.b
// spikes_retract_offset(a0),d0"), down (y) or right (x), never mirrored. The
// object is made with every word 0, so the offset after n calls is a function
// of n alone, and n of the frames since the object was made: the object keeps
// that frame in one slot (object_state.h, as a vanishing block does).
// Per call (the first is call 1): 8, 16, 24, 32 (the timer set), 32 for the
// 60 calls the timer counts, then 24, 16, 8, 0 (no borrow yet), 0 (the
// borrow: timer set), 0 for 60 more, and again: a period of 129 calls.
#pragma once

#include <cstdint>

#include "solidtile/level/object_kinds.h"

namespace solidtile {

struct SpikeRetractCycle {
  static constexpr std::int32_t kStep = 8;     // "addi.w #$800" / "subi.w #$800": the high byte
  static constexpr std::int32_t kReach = 32;   // "cmpi.w #$2000"
  static constexpr std::uint32_t kWait = 60;   // "move.w #60,spikes_retract_timer(a0)"
  // Out 4 calls (the 4th sets the timer), its 60, in 5 (the 5th borrows), its 60.
  static constexpr std::uint32_t kPeriod = 4 + kWait + 5 + kWait;
};

// The offset (pixels, 0..32) after `calls` calls of the delay routine.
constexpr std::int32_t spikeRetractOffset(std::uint32_t calls) {
  if (calls == 0) return 0;
  const std::uint32_t k = (calls - 1) % SpikeRetractCycle::kPeriod;
  if (k < 4) return SpikeRetractCycle::kStep * static_cast<std::int32_t>(k + 1);
  if (k < 4 + SpikeRetractCycle::kWait) return SpikeRetractCycle::kReach;
  const std::uint32_t in = k - (4 + SpikeRetractCycle::kWait);  // 0..: 24 16 8 0 0, then waiting at 0
  return in < 4 ? SpikeRetractCycle::kReach - SpikeRetractCycle::kStep * static_cast<std::int32_t>(in + 1) : 0;
}

// The delay routine's calls by frame f for spikes made (their first routine
// run) on frame `made`: Sonic 1's Spik_Main falls through into Spik_Solid, so
// the frame it is made runs one (`movesWhenMade`); Sonic 2's Obj36_Init and
// S&K's Obj_Spikes only set up ("bra.w Adjust2PArtPointer", "rts"), so the
// first is a frame later.
constexpr std::uint32_t spikeRetractCalls(std::uint32_t made, std::uint32_t frame, bool movesWhenMade) {
  if (frame < made) return 0;
  return frame - made + (movesWhenMade ? 1 : 0);
}

// The spikes' offset from their placement on frame f: (dx, dy).
struct SpikeShift {
  std::int32_t dx = 0;
  std::int32_t dy = 0;
};
constexpr SpikeShift spikeRetractShift(SpikeRetract r, std::uint32_t made, std::uint32_t frame, bool movesWhenMade) {
  const std::int32_t d = spikeRetractOffset(spikeRetractCalls(made, frame, movesWhenMade));
  if (r == SpikeRetract::Vertical) return {0, d};
  if (r == SpikeRetract::Horizontal) return {d, 0};
  return {};
}

}  // namespace solidtile
