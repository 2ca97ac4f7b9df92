// A byte dragged or typed in hex ("$4A"). Dear ImGui 1.86 rounds a dragged
// integer by printing it with the format and reading the text back as
// decimal, so "$%02X" turned $41 into 41 ($29) and a short drag jumped to
// the range's end; the round trip is switched off here.
#pragma once

namespace solidtile::editor {

// As ImGui::DragInt with a "$%02X" display, clamped to lo..hi.
bool dragHexByte(const char* label, int* value, float speed, int lo, int hi);

}  // namespace solidtile::editor
