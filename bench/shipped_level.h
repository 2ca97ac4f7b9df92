// The shipped demo level, loaded once for a benchmark; a broken file aborts with its problems.
#pragma once

#include <cstdio>
#include <cstdlib>

#include "solidtile/io/level_file.h"

namespace solidtile::bench {

inline const Level& demoLevel() {
  static const Level level = [] {
    const io::LoadResult r = io::loadLevel(SOLIDTILE_SOURCE_DIR "/data/levels/demo.json");
    if (!r.file) {
      std::fputs(io::describe("data/levels/demo.json", r.problems).c_str(), stderr);
      std::abort();
    }
    return r.file->level;
  }();
  return level;
}

}  // namespace solidtile::bench
