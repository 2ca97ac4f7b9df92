// Objects that move by the games' oscillating values (issue 27, level format
// version 8). Sonic 1 and 2 keep 16 values that OscillateNumInit sets at level
// start and OscillateNumDo advances once a frame, each with its own frequency
// and limit; platforms such as both games' Obj18 place themselves by one of
// them. A value after n updates is periodic in n (every table's cycle starts
// at its init values), so where such an object is stays a function of the
// frame number, read from tables worked out at compile time.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace solidtile {

// Whose table: None is an object that moves along its path instead.
enum class OscTable : std::uint8_t { None = 0, Sonic1 = 1, Sonic2 = 2 };
enum class ObjectAxis : std::uint8_t { X = 0, Y = 1 };

const char* oscTableName(OscTable t);  // none, sonic1, sonic2
const char* objectAxisName(ObjectAxis a);  // x, y
std::optional<OscTable> parseOscTable(std::string_view name);
std::optional<ObjectAxis> parseObjectAxis(std::string_view name);

struct Oscillators {
  static constexpr int kCount = 16;
  static constexpr int kMaxShift = 7;
  // A swing's chain length, pixels (the games' longest is $F * $10 + 8 = 248).
  static constexpr int kMaxRadius = 1024;
};

// The value word of oscillator `index` (0..15) of table t (not None) after
// `updates` calls of OscillateNumDo since OscillateNumInit.
std::uint16_t oscillatorValue(OscTable t, int index, std::uint32_t updates);
// Updates after which it repeats (all of the games' 32 cycles are 88..572).
std::uint32_t oscillatorPeriod(OscTable t, int index);

// How an object reads its oscillator: the platforms take the value's high
// byte b and move from their origin (path[0]) by
// (negate ? center - b : b - center) as a signed byte, then shifted right
// arithmetically by `shift` (Obj18: "subi.b #$40,d1" or "neg.b d1; addi.b
// #$40,d1", then "ext.w d1" and, for the short ones, "asr.w #1,d1").
struct OscMotion {
  OscTable table = OscTable::None;
  std::uint8_t index = 0;  // 0..15: the word at 2 + 4 * index in the games' table
  ObjectAxis axis = ObjectAxis::X;
  std::uint8_t center = 0x40;
  bool negate = false;
  std::uint8_t shift = 0;  // 0..kMaxShift
  // Reads the value it saved on its previous frame (Obj18's angle byte),
  // one update behind; false reads the table's current value.
  bool lagged = true;
  // A second oscillator moving the other axis by the same rule (table,
  // center, shift and lag; level format 14): Sonic 1's Obj5A and Sonic 2's
  // Obj19 types 8-$F go round a circle by two oscillators a quarter cycle
  // apart, each "subi.b #$50" / "#$40" then "ext.w", either negated ("neg.w").
  static constexpr std::uint8_t kNoOther = 0xFF;
  std::uint8_t otherIndex = kNoOther;  // 0..15, or kNoOther: one axis only
  bool otherNegate = false;
  // A swing (level format 18): not 0, the byte (made b - center, or
  // center - b negated, as above) is an angle and the object hangs `radius`
  // pixels from its origin along it: x += (radius * cos) >> 8 and y +=
  // (radius * sin) >> 8 by CalcSine's table (both games' Obj15, Swing_Move2:
  // "muls.w d0,d4; asr.l #8,d4" on objoff_3C, the chain length $10 * n + 8).
  // Axis, shift and the second oscillator go unused (axis x, shift 0, none).
  std::uint16_t radius = 0;
  bool operator==(const OscMotion&) const = default;
};

inline bool hasOtherAxis(const OscMotion& m) { return m.otherIndex != OscMotion::kNoOther; }
inline bool swings(const OscMotion& m) { return m.radius != 0; }

// The second oscillator's motion as a one-axis one (its axis the other).
OscMotion otherAxisOf(const OscMotion& m);

// The object's offset from its origin on frame `frame`, pixels. Frame f is
// where the objects stand after f steps (PlayerState::frame, the box's
// frame), which is the games' main-loop frame f (v_framecount /
// Level_frame_counter after its increment): the objects then run after
// f - 1 updates (OscillateNumDo ends each frame, after the objects), and a
// lagged read sees f - 2. Frame 0 (the level before its first step) and
// frame 1 read the start value, as the first frame's lagged read does (the
// angle byte saved by the objects' run before the main loop).
std::int32_t oscOffset(const OscMotion& m, std::uint32_t frame);
// The offsets on x and on y (0 on an axis nothing moves).
struct OscOffsets {
  std::int32_t x = 0, y = 0;
};
OscOffsets oscOffsets(const OscMotion& m, std::uint32_t frame);
// A swing's offsets when its angle byte (after center and negate) is `angle`.
OscOffsets swingOffsets(std::uint16_t radius, std::uint8_t angle);
// The least and greatest offsets over a whole cycle, pixels (of the first axis).
struct OscRange {
  std::int32_t lo = 0, hi = 0;
};
OscRange oscRange(const OscMotion& m);
// The least and greatest offsets on each axis over whole cycles (every kind of motion).
struct OscReach {
  OscRange x, y;
};
OscReach oscReach(const OscMotion& m);

// Empty when the motion's fields are in range, else what is wrong.
std::string oscMotionProblem(const OscMotion& m);

}  // namespace solidtile
