// Decimal text without printf or division by a variable, inline for the trace
// writers, which write a dozen numbers a row and millions of rows a run
// (issue 15): the few digits traces hold take a table look-up or two.
// fixed.h's writeDecimal and writePixels are these, out of line.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>

namespace solidtile::text {

namespace detail {

// "00".."99": two digits per division by a constant (a multiply).
constexpr std::array<char, 200> makeDigitPairs() {
  std::array<char, 200> pairs{};
  for (int i = 0; i < 100; ++i) {
    pairs[static_cast<std::size_t>(2 * i)] = static_cast<char>('0' + i / 10);
    pairs[static_cast<std::size_t>(2 * i + 1)] = static_cast<char>('0' + i % 10);
  }
  return pairs;
}
inline constexpr std::array<char, 200> kDigitPairs = makeDigitPairs();

// The fraction of each subpixel value as ".d..." (1/256 = 0.00390625 exactly,
// so eight decimals always suffice, trailing zeros dropped); empty for 0.
struct Fraction {
  char text[9];
  std::uint8_t size;
};

constexpr std::array<Fraction, 256> makeFractions() {
  std::array<Fraction, 256> table{};
  for (std::uint32_t sub = 1; sub < 256; ++sub) {
    std::uint32_t digits = sub * 390625u;  // eight decimals of sub/256
    int size = 8;
    while (digits % 10 == 0) {
      digits /= 10;
      --size;
    }
    Fraction& f = table[sub];
    f.text[0] = '.';
    for (int i = size; i >= 1; --i, digits /= 10) f.text[i] = static_cast<char>('0' + digits % 10);
    f.size = static_cast<std::uint8_t>(size + 1);
  }
  return table;
}
inline constexpr std::array<Fraction, 256> kFractions = makeFractions();

inline void putPair(char* out, std::uint32_t v) { std::memcpy(out, &kDigitPairs[2 * v], 2); }

// Any number of digits, counted first so they are written in place, last to first.
char* writeLongDecimal(char* out, std::uint64_t v);

}  // namespace detail

// v below 10,000 in as many digits as it needs.
inline char* upToFourDigits(char* out, std::uint32_t v) {
  if (v < 100) {
    if (v < 10) {
      *out = static_cast<char>('0' + v);
      return out + 1;
    }
    detail::putPair(out, v);
    return out + 2;
  }
  const std::uint32_t hi = v / 100, lo = v % 100;
  if (hi < 10) {
    *out = static_cast<char>('0' + hi);
    detail::putPair(out + 1, lo);
    return out + 3;
  }
  detail::putPair(out, hi);
  detail::putPair(out + 2, lo);
  return out + 4;
}

// The decimal digits of v (at most 20); returns the end. Below 10^8 (frame
// numbers, pixel positions, speeds, bytes) no loop at all.
inline char* decimal(char* out, std::uint64_t v) {
  if (v < 10000) return upToFourDigits(out, static_cast<std::uint32_t>(v));
  if (v < 100000000) {
    const auto low = static_cast<std::uint32_t>(v % 10000);
    out = upToFourDigits(out, static_cast<std::uint32_t>(v / 10000));
    detail::putPair(out, low / 100);
    detail::putPair(out + 2, low % 100);
    return out + 4;
  }
  return detail::writeLongDecimal(out, v);
}

// Exact decimal pixels of s (subpixels) into a buffer with kMaxPixelsChars
// (fixed.h) free; returns the end (no NUL).
inline char* pixels(char* out, std::int32_t s) {
  const std::uint32_t mag = s < 0 ? 0u - static_cast<std::uint32_t>(s) : static_cast<std::uint32_t>(s);
  if (s < 0) *out++ = '-';
  out = decimal(out, mag >> 8);
  const detail::Fraction& f = detail::kFractions[mag & 0xFFu];
  std::memcpy(out, f.text, sizeof f.text);  // all nine bytes: a fixed-size copy is one move
  return out + f.size;
}

}  // namespace solidtile::text
