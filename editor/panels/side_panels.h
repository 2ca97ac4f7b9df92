// The fixed panels around the canvas: tools and mask palette on the left, the
// brush tile's properties, collision paths and level facts on the right, and
// the status bar. Each returns the space it took so the canvas gets the rest.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "session/editor_context.h"

struct ImDrawList;

namespace solidtile::editor {

struct PanelArea {
  float top = 0;
  float bottom = 0;  // window y where the status bar begins
  float windowWidth = 0;
};

// Tools, then every mask as a thumbnail with its angle, filtered by angle
// range and by use.
class PalettePanel {
 public:
  float draw(EditorContext& ctx, PanelArea area);  // returns its width

 private:
  void filterRow(int shown, int total);
  void maskGrid(EditorContext& ctx);

  MaskFilter filter_;
};

float drawPropertiesPanel(EditorContext& ctx, PanelArea area);  // returns its width
// A folded column: a strip at x with one button that unfolds it. Returns
// whether the button was clicked.
inline constexpr float kFoldedStripWidth = 26;
bool drawFoldedStrip(const char* id, float x, PanelArea area, const char* arrow, const char* tooltip);
// The button at a column's top right that folds it.
bool foldButton(const char* arrow, const char* tooltip);
void drawStatusBar(EditorContext& ctx, float top, float width, float height);
// Over the canvas (tile_labels_overlay.cpp): each tile's mask index and angle
// from 6x up, and the angle colours' key while they are on.
void drawTileLabels(const EditorContext& ctx);
void drawAngleKey(const EditorContext& ctx);
// First steps (first_steps.cpp): the dismissible hint in the canvas's corner,
// and the Help window with the guide's section the Help menu chose.
void drawFirstStepsHint(EditorContext& ctx);
void drawHelpWindow(EditorContext& ctx);
const std::vector<std::string>& helpSectionTitles();

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
