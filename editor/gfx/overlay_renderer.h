// Draws an Overlay: one call for all lines, one for all filled shapes.
#pragma once

#include <string>

#include "gfx/gl_objects.h"
#include "model/overlay.h"
#include "gfx/tilemap_renderer.h"
#include "model/dirty_region.h"

namespace solidtile::editor {

class OverlayRenderer {
 public:
  bool init(std::string* why);
  // Where (the canvas) and what the overlay draws, for the dirty region; framebuffer
  // pixels, bottom-up. With the damage since the last call: around the shapes that differ.
  FrameLayer layer(const Overlay& overlay, CanvasRect canvas, int windowWidth, int windowHeight, int framebufferWidth,
                   int framebufferHeight);
  // Into the bound (top-down) framebuffer, clipped to the canvas and to `clips`
  // (disjoint); coordinates are window pixels.
  void draw(const Overlay& overlay, CanvasRect canvas, int windowWidth, int windowHeight, int framebufferWidth,
            int framebufferHeight, const std::vector<ScreenRect>& clips);

 private:
  void drawList(const std::vector<OverlayVertex>& vertices, unsigned mode, const ScreenRect& box,
                const std::vector<ScreenRect>& clips, int framebufferHeight);
  gl::Program program_;
  gl::VertexArray vao_;
  gl::Buffer vbo_;
  Overlay last_;  // what layer() saw last time, to find what moved
  std::uint64_t lastHash_ = 0;
};

}  // namespace solidtile::editor
