// Angles are bytes, 0..255 for a full turn, read as the direction of the
// surface tangent in screen coordinates (y down): $00 flat floor, $C0 right
// wall, $80 ceiling, $40 left wall. See docs/physics.md.
#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace solidtile {

using Angle = std::uint8_t;

// $FF marks a mask with no usable angle: the player snaps to the nearest multiple of $40.
inline constexpr Angle kFlaggedAngle = 0xFF;

// Which 256-entry sine table a profile uses. The guide rounds 256*sin; Sonic 1's
// own table truncates toward zero (e.g. entry 2 is 12, not 13).
enum class SineTable : std::uint8_t { Rounded, Sonic1 };

namespace detail {
extern const std::array<std::int16_t, 256> kSineRounded;
extern const std::array<std::int16_t, 256> kSineSonic1;
}  // namespace detail

inline std::int32_t sinHex(Angle a, SineTable table = SineTable::Rounded) {
  return (table == SineTable::Sonic1 ? detail::kSineSonic1 : detail::kSineRounded)[a];
}
inline std::int32_t cosHex(Angle a, SineTable table = SineTable::Rounded) {
  return sinHex(static_cast<Angle>(a + 64), table);
}

// (256 - a) * 1.40625, the seed's conversion to counter-clockwise degrees, in [0, 360).
double angleDegrees(Angle a);
// "$E8 (232, 33.75 deg)"; "$FF (flagged)" for the flag.
std::string describeAngle(Angle a);

enum class Mode : std::uint8_t { Floor, RightWall, Ceiling, LeftWall };

// The seed's ranges: floor $E0..$20, right wall $A1..$DF, ceiling $60..$A0, left wall $21..$5F.
inline constexpr Mode modeForAngle(Angle a) {
  if (a >= 0xE0 || a <= 0x20) return Mode::Floor;
  if (a >= 0xA1) return Mode::RightWall;
  if (a >= 0x60) return Mode::Ceiling;
  return Mode::LeftWall;
}
namespace detail {
extern const std::array<Mode, 256> kModeOfAngle;
}  // namespace detail
// modeForAngle as one table read, for where the mode is only stored: a load
// costs no mispredicted branch when the angle crosses a range's edge.
inline Mode modeOfAngleByTable(Angle a) { return detail::kModeOfAngle[a]; }
const char* modeName(Mode m);  // floor, right_wall, ceiling, left_wall
// The multiple of $40 a flagged angle snaps to in this mode.
Angle modeAngle(Mode m);

// The byte angle of the vector (x, y), y down, as Sonic 1's CalcAngle reads it:
// an arctangent table over the smaller/larger component ratio. (0, 0) gives $40.
Angle angleOfVector(std::int32_t x, std::int32_t y);

inline Angle flipAngleX(Angle a) { return a == kFlaggedAngle ? a : static_cast<Angle>(-a); }  // the flag stays
inline Angle flipAngleY(Angle a) { return a == kFlaggedAngle ? a : static_cast<Angle>(0x80 - a); }

}  // namespace solidtile
