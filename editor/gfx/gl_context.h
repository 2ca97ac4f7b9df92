// Loading GL entry points and the few whole-frame GL calls the app makes.
#pragma once

#include <vector>

#include "model/dirty_region.h"

namespace solidtile::editor::gl {

using ProcLoader = void (*(*)(const char*))();  // glfwGetProcAddress's type

// False when the context lacks OpenGL 3.3.
bool loadFunctions(ProcLoader loader);
const char* rendererName();
// The kept frame (App::render) stores its rows top-down, as the window does in
// Mesa: drawing into it then rasterises exactly as drawing into the window did,
// and copying it to the window needs no flip, so llvmpipe copies memory instead
// of running a shader over every pixel. Rectangles stay in GL's bottom-up rows
// everywhere else; these turn them over at the GL call.
void scissorTopDown(const ScreenRect& r, int framebufferHeight);
// Clears `rects` of the bound (top-down) framebuffer to the colour behind everything.
void clearRects(const std::vector<ScreenRect>& rects, int framebufferHeight);
// Waits for the GPU, so a frame time includes the drawing, not just its submission.
void finish();

}  // namespace solidtile::editor::gl
