// The list of a SonLVL project's levels. File > Open SonLVL project...: the
// user picks one and the app imports it through the unsaved-changes prompt.
// File > Save to SonLVL project, for a document that does not know its
// project yet: the user picks the level its collision is written into.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "session/editor_context.h"

namespace solidtile::editor {

class SonlvlPicker {
 public:
  enum class Purpose { Open, Save };
  // Reads the project's level list; a bad INI goes to the error popup. Saving
  // starts at the level named as the document is (an imported level keeps its name).
  void open(EditorContext& ctx, const std::filesystem::path& ini, Purpose purpose = Purpose::Open);
  // Up/Down choose, Enter or a double click opens, Esc cancels.
  void draw(EditorContext& ctx);

 private:
  bool requested_ = false;
  Purpose purpose_ = Purpose::Open;
  std::filesystem::path ini_;
  std::vector<std::string> levels_;
  int selected_ = 0;
};

}  // namespace solidtile::editor
