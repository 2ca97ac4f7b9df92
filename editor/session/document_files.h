// New, open, save and revert for the editor, plus the autosave copy that a
// crashed session leaves behind for the next one to offer back.
#pragma once

#include <chrono>
#include <filesystem>
#include <vector>

#include "session/editor_context.h"

namespace solidtile::editor {

void newDocument(EditorContext& ctx, int width, int height, int layers);
// Makes `file` the document (selection, paste and layer reset; the view goes to the start).
void replaceDocument(EditorContext& ctx, io::LevelFile file, std::filesystem::path path);
// On a bad file the error popup names the problems and the current document stays.
bool openDocument(EditorContext& ctx, const std::filesystem::path& path);
bool saveDocument(EditorContext& ctx, const std::filesystem::path& path);
// Whether `a` would replace the document: Open and Import collision image read
// their file first and a file that would not open shows its problems now
// (false), so the unsaved-changes prompt is asked only when the open will happen.
bool fileActionWillRun(EditorContext& ctx, const FileAction& a);
// A new, unsaved level from a collision image (solid where alpha > 127; the
// solidity palette's colours give top-only, sides-and-bottom and none), as
// `solidtile import-png` makes it. Problems go to a popup; the document stays.
bool importImageDocument(EditorContext& ctx, const std::filesystem::path& png);
// The active path's collision as a PNG in the solidity palette (`solidtile export-png`).
bool exportImage(const EditorContext& ctx, const std::filesystem::path& png, std::string* why);

class Autosave {
 public:
  // Files live in `dir`, named after this process so two editors never collide.
  explicit Autosave(std::filesystem::path dir);
  // Writes a copy when the document changed and `interval` passed since the last copy.
  void tick(const EditorContext& ctx, std::chrono::steady_clock::time_point now);
  // The document is saved or closed cleanly: the copy is no longer needed.
  void discard();
  // Copies left by editors that are no longer running.
  std::vector<std::filesystem::path> orphans() const;
  // Loads an orphan as an unsaved document with its original path; removes it.
  static bool recover(EditorContext& ctx, const std::filesystem::path& copy);

  std::chrono::seconds interval{20};

 private:
  std::filesystem::path dir_;
  std::filesystem::path copy_;
  std::uint64_t savedRevision_ = 0;
  std::chrono::steady_clock::time_point last_{};
};

}  // namespace solidtile::editor
