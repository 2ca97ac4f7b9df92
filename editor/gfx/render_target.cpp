#include "gfx/render_target.h"

#include "gfx/gl.h"

namespace solidtile::editor {

void RenderTarget::bind(int width, int height) {
  if (!framebuffer_) {
    framebuffer_ = gl::makeFramebuffer();
    texture_ = gl::makeTexture();
  }
  if (width != width_ || height != height_) {
    width_ = width;
    height_ = height;
    glBindTexture(GL_TEXTURE_2D, texture_.get());
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    // Unsized RGBA with BGRA bytes: Mesa then stores it as its window buffers are
    // stored, so copying the kept frame to the window is a memory copy (llvmpipe:
    // 0.2 ms instead of 4-5 ms of shader at 1280x720). A sized GL_RGBA8 is not.
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, width, height, 0, GL_BGRA, GL_UNSIGNED_BYTE, nullptr);
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_.get());
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, texture_.get(), 0);
  }
  glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_.get());
  glViewport(0, 0, width, height);
}

void RenderTarget::blitTo(gl::Name to, int x0, int y0, int x1, int y1) const {
  glBindFramebuffer(GL_READ_FRAMEBUFFER, framebuffer_.get());
  glBindFramebuffer(GL_DRAW_FRAMEBUFFER, to);
  glBlitFramebuffer(0, 0, width_, height_, x0, y0, x1, y1, GL_COLOR_BUFFER_BIT, GL_NEAREST);
  glBindFramebuffer(GL_FRAMEBUFFER, to);
}

}  // namespace solidtile::editor
