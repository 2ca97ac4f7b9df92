// The timeline's Branches tab: keep the input track as a branch, switch to
// one, choose the branch whose path the overlay draws as a ghost.
#pragma once

#include <string>

#include "session/editor_context.h"

namespace solidtile::editor {

class BranchesPanel {
 public:
  void draw(EditorContext& ctx);

 private:
  std::string name_;
};

}  // namespace solidtile::editor
