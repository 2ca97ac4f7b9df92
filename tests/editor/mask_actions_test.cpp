#include "session/mask_actions.h"

#include <gtest/gtest.h>

#include "session/actions.h"
#include "test_level.h"

namespace solidtile::editor {
namespace {

using test::block;
using StrokeMode = actions::MaskStroke::Mode;

constexpr int kEmptyMask = 11;  // the first mask after the 11 starter masks

struct MaskSession : test::Session {
  MaskSession() {
    ctx.doc = test::smallDocument(8, 6, 2);
    actions::newMask(ctx);
    apply();
  }
  const HeightMask& current() const { return ctx.doc.level().mask(ctx.brush.mask); }
  void undo() { actions::undo(ctx); }
  // A whole drag on the grid, from pixel (column, row) to another, released at the end.
  void drag(int c0, int r0, int c1, int r1, StrokeMode mode = StrokeMode::Floor) {
    actions::MaskStroke stroke;
    stroke.begin(ctx, c0, r0, mode);
    stroke.moveTo(ctx, c1, r1);
    apply();
    stroke.end(ctx);
    ctx.doc.history.seal();  // what the app does with sealRequested
  }
  void redo() { actions::redo(ctx); }
};

// Everything a mask command may touch, for "reverts exactly".
struct Snapshot {
  std::vector<HeightMask> masks;
  std::vector<bool> autoAngle;
  std::vector<std::uint16_t> layers[2];
  explicit Snapshot(const Document& d) : masks(d.level().masks()), autoAngle(d.file.autoAngle) {
    for (int l = 0; l < d.level().layerCount(); ++l) layers[l] = d.level().layerData(l);
  }
  bool operator==(const Snapshot&) const = default;
};

void expectWidthsMatchHeights(const Level& level) {
  for (std::size_t i = 0; i < level.masks().size(); ++i) {
    const HeightMask& m = level.masks()[i];
    const auto fresh = HeightMask::fromHeights(m.heights(), m.angle());
    ASSERT_TRUE(fresh);
    EXPECT_EQ(m.widths(), fresh->widths()) << "mask " << i;
  }
}

TEST(MaskActions, NewMaskIsEmptyAndCurrent) {
  MaskSession s;
  EXPECT_EQ(s.ctx.brush.mask, kEmptyMask);
  EXPECT_TRUE(s.current().empty());
  EXPECT_EQ(s.current().angle(), 0);
}

TEST(MaskActions, UndoingANewMaskPutsTheBrushBackOnAMaskThatExists) {
  MaskSession s;
  s.undo();
  EXPECT_EQ(s.ctx.doc.level().masks().size(), 11u);
  EXPECT_EQ(s.ctx.brush.mask, 10);
}

TEST(MaskActions, ADragStrokeSetsTheExpectedHeightsAndIsOneUndoStep) {
  MaskSession s;
  const std::size_t steps = s.ctx.doc.history.size();
  actions::MaskStroke stroke;
  stroke.begin(s.ctx, 0, 15, StrokeMode::Floor);  // bottom-left pixel: height 1
  s.apply();
  stroke.moveTo(s.ctx, 4, 11);  // skips columns 1..3; they are filled in
  stroke.moveTo(s.ctx, 15, 0);  // queued in the same frame as the previous move
  s.apply();
  stroke.end(s.ctx);
  s.apply();
  const Heights ramp{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
  EXPECT_EQ(s.current().heights(), ramp);
  EXPECT_EQ(s.ctx.doc.history.size(), steps + 1);
  s.undo();
  EXPECT_TRUE(s.current().empty());
  s.redo();
  EXPECT_EQ(s.current().heights(), ramp);
}

TEST(MaskActions, StrokesAfterReleaseAreSeparateUndoSteps) {
  MaskSession s;
  actions::MaskStroke stroke;
  stroke.begin(s.ctx, 0, 8, StrokeMode::Floor);
  s.apply();
  stroke.end(s.ctx);
  s.ctx.doc.history.seal();  // what the app does with sealRequested
  stroke.begin(s.ctx, 1, 8, StrokeMode::Floor);
  s.apply();
  s.undo();
  EXPECT_EQ(s.current().height(0), 8);
  EXPECT_EQ(s.current().height(1), 0);
}

TEST(MaskActions, HangingStrokeDrawsColumnsSolidFromTheTop) {
  MaskSession s;
  s.drag(3, 0, 5, 4, StrokeMode::Hanging);
  EXPECT_EQ(s.current().height(3), -1);
  EXPECT_EQ(s.current().height(4), -3);
  EXPECT_EQ(s.current().height(5), -5);
  EXPECT_TRUE(s.current().solidAt(5, 0));
  EXPECT_FALSE(s.current().solidAt(5, 15));
  // Rows now run from the top: row 0 has three solid pixels at columns 3..5.
  EXPECT_FALSE(s.current().rowExact(0));
}

TEST(MaskActions, ErasingStrokeEmptiesColumns) {
  MaskSession s;
  actions::shapeOp(s.ctx, MaskShapeOp::Fill);
  s.apply();
  s.drag(15, 3, 14, 9, StrokeMode::Erase);
  EXPECT_EQ(s.current().height(15), 0);
  EXPECT_EQ(s.current().height(14), 0);
  EXPECT_EQ(s.current().height(13), 16);
}

TEST(MaskActions, WidthsMatchTheHeightsAfterEveryCommand) {
  MaskSession s;
  auto check = [&](const char* after) {
    SCOPED_TRACE(after);
    expectWidthsMatchHeights(s.ctx.doc.level());
  };
  s.drag(0, 12, 9, 2);
  check("stroke");
  for (MaskShapeOp op : {MaskShapeOp::ShiftUp, MaskShapeOp::ShiftRight, MaskShapeOp::Invert, MaskShapeOp::ShiftDown,
                         MaskShapeOp::ShiftLeft, MaskShapeOp::Invert}) {
    actions::shapeOp(s.ctx, op);
    s.apply();
    check(shapeOpLabel(op));
  }
  actions::duplicateMask(s.ctx);
  s.apply();
  actions::moveMask(s.ctx, -3);
  s.apply();
  check("duplicate and move");
  while (s.ctx.doc.history.canUndo()) {
    s.undo();
    check("undo");
  }
  while (s.ctx.doc.history.canRedo()) {
    s.redo();
    check("redo");
  }
}

TEST(MaskActions, FlippedMaskMirrorsTheShapeAndTheAngle) {
  MaskSession s;
  s.drag(0, 15, 15, 0);
  actions::autoAngle(s.ctx);
  s.apply();
  ASSERT_EQ(s.current().angle(), 0xE0);
  const HeightMask x = s.current().flippedX();
  const HeightMask y = s.current().flippedY();
  EXPECT_EQ(x.angle(), 0x20);
  EXPECT_EQ(y.angle(), 0xA0);
  EXPECT_EQ(x.height(0), 16);
  EXPECT_EQ(y.height(0), -1);
  // The auto angle of each mirror image agrees with the mirrored byte.
  EXPECT_EQ(computeAngle(x).angle, x.angle());
  EXPECT_EQ(computeAngle(y).angle, y.angle());
}

TEST(MaskActions, AutoAngleSetsTheComputedAngleAsOneUndoStep) {
  MaskSession s;
  s.drag(0, 8, 15, 0);
  const AutoAngle a = actions::autoAngle(s.ctx);
  s.apply();
  ASSERT_TRUE(a.determined);
  EXPECT_EQ(s.current().angle(), a.angle);
  EXPECT_EQ(a.angle, computeAngle(s.current()).angle);
  s.undo();
  EXPECT_EQ(s.current().angle(), 0);
  EXPECT_EQ(s.current().height(15), 16) << "undoing the angle keeps the stroke";
}

TEST(MaskActions, AutoAngleOnAnUndeterminedShapeChangesNothingAndSaysWhy) {
  MaskSession s;
  actions::shapeOp(s.ctx, MaskShapeOp::Fill);
  s.apply();
  const std::size_t steps = s.ctx.doc.history.size();
  const AutoAngle a = actions::autoAngle(s.ctx);
  s.apply();
  EXPECT_FALSE(a.determined);
  EXPECT_STRNE(a.reason, "");
  EXPECT_EQ(s.ctx.doc.history.size(), steps);
  EXPECT_NE(s.ctx.status.find(a.reason), std::string::npos);
  EXPECT_NE(s.ctx.status.find("type one"), std::string::npos);
}

TEST(MaskActions, DialDragIsOneUndoStepAndTheFlagIsACheckbox) {
  MaskSession s;
  const std::uint64_t drag = s.ctx.newMergeId();
  for (int a = 1; a <= 20; ++a) {
    actions::setAngle(s.ctx, static_cast<Angle>(a), drag);
    s.apply();
  }
  EXPECT_EQ(s.current().angle(), 20);
  actions::setFlagged(s.ctx, true);
  s.apply();
  EXPECT_TRUE(s.current().flagged());
  s.undo();
  EXPECT_EQ(s.current().angle(), 20);
  s.undo();
  EXPECT_EQ(s.current().angle(), 0);
}

TEST(MaskActions, DeleteIsRefusedWhileTilesUseTheMask) {
  MaskSession s;
  s.ctx.doc.level().setTile(0, 2, 2, block(kEmptyMask));
  const Snapshot before(s.ctx.doc);
  EXPECT_FALSE(actions::deleteMask(s.ctx));
  s.apply();
  EXPECT_EQ(Snapshot(s.ctx.doc), before);
  EXPECT_NE(s.ctx.status.find("used by 1 tiles"), std::string::npos);
}

TEST(MaskActions, DeleteWithRemapMovesTheUsesAndRevertsExactly) {
  MaskSession s;
  Level& l = s.ctx.doc.level();
  s.ctx.brush.mask = 4;
  l.setTile(0, 1, 1, Tile::make(4, true, false, Solidity::TopOnly));
  l.setTile(1, 3, 3, block(6));
  s.ctx.doc.file.autoAngle = {false, false, false, false, true, false, true};
  const Snapshot before(s.ctx.doc);
  const HeightMask sixth = l.mask(6);
  ASSERT_TRUE(actions::deleteMask(s.ctx, 7));
  s.apply();
  EXPECT_EQ(l.masks().size(), 11u);
  EXPECT_EQ(l.tile(0, 1, 1), Tile::make(6, true, false, Solidity::TopOnly)) << "mask 7 is mask 6 now";
  EXPECT_EQ(l.tile(1, 3, 3), block(5));
  EXPECT_EQ(l.mask(5), sixth);
  EXPECT_EQ(s.ctx.doc.file.autoAngle[5], true);
  EXPECT_EQ(s.ctx.doc.file.autoAngle[4], false);
  EXPECT_EQ(s.ctx.brush.mask, 6) << "the brush follows the replacement";
  s.undo();
  EXPECT_EQ(Snapshot(s.ctx.doc), before);
}

TEST(MaskActions, DeletingAnUnusedMaskRenumbersLaterTiles) {
  MaskSession s;
  Level& l = s.ctx.doc.level();
  l.setTile(0, 0, 0, block(kEmptyMask));
  s.ctx.brush.mask = 2;
  ASSERT_TRUE(actions::deleteMask(s.ctx));
  s.apply();
  EXPECT_EQ(l.tile(0, 0, 0), block(kEmptyMask - 1));
}

TEST(MaskActions, ReorderRemapsTilesAndRevertsExactly) {
  MaskSession s;
  Level& l = s.ctx.doc.level();
  l.setTile(0, 0, 0, block(1));
  l.setTile(0, 1, 0, Tile::make(4, false, true, Solidity::SidesAndBottom));
  l.setTile(1, 5, 5, block(2));
  l.setTile(1, 6, 5, block(9));
  const Snapshot before(s.ctx.doc);
  const HeightMask moved = l.mask(1);
  s.ctx.brush.mask = 1;
  actions::moveMask(s.ctx, 3);
  s.apply();
  EXPECT_EQ(l.mask(4), moved);
  EXPECT_EQ(s.ctx.brush.mask, 4);
  EXPECT_EQ(l.tile(0, 0, 0), block(4));
  EXPECT_EQ(l.tile(0, 1, 0), Tile::make(3, false, true, Solidity::SidesAndBottom));
  EXPECT_EQ(l.tile(1, 5, 5), block(1));
  EXPECT_EQ(l.tile(1, 6, 5), block(9));
  // What a tile shows is unchanged: only the numbering moved.
  EXPECT_EQ(l.mask(l.tile(1, 5, 5).maskIndex()), before.masks[2]);
  s.undo();
  EXPECT_EQ(Snapshot(s.ctx.doc), before);
  s.redo();
  EXPECT_EQ(l.tile(0, 0, 0), block(4));
}

TEST(MaskActions, ShapeGenerationAddsDedupedMasksAndRevertsExactly) {
  MaskSession s;
  const Snapshot before(s.ctx.doc);
  actions::ShapeSpec spec;
  spec.kind = actions::ShapeSpec::Kind::Arc;
  spec.arc = {64, Quadrant::BottomRight, ArcSide::Inside};
  actions::generateShape(s.ctx, spec);
  s.apply();
  const Level& l = s.ctx.doc.level();
  const std::size_t added = l.masks().size() - before.masks.size();
  EXPECT_GT(added, 0u);
  EXPECT_EQ(s.ctx.doc.history.size(), 2u) << "new mask, then the shape: one step";
  for (std::size_t i = 0; i < l.masks().size(); ++i) {
    for (std::size_t j = before.masks.size(); j < l.masks().size(); ++j) {
      if (i == j) continue;
      for (const FlipVariant& v : flipVariants(l.masks()[j])) EXPECT_FALSE(v.mask == l.masks()[i]) << i << " ~ " << j;
    }
  }
  // The shape is in hand, ready to place, and names only masks that exist.
  ASSERT_TRUE(s.ctx.clipboard);
  EXPECT_TRUE(s.ctx.pasting);
  EXPECT_EQ(s.ctx.clipboard->width, 4);
  for (const std::uint16_t raw : s.ctx.clipboard->tiles) EXPECT_LT(Tile{raw}.maskIndex(), static_cast<int>(l.masks().size()));
  // The other quadrant on the same side is the same masks mirrored: nothing new.
  spec.arc.quadrant = Quadrant::BottomLeft;
  actions::generateShape(s.ctx, spec);
  s.apply();
  EXPECT_EQ(l.masks().size(), before.masks.size() + added);
  s.undo();
  EXPECT_EQ(Snapshot(s.ctx.doc), before);
}

TEST(MaskActions, PlacingAShapeAfterItsMasksWereUndoneWritesOnlyTilesWhoseMasksExist) {
  MaskSession s;
  actions::ShapeSpec spec;
  spec.kind = actions::ShapeSpec::Kind::Arc;
  spec.arc = {40, Quadrant::TopLeft, ArcSide::Outside};
  const std::size_t masks = s.ctx.doc.level().masks().size();
  actions::generateShape(s.ctx, spec);
  s.apply();
  ASSERT_GT(s.ctx.doc.level().masks().size(), masks);
  s.undo();
  ASSERT_TRUE(s.ctx.clipboard);
  const auto changes = pasteChanges(s.ctx.doc.level(), 0, *s.ctx.clipboard, {0, 0});
  int named = 0;
  for (const std::uint16_t raw : s.ctx.clipboard->tiles) named += Tile{raw}.empty() ? 0 : 1;
  EXPECT_LT(static_cast<int>(changes.size()), named);
  for (const TileChange& c : changes) EXPECT_LT(Tile{c.after}.maskIndex(), static_cast<int>(masks));
}

TEST(MaskActions, JumpToUsesSelectsEachUseInTurnAndCentresIt) {
  MaskSession s;
  Level& l = s.ctx.doc.level();
  l.setTile(0, 6, 4, block(kEmptyMask));
  l.setTile(1, 1, 1, block(kEmptyMask));
  s.ctx.canvas = {0, 0, 400, 300};
  s.ctx.viewport.zoom = 1;
  actions::jumpToUses(s.ctx);
  EXPECT_EQ(s.ctx.selection, (TileRect{6, 4, 6, 4}));
  EXPECT_EQ(s.ctx.layer, 0);
  const Vec2 centre = s.ctx.viewport.toScreen({6 * 16 + 8, 4 * 16 + 8});
  EXPECT_NEAR(centre.x, 200, 1);
  EXPECT_NEAR(centre.y, 150, 1);
  EXPECT_GE(s.ctx.viewport.zoom, 2);
  actions::jumpToUses(s.ctx);
  EXPECT_EQ(s.ctx.selection, (TileRect{1, 1, 1, 1}));
  EXPECT_EQ(s.ctx.layer, 1);
  EXPECT_NE(s.ctx.status.find("use 2 of 2"), std::string::npos);
}

}  // namespace
}  // namespace solidtile::editor
