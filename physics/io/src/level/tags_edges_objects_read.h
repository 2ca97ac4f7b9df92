// The version-2 parts of a level file: tile tags per layer, linear slope edges
// per mask and solid objects (docs/formats.md). Read after the version-1 parts.
#pragma once

#include "common/json_fields.h"
#include "level/level_document.h"
#include "solidtile/io/level_file.h"

namespace solidtile::io {

// Reads "edges" of every mask, "tags" of every layer and "objects" into
// `level` (tags only when the level's layers were allocated, i.e. `layersOk`).
// In a version-1 file each of them is a problem naming the field.
void readTagsEdgesObjects(FieldReader& in, LevelDocument& doc, std::int64_t version, Level& level, bool layersOk);

}  // namespace solidtile::io
