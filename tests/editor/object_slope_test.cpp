// The O tool's slope edits (model/object_slope.h): each keeps the object
// well formed for the level format, undoes as one step, and survives saving.
#include "model/object_slope.h"

#include <gtest/gtest.h>

#include "model/object_commands.h"
#include "model/tools.h"
#include "session/actions.h"
#include "solidtile/io/level_file.h"
#include "test_level.h"

namespace solidtile::editor {
namespace {

using Heights = std::vector<std::uint8_t>;

SolidObject block(int w, int h) {
  SolidObject o = newPlatform(100, 50);
  o = resizedObject(o, w, h);
  return o;
}

struct SlopeSession : test::Session {
  SlopeSession() {
    ctx.doc = test::smallDocument(20, 10, 1);
    ctx.tool = Tool::Object;
    ctx.submit(std::make_unique<ObjectEditCommand>("Place platform", 0, std::nullopt, newPlatform(100, 50)));
    apply();
    ctx.doc.history.seal();
    ctx.objects.selected = 0;
  }
  const SolidObject& object() { return ctx.doc.level().objects[0]; }
  void edit(const SolidObject& after, std::uint64_t merge = 0) {
    ctx.submit(std::make_unique<ObjectEditCommand>("Edit platform", 0, object(), after), merge);
    apply();
  }
};

TEST(ObjectSlope, PresetsFillTheTableWithinTheFormatsLimits) {
  EXPECT_EQ(slopePresetHeights(SlopePreset::RampUp, 5, 16), (Heights{0, 4, 8, 12, 16}));
  EXPECT_EQ(slopePresetHeights(SlopePreset::RampDown, 5, 16), (Heights{16, 12, 8, 4, 0}));
  EXPECT_EQ(slopePresetHeights(SlopePreset::Hill, 5, 16), (Heights{0, 8, 16, 8, 0}));
  EXPECT_EQ(slopePresetHeights(SlopePreset::Valley, 5, 16), (Heights{16, 8, 0, 8, 16}));
  EXPECT_EQ(slopePresetHeights(SlopePreset::Flat, 3, 16), (Heights{16, 16, 16}));
  EXPECT_EQ(slopePresetHeights(SlopePreset::Hill, 4, 10), (Heights{0, 10, 10, 0}));
  EXPECT_EQ(slopePresetHeights(SlopePreset::RampUp, 1, 16), (Heights{16}));
  EXPECT_TRUE(slopePresetHeights(SlopePreset::RampUp, 0, 16).empty());
  // Every preset on every shape is a table the level format takes, up to the
  // 127 its bytes allow on a tall object and the height on a low one.
  for (const auto& [w, h] : {std::pair{2, 1}, {3, 16}, {48, 16}, {64, 300}, {4096, 4096}, {17, 1}}) {
    for (const SlopePreset p : kSlopePresets) {
      const SolidObject o = withSlopePreset(block(w, h), p);
      SCOPED_TRACE(std::to_string(w) + "x" + std::to_string(h) + " " + slopePresetName(p));
      EXPECT_EQ(o.slope.size(), static_cast<std::size_t>(w / 2));
      EXPECT_EQ(objectProblem(o), "");
      EXPECT_EQ(*std::max_element(o.slope.begin(), o.slope.end()), std::min(h, 127));
    }
  }
}

TEST(ObjectSlope, OnOffAndOnlyBlocksOfAColumnOrMore) {
  const SolidObject flat = block(8, 16);
  const SolidObject on = withSlope(flat, true);
  EXPECT_EQ(on.slope, (Heights{0, 5, 11, 16}));  // the ramp up
  EXPECT_EQ(withSlope(withSlopePreset(flat, SlopePreset::Hill), true).slope, (Heights{0, 16, 16, 0}));  // kept
  EXPECT_TRUE(withSlope(on, false).slope.empty());
  EXPECT_EQ(withSlope(on, false), flat);
  // A spring or spikes reads a flat top; a 1 px object has no 2 px column.
  const SolidObject spring = withKind(flat, ObjectKind::Spring);
  EXPECT_FALSE(canSlope(spring));
  EXPECT_EQ(withSlope(spring, true), spring);
  EXPECT_EQ(withSlopePreset(spring, SlopePreset::RampDown), spring);
  EXPECT_FALSE(canSlope(block(1, 16)));
  EXPECT_EQ(withSlope(block(1, 16), true), block(1, 16));
  // Making a sloped block a spring drops the heights, as the format wants.
  const SolidObject sprung = withKind(on, ObjectKind::Spring);
  EXPECT_TRUE(sprung.slope.empty());
  EXPECT_EQ(objectProblem(sprung), "");
}

TEST(ObjectSlope, HeightsAndStrokesAreClamped) {
  const SolidObject o = withSlopePreset(block(12, 10), SlopePreset::Flat);  // 6 columns of 10
  EXPECT_EQ(withSlopeHeight(o, 2, 4).slope, (Heights{10, 10, 4, 10, 10, 10}));
  EXPECT_EQ(withSlopeHeight(o, 2, 99).slope[2], 10);  // at most h
  EXPECT_EQ(withSlopeHeight(o, 2, -5).slope[2], 0);
  EXPECT_EQ(withSlopeHeight(o, 6, 0), o);             // past the table: nothing
  EXPECT_EQ(withSlopeHeight(o, -1, 0), o);
  EXPECT_EQ(withSlopeHeight(block(12, 10), 1, 0), block(12, 10));  // a flat object has no table to set
  // A stroke fills every column between its ends, from either side.
  EXPECT_EQ(withSlopeStroke(o, 1, 0, 4, 9).slope, (Heights{10, 0, 3, 6, 9, 10}));
  EXPECT_EQ(withSlopeStroke(o, 4, 9, 1, 0).slope, (Heights{10, 0, 3, 6, 9, 10}));
  EXPECT_EQ(withSlopeStroke(o, -3, 0, 8, 0).slope, (Heights{0, 0, 0, 0, 0, 0}));
  // 127 is the most a table byte holds, whatever the height.
  const SolidObject tall = withSlopePreset(block(8, 400), SlopePreset::Flat);
  EXPECT_EQ(tall.slope, (Heights{127, 127, 127, 127}));
  EXPECT_EQ(withSlopeHeight(tall, 0, 300).slope[0], 127);
  EXPECT_EQ(objectProblem(withSlopeStroke(tall, 0, 500, 3, -500)), "");
}

TEST(ObjectSlope, TheGraphMapsPointsToColumnsAndHeights) {
  const SolidObject o = withSlope(block(8, 16), true);  // 4 columns, 0..16
  EXPECT_EQ(slopeCellAt(o, 0.0, 0.0), (SlopeCell{0, 16}));
  EXPECT_EQ(slopeCellAt(o, 0.99, 1.0), (SlopeCell{3, 0}));
  EXPECT_EQ(slopeCellAt(o, 0.5, 0.5), (SlopeCell{2, 8}));
  EXPECT_EQ(slopeCellAt(o, 0.26, 0.25), (SlopeCell{1, 12}));
  EXPECT_EQ(slopeCellAt(o, -2.0, 3.0), (SlopeCell{0, 0}));  // dragged out of the graph: clamped
  EXPECT_EQ(slopeCellAt(o, 7.0, -1.0), (SlopeCell{3, 16}));
}

TEST(ObjectSlope, TheOutlineFollowsTheColumns) {
  SolidObject o = block(9, 16);  // 4 columns; the odd last pixel goes with column 3
  EXPECT_EQ(slopeRuns(o), (std::vector<SlopeRun>{{0, 9, 0}}));
  o.slope = {4, 4, 16, 10};
  EXPECT_EQ(slopeRuns(o), (std::vector<SlopeRun>{{0, 4, 12}, {4, 6, 0}, {6, 9, 6}}));
  // The runs' depth is the physics' own: slopeDepthAt at every pixel.
  for (const SlopeRun& r : slopeRuns(o)) {
    for (int x = r.x0; x < r.x1; ++x) EXPECT_EQ(slopeDepthAt(o, x), r.depth) << "x " << x;
  }
}

// Each slope change is one undo step (a stroke's frames merge under one id),
// and the heights are saved with the level.
TEST(ObjectSlope, EditsUndoAsOneStepAndAreSaved) {
  SlopeSession s;
  const SolidObject flat = s.object();  // 48x16: 24 columns
  actions::toggleObjectSlope(s.ctx);
  s.apply();
  const SolidObject ramp = s.object();
  EXPECT_EQ(ramp.slope, slopePresetHeights(SlopePreset::RampUp, 24, 16));
  s.edit(withSlopePreset(s.object(), SlopePreset::RampDown));
  const SolidObject down = s.object();
  // A stroke over three frames: column 0 down to 0, then on to column 5.
  const std::uint64_t stroke = s.ctx.newMergeId();
  s.edit(withSlopeStroke(s.object(), 0, 0, 0, 0), stroke);
  s.edit(withSlopeStroke(s.object(), 0, 0, 3, 0), stroke);
  s.edit(withSlopeStroke(s.object(), 3, 0, 5, 0), stroke);
  s.ctx.doc.history.seal();
  const SolidObject drawn = s.object();
  EXPECT_EQ(Heights(drawn.slope.begin(), drawn.slope.begin() + 7), (Heights{0, 0, 0, 0, 0, 0, down.slope[6]}));
  EXPECT_EQ(s.ctx.doc.history.size(), 4u);  // place, slope, preset, stroke

  const io::LoadResult saved = io::parseLevel(io::formatLevel(s.ctx.doc.file));
  ASSERT_TRUE(saved.file) << (saved.problems.empty() ? "" : saved.problems[0].what);
  EXPECT_EQ(saved.file->level.objects[0].slope, drawn.slope);

  actions::undo(s.ctx);
  EXPECT_EQ(s.object(), down);
  actions::undo(s.ctx);
  EXPECT_EQ(s.object(), ramp);
  actions::undo(s.ctx);
  EXPECT_EQ(s.object(), flat);
  actions::redo(s.ctx);
  actions::redo(s.ctx);
  actions::redo(s.ctx);
  EXPECT_EQ(s.object(), drawn);
  // Shift+O again flattens, one more step.
  actions::toggleObjectSlope(s.ctx);
  s.apply();
  EXPECT_TRUE(s.object().slope.empty());
  actions::undo(s.ctx);
  EXPECT_EQ(s.object(), drawn);
}

TEST(ObjectSlope, ShiftOSaysWhyNot) {
  SlopeSession s;
  s.ctx.tool = Tool::Brush;
  actions::toggleObjectSlope(s.ctx);
  s.apply();
  EXPECT_TRUE(s.object().slope.empty());
  EXPECT_NE(s.ctx.status.find("Select a platform"), std::string::npos) << s.ctx.status;
  s.ctx.tool = Tool::Object;
  s.edit(withKind(s.object(), ObjectKind::Spikes));
  actions::toggleObjectSlope(s.ctx);
  s.apply();
  EXPECT_TRUE(s.object().slope.empty());
  EXPECT_NE(s.ctx.status.find("Only a block"), std::string::npos) << s.ctx.status;
  EXPECT_EQ(s.ctx.doc.history.size(), 2u);
}

}  // namespace
}  // namespace solidtile::editor
