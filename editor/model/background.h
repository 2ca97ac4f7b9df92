// A picture of the level's art drawn under the tiles, to trace over. It is part
// of the level (saved in the level file, so setting it is an undoable edit);
// whether it is shown is a view preference.
//
// On disk it is the optional top-level key "background" of the level file, which
// physics_io keeps among the keys it does not know (LevelFile::unknownJson):
// the editor reads and writes it there, so physics_io knows nothing of editing.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace solidtile::editor {

struct Background {
  std::filesystem::path path;  // absolute while editing; relative to the level file on disk
  float opacity = 0.5f;        // 0..1
  int x = 0;                   // level pixel of the image's top-left corner
  int y = 0;
  bool operator==(const Background&) const = default;
};

inline constexpr const char* kBackgroundKey = "background";
inline constexpr int kMaxBackgroundOffset = 1 << 22;  // as the level file's pixel coordinates

struct BackgroundRead {
  std::optional<Background> background;
  std::string problem;  // why a "background" key was not usable; empty when fine or absent
};

// Reads "background" from a level file's unknown keys, resolving a relative
// path against `levelDir` (an empty dir leaves it as written).
BackgroundRead readBackground(const std::string& unknownJson, const std::filesystem::path& levelDir);
// `unknownJson` with "background" set to `b` (removed when nullopt), its path
// written relative to `levelDir` with forward slashes, or absolute when the
// level has no directory yet.
std::string writeBackground(const std::string& unknownJson, const std::optional<Background>& b,
                            const std::filesystem::path& levelDir);
// The directory a level file's relative paths start from: empty for an unsaved level.
std::filesystem::path levelDirectory(const std::filesystem::path& levelFile);

}  // namespace solidtile::editor
