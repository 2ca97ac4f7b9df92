// The level's box config in the editor: the field table, the undoable edit,
// the debugger following it, and the save.
#include <algorithm>
#include <filesystem>
#include <memory>
#include <set>
#include <string>

#include <gtest/gtest.h>

#include "session/document_files.h"
#include "model/box_config_commands.h"
#include "model/box_config_fields.h"
#include "model/object_commands.h"
#include "solidtile/io/box_config_file.h"
#include "test_level.h"

namespace solidtile::editor {
namespace {

TEST(BoxConfigFields, EveryFieldIsListedOnceAndSetsOnlyItself) {
  const auto fields = boxConfigFields();
  // formatBoxConfig writes every field, one a line, between the braces.
  const std::string all = io::formatBoxConfig(defaultBoxConfig());
  const std::size_t lines = static_cast<std::size_t>(std::count(all.begin(), all.end(), '\n')) - 2;
  EXPECT_EQ(fields.size(), lines);
  std::set<std::string> names;
  for (const BoxConfigField& f : fields) {
    EXPECT_TRUE(names.insert(f.name).second) << f.name;
    BoxConfig c = defaultBoxConfig();
    EXPECT_EQ(boxConfigValue(c, f), boxConfigDefault(f)) << f.name;
    EXPECT_FALSE(differsFromDefault(c, f));
    setBoxConfigValue(c, f, boxConfigDefault(f) == 0 ? 1 : boxConfigDefault(f) + 1);
    EXPECT_TRUE(differsFromDefault(c, f)) << f.name;
    int differing = 0;
    for (const BoxConfigField& g : fields) differing += differsFromDefault(c, g);
    EXPECT_EQ(differing, 1) << f.name << " sets another field too";
  }
  // Pinned from box_config.h, so a changed default is seen here.
  BoxConfig d = defaultBoxConfig();
  EXPECT_EQ(d.snapMargin, 0x400);
  EXPECT_EQ(d.walkSpeed, 512);
}

TEST(BoxConfigCommand, EditsUndoRedoAndTheDebuggerFollows) {
  test::FlatSession s;
  EditorContext& ctx = s.ctx;
  EXPECT_FALSE(ctx.doc.file.boxConfig.has_value());
  BoxConfig c = defaultBoxConfig();
  c.walkSpeed = 768;
  ctx.submit(std::make_unique<SetBoxConfigCommand>("Set walkSpeed", c));
  s.apply();
  ASSERT_TRUE(ctx.doc.file.boxConfig.has_value());
  EXPECT_EQ(ctx.doc.file.boxConfig->walkSpeed, 768);
  EXPECT_TRUE(ctx.doc.dirty());
  ctx.debugger.syncWithDocument(ctx.doc);
  EXPECT_EQ(ctx.debugger.timeline.boxConfig().walkSpeed, 768);

  ctx.doc.history.undo(ctx.doc);
  EXPECT_FALSE(ctx.doc.file.boxConfig.has_value());
  ctx.debugger.syncWithDocument(ctx.doc);
  EXPECT_EQ(ctx.debugger.timeline.boxConfig(), defaultBoxConfig());
  ctx.doc.history.redo(ctx.doc);
  EXPECT_EQ(ctx.doc.file.boxConfig->walkSpeed, 768);
}

TEST(BoxConfigCommand, ADragIsOneUndoStep) {
  test::FlatSession s;
  EditorContext& ctx = s.ctx;
  const std::uint64_t drag = ctx.newMergeId();
  for (int v = 600; v <= 700; v += 20) {
    BoxConfig c = defaultBoxConfig();
    c.gravity = v;
    ctx.submit(std::make_unique<SetBoxConfigCommand>("Set gravity", c), drag);
  }
  s.apply();
  EXPECT_EQ(ctx.doc.file.boxConfig->gravity, 700);
  ctx.doc.history.undo(ctx.doc);
  EXPECT_FALSE(ctx.doc.file.boxConfig.has_value());
  EXPECT_FALSE(ctx.doc.history.canUndo());
}

TEST(BoxConfigCommand, TheConfigIsSavedWithTheLevel) {
  test::FlatSession s;
  EditorContext& ctx = s.ctx;
  BoxConfig c = defaultBoxConfig();
  c.jumpSpeed = 1400;
  c.slopeMode = SlopeMode::Linear;
  ctx.submit(std::make_unique<SetBoxConfigCommand>("Set jumpSpeed", c));
  s.apply();
  const std::filesystem::path path = std::filesystem::path(::testing::TempDir()) / "box_config_saved.json";
  ASSERT_TRUE(saveDocument(ctx, path));
  const io::LoadResult r = io::loadLevel(path);
  ASSERT_TRUE(r.file) << io::describe(path.string(), r.problems);
  ASSERT_TRUE(r.file->boxConfig.has_value());
  EXPECT_EQ(*r.file->boxConfig, c);
  EXPECT_FALSE(ctx.doc.dirty());
  std::filesystem::remove(path);
}

TEST(BoxDebugger, SwitchingToTheBoxStepsItOnTheLevelWithItsConfig) {
  test::FlatSession s;
  Debugger& d = s.ctx.debugger;
  d.timeline.setInput(0, 0);
  d.setController(Controller::Box);
  EXPECT_TRUE(d.visible);
  EXPECT_TRUE(d.timeline.controller() == Controller::Box);
  for (int i = 0; i < 30; ++i) d.stepForward();
  // The level's start (40, 40) is the box's top-left; it lands on the floor at y 80.
  const BoxState& b = d.timeline.box().state(d.timeline.cursor());
  EXPECT_TRUE(b.grounded());
  EXPECT_EQ(pixelOf(b.y) + 2 * defaultBoxConfig().halfHeight, 80);
  EXPECT_EQ(pixelOf(b.x), 40);
  // A config edit on the document reaches the box: twice the walk speed, twice the way.
  BoxConfig fast = defaultBoxConfig();
  fast.walkSpeed *= 2;
  s.ctx.submit(std::make_unique<SetBoxConfigCommand>("Set walkSpeed", fast));
  s.apply();
  d.syncWithDocument(s.ctx.doc);
  d.timeline.paintButtons(0, 40, input::kRight, true);
  d.timeline.jumpTo(40);
  const BoxState& moved = d.timeline.box().state(d.timeline.cursor());
  EXPECT_EQ(moved.vx, fast.walkSpeed);
  d.setController(Controller::Sonic);
  EXPECT_FALSE(d.timeline.controller() == Controller::Box);
  EXPECT_EQ(d.timeline.frameCount(), 40u) << "the input track stays";
}

TEST(BoxDebugger, AnObjectEditResimulatesTheBoxAndKeepsTheOldPathAsTheGhost) {
  test::FlatSession s;
  Debugger& d = s.ctx.debugger;
  d.setController(Controller::Box);
  d.timeline.paintButtons(0, 80, input::kRight, true);
  d.timeline.clearGhost();
  d.timeline.jumpTo(80);
  const Sub walkedTo = d.timeline.box().state(d.timeline.cursor()).x;
  ASSERT_GT(pixelOf(walkedTo), 150) << "the box walks right on the flat floor";
  // A static block on the floor in its way, placed as the object tool does.
  SolidObject wall;
  wall.w = 16;
  wall.h = 32;
  wall.path = {{120, 48}};
  s.ctx.submit(std::make_unique<ObjectEditCommand>("Place platform", 0, std::nullopt, wall));
  s.apply();
  d.syncWithDocument(s.ctx.doc);
  d.timeline.simulate();
  const BoxState& stopped = d.timeline.box().state(d.timeline.cursor());
  EXPECT_EQ(pixelOf(stopped.x) + 2 * defaultBoxConfig().halfWidth, 120) << "stopped against the block's left side";
  ASSERT_TRUE(d.timeline.ghost().has_value()) << "the path before the edit stays as the ghost";
  // The history is a fresh run on the edited level.
  BoxState fresh = spawnBox(40, 40);
  for (std::size_t k = 0; k < 80; ++k) stepBox(fresh, s.ctx.doc.level(), defaultBoxConfig(), d.timeline.input(k));
  EXPECT_EQ(stopped, fresh);
  // Undo takes the block away and the box walks as before.
  s.ctx.doc.history.undo(s.ctx.doc);
  d.syncWithDocument(s.ctx.doc);
  d.timeline.simulate();
  EXPECT_EQ(d.timeline.box().state(d.timeline.cursor()).x, walkedTo);
}

}  // namespace
}  // namespace solidtile::editor
