// The box config's JSON fields, shared by the box config file and a level's
// "box_config" object so both read and write the same names and ranges.
#pragma once

#include <string>

#include "common/json_fields.h"
#include "solidtile/box/box_config.h"

namespace solidtile::io {

// Reads the fields of `obj` (a problem when it is not an object) over `cfg`;
// a field left out keeps the value `cfg` had. Problems are named
// childPath(where, field); a config the step cannot take (boxConfigProblem) is one too.
void readBoxConfigFields(FieldReader& in, const Json& obj, const std::string& where, BoxConfig& cfg);

// `"field": value` pairs, in the order of BoxConfig, joined by `separator`;
// with onlyChanged, just the fields that differ from defaultBoxConfig().
std::string boxConfigFieldsText(const BoxConfig& cfg, bool onlyChanged, const char* separator);

}  // namespace solidtile::io
