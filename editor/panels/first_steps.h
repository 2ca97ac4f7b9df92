// First steps: the dismissible hint in the canvas's corner, and the Help
// window with the guide's section the Help menu chose.
#pragma once

#include <string>
#include <vector>

#include "session/editor_context.h"

namespace solidtile::editor {

void drawFirstStepsHint(EditorContext& ctx);
void drawHelpWindow(EditorContext& ctx);
const std::vector<std::string>& helpSectionTitles();

}  // namespace solidtile::editor
