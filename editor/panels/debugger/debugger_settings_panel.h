// The inspector's settings tabs: physics settings, breakpoints, the overlay's
// switches and legend, live keys.
#pragma once

#include "session/editor_context.h"

namespace solidtile::editor {

void drawPhysicsSettings(EditorContext& ctx);
void drawBreakpoints(EditorContext& ctx);
void drawOverlaySettings(EditorContext& ctx);

}  // namespace solidtile::editor
