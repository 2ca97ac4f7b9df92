#include "bounded_json.h"

#include <string>

namespace solidtile::io {
namespace {

struct LimitExceeded {
  std::string what;
};

// nlohmann says "[json.exception.parse_error.101] parse error at line 3, column 5: ..."; keep what a person needs.
Problem fromParseError(const nlohmann::json::parse_error& e) {
  std::string message = e.what();
  const std::string marker = "parse error at ";
  const std::size_t at = message.find(marker);
  if (at == std::string::npos) return {"", "is not valid JSON: " + message};
  message = message.substr(at + marker.size());
  const std::size_t colon = message.find(": ");
  if (colon == std::string::npos) return {"", "is not valid JSON: " + message};
  return {message.substr(0, colon), "not valid JSON: " + message.substr(colon + 2)};
}

}  // namespace

std::optional<nlohmann::json> parseBoundedJson(std::string_view text, const JsonLimits& limits, Problem* error) {
  std::size_t values = 0;
  auto guard = [&](int depth, nlohmann::json::parse_event_t event, nlohmann::json&) {
    using Event = nlohmann::json::parse_event_t;
    if (event == Event::object_start || event == Event::array_start || event == Event::value) {
      if (depth > limits.maxDepth) {
        throw LimitExceeded{"nested more than " + std::to_string(limits.maxDepth) + " levels deep"};
      }
      if (limits.maxValues != 0 && ++values > limits.maxValues) {
        throw LimitExceeded{"holds more than the " + std::to_string(limits.maxValues) +
                            " values any file of this kind can need"};
      }
    }
    return true;
  };
  try {
    return nlohmann::json::parse(text.begin(), text.end(), guard);
  } catch (const nlohmann::json::parse_error& e) {
    if (error) *error = fromParseError(e);
  } catch (const LimitExceeded& e) {
    if (error) *error = {"", e.what};
  }
  return std::nullopt;
}

}  // namespace solidtile::io
