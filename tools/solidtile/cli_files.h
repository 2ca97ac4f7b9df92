// Reading and writing files for the subcommands, saying what went wrong on
// stderr in the one form every command uses ("file: field: what").
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "command.h"
#include "solidtile/io/level_file.h"

namespace solidtile::cli {

// The level at `path`, or nothing with every problem printed.
std::optional<io::LevelFile> loadLevelOrReport(const std::string& path);
// Writes `bytes` atomically; false with the reason printed.
bool writeOrReport(const std::string& path, const std::string& bytes);
// Writes the level atomically in its format; false with the reason printed.
bool saveLevelOrReport(const std::string& path, const io::LevelFile& file);

// The level an import command writes: -o/--output, which it needs, and
// --name where it takes one. Shared so every importer takes and refuses
// them in the same words.
struct ImportOutput {
  std::string path;
  std::optional<std::string> name;  // --name, when given
  // What -o names, for the usage errors: an exporter's own file.
  std::string_view noun = "level file";
  std::string_view example = "LEVEL.json";
  // kExitOk when `option` is one of them (its value kept), kUnknownOption when
  // it is not, else the usage error, printed.
  int take(const Command& command, std::string_view option, std::optional<std::string_view> value,
           bool withName = true);
  // kExitOk, or the usage error for a missing -o, printed.
  int required(const Command& command) const;
};

}  // namespace solidtile::cli
