#include "model/input_track.h"

#include <gtest/gtest.h>

namespace solidtile::editor {
namespace {

using input::kJump;
using input::kLeft;
using input::kRight;

InputTrack track(std::vector<Input> frames) { return InputTrack(std::move(frames)); }

TEST(InputTrack, ReadsNoButtonsPastTheEnd) {
  const InputTrack t = track({kRight});
  EXPECT_EQ(t.at(0), kRight);
  EXPECT_EQ(t.at(1), 0);
  EXPECT_EQ(t.at(1000), 0);
}

TEST(InputTrack, SettingARowReportsItOnlyWhenItChanges) {
  InputTrack t = track({kRight, kRight, kRight});
  EXPECT_EQ(t.set(1, kRight), std::nullopt);
  EXPECT_EQ(t.set(1, kRight | kJump), 1u);
  EXPECT_EQ(t.at(1), kRight | kJump);
}

TEST(InputTrack, SettingPastTheEndGrowsWithRowsOfNoInput) {
  InputTrack t = track({kRight});
  EXPECT_EQ(t.set(4, kJump), 4u);
  EXPECT_EQ(t.frames().size(), 5u);
  EXPECT_EQ(t.at(2), 0);
  EXPECT_EQ(t.set(7, 0), std::nullopt) << "no input past the end was already read as none";
  EXPECT_EQ(t.size(), 8u);
}

TEST(InputTrack, ButtonEditsLeaveTheOtherButtonsAlone) {
  InputTrack t = track({kRight, kRight});
  EXPECT_EQ(t.setButtons(0, kJump, true), 0u);
  EXPECT_EQ(t.at(0), kRight | kJump);
  EXPECT_EQ(t.setButtons(0, kRight, false), 0u);
  EXPECT_EQ(t.at(0), kJump);
  EXPECT_EQ(t.toggleButtons(1, kLeft | kRight), 1u);
  EXPECT_EQ(t.at(1), kLeft);
}

TEST(InputTrack, PaintingReportsTheFirstRowItChanged) {
  InputTrack t = track({kJump, kJump, 0, 0, 0});
  EXPECT_EQ(t.paintButtons(0, 4, kJump, true), 2u);
  EXPECT_EQ(t.copy(0, 5), (std::vector<Input>{kJump, kJump, kJump, kJump, 0}));
  EXPECT_EQ(t.paintButtons(0, 2, kJump, true), std::nullopt);
}

TEST(InputTrack, InsertingAndErasingReportWhereTheRowsFirstDiffer) {
  InputTrack t = track({kRight, kRight, kJump, 0});
  // Inserting a kRight before row 1 leaves rows 0 and 1 as they were.
  EXPECT_EQ(t.insert(1, 1, kRight), 2u);
  EXPECT_EQ(t.copy(0, 10), (std::vector<Input>{kRight, kRight, kRight, kJump, 0}));
  EXPECT_EQ(t.erase(0, 1), 2u);
  EXPECT_EQ(t.copy(0, 10), (std::vector<Input>{kRight, kRight, kJump, 0}));
  EXPECT_EQ(t.erase(3, 5), std::nullopt) << "a trailing row of no input reads the same as the end";
  EXPECT_EQ(t.size(), 3u);
  EXPECT_EQ(t.erase(10, 1), std::nullopt);
}

TEST(InputTrack, InsertingPastTheEndAppends) {
  InputTrack t = track({kRight});
  EXPECT_EQ(t.insert(9, 2, kJump), 1u);
  EXPECT_EQ(t.copy(0, 10), (std::vector<Input>{kRight, kJump, kJump}));
}

TEST(InputTrack, PastingOverwritesOrInserts) {
  InputTrack t = track({kRight, kRight, kRight});
  const std::vector<Input> clip{kJump, kJump};
  EXPECT_EQ(t.paste(2, clip, PasteMode::Overwrite), 2u);
  EXPECT_EQ(t.copy(0, 10), (std::vector<Input>{kRight, kRight, kJump, kJump}));
  EXPECT_EQ(t.paste(1, clip, PasteMode::Insert), 1u);
  EXPECT_EQ(t.copy(0, 10), (std::vector<Input>{kRight, kJump, kJump, kRight, kJump, kJump}));
  EXPECT_EQ(t.paste(1, t.copy(1, 2), PasteMode::Overwrite), std::nullopt);
}

TEST(InputTrack, CopyTakesOnlyTheRowsInside) {
  const InputTrack t = track({kLeft, kRight});
  EXPECT_EQ(t.copy(1, 5), std::vector<Input>{kRight});
  EXPECT_TRUE(t.copy(2, 5).empty());
}

TEST(InputTrack, ReplacingReportsTheFirstDifferingRow) {
  InputTrack t = track({kRight, kRight, kRight});
  EXPECT_EQ(t.replace({kRight, kRight, kRight}), std::nullopt);
  EXPECT_EQ(t.replace({kRight, kRight}), 2u);
  EXPECT_EQ(t.replace({kRight, kRight, 0, 0}), std::nullopt);
}

}  // namespace
}  // namespace solidtile::editor
