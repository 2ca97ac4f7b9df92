#include "solidtile/fixed.h"

#include <cstdint>
#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace solidtile {

TEST(Fixed, GuideConstantsAreWholeSubpixels) {
  // 0.046875 px (acc, frc) is 12 subpixels; 0.21875 (grv) is 56; 6.5 (jmp) is 1664.
  Sub s = 0;
  ASSERT_TRUE(parsePixels("0.046875", s));
  EXPECT_EQ(s, 12);
  ASSERT_TRUE(parsePixels("0.21875", s));
  EXPECT_EQ(s, 56);
  ASSERT_TRUE(parsePixels("6.5", s));
  EXPECT_EQ(s, 1664);
  ASSERT_TRUE(parsePixels("-4", s));
  EXPECT_EQ(s, -1024);
}

TEST(Fixed, FormatsExactDecimalPixels) {
  EXPECT_EQ(formatPixels(12), "0.046875");
  EXPECT_EQ(formatPixels(pixels(716)), "716");
  EXPECT_EQ(formatPixels(-1024), "-4");
  EXPECT_EQ(formatPixels(1), "0.00390625");
  EXPECT_EQ(formatPixels(-1), "-0.00390625");
  EXPECT_EQ(formatPixels(0), "0");
}

TEST(Fixed, FormatAndParseRoundTripEverySubpixelOfAPixel) {
  for (Sub s = -600; s <= 600; ++s) {
    Sub back = 0;
    ASSERT_TRUE(parsePixels(formatPixels(s), back)) << s;
    EXPECT_EQ(back, s);
  }
}

TEST(Fixed, WritesTheExtremesWithinTheBufferBound) {
  char text[kMaxPixelsChars];
  const Sub lowest = INT32_MIN;
  char* end = writePixels(text, lowest);
  EXPECT_EQ(std::string(text, end), "-8388608");
  end = writePixels(text, INT32_MAX);
  EXPECT_EQ(std::string(text, end), "8388607.99609375");
  end = writePixels(text, -(pixels(8388607) + 255));
  EXPECT_EQ(std::string(text, end), "-8388607.99609375");
  EXPECT_EQ(end - text, kMaxPixelsChars);
  char digits[20];
  EXPECT_EQ(std::string(digits, writeDecimal(digits, UINT64_MAX)), "18446744073709551615");
  EXPECT_EQ(std::string(digits, writeDecimal(digits, 0)), "0");
}

// The writers take a short cut below 10,000 and a loop above: every digit
// count on both sides of each boundary must read as std::to_string does.
TEST(Fixed, WritesEveryDigitCountLikeToString) {
  std::vector<std::uint64_t> values;
  for (std::uint64_t v = 0; v <= 20000; ++v) values.push_back(v);
  for (std::uint64_t p = 10; p <= 10000000000000000000ull; p *= 10) {
    for (std::uint64_t v : {p - 1, p, p + 1}) values.push_back(v);
    if (p > UINT64_MAX / 10) break;
  }
  values.push_back(UINT64_MAX);
  char digits[20];
  for (std::uint64_t v : values) {
    ASSERT_EQ(std::string(digits, writeDecimal(digits, v)), std::to_string(v)) << v;
  }
}

// Pixels against a long-hand decimal expansion: the whole part, then the
// fraction's eight decimals (1/256 = 0.00390625) with trailing zeros dropped.
TEST(Fixed, WritesPixelsAsTheirExactDecimalExpansion) {
  auto longHand = [](Sub s) {
    const std::int64_t mag = s < 0 ? -static_cast<std::int64_t>(s) : s;
    std::string text = s < 0 ? std::string("-") : std::string();
    text += std::to_string(mag / 256);
    std::string fraction = std::to_string((mag % 256) * 390625 + 100000000).substr(1);
    while (!fraction.empty() && fraction.back() == '0') fraction.pop_back();
    if (!fraction.empty()) text += '.' + fraction;
    return text;
  };
  char text[kMaxPixelsChars];
  for (Sub s = -3000000; s <= 3000000; s += 997) {
    ASSERT_EQ(std::string(text, writePixels(text, s)), longHand(s)) << s;
  }
  for (Sub s : {INT32_MIN + 1, INT32_MAX, -256 * 10000, 256 * 9999 + 255, 256 * 10000}) {
    ASSERT_EQ(std::string(text, writePixels(text, s)), longHand(s)) << s;
  }
}

TEST(Fixed, RejectsValuesThatAreNotWholeSubpixels) {
  Sub s = 0;
  EXPECT_FALSE(parsePixels("0.1", s));
  EXPECT_FALSE(parsePixels("", s));
  EXPECT_FALSE(parsePixels("1.2.3", s));
  EXPECT_FALSE(parsePixels("abc", s));
  EXPECT_FALSE(parsePixels("0.000000001", s));
}

TEST(Fixed, PixelOfFloorsNegativeSubpixels) {
  EXPECT_EQ(pixelOf(-1), -1);
  EXPECT_EQ(pixelOf(255), 0);
  EXPECT_EQ(pixelOf(256), 1);
}

TEST(Fixed, HexLooksLikeTheGuide) {
  EXPECT_EQ(formatHex(716, 4), "$02CC");
  EXPECT_EQ(formatHex(0xE8, 2), "$E8");
  EXPECT_EQ(formatHex(-0x280, 4), "-$0280");
}

}  // namespace solidtile
