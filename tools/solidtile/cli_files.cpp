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

}  // namespace solidtile::cli
