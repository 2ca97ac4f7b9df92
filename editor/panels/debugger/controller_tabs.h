// The inspector's Events and Plots tabs for any controller, read through the
// controller interface (debug_controller.h): this frame's events and the log
// of all frames, and a plot per quantity the controller names.
#pragma once

#include "session/editor_context.h"

namespace solidtile::editor {

void drawControllerEvents(EditorContext& ctx);
void drawControllerPlots(EditorContext& ctx);

}  // namespace solidtile::editor
