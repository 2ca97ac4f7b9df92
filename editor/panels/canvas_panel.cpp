#include "panels/canvas_panel.h"

#include <algorithm>
#include <cmath>

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <imgui.h>

#include "session/actions.h"
#include "model/sonic_overlay.h"
#include "panels/tag_overlay.h"

namespace solidtile::editor {
namespace {

constexpr std::uint32_t kTileGridColour = rgba(255, 255, 255, 34);
constexpr std::uint32_t kPixelGridColour = rgba(255, 255, 255, 14);
constexpr std::uint32_t kBorderColour = rgba(255, 255, 255, 110);
constexpr std::uint32_t kCursorColour = rgba(255, 220, 90, 220);
constexpr std::uint32_t kSelectionColour = rgba(90, 220, 255, 230);
constexpr std::uint32_t kSelectionFill = rgba(90, 220, 255, 40);
constexpr std::uint32_t kStartColour = rgba(255, 90, 200, 230);

int floorDiv(double v, int d) { return static_cast<int>(std::floor(v / d)); }

// The player as the debugger shows it at the cursor.
bool overPlayer(const EditorContext& ctx, TilePos cell) {
  const Timeline& t = ctx.debugger.timeline;
  if (!t.isSimulated(t.cursor())) return false;
  return tileCovers(cell.x, cell.y, t.active().body(t.cursor()));
}

}  // namespace

TilePos CanvasPanel::cellAt(const EditorContext& ctx, Vec2 at) const {
  const Vec2 p = ctx.viewport.toLevel(at);
  return {floorDiv(p.x, kTileSize), floorDiv(p.y, kTileSize)};
}

void CanvasPanel::draw(EditorContext& ctx) {
  const Level& level = ctx.doc.level();
  if (ctx.canvas.w > 0) {
    // A view the editor chose (start view, whole level) is chosen again when
    // the window or the panels resize the canvas, until the user moves it.
    const bool resized = ctx.canvas.w != fittedCanvas_.w || ctx.canvas.h != fittedCanvas_.h;
    const bool untouched = fitted_ && ctx.viewport == *fitted_;
    if (ctx.fitRequested || ctx.startViewRequested || (untouched && resized)) {
      if (ctx.fitRequested || ctx.startViewRequested) wholeLevel_ = ctx.fitRequested;
      ctx.viewport = wholeLevel_ ? fitView(ctx.canvas.w, ctx.canvas.h, level.widthPixels(), level.heightPixels())
                                 : startView(ctx.canvas.w, ctx.canvas.h, level.widthPixels(), level.heightPixels(),
                                             level.startX, level.startY);
      fitted_ = ctx.viewport;
      ctx.fitRequested = ctx.startViewRequested = false;
    }
    fittedCanvas_ = ctx.canvas;
  }
  // ImGui owns the pointer over its panels and menus, except during our own drag.
  const bool imguiHasPointer = ImGui::GetIO().WantCaptureMouse && drag_ == Drag::None;
  for (const InputEvent& e : ctx.events) {
    const Vec2 at{e.x - ctx.canvas.x, e.y - ctx.canvas.y};
    switch (e.kind) {
      case InputEvent::Move:
        moveTo(ctx, at);
        lastMove_ = ImGui::GetTime();
        break;
      case InputEvent::Press:
        moveTo(ctx, at);
        if (!imguiHasPointer && pointerInside_ && drag_ == Drag::None) press(ctx, e.button, e.mods, at);
        break;
      case InputEvent::Release:
        moveTo(ctx, at);
        release(ctx);
        break;
      case InputEvent::Scroll:
        if (!imguiHasPointer && pointerInside_ && e.y != 0) {
          const double z = e.y > 0 ? zoomStepIn(ctx.viewport.zoom) : zoomStepOut(ctx.viewport.zoom, actions::minimumZoom(ctx));
          ctx.viewport.zoomAround(pointer_, z);
        }
        break;
      case InputEvent::Key:
        break;
    }
  }
  const Vec2 lp = ctx.viewport.toLevel(pointer_);
  ctx.hover = {pointerInside_ && !imguiHasPointer, static_cast<int>(std::floor(lp.x)), static_cast<int>(std::floor(lp.y))};

  // What a click would paint, ghosted under the pointer.
  ctx.preview = nullptr;
  const TilePos cell = cellAt(ctx, pointer_);
  if (drag_ == Drag::Move || drag_ == Drag::Copy) {
    ctx.preview = &moving_;
    ctx.previewAt = {ctx.selection.x0 + dragCell_.x - dragStart_.x, ctx.selection.y0 + dragCell_.y - dragStart_.y};
  } else if (ctx.pasting && ctx.clipboard && ctx.hover.onLevel) {
    ctx.preview = &*ctx.clipboard;
    ctx.previewAt = cell;
  } else if (ctx.tool == Tool::Brush && !ctx.tagBrush.active && ctx.hover.onLevel && (drag_ == Drag::None || drag_ == Drag::Paint) &&
             (!ctx.debugger.visible || drag_ == Drag::Paint ||
              (ImGui::GetTime() - lastMove_ < kPreviewSeconds && !overPlayer(ctx, cell)))) {
    // While debugging, a resting pointer's brush tile would sit over the player the keys move,
    // and a moving one is never drawn over the player.
    brushStamp_ = Stamp{1, 1, {ctx.brush.tile().raw}, {}};
    ctx.preview = &brushStamp_;
    ctx.previewAt = cell;
  }
  buildOverlay(ctx);
}

void CanvasPanel::moveTo(EditorContext& ctx, Vec2 at) {
  pointer_ = at;
  pointerInside_ = at.x >= 0 && at.y >= 0 && at.x < ctx.canvas.w && at.y < ctx.canvas.h;
  const TilePos cell = cellAt(ctx, at);
  switch (drag_) {
    case Drag::Object: {
      const Vec2 p = ctx.viewport.toLevel(at);
      objects_.moveTo(ctx, p.x, p.y);
      break;
    }
    case Drag::Paint:
    case Drag::Erase:
      paintTo(ctx, cell);
      break;
    case Drag::Pan:
      ctx.viewport = panViewport_;
      ctx.viewport.originX += at.x - panStart_.x;
      ctx.viewport.originY += at.y - panStart_.y;
      ctx.viewport.snapOrigin();
      break;
    default:
      dragCell_ = cell;
      break;
  }
}

void CanvasPanel::paintTo(EditorContext& ctx, TilePos cell) {
  if (cell == dragCell_) return;
  auto cells = lineCells(dragCell_, cell);
  cells.erase(cells.begin());  // painted by the previous event
  if (ctx.tagBrush.active) {
    const TileTag tag = drag_ == Drag::Erase ? TileTag::None : ctx.tagBrush.tag;
    ctx.submitTileEdit("Paint tags", {}, tagPaintChanges(ctx.doc.level(), ctx.activeLayer(), cells, tag), stroke_);
  } else {
    const Tile t = drag_ == Drag::Erase ? Tile{} : ctx.brush.tile();
    ctx.submitTileEdit(drag_ == Drag::Erase ? "Erase" : "Brush", paintChanges(ctx.doc.level(), ctx.activeLayer(), cells, t), stroke_);
  }
  dragCell_ = cell;
}

void CanvasPanel::press(EditorContext& ctx, int button, int mods, Vec2 at) {
  const Level& level = ctx.doc.level();
  const int layer = ctx.activeLayer();
  const TilePos cell = cellAt(ctx, at);
  dragStart_ = dragCell_ = cell;
  if (button == GLFW_MOUSE_BUTTON_MIDDLE || (button == GLFW_MOUSE_BUTTON_LEFT && ctx.spaceHeld)) {
    drag_ = Drag::Pan;
    ctx.spacePanned = ctx.spaceHeld;
    panStart_ = at;
    panViewport_ = ctx.viewport;
    return;
  }
  const bool left = button == GLFW_MOUSE_BUTTON_LEFT;
  const bool right = button == GLFW_MOUSE_BUTTON_RIGHT;
  if (!left && !right) return;
  if (const Vec2 p = ctx.viewport.toLevel(at); objects_.press(ctx, button, mods, p.x, p.y)) {
    if (objects_.dragging()) drag_ = Drag::Object;
    return;
  }
  if (ctx.tagBrush.active && pressTags(ctx, left, cell)) return;
  switch (ctx.tool) {
    case Tool::Brush:
    case Tool::Eraser: {
      const bool erase = right || ctx.tool == Tool::Eraser;
      drag_ = erase ? Drag::Erase : Drag::Paint;
      stroke_ = ctx.newMergeId();
      const Tile t = erase ? Tile{} : ctx.brush.tile();
      ctx.submitTileEdit(erase ? "Erase" : "Brush", paintChanges(level, layer, {cell}, t), stroke_);
      break;
    }
    case Tool::Rectangle:
      drag_ = right ? Drag::ClearRectangle : Drag::Rectangle;
      break;
    case Tool::Fill:
      if (left) ctx.submitTileEdit("Flood fill", floodChanges(level, layer, cell, ctx.brush.tile()));
      break;
    case Tool::Eyedropper:
      if (const Tile t = level.tile(layer, cell.x, cell.y); !t.empty()) {
        ctx.brush = {t.maskIndex(), t.flipX(), t.flipY(), t.solidity()};
        actions::setTool(ctx, Tool::Brush);
      }
      break;
    case Tool::Select:
      if (ctx.pasting && ctx.clipboard) {
        if (left) {
          ctx.submitTileEdit("Paste", pasteChanges(level, layer, *ctx.clipboard, cell),
                             pasteTagChanges(level, layer, *ctx.clipboard, cell));
        }
        if (right) actions::stopPasting(ctx);
      } else if (left && ctx.selection.contains(cell)) {
        drag_ = (mods & GLFW_MOD_CONTROL) != 0 ? Drag::Copy : Drag::Move;
        moving_ = copyStamp(level, layer, ctx.selection);
      } else if (left) {
        drag_ = Drag::Select;
      } else {
        ctx.selection = {};
      }
      break;
    case Tool::Start: {
      const Vec2 p = ctx.viewport.toLevel(at);
      ctx.submit(std::make_unique<SetStartCommand>(static_cast<int>(std::floor(p.x)), static_cast<int>(std::floor(p.y))));
      break;
    }
    case Tool::PlacePlayer: {
      // The debugger's own start: a test position, not an edit of the level.
      const Vec2 p = ctx.viewport.toLevel(at);
      ctx.debugger.placePlayer(static_cast<int>(std::floor(p.x)), static_cast<int>(std::floor(p.y)));
      break;
    }
    case Tool::Object:  // taken by objects_ above
      break;
  }
}

// The tag tool's click tools; brush, eraser and rectangle drags run through the tile paths above.
bool CanvasPanel::pressTags(EditorContext& ctx, bool left, TilePos cell) {
  const Level& level = ctx.doc.level();
  const int layer = ctx.activeLayer();
  switch (ctx.tool) {
    case Tool::Brush:
    case Tool::Eraser: {
      const bool erase = !left || ctx.tool == Tool::Eraser;
      drag_ = erase ? Drag::Erase : Drag::Paint;
      stroke_ = ctx.newMergeId();
      ctx.submitTileEdit("Paint tags", {}, tagPaintChanges(level, layer, {cell}, erase ? TileTag::None : ctx.tagBrush.tag), stroke_);
      return true;
    }
    case Tool::Fill:
      if (left) ctx.submitTileEdit("Flood tags", {}, tagFloodChanges(level, layer, cell, ctx.tagBrush.tag));
      return true;
    case Tool::Eyedropper:
      if (level.inside(cell.x, cell.y)) {
        ctx.tagBrush.tag = level.tag(layer, cell.x, cell.y);
        actions::setTool(ctx, Tool::Brush);
      }
      return true;
    default:
      return false;
  }
}

void CanvasPanel::release(EditorContext& ctx) {
  const Level& level = ctx.doc.level();
  const int layer = ctx.activeLayer();
  const TileRect rect = TileRect::spanning(dragStart_, dragCell_);
  const TilePos to{ctx.selection.x0 + dragCell_.x - dragStart_.x, ctx.selection.y0 + dragCell_.y - dragStart_.y};
  switch (drag_) {
    case Drag::Paint:
    case Drag::Erase:
      ctx.sealRequested = true;
      break;
    case Drag::Rectangle:
      if (ctx.tagBrush.active) {
        ctx.submitTileEdit("Tag rectangle", {}, tagRectChanges(level, layer, rect, ctx.tagBrush.tag));
      } else {
        ctx.submitTileEdit("Fill rectangle", rectChanges(level, layer, rect, ctx.brush.tile()));
      }
      break;
    case Drag::ClearRectangle:
      if (ctx.tagBrush.active) {
        ctx.submitTileEdit("Clear tags", {}, clearTagChanges(level, layer, rect));
      } else {
        ctx.submitTileEdit("Clear rectangle", clearChanges(level, layer, rect));
      }
      break;
    case Drag::Object:
      objects_.release(ctx);
      break;
    case Drag::Select:
      ctx.selection = rect.clippedTo(level.width(), level.height());
      break;
    case Drag::Move:
    case Drag::Copy:
      if (!(dragCell_ == dragStart_)) {
        if (drag_ == Drag::Move) {
          ctx.submitTileEdit("Move selection", moveChanges(level, layer, ctx.selection, to),
                             moveTagChanges(level, layer, ctx.selection, to));
        } else {
          ctx.submitTileEdit("Copy selection", pasteChanges(level, layer, moving_, to), pasteTagChanges(level, layer, moving_, to));
        }
        ctx.selection = TileRect{to.x, to.y, to.x + ctx.selection.width() - 1, to.y + ctx.selection.height() - 1}.clippedTo(
            level.width(), level.height());
      }
      break;
    case Drag::None:
    case Drag::Pan:
      break;
  }
  drag_ = Drag::None;
}

void CanvasPanel::buildOverlay(EditorContext& ctx) {
  Overlay& o = ctx.overlay;
  o.clear();
  const Level& level = ctx.doc.level();
  const Viewport& v = ctx.viewport;
  const double cx = ctx.canvas.x;
  const double cy = ctx.canvas.y;
  auto sx = [&](double levelX) { return static_cast<float>(cx + v.originX + levelX * v.zoom); };
  auto sy = [&](double levelY) { return static_cast<float>(cy + v.originY + levelY * v.zoom); };
  // Visible level pixels, clipped to the level.
  const Vec2 a = v.toLevel({0, 0});
  const Vec2 b = v.toLevel({ctx.canvas.w, ctx.canvas.h});
  const int px0 = std::max(0, static_cast<int>(std::floor(a.x)));
  const int py0 = std::max(0, static_cast<int>(std::floor(a.y)));
  const int px1 = std::min(level.widthPixels(), static_cast<int>(std::ceil(b.x)));
  const int py1 = std::min(level.heightPixels(), static_cast<int>(std::ceil(b.y)));
  const ViewOptions& view = ctx.settings.view;
  // Half a pixel in, so a one-pixel line covers exactly the first screen column of a tile.
  const float h = 0.5f;
  if (view.pixelGrid && v.zoom >= 8) {
    for (int x = px0; x <= px1; ++x) {
      if (x % kTileSize != 0) o.line(sx(x) + h, sy(py0), sx(x) + h, sy(py1), kPixelGridColour);
    }
    for (int y = py0; y <= py1; ++y) {
      if (y % kTileSize != 0) o.line(sx(px0), sy(y) + h, sx(px1), sy(y) + h, kPixelGridColour);
    }
  }
  if (view.tileGrid && v.zoom * kTileSize >= 6) {
    for (int x = (px0 + kTileSize - 1) / kTileSize * kTileSize; x <= px1; x += kTileSize) {
      o.line(sx(x) + h, sy(py0), sx(x) + h, sy(py1), kTileGridColour);
    }
    for (int y = (py0 + kTileSize - 1) / kTileSize * kTileSize; y <= py1; y += kTileSize) {
      o.line(sx(px0), sy(y) + h, sx(px1), sy(y) + h, kTileGridColour);
    }
  }
  o.rectOutline(sx(0) - h, sy(0) - h, sx(level.widthPixels()) + h, sy(level.heightPixels()) + h, kBorderColour);
  addTagOverlay(ctx, o);
  objects_.addOverlay(ctx, o);

  auto tileRect = [&](TileRect r, std::uint32_t line, std::uint32_t fill) {
    const float x0 = sx(r.x0 * kTileSize) + h;
    const float y0 = sy(r.y0 * kTileSize) + h;
    const float x1 = sx((r.x1 + 1) * kTileSize) - h;
    const float y1 = sy((r.y1 + 1) * kTileSize) - h;
    if (fill != 0) o.rectFilled(x0, y0, x1, y1, fill);
    o.rectOutline(x0, y0, x1, y1, line);
  };
  if (drag_ == Drag::Rectangle || drag_ == Drag::ClearRectangle || drag_ == Drag::Select) {
    tileRect(TileRect::spanning(dragStart_, dragCell_), drag_ == Drag::Select ? kSelectionColour : kCursorColour,
             kSelectionFill);
  }
  if (!ctx.selection.empty()) tileRect(ctx.selection, kSelectionColour, drag_ == Drag::Move ? 0 : kSelectionFill);
  if (ctx.hover.onLevel && drag_ != Drag::Pan && ctx.tool != Tool::Start && ctx.tool != Tool::PlacePlayer &&
      ctx.tool != Tool::Object) {
    const TilePos c = cellAt(ctx, pointer_);
    if (ctx.pasting && ctx.clipboard) {
      tileRect({c.x, c.y, c.x + ctx.clipboard->width - 1, c.y + ctx.clipboard->height - 1}, kCursorColour, 0);
    } else {
      tileRect({c.x, c.y, c.x, c.y}, kCursorColour, 0);
    }
  }
  if (view.showStart) {
    // The player's standing box: 19 px wide (radius 9), 39 tall (radius 19), centred on the start.
    const double x = level.startX;
    const double y = level.startY;
    o.rectOutline(sx(x - 9), sy(y - 19), sx(x + 10), sy(y + 20), kStartColour);
    o.line(sx(x) - 6, sy(y) + h, sx(x) + 7, sy(y) + h, kStartColour);
    o.line(sx(x) + h, sy(y) - 6, sx(x) + h, sy(y) + 7, kStartColour);
  }
}

}  // namespace solidtile::editor
