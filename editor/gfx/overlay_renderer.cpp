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

void OverlayRenderer::drawList(const std::vector<OverlayVertex>& vertices, unsigned mode) {
  if (vertices.empty()) return;
  glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(vertices.size() * sizeof(OverlayVertex)), vertices.data(),
               GL_STREAM_DRAW);
  glDrawArrays(mode, 0, static_cast<GLsizei>(vertices.size()));
}

void OverlayRenderer::draw(const Overlay& overlay, CanvasRect canvas, int windowWidth, int windowHeight,
                           int framebufferWidth, int framebufferHeight) {
  if (overlay.lines.empty() && overlay.triangles.empty()) return;
  const double sx = static_cast<double>(framebufferWidth) / (windowWidth > 0 ? windowWidth : 1);
  const double sy = static_cast<double>(framebufferHeight) / (windowHeight > 0 ? windowHeight : 1);
  glViewport(0, 0, framebufferWidth, framebufferHeight);
  glEnable(GL_SCISSOR_TEST);
  glScissor(static_cast<GLint>(canvas.x * sx), framebufferHeight - static_cast<GLint>((canvas.y + canvas.h) * sy),
            static_cast<GLsizei>(canvas.w * sx), static_cast<GLsizei>(canvas.h * sy));
  glEnable(GL_BLEND);
  glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
  glUseProgram(program_.get());
  glUniform2f(glGetUniformLocation(program_.get(), "uScreenSize"), static_cast<float>(windowWidth),
              static_cast<float>(windowHeight));
  glBindVertexArray(vao_.get());
  glBindBuffer(GL_ARRAY_BUFFER, vbo_.get());
  drawList(overlay.triangles, GL_TRIANGLES);
  drawList(overlay.lines, GL_LINES);
  glBindVertexArray(0);
  glDisable(GL_SCISSOR_TEST);
  glDisable(GL_BLEND);
}

}  // namespace solidtile::editor
