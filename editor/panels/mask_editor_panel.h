// The mask editor: the brush's mask as a zoomable 16x16 pixel grid to draw
// columns on, its derived row widths beside it, the angle (hex, decimal,
// degrees, a dial, Auto, the $FF flag, a lint against the shape's own angle),
// flipped previews, and the list operations (new, duplicate, delete with
// remap, reorder, jump to uses). Reads the document, emits commands.
#pragma once

#include <cstdint>
#include <vector>

#include "session/mask_actions.h"
#include "panels/panel_area.h"

namespace solidtile::editor {

class MaskEditorPanel {
 public:
  // Drawn as a column ending at `rightEdge`; returns its width.
  float draw(EditorContext& ctx, PanelArea area, float rightEdge);

 private:
  void header(EditorContext& ctx, int mask, int uses);
  void grid(EditorContext& ctx, const HeightMask& m);
  void gridInput(EditorContext& ctx, float x, float y);
  void shapeButtons(EditorContext& ctx);
  void angleSection(EditorContext& ctx, const HeightMask& m);
  void dial(EditorContext& ctx, const HeightMask& m);
  void flipPreviews(EditorContext& ctx, int mask, const HeightMask& m);
  void listButtons(EditorContext& ctx, int mask);
  void deletePopup(EditorContext& ctx, int mask, int uses);

  float cell_ = 14;  // screen pixels per mask pixel
  actions::MaskStroke stroke_;
  int hoverColumn_ = -1;
  int hoverRow_ = -1;
  std::uint64_t angleEdit_ = 0;  // merge id while the dial or the number is being dragged
  char hex_[4] = "";
  bool hexEditing_ = false;
  int remapTo_ = 0;
};

}  // namespace solidtile::editor
