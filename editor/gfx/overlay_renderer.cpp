#include "gfx/overlay_renderer.h"

#include <algorithm>
#include <cmath>
#include <cstddef>

#include "gfx/gl.h"
#include "gfx/gl_context.h"

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

// Window pixels around the shapes (runs of `n` vertices) that differ between `a` and
// `b` at the same position: a pixel outside all of them sees the same shapes in the same order.
void differingShapes(const std::vector<OverlayVertex>& a, const std::vector<OverlayVertex>& b, std::size_t n,
                     double& x0, double& y0, double& x1, double& y1) {
  auto same = [](const OverlayVertex& p, const OverlayVertex& q) { return p.x == q.x && p.y == q.y && p.rgba == q.rgba; };
  auto grow = [&](const OverlayVertex& v) {
    x0 = std::min(x0, static_cast<double>(v.x));
    y0 = std::min(y0, static_cast<double>(v.y));
    x1 = std::max(x1, static_cast<double>(v.x));
    y1 = std::max(y1, static_cast<double>(v.y));
  };
  const std::size_t shapes = std::max(a.size(), b.size()) / n;
  for (std::size_t s = 0; s < shapes; ++s) {
    bool differs = false;
    for (std::size_t i = s * n; i < (s + 1) * n; ++i) {
      differs = differs || i >= a.size() || i >= b.size() || !same(a[i], b[i]);
    }
    if (!differs) continue;
    for (std::size_t i = s * n; i < (s + 1) * n; ++i) {
      if (i < a.size()) grow(a[i]);
      if (i < b.size()) grow(b[i]);
    }
  }
}

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
  FrameLayer layer;
  layer.id = kOverlayLayer;
  layer.hash = h.value();
  layer.rect = box;
  if (layer.hash != lastHash_ && overlay.lines.size() == last_.lines.size() &&
      overlay.triangles.size() == last_.triangles.size()) {
    double x0 = 1e30, y0 = 1e30, x1 = -1e30, y1 = -1e30;
    differingShapes(last_.triangles, overlay.triangles, 3, x0, y0, x1, y1);
    differingShapes(last_.lines, overlay.lines, 2, x0, y0, x1, y1);
    const double sx = static_cast<double>(framebufferWidth) / (windowWidth > 0 ? windowWidth : 1);
    const double sy = static_cast<double>(framebufferHeight) / (windowHeight > 0 ? windowHeight : 1);
    // Two pixels of margin: a line's pixels may lie half a pixel beyond its ends.
    layer.since = lastHash_;
    layer.damage = {static_cast<int>(std::floor(x0 * sx)) - 2, framebufferHeight - static_cast<int>(std::ceil(y1 * sy)) - 2,
                    static_cast<int>(std::ceil(x1 * sx)) + 2, framebufferHeight - static_cast<int>(std::floor(y0 * sy)) + 2};
  }
  lastHash_ = layer.hash;
  last_ = overlay;
  return layer;
}

void OverlayRenderer::drawList(const std::vector<OverlayVertex>& vertices, unsigned mode, const ScreenRect& box,
                               const std::vector<ScreenRect>& clips, int framebufferHeight) {
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
    gl::scissorTopDown(s, framebufferHeight);
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
  drawList(overlay.triangles, GL_TRIANGLES, box, clips, framebufferHeight);
  drawList(overlay.lines, GL_LINES, box, clips, framebufferHeight);
  glBindVertexArray(0);
  glDisable(GL_SCISSOR_TEST);
  glDisable(GL_BLEND);
}

}  // namespace solidtile::editor
