// Draws an Overlay: one call for all lines, one for all filled shapes.
#pragma once

#include <string>

#include "gfx/gl_objects.h"
#include "gfx/overlay.h"
#include "gfx/tilemap_renderer.h"

namespace solidtile::editor {

class OverlayRenderer {
 public:
  bool init(std::string* why);
  // Clipped to the canvas; coordinates are window pixels.
  void draw(const Overlay& overlay, CanvasRect canvas, int windowWidth, int windowHeight, int framebufferWidth,
            int framebufferHeight);

 private:
  void drawList(const std::vector<OverlayVertex>& vertices, unsigned mode);
  gl::Program program_;
  gl::VertexArray vao_;
  gl::Buffer vbo_;
};

}  // namespace solidtile::editor
