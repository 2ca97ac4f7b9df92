// The debugger's overlay on the canvas.
#pragma once

#include "session/editor_context.h"

namespace solidtile::editor {

// Lays the current frame's shapes into ctx.overlay (level pixels scaled to the
// canvas) and writes the labels with ImGui's background draw list.
void drawDebugOverlay(EditorContext& ctx);

}  // namespace solidtile::editor
