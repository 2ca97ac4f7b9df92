// The lint window (View > Box lint): the box controller's findings for the
// level, with jump-to.
#pragma once

#include <cstdint>
#include <vector>

#include "box_lint.h"
#include "session/editor_context.h"

namespace solidtile::editor {

class BoxLintPanel {
 public:
  void draw(EditorContext& ctx);

 private:
  std::vector<lint::BoxLintIssue> issues_;
  std::uint64_t revision_ = 0;
  double lastRun_ = -1e9;
  bool fresh_ = false;
  int chosen_ = -1;
};

}  // namespace solidtile::editor
