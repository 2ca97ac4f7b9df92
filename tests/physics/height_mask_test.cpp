#include "solidtile/level/height_mask.h"

#include <gtest/gtest.h>

#include "mask_helpers.h"

namespace solidtile {
using test::mask;

TEST(HeightMask, PositiveHeightsFillFromTheBottom) {
  const HeightMask m = mask({3});
  EXPECT_FALSE(m.solidAt(0, 12));
  EXPECT_TRUE(m.solidAt(0, 13));
  EXPECT_TRUE(m.solidAt(0, 15));
  EXPECT_FALSE(m.solidAt(1, 15));
}

TEST(HeightMask, NegativeHeightsHangFromTheTop) {
  const HeightMask m = mask({-3});
  EXPECT_TRUE(m.solidAt(0, 0));
  EXPECT_TRUE(m.solidAt(0, 2));
  EXPECT_FALSE(m.solidAt(0, 3));
}

TEST(HeightMask, RejectsHeightsOutsideTheRangeNamingTheColumn) {
  HeightMask::Heights h{};
  h[5] = 17;
  std::string why;
  EXPECT_FALSE(HeightMask::fromHeights(h, 0, &why));
  EXPECT_NE(why.find("column 5"), std::string::npos) << why;
  h[5] = -17;
  EXPECT_FALSE(HeightMask::fromHeights(h, 0, &why));
  h[5] = -16;
  ASSERT_TRUE(HeightMask::fromHeights(h, 0, &why));
  EXPECT_EQ(HeightMask::fromHeights(h, 0)->height(5), 16);  // one spelling of a full column
}

TEST(HeightMask, WidthsOfARampAreAnchoredRight) {
  // Heights 1..16 rising right: row r (from the top) is solid from column 15-r to 15.
  const HeightMask m = mask({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16});
  for (int r = 0; r < 16; ++r) {
    EXPECT_EQ(m.width(r), r + 1) << r;
    EXPECT_TRUE(m.rowExact(r));
  }
}

TEST(HeightMask, WidthsOfAMirroredRampAreAnchoredLeft) {
  const HeightMask m = mask({16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1});
  for (int r = 0; r < 15; ++r) EXPECT_EQ(m.width(r), -(r + 1)) << r;
  EXPECT_EQ(m.width(15), 16);
}

TEST(HeightMask, WidthsMatchTheTransposedBitmapForTheSeedMask) {
  const HeightMask m = test::seedMask();
  const MaskBitmap bits = m.bitmap();
  for (int r = 0; r < 16; ++r) {
    int count = 0;
    for (int x = 0; x < 16; ++x) count += (bits[static_cast<std::size_t>(r)] >> x) & 1;
    EXPECT_EQ(std::abs(m.width(r)), count) << r;
    if (count > 0 && count < 16) {
      EXPECT_GT(m.width(r), 0) << "anchored right, row " << r;
    }
  }
  EXPECT_EQ(m.width(6), 0);   // above the tallest column (9)
  EXPECT_EQ(m.width(7), 3);   // columns 13..15
  EXPECT_EQ(m.width(15), 14);  // all but the two empty columns
}

TEST(HeightMask, RowsTouchingNeitherEdgeAreFlaggedInexact) {
  const HeightMask hill = mask({0, 0, 2, 4, 6, 8, 8, 6, 4, 2, 0, 0, 0, 0, 0, 0});
  EXPECT_FALSE(hill.rowExact(15));
  EXPECT_EQ(std::abs(hill.width(15)), 8);
  EXPECT_LT(hill.width(15), 0);  // nearer the left edge
}

TEST(HeightMask, BitmapRoundTripsThroughFromBitmap) {
  const HeightMask m = mask({16, 16, -15, -14, 0, 3, 7, 16, -1, 0, 0, 12, 16, 16, 2, 1}, 0x10);
  std::string why;
  const auto back = HeightMask::fromBitmap(m.bitmap(), 0x10, &why);
  ASSERT_TRUE(back) << why;
  EXPECT_EQ(*back, m);
}

TEST(HeightMask, FromBitmapRejectsAColumnWithAHole) {
  MaskBitmap bits{};
  bits[15] = 1u << 4;  // column 4: rows 15 and 10, gap between
  bits[10] = 1u << 4;
  std::string why;
  EXPECT_FALSE(HeightMask::fromBitmap(bits, 0, &why));
  EXPECT_NE(why.find("column 4"), std::string::npos) << why;
  EXPECT_NE(why.find("gap at row 14"), std::string::npos) << why;
}

TEST(HeightMask, FromBitmapRejectsAFloatingColumn) {
  MaskBitmap bits{};
  bits[7] = 1u << 2;
  std::string why;
  EXPECT_FALSE(HeightMask::fromBitmap(bits, 0, &why));
  EXPECT_NE(why.find("column 2"), std::string::npos) << why;
  EXPECT_NE(why.find("neither"), std::string::npos) << why;
}

TEST(HeightMask, FlipXMirrorsColumnsWidthsAndAngle) {
  const HeightMask m = test::seedMask();
  const HeightMask f = m.flippedX();
  for (int c = 0; c < 16; ++c) EXPECT_EQ(f.height(c), m.height(15 - c));
  for (int r = 0; r < 16; ++r) EXPECT_EQ(f.width(r), m.width(r) == 16 ? 16 : -m.width(r));
  EXPECT_EQ(f.angle(), 0x18);
}

TEST(HeightMask, FlipYHangsHeightsAndReversesRows) {
  const HeightMask m = test::seedMask();
  const HeightMask f = m.flippedY();
  for (int c = 0; c < 16; ++c) EXPECT_EQ(f.height(c), -m.height(c));
  for (int r = 0; r < 16; ++r) EXPECT_EQ(f.width(r), m.width(15 - r));
  EXPECT_EQ(f.angle(), 0x98);
  EXPECT_EQ(f.flippedY(), m);
}

}  // namespace solidtile
