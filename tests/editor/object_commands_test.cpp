#include "model/object_commands.h"
#include "model/object_loading_command.h"
#include "model/object_motion.h"

#include <gtest/gtest.h>

#include <random>

#include "../support/object_list_check.h"
#include "session/actions.h"
#include "model/object_slope.h"
#include "model/tools.h"
#include "solidtile/io/level_file.h"
#include "object_edit_session.h"
#include "test_level.h"

namespace solidtile::editor {
namespace {

// Level format 10: the O panel's "objects exist by the camera" is one undoable
// edit; the debugger simulates afresh with the window's two slots.
TEST(ObjectEdit, ObjectLoadingIsAnUndoableEditTheDebuggerFollows) {
  ObjectEditSession s;
  s.place(100, 50);
  s.ctx.debugger.syncWithDocument(s.ctx.doc);
  EXPECT_EQ(s.ctx.debugger.timeline.sonic().objectSlots(0).size(), 0u);
  s.ctx.submit(std::make_unique<SetObjectLoadingCommand>(ObjectLoading::Camera));
  s.apply();
  EXPECT_EQ(s.objects().loading(), ObjectLoading::Camera);
  EXPECT_EQ(s.ctx.doc.history.undoLabel(), "Objects exist by the camera");
  s.ctx.debugger.syncWithDocument(s.ctx.doc);
  EXPECT_EQ(s.ctx.debugger.timeline.sonic().objectSlots(0).size(), 2u);
  actions::undo(s.ctx);
  EXPECT_EQ(s.objects().loading(), ObjectLoading::Always);
  EXPECT_EQ(io::formatLevel(s.ctx.doc.file).find("object_loading"), std::string::npos);
  actions::redo(s.ctx);
  EXPECT_EQ(s.objects().loading(), ObjectLoading::Camera);
}

TEST(ObjectEdit, PlaceEditDeleteUndoRedo) {
  ObjectEditSession s;
  s.place(100, 50);
  ASSERT_EQ(s.objects().size(), 1u);
  const SolidObject placed = s.objects()[0];
  EXPECT_EQ(placed.path.size(), 2u);
  EXPECT_EQ(placed.path[0], (Waypoint{76, 42}));  // centred on the click: 48x16
  EXPECT_EQ(placed.path[1], (Waypoint{140, 42}));
  EXPECT_TRUE(objectProblem(placed).empty()) << objectProblem(placed);
  SolidObject faster = placed;
  faster.speed = 512;
  faster.loop = ObjectLoop::Loop;
  faster.wait = 12;
  faster.topOnly = true;
  s.edit("Platform speed", 0, placed, faster);
  s.place(200, 100);
  s.edit("Delete platform", 0, s.objects()[0], std::nullopt);
  ASSERT_EQ(s.objects().size(), 1u);
  EXPECT_EQ(s.objects()[0].path[0], (Waypoint{176, 92}));
  actions::undo(s.ctx);  // the deleted one comes back at its index
  ASSERT_EQ(s.objects().size(), 2u);
  EXPECT_EQ(s.objects()[0], faster);
  actions::undo(s.ctx);
  actions::undo(s.ctx);
  ASSERT_EQ(s.objects().size(), 1u);
  EXPECT_EQ(s.objects()[0], placed);
  actions::undo(s.ctx);
  EXPECT_TRUE(s.objects().empty());
  EXPECT_FALSE(s.ctx.doc.dirty());
  for (int i = 0; i < 4; ++i) actions::redo(s.ctx);
  ASSERT_EQ(s.objects().size(), 1u);
  EXPECT_EQ(s.objects()[0].path[0], (Waypoint{176, 92}));
  EXPECT_TRUE(s.ctx.doc.dirty());
}

TEST(ObjectEdit, ADragIsOneUndoStep) {
  ObjectEditSession s;
  s.place(100, 50);
  const SolidObject start = s.objects()[0];
  const std::uint64_t drag = s.ctx.newMergeId();
  // Each pointer move re-derives from the object as it was when the drag began.
  for (int d = 1; d <= 5; ++d) s.edit("Move platform", 0, s.objects()[0], movedObject(start, 3 * d, -d), drag);
  s.ctx.doc.history.seal();
  EXPECT_EQ(s.objects()[0].path[0], (Waypoint{76 + 15, 42 - 5}));
  EXPECT_EQ(s.objects()[0].path[1], (Waypoint{140 + 15, 42 - 5}));
  const std::uint64_t handle = s.ctx.newMergeId();
  for (int d = 1; d <= 3; ++d) s.edit("Move waypoint", 0, s.objects()[0], withWaypointAt(s.objects()[0], 1, 200 + d, 80), handle);
  EXPECT_EQ(s.objects()[0].path[1], (Waypoint{203 - 24, 80 - 8}));
  EXPECT_EQ(s.ctx.doc.history.size(), 3u);
  actions::undo(s.ctx);
  EXPECT_EQ(s.objects()[0].path[1], (Waypoint{155, 37}));
  actions::undo(s.ctx);
  EXPECT_EQ(s.objects()[0], start);
  actions::redo(s.ctx);
  EXPECT_EQ(s.objects()[0].path[0], (Waypoint{91, 37}));
}

TEST(ObjectEdit, WaypointsAddRemoveAndResize) {
  SolidObject o = newPlatform(100, 50);  // handles at (100, 50) and (164, 50)
  EXPECT_EQ(insertionPoint(o, 130, 60), 0);   // beside the segment: between the two
  EXPECT_EQ(insertionPoint(o, 220, 50), 1);   // past the end: appended
  o = withWaypointInserted(o, 0, 132, 90);
  ASSERT_EQ(o.path.size(), 3u);
  EXPECT_EQ(o.path[1], (Waypoint{108, 82}));
  o = withWaypointInserted(o, 2, 300, 50);
  EXPECT_EQ(o.path.back(), (Waypoint{276, 42}));
  o = withoutWaypoint(o, 0);
  EXPECT_EQ(o.path.front(), (Waypoint{108, 82}));
  for (int k = 0; k < 5; ++k) o = withoutWaypoint(o, 0);
  EXPECT_EQ(o.path.size(), 1u);  // the last point stays
  o = resizedObject(o, 0, 99999);
  EXPECT_EQ(o.w, 1);
  EXPECT_EQ(o.h, ObjectLimits::kMaxSize);
  EXPECT_TRUE(objectProblem(o).empty());
}

// A sloped object resized keeps a height per column within its height
// (objectProblem empty): new columns repeat the last, heights are cut to h.
TEST(ObjectEdit, ResizingASlopedObjectRefitsItsHeights) {
  SolidObject o = newPlatform(100, 50);
  o.w = 8;
  o.h = 16;
  o.slope = {2, 6, 10, 14};
  SolidObject wider = resizedObject(o, 12, 16);
  EXPECT_EQ(wider.slope, (std::vector<std::uint8_t>{2, 6, 10, 14, 14, 14}));
  EXPECT_TRUE(objectProblem(wider).empty()) << objectProblem(wider);
  SolidObject lower = resizedObject(o, 4, 8);
  EXPECT_EQ(lower.slope, (std::vector<std::uint8_t>{2, 6}));
  lower = resizedObject(o, 8, 5);
  EXPECT_EQ(lower.slope, (std::vector<std::uint8_t>{2, 5, 5, 5}));
  EXPECT_TRUE(objectProblem(lower).empty()) << objectProblem(lower);
}

TEST(ObjectEdit, HitTestFindsHandlesBodyAndSegments) {
  Level level(20, 10, 1);
  level.objects.push_back(newPlatform(100, 50));  // body 76..124 x 42..58 at frame 0
  const SolidObject& o = level.objects[0];
  EXPECT_EQ(hitObject(level, 0, 90, 45, 3, -1).part, ObjectHit::Body);
  EXPECT_EQ(hitObject(level, 0, 60, 45, 3, -1).part, ObjectHit::None);
  // Handles answer only for the selected object.
  EXPECT_EQ(hitObject(level, 0, 124, 58, 3, -1).part, ObjectHit::None);
  EXPECT_EQ(hitObject(level, 0, 124, 58, 3, 0).part, ObjectHit::Resize);
  const ObjectHit w = hitObject(level, 0, 165, 51, 3, 0);
  EXPECT_EQ(w.part, ObjectHit::Waypoint);
  EXPECT_EQ(w.waypoint, 1);
  EXPECT_EQ(hitObject(level, 0, 140, 51, 3, 0).part, ObjectHit::Segment);
  // Later on, the body is elsewhere along its path: 1 px a frame, after the 30-frame wait.
  const ObjectBox b = objectBox(o, 30 + 40);
  EXPECT_DOUBLE_EQ(b.x, 76 + 40);
  EXPECT_EQ(hitObject(level, 70, 78, 45, 3, -1).part, ObjectHit::None);
  EXPECT_EQ(hitObject(level, 70, 120, 45, 3, -1).part, ObjectHit::Body);
}

TEST(ObjectEdit, ObjectsSurviveSaveAndLoad) {
  ObjectEditSession s;
  s.place(100, 50);
  s.place(40, 120);
  SolidObject o = withWaypointInserted(s.objects()[1], 0, 70, 20);
  o.topOnly = true;
  o.loop = ObjectLoop::Loop;
  o.speed = 384;
  o.wait = 7;
  s.edit("Edit", 1, s.objects()[1], o);
  const io::LoadResult r = io::parseLevel(io::formatLevel(s.ctx.doc.file));
  ASSERT_TRUE(r.file) << (r.problems.empty() ? "" : r.problems[0].what);
  EXPECT_EQ(r.file->level.objects, s.objects());
  actions::undo(s.ctx);
  const io::LoadResult back = io::parseLevel(io::formatLevel(s.ctx.doc.file));
  ASSERT_TRUE(back.file);
  EXPECT_EQ(back.file->level.objects[1].path.size(), 2u);
}

// Every edit path leaves the level's object list as if built afresh from its
// objects (the box step reads only the list's precomputed tracks and bounds):
// commands, their undo and redo, and resizing the level.
TEST(ObjectEdit, EditsKeepTheObjectListsTracksInStep) {
  ObjectEditSession s;
  std::mt19937 rng(99);
  std::uniform_int_distribution<int> op(0, 7), at(0, 300), d(-40, 40);
  for (int k = 0; k < 80; ++k) {
    const int n = static_cast<int>(s.objects().size());
    const int i = n > 0 ? at(rng) % n : -1;
    switch (op(rng)) {
      case 0: case 1: s.place(at(rng), at(rng) / 2); break;
      case 2: if (i >= 0) s.edit("Move platform", i, s.objects()[static_cast<std::size_t>(i)], movedObject(s.objects()[static_cast<std::size_t>(i)], d(rng), d(rng))); break;
      case 3: if (i >= 0) s.edit("Add waypoint", i, s.objects()[static_cast<std::size_t>(i)], withWaypointInserted(s.objects()[static_cast<std::size_t>(i)], 0, at(rng), at(rng))); break;
      case 4: {
        if (i < 0) break;
        SolidObject o = s.objects()[static_cast<std::size_t>(i)];
        o.speed = at(rng) + 1;
        o.wait = at(rng) % 50;
        o.loop = o.loop == ObjectLoop::Loop ? ObjectLoop::PingPong : ObjectLoop::Loop;
        s.edit("Platform speed", i, s.objects()[static_cast<std::size_t>(i)], o);
        break;
      }
      case 5: if (i >= 0) s.edit("Delete platform", i, s.objects()[static_cast<std::size_t>(i)], std::nullopt); break;
      case 6: actions::undo(s.ctx); break;
      default: actions::redo(s.ctx); break;
    }
    SCOPED_TRACE("edit " + std::to_string(k));
    solidtile::test::expectListMatchesObjects(s.objects(), rng, 8, 8);
    if (HasFatalFailure()) return;
  }
  ASSERT_FALSE(s.objects().empty());
  const Level grown = resizedLevel(s.ctx.doc.level(), 30, 14, 2, 2);  // anchored bottom right: objects move
  EXPECT_NE(grown.objects[0].path[0], s.objects()[0].path[0]);
  solidtile::test::expectListMatchesObjects(grown.objects, rng);
}


// The panel's kind combo: every kind a well-formed object, the edit undoable.
TEST(ObjectEdit, KindsStayWellFormedAndUndo) {
  ObjectEditSession s;
  s.place(100, 50);
  SolidObject top = s.objects()[0];
  top.topOnly = true;
  s.edit("Platform top only", 0, s.objects()[0], top);
  SolidObject spring = withKind(top, ObjectKind::Spring);
  EXPECT_FALSE(spring.topOnly);  // the games' springs are solid on every side
  spring.dir = ObjectDir::Left;
  spring.springSpeed = SpringSpeed::kYellow;
  EXPECT_EQ(objectProblem(spring), "");
  s.edit("Platform kind", 0, top, spring);
  EXPECT_EQ(s.objects()[0].kind, ObjectKind::Spring);
  const SolidObject spikes = withKind(spring, ObjectKind::Spikes);
  EXPECT_EQ(spikes.dir, ObjectDir::Left);                // the pointed side kept
  EXPECT_EQ(spikes.springSpeed, SpringSpeed::kRed);      // no spring speed on spikes
  EXPECT_EQ(objectProblem(spikes), "");
  const SolidObject block = withKind(spring, ObjectKind::Block);
  EXPECT_EQ(block.dir, ObjectDir::Up);
  EXPECT_EQ(block.springSpeed, SpringSpeed::kRed);
  EXPECT_EQ(objectProblem(block), "");
  actions::undo(s.ctx);
  EXPECT_EQ(s.objects()[0], top);
  actions::redo(s.ctx);
  EXPECT_EQ(s.objects()[0], spring);
}

}  // namespace
// The spring's direction combo (format version 10): a diagonal one makes the
// spring the games' 32 x 32, flat; spikes taking over drop the diagonal.
TEST(ObjectEdit, DiagonalSpringsStayWellFormedAndUndo) {
  ObjectEditSession s;
  s.place(100, 50);
  const SolidObject before = s.objects()[0];
  const SolidObject spring = withDir(withKind(before, ObjectKind::Spring), ObjectDir::DownLeft);
  EXPECT_EQ(spring.w, kDiagonalSpringSize);
  EXPECT_EQ(spring.h, kDiagonalSpringSize);
  EXPECT_EQ(spring.path[0], before.path[0]);  // the top-left stays
  EXPECT_EQ(objectProblem(spring), "");
  s.edit("Platform kind", 0, before, spring);
  const SolidObject spikes = withKind(spring, ObjectKind::Spikes);
  EXPECT_EQ(spikes.dir, ObjectDir::Up);
  EXPECT_EQ(objectProblem(spikes), "");
  actions::undo(s.ctx);
  EXPECT_EQ(s.objects()[0], before);
  actions::redo(s.ctx);
  EXPECT_EQ(s.objects()[0].dir, ObjectDir::DownLeft);
}

// The kind combo's fall and monitor (format version 9): a fall waits still at
// its first point and keeps its top-only shape; a monitor is solid all round;
// each kind's fields go back to the defaults on another kind, so the object
// always saves.
TEST(ObjectEdit, FallsAndMonitorsStayWellFormedAndUndo) {
  ObjectEditSession s;
  s.place(100, 50);
  SolidObject platform = s.objects()[0];  // two waypoints, moving
  platform.topOnly = true;
  ASSERT_GT(platform.path.size(), 1u);
  SolidObject fall = withKind(platform, ObjectKind::Fall);
  EXPECT_EQ(fall.path.size(), 1u);
  EXPECT_EQ(fall.speed, 0);
  EXPECT_TRUE(fall.topOnly);
  fall.fallDelay = 45;
  fall.fallCarry = 10;
  EXPECT_EQ(objectProblem(fall), "");
  s.edit("Platform kind", 0, s.objects()[0], fall);
  SolidObject monitor = withKind(fall, ObjectKind::Monitor);
  EXPECT_EQ(monitor.fallDelay, FallTiming::kDelay);
  EXPECT_EQ(monitor.fallCarry, FallTiming::kCarry);
  EXPECT_FALSE(monitor.topOnly);
  monitor.item = 7;
  EXPECT_EQ(objectProblem(monitor), "");
  s.edit("Platform kind", 0, fall, monitor);
  const SolidObject block = withKind(monitor, ObjectKind::Block);
  EXPECT_EQ(block.item, 0);
  EXPECT_EQ(objectProblem(block), "");
  actions::undo(s.ctx);
  EXPECT_EQ(s.objects()[0], fall);
  actions::redo(s.ctx);
  EXPECT_EQ(s.objects()[0].item, 7);
}

// The O panel's "dips when stood on" (format version 11) is an object edit
// like the others (one undo step); a kind other than block drops it.
TEST(ObjectEdit, NudgeIsAnUndoableEditThatOnlyABlockKeeps) {
  ObjectEditSession s;
  s.place(100, 50);
  const SolidObject before = s.objects()[0];
  SolidObject dipping = before;
  dipping.nudge = true;
  EXPECT_EQ(objectProblem(dipping), "");
  s.edit("Edit platform", 0, before, dipping);
  EXPECT_TRUE(s.objects()[0].nudge);
  EXPECT_EQ(s.objects().slotCount(), 2u);
  EXPECT_FALSE(withKind(dipping, ObjectKind::Spring).nudge);
  EXPECT_EQ(objectProblem(withKind(dipping, ObjectKind::Spring)), "");
  EXPECT_TRUE(withKind(dipping, ObjectKind::Block).nudge);
  actions::undo(s.ctx);
  EXPECT_FALSE(s.objects()[0].nudge);
  EXPECT_EQ(s.objects().slotCount(), 0u);
  actions::redo(s.ctx);
  EXPECT_TRUE(s.objects()[0].nudge);
}

// The O panel's "vanishes (Obj6C)" and its subtype (format version 15) are
// object edits like the others (one undo step each); a kind other than block drops it.
TEST(ObjectEdit, VanishIsAnUndoableEditThatOnlyABlockKeeps) {
  ObjectEditSession s;
  s.place(100, 50);
  const SolidObject before = s.objects()[0];
  SolidObject vanishing = before;
  vanishing.vanish = 0;
  EXPECT_EQ(objectProblem(vanishing), "");
  s.edit("Edit platform", 0, before, vanishing);
  EXPECT_EQ(s.objects()[0].vanish, 0);
  EXPECT_EQ(s.objects().slotCount(), 1u);
  SolidObject later = vanishing;
  later.vanish = 0xC6;
  s.edit("Edit platform", 0, vanishing, later);
  EXPECT_EQ(s.objects()[0].vanish, 0xC6);
  EXPECT_EQ(withKind(later, ObjectKind::Spring).vanish, -1);
  EXPECT_EQ(objectProblem(withKind(later, ObjectKind::Spring)), "");
  EXPECT_EQ(withKind(later, ObjectKind::Block).vanish, 0xC6);
  actions::undo(s.ctx);
  EXPECT_EQ(s.objects()[0].vanish, 0);
  actions::undo(s.ctx);
  EXPECT_EQ(s.objects()[0].vanish, -1);
  EXPECT_EQ(s.objects().slotCount(), 0u);
  actions::redo(s.ctx);
  actions::redo(s.ctx);
  EXPECT_EQ(s.objects()[0].vanish, 0xC6);
}

TEST(ObjectEdit, TimerIsAnUndoableEditThatOnlyABlockOrAHurtZoneKeeps) {
  ObjectEditSession s;
  s.place(100, 50);
  const SolidObject before = s.objects()[0];
  SolidObject timed = before;
  timed.timer = *parseTimer("made 122: 8+57", nullptr);
  EXPECT_EQ(objectProblem(timed), "");
  s.edit("Edit platform", 0, before, timed);
  EXPECT_EQ(s.objects()[0].timer, timed.timer);
  EXPECT_EQ(s.objects().slotCount(), 1u) << "the made clock's slot";
  EXPECT_FALSE(hasTimer(withKind(timed, ObjectKind::Spring).timer));
  EXPECT_EQ(objectProblem(withKind(timed, ObjectKind::Spring)), "");
  EXPECT_EQ(withKind(timed, ObjectKind::Hurt).timer, timed.timer);
  actions::undo(s.ctx);
  EXPECT_FALSE(hasTimer(s.objects()[0].timer));
  EXPECT_EQ(s.objects().slotCount(), 0u);
  actions::redo(s.ctx);
  EXPECT_EQ(s.objects()[0].timer, timed.timer);
}

TEST(ObjectEdit, RetractIsAnUndoableEditThatOnlySpikesKeep) {
  ObjectEditSession s;
  s.place(100, 50);
  const SolidObject block = s.objects()[0];
  const SolidObject spikes = withKind(block, ObjectKind::Spikes);
  s.edit("Platform kind", 0, block, spikes);
  EXPECT_EQ(s.objects().slotCount(), 0u);
  SolidObject moving = spikes;
  moving.retract = SpikeRetract::Vertical;
  EXPECT_EQ(objectProblem(moving), "");
  s.edit("Edit platform", 0, spikes, moving);
  EXPECT_EQ(s.objects()[0].retract, SpikeRetract::Vertical);
  EXPECT_EQ(s.objects().slotCount(), 1u) << "the frame it was made";
  EXPECT_EQ(withKind(moving, ObjectKind::Block).retract, SpikeRetract::None);
  EXPECT_EQ(objectProblem(withKind(moving, ObjectKind::Block)), "");
  actions::undo(s.ctx);
  EXPECT_EQ(s.objects()[0].retract, SpikeRetract::None);
  EXPECT_EQ(s.objects().slotCount(), 0u);
  actions::redo(s.ctx);
  EXPECT_EQ(s.objects()[0].retract, SpikeRetract::Vertical);
}

}  // namespace solidtile::editor
