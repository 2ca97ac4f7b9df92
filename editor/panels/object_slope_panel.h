// The O panel's slope fields for the selected block: sloped or flat, the
// presets, a height graph drawn with the mouse and one column's exact height.
#pragma once

#include <cstdint>

#include "session/editor_context.h"

namespace solidtile::editor {

// Edits `o` in place (the caller submits the change as one ObjectEditCommand
// under `merge`): a graph stroke or a held field gets a new merge id, so it
// undoes in one step; a button or a checkbox sets `merge` to 0, a step of its own.
void slopeFields(EditorContext& ctx, SolidObject& o, std::uint64_t& merge);

}  // namespace solidtile::editor
