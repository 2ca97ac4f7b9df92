#include "solidtile/io/problem.h"

#include <gtest/gtest.h>

namespace solidtile {
namespace {

TEST(Problem, DescribeGivesOneLineEachWithFileAndPlace) {
  EXPECT_EQ(io::describe("a.json", {{"masks[3].heights[5]", "is 17, outside -16..16"}, {"", "does not exist"}}),
            "a.json: masks[3].heights[5]: is 17, outside -16..16\na.json: does not exist\n");
}

TEST(Problem, ListKeepsTheFirstHundredAndCountsTheRest) {
  io::ProblemList list;
  for (int i = 0; i < 250; ++i) list.add("line " + std::to_string(i + 1), "bad");
  EXPECT_EQ(list.count(), 250u);
  const auto problems = list.take();
  ASSERT_EQ(problems.size(), io::kMaxProblems + 1);
  EXPECT_EQ(problems[99].where, "line 100");
  EXPECT_EQ(problems.back().what, "and 150 more problems not listed");
  EXPECT_TRUE(list.empty());
}

TEST(Problem, ListUnderTheCapHasNoClosingEntry) {
  io::ProblemList list;
  list.add("x", "y");
  EXPECT_EQ(list.take().size(), 1u);
}

}  // namespace
}  // namespace solidtile
