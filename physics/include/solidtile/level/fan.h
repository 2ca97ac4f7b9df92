// The fan (level format 18, kind "fan"): Sonic 1's Obj5D of Star Light
// (_incObj/5D Fan.asm, Fan_Main, Fan_Delay). It is not solid: its routine,
// run after the player's, moves a player within its window along x by a
// few pixels, more the nearer he is to it, whether he is on the ground or
// in the air. Subtype bit 1 keeps it on; without it the routine switches it
// off and on (the object's `timer`, level/timer.h: fanCycleTimer). Bit 0
// pulls the player the other way (the object's `pull`).
//
// Its direction is the way it faces: right for an x-flipped fan ("btst
// #0,obStatus(a0); bne.s .chksonic": facing right), left otherwise. Its box
// is the routine's window, kFanWidth x kFanHeight, placed about the fan's
// point (obX, obY) by its direction: fanPointDx, kFanAbove.
// The routine as pure functions of the numbers it reads (the step's side is
// sonic/fan.h).
#pragma once

#include <cstdint>

#include "solidtile/level/timer.h"

namespace solidtile {

// .chksonic: d0 = obX(a1) - obX(a0), negated when the fan faces left; "addi.w
// #$50,d0; cmpi.w #$F0,d0; bhs.s .animate": d0 from -$50 to $9F, its way.
inline constexpr std::int32_t kFanBehind = 0x50;
inline constexpr std::int32_t kFanWidth = 0xF0;
// "move.w obY(a1),d1; addi.w #$60,d1; sub.w obY(a0),d1; bcs.s .animate;
// cmpi.w #$70,d1; bhs.s .animate": obY(a1) from obY(a0) - $60 to + $F.
inline constexpr std::int32_t kFanAbove = 0x60;
inline constexpr std::int32_t kFanHeight = 0x70;

// The fan's point less its box's left edge: $50 facing right (its window
// begins $50 behind it), $9F facing left (d0 = obX(a0) - obX(a1) from -$50
// to $9F is obX(a1) from obX(a0) - $9F to + $50).
constexpr std::int32_t fanPointDx(bool facingRight) { return facingRight ? kFanBehind : kFanWidth - 1 - kFanBehind; }

// Fan_Delay without subtype bit 1: fan_time and fan_switch start at 0 (the
// object's RAM is cleared), so its first frame's "subq.w #1,fan_time(a0);
// bpl.s .blow" falls through to "move.w #120,fan_time(a0); bchg
// #0,fan_switch(a0); beq.s .blow": switched off for 120 more frames; the
// next fall-through switches it on with "move.w #180,fan_time(a0)". Off
// frames 0..120 from the one it was made on, on 121..301, and again every
// 302 (each count runs to -1: 121 and 181 frames). ".blow: tst.b
// fan_switch(a0); bne.w .chkdel": it pushes only while the switch is 0.
struct FanCycle {
  static constexpr std::uint32_t kOff = 120 + 1;
  static constexpr std::uint32_t kOn = 180 + 1;
  static constexpr std::uint32_t kPeriod = kOff + kOn;
};
// The timer of a fan that switches (the made clock: "made 302: 121+181").
inline ObjectTimer fanCycleTimer() {
  ObjectTimer t;
  t.clock = TimerClock::Made;
  t.period = FanCycle::kPeriod;
  t.windows = {{FanCycle::kOff, FanCycle::kOn}};
  return t;
}

// Whether the player's point is in the window: dx = obX(a1) - obX(a0),
// dy = obY(a1) - obY(a0), pixels (the routine's unsigned compares).
constexpr bool fanWindow(std::int32_t dx, std::int32_t dy, bool facingRight) {
  const std::int32_t e = facingRight ? dx : -dx;
  return e >= -kFanBehind && e < kFanWidth - kFanBehind && dy >= -kFanAbove && dy < kFanHeight - kFanAbove;
}

// The pixels the routine adds to obX(a1) for a player in the window, dx as
// above. With d0 = e its way (e in -$50..$9F): "subi.w #$50,d0; bcc.s
// .faraway; not.w d0; add.w d0,d0" (behind it: -2e - 2), ".faraway: addi.w
// #$60,d0" (v = e + $60 ahead, $5E - 2e behind: $60..$FF), facing left
// "neg.w d0", then "neg.b d0; asr.w #4,d0": facing right (v read as the
// byte $100 - v) floor(($100 - v) / 16), 10 at the fan down to 0; facing
// left (the word $FF00 + v) floor((v - $100) / 16), -10 down to -1 (the
// arithmetic shift rounds toward minus infinity: never 0). Bit 0 "neg.w d0"
// pulls instead.
constexpr std::int32_t fanPush(std::int32_t dx, bool facingRight, bool pull) {
  const std::int32_t e = facingRight ? dx : -dx;
  const std::int32_t v = e >= 0 ? e + 0x60 : 0x5E - 2 * e;
  const std::int32_t word = facingRight ? 0x100 - v : v - 0x100;
  const std::int32_t d = word >= 0 ? word >> 4 : -((-word + 15) >> 4);
  return pull ? -d : d;
}

}  // namespace solidtile
