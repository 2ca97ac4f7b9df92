// The O panel's motion fields for the selected object: along its waypoints or
// by one of the games' oscillating values (level format 8), with Obj18's
// subtypes as presets and where the oscillator has it on the panel's frame.
#pragma once

#include <cstdint>

#include "session/editor_context.h"

namespace solidtile::editor {

// Edits `o` in place (the caller submits the change under `merge`): a held
// field gets a new merge id, a combo or a button sets `merge` to 0.
void motionFields(EditorContext& ctx, SolidObject& o, std::uint64_t& merge);

}  // namespace solidtile::editor
