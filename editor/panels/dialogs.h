// The modal dialogs: new level, resize, open / save as, unsaved changes,
// errors, crash recovery, and the keyboard shortcut list.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "session/editor_context.h"

namespace solidtile::editor {

// A small file browser, since no native dialog library is a dependency.
class FileBrowser {
 public:
  enum class Mode { Open, SaveAs, OpenImage };
  // Lists directories and files ending in `extension` (or in any of ".txt|.bin";
  // Save as adds the first); `title` names the popup.
  void open(Mode mode, const std::filesystem::path& start, const std::string& fileName, std::string extension = ".json",
            std::string title = {});
  // The chosen path once, when the user confirms. Draws only while this
  // browser is open: each browser has its own popup, whatever its title.
  std::optional<std::filesystem::path> draw(const EditorContext& ctx);
  bool isOpen() const { return open_; }

 private:
  void list();
  bool listsExtension(const std::string& ext) const;  // one of extension_'s
  int id_ = nextId();
  static int nextId();
  bool open_ = false;
  Mode mode_ = Mode::Open;
  std::string extension_ = ".json";
  std::string title_;
  bool requested_ = false;
  std::filesystem::path dir_;
  std::string name_;
  std::string error_;
  std::vector<std::pair<std::string, bool>> entries_;  // name, is directory
};

// Whether a key (GLFW_KEY_*) was tapped this frame without Ctrl or Alt.
// ImGui 1.86 samples key state once a frame, so on a slow frame a quick tap
// (down and up in one poll) never reaches it; the app's own key events keep
// it. Repeats do not count: Enter held in the file browser must not also
// answer the prompt that its file opens.
bool keyTapped(const EditorContext& ctx, int glfwKey);

// Escape closes the topmost thing that is not a modal dialog (modals answer
// Esc themselves, as Cancel): an open menu or combo list, else the help
// window, else the background image window. True if it closed something.
bool closeTopmostOnEscape(EditorContext& ctx);

class Dialogs {
 public:
  void draw(EditorContext& ctx);

 private:
  void newLevel(EditorContext& ctx);
  void resize(EditorContext& ctx);
  void unsaved(EditorContext& ctx);
  void unsavedMovie(EditorContext& ctx);
  void error(EditorContext& ctx);
  void recovery(EditorContext& ctx);
  void help(EditorContext& ctx);

  FileBrowser browser_;
  FileBrowser::Mode browsing_ = FileBrowser::Mode::Open;
  int newSize_[3] = {128, 32, 1};
  int resizeSize_[2] = {0, 0};
  int anchor_ = 0;  // 0..8, row-major over left/centre/right x top/centre/bottom
};

}  // namespace solidtile::editor
