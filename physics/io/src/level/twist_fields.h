// A twist's tables (level format 16, kind "twist"): "twist", its 416 path
// heights, and "twist_flip", its 52 flip angles (SolidObject::twist /
// twistFlip, level/twist.h, docs/formats.md), read and written apart from
// the other kind fields as the slope's are.
#pragma once

#include <cstdint>
#include <string>

#include "common/json_fields.h"
#include "solidtile/level/level.h"

namespace solidtile::io {

// Reads object `o`'s "twist" and "twist_flip" (at path `where`, the
// object's); false with a problem naming the field when one is bad or the
// file is older than version 16. Whether the kind may have them is
// objectKindProblem's (the caller's next check).
bool readObjectTwist(FieldReader& in, const Json& object, const std::string& where, std::int64_t version,
                     SolidObject& o);
// `, "twist": [...], "twist_flip": [...]` for an object with the tables, else nothing.
void appendObjectTwist(std::string& out, const SolidObject& o);

}  // namespace solidtile::io
