// The colours the debugger's panels share, so a changed value looks the same
// in the inspector, the box inspector and the box settings.
#pragma once

#include <imgui.h>

#include "model/debug_shapes.h"

namespace solidtile::editor {

inline const ImVec4 kChanged(1.0f, 0.8f, 0.3f, 1.0f);

// An overlay colour (0xAABBGGRR) as ImGui's, opaque.
inline ImVec4 colourOf(Colour c) { return ImGui::ColorConvertU32ToFloat4(c | 0xFF000000u); }

}  // namespace solidtile::editor
