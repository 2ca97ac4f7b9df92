// The timeline over the shipped level: history, cursor, records, breakpoints,
// movies and the trace. Edits are in timeline_edit_test.cpp.
#include "model/timeline.h"

#include <cstdlib>
#include <map>
#include <set>

#include <gtest/gtest.h>

#include "shipped_runs.h"
#include "solidtile/io/atomic_file.h"

namespace solidtile::editor {
namespace {

using namespace solidtile::editor::testing;

const Profile kProfiles[] = {Profile::Guide, Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K};

Timeline tourTimeline(Profile p = Profile::Guide) {
  Timeline t(shippedLevel("demo.json"), defaultPlayerConfig(p));
  std::string why;
  EXPECT_TRUE(t.loadMovie(shippedMovieText("tour.txt"), &why)) << why;
  return t;
}

TEST(Timeline, StartsAtTheLevelsStartPointInTheAirAtRest) {
  const Level& level = shippedLevel("demo.json");
  const Timeline t(level, defaultPlayerConfig());
  EXPECT_EQ(t.cursor(), 0u);
  EXPECT_EQ(t.frameCount(), 0u);
  EXPECT_EQ(t.sonic().state(t.cursor()), startState(level, defaultPlayerConfig()));
}

TEST(Timeline, APlacedStartReplacesTheLevelsStartPoint) {
  Timeline t = tourTimeline();
  t.jumpTo(50);
  t.setStart(RunSpec{2950, 716});
  t.simulate();
  EXPECT_EQ(t.sonic().state(0).x, pixels(2950));
  EXPECT_EQ(t.sonic().states().size(), t.frameCount() + 1);
  EXPECT_EQ(t.sonic().state(t.frameCount()), plainRun(t.level(), t.config(), RunSpec{2950, 716}, shippedMovie("tour.txt")).back());
}

TEST(Timeline, ItsHistoryIsThePlainRunWithoutRecords) {
  for (const Profile p : kProfiles) {
    Timeline t = tourTimeline(p);
    t.simulate();
    const std::vector<PlayerState> plain = plainRun(t.level(), t.config(), {}, shippedMovie("tour.txt"));
    ASSERT_EQ(t.sonic().states().size(), plain.size());
    for (std::size_t k = 0; k < plain.size(); ++k) ASSERT_EQ(t.sonic().state(k), plain[k]) << profileName(p) << " frame " << k;
  }
}

TEST(Timeline, SteppingBackThenForwardGivesIdenticalStates) {
  Timeline t = tourTimeline();
  std::vector<PlayerState> forward{t.sonic().state(t.cursor())};
  for (int i = 0; i < 600; ++i) {
    ASSERT_TRUE(t.stepForward());
    forward.push_back(t.sonic().state(t.cursor()));
  }
  const std::uint64_t steps = t.stepsSimulated();
  for (int k = 599; k >= 0; --k) {
    ASSERT_TRUE(t.stepBack());
    ASSERT_EQ(t.sonic().state(t.cursor()), forward[static_cast<std::size_t>(k)]) << "back to frame " << k;
  }
  EXPECT_FALSE(t.stepBack());
  for (std::size_t k = 1; k <= 600; ++k) {
    ASSERT_TRUE(t.stepForward());
    ASSERT_EQ(t.sonic().state(t.cursor()), forward[k]) << "forward again to frame " << k;
  }
  EXPECT_EQ(t.stepsSimulated(), steps) << "going back and forth re-steps nothing";
}

TEST(Timeline, JumpAndRestartMoveTheCursorWithinTheTrack) {
  Timeline t = tourTimeline();
  t.jumpTo(1000);
  EXPECT_EQ(t.cursor(), 1000u);
  EXPECT_TRUE(t.isSimulated(1000));
  EXPECT_FALSE(t.isSimulated(1001)) << "only up to the cursor";
  t.jumpTo(1'000'000);
  EXPECT_EQ(t.cursor(), t.frameCount());
  t.restart();
  EXPECT_EQ(t.cursor(), 0u);
}

TEST(Timeline, PlayingPastTheEndAppendsRowsOfNoInput) {
  Timeline t(shippedLevel("flat.json"), defaultPlayerConfig());
  EXPECT_TRUE(t.stepForward());
  EXPECT_TRUE(t.stepForward());
  EXPECT_EQ(t.frameCount(), 2u);
  EXPECT_EQ(t.inputs().frames()[1], 0);
}

TEST(Timeline, LiveInputIsRecordedIntoTheTrackAtTheCursor) {
  Timeline t = tourTimeline();
  t.jumpTo(200);
  ASSERT_EQ(t.input(200), input::kRight);
  const std::size_t length = t.frameCount();
  EXPECT_TRUE(t.stepForward(input::kLeft));
  EXPECT_EQ(t.input(200), input::kLeft);
  EXPECT_EQ(t.cursor(), 201u);
  EXPECT_EQ(t.frameCount(), length);
  EXPECT_FALSE(t.isSimulated(202)) << "the old future is forgotten";
  PlayerState expected = t.sonic().state(200);
  stepPlayer(expected, t.level(), t.config(), input::kLeft);
  EXPECT_EQ(t.sonic().state(t.cursor()), expected);
}

TEST(Timeline, StopsAtItsCapAndSaysSo) {
  Timeline t(shippedLevel("flat.json"), defaultPlayerConfig(), TimelineOptions{10});
  for (int i = 0; i < 10; ++i) ASSERT_TRUE(t.stepForward(input::kRight));
  EXPECT_TRUE(t.atCap());
  EXPECT_FALSE(t.stepForward());
  EXPECT_FALSE(t.stepForward(input::kRight));
  EXPECT_EQ(t.cursor(), 10u);
  EXPECT_FALSE(t.insertRows(3, 1));
  EXPECT_FALSE(t.setInput(10, input::kJump));
  EXPECT_TRUE(t.setInput(9, input::kJump)) << "rows inside the cap stay editable";
  const RunResult r = t.runUntilBreak(100);
  EXPECT_EQ(r.stop, RunResult::Stop::Cap);
  std::string why;
  EXPECT_FALSE(t.loadMovie("11 R\n", &why));
  EXPECT_NE(why.find("10"), std::string::npos) << why;
  EXPECT_EQ(t.frameCount(), 10u);
}

TEST(Timeline, TheDefaultCapIsAnHour) {
  const Timeline t(shippedLevel("flat.json"), defaultPlayerConfig());
  EXPECT_EQ(t.maxFrames(), 60u * 60u * 60u);
}

TEST(Timeline, TheRecordOfAFrameIsItsStepReplayedAndIsCached) {
  Timeline t = tourTimeline();
  t.simulate();
  for (std::size_t k : {1u, 126u, 700u, 1200u}) {
    const StepRecord& rec = t.sonic().stepRecord(k);
    ASSERT_EQ(rec.eventCount, t.sonic().events(k).size()) << k;
    for (std::size_t i = 0; i < t.sonic().events(k).size(); ++i) EXPECT_EQ(rec.events[i].kind, t.sonic().events(k)[i].kind);
    EXPECT_EQ(usedSensors(rec), t.sonic().usedSensorsAt(k));
    EXPECT_GT(rec.castCount, 0);
  }
  const std::uint64_t before = t.recordsComputed();
  t.sonic().stepRecord(700);
  t.sonic().stepRecord(700);
  EXPECT_EQ(t.recordsComputed(), before + 1);
  t.toggleButtons(800, input::kJump);  // after frame 700's step: the cache stays
  t.sonic().stepRecord(700);
  EXPECT_EQ(t.recordsComputed(), before + 1);
  t.toggleButtons(699, input::kJump);  // the step into 700 itself
  t.simulate();
  t.sonic().stepRecord(700);
  EXPECT_EQ(t.recordsComputed(), before + 2);
}

TEST(Timeline, TheEventsLogListsEveryFramesEventsInOrder) {
  Timeline t = tourTimeline();
  t.simulate();
  const std::vector<FrameEvent> log = t.sonic().eventLog();
  std::size_t n = 0;
  for (std::size_t k = 0; k <= t.frameCount(); ++k) {
    for (const Event& e : t.sonic().events(k)) {
      ASSERT_LT(n, log.size());
      EXPECT_EQ(log[n].frame, k);
      EXPECT_EQ(log[n].event.kind, e.kind);
      ++n;
    }
  }
  EXPECT_EQ(n, log.size());
  ASSERT_FALSE(log.empty());
  EXPECT_EQ(log.front().event.kind, EventKind::Landed) << "the tour starts in the air";
}

TEST(Timeline, SeriesGiveOneValuePerFrameInPixels) {
  Timeline t = tourTimeline();
  t.simulate();
  const std::vector<float> gsp = t.series(Quantity::Gsp);
  const std::vector<float> angle = t.series(Quantity::Angle);
  ASSERT_EQ(gsp.size(), t.frameCount() + 1);
  for (std::size_t k : {0u, 300u, 1500u}) {
    EXPECT_FLOAT_EQ(gsp[k], static_cast<float>(t.sonic().state(k).gsp) / 256.0f);
    EXPECT_FLOAT_EQ(angle[k], static_cast<float>(t.sonic().state(k).angle));
  }
}

// --- Breakpoints over real runs.

// The first frame each event kind happens on, per run, from the events log.
std::map<EventKind, std::size_t> firstFrames(const Timeline& t) {
  std::map<EventKind, std::size_t> first;
  for (const FrameEvent& e : t.sonic().eventLog()) first.emplace(e.event.kind, e.frame);
  return first;
}

// Runs that between them show every kind of event: the shipped runs, and a
// few on edited copies of the shipped levels for what those never do.
struct EventScenario {
  std::string name;
  Level level;
  RunSpec start;
  std::string movie;
};

std::vector<EventScenario> eventScenarios() {
  std::vector<EventScenario> all;
  for (const ShippedRun& run : shippedRuns()) {
    all.push_back({run.movie, shippedLevel(run.level), run.start, shippedMovieText(run.movie)});
  }
  // Too slow for the loop: the player falls off its wall (control lock) and
  // lands on its ceiling.
  all.push_back({"slow loop", shippedLevel("demo.json"), RunSpec{2950, 716}, "140 R\n200 -\n"});
  all.push_back({"roll to a stop", shippedLevel("flat.json"), {}, "60 R\n150 D\n"});
  const Tile block = Tile::make(0, false, false, Solidity::All);
  EventScenario ceiling{"jump into a ceiling", shippedLevel("flat.json"), {}, "10 -\n20 J\n60 -\n"};
  for (int x = 20; x <= 30; ++x) ceiling.level.setTile(0, x, 40, block);
  all.push_back(std::move(ceiling));
  EventScenario hole{"fall through a hole", shippedLevel("flat.json"), {}, "120 -\n"};
  for (int x = 20; x <= 30; ++x) {
    for (int y = 46; y <= 47; ++y) hole.level.setTile(0, x, y, Tile{});
  }
  all.push_back(std::move(hole));
  return all;
}

TEST(Timeline, AnEventBreakpointStopsOnTheFirstFrameOfItsKind) {
  std::set<EventKind> seen;
  for (const Profile p : kProfiles) {
    for (const EventScenario& run : eventScenarios()) {
      Timeline t(run.level, defaultPlayerConfig(p));
      t.setStart(run.start);
      ASSERT_TRUE(t.loadMovie(run.movie, nullptr)) << run.name;
      t.simulate();
      for (const auto& [kind, frame] : firstFrames(t)) {
        seen.insert(kind);
        t.breakpoints.clear();
        const int id = t.breakpoints.add(EventCondition{kind});
        t.restart();
        const RunResult r = t.runUntilBreak(t.frameCount());
        const std::string what = std::string(eventName(kind)) + " in " + run.name + " (" + profileName(p) + ")";
        EXPECT_EQ(r.stop, RunResult::Stop::Breakpoint) << what;
        EXPECT_EQ(r.frame, frame) << what;
        EXPECT_EQ(t.cursor(), frame) << what;
        ASSERT_EQ(r.hits.size(), 1u) << what;
        EXPECT_EQ(r.hits[0].id, id) << what;
        ASSERT_TRUE(r.hits[0].event) << what;
        EXPECT_EQ(r.hits[0].event->kind, kind) << what;
        EXPECT_TRUE(t.sonic().stepRecord(frame).has(kind)) << what << ": the frame's record shows the event";
      }
    }
  }
  for (int k = 0; k <= static_cast<int>(EventKind::FellOutOfLevel); ++k) {
    EXPECT_TRUE(seen.contains(static_cast<EventKind>(k))) << eventName(static_cast<EventKind>(k)) << " never happened";
  }
}

TEST(Timeline, RunningUntilABreakStopsAtTheFrameLimitWithoutOne) {
  Timeline t = tourTimeline();
  t.breakpoints.add(EventCondition{EventKind::FellOutOfLevel});
  const RunResult r = t.runUntilBreak(100);
  EXPECT_EQ(r.stop, RunResult::Stop::FrameLimit);
  EXPECT_EQ(r.frame, 100u);
  EXPECT_TRUE(r.hits.empty());
}

TEST(Timeline, RunningUntilABreakContinuesFromTheCursor) {
  Timeline t = tourTimeline();
  t.breakpoints.add(EventCondition{EventKind::Jumped});
  const RunResult first = t.runUntilBreak(10'000);
  ASSERT_EQ(first.stop, RunResult::Stop::Breakpoint);
  EXPECT_EQ(first.frame, 126u) << "125 frames of R, then the jump is held on row 125";
  const RunResult second = t.runUntilBreak(10'000);
  ASSERT_EQ(second.stop, RunResult::Stop::Breakpoint);
  EXPECT_GT(second.frame, 126u);
}

TEST(Timeline, AThresholdBreakpointStopsWhereTheValueCrosses) {
  const ThresholdCondition cases[] = {
      {Quantity::X, Compare::Above, pixels(1000)},       {Quantity::Y, Compare::Below, pixels(600)},
      {Quantity::Xsp, Compare::Above, pixels(5)},        {Quantity::Ysp, Compare::Below, -pixels(5)},
      {Quantity::Gsp, Compare::Below, 640, true},        {Quantity::Angle, Compare::Above, 0x40},
      {Quantity::Gsp, Compare::Above, pixels(6) - 1},
  };
  for (const ThresholdCondition& c : cases) {
    Timeline t = tourTimeline();
    t.simulate();
    t.breakpoints.add(c);
    const RunResult r = t.runUntilBreak(t.frameCount());
    const std::string what = std::string(quantityName(c.quantity)) + (c.compare == Compare::Above ? " > " : " < ") +
                             std::to_string(c.value) + (c.absolute ? " (abs)" : "");
    ASSERT_EQ(r.stop, RunResult::Stop::Breakpoint) << what;
    EXPECT_FALSE(c.holds(t.sonic().state(r.frame - 1))) << what;
    EXPECT_TRUE(c.holds(t.sonic().state(r.frame))) << what;
    for (std::size_t k = 1; k < r.frame; ++k) {
      ASSERT_FALSE(!c.holds(t.sonic().state(k - 1)) && c.holds(t.sonic().state(k))) << what << ": crossed earlier, at " << k;
    }
  }
}

TEST(Timeline, ASensorFilteredBreakpointStopsOnlyWhenThatSensorWasUsed) {
  Timeline t = tourTimeline();
  t.simulate();
  // Landing on flat ground uses both floor sensors; landing on the loop's tunnel roof could use either.
  const int byA = t.breakpoints.add(EventCondition{EventKind::Landed, SensorId::A});
  const RunResult r = t.runUntilBreak(t.frameCount());
  ASSERT_EQ(r.stop, RunResult::Stop::Breakpoint);
  EXPECT_EQ(r.hits[0].id, byA);
  EXPECT_NE(t.sonic().usedSensorsAt(r.frame) & sensorBit(SensorId::A), 0);
  bool usedA = false;
  const StepRecord& rec = t.sonic().stepRecord(r.frame);
  for (int i = 0; i < rec.castCount; ++i) usedA |= rec.casts[i].sensor == SensorId::A && rec.casts[i].use == CastUse::Used;
  EXPECT_TRUE(usedA);
  // No push sensor moves the player in a landing on the tour, so this one never fires.
  t.breakpoints.clear();
  t.breakpoints.add(EventCondition{EventKind::Jumped, SensorId::PushLeft});
  t.restart();
  EXPECT_EQ(t.runUntilBreak(t.frameCount()).stop, RunResult::Stop::FrameLimit);
}

TEST(Timeline, AModeFilteredBreakpointStopsWhenTheLoopEntersThatMode) {
  Timeline t = tourTimeline();
  t.breakpoints.add(EventCondition{EventKind::ModeChanged, std::nullopt, Mode::Ceiling});
  const RunResult r = t.runUntilBreak(t.frameCount());
  ASSERT_EQ(r.stop, RunResult::Stop::Breakpoint);
  EXPECT_EQ(t.sonic().state(t.cursor()).mode, Mode::Ceiling);
  EXPECT_NE(t.sonic().state(r.frame - 1).mode, Mode::Ceiling);
}

// --- Movies and traces.

TEST(Timeline, AMovieRoundTripsThroughTheTimeline) {
  Timeline t = tourTimeline();
  EXPECT_EQ(t.frameCount(), shippedMovie("tour.txt").size());
  // The saved movie says what made it: the Sonic player, the guide profile, Sonic, the level's start.
  EXPECT_EQ(t.movieText(), "controller sonic\nprofile guide\ncharacter sonic\n" + io::formatMovie(io::Movie{shippedMovie("tour.txt"), {}}));
  const std::string path = ::testing::TempDir() + "timeline_round_trip.txt";
  std::string why;
  t.toggleButtons(40, input::kJump);
  ASSERT_TRUE(t.saveMovieFile(path, &why)) << why;
  Timeline back(shippedLevel("demo.json"), defaultPlayerConfig());
  ASSERT_TRUE(back.loadMovieFile(path, &why)) << why;
  EXPECT_EQ(back.inputs(), t.inputs());
  EXPECT_EQ(back.trace(), t.trace());
}

TEST(TimelineMovieHeader, SavingWritesWhatIsSimulatedAndOpeningSetsItAgain) {
  const Level& level = shippedLevel("demo.json");
  Timeline t(level, defaultPlayerConfig(Profile::Sonic2));
  PlayerConfig tails = defaultPlayerConfig(Profile::Sonic2);
  applyCharacter(tails, Character::Tails);
  t.setConfig(tails);
  t.setStart(RunSpec{2950, 716});
  ASSERT_TRUE(t.loadMovie("320 R\n", nullptr));
  EXPECT_EQ(t.movieText(), "start 2950,716\ncontroller sonic\nprofile sonic2\ncharacter tails\n320 R\n");
  const std::string path = ::testing::TempDir() + "timeline_header.txt";
  std::string why;
  ASSERT_TRUE(t.saveMovieFile(path, &why)) << why;
  // Another session, on the guide profile from the level's start.
  Timeline back(level, defaultPlayerConfig());
  io::MovieHeader header;
  ASSERT_TRUE(back.loadMovieFile(path, &why, &header)) << why;
  EXPECT_EQ(header.start, (io::MovieStart{2950, 716}));
  EXPECT_EQ(back.start().startX, 2950);
  EXPECT_EQ(back.start().startY, 716);
  EXPECT_EQ(back.config().profile, Profile::Sonic2);
  EXPECT_EQ(back.config().standRadiusY, 15) << "Tails";
  EXPECT_EQ(back.trace(), t.trace()) << "the same run without a click or a setting";
}

TEST(TimelineMovieHeader, ABoxMovieSwitchesToTheBoxAtItsStart) {
  const Level& level = shippedLevel("box_demo.json");
  Timeline t(level, defaultPlayerConfig());
  ASSERT_TRUE(t.loadMovie(shippedMovieText("box_ladder.txt"), nullptr));
  EXPECT_TRUE(t.controller() == Controller::Box);
  EXPECT_EQ(t.start().startX, 800);
  EXPECT_EQ(t.start().startY, 368);
  EXPECT_TRUE(t.movieText().starts_with("start 800,368\ncontroller box\n14 R\n")) << t.movieText();
}

TEST(TimelineMovieHeader, AMovieWithoutOneKeepsTheSettings) {
  const Level& level = shippedLevel("demo.json");
  Timeline t(level, defaultPlayerConfig(Profile::Sonic1));
  t.setStart(RunSpec{2950, 716});
  ASSERT_TRUE(t.loadMovie(shippedMovieText("loop.txt"), nullptr));
  EXPECT_FALSE(t.controller() == Controller::Box);
  EXPECT_EQ(t.start().startX, 2950);
  EXPECT_EQ(t.config().profile, Profile::Sonic1);
  // An edited config names its profile but no character: it is none of them.
  PlayerConfig edited = defaultPlayerConfig(Profile::Sonic1);
  edited.top += 1;
  t.setConfig(edited);
  EXPECT_EQ(t.movieHeader().profile, Profile::Sonic1);
  EXPECT_FALSE(t.movieHeader().character);
}

TEST(Timeline, ABadMovieChangesNothingAndNamesTheLine) {
  Timeline t = tourTimeline();
  t.jumpTo(300);
  const InputTrack before = t.inputs();
  std::string why;
  EXPECT_FALSE(t.loadMovie("10 R\n5 RQ\n", &why));
  EXPECT_NE(why.find("line 2"), std::string::npos) << why;
  EXPECT_EQ(t.inputs(), before);
  EXPECT_EQ(t.cursor(), 300u);
  EXPECT_FALSE(t.loadMovieFile(kRoot + "/no/such/movie.txt", &why));
  EXPECT_NE(why.find("movie.txt"), std::string::npos) << why;
  EXPECT_EQ(t.inputs(), before);
}

std::string cliTrace(Profile p) {
  const std::string out = ::testing::TempDir() + "timeline_cli_trace.csv";
  const std::string cmd = std::string(SOLIDTILE_CLI) + " sim " + kRoot + "/data/levels/demo.json --input " + kRoot +
                          "/data/movies/tour.txt --profile " + profileName(p) + " --trace " + out;
  EXPECT_EQ(std::system(cmd.c_str()), 0) << cmd;
  std::string why;
  const std::optional<std::string> text = io::readFile(out, 64u << 20, &why);
  EXPECT_TRUE(text) << why;
  return text.value_or("");
}

TEST(Timeline, ItsTraceIsTheCommandLinesByteForByte) {
  for (const Profile p : kProfiles) {
    Timeline t = tourTimeline(p);
    t.jumpTo(500);  // a half-simulated history exports the whole track all the same
    const std::string cli = cliTrace(p);
    ASSERT_FALSE(cli.empty());
    EXPECT_TRUE(t.trace() == cli) << profileName(p) << ": the timeline's trace differs from `solidtile sim`";
  }
}

}  // namespace
}  // namespace solidtile::editor
