// The level canvas: turns pointer events into tool edits, pans and zooms, and
// lays out the overlay (grids, selection, cursor, player start). The tiles
// themselves are drawn by the TilemapRenderer behind the ImGui panels.
#pragma once

#include <optional>

#include <cstdint>

#include "session/editor_context.h"
#include "panels/object_canvas.h"

namespace solidtile::editor {

class CanvasPanel {
 public:
  void draw(EditorContext& ctx);

 private:
  enum class Drag { None, Paint, Erase, Rectangle, ClearRectangle, Select, Move, Copy, Pan, Object };

  void press(EditorContext& ctx, int button, int mods, Vec2 at);
  void moveTo(EditorContext& ctx, Vec2 at);
  void release(EditorContext& ctx);
  void paintTo(EditorContext& ctx, TilePos cell);
  bool pressTags(EditorContext& ctx, bool left, TilePos cell);
  void buildOverlay(EditorContext& ctx);
  TilePos cellAt(const EditorContext& ctx, Vec2 at) const;

  Drag drag_ = Drag::None;
  TilePos dragStart_;
  TilePos dragCell_;
  std::uint64_t stroke_ = 0;
  Vec2 panStart_;
  Viewport panViewport_;
  Vec2 pointer_;  // canvas-relative
  bool pointerInside_ = false;
  ObjectCanvas objects_;  // the object tool (panels/object_canvas.cpp)
  Stamp moving_;
  Stamp brushStamp_;  // the 1x1 preview under the pointer
  std::optional<Viewport> fitted_;  // the view the editor last chose, while the user has not moved it
  bool wholeLevel_ = false;         // it shows the whole level (else the start view)
  CanvasRect fittedCanvas_;
  static constexpr double kPreviewSeconds = 1.5;  // a resting pointer's brush preview goes while debugging
  double lastMove_ = -1e9;
};

}  // namespace solidtile::editor
