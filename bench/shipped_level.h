// The shipped demo level, loaded once for a benchmark; a broken file aborts with its problems.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>

#include "solidtile/io/level_file.h"

namespace solidtile::bench {

// data/levels/NAME, or an abort with its problems.
inline Level loadShippedLevel(const char* name) {
  const std::string path = std::string(SOLIDTILE_SOURCE_DIR "/data/levels/") + name;
  const io::LoadResult r = io::loadLevel(path);
  if (!r.file) {
    std::fputs(io::describe(path, r.problems).c_str(), stderr);
    std::abort();
  }
  return r.file->level;
}

inline const Level& demoLevel() {
  static const Level level = loadShippedLevel("demo.json");
  return level;
}

inline const Level& boxDemoLevel() {
  static const Level level = loadShippedLevel("box_demo.json");
  return level;
}

}  // namespace solidtile::bench
