// A level object's "slope" (version 6): the heights of a sloped object
// (SolidObject::slope, docs/formats.md), read and written apart from the
// other object fields so each new object field keeps to its own file.
#pragma once

#include <cstdint>
#include <string>

#include "common/json_fields.h"
#include "solidtile/level/level.h"

namespace solidtile::io {

// Reads object `o`'s "slope" (at path `where`, the object's) once its w and h
// are read; false with a problem naming the field when it is bad or the file
// is older than version 6.
bool readObjectSlope(FieldReader& in, const Json& object, const std::string& where, std::int64_t version,
                     SolidObject& o);
// `, "slope": [...]` for a sloped object, else nothing.
void appendObjectSlope(std::string& out, const SolidObject& o);
// True when a level needs version 6 for its sloped objects.
bool levelHasSlopedObjects(const Level& level);

}  // namespace solidtile::io
