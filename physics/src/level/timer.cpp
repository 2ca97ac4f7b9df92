#include "solidtile/level/timer.h"

#include <algorithm>
#include <charconv>
#include <utility>

namespace solidtile {

const char* timerClockName(TimerClock c) { return c == TimerClock::Made ? "made" : "frame"; }

std::optional<TimerClock> parseTimerClock(std::string_view name) {
  if (name == "frame") return TimerClock::Frame;
  if (name == "made") return TimerClock::Made;
  return std::nullopt;
}

std::uint32_t timerActiveFrames(const ObjectTimer& t) {
  if (t.period == 0) return 0;
  // The windows as spans of one period (a wrapping one split in two), merged.
  std::vector<std::pair<std::uint32_t, std::uint32_t>> spans;
  for (const TimerWindow& w : t.windows) {
    const std::uint32_t end = w.start + std::min(w.length, t.period);
    spans.emplace_back(w.start, std::min(end, t.period));
    if (end > t.period) spans.emplace_back(0, end - t.period);
  }
  std::sort(spans.begin(), spans.end());
  std::uint32_t n = 0, reached = 0;
  for (const auto& [a, b] : spans) {
    const std::uint32_t from = std::max(a, reached);
    if (b > from) n += b - from;
    reached = std::max(reached, b);
  }
  return n;
}

std::string timerText(const ObjectTimer& t) {
  std::string s = std::string(timerClockName(t.clock)) + ' ' + std::to_string(t.period);
  if (t.phase != 0) s += " phase " + std::to_string(t.phase);
  s += ':';
  for (const TimerWindow& w : t.windows) s += ' ' + std::to_string(w.start) + '+' + std::to_string(w.length);
  return s;
}

std::string timerProblem(const ObjectTimer& t) {
  if (t.period == 0) return t.windows.empty() && t.phase == 0 ? std::string{} : "timer's period is 0";
  if (t.period > ObjectTimer::kMaxPeriod) return "timer's period is above " + std::to_string(ObjectTimer::kMaxPeriod);
  if (t.phase >= t.period) return "timer's phase " + std::to_string(t.phase) + " is not below its period " + std::to_string(t.period);
  if (t.windows.empty()) return "timer has no window (start+length)";
  if (t.windows.size() > ObjectTimer::kMaxWindows)
    return "timer has more than " + std::to_string(ObjectTimer::kMaxWindows) + " windows";
  for (const TimerWindow& w : t.windows) {
    if (w.start >= t.period) return "timer window " + std::to_string(w.start) + "+" + std::to_string(w.length) + " starts at or past its period";
    if (w.length == 0 || w.length > t.period)
      return "timer window " + std::to_string(w.start) + "+" + std::to_string(w.length) + ": length is outside 1..period";
  }
  return {};
}

namespace {

bool number(std::string_view& s, std::uint32_t& v) {
  const char* end = s.data() + s.size();
  const auto [p, ec] = std::from_chars(s.data(), end, v);
  if (ec != std::errc{} || p == s.data()) return false;
  s.remove_prefix(static_cast<std::size_t>(p - s.data()));
  return true;
}

void spaces(std::string_view& s) {
  while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
}

bool word(std::string_view& s, std::string_view w) {
  if (s.substr(0, w.size()) != w) return false;
  s.remove_prefix(w.size());
  return true;
}

}  // namespace

std::optional<ObjectTimer> parseTimer(std::string_view s, std::string* why) {
  const auto fail = [&](std::string m) -> std::optional<ObjectTimer> {
    if (why) *why = std::move(m);
    return std::nullopt;
  };
  ObjectTimer t;
  spaces(s);
  const std::size_t e = s.find_first_of(" :");
  const auto clock = parseTimerClock(s.substr(0, e));
  if (!clock) return fail("timer must begin with its clock, frame or made (\"frame 128: 6+3\")");
  t.clock = *clock;
  s.remove_prefix(e == std::string_view::npos ? s.size() : e);
  spaces(s);
  if (!number(s, t.period)) return fail("timer's clock must be followed by its period, frames");
  spaces(s);
  if (word(s, "phase")) {
    spaces(s);
    if (!number(s, t.phase)) return fail("timer's phase must be a number");
    spaces(s);
  }
  if (!word(s, ":")) return fail("timer's period (and phase) must be followed by ':' and its windows");
  for (spaces(s); !s.empty(); spaces(s)) {
    TimerWindow w;
    if (!number(s, w.start) || !word(s, "+") || !number(s, w.length))
      return fail("timer's windows are start+length, frames (\"6+3\")");
    t.windows.push_back(w);
    if (t.windows.size() > ObjectTimer::kMaxWindows) break;
  }
  if (std::string p = timerProblem(t); !p.empty()) return fail(p);
  if (t.period == 0) return fail("timer's period is 0");
  return t;
}

}  // namespace solidtile
