// Level pixels <-> window pixels for one frame of the canvas, for the
// panels that draw over it with ImGui.
#pragma once

#include "session/editor_context.h"

namespace solidtile::editor {

struct CanvasMapping {
  double originX = 0, originY = 0, zoom = 1;  // window position of level (0, 0), screen px per level px
  float x(double levelX) const { return static_cast<float>(originX + levelX * zoom); }
  float y(double levelY) const { return static_cast<float>(originY + levelY * zoom); }
};

inline CanvasMapping canvasMapping(const EditorContext& ctx) {
  return {ctx.canvas.x + ctx.viewport.originX, ctx.canvas.y + ctx.viewport.originY, ctx.viewport.zoom};
}

}  // namespace solidtile::editor
