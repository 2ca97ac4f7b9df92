// Over the canvas: each tile's mask index and angle from 6x up, and the
// angle colours' key while they are on.
#pragma once

#include "session/editor_context.h"

namespace solidtile::editor {

void drawTileLabels(const EditorContext& ctx);
void drawAngleKey(const EditorContext& ctx);

}  // namespace solidtile::editor
