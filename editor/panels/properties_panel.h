// The right column outside the debugger: the brush tile's properties,
// collision paths and level facts; the status bar; and the folding strips
// both side columns use.
#pragma once

#include "panels/panel_area.h"
#include "session/editor_context.h"

namespace solidtile::editor {

float drawPropertiesPanel(EditorContext& ctx, PanelArea area);  // returns its width
void drawStatusBar(EditorContext& ctx, float top, float width, float height);
// A folded column: a strip at x with one button that unfolds it. Returns
// whether the button was clicked.
inline constexpr float kFoldedStripWidth = 26;
bool drawFoldedStrip(const char* id, float x, PanelArea area, const char* arrow, const char* tooltip);
// The button at a column's top right that folds it.
bool foldButton(const char* arrow, const char* tooltip);

}  // namespace solidtile::editor
