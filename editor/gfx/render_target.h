// An offscreen colour texture the level is drawn into only when something it
// shows changed; every frame copies it onto the window (scaled by the zoom when
// it holds one texel per level pixel). On a software rasteriser this turns the
// per-pixel tile lookups of most frames into one copy.
#pragma once

#include "gfx/gl_objects.h"

namespace solidtile::editor {

class RenderTarget {
 public:
  // Binds the target for drawing at `width` x `height`, reallocating when the size changed.
  void bind(int width, int height);
  // Copies the whole target to the window's rectangle [x0, x1) x [y0, y1) (GL
  // coordinates, bottom-up), nearest texel, through the current scissor.
  void blitToWindow(int x0, int y0, int x1, int y1) const;
  int width() const { return width_; }
  int height() const { return height_; }

 private:
  gl::Framebuffer framebuffer_;
  gl::Texture texture_;
  int width_ = 0;
  int height_ = 0;
};

}  // namespace solidtile::editor
