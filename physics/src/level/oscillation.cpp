#include "solidtile/level/oscillation.h"

#include <array>

#include "solidtile/level/angle.h"

namespace solidtile {

namespace {

// One game's OscillateNumInit data (the direction bitfield, then each value
// and rate) and OscillateNumDo's settings (frequency, limit).
struct OscSettings {
  std::uint16_t directions;
  std::uint16_t start[Oscillators::kCount][2];
  std::uint16_t step[Oscillators::kCount][2];
};

// s1disasm "_inc/Oscillatory Routines.asm": .baselines and .settings.
constexpr OscSettings kSonic1 = {
    0b0000000001111100,
    {{0x80, 0}, {0x80, 0}, {0x80, 0}, {0x80, 0}, {0x80, 0}, {0x80, 0}, {0x80, 0}, {0x80, 0}, {0x80, 0},
     {0x50F0, 0x11E}, {0x2080, 0xB4}, {0x3080, 0x10E}, {0x5080, 0x1C2}, {0x7080, 0x276}, {0x80, 0}, {0x80, 0}},
    {{2, 0x10}, {2, 0x18}, {2, 0x20}, {2, 0x30}, {4, 0x20}, {8, 8}, {8, 0x40}, {4, 0x40},
     {2, 0x50}, {2, 0x50}, {2, 0x20}, {3, 0x30}, {5, 0x50}, {7, 0x70}, {2, 0x10}, {2, 0x10}}};

// s2disasm s2.asm: Osc_Data and Osc_Data2.
constexpr OscSettings kSonic2 = {
    0b0000000001111101,
    {{0x80, 0}, {0x80, 0}, {0x80, 0}, {0x80, 0}, {0x80, 0}, {0x80, 0}, {0x80, 0}, {0x80, 0}, {0x80, 0},
     {0x3848, 0xEE}, {0x2080, 0xB4}, {0x3080, 0x10E}, {0x5080, 0x1C2}, {0x7080, 0x276}, {0x80, 0}, {0x4000, 0xFE}},
    {{2, 0x10}, {2, 0x18}, {2, 0x20}, {2, 0x30}, {4, 0x20}, {8, 8}, {8, 0x40}, {4, 0x40},
     {2, 0x38}, {2, 0x38}, {2, 0x20}, {3, 0x30}, {5, 0x50}, {7, 0x70}, {2, 0x40}, {2, 0x40}}};

struct OscState {
  std::uint16_t value, rate;
  bool down;
  constexpr bool operator==(const OscState&) const = default;
};

// One oscillator's part of OscillateNumDo (bit 15 - index of the bitfield is its direction).
constexpr OscState advance(OscState s, std::uint16_t frequency, std::uint16_t limit) {
  const auto high = [](std::uint16_t v) { return static_cast<std::uint8_t>(v >> 8); };
  const auto limitByte = static_cast<std::uint8_t>(limit);  // "cmp.b 0(a1),d4": the limit's low byte
  if (!s.down) {
    s.rate = static_cast<std::uint16_t>(s.rate + frequency);
    s.value = static_cast<std::uint16_t>(s.value + s.rate);
    if (!(limitByte > high(s.value))) s.down = true;  // "bhi.s .next; bset d1,d3"
  } else {
    s.rate = static_cast<std::uint16_t>(s.rate - frequency);
    s.value = static_cast<std::uint16_t>(s.value + s.rate);
    if (limitByte > high(s.value)) s.down = false;  // "bls.s .next; bclr d1,d3"
  }
  return s;
}

constexpr int kMaxPeriod = 600;

struct OscTables {
  std::uint16_t values[Oscillators::kCount][kMaxPeriod];
  std::uint32_t period[Oscillators::kCount];
};

// Runs each oscillator from its start until its state comes back (each does
// within kMaxPeriod updates; the compiler refuses the table otherwise).
constexpr OscTables tablesOf(const OscSettings& g) {
  OscTables t{};
  for (int i = 0; i < Oscillators::kCount; ++i) {
    const OscState start{g.start[i][0], g.start[i][1], ((g.directions >> (15 - i)) & 1) != 0};
    OscState s = start;
    int n = 0;
    do {
      if (n == kMaxPeriod) throw "an oscillator's cycle is longer than kMaxPeriod";
      t.values[i][n++] = s.value;
      s = advance(s, g.step[i][0], g.step[i][1]);
    } while (!(s == start));
    t.period[i] = static_cast<std::uint32_t>(n);
  }
  return t;
}

constexpr OscTables kSonic1Tables = tablesOf(kSonic1);
constexpr OscTables kSonic2Tables = tablesOf(kSonic2);

const OscTables& tablesFor(OscTable t) { return t == OscTable::Sonic2 ? kSonic2Tables : kSonic1Tables; }

// The value's high byte about the center, negated or not, as a byte.
std::uint8_t byteFor(const OscMotion& m, std::uint16_t value) {
  const auto b = static_cast<std::uint8_t>(value >> 8);
  return static_cast<std::uint8_t>(m.negate ? m.center - b : b - m.center);
}

std::int32_t offsetFor(const OscMotion& m, std::uint16_t value) {
  return static_cast<std::int32_t>(static_cast<std::int8_t>(byteFor(m, value))) >> m.shift;
}

std::uint32_t updatesFor(const OscMotion& m, std::uint32_t frame) {
  const std::uint32_t behind = m.lagged ? 2u : 1u;
  return frame > behind ? frame - behind : 0u;
}

}  // namespace

const char* oscTableName(OscTable t) {
  switch (t) {
    case OscTable::None: return "none";
    case OscTable::Sonic1: return "sonic1";
    case OscTable::Sonic2: return "sonic2";
  }
  return "none";
}

const char* objectAxisName(ObjectAxis a) { return a == ObjectAxis::Y ? "y" : "x"; }

std::optional<OscTable> parseOscTable(std::string_view name) {
  if (name == "sonic1") return OscTable::Sonic1;
  if (name == "sonic2") return OscTable::Sonic2;
  return std::nullopt;
}

std::optional<ObjectAxis> parseObjectAxis(std::string_view name) {
  if (name == "x") return ObjectAxis::X;
  if (name == "y") return ObjectAxis::Y;
  return std::nullopt;
}

std::uint16_t oscillatorValue(OscTable t, int index, std::uint32_t updates) {
  const OscTables& g = tablesFor(t);
  const auto i = static_cast<std::size_t>(index & (Oscillators::kCount - 1));
  return g.values[i][updates % g.period[i]];
}

std::uint32_t oscillatorPeriod(OscTable t, int index) {
  return tablesFor(t).period[static_cast<std::size_t>(index & (Oscillators::kCount - 1))];
}

std::int32_t oscOffset(const OscMotion& m, std::uint32_t frame) {
  return offsetFor(m, oscillatorValue(m.table, m.index, updatesFor(m, frame)));
}

// Swing_Move2: CalcSine gives d0 = sin, d1 = cos (Sine_Data, misc/sinewave.bin:
// Sonic 1's table, which Sonic 2's file repeats byte for byte); "muls.w
// d0,d4; asr.l #8,d4" is an arithmetic shift, so a negative product rounds
// down, as >> on a signed int does.
OscOffsets swingOffsets(std::uint16_t radius, std::uint8_t angle) {
  const std::int32_t r = radius;
  return {(r * cosHex(angle, SineTable::Sonic1)) >> 8, (r * sinHex(angle, SineTable::Sonic1)) >> 8};
}

OscMotion otherAxisOf(const OscMotion& m) {
  OscMotion o = m;
  o.index = m.otherIndex;
  o.negate = m.otherNegate;
  o.axis = m.axis == ObjectAxis::X ? ObjectAxis::Y : ObjectAxis::X;
  o.otherIndex = OscMotion::kNoOther;
  o.otherNegate = false;
  return o;
}

OscOffsets oscOffsets(const OscMotion& m, std::uint32_t frame) {
  if (swings(m)) return swingOffsets(m.radius, byteFor(m, oscillatorValue(m.table, m.index, updatesFor(m, frame))));
  OscOffsets d;
  (m.axis == ObjectAxis::X ? d.x : d.y) = oscOffset(m, frame);
  if (hasOtherAxis(m)) (m.axis == ObjectAxis::X ? d.y : d.x) = oscOffset(otherAxisOf(m), frame);
  return d;
}

OscRange oscRange(const OscMotion& m) {
  OscRange r{INT32_MAX, INT32_MIN};
  const std::uint32_t period = oscillatorPeriod(m.table, m.index);
  for (std::uint32_t n = 0; n < period; ++n) {
    const std::int32_t d = offsetFor(m, oscillatorValue(m.table, m.index, n));
    r.lo = d < r.lo ? d : r.lo;
    r.hi = d > r.hi ? d : r.hi;
  }
  return r;
}

OscReach oscReach(const OscMotion& m) {
  OscReach r;
  if (m.table == OscTable::None) return r;
  if (swings(m)) {
    r.x = r.y = {INT32_MAX, INT32_MIN};
    const std::uint32_t period = oscillatorPeriod(m.table, m.index);
    for (std::uint32_t n = 0; n < period; ++n) {
      const OscOffsets d = swingOffsets(m.radius, byteFor(m, oscillatorValue(m.table, m.index, n)));
      r.x = {d.x < r.x.lo ? d.x : r.x.lo, d.x > r.x.hi ? d.x : r.x.hi};
      r.y = {d.y < r.y.lo ? d.y : r.y.lo, d.y > r.y.hi ? d.y : r.y.hi};
    }
    return r;
  }
  (m.axis == ObjectAxis::X ? r.x : r.y) = oscRange(m);
  if (hasOtherAxis(m)) {
    const OscMotion o = otherAxisOf(m);
    (o.axis == ObjectAxis::X ? r.x : r.y) = oscRange(o);
  }
  return r;
}

std::string oscMotionProblem(const OscMotion& m) {
  if (m.table == OscTable::None) return {};
  if (m.table != OscTable::Sonic1 && m.table != OscTable::Sonic2) return "oscillate.table is not sonic1 or sonic2";
  if (m.index >= Oscillators::kCount) return "oscillate.index is " + std::to_string(m.index) + ", outside 0..15";
  if (m.shift > Oscillators::kMaxShift)
    return "oscillate.shift is " + std::to_string(m.shift) + ", outside 0.." + std::to_string(Oscillators::kMaxShift);
  if (m.axis != ObjectAxis::X && m.axis != ObjectAxis::Y) return "oscillate.axis is not x or y";
  if (hasOtherAxis(m) && m.otherIndex >= Oscillators::kCount)
    return "oscillate.other_index is " + std::to_string(m.otherIndex) + ", outside 0..15";
  if (swings(m)) {
    if (m.radius > Oscillators::kMaxRadius)
      return "oscillate.radius is " + std::to_string(m.radius) + ", outside 0.." + std::to_string(Oscillators::kMaxRadius);
    if (m.shift != 0) return "a swing (oscillate.radius) takes no oscillate.shift: its byte is an angle";
    if (m.axis != ObjectAxis::X) return "a swing (oscillate.radius) moves on both axes: its oscillate.axis is x";
    if (hasOtherAxis(m)) return "a swing (oscillate.radius) reads one oscillator: no oscillate.other_index";
  }
  return {};
}

}  // namespace solidtile
