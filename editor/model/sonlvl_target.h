// Where File > Save to SonLVL project writes, and what it reports back.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace solidtile::editor {

// A level of a SonLVL project: the project's INI and the level's section name.
struct SonlvlTarget {
  std::filesystem::path ini;
  std::string level;
  bool operator==(const SonlvlTarget&) const = default;
};

// The outcome of a save to a project, for the result window. Lines are the
// files written (with their backups) or every place the format cannot hold.
struct SonlvlSaveReport {
  std::string title;  // empty: nothing to show
  std::string summary;
  std::vector<std::string> lines;
  bool refused = false;  // nothing was written
};

}  // namespace solidtile::editor
