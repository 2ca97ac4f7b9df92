#include "gfx/gl_context.h"

#include "gfx/gl.h"

namespace solidtile::editor::gl {

bool loadFunctions(ProcLoader loader) {
  const int version = gladLoadGL(reinterpret_cast<GLADloadfunc>(loader));
  return version != 0 && (GLAD_VERSION_MAJOR(version) > 3 || (GLAD_VERSION_MAJOR(version) == 3 && GLAD_VERSION_MINOR(version) >= 3));
}

const char* rendererName() { return reinterpret_cast<const char*>(glGetString(GL_RENDERER)); }

void scissorTopDown(const ScreenRect& r, int framebufferHeight) {
  glScissor(r.x0, framebufferHeight - r.y1, r.x1 - r.x0, r.y1 - r.y0);
}

void clearRects(const std::vector<ScreenRect>& rects, int framebufferHeight) {
  glClearColor(0.055f, 0.06f, 0.07f, 1.0f);
  glEnable(GL_SCISSOR_TEST);
  for (const ScreenRect& r : rects) {
    scissorTopDown(r, framebufferHeight);
    glClear(GL_COLOR_BUFFER_BIT);
  }
  glDisable(GL_SCISSOR_TEST);
}

void finish() { glFinish(); }

}  // namespace solidtile::editor::gl
