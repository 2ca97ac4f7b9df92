// The fixed panels around the canvas: tools and mask palette on the left, the
// brush tile's properties, collision paths and level facts on the right, and
// the status bar. Each returns the space it took so the canvas gets the rest.
#pragma once

#include "app/editor_context.h"

namespace solidtile::editor {

struct PanelArea {
  float top = 0;
  float bottom = 0;  // window y where the status bar begins
  float windowWidth = 0;
};

float drawPalettePanel(EditorContext& ctx, PanelArea area);     // returns its width
float drawPropertiesPanel(EditorContext& ctx, PanelArea area);  // returns its width
void drawStatusBar(EditorContext& ctx, float top, float width, float height);

// The mask's cell in the atlas as ImGui texture coordinates, mirrored for flips.
struct MaskUv {
  float u0, v0, u1, v1;
};
MaskUv maskUv(const MaskAtlasView& atlas, int mask, bool flipX, bool flipY);
// The solidity colours of the tilemap shader, for thumbnails and legends.
unsigned solidityColour(Solidity s);

}  // namespace solidtile::editor
