// File > Background image...: the picture of the level's art drawn under the
// tiles, its opacity and offset. Every change is an undoable command; one
// slider or drag gesture is one undo step.
#pragma once

#include <cstdint>

#include "session/editor_context.h"
#include "panels/dialogs.h"

namespace solidtile::editor {

class BackgroundPanel {
 public:
  void draw(EditorContext& ctx);

 private:
  // Submits `b` under the current gesture's merge id, starting one when the item was just grabbed.
  void submitGesture(EditorContext& ctx, const char* label, const Background& b, bool changed);

  FileBrowser browser_;
  std::uint64_t gesture_ = 0;
};

}  // namespace solidtile::editor
