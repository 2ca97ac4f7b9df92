// A level object's "oscillate" (version 8): the motion of a platform that
// moves by its game's oscillating values (SolidObject::osc, oscillation.h),
// read and written apart from the other object fields.
#pragma once

#include <cstdint>
#include <string>

#include "common/json_fields.h"
#include "solidtile/level/level.h"

namespace solidtile::io {

// Reads object `o`'s "oscillate" (at path `where`, the object's) once its
// path is read; false with a problem naming the field when it is bad or the
// file is older than version 8.
bool readObjectOscillate(FieldReader& in, const Json& object, const std::string& where, std::int64_t version,
                         SolidObject& o);
// `, "oscillate": {...}` for an oscillating object, else nothing.
void appendObjectOscillate(std::string& out, const SolidObject& o);
// True when a level needs version 8 for its oscillating objects.
bool levelHasOscillatingObjects(const Level& level);
// True when one moves on both axes (version 14's other_index).
bool levelHasTwoAxisOscillation(const Level& level);
// Any swing (oscillate.radius, format 18).
bool levelHasSwing(const Level& level);
// A hurt zone moving along an axis (an oscillate but no swing), and whether any does: version 19.
bool hurtMovesAlongAxis(const SolidObject& o);
bool levelHasHurtAlongAxis(const Level& level);

}  // namespace solidtile::io
