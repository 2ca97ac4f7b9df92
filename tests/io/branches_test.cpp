// The input branches file kept beside a movie: what it reads, how it writes,
// that the two round-trip, and what it says about a bad file.
#include "solidtile/io/branches.h"

#include <gtest/gtest.h>

#include "problem_matchers.h"
#include "../support/temp_dir.h"

namespace solidtile {
namespace {
using test::hasProblem;
namespace in = input;

std::vector<io::Branch> parseOk(const std::string& text, const io::BranchLimits& limits = {}) {
  io::BranchesResult r = io::parseBranches(text, limits);
  EXPECT_TRUE(r.problems.empty()) << io::describe("branches", r.problems);
  return r.branches.value_or(std::vector<io::Branch>{});
}

std::vector<io::Problem> problems(const std::string& text, const io::BranchLimits& limits = {}) {
  io::BranchesResult r = io::parseBranches(text, limits);
  EXPECT_FALSE(r.branches) << "a bad file must give no branches";
  return r.problems;
}

TEST(Branches, ReadsEachBranchsRowsInTheMoviesLines) {
  const auto b = parseOk("solidtile-branches 1\nbranch safe\n2 R\n1 RJ\nbranch zip\n3 -\nbranch none\n");
  ASSERT_EQ(b.size(), 3u);
  EXPECT_EQ(b[0], (io::Branch{"safe", {in::kRight, in::kRight, in::kRight | in::kJump}}));
  EXPECT_EQ(b[1], (io::Branch{"zip", {0, 0, 0}}));
  EXPECT_EQ(b[2], (io::Branch{"none", {}})) << "a branch may hold no rows";
}

TEST(Branches, ANameIsTheWholeRestOfItsLineEvenWithSpacesAndHashes) {
  const auto b = parseOk("# comment\n\nsolidtile-branches 1  # v1\r\nbranch #2 zip  \r\n1 L # left\r\n");
  ASSERT_EQ(b.size(), 1u);
  EXPECT_EQ(b[0].name, "#2 zip  ");
  EXPECT_EQ(b[0].frames, std::vector<Input>{in::kLeft});
}

TEST(Branches, FormatWritesTheVersionLineAndRunLengthEncodedRows) {
  const std::vector<io::Branch> b = {{"safe", {in::kRight, in::kRight, in::kJump}}, {"empty", {}}};
  EXPECT_EQ(io::formatBranches(b), "solidtile-branches 1\nbranch safe\n2 R\n1 J\nbranch empty\n");
}

TEST(Branches, FormatThenParseGivesTheSameBranches) {
  std::vector<io::Branch> b = {{"a b # c", {}}, {"branch", {}}, {std::string(64, 'x'), {}}, {"\xc3\xa9t\xc3\xa9", {}}};
  for (int i = 0; i < 300; ++i) b[static_cast<std::size_t>(i) % 3].frames.push_back(static_cast<Input>((i * 5 / 3) & in::kAll));
  EXPECT_EQ(parseOk(io::formatBranches(b)), b);
}

TEST(Branches, AFileThatIsNotBranchesSaysSoOnce) {
  auto p = problems("60 R\n1 RJ\n");
  ASSERT_EQ(p.size(), 1u);
  EXPECT_TRUE(hasProblem(p, "line 1", "expected \"solidtile-branches 1\" on the first line: this is not an input branches file"));
  EXPECT_TRUE(hasProblem(problems("\n# nothing yet\n"), "", "the file is empty"));
  EXPECT_TRUE(hasProblem(problems("solidtile-branches 2\nbranch a\n"), "line 1", "version \"2\" is not one this Solidtile reads"));
  EXPECT_TRUE(hasProblem(problems("solidtile-branches\n"), "line 1", "expected \"solidtile-branches VERSION\""));
}

TEST(Branches, ReportsBadRowsNamesAndDuplicatesByLine) {
  const auto p = problems(
      "solidtile-branches 1\n"
      "1 R\n"              // 2: before any branch
      "branch a\n"
      "5 X\n"              // 4
      "branch\n"           // 5
      "branch a\n"         // 6
      "branch tab\there\n" // 7
      "0 L\n");            // 8
  EXPECT_TRUE(hasProblem(p, "line 2", "input rows before any \"branch NAME\" line"));
  EXPECT_TRUE(hasProblem(p, "line 4", "'X', which is not a key"));
  EXPECT_TRUE(hasProblem(p, "line 5", "a branch needs a name"));
  EXPECT_TRUE(hasProblem(p, "line 6", "a second branch named \"a\" (the first is on line 3)"));
  EXPECT_TRUE(hasProblem(p, "line 7", "a branch name cannot hold control characters"));
  EXPECT_TRUE(hasProblem(p, "line 8", "the count is 0"));
  EXPECT_TRUE(hasProblem(problems("solidtile-branches 1\nbranch " + std::string(65, 'n') + "\n"), "line 2",
                         "a branch name is at most 64 characters"));
}

TEST(Branches, CapsFramesPerBranchInAllAndTheNumberOfBranches) {
  const io::BranchLimits limits{10, 25, 3};
  EXPECT_EQ(parseOk("solidtile-branches 1\nbranch a\n10 R\nbranch b\n10 L\nbranch c\n5 J\n", limits).size(), 3u)
      << "exactly at every cap";
  EXPECT_TRUE(hasProblem(problems("solidtile-branches 1\nbranch a\n6 R\n5 R\n", limits), "line 4",
                         "the branch passes 10 frames, the most a branch may have"));
  EXPECT_TRUE(hasProblem(problems("solidtile-branches 1\nbranch a\n11 R\n", limits), "line 3",
                         "more than the 10 frames a movie may have"));
  EXPECT_TRUE(hasProblem(problems("solidtile-branches 1\nbranch a\n10 R\nbranch b\n10 R\nbranch c\n6 R\n", limits),
                         "line 7", "the branches pass 25 frames together"));
  EXPECT_TRUE(hasProblem(problems("solidtile-branches 1\nbranch a\nbranch b\nbranch c\nbranch d\nbranch e\n", limits),
                         "line 5", "more than 3 branches"));
}

TEST(Branches, NameRuleIsTheEditorsToo) {
  EXPECT_EQ(io::branchNameProblem("zip attempt"), "");
  EXPECT_EQ(io::branchNameProblem(""), "a branch needs a name");
  EXPECT_NE(io::branchNameProblem(std::string(65, 'a')).find("64"), std::string::npos);
  EXPECT_NE(io::branchNameProblem("a\x7f"), "");
}

TEST(Branches, SaveIsAtomicAndRefusesANameTheFileCannotHold) {
  test::TempDir dir;
  const auto path = io::branchesPathFor(dir / "run.txt");
  EXPECT_EQ(path.filename(), "run.txt.branches");
  const std::vector<io::Branch> b = {{"safe", {in::kRight}}};
  std::string why;
  ASSERT_TRUE(io::saveBranches(path, b, &why)) << why;
  const io::BranchesResult back = io::loadBranches(path);
  ASSERT_TRUE(back.branches) << io::describe(path.string(), back.problems);
  EXPECT_EQ(*back.branches, b);
  EXPECT_FALSE(io::saveBranches(path, {{"two\nlines", {}}}, &why));
  EXPECT_NE(why.find("control characters"), std::string::npos) << why;
  EXPECT_EQ(test::readText(path), io::formatBranches(b)) << "a refused save leaves the file as it was";
  EXPECT_FALSE(io::saveBranches(dir / "no" / "such" / "dir.branches", b, &why));
  EXPECT_FALSE(why.empty());
}

TEST(Branches, AMissingFileIsAProblemNamingIt) {
  test::TempDir dir;
  const io::BranchesResult r = io::loadBranches(dir / "gone.branches");
  EXPECT_FALSE(r.branches);
  ASSERT_EQ(r.problems.size(), 1u);
  EXPECT_FALSE(r.problems[0].what.empty());
}

}  // namespace
}  // namespace solidtile
