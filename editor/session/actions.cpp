#include "session/actions.h"

#include <algorithm>

#include "model/object_slope.h"

namespace solidtile::editor::actions {
namespace {

// Undo and redo can take away the mask the brush names (a new mask, a generated shape).
void keepBrushOnAMask(EditorContext& ctx) {
  const int count = static_cast<int>(ctx.doc.level().masks().size());
  if (count > 0) ctx.brush.mask = std::clamp(ctx.brush.mask, 0, count - 1);
}

}  // namespace

void undo(EditorContext& ctx) {
  ctx.pasting = false;
  if (!ctx.doc.history.canUndo()) return;
  ctx.status = "Undid " + ctx.doc.history.undoLabel();
  ctx.doc.history.undo(ctx.doc);
  keepBrushOnAMask(ctx);
}

void redo(EditorContext& ctx) {
  if (!ctx.doc.history.canRedo()) return;
  ctx.status = "Redid " + ctx.doc.history.redoLabel();
  ctx.doc.history.redo(ctx.doc);
  keepBrushOnAMask(ctx);
}

void copy(EditorContext& ctx) {
  if (ctx.selection.empty()) {
    ctx.status = "Nothing selected to copy (select with M)";
    return;
  }
  ctx.clipboard = copyStamp(ctx.doc.level(), ctx.activeLayer(), ctx.selection);
  ctx.status = "Copied " + std::to_string(ctx.selection.width()) + " x " + std::to_string(ctx.selection.height()) + " tiles";
}

void cut(EditorContext& ctx) {
  if (ctx.selection.empty()) {
    ctx.status = "Nothing selected to cut (select with M)";
    return;
  }
  copy(ctx);
  ctx.submitTileEdit("Cut", clearChanges(ctx.doc.level(), ctx.activeLayer(), ctx.selection),
                     clearTagChanges(ctx.doc.level(), ctx.activeLayer(), ctx.selection));
}

void paste(EditorContext& ctx) {
  if (!ctx.clipboard || ctx.clipboard->empty()) {
    ctx.status = "The clipboard is empty";
    return;
  }
  startPasting(ctx);
  ctx.status = "Click to place the stamp; X / Y flip it, Esc stops";
}

void deleteSelection(EditorContext& ctx) {
  if (ctx.selection.empty()) return;
  ctx.submitTileEdit("Delete", clearChanges(ctx.doc.level(), ctx.activeLayer(), ctx.selection),
                     clearTagChanges(ctx.doc.level(), ctx.activeLayer(), ctx.selection));
}

void selectAll(EditorContext& ctx) {
  ctx.tool = Tool::Select;
  ctx.selection = {0, 0, ctx.doc.level().width() - 1, ctx.doc.level().height() - 1};
}

namespace {

void flip(EditorContext& ctx, bool horizontal) {
  if (ctx.pasting && ctx.clipboard) {
    ctx.clipboard = horizontal ? flippedX(*ctx.clipboard) : flippedY(*ctx.clipboard);
    return;
  }
  if (!ctx.selection.empty() && ctx.tool == Tool::Select) {
    const Level& level = ctx.doc.level();
    const int layer = ctx.activeLayer();
    const TileRect r = ctx.selection.clippedTo(level.width(), level.height());
    const Stamp s = copyStamp(level, layer, r);
    // The flipped block replaces the selection whole, empty cells included.
    std::vector<TileChange> changes;
    const Stamp f = horizontal ? flippedX(s) : flippedY(s);
    for (int y = 0; y < f.height; ++y) {
      for (int x = 0; x < f.width; ++x) {
        const std::uint16_t before = level.tile(layer, r.x0 + x, r.y0 + y).raw;
        const std::uint16_t after = f.at(x, y).raw;
        if (before != after) changes.push_back({layer, r.x0 + x, r.y0 + y, before, after});
      }
    }
    ctx.submitTileEdit(horizontal ? "Flip selection horizontally" : "Flip selection vertically", std::move(changes),
                       replaceTagChanges(level, layer, r, f));
    return;
  }
  if (horizontal) {
    ctx.brush.flipX = !ctx.brush.flipX;
  } else {
    ctx.brush.flipY = !ctx.brush.flipY;
  }
}

}  // namespace

void flipX(EditorContext& ctx) { flip(ctx, true); }
void flipY(EditorContext& ctx) { flip(ctx, false); }

void startPasting(EditorContext& ctx) {
  if (!ctx.pasting) ctx.toolBeforePaste = ctx.tool;
  ctx.tool = Tool::Select;
  ctx.pasting = true;
}

void stopPasting(EditorContext& ctx) {
  if (!ctx.pasting) return;
  ctx.pasting = false;
  ctx.tool = ctx.toolBeforePaste;
}

void cancel(EditorContext& ctx) {
  if (ctx.pasting) {
    stopPasting(ctx);
  } else {
    ctx.selection = {};
  }
}

void setTool(EditorContext& ctx, Tool t) {
  ctx.tool = t;
  ctx.pasting = false;
}

double minimumZoom(const EditorContext& ctx) {
  const Level& l = ctx.doc.level();
  return std::min(1.0, fitZoom(ctx.canvas.w, ctx.canvas.h, l.widthPixels(), l.heightPixels()));
}

void zoomTo(EditorContext& ctx, double zoom) {
  ctx.viewport.zoomAround({ctx.canvas.w / 2, ctx.canvas.h / 2}, std::clamp(zoom, minimumZoom(ctx), kMaxZoom));
}

void zoomIn(EditorContext& ctx) { zoomTo(ctx, zoomStepIn(ctx.viewport.zoom)); }
void zoomOut(EditorContext& ctx) { zoomTo(ctx, zoomStepOut(ctx.viewport.zoom, minimumZoom(ctx))); }
void fitLevel(EditorContext& ctx) { ctx.fitRequested = true; }

void cycleLayerView(EditorContext& ctx) {
  auto& v = ctx.settings.view.layers;
  v = static_cast<LayerView>((static_cast<int>(v) + 1) % 3);
}

void toggleActiveLayer(EditorContext& ctx) {
  if (ctx.doc.level().layerCount() < 2) {
    ctx.status = "The level has one collision path; add path 1 in the Tile panel";
    return;
  }
  ctx.layer = 1 - ctx.activeLayer();
}

void setLayerCount(EditorContext& ctx, int layers) {
  const Level& l = ctx.doc.level();
  if (layers == l.layerCount()) return;
  Level next = l;
  next.setLayerCount(layers);
  if (layers == 2) next.layerData(1) = l.layerData(0);  // the new path starts as a copy: paths differ only where loops are
  ctx.submit(std::make_unique<ReplaceLevelCommand>(layers == 2 ? "Add path 1" : "Remove path 1", std::move(next)));
  if (layers == 1) ctx.layer = 0;
}

void resizeLevel(EditorContext& ctx, int width, int height, int anchorX, int anchorY) {
  std::string why;
  if (!Level::validSize(width, height, ctx.doc.level().layerCount(), &why)) {
    ctx.showError("Cannot resize the level", why);
    return;
  }
  ctx.submit(std::make_unique<ReplaceLevelCommand>("Resize level", resizedLevel(ctx.doc.level(), width, height, anchorX, anchorY)));
  ctx.selection = {};
}

void toggleSideColumns(EditorContext& ctx) {
  const bool fold = !(ctx.paletteHidden && ctx.rightColumnHidden);
  ctx.paletteHidden = fold;
  ctx.rightColumnHidden = fold;
}

void saveBranch(EditorContext& ctx) {
  InputBranches& b = ctx.debugger.branches;
  std::string name;
  for (std::size_t n = b.all().size() + 1; name.empty() || b.find(name); ++n) name = "branch " + std::to_string(n);
  b.save(name, ctx.debugger.timeline.inputs().frames(), nullptr);
  ctx.status = "Saved the input track as " + name + " (Shift+B shows a branch as a ghost)";
}

void cycleBranchGhost(EditorContext& ctx) {
  InputBranches& b = ctx.debugger.branches;
  const auto& all = b.all();
  if (all.empty()) {
    ctx.status = "No input branches yet: Ctrl+B saves the track as one";
    return;
  }
  std::size_t next = 0;
  if (b.ghost) {
    for (std::size_t i = 0; i < all.size(); ++i) {
      if (all[i].name == *b.ghost) next = i + 1;
    }
  }
  b.ghost = next < all.size() ? std::optional<std::string>(all[next].name) : std::nullopt;
  ctx.status = b.ghost ? "Ghost: " + *b.ghost + "'s path (violet)" : std::string("No branch ghost");
}

void switchToBranch(EditorContext& ctx, const InputBranch& b) {
  Debugger& d = ctx.debugger;
  const std::string label = "Switch to branch " + b.name;
  const std::vector<Input> rows = b.rows;  // the branch may change while the edit runs
  ctx.editInputs(label.c_str(), [&](Timeline& t) { t.spliceRows(0, t.frameCount(), rows); });
  d.branches.current = b.name;
  d.pause();
  d.timeline.jumpTo(d.timeline.cursor());
  ctx.status = "Switched to branch " + b.name + " (" + std::to_string(rows.size()) + " frames; Ctrl+Z goes back)";
}

bool openMovie(EditorContext& ctx, const std::filesystem::path& path) {
  Debugger& d = ctx.debugger;
  Timeline& t = d.timeline;
  std::string why;
  bool ok = false;
  io::MovieHeader header;
  ctx.editInputs("Open input movie", [&](Timeline& tl) { ok = tl.loadMovieFile(path, &why, &header); });
  if (!ok) {
    ctx.showError("Cannot open the input movie", why);
    return false;
  }
  d.recording = false;  // play the movie back, not over it
  t.restart();
  ctx.status = "Loaded input movie " + path.filename().string() + " (" + std::to_string(t.frameCount()) + " frames";
  if (!header.empty()) {
    // What the header set, as its lines say it: "start 1580,368, controller box".
    std::string said = io::formatMovieHeader(header);
    said.pop_back();
    for (std::size_t at = said.find('\n'); at != std::string::npos; at = said.find('\n', at)) said.replace(at, 1, ", ");
    ctx.status += "; its header: " + said;
  }
  if (header.start || header.controller) d.visible = true;
  ctx.status += ")";
  switch (loadBranchesBeside(d.branches, path, t.maxFrames(), &why)) {
    case BranchesBeside::None:
      break;
    case BranchesBeside::Loaded:
      ctx.status += " and " + std::to_string(d.branches.all().size()) + " input branches";
      break;
    case BranchesBeside::Bad:
      ctx.showError("Cannot read the movie's input branches", why + "\n\nThe movie is open; the branches are as they were.");
      break;
  }
  return true;
}

bool saveMovie(EditorContext& ctx, const std::filesystem::path& path) {
  Debugger& d = ctx.debugger;
  std::string why;
  if (!d.timeline.saveMovieFile(path, &why)) {
    ctx.showError("Cannot save the input movie", why);
    return false;
  }
  if (!saveBranchesBeside(d.branches, path, &why)) {
    ctx.showError("Cannot save the input branches", why + "\n\nThe movie itself is saved.");
    return false;
  }
  ctx.status = "Saved input movie " + path.string();
  if (!d.branches.all().empty()) ctx.status += " and its " + std::to_string(d.branches.all().size()) + " branches";
  return true;
}

void toggleTagTool(EditorContext& ctx) {
  ctx.tagBrush.active = !ctx.tagBrush.active;
  const Tool t = ctx.tool;
  if (ctx.tagBrush.active && t != Tool::Brush && t != Tool::Eraser && t != Tool::Rectangle && t != Tool::Fill &&
      t != Tool::Eyedropper) {
    setTool(ctx, Tool::Brush);
  }
  ctx.status = ctx.tagBrush.active ? "Tag tool: B/R/F/E/I paint tile tags, 1-4 pick the tag; T goes back to tiles"
                                   : "Painting tiles";
}

void toggleObjectSlope(EditorContext& ctx) {
  const auto& objects = ctx.doc.level().objects;
  const int i = ctx.objects.selected;
  if (ctx.tool != Tool::Object || i < 0 || i >= static_cast<int>(objects.size())) {
    ctx.status = "Select a platform with the O tool to slope its top (Shift+O)";
    return;
  }
  const SolidObject& o = objects[static_cast<std::size_t>(i)];
  if (!canSlope(o)) {
    ctx.status = o.kind != ObjectKind::Block && o.kind != ObjectKind::Collapse
                     ? "Only a block or a collapse takes a slope: the games' springs and spikes are flat"
                                             : "A platform 1 px wide has no 2 px column to slope";
    return;
  }
  const bool on = o.slope.empty();
  ctx.submit(std::make_unique<ObjectEditCommand>(on ? "Slope platform" : "Flatten platform", i, o, withSlope(o, on)));
  ctx.status = on ? "Sloped top (ramp up): draw its heights in the panel's graph or pick a preset"
                  : "Flat top: the platform's heights are gone (Ctrl+Z brings them back)";
}

}  // namespace solidtile::editor::actions
