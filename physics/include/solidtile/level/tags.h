// Tile tags: an optional byte per tile and path, beside the packed tiles
// (Tile::raw has no free bit). The box controller reads them; the Sonic
// player ignores them.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace solidtile {

enum class TileTag : std::uint8_t {
  None = 0,
  Ladder = 1,        // no collision; a ladder tile with no ladder above is a one-way top
  Ice = 2,           // the tile's floor is slippery
  StairUpRight = 3,  // a stair step climbing to the right
  StairUpLeft = 4,   // a stair step climbing to the left
};
inline constexpr int kTileTagCount = 5;

const char* tileTagName(TileTag t);  // none, ladder, ice, stair_up_right, stair_up_left
std::optional<TileTag> parseTileTag(std::string_view name);

// What a slope mask looks like to the box in linear mode: the surface's height
// at the tile's left (x = 0) and right (x = 16) edges, 0..16 px, as the slope
// stamp that made it knows them. Unset masks fall back to their edge columns.
struct MaskEdges {
  std::int8_t left = -1, right = -1;
  bool set() const { return left >= 0 && right >= 0; }
  bool operator==(const MaskEdges&) const = default;
};

}  // namespace solidtile
