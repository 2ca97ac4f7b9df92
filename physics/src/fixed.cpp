#include "solidtile/fixed.h"

#include <array>
#include <cstdlib>
#include <cstring>

namespace solidtile {

namespace {

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

constexpr std::array<Fraction, 256> kFractions = makeFractions();

}  // namespace

// "00".."99": two digits per division by a constant (a multiply).
constexpr std::array<char, 200> makeDigitPairs() {
  std::array<char, 200> pairs{};
  for (int i = 0; i < 100; ++i) {
    pairs[static_cast<std::size_t>(2 * i)] = static_cast<char>('0' + i / 10);
    pairs[static_cast<std::size_t>(2 * i + 1)] = static_cast<char>('0' + i % 10);
  }
  return pairs;
}

constexpr std::array<char, 200> kDigitPairs = makeDigitPairs();

char* writeDecimal(char* out, std::uint64_t v) {
  // Count the digits first so they are written in place, last to first.
  int n = 1;
  for (std::uint64_t bound = 10; n < 20 && v >= bound; bound *= 10) ++n;
  char* p = out + n;
  while (v >= 100) {
    const std::size_t pair = static_cast<std::size_t>(v % 100) * 2;
    v /= 100;
    p -= 2;
    p[0] = kDigitPairs[pair];
    p[1] = kDigitPairs[pair + 1];
  }
  if (v >= 10) {
    p[-2] = kDigitPairs[static_cast<std::size_t>(v) * 2];
    p[-1] = kDigitPairs[static_cast<std::size_t>(v) * 2 + 1];
  } else {
    p[-1] = static_cast<char>('0' + v);
  }
  return out + n;
}

char* writePixels(char* out, Sub s) {
  const std::uint32_t mag = s < 0 ? 0u - static_cast<std::uint32_t>(s) : static_cast<std::uint32_t>(s);
  if (s < 0) *out++ = '-';
  out = writeDecimal(out, mag >> 8);
  const Fraction& f = kFractions[mag & 0xFFu];
  std::memcpy(out, f.text, sizeof f.text);  // all nine bytes: a fixed-size copy is one move
  return out + f.size;
}

std::string formatPixels(Sub s) {
  char text[kMaxPixelsChars];
  return std::string(text, writePixels(text, s));
}

bool parsePixels(const std::string& text, Sub& out) {
  std::size_t i = 0;
  bool negative = false;
  if (i < text.size() && (text[i] == '-' || text[i] == '+')) negative = text[i++] == '-';
  std::int64_t whole = 0;
  std::size_t wholeDigits = 0;
  while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
    whole = whole * 10 + (text[i++] - '0');
    if (whole > (std::int64_t{1} << 23)) return false;
    ++wholeDigits;
  }
  std::int64_t frac = 0;  // in units of 1e-8 px
  std::size_t fracDigits = 0;
  if (i < text.size() && text[i] == '.') {
    ++i;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
      if (fracDigits == 8) return false;
      frac = frac * 10 + (text[i++] - '0');
      ++fracDigits;
    }
  }
  if (i != text.size() || (wholeDigits == 0 && fracDigits == 0)) return false;
  for (std::size_t k = fracDigits; k < 8; ++k) frac *= 10;
  if (frac % 390625 != 0) return false;
  std::int64_t sub = whole * 256 + frac / 390625;
  out = static_cast<Sub>(negative ? -sub : sub);
  return true;
}

std::string formatHex(std::int64_t v, int digits) {
  static const char* kDigits = "0123456789ABCDEF";
  std::uint64_t mag = static_cast<std::uint64_t>(v < 0 ? -v : v);
  std::string body;
  do {
    body.insert(body.begin(), kDigits[mag & 0xF]);
    mag >>= 4;
  } while (mag != 0);
  if (body.size() < static_cast<std::size_t>(digits)) body.insert(0, static_cast<std::size_t>(digits) - body.size(), '0');
  return std::string(v < 0 ? "-$" : "$") + body;
}

}  // namespace solidtile
