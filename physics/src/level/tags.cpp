#include "solidtile/level/tags.h"

namespace solidtile {

const char* tileTagName(TileTag t) {
  switch (t) {
    case TileTag::None: return "none";
    case TileTag::Ladder: return "ladder";
    case TileTag::Ice: return "ice";
    case TileTag::StairUpRight: return "stair_up_right";
    case TileTag::StairUpLeft: return "stair_up_left";
  }
  return "?";
}

std::optional<TileTag> parseTileTag(std::string_view name) {
  for (int i = 0; i < kTileTagCount; ++i) {
    const auto t = static_cast<TileTag>(i);
    if (name == tileTagName(t)) return t;
  }
  return std::nullopt;
}

}  // namespace solidtile
