// The list of a SonLVL project's levels (File > Open SonLVL project...): the
// user picks one and the app imports it through the unsaved-changes prompt.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "app/editor_context.h"

namespace solidtile::editor {

class SonlvlPicker {
 public:
  // Reads the project's level list; a bad INI goes to the error popup.
  void open(EditorContext& ctx, const std::filesystem::path& ini);
  // Up/Down choose, Enter or a double click opens, Esc cancels.
  void draw(EditorContext& ctx);

 private:
  bool requested_ = false;
  std::filesystem::path ini_;
  std::vector<std::string> levels_;
  int selected_ = 0;
};

}  // namespace solidtile::editor
