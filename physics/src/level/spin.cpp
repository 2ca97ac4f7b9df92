#include "solidtile/level/spin.h"

#include <charconv>
#include <vector>

#include "solidtile/level/oscillation.h"

namespace solidtile {

SpinOffset spinOffset(const SpinMotion& m, std::uint32_t made, std::uint32_t frame) {
  if (!spins(m)) return {};
  const std::uint8_t a = frame < made ? m.angle : spinAngle(m, frame - made);
  const OscOffsets d = swingOffsets(m.radius, a);
  return {d.x, d.y};
}

std::string spinText(const SpinMotion& m) {
  return "radius " + std::to_string(m.radius) + " speed " + std::to_string(m.speed) + " angle " + std::to_string(m.angle);
}

namespace {

std::vector<std::string_view> words(std::string_view s) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && s[i] == ' ') ++i;
    const std::size_t b = i;
    while (i < s.size() && s[i] != ' ') ++i;
    if (i > b) out.push_back(s.substr(b, i - b));
  }
  return out;
}

std::optional<long> number(std::string_view w) {
  long v = 0;
  const char* end = w.data() + w.size();
  const auto r = std::from_chars(w.data(), end, v);
  if (r.ec != std::errc{} || r.ptr != end) return std::nullopt;
  return v;
}

}  // namespace

std::optional<SpinMotion> parseSpin(std::string_view text, std::string* why) {
  const auto fail = [why](std::string what) -> std::optional<SpinMotion> {
    if (why) *why = std::move(what);
    return std::nullopt;
  };
  const std::vector<std::string_view> w = words(text);
  const std::string form = " (expected \"radius R speed S angle A\": R 1.." + std::to_string(SpinMotion::kMaxRadius) +
                           " px, S -32768..32767 added to the angle word a frame, A 0..255 its first high byte)";
  if (w.size() != 6 || w[0] != "radius" || w[2] != "speed" || w[4] != "angle") return fail("is \"" + std::string(text) + "\"" + form);
  const std::optional<long> r = number(w[1]), s = number(w[3]), a = number(w[5]);
  if (!r || *r < 1 || *r > SpinMotion::kMaxRadius) return fail("radius " + std::string(w[1]) + " is not 1.." + std::to_string(SpinMotion::kMaxRadius) + form);
  if (!s || *s < -32768 || *s > 32767) return fail("speed " + std::string(w[3]) + " is not -32768..32767" + form);
  if (!a || *a < 0 || *a > 255) return fail("angle " + std::string(w[5]) + " is not 0..255" + form);
  SpinMotion m;
  m.radius = static_cast<std::uint16_t>(*r);
  m.speed = static_cast<std::int16_t>(*s);
  m.angle = static_cast<std::uint8_t>(*a);
  return m;
}

}  // namespace solidtile
