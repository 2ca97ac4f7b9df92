#include "model/markers.h"

#include <gtest/gtest.h>

namespace solidtile::editor {
namespace {

std::vector<Marker> list(const Markers& m) { return {m.all().begin(), m.all().end()}; }

TEST(Markers, AreListedInFrameOrderWhateverOrderTheyWereAdded) {
  Markers m;
  EXPECT_TRUE(m.add(300, "loop"));
  EXPECT_TRUE(m.add(10, "jump"));
  EXPECT_TRUE(m.add(120, "slope"));
  EXPECT_EQ(list(m), (std::vector<Marker>{{10, "jump"}, {120, "slope"}, {300, "loop"}}));
}

TEST(Markers, AFrameHoldsOneMarker) {
  Markers m;
  EXPECT_TRUE(m.add(5, "a"));
  EXPECT_FALSE(m.add(5, "b"));
  ASSERT_NE(m.at(5), nullptr);
  EXPECT_EQ(m.at(5)->name, "a");
}

TEST(Markers, RenameAndRemoveNameTheFrame) {
  Markers m;
  m.add(5, "a");
  m.add(9, "b");
  EXPECT_TRUE(m.rename(9, "landing"));
  EXPECT_FALSE(m.rename(7, "nothing here"));
  EXPECT_TRUE(m.remove(5));
  EXPECT_FALSE(m.remove(5));
  EXPECT_EQ(list(m), (std::vector<Marker>{{9, "landing"}}));
  EXPECT_EQ(m.at(5), nullptr);
}

TEST(Markers, NextAndPreviousSkipTheGivenFrame) {
  Markers m;
  m.add(10, "a");
  m.add(20, "b");
  EXPECT_EQ(m.after(10), 20u);
  EXPECT_EQ(m.after(0), 10u);
  EXPECT_EQ(m.after(20), std::nullopt);
  EXPECT_EQ(m.before(20), 10u);
  EXPECT_EQ(m.before(10), std::nullopt);
}

TEST(Markers, MoveWithInsertedAndErasedFrames) {
  Markers m;
  m.add(4, "before");
  m.add(10, "inside");
  m.add(20, "after");
  m.framesInserted(10, 5);
  EXPECT_EQ(list(m), (std::vector<Marker>{{4, "before"}, {15, "inside"}, {25, "after"}}));
  m.framesErased(12, 6);  // frames 12..17 go, and the marker at 15 with them
  EXPECT_EQ(list(m), (std::vector<Marker>{{4, "before"}, {19, "after"}}));
}

}  // namespace
}  // namespace solidtile::editor
