#include "solidtile/io/movie.h"

#include <filesystem>

#include <gtest/gtest.h>

#include "problem_matchers.h"
#include "../support/temp_dir.h"

namespace solidtile {
namespace {
using test::hasProblem;
namespace in = input;

io::Movie parseOk(const std::string& text) {
  io::MovieResult r = io::parseMovie(text);
  EXPECT_TRUE(r.problems.empty()) << io::describe("movie", r.problems);
  return r.movie.value_or(io::Movie{});
}

TEST(Movie, ExpandsCountsIntoFrames) {
  const io::Movie m = parseOk("2 R\n1 RJ\n3 -\n");
  const std::vector<Input> expected = {in::kRight, in::kRight, in::kRight | in::kJump, 0, 0, 0};
  EXPECT_EQ(m.frames, expected);
}

TEST(Movie, ReadsEveryKeyInAnyOrder) {
  EXPECT_EQ(parseOk("1 JDURL").frames, std::vector<Input>{in::kAll});
  EXPECT_EQ(parseOk("1 U\n1 D\n1 L").frames, (std::vector<Input>{in::kUp, in::kDown, in::kLeft}));
}

TEST(Movie, IgnoresCommentsBlankLinesAndWindowsLineEnds) {
  const io::Movie m = parseOk("# a run to the right\r\n\r\n   \n60 R   # then jump\r\n\t1\tJ\n#end");
  EXPECT_EQ(m.frames.size(), 61u);
  EXPECT_EQ(m.frames.back(), in::kJump);
}

TEST(Movie, AnEmptyMovieHasNoFrames) { EXPECT_TRUE(parseOk("").frames.empty()); }

TEST(Movie, FormatRunLengthEncodes) {
  io::Movie m;
  m.frames = {0, 0, in::kLeft, in::kLeft | in::kJump, in::kLeft | in::kJump, 0};
  EXPECT_EQ(io::formatMovie(m), "2 -\n1 L\n2 LJ\n1 -\n");
}

TEST(Movie, FormatThenParseGivesTheSameFrames) {
  io::Movie m;
  for (int i = 0; i < 500; ++i) m.frames.push_back(static_cast<Input>((i * 7 / 3) & in::kAll));
  EXPECT_EQ(parseOk(io::formatMovie(m)), m);
}

TEST(Movie, KeysStringUsesTheFixedOrder) {
  EXPECT_EQ(io::keysString(0), "-");
  EXPECT_EQ(io::keysString(in::kJump | in::kLeft), "LJ");
  EXPECT_EQ(io::keysString(in::kAll), "LRUDJ");
}

TEST(Movie, ReportsEveryBadLineByNumber) {
  const auto problems = io::parseMovie("10 R\nR 10\n5 X\n0 L\n-3 L\n2 RR\n4\n1 R J\n1.5 R\n").problems;
  EXPECT_TRUE(hasProblem(problems, "line 2", "the count \"R\" is not a whole number"));
  EXPECT_TRUE(hasProblem(problems, "line 3", "'X', which is not a key (keys are L R U D J, or - for none)"));
  EXPECT_TRUE(hasProblem(problems, "line 4", "the count is 0"));
  EXPECT_TRUE(hasProblem(problems, "line 5", "the count \"-3\" is not a whole number"));
  EXPECT_TRUE(hasProblem(problems, "line 6", "name R twice"));
  EXPECT_TRUE(hasProblem(problems, "line 7", "expected \"COUNT KEYS\""));
  EXPECT_TRUE(hasProblem(problems, "line 8", "found 3 words"));
  EXPECT_TRUE(hasProblem(problems, "line 9", "the count \"1.5\" is not a whole number"));
  EXPECT_EQ(problems.size(), 8u);
}

TEST(Movie, RefusesLowerCaseKeys) {
  EXPECT_TRUE(hasProblem(io::parseMovie("1 r").problems, "line 1", "'r', which is not a key"));
}

// Issue 29: a NUL byte cut the message short where it was printed, and an
// escape sequence was echoed to the terminal raw.
TEST(Movie, QuotesControlCharactersEscaped) {
  const auto problems = io::parseMovie(std::string_view("1 R\0J\n2\x1b[2J R\n", 14)).problems;
  EXPECT_TRUE(hasProblem(problems, "line 1", "the keys \"R\\0J\" hold '\\0', which is not a key"));
  EXPECT_TRUE(hasProblem(problems, "line 2", "the count \"2\\x1b[2J\" is not a whole number"));
}

TEST(Movie, CapsTheTotalFramesBeforeAllocating) {
  const std::string half = std::to_string(io::kMaxMovieFrames / 2 + 1) + " R\n";
  const io::MovieResult r = io::parseMovie(half + half);
  EXPECT_FALSE(r.movie);
  EXPECT_TRUE(hasProblem(r.problems, "line 2", "passes 100000000 frames"));
  EXPECT_TRUE(hasProblem(io::parseMovie("99999999999999999999999 R").problems, "line 1", "is more than the"));
}

TEST(Movie, HonoursASmallerFrameCap) {
  EXPECT_TRUE(io::parseMovie("10 R\n", 10).movie);
  EXPECT_TRUE(hasProblem(io::parseMovie("10 R\n1 L\n", 10).problems, "line 2", "passes 10 frames"));
  EXPECT_TRUE(hasProblem(io::parseMovie("11 R\n", 10).problems, "line 1", "is more than the 10 frames"));
}

TEST(Movie, SaveThenLoadGivesTheSameFrames) {
  test::TempDir dir;
  io::Movie m;
  m.frames = {in::kRight, in::kRight, in::kJump};
  std::string why;
  ASSERT_TRUE(io::saveMovie(dir / "m.txt", m, &why)) << why;
  const io::MovieResult r = io::loadMovie(dir / "m.txt");
  ASSERT_TRUE(r.movie) << io::describe("m.txt", r.problems);
  EXPECT_EQ(*r.movie, m);
}

TEST(MovieHeader, ReadsEveryFieldBeforeTheEntries) {
  const io::Movie m = parseOk("# made in the editor\nstart -40,700\ncontroller box\nprofile sonic3k\ncharacter knuckles\n2 R\n");
  ASSERT_TRUE(m.header.start);
  EXPECT_EQ(*m.header.start, (io::MovieStart{-40, 700}));
  EXPECT_EQ(m.header.controller, io::MovieController::Box);
  EXPECT_EQ(m.header.profile, Profile::Sonic3K);
  EXPECT_EQ(m.header.character, Character::Knuckles);
  EXPECT_EQ(m.frames, (std::vector<Input>{in::kRight, in::kRight}));
}

TEST(MovieHeader, AMovieWithoutOneHasAnEmptyHeader) {
  for (const char* text : {"", "60 R\n", "# start 1,2 in a comment\n1 -\n"}) {
    EXPECT_TRUE(parseOk(text).header.empty()) << text;
  }
}

TEST(MovieHeader, FormatWritesItFirstAndReadsItBack) {
  io::Movie m;
  m.frames = {in::kRight, in::kRight, in::kJump};
  m.header.start = io::MovieStart{1580, 368};
  m.header.controller = io::MovieController::Box;
  EXPECT_EQ(io::formatMovie(m), "start 1580,368\ncontroller box\n2 R\n1 J\n");
  EXPECT_EQ(parseOk(io::formatMovie(m)), m);
  m.header.controller.reset();
  m.header.profile = Profile::Sonic2;
  m.header.character = Character::Tails;
  EXPECT_EQ(parseOk(io::formatMovie(m)), m);
  io::Movie plain;
  plain.frames = m.frames;
  EXPECT_EQ(io::formatMovie(plain), "2 R\n1 J\n") << "no header, no header lines: the old format";
}

TEST(MovieHeader, PressesRoundTripsAndItsDefaultIsUnset) {
  io::Movie m;
  m.frames = {in::kJump, in::kJump};
  m.header.profile = Profile::Sonic1;
  m.header.presses = Presses::EveryHeldFrame;
  EXPECT_EQ(io::formatMovie(m), "profile sonic1\npresses held\n2 J\n");
  EXPECT_EQ(parseOk(io::formatMovie(m)), m);
  m.header.presses = Presses::OnKeyDown;
  EXPECT_EQ(io::formatMovie(m), "profile sonic1\npresses down\n2 J\n");
  EXPECT_EQ(parseOk(io::formatMovie(m)), m);
  EXPECT_FALSE(parseOk("profile sonic1\n2 J\n").header.presses) << "an old movie says nothing of presses";
}

TEST(MovieHeader, RefusesABadPressesValue) {
  const auto problems = io::parseMovie("presses always\npresses held\npresses held\n1 J\n").problems;
  EXPECT_TRUE(hasProblem(problems, "line 1", "presses \"always\" is not down or held"));
  EXPECT_TRUE(hasProblem(problems, "line 3", "gives presses twice"));
  EXPECT_EQ(problems.size(), 2u);
  EXPECT_TRUE(hasProblem(io::parseMovie("presses\n").problems, "line 1", "expected \"presses VALUE\", found 1 words"));
}

TEST(MovieHeader, ReportsBadHeaderLinesByNumber) {
  const auto problems =
      io::parseMovie("start 1,2\nstart 3,4\nprofile mario\ncharacter\nstrat 1,2\nstart 1000001,0\ncontroller 1\n"
                     "start 5\n1 R\nprofile guide\n")
          .problems;
  EXPECT_TRUE(hasProblem(problems, "line 2", "gives start twice"));
  EXPECT_TRUE(hasProblem(problems, "line 3", "profile \"mario\" is not guide, sonic1, sonic2 or sonic3k"));
  EXPECT_TRUE(hasProblem(problems, "line 4", "expected \"character VALUE\", found 1 words"));
  EXPECT_TRUE(hasProblem(problems, "line 5", "\"strat\" is not a header key"));
  EXPECT_TRUE(hasProblem(problems, "line 6", "gives start twice"));
  EXPECT_TRUE(hasProblem(problems, "line 7", "controller \"1\" is not sonic or box"));
  EXPECT_TRUE(hasProblem(problems, "line 8", "gives start twice"));
  EXPECT_TRUE(hasProblem(problems, "line 10", "after the first entry; the header comes first"));
  EXPECT_EQ(problems.size(), 8u);
  EXPECT_TRUE(hasProblem(io::parseMovie("start 1000001,0\n").problems, "line 1", "within -1000000..1000000"));
  EXPECT_TRUE(hasProblem(io::parseMovie("start 12\n").problems, "line 1", "start \"12\" is not X,Y"));
}

TEST(MovieHeader, EveryShippedMovieStillLoadsAndTheBoxMoviesCarryTheirStart) {
  for (const auto& e : std::filesystem::directory_iterator(std::filesystem::path(SOLIDTILE_SOURCE_DIR) / "data" / "movies")) {
    const io::MovieResult r = io::loadMovie(e.path());
    ASSERT_TRUE(r.movie) << io::describe(e.path().string(), r.problems);
    const bool box = e.path().filename().string().starts_with("box_");
    EXPECT_EQ(r.movie->header.controller, box ? std::optional(io::MovieController::Box) : std::nullopt) << e.path();
    // box_slopes runs from the level's start point, so it names none.
    const bool levelStart = e.path().filename() == "box_slopes.txt";
    EXPECT_EQ(r.movie->header.start.has_value(), box && !levelStart) << e.path();
  }
}

TEST(Movie, LoadReportsAMissingFile) {
  EXPECT_TRUE(hasProblem(io::loadMovie("/nonexistent/movie.txt").problems, "", "does not exist"));
}

}  // namespace
}  // namespace solidtile
