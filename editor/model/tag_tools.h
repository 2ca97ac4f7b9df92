// The tag tool's edits (brush, rectangle, flood) and the tags a copied block
// carries, computed from the level without touching it; the caller wraps them
// in a TileEditCommand so a stroke or a paste undoes as one step.
#pragma once

#include <vector>

#include "model/command.h"
#include "model/geometry.h"
#include "model/tools.h"
#include "solidtile/level/level.h"

namespace solidtile::editor {

// Cells outside the level or already holding `tag` are skipped.
std::vector<TagChange> tagPaintChanges(const Level& level, int layer, const std::vector<TilePos>& cells, TileTag tag);
std::vector<TagChange> tagRectChanges(const Level& level, int layer, TileRect rect, TileTag tag);
// The 4-connected region of cells with the start cell's tag *and* tile becomes
// `tag`: ice flooded on a floor stays on that floor instead of the sky around it.
std::vector<TagChange> tagFloodChanges(const Level& level, int layer, TilePos start, TileTag tag);

// The tags of `rect` as a stamp keeps them (empty when the block has none).
std::vector<std::uint8_t> copyStampTags(const Level& level, int layer, TileRect rect);
// A stamp cell with a tile or a tag sets the level's tag (None included), so a
// pasted block brings its ladders and clears stale ice under its tiles.
std::vector<TagChange> pasteTagChanges(const Level& level, int layer, const Stamp& stamp, TilePos at);
std::vector<TagChange> clearTagChanges(const Level& level, int layer, TileRect rect);
// Cut + paste of the tags, as moveChanges does for the tiles.
std::vector<TagChange> moveTagChanges(const Level& level, int layer, TileRect rect, TilePos to);
// The tags a flipped selection ends with, written over the whole rect.
std::vector<TagChange> replaceTagChanges(const Level& level, int layer, TileRect rect, const Stamp& stamp);

// A stair climbing right climbs left once mirrored.
TileTag mirroredTag(TileTag t);

}  // namespace solidtile::editor

namespace solidtile::editor {

// The tag tool: T switches the brush, rectangle, flood, eraser and eyedropper
// over to tags; `tag` is what they paint (None erases).
struct TagBrush {
  bool active = false;
  TileTag tag = TileTag::Ladder;
};

}  // namespace solidtile::editor
