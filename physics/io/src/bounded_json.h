// JSON parsing with limits on nesting and on the number of values, so a
// hostile file cannot make the parser recurse or allocate without bound.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

#include <nlohmann/json.hpp>

#include "solidtile/io/problem.h"

namespace solidtile::io {

struct JsonLimits {
  int maxDepth = 32;
  std::size_t maxValues = 0;  // objects, arrays and scalars together
};

// "line 3, column 5" and what nlohmann says went wrong there, for a person.
Problem problemFromJsonError(const nlohmann::json::exception& e);

// The document, or nullopt and a problem saying where the text went wrong.
std::optional<nlohmann::json> parseBoundedJson(std::string_view text, const JsonLimits& limits, Problem* error);

}  // namespace solidtile::io
