// Imported object markers (a dot and, from 2x, the object's name) and Sonic 1's
// loop regions (a chunk outline, "loop" or "loop (air high)"), drawn over the
// canvas while View > Object markers and loops is on.
#pragma once

#include "session/editor_context.h"

namespace solidtile::editor {

// Names are written from this zoom up; below it only the dots.
inline constexpr double kMarkerLabelZoom = 2.0;

void drawMarkersAndLoops(const EditorContext& ctx);

}  // namespace solidtile::editor
