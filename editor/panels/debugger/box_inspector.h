// The box controller's own inspector tabs: its state and the probes of the
// step into this frame.
#pragma once

#include "session/editor_context.h"

namespace solidtile::editor {

void drawBoxState(EditorContext& ctx);
void drawBoxProbes(EditorContext& ctx);

}  // namespace solidtile::editor
