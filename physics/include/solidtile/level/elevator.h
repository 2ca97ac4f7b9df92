// The elevator (level format 20, kind "elevator"): Sonic 1's Obj59 of Star
// Light (s1disasm "_incObj/59 SLZ Elevators.asm"), a top-only platform that,
// once stood on, travels up, down or diagonally by its own speed law and
// stops about twice its distance away:
// - Elev_Main: obActWid $28 (Elev_Var1) and, from Elev_Var2 by the
//   subtype's low nibble, elev_dist ("lsl.w #2,d0": the byte x 4) and the
//   type, 1, 3, 5 or 7: odd, waiting.
// - Elev_Platform (routine 2): PlatformObject with d1 = obActWid at the
//   place before this frame's move (a top-only platform 80 wide, its top
//   obY - 8), then Elev_Types; .type01 ("cmpi.b #4,obRoutine(a0)": the
//   player landed, PlatformObject's "addq.b #2,obRoutine(a0)") adds 1 to
//   the type on the landing frame itself: 2 up, 4 down, 6 up and right, 8
//   down and left.
// - Elev_Action (routine 4, stood on): ExitPlatform at the place before
//   the move, Elev_Types, then MvSonicOnPtfm2 with d2 the x before it (one
//   standing is carried by exactly the frame's move).
// - Elev_Move (every frame of types 2-8, stood on or not): the speed
//   objoff_38 goes up by $10 a frame while below $800 ("cmpi.w #$800,d0;
//   bhs.s"), down by $10 to 0 once objoff_3A is set; "asl.l #8,d0; add.l
//   objoff_34(a0),d0": the travel objoff_34 is 16.16 px; "cmp.w d2,d0; bls.s"
//   sets objoff_3A once its whole pixels pass elev_dist; "add.w d2,d2; cmp.w
//   d2,d0; bne.s; clr.b obSubtype(a0)": on a frame they equal 2 x elev_dist
//   it stops (type 0). One that misses that pixel (elev_dist 176: it comes
//   to rest at 351) runs on at speed 0 where it is.
// - .type02 obY = origY - travel, .type04 origY + travel, .type06 origY -
//   travel / 2 ("asr.w #1,d0") and obX = origX + travel, .type08 origY +
//   travel / 2 and origX - travel.
// The slot keeps the frame .type01 found it stood on, so where it is on any
// frame is a function of (frame, slot): the travel after f - since moves.
#pragma once

#include <cstdint>

#include "solidtile/level/object_kinds.h"
#include "solidtile/level/object_state.h"

namespace solidtile {

struct ElevatorRule {
  static constexpr std::int32_t kWidth = 2 * 0x28;  // Elev_Var1's obActWid $28 (PlatformObject's d1: half)
  static constexpr std::int32_t kHeight = 32;       // Map_Elev's pieces, -8..+24: drawn only
  static constexpr std::int32_t kAbove = 8;         // PlatformObject's "subq.w #8,d0": the top obY - 8
  static constexpr std::int32_t kAccel = 0x10;      // "addi.w #$10,d0" / "subi.w #$10,d0"
  static constexpr std::int32_t kTopSpeed = 0x800;  // "cmpi.w #$800,d0; bhs.s"
  // elev_dist: Elev_Var2's byte x 4 ("lsl.w #2,d0"), so a byte's $3FC at most.
  static constexpr std::int32_t kMaxDist = 0xFF * 4;
};

// Elev_Move's state: the speed (objoff_38), the travel (objoff_34, 16.16
// px), whether it slows (objoff_3A) and whether it stopped (obSubtype
// cleared: type 0, Elev_Move no longer called).
struct ElevatorMotion {
  std::uint16_t speed = 0;
  std::uint32_t travel = 0;
  bool slowing = false;
  bool stopped = false;
  std::uint32_t calls = 0;  // Elev_Move calls that changed it (up to the one that stopped it)
  // One call of Elev_Move with elev_dist `dist`.
  constexpr void move(std::int32_t dist) {
    if (stopped) return;
    ++calls;
    std::uint16_t d0 = speed;
    if (!slowing) {
      if (d0 < ElevatorRule::kTopSpeed) d0 = static_cast<std::uint16_t>(d0 + ElevatorRule::kAccel);
    } else if (d0 != 0) {
      d0 = static_cast<std::uint16_t>(d0 - ElevatorRule::kAccel);
    }
    speed = d0;
    travel += static_cast<std::uint32_t>(static_cast<std::int32_t>(static_cast<std::int16_t>(d0)) * 256);  // ext.l; asl.l #8
    const std::uint16_t px = static_cast<std::uint16_t>(travel >> 16);  // swap d0
    if (px > static_cast<std::uint16_t>(dist)) slowing = true;          // cmp.w d2,d0; bls.s
    if (px == static_cast<std::uint16_t>(2 * dist)) stopped = true;     // add.w d2,d2; cmp.w d2,d0; bne.s
  }
  constexpr std::int32_t pixels() const { return static_cast<std::int16_t>(travel >> 16); }
  // Nothing changes any more: stopped, or slowed to speed 0.
  constexpr bool still() const { return stopped || (slowing && speed == 0); }
};

// The motion after n calls of Elev_Move (at most a few hundred change it:
// once still() it stays).
constexpr ElevatorMotion elevatorMotion(std::int32_t dist, std::uint64_t n) {
  ElevatorMotion m;
  for (std::uint64_t k = 0; k < n && !m.still(); ++k) m.move(dist);
  return m;
}

// Its farthest travel (whole pixels): where it comes to rest.
constexpr std::int32_t elevatorReach(std::int32_t dist) { return elevatorMotion(dist, ~std::uint64_t{0}).pixels(); }

enum class ElevatorPhase : std::uint8_t { Waiting, Moving, Stopped };
struct ElevatorView {
  ElevatorPhase phase = ElevatorPhase::Waiting;
  std::int32_t dx = 0, dy = 0;  // from its placement, pixels
  std::uint32_t moves = 0;      // Elev_Move calls so far (up to the one that stopped it)
  std::int32_t travel = 0;      // objoff_34's whole pixels
};

// Where an elevator of elev_dist `dist` going `way` (its type after .type01:
// 2 up, 4 down, 6 up_right, 8 down_left) is after frame f, .type01 having
// found it stood on on frame `since` (kNever: waiting).
constexpr ElevatorView elevatorAt(std::int32_t dist, ObjectDir way, std::uint32_t since, std::uint32_t f) {
  ElevatorView v;
  if (since == ObjectSlot::kNever || f <= since) return v;
  const std::uint64_t n = f - since;  // Elev_Move calls: frames since+1 .. f
  const ElevatorMotion m = elevatorMotion(dist, n);
  const std::int32_t t = m.pixels();
  v.travel = t;
  v.phase = m.stopped ? ElevatorPhase::Stopped : ElevatorPhase::Moving;
  v.moves = m.calls;
  if (way == ObjectDir::Up) v.dy = -t;                            // .type02: neg.w d0; add.w elev_origY(a0),d0
  else if (way == ObjectDir::Down) v.dy = t;                      // .type04
  else if (way == ObjectDir::UpRight) v.dy = -(t >> 1), v.dx = t;  // .type06: asr.w #1,d0; neg.w d0; origX + travel
  else v.dy = t >> 1, v.dx = -t;                                  // .type08: asr.w #1,d0; origX - travel
  return v;
}

}  // namespace solidtile
