// The routines' numbers are quoted where they are used; docs/physics.md,
// "Timed objects", works the cycles out.
#include "timed_objects.h"

#include <algorithm>
#include <cstdio>

namespace solidtile::io {
namespace {

std::optional<ObjectTimer> fail(std::string* why, std::string m) {
  if (why) *why = std::move(m);
  return std::nullopt;
}

std::string hex(int v) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "$%02X", static_cast<unsigned>(v) & 0xFFu);
  return buf;
}

// A box of w x h about the entry's centre.
SolidObject boxAbout(const SonlvlObjectEntry& e, std::int32_t w, std::int32_t h) {
  SolidObject o;
  o.w = w;
  o.h = h;
  o.path = {{e.x - w / 2, e.y - h / 2}};
  return o;
}

SonlvlObjectDecode decoded(SolidObject o, std::optional<ObjectTimer> t, const std::string& why) {
  if (!t) return {std::nullopt, why};
  o.timer = std::move(*t);
  return {std::move(o), {}};
}

}  // namespace

// Routine 2 (Spin_Trapdoor): spin_timer starts at 0 (Spin_Main sets only
// spin_timelen = (subtype & $F) * $3C: "andi.w #$F,d0; mulu.w #$3C,d0"), so
// the first frame's "subq.w #1; bpl.s" runs out: spin_timelen is loaded and
// "bchg #0,obAnim(a0)" starts Ani_Spin's .trapclose, and so every
// spin_timelen + 1 frames, alternating with .trapopen. Solid while obFrame
// is 0 ("tst.b obFrame(a0); bne.s .notsolid"): .trapclose (speed 3: 4
// frames each) shows 2, 1, then 0 from its 9th frame; .trapopen 0 its first
// 4 frames, then 1, 2. From the made frame, in a period of 2 * (timelen + 1):
// solid from frame 8 up to timelen + 1 + 4.
std::optional<ObjectTimer> obj69TrapdoorTimer(int subtype, std::string* why) {
  const std::uint32_t timelen = static_cast<std::uint32_t>(subtype & 0xF) * 0x3C;
  if (timelen == 0) return fail(why, "subtype " + hex(subtype) + ": spin_timelen 0 turns the trapdoor every frame");
  ObjectTimer t;
  t.clock = TimerClock::Made;
  t.period = 2 * (timelen + 1);
  t.windows = {{8, timelen + 5 - 8}};
  return t;
}

// Routine 4 (Spin_Spinner), subtype $8x..$Fx: "move.w (v_framecount).w,d0;
// and.w objoff_36(a0),d0" with objoff_36 = ((subtype & $70) + $10) * 4 - 1
// sets the flag objoff_34 when it is 0; from then spin_timer (from
// spin_timelen = (subtype & $F) * 6) counts down once a frame and on running
// out "bchg #0,obAnim(a0)" restarts the spin (.spin1 / .spin2, the same
// script, speed 1: 2 frames each) and clears the flag. The spin's obFrame
// ("andi.b #$1F,d0": the flip bits dropped) is 0 for its first 2 frames,
// 2 more at its 17th ($40), and from its 33rd on (0, then afBack holds it).
// So with M = objoff_36 + 1 and d = spin_timelen, the frame number mod M:
// solid on d + 16 .. d + 17 and from d + 32 round to d + 1. Only a mask one
// less than a power of two (M = $40, $80, $100, $200) repeats every M frames,
// and only d < M restarts it on every one.
std::optional<ObjectTimer> obj69SpinnerTimer(int subtype, std::string* why) {
  const std::uint32_t m = ((static_cast<std::uint32_t>(subtype) & 0x70) + 0x10) * 4;
  const std::uint32_t d = static_cast<std::uint32_t>(subtype & 0xF) * 6;
  if ((m & (m - 1)) != 0)
    return fail(why, "subtype " + hex(subtype) + ": objoff_36 " + std::to_string(m - 1) + " is met at more than one phase");
  if (d >= m) return fail(why, "subtype " + hex(subtype) + ": spin_timelen outlasts the frame mask's cycle");
  ObjectTimer t;
  t.clock = TimerClock::Frame;
  t.period = m;
  t.windows = {{(d + 16) % m, 2}, {(d + 32) % m, m - 30}};
  return t;
}

// Flame_Main: the flaming time objoff_32 = (subtype & $F0) * 2 ("andi.w
// #$F0,d0; add.w d0,d0"), the pause objoff_34 = (subtype & $F) * $20, the
// harmful frame objoff_36 $A ($15 for the valve, status bit 1: Ani_Flame's
// .valve1 is .pipe1's timing). Flame_Action counts objoff_30 (from the
// flaming time) down a frame at a time; on running out it loads the pause
// and "bchg #0,obAnim(a0)" starts .pipe2 (the flame going out, never frame
// $A), and the next time .pipe1 with the flaming time: flame f + 1 frames
// (the first, from the made frame, f), pause p + 1, period f + p + 2.
// .pipe1 (speed 3) shows frames 0..$A for 4 frames each, then afBack 2
// alternates 9 and $A: $A on its frames 40..43, 48..51, and so on. Its
// obColType is $A3 on those frames only ("move.b #0,obColType(a0)"; "cmp.b
// obFrame(a0),d0; bne.s"). Phase 1 counts each cycle from its flame's
// first frame; the first cycle (from the made frame) starts a frame
// earlier than the timer has it (docs/physics.md).
std::optional<ObjectTimer> obj6DFlameTimer(int subtype, std::string* why) {
  const std::uint32_t flame = (static_cast<std::uint32_t>(subtype) & 0xF0) * 2;
  const std::uint32_t pause = static_cast<std::uint32_t>(subtype & 0xF) * 0x20;
  ObjectTimer t;
  t.clock = TimerClock::Made;
  t.period = flame + pause + 2;
  t.phase = 1;
  for (std::uint32_t s = 40; s <= flame && t.windows.size() < ObjectTimer::kMaxWindows; s += 8)
    t.windows.push_back({s, std::min<std::uint32_t>(4, flame + 1 - s)});
  if (t.windows.empty()) return fail(why, "subtype " + hex(subtype) + ": the flame goes out before its frame $A");
  return t;
}

// Elec_Main: elec_freq = subtype * $10 - 1 ("lsl.w #4,d0; subq.w #1,d0");
// Elec_Shock starts Ani_Elec's zap ("move.b #1,obAnim(a0)") on each frame
// where "and.w elec_freq(a0),d0" of v_framecount is 0. The zap (speed 0)
// shows 1, 1, 1, 2, 3, 3, 4, 4, 4, ...: frame 4 on its 7th to 9th frames,
// when obColType is $A4 ("cmpi.b #4,obFrame(a0)"). For a subtype that is a
// power of two the zaps come every subtype * $10 frames; for another, at
// each frame of the mask's cycle whose masked bits are clear.
std::optional<ObjectTimer> obj6EElectroTimer(int subtype, std::string* why) {
  const std::uint32_t mask = (static_cast<std::uint32_t>(subtype) * 0x10 - 1) & 0xFFFFu;
  std::uint32_t period = 1;
  while (period <= mask) period <<= 1;
  ObjectTimer t;
  t.clock = TimerClock::Frame;
  t.period = period;
  for (std::uint32_t r = 0; r < period; r += 0x10) {
    if ((r & mask) != 0) continue;
    if (t.windows.size() == ObjectTimer::kMaxWindows)
      return fail(why, "subtype " + hex(subtype) + ": more zaps a cycle than a timer holds");
    t.windows.push_back({r + 6, 3});
  }
  return t;
}

// Obj69: the trapdoor's SolidObject "move.w #$4B,d1; move.w #$C,d2" (128 x
// 24), the spinner's "move.w #$1B,d1; move.w #7,d2" (32 x 14), both about
// obX, obY and solid on every side.
SonlvlObjectDecode sonic1SpinningPlatform(const SonlvlObjectEntry& e) {
  std::string why;
  if (e.subtype & 0x80) return decoded(boxAbout(e, 2 * (0x1B - 0xB), 2 * 7), obj69SpinnerTimer(e.subtype, &why), why);
  return decoded(boxAbout(e, 2 * (0x4B - 0xB), 2 * 0xC), obj69TrapdoorTimer(e.subtype, &why), why);
}

// Obj6D's obColType $A3: ReactToItem's .sizes row $23 "dc.b $C, $18", half
// width and half height about obX, obY (24 x 48), the same for every frame
// it is set on.
SonlvlObjectDecode sonic1Flamethrower(const SonlvlObjectEntry& e) {
  std::string why;
  SolidObject o = boxAbout(e, 2 * 0xC, 2 * 0x18);
  o.kind = ObjectKind::Hurt;
  return decoded(std::move(o), obj6DFlameTimer(e.subtype, &why), why);
}

// Obj6E's obColType $A4: row $24 "dc.b $48, 8" (144 x 16).
SonlvlObjectDecode sonic1Electrocuter(const SonlvlObjectEntry& e) {
  std::string why;
  SolidObject o = boxAbout(e, 2 * 0x48, 2 * 8);
  o.kind = ObjectKind::Hurt;
  return decoded(std::move(o), obj6EElectroTimer(e.subtype, &why), why);
}

// Obj16 (Harp_Main): obAnim = the subtype ("move.b obSubtype(a0),obAnim(a0)",
// Ani_Harp's four scripts: 0 .h_extending, 1 .h_retracting, 2 .v_extending,
// 3 .v_retracting), harp_time 60, then into Harp_Move on the made frame.
// Harp_Move runs AnimateSprite (speed 3: each frame 4 frames): the script's
// first frame on made frames 0..3, its second on 4..7, and on 8 afRoutine
// ("addq.b #2,obRoutine(a0)", obFrame kept) hands over to Harp_Wait, which
// counts harp_time down from frame 9 ("subq.w #1; bpl.s .chkdel") until it
// runs out on frame 69: harp_time 60 again, back to Harp_Move and "bchg
// #0,obAnim(a0)" (the other script, restarted by AnimateSprite since
// obPrevAni differs) from frame 70. So a half cycle is 70 frames and the
// cycle 140: extending shows the middle frame on 0..3 and the extended one
// on 4..69; retracting the middle on 70..73 and the retracted one on
// 74..139. An odd subtype starts retracting: phase 70. Harp_Move sets
// obColType from obFrame (".types: dc.b $9B, $9C, $9D, $9E, $9F, $A0"), all
// harmful ($80), sizes about obX, obY only: so the harpoon is the retracted
// zone always, the middle one (which holds it) while the frame is the middle
// or the extended one, the extended one (which holds both) while it is that.
// Harp_Wait leaves obColType as Harp_Move's last frame set it.
std::optional<std::array<ObjectTimer, 3>> obj16HarpoonTimers(int subtype, std::string* why) {
  if (subtype > 3) {
    fail(why, "subtype " + hex(subtype) + ": obAnim past Ani_Harp's four scripts");
    return std::nullopt;
  }
  constexpr std::uint32_t kHalf = 70, kPeriod = 2 * kHalf;
  std::array<ObjectTimer, 3> t;
  for (ObjectTimer& x : t) {
    x.clock = TimerClock::Made;
    x.period = kPeriod;
    x.phase = (subtype & 1) ? kHalf : 0;
  }
  t[0].windows = {{0, kPeriod}};
  t[1].windows = {{0, kHalf + 4}};
  t[2].windows = {{4, kHalf - 4}};
  return t;
}

// The zones' sizes, ReactToItem's .sizes rows $1B..$20 (half width, half
// height): horizontal $1B "8, 4", $1C "$18, 4", $1D "$28, 4" (16 x 8, 48 x
// 8, 80 x 8); vertical $1E "4, 8", $1F "4, $18", $20 "4, $28" (8 x 16, 8 x
// 48, 8 x 80). The flip bits only turn the art.
std::vector<SolidObject> sonic1HarpoonZones(const SonlvlObjectEntry& e) {
  const auto t = obj16HarpoonTimers(e.subtype, nullptr);
  if (!t) return {};
  static constexpr int kHalfLong[3] = {8, 0x18, 0x28};
  const bool vertical = e.subtype >= 2;
  std::vector<SolidObject> zones;
  for (int k = 0; k < 3; ++k) {
    SolidObject o = vertical ? boxAbout(e, 2 * 4, 2 * kHalfLong[k]) : boxAbout(e, 2 * kHalfLong[k], 2 * 4);
    o.kind = ObjectKind::Hurt;
    o.timer = (*t)[static_cast<std::size_t>(k)];
    zones.push_back(std::move(o));
  }
  return zones;
}

SonlvlObjectDecode sonic1Harpoon(const SonlvlObjectEntry& e) {
  std::string why;
  if (!obj16HarpoonTimers(e.subtype, &why)) return {std::nullopt, why};
  return {sonic1HarpoonZones(e).front(), {}};
}

}  // namespace solidtile::io
