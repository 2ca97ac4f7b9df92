// An object active only in some frames (level format 17, SolidObject::timer;
// issue 27): Scrap Brain's trapdoors and spinning discs (Sonic 1's Obj69),
// solid only while their animation shows frame 0; its flamethrowers (Obj6D)
// and electrocuters (Obj6E), harmful only while theirs shows the flame's or
// the spark's last frame. Each routine's activity repeats with a period,
// counted either from the frame number (v_framecount: Obj6E's "move.w
// (v_framecount).w,d0; and.w elec_freq(a0),d0", Obj69's spinner's "and.w
// objoff_36(a0),d0") or from the frame the object was made (a counter its
// Main routine starts: Obj69's trapdoor spin_timer, Obj6D's objoff_30), so
// whether it is active on frame f is a pure function of f and, for the
// second clock, of the made frame one object slot keeps (object_state.h).
//
// The timer names the frames its routine makes the object active (a block
// runs its solid routine; a hurt zone's collision type is harmful): with c
// the clock on that frame, active when (c + phase) mod period falls in one
// of the windows [start, start + length), which may wrap past the period.
// A block is solid on the frames its timer is active; a hurt zone harms the
// frame after (the touch test, ReactToItem, is the player's routine, which
// runs before the objects': it reads the collision type their last frame
// left), see sonic/hurt_zone.h.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace solidtile {

enum class TimerClock : std::uint8_t {
  Frame = 0,  // the frame number (v_framecount)
  Made = 1,   // frames since the object was made: 0 on its first routine's frame
};
const char* timerClockName(TimerClock c);  // frame, made
std::optional<TimerClock> parseTimerClock(std::string_view name);

struct TimerWindow {
  std::uint32_t start = 0, length = 0;
  bool operator==(const TimerWindow&) const = default;
};

struct ObjectTimer {
  TimerClock clock = TimerClock::Frame;
  std::uint32_t period = 0;  // 0: no timer (always active)
  std::uint32_t phase = 0;   // added to the clock before the modulo
  std::vector<TimerWindow> windows;
  bool operator==(const ObjectTimer&) const = default;
  static constexpr std::uint32_t kMaxPeriod = 0x10000;  // a word counter's cycle
  static constexpr std::size_t kMaxWindows = 64;
};

inline bool hasTimer(const ObjectTimer& t) { return t.period != 0; }

// Whether the object's routine makes it active on frame `frame` (the games'
// v_framecount on that frame), for an object made on `made` (read only for
// the Made clock; before it was made it is not active).
inline bool timerActive(const ObjectTimer& t, std::uint32_t made, std::uint32_t frame) {
  if (t.period == 0) return true;
  std::uint32_t c = frame;
  if (t.clock == TimerClock::Made) {
    if (frame < made) return false;
    c = frame - made;
  }
  c = static_cast<std::uint32_t>((std::uint64_t{c} + t.phase) % t.period);
  for (const TimerWindow& w : t.windows) {
    if ((c + t.period - w.start) % t.period < w.length) return true;
  }
  return false;
}

// The frames in one period on which the timer is active.
std::uint32_t timerActiveFrames(const ObjectTimer& t);

// The text form the level files use: "<clock> <period>[ phase <p>]:
// <start>+<length> ...", e.g. "frame 128: 6+3" or "made 226 phase 1: 40+4 48+4".
std::string timerText(const ObjectTimer& t);
// The timer the text says, or nullopt with *why saying what is wrong.
std::optional<ObjectTimer> parseTimer(std::string_view text, std::string* why);
// Empty when the timer is well formed (or absent), else what is wrong.
std::string timerProblem(const ObjectTimer& t);

}  // namespace solidtile
