#include "solidtile/level/angle.h"

#include <cmath>

#include <gtest/gtest.h>

namespace solidtile {

TEST(Angle, RoundedTableIsRound256Sin) {
  for (int a = 0; a < 256; ++a) {
    const double expected = std::round(256.0 * std::sin(2.0 * M_PI * a / 256.0));
    EXPECT_EQ(sinHex(static_cast<Angle>(a)), static_cast<int>(expected)) << a;
    const double expectedCos = std::round(256.0 * std::cos(2.0 * M_PI * a / 256.0));
    EXPECT_EQ(cosHex(static_cast<Angle>(a)), static_cast<int>(expectedCos)) << a;
  }
}

TEST(Angle, Sonic1TableTruncatesTowardZero) {
  for (int a = 0; a < 256; ++a) {
    if (a == 0x93 || a == 0xED) continue;  // the table's two exceptions (below)
    const double v = 256.0 * std::sin(2.0 * M_PI * a / 256.0);
    const double expected = std::abs(v - std::round(v)) < 1e-9 ? std::round(v) : std::trunc(v);
    EXPECT_EQ(sinHex(static_cast<Angle>(a), SineTable::Sonic1), static_cast<int>(expected)) << a;
  }
  // Sine_Data's words at $93 and $ED are $FF8B (-117), not the -115 that
  // truncating (and their mirrors $13 and $6D, $0073) would give: CalcSine
  // run on the assembled Sonic 1 and Sonic 2 ROMs returns them for d0 $93
  // and $ED, and as the cosine for $53 and $AD.
  EXPECT_EQ(sinHex(0x13, SineTable::Sonic1), 115);
  EXPECT_EQ(sinHex(0x6D, SineTable::Sonic1), 115);
  EXPECT_EQ(sinHex(0x93, SineTable::Sonic1), -117);
  EXPECT_EQ(sinHex(0xED, SineTable::Sonic1), -117);
  EXPECT_EQ(cosHex(0x53, SineTable::Sonic1), -117);
  EXPECT_EQ(cosHex(0xAD, SineTable::Sonic1), -117);
  EXPECT_EQ(sinHex(0x93), -115) << "the rounded table is symmetric";
  // Entries the two tables disagree on, from Sonic 1's table.
  EXPECT_EQ(sinHex(2, SineTable::Sonic1), 12);
  EXPECT_EQ(sinHex(2), 13);
  EXPECT_EQ(sinHex(64, SineTable::Sonic1), 256);
}

TEST(Angle, SeedExampleIs33Point75Degrees) {
  EXPECT_DOUBLE_EQ(angleDegrees(0xE8), 33.75);
  EXPECT_DOUBLE_EQ(angleDegrees(0x00), 0.0);
  EXPECT_DOUBLE_EQ(angleDegrees(0x20), 315.0);  // the seed: $20 is 315 degrees, not 45
  EXPECT_EQ(describeAngle(0xE8), "$E8 (232, 33.75 deg)");
  EXPECT_EQ(describeAngle(kFlaggedAngle), "$FF (flagged)");
}

TEST(Angle, FloorRisingRightPointsUpOnScreen) {
  // $E8 rises to the right: moving right along it moves up (negative y).
  EXPECT_GT(cosHex(0xE8), 0);
  EXPECT_LT(sinHex(0xE8), 0);
}

TEST(Angle, ModeRangesFollowTheGuide) {
  EXPECT_EQ(modeForAngle(0x00), Mode::Floor);
  EXPECT_EQ(modeForAngle(0x20), Mode::Floor);
  EXPECT_EQ(modeForAngle(0xE0), Mode::Floor);
  EXPECT_EQ(modeForAngle(0xFF), Mode::Floor);
  EXPECT_EQ(modeForAngle(0x21), Mode::LeftWall);
  EXPECT_EQ(modeForAngle(0x5F), Mode::LeftWall);
  EXPECT_EQ(modeForAngle(0x60), Mode::Ceiling);
  EXPECT_EQ(modeForAngle(0xA0), Mode::Ceiling);
  EXPECT_EQ(modeForAngle(0xA1), Mode::RightWall);
  EXPECT_EQ(modeForAngle(0xDF), Mode::RightWall);
}

// The step stores its closing mode from a table; it must be the ranges' own answer.
TEST(Angle, ModeTableMatchesTheRangesForEveryAngle) {
  for (int a = 0; a < 256; ++a) {
    EXPECT_EQ(modeOfAngleByTable(static_cast<Angle>(a)), modeForAngle(static_cast<Angle>(a))) << "angle " << a;
  }
  EXPECT_EQ(modeOfAngleByTable(0x20), Mode::Floor);
  EXPECT_EQ(modeOfAngleByTable(0x21), Mode::LeftWall);
  EXPECT_EQ(modeOfAngleByTable(0xA0), Mode::Ceiling);
  EXPECT_EQ(modeOfAngleByTable(0xA1), Mode::RightWall);
}

TEST(Angle, FlipsMirrorTheByteAndKeepTheFlag) {
  EXPECT_EQ(flipAngleX(0xE8), 0x18);
  EXPECT_EQ(flipAngleY(0xE8), 0x98);
  EXPECT_EQ(flipAngleY(0x00), 0x80);
  EXPECT_EQ(flipAngleX(kFlaggedAngle), kFlaggedAngle);
  EXPECT_EQ(flipAngleY(kFlaggedAngle), kFlaggedAngle);
}

}  // namespace solidtile
