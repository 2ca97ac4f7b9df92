// The keyboard shortcuts, as one table: the key handler, the menus and the
// Help window all read it, so they cannot disagree.
#pragma once

#include <string>
#include <vector>

#include "session/editor_context.h"

namespace solidtile::editor {

struct Shortcut {
  int key;   // GLFW_KEY_*
  int mods;  // GLFW_MOD_* that must be held (Ctrl, Shift); others must not
  const char* keys;  // as shown: "Ctrl+Z"
  const char* what;
  void (*run)(EditorContext&);
};

const std::vector<Shortcut>& shortcuts();
// The first table entry for `what`, e.g. shortcutKeys("Undo") == "Ctrl+Z"; "" when none.
const char* shortcutKeys(const std::string& what);
// Runs the shortcut for a key press; false when the key has none.
bool runShortcut(EditorContext& ctx, int key, int mods);

}  // namespace solidtile::editor
