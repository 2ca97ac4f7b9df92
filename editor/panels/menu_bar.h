// The main menu bar: File, Edit, View, Help. Returns its height so the other
// panels lay out below it.
#pragma once

#include "session/editor_context.h"

namespace solidtile::editor {

float drawMenuBar(EditorContext& ctx);

}  // namespace solidtile::editor
