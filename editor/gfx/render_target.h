// An offscreen colour texture. The level is drawn into one only when something
// it shows changed, and copied onto the frame (scaled by the zoom when it holds
// one texel per level pixel); the whole frame is kept in another, so pixels
// nothing changed keep their colour without being drawn again. On a software
// rasteriser this turns the per-pixel work of most frames into copies.
#pragma once

#include "gfx/gl_objects.h"

namespace solidtile::editor {

class RenderTarget {
 public:
  // Binds the target for drawing at `width` x `height`, reallocating when the size changed.
  void bind(int width, int height);
  // Copies the whole target to framebuffer `to`'s rectangle [x0, x1) x [y0, y1)
  // (GL coordinates, bottom-up; 0 is the window), nearest texel, through the
  // current scissor, and leaves `to` bound.
  void blitTo(gl::Name to, int x0, int y0, int x1, int y1) const;
  gl::Name framebuffer() const { return framebuffer_.get(); }
  int width() const { return width_; }
  int height() const { return height_; }

 private:
  gl::Framebuffer framebuffer_;
  gl::Texture texture_;
  int width_ = 0;
  int height_ = 0;
};

}  // namespace solidtile::editor
