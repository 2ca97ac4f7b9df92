// The object tool on the canvas: moving platforms drawn at the objects'
// frame, dragged by body, corner and waypoint handles.
#pragma once

#include <cstdint>

#include "model/overlay.h"
#include "model/overlay_palette.h"
#include "session/editor_context.h"

namespace solidtile::editor {

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

}  // namespace solidtile::editor
