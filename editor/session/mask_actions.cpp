#include "session/mask_actions.h"

#include <algorithm>
#include <cmath>
#include <memory>

#include "session/actions.h"
#include "model/mask_commands.h"

namespace solidtile::editor::actions {
namespace {

int maskCount(const EditorContext& ctx) { return static_cast<int>(ctx.doc.level().masks().size()); }

HeightMask withHeights(const HeightMask& m, const Heights& h) {
  auto out = HeightMask::fromHeights(h, m.angle());
  return out ? *out : m;  // heights from the editor's own ops are always in range
}

// The auto-angle flags as long as the mask list, so reordering cannot drop one.
std::vector<bool> autoFlags(const EditorContext& ctx) {
  std::vector<bool> flags = ctx.doc.file.autoAngle;
  flags.resize(ctx.doc.level().masks().size(), false);
  return flags;
}

void submitList(EditorContext& ctx, std::string label, std::vector<HeightMask> masks, std::vector<bool> flags,
                std::vector<TileChange> tiles = {}) {
  ctx.submit(std::make_unique<MaskListCommand>(std::move(label), std::move(masks), std::move(flags), std::move(tiles)));
}

void appendMask(EditorContext& ctx, const HeightMask& m, const char* label) {
  const int count = maskCount(ctx);
  if (count >= Tile::kMaxMasks) {
    ctx.status = "The level already has the most masks a tile can name (" + std::to_string(Tile::kMaxMasks) + ")";
    return;
  }
  std::vector<HeightMask> masks = ctx.doc.level().masks();
  masks.push_back(m);
  std::vector<bool> flags = autoFlags(ctx);
  flags.push_back(false);
  submitList(ctx, label, std::move(masks), std::move(flags));
  ctx.brush.mask = count;
  ctx.status = std::string(label) + ": mask " + std::to_string(count);
}

}  // namespace

int currentMask(const EditorContext& ctx) {
  const int count = maskCount(ctx);
  return count == 0 ? -1 : std::clamp(ctx.brush.mask, 0, count - 1);
}

void setCurrentMask(EditorContext& ctx, const HeightMask& after, const std::string& label, std::uint64_t mergeId) {
  const int m = currentMask(ctx);
  if (m < 0 || ctx.doc.level().mask(m) == after) return;
  ctx.submit(std::make_unique<SetMaskCommand>(label, m, after), mergeId);
}

void shapeOp(EditorContext& ctx, MaskShapeOp op) {
  const int m = currentMask(ctx);
  if (m < 0) return;
  const HeightMask& mask = ctx.doc.level().mask(m);
  setCurrentMask(ctx, withHeights(mask, applyShapeOp(mask.heights(), op)), shapeOpLabel(op));
}

void setAngle(EditorContext& ctx, Angle a, std::uint64_t mergeId) {
  const int m = currentMask(ctx);
  if (m < 0) return;
  HeightMask next = ctx.doc.level().mask(m);
  next.setAngle(a);
  setCurrentMask(ctx, next, "Set mask angle", mergeId);
}

void setFlagged(EditorContext& ctx, bool flagged) {
  const int m = currentMask(ctx);
  if (m < 0) return;
  const AutoAngle computed = computeAngle(ctx.doc.level().mask(m));
  setAngle(ctx, flagged ? kFlaggedAngle : computed.determined ? computed.angle : Angle{0});
}

AutoAngle autoAngle(EditorContext& ctx) {
  const int m = currentMask(ctx);
  if (m < 0) return {};
  const AutoAngle a = computeAngle(ctx.doc.level().mask(m));
  if (a.determined) {
    HeightMask next = ctx.doc.level().mask(m);
    next.setAngle(a.angle);
    setCurrentMask(ctx, next, "Auto angle");
    ctx.status = "Mask " + std::to_string(m) + ": angle " + describeAngle(a.angle);
  } else {
    ctx.status = "Mask " + std::to_string(m) + " has no computable angle (" + a.reason + "); type one, or tick Flagged";
  }
  return a;
}

void newMask(EditorContext& ctx) { appendMask(ctx, HeightMask(), "New mask"); }

void duplicateMask(EditorContext& ctx) {
  const int m = currentMask(ctx);
  if (m >= 0) appendMask(ctx, ctx.doc.level().mask(m), "Duplicate mask");
}

bool deleteMask(EditorContext& ctx, int replacement) {
  const int m = currentMask(ctx);
  if (m < 0) return false;
  const int count = maskCount(ctx);
  const int uses = ctx.doc.maskUses()[static_cast<std::size_t>(m)];
  if (replacement == m || replacement >= count) replacement = -1;
  if (uses > 0 && replacement < 0) {
    ctx.status = "Mask " + std::to_string(m) + " is used by " + std::to_string(uses) +
                 " tiles: remap them to another mask, or erase them first";
    return false;
  }
  // The lists lose the entry; only tiles move over to the replacement.
  const MaskRemap lists = remapForRemoval(count, m, -1);
  const MaskRemap tiles = remapForRemoval(count, m, replacement);
  std::string label = "Delete mask " + std::to_string(m);
  if (uses > 0) label += " (uses to mask " + std::to_string(replacement) + ")";
  submitList(ctx, label, reordered(ctx.doc.level().masks(), lists, count - 1), reordered(autoFlags(ctx), lists, count - 1, false),
             remapChanges(ctx.doc.level(), tiles));
  if (ctx.clipboard) ctx.clipboard = remappedStamp(*ctx.clipboard, tiles);
  ctx.brush.mask = replacement >= 0 ? tiles[static_cast<std::size_t>(replacement)] : std::max(0, std::min(m, count - 2));
  ctx.status = label;
  return true;
}

void moveMask(EditorContext& ctx, int delta) {
  const int m = currentMask(ctx);
  const int count = maskCount(ctx);
  const int to = std::clamp(m + delta, 0, count - 1);
  if (m < 0 || to == m) return;
  const MaskRemap remap = remapForMove(count, m, to);
  submitList(ctx, "Move mask " + std::to_string(m) + " to " + std::to_string(to), reordered(ctx.doc.level().masks(), remap, count),
             reordered(autoFlags(ctx), remap, count, false), remapChanges(ctx.doc.level(), remap));
  if (ctx.clipboard) ctx.clipboard = remappedStamp(*ctx.clipboard, remap);
  ctx.brush.mask = to;
}

void jumpToUses(EditorContext& ctx) {
  const int m = currentMask(ctx);
  if (m < 0) return;
  const Level& level = ctx.doc.level();
  const auto use = nextUse(level, m, ctx.lastJump);
  if (!use) {
    ctx.status = "Mask " + std::to_string(m) + " is not used by any tile";
    return;
  }
  int ordinal = 1;
  for (auto u = nextUse(level, m, std::nullopt); u && !(*u == *use); u = nextUse(level, m, u)) ++ordinal;
  ctx.lastJump = use;
  ctx.layer = use->layer;
  ctx.selection = {use->at.x, use->at.y, use->at.x, use->at.y};
  if (ctx.canvas.w > 0) {
    // Close enough to see the tile's shape, and the tile in the middle.
    ctx.viewport.zoom = std::max(ctx.viewport.zoom, 2.0);
    ctx.viewport.originX = ctx.canvas.w / 2 - (use->at.x * kTileSize + kTileSize / 2) * ctx.viewport.zoom;
    ctx.viewport.originY = ctx.canvas.h / 2 - (use->at.y * kTileSize + kTileSize / 2) * ctx.viewport.zoom;
    ctx.viewport.snapOrigin();
    ctx.fitRequested = false;
    ctx.startViewRequested = false;
  }
  ctx.status = "Mask " + std::to_string(m) + ": use " + std::to_string(ordinal) + " of " +
               std::to_string(ctx.doc.maskUses()[static_cast<std::size_t>(m)]) + " at tile " + std::to_string(use->at.x) + ", " +
               std::to_string(use->at.y) + " on path " + std::to_string(use->layer);
}

void toggleMaskEditor(EditorContext& ctx) { ctx.settings.maskEditor = !ctx.settings.maskEditor; }

std::string describeShape(const ShapeSpec& s) {
  if (s.kind == ShapeSpec::Kind::Slope) {
    return "slope " + std::to_string(s.slope.rise) + " over " + std::to_string(s.slope.run) + ", rising " +
           (s.slope.rising == Rising::Right ? "right" : "left") + ", " + (s.slope.side == Side::Floor ? "floor" : "ceiling");
  }
  const char* quadrants[] = {"top right", "top left", "bottom left", "bottom right"};
  return "arc radius " + std::to_string(s.arc.radius) + ", " + quadrants[static_cast<int>(s.arc.quadrant)] + ", " +
         (s.arc.side == ArcSide::Inside ? "inside" : "outside");
}

void generateShape(EditorContext& ctx, const ShapeSpec& spec) {
  const solidtile::Stamp shape = spec.kind == ShapeSpec::Kind::Slope ? makeSlope(spec.slope) : makeArc(spec.arc);
  const Level& level = ctx.doc.level();
  InternedShape interned = internShape(level.masks(), shape, ctx.brush.solidity);
  if (!interned.error.empty()) {
    ctx.showError("Cannot generate the shape", interned.error);
    return;
  }
  const std::string what = describeShape(spec);
  if (!interned.added.empty()) {
    std::vector<HeightMask> masks = level.masks();
    masks.insert(masks.end(), interned.added.begin(), interned.added.end());
    std::vector<bool> flags = autoFlags(ctx);
    flags.resize(masks.size(), false);
    submitList(ctx, "Generate " + what, std::move(masks), std::move(flags));
  }
  ctx.clipboard = std::move(interned.stamp);
  startPasting(ctx);
  ctx.status = "Generated " + what + ": " + std::to_string(interned.added.size()) +
               " new masks. Click to place, X / Y flip, Esc stops";
}

void MaskStroke::begin(EditorContext& ctx, int column, int row, Mode mode) {
  mask_ = currentMask(ctx);
  if (mask_ < 0) return;
  mode_ = mode;
  working_ = ctx.doc.level().mask(mask_);
  mergeId_ = ctx.newMergeId();
  const ColumnHeight here{column, mode == Mode::Erase ? 0 : heightForRow(row, mode == Mode::Hanging)};
  last_ = here;
  paint(ctx, here);
}

void MaskStroke::moveTo(EditorContext& ctx, int column, int row) {
  if (mask_ < 0) return;
  const ColumnHeight here{std::clamp(column, 0, kTileSize - 1), mode_ == Mode::Erase ? 0 : heightForRow(row, mode_ == Mode::Hanging)};
  if (here.column == last_.column && here.height == last_.height) return;
  paint(ctx, here);
}

void MaskStroke::paint(EditorContext& ctx, ColumnHeight to) {
  const HeightMask next = withHeights(working_, strokeHeights(working_.heights(), last_, to));
  last_ = to;
  // Retracing drawn columns, or the current mask changed under the drag.
  if (next == working_ || ctx.brush.mask != mask_) return;
  working_ = next;
  ctx.submit(std::make_unique<SetMaskCommand>(mode_ == Mode::Erase ? "Erase mask columns" : "Draw mask", mask_, working_),
             mergeId_);
}

void MaskStroke::end(EditorContext& ctx) {
  if (mask_ < 0) return;
  mask_ = -1;
  ctx.sealRequested = true;
}

}  // namespace solidtile::editor::actions
