#include "model/mask_ops.h"

#include <gtest/gtest.h>

#include "test_level.h"

namespace solidtile::editor {
namespace {

using test::block;

Heights flat(int h) {
  Heights out{};
  out.fill(static_cast<std::int8_t>(h));
  return out;
}

HeightMask mask(const Heights& h, Angle a) { return *HeightMask::fromHeights(h, a); }

TEST(MaskOps, ClickedPixelBecomesTheTopOfAFloorColumnOrTheBottomOfAHangingOne) {
  EXPECT_EQ(heightForRow(0, false), 16);
  EXPECT_EQ(heightForRow(15, false), 1);
  EXPECT_EQ(heightForRow(0, true), -1);
  EXPECT_EQ(heightForRow(15, true), -16);
}

TEST(MaskOps, StrokeFillsTheColumnsAFastDragSkipped) {
  const Heights h = strokeHeights(Heights{}, {2, 4}, {6, 12});
  const Heights expected{0, 0, 4, 6, 8, 10, 12, 0, 0, 0, 0, 0, 0, 0, 0, 0};
  EXPECT_EQ(h, expected);
  // Right to left gives the same columns.
  EXPECT_EQ(strokeHeights(Heights{}, {6, 12}, {2, 4}), expected);
}

TEST(MaskOps, InvertGivesTheComplementOfEveryPixel) {
  const HeightMask m = mask({0, 1, 5, 16, -3, -16, 8, 8, 0, 0, 2, 2, 2, 2, 2, 2}, 0);
  const HeightMask inv = mask(applyShapeOp(m.heights(), MaskShapeOp::Invert), 0);
  for (int y = 0; y < kTileSize; ++y) {
    for (int x = 0; x < kTileSize; ++x) EXPECT_NE(m.solidAt(x, y), inv.solidAt(x, y)) << x << "," << y;
  }
}

TEST(MaskOps, ShiftUpRaisesFloorColumnsAndShortensHangingOnes) {
  EXPECT_EQ(applyShapeOp({0, 3, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, MaskShapeOp::ShiftUp),
            (Heights{1, 4, 16, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}));
  EXPECT_EQ(applyShapeOp({-1, -5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, MaskShapeOp::ShiftUp),
            (Heights{0, -4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}));
  EXPECT_EQ(applyShapeOp({-1, -16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, MaskShapeOp::ShiftDown),
            (Heights{-2, -16, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}));
}

TEST(MaskOps, SidewaysShiftsRepeatTheEdgeColumn) {
  const Heights ramp{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
  EXPECT_EQ(applyShapeOp(ramp, MaskShapeOp::ShiftLeft), (Heights{2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 16}));
  EXPECT_EQ(applyShapeOp(ramp, MaskShapeOp::ShiftRight), (Heights{1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}));
  EXPECT_EQ(applyShapeOp(ramp, MaskShapeOp::Clear), Heights{});
  EXPECT_EQ(applyShapeOp(ramp, MaskShapeOp::Fill), flat(16));
}

TEST(MaskOps, AngleDistanceGoesTheShortWayRound) {
  EXPECT_EQ(angleDistance(0xFE, 0x02), 4);
  EXPECT_EQ(angleDistance(0x10, 0x90), 128);
  EXPECT_EQ(angleDistance(0x20, 0x20), 0);
}

TEST(MaskOps, LintWarnsOnlyWhenTheSetAngleIsFarFromTheShapes) {
  const Heights ramp{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
  const Angle computed = computeAngle(mask(ramp, 0)).angle;
  EXPECT_EQ(computed, 0xE0);
  EXPECT_FALSE(angleLint(mask(ramp, static_cast<Angle>(computed + kAngleLintSteps))));
  const auto lint = angleLint(mask(ramp, static_cast<Angle>(computed + kAngleLintSteps + 1)));
  ASSERT_TRUE(lint);
  EXPECT_EQ(lint->computed, computed);
  EXPECT_EQ(lint->distance, kAngleLintSteps + 1);
  EXPECT_FALSE(angleLint(mask(ramp, kFlaggedAngle))) << "the flag is a choice, not a mistake";
  EXPECT_FALSE(angleLint(mask(flat(16), 0x40))) << "a full block determines no angle to compare with";
}

TEST(MaskOps, UsageCountsTilesOnEveryPath) {
  Document doc = test::smallDocument(4, 3, 2);
  Level& l = doc.level();
  l.setTile(0, 0, 0, block(4));
  l.setTile(1, 0, 0, block(4));
  l.setTile(0, 3, 2, Tile::make(4, true, true, Solidity::TopOnly));
  l.setTile(0, 1, 1, block(2));
  const auto uses = maskUsage(l);
  EXPECT_EQ(uses[4], 3);
  EXPECT_EQ(uses[2], 1);
  EXPECT_EQ(uses[0], 0);
}

TEST(MaskOps, NextUseWalksPathOneThenPathTwoAndWrapsRound) {
  Document doc = test::smallDocument(4, 3, 2);
  Level& l = doc.level();
  l.setTile(0, 2, 1, block(5));
  l.setTile(1, 0, 0, block(5));
  const auto first = nextUse(l, 5, std::nullopt);
  ASSERT_TRUE(first);
  EXPECT_EQ(*first, (MaskUse{0, {2, 1}}));
  const auto second = nextUse(l, 5, first);
  ASSERT_TRUE(second);
  EXPECT_EQ(*second, (MaskUse{1, {0, 0}}));
  EXPECT_EQ(nextUse(l, 5, second), first);
  EXPECT_FALSE(nextUse(l, 6, std::nullopt));
}

TEST(MaskOps, MoveRemapShiftsTheMasksBetween) {
  EXPECT_EQ(remapForMove(5, 1, 3), (MaskRemap{0, 3, 1, 2, 4}));
  EXPECT_EQ(remapForMove(5, 3, 0), (MaskRemap{1, 2, 3, 0, 4}));
  EXPECT_EQ(remapForRemoval(4, 1, -1), (MaskRemap{0, -1, 1, 2}));
  EXPECT_EQ(remapForRemoval(4, 1, 3), (MaskRemap{0, 2, 1, 2}));
  EXPECT_EQ(reordered(std::vector<int>{10, 11, 12, 13, 14}, remapForMove(5, 1, 3), 5), (std::vector<int>{10, 12, 13, 11, 14}));
}

TEST(MaskOps, RemapKeepsFlipsAndSolidity) {
  Document doc = test::smallDocument(2, 1, 1);
  const Tile t = Tile::make(1, true, false, Solidity::TopOnly);
  doc.level().setTile(0, 1, 0, t);
  const auto changes = remapChanges(doc.level(), remapForMove(11, 1, 4));
  ASSERT_EQ(changes.size(), 1u);
  EXPECT_EQ(changes[0].before, t.raw);
  EXPECT_EQ(changes[0].after, Tile::make(4, true, false, Solidity::TopOnly).raw);
}

TEST(MaskOps, InternedShapeReusesMasksEqualUpToFlips) {
  const SlopeSpec right{16, 32, Rising::Right, Side::Floor, 0};
  SlopeSpec left = right;
  left.rising = Rising::Left;
  const InternedShape a = internShape({}, makeSlope(right), Solidity::All);
  ASSERT_TRUE(a.error.empty());
  EXPECT_EQ(a.added.size(), 2u);
  const InternedShape b = internShape(a.added, makeSlope(left), Solidity::TopOnly);
  EXPECT_TRUE(b.added.empty()) << "the mirrored slope is the same two masks flipped";
  for (const std::uint16_t raw : b.stamp.tiles) {
    const Tile t{raw};
    if (t.empty()) continue;
    EXPECT_TRUE(t.flipX());
    EXPECT_EQ(t.solidity(), Solidity::TopOnly);
  }
}

TEST(MaskOps, FilterAngleRangeWrapsThroughZeroAndTreatsTheFlagApart) {
  MaskFilter floors;
  floors.minAngle = 0xE0;
  floors.maxAngle = 0x20;
  EXPECT_TRUE(floors.passes(mask(flat(4), 0xF0), 0));
  EXPECT_TRUE(floors.passes(mask(flat(4), 0x10), 0));
  EXPECT_FALSE(floors.passes(mask(flat(4), 0x40), 0));
  EXPECT_TRUE(floors.passes(mask(flat(4), kFlaggedAngle), 0));
  floors.flagged = false;
  EXPECT_FALSE(floors.passes(mask(flat(4), kFlaggedAngle), 0));
  MaskFilter unused;
  unused.usage = MaskFilter::Usage::Unused;
  EXPECT_TRUE(unused.passes(mask(flat(4), 0), 0));
  EXPECT_FALSE(unused.passes(mask(flat(4), 0), 2));
  EXPECT_TRUE(unused.active());
  EXPECT_FALSE(MaskFilter{}.active());
}

}  // namespace
}  // namespace solidtile::editor
