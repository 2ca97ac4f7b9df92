// An object that goes round its placement on an angle of its own (level
// format 19, SolidObject::spin; issue 27): Sonic 1's circling spiked balls,
// Obj58 type 3 ("_incObj/58 Big Spiked Ball.asm" .type03) and the balls of
// Obj57's chains ("_incObj/57 Spiked Ball and Chain.asm" .movesub). Each
// frame the routine adds its speed to the word obAngle ("move.w
// bball_speed(a0),d0; add.w d0,obAngle(a0)"), reads its high byte ("move.b
// obAngle(a0),d0"), and puts the ball (radius * cos, radius * sin) >> 8 from
// its origin by CalcSine ("muls.w d0,d4; asr.l #8,d4" for y with the sine,
// "muls.w d1,d5; asr.l #8,d5" for x with the cosine), the swing's rule
// (level/oscillation.h swingOffsets) on an angle no oscillator gives. The
// word starts with the placement's flip bits as its high byte ("move.b
// obStatus(a0),d0; ror.b #2,d0; andi.b #$C0,d0; move.b d0,obAngle(a0)") and
// counts from the frame the object was made (its Main routine falls into
// the move on that frame), so where it is follows from the frames since it
// was made, which one object slot keeps (object_state.h keepsMadeFrame).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace solidtile {

struct SpinMotion {
  std::uint16_t radius = 0;  // pixels; 0: no spin
  std::int16_t speed = 0;    // added to the angle word each frame (bball_speed, sball_speed)
  std::uint8_t angle = 0;    // the angle word's high byte before the first frame's add
  bool operator==(const SpinMotion&) const = default;
  static constexpr int kMaxRadius = 1024;
};

inline bool spins(const SpinMotion& m) { return m.radius != 0; }

// The angle byte the routine reads after it has run on frame made + c (c >= 0):
// the word (angle << 8) + speed * (c + 1), its high byte.
inline std::uint8_t spinAngle(const SpinMotion& m, std::uint32_t c) {
  const std::uint32_t word = (std::uint32_t{m.angle} << 8) + static_cast<std::uint32_t>(std::int32_t{m.speed}) * (c + 1);
  return static_cast<std::uint8_t>(word >> 8);
}

// Its offset from its origin, pixels, on `frame` for an object made on
// `made` (before it was made: the angle it starts from, as placed).
struct SpinOffset {
  std::int32_t x = 0, y = 0;
};
SpinOffset spinOffset(const SpinMotion& m, std::uint32_t made, std::uint32_t frame);

// The text form the level files use: "radius 80 speed -128 angle 64".
std::string spinText(const SpinMotion& m);
// The spin the text says, or nullopt with *why saying what is wrong.
std::optional<SpinMotion> parseSpin(std::string_view text, std::string* why);

}  // namespace solidtile
