// The selected platform's fields, in the properties panel.
#pragma once

#include "session/editor_context.h"

namespace solidtile::editor {

void drawObjectSection(EditorContext& ctx);

}  // namespace solidtile::editor
