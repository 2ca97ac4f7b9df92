// Tile tags over the canvas: a tinted cell with a symbol each once a tile is
// 12 screen pixels, the legend in the canvas corner, and the tag picker.
#pragma once

#include <cstdint>

#include "model/overlay.h"
#include "model/overlay_palette.h"
#include "session/editor_context.h"

namespace solidtile::editor {

void addTagOverlay(const EditorContext& ctx, Overlay& o);
void drawTagLegend(const EditorContext& ctx);
void drawTagSection(EditorContext& ctx);  // the tag picker, in the properties panel while T is on
std::uint32_t tagColour(TileTag t, int alpha);
bool tagsShown(const EditorContext& ctx);

}  // namespace solidtile::editor
