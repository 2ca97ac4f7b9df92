// Subpixel fixed point: positions and speeds are integers in 1/256 px, as on the Genesis.
#pragma once

#include <cstdint>
#include <string>

namespace solidtile {

using Sub = std::int32_t;  // a length or speed in subpixels (1/256 px)

inline constexpr Sub kSubPerPixel = 256;

constexpr Sub pixels(std::int32_t px) { return px * kSubPerPixel; }
// Floor division, so -1 subpixel is in pixel -1 (arithmetic shift, defined in C++20).
constexpr std::int32_t pixelOf(Sub s) { return s >> 8; }

// Exact decimal pixels: 12 -> "0.046875", 183296 -> "716", -1024 -> "-4".
std::string formatPixels(Sub s);
// The most bytes writePixels writes: "-8388608.99609375".
inline constexpr int kMaxPixelsChars = 17;
// formatPixels into a buffer with kMaxPixelsChars free; returns the end (no NUL).
// Traces write millions of these: no string, no division by a variable.
char* writePixels(char* out, Sub s);
// The decimal digits of v (at most 20); returns the end.
char* writeDecimal(char* out, std::uint64_t v);
// Parses what formatPixels prints (and plain integers); false if not an exact subpixel value.
bool parsePixels(const std::string& text, Sub& out);
// "$02CC" style, as the guide writes values; negative values get a leading '-'.
std::string formatHex(std::int64_t v, int digits);

}  // namespace solidtile
