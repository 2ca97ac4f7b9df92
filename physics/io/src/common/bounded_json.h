// JSON parsing with limits on nesting and on the number of values, so a
// hostile file cannot make the parser recurse or allocate without bound.
#pragma once

#include <cstddef>
#include <istream>
#include <optional>
#include <string>
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

// "nested more than 32 levels deep": what a document too deep is told.
std::string nestingProblemText(int maxDepth);
// "line 3, column 5" of the first value or bracket deeper than maxDepth (as
// nlohmann counts depth: the outermost value is at 0), or "" when there is
// none. Run after a parse stopped there, so the text up to it is valid JSON.
std::string tooDeepPlace(std::string_view text, int maxDepth);
std::string tooDeepPlace(std::istream& in, int maxDepth);

// The document, or nullopt and a problem saying where the text went wrong.
std::optional<nlohmann::json> parseBoundedJson(std::string_view text, const JsonLimits& limits, Problem* error);

}  // namespace solidtile::io
