#include "session/editor_context.h"

namespace solidtile::editor {

const std::vector<ToolInfo>& toolInfos() {
  static const std::vector<ToolInfo> all = {
      {Tool::Brush, "Brush", "B", "paint the brush tile; right-drag erases"},
      {Tool::Eraser, "Eraser", "E", "clear tiles"},
      {Tool::Rectangle, "Rectangle", "R", "drag to fill a rectangle; right-drag clears it"},
      {Tool::Fill, "Flood fill", "F", "fill the connected area of equal tiles"},
      {Tool::Eyedropper, "Eyedropper", "I", "pick the tile under the pointer as the brush"},
      {Tool::Select, "Select", "M", "drag to select; drag inside to move, Ctrl-drag to copy"},
      {Tool::Start, "Player start", "P", "place the player's start position"},
      {Tool::PlacePlayer, "Test player", "K", "put the debugger's player here (not saved in the level)"},
      {Tool::Object, "Platforms", "O",
       "click: new moving platform; drag its body, corner or waypoint handles; Ctrl+click adds a waypoint, "
       "right-click a handle removes it"},
  };
  return all;
}

const ToolInfo& toolInfo(Tool t) {
  for (const auto& i : toolInfos()) {
    if (i.tool == t) return i;
  }
  return toolInfos().front();
}

void EditorContext::submitTileEdit(const char* label, std::vector<TileChange> changes, std::uint64_t mergeId) {
  if (changes.empty()) return;
  submit(std::make_unique<TileEditCommand>(label, std::move(changes)), mergeId);
}

void EditorContext::submitTileEdit(const char* label, std::vector<TileChange> changes, std::vector<TagChange> tags,
                                   std::uint64_t mergeId) {
  if (changes.empty() && tags.empty()) return;
  submit(std::make_unique<TileEditCommand>(label, std::move(changes), std::move(tags)), mergeId);
}

}  // namespace solidtile::editor
