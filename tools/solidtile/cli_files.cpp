#include "cli_files.h"

#include <cstdio>

#include "solidtile/io/atomic_file.h"

namespace solidtile::cli {

std::optional<io::LevelFile> loadLevelOrReport(const std::string& path) {
  io::LoadResult r = io::loadLevel(path);
  if (!r.file) std::fputs(io::describe(path, r.problems).c_str(), stderr);
  return std::move(r.file);
}

bool writeOrReport(const std::string& path, const std::string& bytes) {
  std::string why;
  if (io::writeFileAtomic(path, bytes, &why)) return true;
  std::fprintf(stderr, "%s: %s\n", path.c_str(), why.c_str());
  return false;
}

bool saveLevelOrReport(const std::string& path, const io::LevelFile& file) {
  std::string why;
  if (io::saveLevel(path, file, &why)) return true;
  std::fprintf(stderr, "%s: %s\n", path.c_str(), why.c_str());
  return false;
}

int ImportOutput::take(const Command& command, std::string_view option, std::optional<std::string_view> value,
                       bool withName) {
  if (option == "-o" || option == "--output") {
    if (!value) return usageError(command, std::string(option) + " needs the " + std::string(noun) + " to write");
    path = *value;
    return kExitOk;
  }
  if (withName && option == "--name") {
    if (!value) return usageError(command, "--name needs a name");
    name = std::string(*value);
    return kExitOk;
  }
  return kUnknownOption;
}

int ImportOutput::required(const Command& command) const {
  return path.empty() ? usageError(command, "no output given (-o " + std::string(example) + ")") : kExitOk;
}

}  // namespace solidtile::cli
