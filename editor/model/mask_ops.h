// Height-mask authoring as plain functions: what a stroke or a shape button
// does to the 16 column heights, how tiles are renumbered when masks move or
// go, how a generated shape becomes masks, and the facts the mask editor and
// the palette show (usage, the angle lint, filters). No GL, no session state.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/command.h"
#include "model/tools.h"
#include "solidtile/level/auto_angle.h"
#include "solidtile/level/shapes.h"

namespace solidtile::editor {

using Heights = HeightMask::Heights;

// A point of a drag on the mask grid: a column and the height it gets.
struct ColumnHeight {
  int column = 0;
  int height = 0;
};

// The height a click on pixel row `row` (0 = top) gives its column: that
// pixel becomes the top of a floor column, or with `hanging` the bottom of a
// column hanging from the top edge.
int heightForRow(int row, bool hanging);

// Sets every column from a to b, the heights in between interpolated, so a
// drag faster than one column per frame still draws a closed surface.
Heights strokeHeights(Heights h, ColumnHeight a, ColumnHeight b);

enum class MaskShapeOp { Clear, Fill, Invert, ShiftUp, ShiftDown, ShiftLeft, ShiftRight };
Heights applyShapeOp(const Heights& h, MaskShapeOp op);
const char* shapeOpLabel(MaskShapeOp op);  // "Shift mask up", for the undo list

// The shortest way round between two angle bytes, 0..128.
int angleDistance(Angle a, Angle b);
// More than this many steps between the set and the computed angle is worth a warning.
inline constexpr int kAngleLintSteps = 4;
struct AngleLint {
  Angle computed = 0;
  int distance = 0;
};
// Set when the shape determines an angle and the mask's own is further than
// kAngleLintSteps from it; a flagged mask is never linted (the flag is a choice).
std::optional<AngleLint> angleLint(const HeightMask& m);

// Tiles naming each mask, counted over every collision path.
std::vector<int> maskUsage(const Level& level);

// Where a mask is used: the path (layer) and the tile.
struct MaskUse {
  int layer = 0;
  TilePos at;
  bool operator==(const MaskUse&) const = default;
};
// The first use after `after` in path-then-row order, wrapping round; nothing when unused.
std::optional<MaskUse> nextUse(const Level& level, int mask, std::optional<MaskUse> after);

// Old mask index -> new index (-1: the mask goes and no tile may name it).
using MaskRemap = std::vector<int>;
MaskRemap remapForMove(int count, int from, int to);
// `replacement` (an index before removal) takes over the removed mask's tiles; -1 for none.
MaskRemap remapForRemoval(int count, int removed, int replacement);
// The tile edits that renumber every tile on every path; flips and solidity kept.
std::vector<TileChange> remapChanges(const Level& level, const MaskRemap& remap);
// The stamp (clipboard) with the same renumbering; tiles of a vanished mask empty.
Stamp remappedStamp(const Stamp& s, const MaskRemap& remap);
// A per-mask list (masks, auto-angle flags) in its new order; entries that
// vanish are dropped, and a short list (no flags stored) counts as false.
template <typename T>
std::vector<T> reordered(const std::vector<T>& items, const MaskRemap& remap, int newCount, T fill = T()) {
  std::vector<T> out(static_cast<std::size_t>(newCount), fill);
  std::vector<bool> taken(out.size(), false);
  for (std::size_t i = 0; i < remap.size() && i < items.size(); ++i) {
    const int n = remap[i];
    if (n < 0 || taken[static_cast<std::size_t>(n)]) continue;
    out[static_cast<std::size_t>(n)] = items[i];
    taken[static_cast<std::size_t>(n)] = true;
  }
  return out;
}

// A generated shape in level terms: the masks to append (none that equal an
// existing or earlier one up to flips) and the stamp of tiles naming them.
struct InternedShape {
  std::vector<HeightMask> added;
  Stamp stamp;
  std::string error;  // set when the level has no room for the new masks
};
InternedShape internShape(const std::vector<HeightMask>& existing, const solidtile::Stamp& shape, Solidity solidity);

// The palette's filter. An angle range with min > max wraps through $00 (so
// $E0..$20 is every floor); the flag $FF is shown or hidden on its own.
struct MaskFilter {
  enum class Usage { Any, Used, Unused };
  int minAngle = 0x00;
  int maxAngle = 0xFE;
  bool flagged = true;
  Usage usage = Usage::Any;
  bool passes(const HeightMask& m, int uses) const;
  bool active() const { return minAngle != 0x00 || maxAngle != 0xFE || !flagged || usage != Usage::Any; }
};

}  // namespace solidtile::editor
