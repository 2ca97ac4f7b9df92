// What each painting tool would change, computed from the level without
// touching it; the caller wraps the result in a TileEditCommand.
#pragma once

#include <cstdint>
#include <vector>

#include "model/command.h"
#include "model/geometry.h"
#include "solidtile/level/level.h"

namespace solidtile::editor {

// The cells a stroke from a to b passes (Bresenham), so a fast drag leaves no gaps.
std::vector<TilePos> lineCells(TilePos a, TilePos b);

// Sets `cells` on `layer` to `tile`; cells outside the level or already equal are skipped.
std::vector<TileChange> paintChanges(const Level& level, int layer, const std::vector<TilePos>& cells, Tile tile);
std::vector<TileChange> rectChanges(const Level& level, int layer, TileRect rect, Tile tile);
// The 4-connected region of tiles equal to the one at `start` (flips and
// solidity included) becomes `tile`. Nothing when start is outside or equal.
std::vector<TileChange> floodChanges(const Level& level, int layer, TilePos start, Tile tile);

// A copied block of one layer; raw tile values, row-major, and the block's tile
// tags the same way (empty when it has none; tag_tools.h pastes them).
struct Stamp {
  int width = 0;
  int height = 0;
  std::vector<std::uint16_t> tiles;
  std::vector<std::uint8_t> tags;

  bool empty() const { return width == 0 || height == 0; }
  Tile at(int x, int y) const { return {tiles[static_cast<std::size_t>(y * width + x)]}; }
  bool operator==(const Stamp&) const = default;
};

Stamp copyStamp(const Level& level, int layer, TileRect rect);
// Empty stamp cells leave the level as it is, so a pasted shape does not punch
// a rectangular hole around itself.
std::vector<TileChange> pasteChanges(const Level& level, int layer, const Stamp& stamp, TilePos at);
// Mirror the block and toggle each tile's own flip, so the shapes mirror too.
Stamp flippedX(const Stamp& s);
Stamp flippedY(const Stamp& s);

// Clears `rect` and pastes its content at `to` as one edit (cut + paste).
std::vector<TileChange> moveChanges(const Level& level, int layer, TileRect rect, TilePos to);
std::vector<TileChange> clearChanges(const Level& level, int layer, TileRect rect);

// Anchor: 0 = left/top, 1 = centre, 2 = right/bottom; content keeps its place
// relative to that side. The start and path switchers move with the content.
Level resizedLevel(const Level& level, int width, int height, int anchorX, int anchorY);
// The tile offset resizedLevel applies for an anchor (new = old + offset).
TilePos resizeOffset(int oldSize, int newSize, int anchor);
inline TilePos resizeOffset(const Level& l, int w, int h, int ax, int ay) {
  return {resizeOffset(l.width(), w, ax).x, resizeOffset(l.height(), h, ay).x};
}

}  // namespace solidtile::editor
