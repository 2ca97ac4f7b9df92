// Named input branches: saving, replacing and removing them, a branch's path
// is the run the timeline would make of its input, the ghost's cache follows
// level edits, and switching is one undoable input edit.
#include "model/input_branches.h"

#include <gtest/gtest.h>

#include "session/actions.h"
#include "solidtile/io/branches.h"
#include "temp_dir.h"
#include "test_level.h"

namespace solidtile::editor {
namespace {

using test::block;

std::vector<Input> held(std::size_t n, Input in) { return std::vector<Input>(n, in); }

TEST(InputBranches, SaveReplacesByNameAndRemembersTheCurrentOne) {
  InputBranches b;
  std::string why;
  ASSERT_TRUE(b.save("safe", held(3, input::kRight), &why));
  ASSERT_TRUE(b.save("zip", held(5, input::kJump), &why));
  ASSERT_TRUE(b.save("safe", held(2, input::kLeft), &why));
  ASSERT_EQ(b.all().size(), 2u);
  EXPECT_EQ(b.all()[0].name, "safe") << "kept in the order first saved";
  EXPECT_EQ(b.find("safe")->rows, held(2, input::kLeft));
  EXPECT_EQ(b.current, "safe");
  b.ghost = "zip";
  EXPECT_TRUE(b.remove("zip"));
  EXPECT_FALSE(b.ghost) << "a removed branch is no longer the ghost";
  EXPECT_FALSE(b.remove("zip"));
  EXPECT_EQ(b.find("zip"), nullptr);
}

TEST(InputBranches, BadNamesAreRefusedWithAReason) {
  InputBranches b;
  std::string why;
  EXPECT_FALSE(b.save("", {}, &why));
  EXPECT_EQ(why, "a branch needs a name");
  EXPECT_FALSE(b.save(std::string(65, 'a'), {}, &why));
  EXPECT_NE(why.find("64"), std::string::npos);
  EXPECT_FALSE(b.save("a\nb", {}, &why));
  EXPECT_TRUE(b.all().empty());
}

TEST(InputBranches, ABranchsPathIsTheRunTheTimelineMakesOfItsInput) {
  test::FlatSession s;
  const std::vector<Input> rows = held(60, input::kRight);
  ASSERT_TRUE(s.t().pasteRows(0, rows, PasteMode::Overwrite));
  s.t().simulate();
  const std::vector<Ghost::Point> path = branchPath(s.t(), rows);
  ASSERT_EQ(path.size(), 61u);
  for (std::size_t k = 0; k < path.size(); ++k) {
    EXPECT_EQ(path[k].x, s.t().sonic().state(k).x) << k;
    EXPECT_EQ(path[k].y, s.t().sonic().state(k).y) << k;
  }
  EXPECT_GT(path.back().x, path.front().x) << "holding right runs right";
}

// Level format 10, "object_loading": "camera": the branch's run moves the
// camera and loads the objects as the timeline's does. A top-only platform
// over the start whose centre (x 700) is past the start camera's window
// (objects up to x $27F) is not there to land on until the camera, following
// him right, reaches chunk $80; a jump then lands on it.
TEST(InputBranches, ABranchsPathLoadsTheObjectsAsTheTimelineDoes) {
  test::FlatSession s;
  SolidObject wide;
  wide.w = 1400;
  wide.h = 8;
  wide.path = {{0, 64}};
  wide.topOnly = true;
  s.ctx.doc.level().objects.assign({wide});
  s.ctx.doc.level().objects.setLoading(ObjectLoading::Camera);
  s.ctx.doc.touchStructure();
  s.d().syncWithDocument(s.ctx.doc);
  std::vector<Input> rows = held(110, input::kRight);
  const std::vector<Input> jump = held(60, static_cast<Input>(input::kRight | input::kJump));
  rows.insert(rows.end(), jump.begin(), jump.end());
  ASSERT_TRUE(s.t().pasteRows(0, rows, PasteMode::Overwrite));
  s.t().simulate();
  const std::vector<Ghost::Point> path = branchPath(s.t(), rows);
  ASSERT_EQ(path.size(), rows.size() + 1);
  EXPECT_EQ(s.t().sonic().state(1).standingOn, -1) << "not loaded at the start: he falls past it";
  EXPECT_EQ(s.t().sonic().state(rows.size()).standingOn, 0) << "loaded once the camera moved: the jump lands on it";
  for (std::size_t k = 0; k < path.size(); ++k) {
    EXPECT_EQ(path[k].x, s.t().sonic().state(k).x) << k;
    EXPECT_EQ(path[k].y, s.t().sonic().state(k).y) << k;
  }
}

TEST(InputBranches, TheGhostCacheRunsAgainAfterALevelEditOnly) {
  test::FlatSession s;
  InputBranches b;
  ASSERT_TRUE(b.save("right", held(80, input::kRight), nullptr));
  BranchGhostCache cache;
  const std::vector<Ghost::Point> first(cache.path(s.t(), *b.find("right")).begin(), cache.path(s.t(), *b.find("right")).end());
  ASSERT_TRUE(s.t().setInput(0, input::kJump));  // the current track's edits do not touch other branches' runs
  EXPECT_EQ(cache.path(s.t(), *b.find("right")).data(), cache.path(s.t(), *b.find("right")).data());
  // A wall in the way: the branch's run changes.
  for (int y = 0; y < 5; ++y) s.ctx.doc.level().setTile(0, 8, y, block());
  s.ctx.doc.touchTiles(0, {8, 0, 8, 4});
  s.d().syncWithDocument(s.ctx.doc);
  const std::span<const Ghost::Point> second = cache.path(s.t(), *b.find("right"));
  ASSERT_EQ(second.size(), first.size());
  EXPECT_LT(second.back().x, first.back().x) << "the wall stops the run";
}

TEST(InputBranches, SwitchingIsOneUndoableInputEdit) {
  test::FlatSession s;
  ASSERT_TRUE(s.d().branches.save("jumpy", held(10, input::kJump), nullptr));
  s.ctx.editInputs("Hold button", [](Timeline& t) { t.paintButtons(0, 4, input::kRight, true); });
  const std::vector<Input> mine(s.t().inputs().frames().begin(), s.t().inputs().frames().end());
  const std::size_t steps = s.ctx.doc.history.size();
  actions::switchToBranch(s.ctx, *s.d().branches.find("jumpy"));
  EXPECT_EQ(s.t().frameCount(), 10u);
  EXPECT_EQ(s.t().input(3), input::kJump);
  EXPECT_EQ(s.ctx.doc.history.size(), steps + 1);
  actions::undo(s.ctx);
  EXPECT_EQ(std::vector<Input>(s.t().inputs().frames().begin(), s.t().inputs().frames().end()), mine);
}

}  // namespace
}  // namespace solidtile::editor

namespace solidtile::editor {
namespace {

TEST(InputBranches, CtrlBSavesNumberedBranchesAndShiftBCyclesTheGhost) {
  test::FlatSession s;
  actions::cycleBranchGhost(s.ctx);
  EXPECT_FALSE(s.d().branches.ghost);
  actions::saveBranch(s.ctx);
  s.ctx.editInputs("Hold button", [](Timeline& t) { t.setButtons(2, input::kRight, true); });
  actions::saveBranch(s.ctx);
  ASSERT_EQ(s.d().branches.all().size(), 2u);
  EXPECT_EQ(s.d().branches.all()[1].name, "branch 2");
  EXPECT_EQ(s.d().branches.all()[1].rows.size(), 3u);
  actions::cycleBranchGhost(s.ctx);
  EXPECT_EQ(s.d().branches.ghost, "branch 1");
  actions::cycleBranchGhost(s.ctx);
  EXPECT_EQ(s.d().branches.ghost, "branch 2");
  actions::cycleBranchGhost(s.ctx);
  EXPECT_FALSE(s.d().branches.ghost);
}

}  // namespace
}  // namespace solidtile::editor

// Branches travel with the movie: saved beside it as MOVIE.branches and read
// back when it is opened (issue 11).
namespace solidtile::editor {
namespace {

std::vector<Input> track(test::FlatSession& s) { return {s.t().inputs().frames().begin(), s.t().inputs().frames().end()}; }

TEST(BranchesBesideTheMovie, SavingTheMovieSavesItsBranchesAndOpeningItReadsThemBack) {
  test::TempDir dir;
  const auto movie = dir / "run.txt";
  std::vector<InputBranch> saved;
  {
    test::FlatSession s;
    ASSERT_TRUE(s.d().branches.save("safe", held(30, input::kRight), nullptr));
    ASSERT_TRUE(s.d().branches.save("zip # 2", held(12, input::kJump | input::kLeft), nullptr));
    ASSERT_TRUE(s.d().branches.save("empty", {}, nullptr));
    s.ctx.editInputs("Hold button", [](Timeline& t) { t.paintButtons(0, 5, input::kRight, true); });
    ASSERT_TRUE(actions::saveMovie(s.ctx, movie)) << s.ctx.errorText;
    EXPECT_TRUE(std::filesystem::exists(dir / "run.txt.branches"));
    EXPECT_NE(s.ctx.status.find("3 branches"), std::string::npos) << s.ctx.status;
    saved = s.d().branches.all();
  }
  test::FlatSession s;
  s.d().branches.save("mine", held(2, input::kDown), nullptr);
  s.d().branches.ghost = "mine";
  ASSERT_TRUE(actions::openMovie(s.ctx, movie)) << s.ctx.errorText;
  EXPECT_EQ(s.ctx.errorText, "");
  EXPECT_EQ(track(s), held(5, input::kRight));
  ASSERT_EQ(s.d().branches.all().size(), 3u) << "the file's branches replace the session's";
  for (std::size_t i = 0; i < saved.size(); ++i) {
    EXPECT_EQ(s.d().branches.all()[i].name, saved[i].name);
    EXPECT_EQ(s.d().branches.all()[i].rows, saved[i].rows);
  }
  EXPECT_FALSE(s.d().branches.ghost) << "the ghost named a branch that is gone";
  EXPECT_NE(s.ctx.status.find("3 input branches"), std::string::npos) << s.ctx.status;
}

TEST(BranchesBesideTheMovie, NoBranchesWritesNoFileButRemovingTheLastRewritesAnExistingOne) {
  test::TempDir dir;
  const auto movie = dir / "run.txt";
  test::FlatSession s;
  ASSERT_TRUE(actions::saveMovie(s.ctx, movie));
  EXPECT_FALSE(std::filesystem::exists(dir / "run.txt.branches")) << "nothing to keep";
  ASSERT_TRUE(s.d().branches.save("a", held(3, input::kRight), nullptr));
  ASSERT_TRUE(actions::saveMovie(s.ctx, movie));
  ASSERT_TRUE(s.d().branches.remove("a"));
  ASSERT_TRUE(actions::saveMovie(s.ctx, movie));
  const io::BranchesResult r = io::loadBranches(dir / "run.txt.branches");
  ASSERT_TRUE(r.branches) << io::describe("", r.problems);
  EXPECT_TRUE(r.branches->empty()) << "the removed branch does not come back with the movie";
}

TEST(BranchesBesideTheMovie, ABadBranchesFileKeepsTheMovieAndSaysWhereItIsWrong) {
  test::TempDir dir;
  const auto movie = dir / "run.txt";
  test::writeText(movie, "4 R\n");
  test::writeText(dir / "run.txt.branches", "solidtile-branches 1\nbranch a\n2 RX\n");
  test::FlatSession s;
  ASSERT_TRUE(s.d().branches.save("mine", held(2, input::kDown), nullptr));
  EXPECT_TRUE(actions::openMovie(s.ctx, movie)) << "the movie itself is fine";
  EXPECT_EQ(track(s), held(4, input::kRight));
  EXPECT_EQ(s.ctx.errorTitle, "Cannot read the movie's input branches");
  EXPECT_NE(s.ctx.errorText.find("run.txt.branches: line 3: the keys \"RX\" hold 'X'"), std::string::npos) << s.ctx.errorText;
  ASSERT_EQ(s.d().branches.all().size(), 1u) << "the branches are as they were";
  EXPECT_EQ(s.d().branches.all()[0].name, "mine");
}

TEST(BranchesBesideTheMovie, AMovieWithoutABranchesFileKeepsTheSessionsBranches) {
  test::TempDir dir;
  const auto movie = dir / "plain.txt";
  test::writeText(movie, "2 J\n");
  test::FlatSession s;
  ASSERT_TRUE(s.d().branches.save("mine", held(2, input::kDown), nullptr));
  ASSERT_TRUE(actions::openMovie(s.ctx, movie));
  EXPECT_EQ(s.ctx.errorText, "");
  EXPECT_EQ(s.d().branches.all().size(), 1u);
  actions::undo(s.ctx);
  EXPECT_EQ(s.t().frameCount(), 0u) << "opening a movie is one undo step";
}

TEST(BranchesBesideTheMovie, ABranchesFileThatCannotBeWrittenIsAnErrorAfterTheMovieIsSaved) {
  test::TempDir dir;
  const auto movie = dir / "run.txt";
  std::filesystem::create_directory(dir / "run.txt.branches");  // a directory where the file would go
  test::FlatSession s;
  ASSERT_TRUE(s.d().branches.save("a", held(3, input::kRight), nullptr));
  EXPECT_FALSE(actions::saveMovie(s.ctx, movie));
  EXPECT_TRUE(std::filesystem::exists(movie));
  EXPECT_EQ(s.ctx.errorTitle, "Cannot save the input branches");
  EXPECT_NE(s.ctx.errorText.find("run.txt.branches"), std::string::npos) << s.ctx.errorText;
}

}  // namespace
}  // namespace solidtile::editor
