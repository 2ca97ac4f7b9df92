#include "solidtile/fixed.h"

#include "solidtile/decimal_text.h"

#include <array>
#include <cstdlib>
#include <cstring>

namespace solidtile {

char* text::detail::writeLongDecimal(char* out, std::uint64_t v) {
  int n = 1;
  for (std::uint64_t bound = 10; n < 20 && v >= bound; bound *= 10) ++n;
  char* p = out + n;
  while (v >= 100) {
    p -= 2;
    putPair(p, static_cast<std::uint32_t>(v % 100));
    v /= 100;
  }
  if (v >= 10) {
    putPair(p - 2, static_cast<std::uint32_t>(v));
  } else {
    p[-1] = static_cast<char>('0' + v);
  }
  return out + n;
}

char* writeDecimal(char* out, std::uint64_t v) { return text::decimal(out, v); }
char* writePixels(char* out, Sub s) { return text::pixels(out, s); }

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
