#include "solidtile/level/auto_angle.h"

#include <cmath>

#include <gtest/gtest.h>

#include "mask_helpers.h"

namespace solidtile {
using test::mask;

int angleDiff(Angle a, Angle b) {
  const int d = (a - b) & 255;
  return d > 128 ? 256 - d : d;
}

TEST(AutoAngle, SeedExampleGivesE8) {
  const AutoAngle a = computeAngle(mask({0, 0, 1, 2, 2, 3, 4, 5, 5, 6, 6, 7, 8, 9, 9, 9}));
  ASSERT_TRUE(a.determined);
  EXPECT_EQ(a.angle, 0xE8);
}

TEST(AutoAngle, FlatFloorIsZero) {
  const AutoAngle a = computeAngle(test::flat(8));
  ASSERT_TRUE(a.determined);
  EXPECT_EQ(a.angle, 0x00);
}

TEST(AutoAngle, FortyFiveDegreeRampIsE0) {
  const AutoAngle a = computeAngle(mask({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}));
  ASSERT_TRUE(a.determined);
  EXPECT_EQ(a.angle, 0xE0);
}

TEST(AutoAngle, MirrorAndFlipFollowTheAngleRules) {
  const HeightMask m = mask({0, 0, 1, 2, 2, 3, 4, 5, 5, 6, 6, 7, 8, 9, 9, 9});
  EXPECT_EQ(computeAngle(m.flippedX()).angle, 0x18);
  EXPECT_EQ(computeAngle(m.flippedY()).angle, 0x98);
  EXPECT_EQ(computeAngle(m.flippedX().flippedY()).angle, 0x68);
}

TEST(AutoAngle, SteepWallSideUsesRows) {
  // A steep rise: columns jump by 4 each step, solid on the right. About 76 degrees.
  const AutoAngle a = computeAngle(mask({0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 8, 12, 16}));
  ASSERT_TRUE(a.determined);
  const double deg = std::atan2(4.0, 1.0) * 180.0 / M_PI;  // the rise per column
  const int expected = static_cast<int>(std::lround(256.0 - deg / 1.40625)) & 255;
  EXPECT_LE(angleDiff(a.angle, static_cast<Angle>(expected)), 2) << int(a.angle) << " vs " << expected;
}

TEST(AutoAngle, ExactSlopesOfManyGradientsComeOutWithinTheGridOfFour) {
  // Lines y = k * x / 16 sampled per column: the fit lands on a multiple of 4
  // near the exact angle (at most 2 for the grid, under 1 for the designers'
  // flattening of mid slopes).
  for (int rise = 1; rise <= 16; ++rise) {
    HeightMask::Heights h{};
    for (int c = 0; c < 16; ++c) h[static_cast<std::size_t>(c)] = static_cast<std::int8_t>(std::lround((c + 0.5) * rise / 16.0));
    const HeightMask m = *HeightMask::fromHeights(h, 0);
    const AutoAngle a = computeAngle(m);
    ASSERT_TRUE(a.determined) << "rise " << rise;
    EXPECT_EQ(a.angle % 4, 0) << "rise " << rise;
    const double exact = 256.0 - std::atan2(rise, 16.0) * 128.0 / M_PI;
    EXPECT_LE(angleDiff(a.angle, static_cast<Angle>(std::lround(exact) & 255)), 3) << "rise " << rise;
  }
}

// The games' angle maps hold even bytes, nearly all multiples of 4, and an odd
// byte reads as flagged in their code: auto angles stay on that grid.
TEST(AutoAngle, AnglesAreMultiplesOfFourSoNeverOddOrTheFlag) {
  EXPECT_EQ(computeAngle(mask({2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3})).angle, 0x00);  // 1.7 steps
  EXPECT_EQ(computeAngle(mask({3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7, 8})).angle, 0xF4);  // 12.6 steps up
  EXPECT_EQ(computeAngle(mask({0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4})).angle, 0xF8);  // 10.2 steps up
}

TEST(AutoAngle, EmptyFullAndMixedShapesAreUndetermined) {
  EXPECT_FALSE(computeAngle(test::flat(0)).determined);
  EXPECT_FALSE(computeAngle(test::flat(16)).determined);
  EXPECT_FALSE(computeAngle(mask({16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 15})).determined);
  const AutoAngle mixed = computeAngle(mask({4, 4, 4, 4, -4, -4, -4, -4}));
  EXPECT_FALSE(mixed.determined);
  EXPECT_NE(std::string(mixed.reason).find("mixes"), std::string::npos);
}

TEST(AutoAngle, OneNotchHasNoDirection) {
  const AutoAngle a = computeAngle(mask({16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 15}));
  EXPECT_FALSE(a.determined);
  EXPECT_NE(std::string(a.reason).find("too short"), std::string::npos);
}

// Shapes the designers gave angles that a pixel-count threshold used to
// refuse: each has a clear surface, read from the axis with more partial lines.
TEST(AutoAngle, SteepTipsAndNearFullBlocksAreReadFromTheirRows) {
  // A steep tip: three partial columns, ten partial rows (a right wall leaning out).
  EXPECT_EQ(computeAngle(mask({0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 6, 10})).angle, 0xC8);
  // One column: a right wall or a left wall.
  EXPECT_EQ(computeAngle(mask({0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7})).angle, 0xC0);
  EXPECT_EQ(computeAngle(mask({6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0})).angle, 0x40);
  // A near-full block with one sloped edge, both ways up.
  EXPECT_EQ(computeAngle(mask({12, 13, 14, 15, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16})).angle, 0xE0);
  EXPECT_EQ(computeAngle(mask({16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 15, 14, 13, 12, 11})).angle, 0x20);
  // The corner of a slope: five columns.
  EXPECT_EQ(computeAngle(mask({0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5})).angle, 0xE0);
  // A thin strip along the bottom is a floor.
  EXPECT_EQ(computeAngle(mask({1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0})).angle, 0x00);
}

// The columns alone fit this curve at 28.1 steps ($1C); its rows, steep where it
// drops into the empty column, at 34.6; read together (15 columns, 14 rows) it
// is 31.2 steps, the diagonal, as the designers' maps have such curves.
TEST(AutoAngle, AConvexCurveEndingInAnEmptyColumnIsReadFromItsRowsToo) {
  const HeightMask curve = mask({14, 14, 14, 13, 13, 12, 12, 11, 10, 9, 8, 7, 6, 4, 2, 0});
  EXPECT_EQ(computeAngle(curve).angle, 0x20);
  EXPECT_EQ(computeAngle(curve.flippedX()).angle, 0xE0);
}

// A shape turned a quarter is read the same way turned: columns and rows are
// both read, each weighted by its number of partial lines, so neither axis is
// preferred.
HeightMask turnedClockwise(const HeightMask& m) {
  const MaskBitmap in = m.bitmap();
  MaskBitmap out{};
  for (int y = 0; y < kTileSize; ++y) {
    for (int x = 0; x < kTileSize; ++x) {
      // Pixel (x, y) goes to (15 - y, x).
      if ((in[static_cast<std::size_t>(y)] >> x) & 1) out[static_cast<std::size_t>(x)] |= static_cast<std::uint16_t>(1u << (15 - y));
    }
  }
  return *HeightMask::fromBitmap(out, 0);
}

TEST(AutoAngle, AShapeTurnedAQuarterGivesItsAngleTurnedAQuarter) {
  const HeightMask shapes[] = {
      mask({0, 0, 1, 2, 2, 3, 4, 5, 5, 6, 6, 7, 8, 9, 9, 9}),         // the seed's slope
      mask({14, 14, 14, 13, 13, 12, 12, 11, 10, 9, 8, 7, 6, 4, 2, 0}),  // a convex curve
      mask({1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8}),           // 1 in 2
      mask({0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 6, 10}),          // a steep tip
      mask({2, 3, 4, 5, 6, 7, 8, 8, 9, 10, 11, 12, 13, 13, 14, 15}),    // 41 degrees
  };
  for (const HeightMask& m : shapes) {
    const Angle a = computeAngle(m).angle;
    // Screen y points down, so a quarter turn clockwise adds $40.
    EXPECT_EQ(computeAngle(turnedClockwise(m)).angle, static_cast<Angle>(a + 0x40)) << int(a);
    EXPECT_EQ(computeAngle(turnedClockwise(turnedClockwise(m))).angle, static_cast<Angle>(a + 0x80)) << int(a);
  }
}

// The designers' maps put mid slopes up to 1.5 steps flatter than the line
// through the shape, the axes exactly, and slopes from about 34 degrees to the
// diagonal not flatter at all.
TEST(AutoAngle, MidSlopesAreUpToOneAndAHalfStepsFlatter) {
  // 1 in 2: 18.8 steps by its line (which would round to $EC), 18.0 flattened.
  const HeightMask half = mask({1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8});
  EXPECT_EQ(computeAngle(half).angle, 0xF0);
  EXPECT_EQ(computeAngle(half.flippedX()).angle, 0x10);
  EXPECT_EQ(computeAngle(half.flippedY()).angle, 0x90);
  // The same slope up a wall: 2 in 1, 18.8 steps from the wall axis ($D4 by
  // its line), 18.0 flattened ($D0).
  EXPECT_EQ(computeAngle(mask({0, 0, 0, 0, 0, 0, 0, 0, 2, 4, 6, 8, 10, 12, 14, 16})).angle, 0xD0);
  // 6 in 16: 15.2 steps by its line ($F0), 13.8 flattened ($F4).
  EXPECT_EQ(computeAngle(mask({0, 1, 1, 1, 2, 2, 3, 3, 3, 4, 4, 5, 5, 5, 6, 6})).angle, 0xF4);
  // 5 in 16: 14.2 steps ($F0), 12.8 flattened ($F4).
  EXPECT_EQ(computeAngle(mask({1, 1, 1, 2, 2, 2, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6})).angle, 0xF4);
  // 12 in 16, 26.4 steps: past 24 no flattening, so $E4 (a flattening of
  // more than 0.4 steps would round it to $E8).
  EXPECT_EQ(computeAngle(mask({0, 1, 2, 3, 3, 4, 5, 6, 6, 7, 8, 9, 9, 10, 11, 12})).angle, 0xE4);
  // A diagonal and a flat line keep their exact bytes.
  EXPECT_EQ(computeAngle(mask({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16})).angle, 0xE0);
  EXPECT_EQ(computeAngle(test::flat(5)).angle, 0x00);
}

TEST(AutoAngle, DesignersStepsKeepAxesAndDiagonalsAndFlattenBetween) {
  for (double exact : {0.0, 32.0, 64.0, 96.0, 128.0, -32.0, 224.0}) EXPECT_NEAR(designersSteps(exact), exact, 1e-9);
  // Most at 14 steps from the axis: 1.5 flatter.
  EXPECT_NEAR(designersSteps(14), 12.5, 1e-9);
  EXPECT_NEAR(designersSteps(-14), -12.5, 1e-9);
  EXPECT_NEAR(designersSteps(64 + 14), 64 + 12.5, 1e-9);  // 14 steps from the wall axis
  EXPECT_NEAR(designersSteps(64 - 14), 64 - 12.5, 1e-9);  // and the other way
  // Linear to the axis and to 24 steps: 7 steps is 0.75 flatter, 19 steps 0.75.
  EXPECT_NEAR(designersSteps(7), 6.25, 1e-9);
  EXPECT_NEAR(designersSteps(19), 18.25, 1e-9);
  // From 24 steps to the diagonal, unchanged.
  for (double exact : {24.0, 26.0, 30.0, 128 + 24.0, 192 - 28.0}) EXPECT_NEAR(designersSteps(exact), exact, 1e-9);
}

TEST(AutoAngle, CeilingMaskFacesDown) {
  const AutoAngle a = computeAngle(test::flat(-6));
  ASSERT_TRUE(a.determined);
  EXPECT_EQ(a.angle, 0x80);
}

}  // namespace solidtile
