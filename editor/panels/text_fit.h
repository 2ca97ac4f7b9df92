#pragma once
// Nothing a user needs to read is cut (issue 28): after the items whose text
// a narrow window used to cut, the panels ask whether it fits now, and
// --print-layout lists what does not, so the GUI tests see it at 1280x720.
#include "session/editor_context.h"

namespace solidtile::editor {

// The last item's text runs past the right edge its window or table cell shows.
void noteIfPastEdge(EditorContext& ctx, const char* what);
// The last item is narrower than its label (ImGui then cuts the label or
// ellipsizes it, as tabs do when the bar is short): padX is the item's padding
// on each side of its text. Also checks the item's right edge.
void noteIfLabelCut(EditorContext& ctx, const char* label, float padX);
// A tab item: its label against the tab (ImGui shrinks tabs and cuts their
// labels when the bar is short), and where the tab is (the GUI tests click it).
void noteTab(EditorContext& ctx, const char* label);
// Where the last item is, under `name`, for --print-layout's "widgets" line
// (a GUI test clicks it: a combo's entry, a button that moves with the layout).
void noteWidget(EditorContext& ctx, std::string name);

}  // namespace solidtile::editor
