#include "gfx/overlay_renderer.h"

#include <cstddef>

#include "gfx/gl.h"

namespace solidtile::editor {

bool OverlayRenderer::init(std::string* why) {
  program_ = gl::makeProgram("lines.vert", "lines.frag", why);
  if (!program_) return false;
  vao_ = gl::makeVertexArray();
  vbo_ = gl::makeBuffer();
  glBindVertexArray(vao_.get());
  glBindBuffer(GL_ARRAY_BUFFER, vbo_.get());
  glEnableVertexAttribArray(0);
  glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, sizeof(OverlayVertex),
                        reinterpret_cast<const void*>(offsetof(OverlayVertex, x)));
  glEnableVertexAttribArray(1);
  glVertexAttribPointer(1, 4, GL_UNSIGNED_BYTE, GL_TRUE, sizeof(OverlayVertex),
                        reinterpret_cast<const void*>(offsetof(OverlayVertex, rgba)));
  glBindVertexArray(0);
  return true;
}

namespace {

// The canvas in framebuffer pixels, bottom-up: the scissor every overlay draw uses.
ScreenRect canvasBox(CanvasRect canvas, int windowWidth, int windowHeight, int framebufferWidth, int framebufferHeight) {
  const double sx = static_cast<double>(framebufferWidth) / (windowWidth > 0 ? windowWidth : 1);
  const double sy = static_cast<double>(framebufferHeight) / (windowHeight > 0 ? windowHeight : 1);
  const int x = static_cast<int>(canvas.x * sx);
  const int y = framebufferHeight - static_cast<int>((canvas.y + canvas.h) * sy);
  return ScreenRect{x, y, x + static_cast<int>(canvas.w * sx), y + static_cast<int>(canvas.h * sy)};
}

}  // namespace

FrameLayer OverlayRenderer::layer(const Overlay& overlay, CanvasRect canvas, int windowWidth, int windowHeight,
                                  int framebufferWidth, int framebufferHeight) {
  LayerHash h;
  h.add(overlay.lines.data(), overlay.lines.size() * sizeof(OverlayVertex));
  h.add(overlay.lines.size());
  h.add(overlay.triangles.data(), overlay.triangles.size() * sizeof(OverlayVertex));
  h.add(static_cast<std::uint64_t>(windowWidth) << 32 | static_cast<std::uint32_t>(windowHeight));
  const ScreenRect box = overlay.lines.empty() && overlay.triangles.empty()
                            ? ScreenRect{}
                            : canvasBox(canvas, windowWidth, windowHeight, framebufferWidth, framebufferHeight);
  constexpr std::uint64_t kOverlayLayer = 2;
  return {kOverlayLayer, h.value(), box};
}

void OverlayRenderer::drawList(const std::vector<OverlayVertex>& vertices, unsigned mode, const ScreenRect& box,
                               const std::vector<ScreenRect>& clips) {
  if (vertices.empty()) return;
  bool uploaded = false;
  for (const ScreenRect& clip : clips) {
    const ScreenRect s = box.intersected(clip);
    if (s.empty()) continue;
    if (!uploaded) {
      glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(vertices.size() * sizeof(OverlayVertex)), vertices.data(),
                   GL_STREAM_DRAW);
      uploaded = true;
    }
    glScissor(s.x0, s.y0, s.x1 - s.x0, s.y1 - s.y0);
    glDrawArrays(mode, 0, static_cast<GLsizei>(vertices.size()));
  }
}

void OverlayRenderer::draw(const Overlay& overlay, CanvasRect canvas, int windowWidth, int windowHeight,
                           int framebufferWidth, int framebufferHeight, const std::vector<ScreenRect>& clips) {
  if (overlay.lines.empty() && overlay.triangles.empty()) return;
  const ScreenRect box = canvasBox(canvas, windowWidth, windowHeight, framebufferWidth, framebufferHeight);
  glViewport(0, 0, framebufferWidth, framebufferHeight);
  glEnable(GL_SCISSOR_TEST);
  glEnable(GL_BLEND);
  glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
  glUseProgram(program_.get());
  glUniform2f(glGetUniformLocation(program_.get(), "uScreenSize"), static_cast<float>(windowWidth),
              static_cast<float>(windowHeight));
  glBindVertexArray(vao_.get());
  glBindBuffer(GL_ARRAY_BUFFER, vbo_.get());
  drawList(overlay.triangles, GL_TRIANGLES, box, clips);
  drawList(overlay.lines, GL_LINES, box, clips);
  glBindVertexArray(0);
  glDisable(GL_SCISSOR_TEST);
  glDisable(GL_BLEND);
}

}  // namespace solidtile::editor
