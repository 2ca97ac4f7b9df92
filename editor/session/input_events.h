// Pointer and key events as GLFW delivered them, in order. The canvas replays
// them instead of sampling the state once a frame, so a click or a fast drag
// shorter than a frame (a loaded machine, xdotool) is never lost.
#pragma once

#include <vector>

namespace solidtile::editor {

struct InputEvent {
  enum Kind { Move, Press, Release, Scroll, Key } kind = Move;
  int button = 0;  // mouse button, or GLFW key for Key
  int mods = 0;
  double x = 0;    // window pixels; for Scroll, the wheel offsets; for Key, 1 when held down (a repeat)
  double y = 0;
};

using InputEvents = std::vector<InputEvent>;

}  // namespace solidtile::editor
