// What stops playback by itself and what the debugger then says: a
// breakpoint during REC ends the take (one undo step) and REC with it, a
// character that falls out of the level ends the run; K shows the test
// player; paths are numbered from 0 in the Events log and the Box inspector.
#include <gtest/gtest.h>

#include "model/box_state_rows.h"
#include "model/debugger.h"
#include "test_level.h"

namespace solidtile::editor {
namespace {

using Flat = test::FlatSession;

void playUntilPaused(Debugger& d, Input live = 0) {
  for (int i = 0; i < 600 && d.playing; ++i) d.advance(1.0 / 60 + 1e-9, live);
}

TEST(DebuggerRec, ABreakpointEndsTheTakeAndRecSayingSoAndTheTakeIsOneStep) {
  Flat s;
  Debugger& d = s.d();
  const int landed = d.timeline.breakpoints.add(EventCondition{EventKind::Landed});
  d.recording = true;
  d.play();
  playUntilPaused(d, input::kRight);
  ASSERT_FALSE(d.playing) << "the landing breaks";
  const std::size_t broke = d.timeline.cursor();
  EXPECT_FALSE(d.recording) << "REC ends with the take, so Left steps back as it says and Space plays";
  EXPECT_NE(d.pauseReason.find("Recording stopped"), std::string::npos) << d.pauseReason;
  EXPECT_NE(d.pauseReason.find(eventName(EventKind::Landed)), std::string::npos) << d.pauseReason;
  const auto take = d.finishedTake();
  ASSERT_TRUE(take) << "the take up to the break";
  EXPECT_TRUE(take->empty()) << "the track before it";
  EXPECT_EQ(d.timeline.input(broke - 1), input::kRight);
  // Space again plays the track back: no second take, nothing written.
  d.timeline.breakpoints.remove(landed);
  d.play();
  for (int i = 0; i < 10; ++i) d.advance(1.0 / 60 + 1e-9, input::kLeft);
  d.pause();
  EXPECT_FALSE(d.finishedTake()) << "one take, one undo step";
  for (std::size_t k = 0; k < d.timeline.frameCount(); ++k) EXPECT_NE(d.timeline.input(k), input::kLeft) << k;
}

TEST(DebuggerOutOfLevel, PlaybackStopsOnTheFrameThePlayerFallsOutAndSaysSo) {
  Flat s;
  Debugger& d = s.d();
  d.placePlayer(40, 110);  // below the floor of row 5, over nothing: the level ends at y 128
  d.play();
  playUntilPaused(d);
  ASSERT_FALSE(d.playing) << "the run stops at the fall";
  const std::size_t k = d.timeline.cursor();
  ASSERT_GT(k, 0u);
  EXPECT_TRUE(d.timeline.sonic().state(k).outOfLevel);
  EXPECT_FALSE(d.timeline.sonic().state(k - 1).outOfLevel) << "on the frame it fell, not later";
  bool event = false;
  for (const Event& e : d.timeline.sonic().events(k)) event = event || e.kind == EventKind::FellOutOfLevel;
  EXPECT_TRUE(event);
  EXPECT_EQ(d.pauseReason, "The player fell out of the level at frame " + std::to_string(k) + "; the run stops there");
  EXPECT_EQ(d.timeline.firstOutOfLevel(), k);
  // Playing on from there stops at once: the player is gone.
  d.play();
  d.advance(1.0 / 60 + 1e-9, 0);
  EXPECT_FALSE(d.playing);
  // Run to a break (F5) stops there too, with or without a breakpoint on it.
  d.timeline.restart();
  d.runToBreak(10'000);
  EXPECT_EQ(d.timeline.cursor(), k);
  EXPECT_NE(d.pauseReason.find("fell out of the level"), std::string::npos) << d.pauseReason;
  d.timeline.restart();
  d.timeline.breakpoints.add(EventCondition{EventKind::FellOutOfLevel});
  d.runToBreak(10'000);
  EXPECT_EQ(d.timeline.cursor(), k);
  EXPECT_EQ(d.pauseReason, "Break at frame " + std::to_string(k) + ": fell out of the level");
}

TEST(DebuggerOutOfLevel, TheBoxFallsOutTooAndItsBreakpointFires) {
  Flat s;
  Debugger& d = s.d();
  d.setController(Controller::Box);
  d.placePlayer(40, 100);  // top-left below the floor
  const int id = d.timeline.breakpoints.add(BoxEventCondition{BoxEvent::FellOutOfLevel});
  d.runToBreak(10'000);
  const std::size_t k = d.timeline.cursor();
  ASSERT_EQ(d.lastHits().size(), 1u) << d.pauseReason;
  EXPECT_EQ(d.lastHits()[0].id, id);
  EXPECT_TRUE(d.timeline.outOfLevel(k));
  EXPECT_FALSE(d.timeline.outOfLevel(k - 1));
  d.timeline.breakpoints.remove(id);
  d.timeline.restart();
  d.play();
  playUntilPaused(d);
  EXPECT_EQ(d.timeline.cursor(), k);
  EXPECT_EQ(d.pauseReason, "The box fell out of the level at frame " + std::to_string(k) + "; the run stops there");
}

TEST(DebuggerOutOfLevel, TheTraceEndsOnTheFrameItFell) {
  Flat s;
  Debugger& d = s.d();
  d.placePlayer(40, 110);
  d.timeline.insertRows(0, 200);
  d.timeline.simulate();
  const std::size_t k = d.timeline.firstOutOfLevel().value();
  const std::string trace = d.timeline.trace();
  std::size_t rows = 0;
  for (char c : trace) rows += c == '\n';
  EXPECT_EQ(rows, k + 2) << "the header and frames 0.." << k;
}

TEST(DebuggerTestPlayer, PlacingATestPlayerWithTheDebuggerClosedOpensItAtFrameZero) {
  Flat s;
  Debugger& d = s.d();
  d.timeline.insertRows(0, 50);
  d.timeline.jumpTo(30);
  d.visible = false;
  d.placePlayer(200, 30);
  EXPECT_TRUE(d.visible) << "K and a click show the player it placed";
  EXPECT_EQ(d.timeline.cursor(), 0u) << "where it was placed, not frame 30 of its run";
  EXPECT_EQ(pixelOf(d.timeline.sonic().state(d.timeline.cursor()).x), 200);
  // With the debugger open the cursor stays where the user is looking.
  d.timeline.jumpTo(20);
  d.placePlayer(100, 30);
  EXPECT_EQ(d.timeline.cursor(), 20u);
}

TEST(DebuggerText, TheEventsLogNumbersPathsFromZero) {
  EXPECT_EQ(describeEvent({EventKind::PathSwitched, 0, 1}), "path switched: 0 -> 1");
  EXPECT_EQ(describeEvent({EventKind::PathSwitched, 1, 0}), "path switched: 1 -> 0");
  EXPECT_EQ(describeEvent({EventKind::ModeChanged, static_cast<std::uint8_t>(Mode::Floor),
                           static_cast<std::uint8_t>(Mode::RightWall)}),
            std::string("mode changed: ") + modeName(Mode::Floor) + " -> " + modeName(Mode::RightWall));
  EXPECT_EQ(describeEvent({EventKind::FellOutOfLevel, 0, 0}), "fell out of the level");
}

TEST(DebuggerText, TheBoxInspectorNumbersPathsFromZero) {
  BoxState a = spawnBox(10, 10), b = a;
  b.path = 1;
  const auto find = [](const std::vector<BoxStateRow>& rows, std::string_view name) {
    for (const BoxStateRow& r : rows) {
      if (name == r.name) return r;
    }
    ADD_FAILURE() << "no row " << name;
    return BoxStateRow{"", false, ""};
  };
  EXPECT_EQ(find(boxStateRows(a, a), "path").text, "0");
  const BoxStateRow switched = find(boxStateRows(b, a), "path");
  EXPECT_EQ(switched.text, "1");
  EXPECT_TRUE(switched.changed);
  EXPECT_EQ(find(boxStateRows(a, a), "flags").text, "-");
}

}  // namespace
}  // namespace solidtile::editor
