#include "panels/hex_drag.h"

#include <imgui.h>

namespace solidtile::editor {

bool dragHexByte(const char* label, int* value, float speed, int lo, int hi) {
  return ImGui::DragInt(label, value, speed, lo, hi, "$%02X", ImGuiSliderFlags_AlwaysClamp | ImGuiSliderFlags_NoRoundToFormat);
}

}  // namespace solidtile::editor
