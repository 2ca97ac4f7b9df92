// The debugger's input track in the undo history: piano-roll edits, pastes,
// inserts, deletes and REC takes undo and redo exactly, one drag is one step,
// and none of them makes the level unsaved; the timeline knows whether the
// movie is.
#include "model/input_commands.h"

#include <gtest/gtest.h>

#include "session/actions.h"
#include "test_level.h"

namespace solidtile::editor {
namespace {

using test::block;

struct SpliceSession : test::FlatSession {
  std::vector<Input> rows() { return {t().inputs().frames().begin(), t().inputs().frames().end()}; }
  std::vector<Marker> markers() { return {t().markers.all().begin(), t().markers.all().end()}; }
};

TEST(InputSplice, IsTheSmallestEditBetweenTwoTracks) {
  const std::vector<Input> a = {1, 2, 3, 4, 5};
  const std::vector<Input> b = {1, 2, 9, 9, 4, 5};
  const InputSplice s = diffInputs(a, b);
  EXPECT_EQ(s.at, 2u);
  EXPECT_EQ(s.removed, std::vector<Input>({3}));
  EXPECT_EQ(s.inserted, std::vector<Input>({9, 9}));
  EXPECT_TRUE(diffInputs(a, a).empty());
  const InputSplice grown = diffInputs({}, a);
  EXPECT_EQ(grown.at, 0u);
  EXPECT_EQ(grown.inserted, a);
}

TEST(InputCommands, CtrlZAfterAPianoRollEditUndoesThatEditNotTheLastLevelEdit) {
  SpliceSession s;
  s.ctx.submitTileEdit("Paint", {{0, 3, 3, 0, block().raw}});
  s.apply();
  s.ctx.editInputs("Hold button", [](Timeline& t) { t.setButtons(4, input::kJump, true); });
  ASSERT_EQ(s.t().input(4), input::kJump);
  actions::undo(s.ctx);
  EXPECT_EQ(s.t().input(4), 0) << "the input edit is undone";
  EXPECT_EQ(s.ctx.doc.level().tile(0, 3, 3), block()) << "the level edit stays";
  EXPECT_EQ(s.ctx.status, "Undid Hold button");
  actions::redo(s.ctx);
  EXPECT_EQ(s.t().input(4), input::kJump);
}

TEST(InputCommands, OneDragUnderOneMergeIdIsOneUndoStep) {
  SpliceSession s;
  const std::uint64_t drag = s.ctx.newMergeId();
  s.ctx.editInputs("Hold button", [](Timeline& t) { t.setButtons(2, input::kRight, true); }, drag);
  s.ctx.editInputs("Hold button", [](Timeline& t) { t.paintButtons(2, 5, input::kRight, true); }, drag);
  s.ctx.editInputs("Hold button", [](Timeline& t) { t.paintButtons(6, 4, input::kRight, true); }, drag);
  s.ctx.doc.history.seal();
  EXPECT_EQ(s.ctx.doc.history.size(), 1u);
  for (std::size_t f = 2; f < 10; ++f) EXPECT_EQ(s.t().input(f), input::kRight) << f;
  actions::undo(s.ctx);
  EXPECT_EQ(s.t().frameCount(), 0u) << "the track is as before the drag";
  actions::redo(s.ctx);
  EXPECT_EQ(s.t().frameCount(), 10u);
  EXPECT_EQ(s.t().input(9), input::kRight);
}

TEST(InputCommands, InsertDeleteAndPasteUndoToTheExactTrack) {
  SpliceSession s;
  s.ctx.editInputs("Paste frames", [](Timeline& t) {
    const std::vector<Input> rows = {input::kRight, input::kRight, input::kJump};
    t.pasteRows(0, rows, PasteMode::Overwrite);
  });
  const std::vector<Input> pasted = s.rows();
  s.ctx.editInputs("Insert frames", [](Timeline& t) { t.insertRows(1, 4, input::kLeft); });
  s.ctx.editInputs("Delete frames", [](Timeline& t) { t.deleteRows(0, 2); });
  const std::vector<Input> last = s.rows();
  actions::undo(s.ctx);
  actions::undo(s.ctx);
  EXPECT_EQ(s.rows(), pasted);
  actions::redo(s.ctx);
  actions::redo(s.ctx);
  EXPECT_EQ(s.rows(), last);
  EXPECT_EQ(s.ctx.doc.history.size(), 3u);
}

TEST(InputCommands, InputEditsLeaveTheLevelSavedButTheMovieUnsaved) {
  SpliceSession s;
  EXPECT_FALSE(s.t().inputsUnsaved());
  s.ctx.editInputs("Hold button", [](Timeline& t) { t.setButtons(0, input::kLeft, true); });
  EXPECT_FALSE(s.ctx.doc.dirty()) << "an input edit is not a level change";
  EXPECT_TRUE(s.t().inputsUnsaved());
  actions::undo(s.ctx);
  EXPECT_FALSE(s.t().inputsUnsaved()) << "back to the saved (empty) movie";
  s.ctx.submitTileEdit("Paint", {{0, 3, 3, 0, block().raw}});
  s.apply();
  EXPECT_TRUE(s.ctx.doc.dirty());
}

TEST(InputCommands, SteppingPastTheEndIsNotAnUnsavedMovie) {
  SpliceSession s;
  for (int i = 0; i < 5; ++i) s.t().stepForward();
  EXPECT_EQ(s.t().frameCount(), 5u);
  EXPECT_FALSE(s.t().inputsUnsaved()) << "rows of no input appended by stepping record nothing";
}

TEST(InputCommands, ARecTakeBecomesOneUndoStepWhenPlaybackStops) {
  SpliceSession s;
  Debugger& d = s.ctx.debugger;
  d.recording = true;
  d.play();
  d.advance(3.0 / 60 + 1e-9, input::kRight);
  EXPECT_FALSE(d.finishedTake()) << "the take is still running";
  d.advance(2.0 / 60 + 1e-9, input::kRight | input::kJump);
  d.pause();
  const auto before = d.finishedTake();
  ASSERT_TRUE(before);
  EXPECT_TRUE(before->empty()) << "the track before the take";
  EXPECT_FALSE(d.finishedTake()) << "given once";
  auto take = InputEditCommand::since(d.timeline, "Record input", *before);
  ASSERT_TRUE(take);
  s.ctx.doc.history.pushApplied(std::move(take));
  EXPECT_EQ(s.t().frameCount(), 5u);
  EXPECT_TRUE(s.t().inputsUnsaved());
  actions::undo(s.ctx);
  EXPECT_EQ(s.t().frameCount(), 0u);
  actions::redo(s.ctx);
  EXPECT_EQ(s.t().input(4), input::kRight | input::kJump);
}

TEST(InputCommands, PlaybackWithoutRecIsNoTake) {
  SpliceSession s;
  Debugger& d = s.ctx.debugger;
  d.play();
  d.advance(3.0 / 60 + 1e-9, input::kRight);
  d.pause();
  EXPECT_FALSE(d.finishedTake());
}

// A track of 20 rows with markers at frames 2, 8 and 15.
void markedTrack(SpliceSession& s) {
  s.ctx.editInputs("Paste frames", [](Timeline& t) {
    const std::vector<Input> rows(20, input::kRight);
    t.pasteRows(0, rows, PasteMode::Overwrite);
    t.markers.add(2, "start");
    t.markers.add(8, "jump");
    t.markers.add(15, "landing");
  });
  s.ctx.doc.history.seal();
}

TEST(InputCommands, UndoingADeleteBringsBackTheMarkersItDroppedAndMoved) {
  SpliceSession s;
  markedTrack(s);
  const std::vector<Marker> before = s.markers();
  s.ctx.editInputs("Delete frames", [](Timeline& t) { t.deleteRows(6, 4); });  // frames 6..9: "jump" goes
  const std::vector<Marker> after = s.markers();
  ASSERT_EQ(after, (std::vector<Marker>{{2, "start"}, {11, "landing"}}));
  actions::undo(s.ctx);
  EXPECT_EQ(s.markers(), before) << "the deleted frame's marker is back and the later one where it was";
  EXPECT_EQ(s.t().frameCount(), 20u);
  actions::redo(s.ctx);
  EXPECT_EQ(s.markers(), after);
}

TEST(InputCommands, UndoingAnInsertOrAnInsertingPasteMovesTheMarkersBack) {
  SpliceSession s;
  markedTrack(s);
  const std::vector<Marker> before = s.markers();
  s.ctx.editInputs("Insert frames", [](Timeline& t) { t.insertRows(5, 3); });
  EXPECT_EQ(s.markers(), (std::vector<Marker>{{2, "start"}, {11, "jump"}, {18, "landing"}}));
  s.ctx.editInputs("Paste frames", [](Timeline& t) {
    const std::vector<Input> rows = {input::kJump, input::kJump};
    t.pasteRows(0, rows, PasteMode::Insert);
  });
  const std::vector<Marker> pasted = s.markers();
  EXPECT_EQ(pasted, (std::vector<Marker>{{4, "start"}, {13, "jump"}, {20, "landing"}}));
  actions::undo(s.ctx);
  actions::undo(s.ctx);
  EXPECT_EQ(s.markers(), before);
  actions::redo(s.ctx);
  actions::redo(s.ctx);
  EXPECT_EQ(s.markers(), pasted);
}

TEST(InputCommands, MarkerEditsAreUndoStepsOfTheirOwn) {
  SpliceSession s;
  markedTrack(s);
  const std::size_t steps = s.ctx.doc.history.size();
  s.ctx.editInputs("Add marker", [](Timeline& t) { t.markers.add(11, "peak"); });
  s.ctx.editInputs("Rename marker", [](Timeline& t) { t.markers.rename(2, "go"); });
  s.ctx.editInputs("Remove marker", [](Timeline& t) { t.markers.remove(15); });
  EXPECT_EQ(s.ctx.doc.history.size(), steps + 3);
  EXPECT_EQ(s.markers(), (std::vector<Marker>{{2, "go"}, {8, "jump"}, {11, "peak"}}));
  actions::undo(s.ctx);
  EXPECT_EQ(s.ctx.status, "Undid Remove marker");
  EXPECT_EQ(s.markers(), (std::vector<Marker>{{2, "go"}, {8, "jump"}, {11, "peak"}, {15, "landing"}}));
  actions::undo(s.ctx);
  EXPECT_EQ(s.markers(), (std::vector<Marker>{{2, "start"}, {8, "jump"}, {11, "peak"}, {15, "landing"}}));
  actions::undo(s.ctx);
  EXPECT_EQ(s.markers(), (std::vector<Marker>{{2, "start"}, {8, "jump"}, {15, "landing"}}));
  actions::redo(s.ctx);
  actions::redo(s.ctx);
  actions::redo(s.ctx);
  EXPECT_EQ(s.markers(), (std::vector<Marker>{{2, "go"}, {8, "jump"}, {11, "peak"}}));
  EXPECT_FALSE(s.ctx.doc.dirty()) << "markers are the movie's, not the level's";
  s.ctx.editInputs("Rename marker", [](Timeline& t) { t.markers.rename(8, "jump"); });
  EXPECT_EQ(s.ctx.doc.history.size(), steps + 3) << "a rename to the same name is no step";
}

TEST(InputCommands, OneDragKeepsTheMarkersFromBeforeItsFirstEdit) {
  SpliceSession s;
  markedTrack(s);
  const std::vector<Marker> before = s.markers();
  const std::uint64_t drag = s.ctx.newMergeId();
  s.ctx.editInputs("Delete frames", [](Timeline& t) { t.deleteRows(0, 3); }, drag);  // "start" goes
  s.ctx.editInputs("Delete frames", [](Timeline& t) { t.deleteRows(0, 6); }, drag);  // "jump" goes
  const std::vector<Marker> after = s.markers();
  ASSERT_EQ(after, (std::vector<Marker>{{6, "landing"}}));
  actions::undo(s.ctx);
  EXPECT_EQ(s.markers(), before);
  EXPECT_EQ(s.t().frameCount(), 20u);
  actions::redo(s.ctx);
  EXPECT_EQ(s.markers(), after);
}

TEST(InputCommands, SavingOrLoadingAMovieMarksItSaved) {
  SpliceSession s;
  ASSERT_TRUE(s.t().loadMovie("2 R\n1 J\n", nullptr));
  EXPECT_FALSE(s.t().inputsUnsaved());
  s.t().setButtons(0, input::kJump, true);
  EXPECT_TRUE(s.t().inputsUnsaved());
}

}  // namespace
}  // namespace solidtile::editor
