// Names the level reader and writer must agree on.
#pragma once

#include <algorithm>
#include <array>
#include <string_view>

#include "solidtile/io/level_file.h"

namespace solidtile::io {

inline constexpr std::string_view kLevelFormatName = "solidtile-level";

// Top-level keys of version 1; any other key is kept in LevelFile::unknownJson.
inline constexpr std::array<std::string_view, 16> kLevelKeys = {
    "format", "version", "name", "width", "height", "masks", "layers", "start", "path_switchers",
    "objects",      // version 2
    "box_config",   // any version: an older Solidtile keeps it as an unknown key
    "profile", "controller",  // any version, as box_config
    "loops", "markers",  // version 4
    "object_loading"};  // version 10

inline bool isLevelKey(std::string_view key) {
  return std::find(kLevelKeys.begin(), kLevelKeys.end(), key) != kLevelKeys.end();
}

// How deep a level file may nest; its unknown keys' values sit one level
// down, so as a document of their own (LevelFile::unknownJson) one less.
inline constexpr int kMaxLevelJsonDepth = 32;
inline constexpr int kUnknownJsonDepth = kMaxLevelJsonDepth - 1;

// Two full layers of the largest level and their tags (version 2), plus
// generous room for masks, switchers, objects and unknown keys.
inline constexpr std::size_t kMaxLevelJsonValues = 4u * static_cast<std::size_t>(LevelLimits::kMaxTiles) + (1u << 20);

}  // namespace solidtile::io
