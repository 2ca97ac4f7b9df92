// The left column: tools, then every mask as a thumbnail with its angle,
// filtered by angle range and by use; and the drawing helpers the other
// panels share for masks and angles.
#pragma once

#include "panels/panel_area.h"
#include "session/editor_context.h"

struct ImDrawList;

namespace solidtile::editor {

class PalettePanel {
 public:
  float draw(EditorContext& ctx, PanelArea area);  // returns its width

 private:
  void filterRow(int shown, int total);
  void maskGrid(EditorContext& ctx);

  MaskFilter filter_;
};

// The mask's cell in the atlas as ImGui texture coordinates, mirrored for flips.
struct MaskUv {
  float u0, v0, u1, v1;
};
MaskUv maskUv(const MaskAtlasView& atlas, int mask, bool flipX, bool flipY);
// The solidity colours of the tilemap shader, for thumbnails and legends.
unsigned solidityColour(Solidity s);
// The surface tangent of `a` as an arrow through (cx, cy), with a tick on the open side.
void drawAngleArrow(ImDrawList* dl, float cx, float cy, Angle a, float half, float thickness);
// An angle byte's tangent as a screen direction (y down).
void angleDirection(Angle a, float* dx, float* dy);

}  // namespace solidtile::editor
