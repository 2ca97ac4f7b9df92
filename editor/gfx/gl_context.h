// Loading GL entry points and the few whole-frame GL calls the app makes.
#pragma once

#include <vector>

#include "model/dirty_region.h"

namespace solidtile::editor::gl {

using ProcLoader = void (*(*)(const char*))();  // glfwGetProcAddress's type

// False when the context lacks OpenGL 3.3.
bool loadFunctions(ProcLoader loader);
const char* rendererName();
// Clears `rects` of the bound framebuffer to the colour behind everything.
void clearRects(const std::vector<ScreenRect>& rects);
// Waits for the GPU, so a frame time includes the drawing, not just its submission.
void finish();

}  // namespace solidtile::editor::gl
