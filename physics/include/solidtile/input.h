// The buttons one frame of input holds, as a bitmask.
#pragma once

#include <cstdint>

namespace solidtile {

using Input = std::uint8_t;

namespace input {
inline constexpr Input kLeft = 1u << 0;
inline constexpr Input kRight = 1u << 1;
inline constexpr Input kUp = 1u << 2;
inline constexpr Input kDown = 1u << 3;
inline constexpr Input kJump = 1u << 4;
inline constexpr Input kAll = kLeft | kRight | kUp | kDown | kJump;
}  // namespace input

}  // namespace solidtile
