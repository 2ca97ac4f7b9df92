// The box controller's authoring on the canvas and in the side panels: tile
// tags (the overlay, its legend, the tag picker), the object tool (moving
// platforms: drawn at the objects' frame, dragged by body, corner and
// waypoint handles) and the box lint list.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "session/editor_context.h"
#include "box_lint.h"
#include "model/overlay_palette.h"

namespace solidtile::editor {

// Level pixels <-> window pixels for one frame of the canvas.
struct CanvasMapping {
  double originX = 0, originY = 0, zoom = 1;  // window position of level (0, 0), screen px per level px
  float x(double levelX) const { return static_cast<float>(originX + levelX * zoom); }
  float y(double levelY) const { return static_cast<float>(originY + levelY * zoom); }
};
CanvasMapping canvasMapping(const EditorContext& ctx);

// Tags as tinted cells over the tiles (panels/tag_overlay.cpp), with a symbol
// each once a tile is 12 screen pixels; the legend sits in the canvas corner.
void addTagOverlay(const EditorContext& ctx, Overlay& o);
void drawTagLegend(const EditorContext& ctx);
void drawTagSection(EditorContext& ctx);  // the tag picker, in the properties panel while T is on
std::uint32_t tagColour(TileTag t, int alpha);
bool tagsShown(const EditorContext& ctx);

class ObjectCanvas {
 public:
  // True when the press was the object tool's (the canvas starts no other drag).
  bool press(EditorContext& ctx, int button, int mods, double px, double py);
  void moveTo(EditorContext& ctx, double px, double py);
  void release(EditorContext& ctx);
  bool dragging() const { return drag_ != ObjectHit::None; }
  void addOverlay(const EditorContext& ctx, Overlay& o) const;

 private:
  ObjectHit::Part drag_ = ObjectHit::None;
  int waypoint_ = -1;
  SolidObject start_;      // the object as the drag found it
  double startX_ = 0, startY_ = 0;
  std::uint64_t merge_ = 0;
};

void drawObjectSection(EditorContext& ctx);  // the selected platform's fields, in the properties panel

// The lint window (View > Box lint): findings with jump-to.
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
