#include "solidtile/level/angle.h"

#include <array>
#include <cstdio>

namespace solidtile {
namespace {

// sin(k*pi/128) for the first quadrant by a Taylor series evaluated at compile
// time, so the tables are the same bytes on every build and need no libm.
constexpr long double quarterSine(int k) {
  const long double pi = 3.14159265358979323846264338327950288L;
  const long double x = static_cast<long double>(k) * pi / 128.0L;
  long double term = x;
  long double sum = x;
  for (int n = 1; n < 30; ++n) {
    term *= -x * x / static_cast<long double>((2 * n) * (2 * n + 1));
    sum += term;
  }
  return sum;
}

constexpr std::array<std::int16_t, 256> buildTable(bool truncate) {
  std::array<std::int16_t, 256> t{};
  for (int k = 0; k <= 64; ++k) {
    const long double v = quarterSine(k) * 256.0L;
    std::int16_t q = static_cast<std::int16_t>(truncate ? v : v + 0.5L);
    if (k == 64) q = 256;  // exact; the series may land a hair below
    if (k == 0) q = 0;
    t[static_cast<std::size_t>(k)] = q;
    t[static_cast<std::size_t>(128 - k)] = q;
    t[static_cast<std::size_t>((128 + k) & 255)] = static_cast<std::int16_t>(-q);
    t[static_cast<std::size_t>((256 - k) & 255)] = static_cast<std::int16_t>(-q);
  }
  if (truncate) {
    // The games' table (Sonic 1's and 2's Sine_Data, S&K's: the same 640
    // bytes) is not symmetric at two entries: sin $93 and sin $ED are -117
    // where their mirrors $13 and $6D are 115 (truncated, 115.1). Found by
    // running CalcSine from both assembled ROMs on a 68000 emulator for
    // every argument; nothing else differs.
    t[0x93] = -117;
    t[0xED] = -117;
  }
  return t;
}

// Sine and cosine of an arbitrary argument, for the arctangent table below.
constexpr long double taylorSin(long double x) {
  long double term = x, sum = x;
  for (int n = 1; n < 30; ++n) {
    term *= -x * x / static_cast<long double>((2 * n) * (2 * n + 1));
    sum += term;
  }
  return sum;
}
constexpr long double taylorCos(long double x) {
  long double term = 1, sum = 1;
  for (int n = 1; n < 30; ++n) {
    term *= -x * x / static_cast<long double>((2 * n - 1) * (2 * n));
    sum += term;
  }
  return sum;
}

// atanTable[i] = round(atan(i / 256) in bytes): the count of half-byte
// boundaries whose tangent lies below i / 256.
constexpr std::array<std::uint8_t, 257> buildArctan() {
  std::array<std::uint8_t, 257> t{};
  const long double pi = 3.14159265358979323846264338327950288L;
  for (int i = 0; i <= 256; ++i) {
    int b = 0;
    while (b < 32) {
      const long double half = (static_cast<long double>(b) + 0.5L) * pi / 128.0L;
      if (static_cast<long double>(i) * taylorCos(half) <= 256.0L * taylorSin(half)) break;
      ++b;
    }
    t[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(b);
  }
  return t;
}

constexpr auto kArctan = buildArctan();
static_assert(kArctan[0] == 0 && kArctan[256] == 32);


}  // namespace

namespace detail {
// Built at compile time; declared in the header so sinHex can be inline.
constexpr std::array<std::int16_t, 256> kSineRounded = buildTable(false);
constexpr std::array<std::int16_t, 256> kSineSonic1 = buildTable(true);
}  // namespace detail

double angleDegrees(Angle a) {
  const int steps = (256 - a) & 255;
  return steps * 1.40625;
}

std::string describeAngle(Angle a) {
  char buf[48];
  if (a == kFlaggedAngle) {
    std::snprintf(buf, sizeof buf, "$FF (flagged)");
  } else {
    std::snprintf(buf, sizeof buf, "$%02X (%d, %.5g deg)", a, a, angleDegrees(a));
  }
  return buf;
}

namespace detail {
constexpr std::array<Mode, 256> kModeOfAngle = [] {
  std::array<Mode, 256> t{};
  for (int a = 0; a < 256; ++a) t[static_cast<std::size_t>(a)] = modeForAngle(static_cast<Angle>(a));
  return t;
}();
}  // namespace detail

const char* modeName(Mode m) {
  switch (m) {
    case Mode::Floor: return "floor";
    case Mode::RightWall: return "right_wall";
    case Mode::Ceiling: return "ceiling";
    case Mode::LeftWall: return "left_wall";
  }
  return "?";
}

Angle modeAngle(Mode m) {
  switch (m) {
    case Mode::Floor: return 0x00;
    case Mode::RightWall: return 0xC0;
    case Mode::Ceiling: return 0x80;
    case Mode::LeftWall: return 0x40;
  }
  return 0;
}

Angle angleOfVector(std::int32_t x, std::int32_t y) {
  if (x == 0 && y == 0) return 0x40;
  const std::int64_t ax = x < 0 ? -static_cast<std::int64_t>(x) : x;
  const std::int64_t ay = y < 0 ? -static_cast<std::int64_t>(y) : y;
  int a = ay < ax ? kArctan[static_cast<std::size_t>((ay << 8) / ax)]
                  : 0x40 - kArctan[static_cast<std::size_t>((ax << 8) / ay)];
  if (x < 0) a = 0x80 - a;
  if (y < 0) a = 0x100 - a;
  return static_cast<Angle>(a & 0xFF);
}


}  // namespace solidtile
