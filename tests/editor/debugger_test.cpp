// The debugger session: playback on the fixed 60 Hz accumulator, breakpoints
// pausing it, level edits reaching the timeline through the document, and the
// physics settings table.
#include "model/debugger.h"

#include <gtest/gtest.h>

#include "session/document_files.h"
#include "model/config_fields.h"
#include "model/phase_step.h"
#include "test_level.h"

namespace solidtile::editor {
namespace {

using test::block;

using Flat = test::FlatSession;

TEST(Debugger, PlaybackStepsOncePerSixtiethOfASecondScaledByTheSpeed) {
  Flat s;
  s.d().play();
  s.d().speedIndex = 0;  // 1/8x
  int steps = 0;
  for (int i = 0; i < 16; ++i) steps += s.d().advance(1.0 / 60, 0);
  EXPECT_EQ(steps, 2);
  s.d().speedIndex = 5;  // 4x
  EXPECT_EQ(s.d().advance(1.0 / 60 + 1e-9, 0), 4);
  EXPECT_EQ(s.d().timeline.cursor(), 6u);
}

TEST(Debugger, PausedPlaybackDoesNotStepOrSaveUpTime) {
  Flat s;
  EXPECT_EQ(s.d().advance(5.0, 0), 0);
  s.d().play();
  EXPECT_EQ(s.d().advance(5.0, 0), Debugger::kMaxStepsPerFrame) << "a stall catches up a bounded number of steps";
}

TEST(Debugger, StartsWithRecOffAndFollowOn) {
  Flat s;
  EXPECT_FALSE(s.d().recording) << "a first Ctrl+R must turn recording on, not off";
  EXPECT_TRUE(s.d().follow);
  s.d().play();
  s.d().advance(3.0 / 60 + 1e-9, input::kRight);
  EXPECT_EQ(s.d().timeline.input(0), 0) << "playback without REC writes nothing";
}

TEST(Debugger, RecordingWritesTheHeldKeysIntoTheTrack) {
  Flat s;
  s.d().recording = true;
  s.d().play();
  s.d().advance(3.0 / 60 + 1e-9, input::kRight);
  EXPECT_EQ(s.d().timeline.frameCount(), 3u);
  EXPECT_EQ(s.d().timeline.input(2), input::kRight);
  s.d().recording = false;
  s.d().timeline.restart();
  s.d().advance(1.0 / 60 + 1e-9, input::kJump);
  EXPECT_EQ(s.d().timeline.input(0), input::kRight) << "playback without recording keeps the track";
}

TEST(Debugger, AnEventBreakpointPausesPlaybackOnThatFrame) {
  Flat s;
  s.d().timeline.breakpoints.add(EventCondition{EventKind::Landed});
  s.d().play();
  for (int i = 0; i < 200 && s.d().playing; ++i) s.d().advance(1.0 / 60 + 1e-9, 0);
  EXPECT_FALSE(s.d().playing);
  const std::size_t k = s.d().timeline.cursor();
  ASSERT_GT(k, 0u);
  EXPECT_TRUE(s.d().timeline.sonic().state(k - 1).airborne);
  EXPECT_FALSE(s.d().timeline.sonic().state(k).airborne);
  EXPECT_NE(s.d().pauseReason.find(eventName(EventKind::Landed)), std::string::npos) << s.d().pauseReason;
}

TEST(Debugger, ATileEditNearThePathResimulatesFromTheFirstAffectedFrameWithAGhost) {
  Flat s;
  s.d().timeline.setInput(59, input::kRight);
  s.d().timeline.paintButtons(0, 60, input::kRight, true);
  s.d().timeline.jumpTo(60);
  s.d().syncWithDocument(s.ctx.doc);
  const std::uint64_t before = s.d().timeline.stepsSimulated();
  ASSERT_LT(pixelOf(s.d().timeline.sonic().state(s.d().timeline.cursor()).x), 24 * kTileSize);
  // A wall far to the right of where the run ends changes nothing.
  s.ctx.submitTileEdit("Brush", {{0, 31, 4, 0, block().raw}});
  s.apply();
  s.d().syncWithDocument(s.ctx.doc);
  EXPECT_EQ(s.d().timeline.stepsSimulated(), before);
  EXPECT_FALSE(s.d().timeline.ghost());
  // A wall in the path: the history is re-stepped from where the player first comes near.
  s.ctx.submitTileEdit("Brush", {{0, 8, 4, 0, block().raw}});
  s.apply();
  s.d().syncWithDocument(s.ctx.doc);
  ASSERT_TRUE(s.d().timeline.ghost());
  EXPECT_GT(s.d().timeline.ghost()->firstChangedFrame, 0u);
  EXPECT_LT(s.d().timeline.stepsSimulated() - before, 60u);
  EXPECT_LT(pixelOf(s.d().timeline.sonic().state(s.d().timeline.cursor()).x), 8 * kTileSize) << "the new wall stops the player";
  // Undo goes through the same path.
  s.ctx.doc.history.undo(s.ctx.doc);
  s.d().syncWithDocument(s.ctx.doc);
  EXPECT_GT(pixelOf(s.d().timeline.sonic().state(s.d().timeline.cursor()).x), 8 * kTileSize);
}

TEST(Debugger, MovingTheLevelStartResimulatesFromFrameZero) {
  Flat s;
  s.d().timeline.jumpTo(10);
  s.ctx.submit(std::make_unique<SetStartCommand>(100, 40));
  s.apply();
  s.d().syncWithDocument(s.ctx.doc);
  EXPECT_EQ(pixelOf(s.d().timeline.sonic().state(0).x), 100);
  ASSERT_TRUE(s.d().timeline.ghost());
  EXPECT_EQ(s.d().timeline.ghost()->firstChangedFrame, 0u);
}

TEST(Debugger, APlacedPlayerStartsThereUntilTheLevelStartIsChosenAgain) {
  Flat s;
  s.d().placePlayer(200, 30);
  EXPECT_TRUE(s.d().placed());
  EXPECT_EQ(pixelOf(s.d().timeline.sonic().state(0).x), 200);
  s.d().useLevelStart();
  EXPECT_EQ(pixelOf(s.d().timeline.sonic().state(0).x), 40);
}

// Issue 28: the test start, the profile and the comparison trace belong to a level.
TEST(Debugger, OpeningAnotherLevelForgetsTheOldOnesStartAndTraceAndRunsItsOwnProfileAndController) {
  Flat s;
  s.d().placePlayer(200, 30);
  s.d().timeline.setConfig(defaultPlayerConfig(Profile::Sonic2));
  s.d().setController(Controller::Box);
  std::string why;
  ASSERT_TRUE(s.d().comparison.load(s.d().timeline.trace(), "old.csv", &why)) << why;

  io::LevelFile sonic1 = s.ctx.doc.file;
  sonic1.level.startX = 60;
  sonic1.profile = Profile::Sonic1;
  replaceDocument(s.ctx, sonic1, "sonic1.json");
  s.d().syncWithDocument(s.ctx.doc);
  EXPECT_FALSE(s.d().placed()) << "the test start was a place in the old level";
  EXPECT_EQ(pixelOf(s.d().timeline.sonic().state(0).x), 60);
  EXPECT_EQ(s.d().timeline.config().profile, Profile::Sonic1);
  EXPECT_EQ(s.d().timeline.controller(), Controller::Sonic) << "the level names no controller: the Sonic player";
  EXPECT_FALSE(s.d().comparison.loaded()) << "the old level's comparison trace";
  EXPECT_FALSE(s.d().timeline.ghost());

  io::LevelFile box = s.ctx.doc.file;
  box.profile.reset();
  box.controller = io::LevelController::Box;
  replaceDocument(s.ctx, box, "box.json");
  s.d().syncWithDocument(s.ctx.doc);
  EXPECT_EQ(s.d().timeline.config().profile, Profile::Guide) << "a level that names no profile: guide";
  EXPECT_EQ(s.d().timeline.controller(), Controller::Box);
}

TEST(Debugger, BreakpointsDescribeThemselves) {
  EXPECT_EQ(describeCondition(ThresholdCondition{Quantity::Gsp, Compare::Below, 640, true}), "|gsp| < 2.5");
  EXPECT_EQ(describeCondition(EventCondition{EventKind::Landed, SensorId::A, Mode::Floor}), "landed (sensor A, floor)");
}

TEST(ConfigFields, EveryNumberAndFlagResetsToItsProfilesDefault) {
  for (Profile p : {Profile::Guide, Profile::Sonic1}) {
    const PlayerConfig d = defaultPlayerConfig(p);
    for (const ConfigField& f : configFields()) {
      PlayerConfig c = d;
      if (f.kind == ConfigField::Kind::Flag) {
        *f.flag(c) = !*f.flag(c);
      } else {
        *f.number(c) += 7;
      }
      EXPECT_TRUE(differsFromProfile(c, f)) << f.name;
      resetToProfile(c, f);
      EXPECT_FALSE(differsFromProfile(c, f)) << f.name;
    }
  }
}

TEST(ConfigFields, TheQuirkSwitchesAreListed) {
  int quirks = 0;
  PlayerConfig c;
  for (const ConfigField& f : configFields()) {
    if (f.flag && (f.flag(c) == &c.fixSlopedLedgeQuirk || f.flag(c) == &c.fixOppositeSlopesQuirk)) ++quirks;
  }
  EXPECT_EQ(quirks, 2);
}

}  // namespace
}  // namespace solidtile::editor

namespace solidtile::editor {
namespace {

TEST(DebuggerPhases, ShiftPeriodWalksThePhasesOfOneStepThenTheNextFrame) {
  test::FlatSession s;
  Debugger& d = s.d();
  for (int i = 0; i < 40; ++i) d.stepForward();  // landed and standing
  ASSERT_FALSE(d.timeline.sonic().state(d.timeline.cursor()).airborne);
  ASSERT_TRUE(d.timeline.setInput(40, input::kRight));
  d.timeline.simulate();
  d.stepPhaseForward();
  ASSERT_EQ(d.phase(), 0);
  EXPECT_EQ(d.timeline.cursor(), 40u) << "inside the step from frame 40";
  const StepRecord& r = d.timeline.sonic().stepRecord(41);
  ASSERT_GT(r.phaseCount, 3);
  EXPECT_EQ(r.phases[0].phase, Phase::SlopeFactor) << "the guide profile takes the slope factor first";
  int walked = 1;
  while (d.phase()) {
    d.stepPhaseForward();
    ++walked;
  }
  EXPECT_EQ(walked, r.phaseCount) << "every phase but the last (that is frame 41 itself), then frame 41";
  EXPECT_EQ(d.timeline.cursor(), 41u);
  d.stepPhaseBack();
  EXPECT_EQ(d.timeline.cursor(), 40u);
  EXPECT_EQ(d.phase(), d.timeline.sonic().stepRecord(41).phaseCount - 2);
  d.stepForward();
  EXPECT_FALSE(d.phase()) << "a whole step leaves the phases";
}

TEST(DebuggerPhases, ThePhaseViewShowsItsCastsAndWhatItChanged) {
  test::FlatSession s;
  Debugger& d = s.d();
  for (int i = 0; i < 40; ++i) d.stepForward();
  ASSERT_TRUE(d.timeline.setInput(40, input::kRight));
  d.timeline.simulate();
  const StepRecord& r = d.timeline.sonic().stepRecord(41);
  int input = -1, floor = -1;
  for (int i = 0; i < r.phaseCount; ++i) {
    if (r.phases[i].phase == Phase::InputSpeed) input = i;
    if (r.phases[i].phase == Phase::FloorSensors) floor = i;
  }
  ASSERT_GE(input, 0);
  ASSERT_GT(floor, input);
  const std::vector<ValueChange> changes = changedValues(stateBeforePhase(r, input, d.timeline.sonic().state(40)), r.phases[input].after);
  ASSERT_FALSE(changes.empty());
  EXPECT_STREQ(changes.front().name, "xsp") << "input sets gsp then xsp from it; x is unchanged";
  bool gsp = false;
  for (const ValueChange& c : changes) gsp = gsp || (std::string(c.name) == "gsp" && c.before == "0" && c.after == "0.046875");
  EXPECT_TRUE(gsp) << "gsp 0 -> acc";
  const StepRecord before = recordUpToPhase(r, floor - 1);
  const StepRecord after = recordUpToPhase(r, floor);
  EXPECT_EQ(after.castCount - before.castCount, 2) << "the floor phase casts B and A";
  EXPECT_EQ(before.floorWinner, -1) << "no winner before the floor sensors";
  EXPECT_GE(after.floorWinner, 0);
  EXPECT_EQ(after.phaseCount, 0);
}

}  // namespace
}  // namespace solidtile::editor
