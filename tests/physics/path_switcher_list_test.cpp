// PathSwitcherList's map of where the lines lie: the player skips the list
// when mayCross says a move crossed no line, so it must never say so for a
// move that crossed one, and should say so for moves far from every line.
#include <random>
#include <vector>

#include <gtest/gtest.h>

#include "solidtile/level/path_switchers.h"

namespace solidtile {
namespace {

// Whether a line of `axis` lies in lo + 1 .. lo + span, as the player's scan
// tests it (unsigned, so a range wrapping past INT32_MAX wraps the same way).
bool crossesOne(const PathSwitcherList& list, int axis, std::int32_t lo, std::uint32_t span) {
  for (const PathSwitcher& s : list) {
    if (s.horizontal != (axis == 1)) continue;
    if (static_cast<std::uint32_t>(s.x) - static_cast<std::uint32_t>(lo) - 1u < span) return true;
  }
  return false;
}

TEST(PathSwitcherList, AMoveThatCrossesALineIsNeverSkipped) {
  std::mt19937 rng(15);
  for (int round = 0; round < 200; ++round) {
    PathSwitcherList list;
    const int n = static_cast<int>(rng() % 9);
    // Spreads from a few pixels to far beyond any level, so buckets from 16 px to wide ones.
    const std::int32_t spread = round % 3 == 0 ? 1 << 28 : round % 3 == 1 ? 5000 : 40;
    const std::int32_t origin = static_cast<std::int32_t>(rng() % 20000) - 10000;
    for (int i = 0; i < n; ++i) {
      PathSwitcher s{origin + static_cast<std::int32_t>(rng() % static_cast<std::uint32_t>(spread)), 0, 100, 0, 1,
                     false, rng() % 3 == 0};
      list.push_back(s);
    }
    for (int q = 0; q < 2000; ++q) {
      const int axis = static_cast<int>(rng() % 2);
      std::int32_t lo = origin + static_cast<std::int32_t>(rng() % static_cast<std::uint32_t>(spread + 64)) - 32;
      if (n > 0 && q % 4 == 0) lo = list[rng() % list.size()].x - static_cast<std::int32_t>(rng() % 40);  // near a line
      const auto span = static_cast<std::uint32_t>(q % 7 == 0 ? rng() % 5000 : rng() % 20);
      if (crossesOne(list, axis, lo, span)) {
        ASSERT_TRUE(list.mayCross(axis, lo, span)) << "axis " << axis << " lo " << lo << " span " << span;
      }
    }
  }
}

TEST(PathSwitcherList, MovesAwayFromEveryLineAreSkipped) {
  PathSwitcherList list;
  list.push_back({3136, 640, 735, 0, 0, false});
  list.push_back({4992, 640, 735, 1, 0, false});
  list.push_back(horizontalSwitcher(400, 0, 100, 0, 1, false));
  EXPECT_TRUE(list.mayCross(0, 3130, 6)) << "onto the line";
  EXPECT_TRUE(list.mayCross(0, 3135, 1));
  EXPECT_FALSE(list.mayCross(0, 3160, 6)) << "a tile past the line";
  EXPECT_FALSE(list.mayCross(0, 4000, 6)) << "between the lines";
  EXPECT_FALSE(list.mayCross(0, 100, 6)) << "before the first";
  EXPECT_FALSE(list.mayCross(0, 6000, 6)) << "after the last";
  EXPECT_TRUE(list.mayCross(0, 100, 20000)) << "a move past a line";
  EXPECT_FALSE(list.mayCross(1, 3130, 6)) << "rows cross only the horizontal line";
  EXPECT_TRUE(list.mayCross(1, 398, 4));
  EXPECT_FALSE(list.mayCross(0, 3130, 0)) << "no move";
}

TEST(PathSwitcherList, ChangesKeepTheMapInStep) {
  PathSwitcherList list;
  EXPECT_FALSE(list.mayCross(0, 10, 100)) << "empty";
  list.push_back({50, 0, 10, 0, 1, false});
  EXPECT_TRUE(list.mayCross(0, 10, 100));
  list.assign({{500, 0, 10, 0, 1, false}});
  EXPECT_FALSE(list.mayCross(0, 10, 100)) << "the old line is gone";
  EXPECT_TRUE(list.mayCross(0, 490, 20));
  const PathSwitcherList copy = list;
  EXPECT_TRUE(copy.mayCross(0, 490, 20));
  EXPECT_EQ(copy, list);
  list.clear();
  EXPECT_FALSE(list.mayCross(0, 490, 20));
  EXPECT_TRUE(list.empty());
}

}  // namespace
}  // namespace solidtile
