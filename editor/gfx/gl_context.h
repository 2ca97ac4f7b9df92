// Loading GL entry points and the few whole-frame GL calls the app makes.
#pragma once

namespace solidtile::editor::gl {

using ProcLoader = void (*(*)(const char*))();  // glfwGetProcAddress's type

// False when the context lacks OpenGL 3.3.
bool loadFunctions(ProcLoader loader);
const char* rendererName();
void clearFrame(int framebufferWidth, int framebufferHeight);
// Waits for the GPU, so a frame time includes the drawing, not just its submission.
void finish();

}  // namespace solidtile::editor::gl
