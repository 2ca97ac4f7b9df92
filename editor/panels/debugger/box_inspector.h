// The box controller's inspector tabs: its state, the probes of the step
// into this frame, its events and plots.
#pragma once

#include "session/editor_context.h"

namespace solidtile::editor {

void drawBoxState(EditorContext& ctx);
void drawBoxProbes(EditorContext& ctx);
void drawBoxEvents(EditorContext& ctx);
void drawBoxPlots(EditorContext& ctx);

}  // namespace solidtile::editor
