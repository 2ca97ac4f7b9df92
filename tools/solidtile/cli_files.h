// Reading and writing files for the subcommands, saying what went wrong on
// stderr in the one form every command uses ("file: field: what").
#pragma once

#include <optional>
#include <string>

#include "solidtile/io/level_file.h"

namespace solidtile::cli {

// The level at `path`, or nothing with every problem printed.
std::optional<io::LevelFile> loadLevelOrReport(const std::string& path);
// Writes `bytes` atomically; false with the reason printed.
bool writeOrReport(const std::string& path, const std::string& bytes);

}  // namespace solidtile::cli
