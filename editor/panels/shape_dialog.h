// "Generate shape": a straight slope or a quarter circle, previewed tile by
// tile with each tile's exact angle and how many masks it adds; Generate puts
// the masks in the level (one undo step) and the shape in hand as a stamp.
#pragma once

#include "session/mask_actions.h"

namespace solidtile::editor {

class ShapeDialog {
 public:
  void draw(EditorContext& ctx);

 private:
  void slopeFields();
  void arcFields();
  void preview(const solidtile::Stamp& shape);

  actions::ShapeSpec spec_;
};

}  // namespace solidtile::editor
