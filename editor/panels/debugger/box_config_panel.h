// The level's box config in the inspector: every BoxConfig field, reset to
// default, each edit an undoable command (a drag one step).
#pragma once

#include <cstdint>

#include "session/editor_context.h"

namespace solidtile::editor {

class BoxConfigPanel {
 public:
  void draw(EditorContext& ctx);

 private:
  std::uint64_t gesture_ = 0;
};

}  // namespace solidtile::editor
