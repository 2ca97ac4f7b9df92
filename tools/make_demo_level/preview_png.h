// A PNG of a level's collision, for looking at generated shapes.
#pragma once

#include <string>

#include "solidtile/level/level.h"

namespace solidtile::demo {

struct PreviewArea {
  int x = 0, y = 0, w = 0, h = 0;  // pixels; w or h 0 = the whole level
  int scale = 1;                    // output pixels per level pixel
};

// False with `why` on failure.
bool writePreview(const Level& level, const std::string& path, const PreviewArea& area, std::string* why);

}  // namespace solidtile::demo
