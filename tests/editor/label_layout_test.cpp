// The overlay's label layout: at 2-3x the sensors' letters sit a few screen
// pixels apart; laid out, none covers another, and one with room stays put.
#include "model/label_layout.h"

#include <gtest/gtest.h>

#include <cmath>

namespace solidtile::editor {
namespace {

::testing::AssertionResult noneOverlap(const std::vector<LabelBox>& boxes, float gap) {
  for (std::size_t a = 0; a < boxes.size(); ++a) {
    for (std::size_t b = a + 1; b < boxes.size(); ++b) {
      if (labelsOverlap(boxes[a], boxes[b], gap)) {
        return ::testing::AssertionFailure() << "labels " << a << " (" << boxes[a].x << "," << boxes[a].y << ") and " << b
                                             << " (" << boxes[b].x << "," << boxes[b].y << ") overlap";
      }
    }
  }
  return ::testing::AssertionSuccess();
}

TEST(LabelLayout, OverlapCountsTheGapButNotTouchingEdges) {
  const LabelBox a{0, 0, 10, 13};
  EXPECT_TRUE(labelsOverlap(a, {9, 12, 10, 13}, 0));
  EXPECT_FALSE(labelsOverlap(a, {10, 0, 10, 13}, 0)) << "side by side";
  EXPECT_TRUE(labelsOverlap(a, {10, 0, 10, 13}, 1)) << "closer than the gap";
  EXPECT_FALSE(labelsOverlap(a, {11, 0, 10, 13}, 1));
  EXPECT_FALSE(labelsOverlap(a, {0, 14, 10, 13}, 1));
}

TEST(LabelLayout, LabelsWithRoomStayWhereTheyWanted) {
  const std::vector<LabelBox> wanted = {{0, 0, 8, 13}, {40, 0, 8, 13}, {0, 40, 16, 13}};
  EXPECT_EQ(layoutLabels(wanted), wanted);
}

// The sensors of a player standing still at 2x, as the overlay places their
// letters (8 x 13 px plates, a few screen pixels apart): A and B below the
// feet, C and D above the head, the push sensors at the sides, the mode on top.
TEST(LabelLayout, ThePlayersSensorLettersAtTwoTimesNoLongerPileUp) {
  const std::vector<LabelBox> wanted = {
      {100, 160, 10, 13}, {126, 160, 10, 13},  // A*, B: 18 px apart at 2x, wider plates than gaps
      {104, 98, 8, 13},   {122, 98, 8, 13},    // C, D
      {96, 132, 8, 13},   {132, 132, 8, 13},   // L, R
      {104, 82, 92, 13},                       // "floor" mode text over the box
      {108, 160, 8, 13},                       // M: between A and B
  };
  const std::vector<LabelBox> out = layoutLabels(wanted);
  ASSERT_EQ(out.size(), wanted.size());
  EXPECT_TRUE(noneOverlap(out, 1));
  EXPECT_EQ(out[0], wanted[0]) << "the first has the spot it wanted";
  for (std::size_t i = 0; i < out.size(); ++i) {
    EXPECT_EQ(out[i].w, wanted[i].w);
    EXPECT_EQ(out[i].h, wanted[i].h);
    EXPECT_LE(std::hypot(out[i].x - wanted[i].x, out[i].y - wanted[i].y), 6 * 8 * 1.5f)
        << i << " moved no farther than the rings reach";
    EXPECT_EQ(out[i].x, std::round(out[i].x)) << "whole pixels in, whole pixels out";
    EXPECT_EQ(out[i].y, std::round(out[i].y));
  }
  EXPECT_NE(out[7], wanted[7]) << "M had to move off A";
}

TEST(LabelLayout, EvenFiftyLabelsOnOnePointEndUpApart) {
  const std::vector<LabelBox> wanted(50, LabelBox{200, 200, 12, 13});
  const std::vector<LabelBox> out = layoutLabels(wanted);
  EXPECT_TRUE(noneOverlap(out, 1));
  EXPECT_EQ(layoutLabels(wanted), out) << "the same input gives the same layout";
}

// Issue 28: sensor letters at the canvas's edge were cut; now they are moved inside it.
TEST(LabelLayout, LabelsStickingOutOfTheCanvasAreMovedInsideItApart) {
  const LabelBox canvas{100, 50, 400, 300};
  const std::vector<LabelBox> wanted = {{490, 100, 20, 14}, {492, 101, 20, 14}, {90, 340, 20, 14}, {300, 200, 20, 14}};
  const std::vector<LabelBox> placed = layoutLabels(wanted, 1, canvas);
  ASSERT_EQ(placed.size(), wanted.size());
  for (const LabelBox& p : placed) {
    EXPECT_GE(p.x, canvas.x);
    EXPECT_GE(p.y, canvas.y);
    EXPECT_LE(p.x + p.w, canvas.x + canvas.w) << "cut at the right edge at x " << p.x;
    EXPECT_LE(p.y + p.h, canvas.y + canvas.h) << "cut at the bottom at y " << p.y;
  }
  EXPECT_FALSE(labelsOverlap(placed[0], placed[1], 1));
  EXPECT_EQ(placed[0], (LabelBox{480, 100, 20, 14})) << "moved in the least";
  EXPECT_EQ(placed[3], wanted[3]) << "a label inside stays where it wanted";
}

TEST(LabelLayout, NoLabelsNoWork) { EXPECT_TRUE(layoutLabels({}).empty()); }

}  // namespace
}  // namespace solidtile::editor
