#include "bounded_json.h"

#include <string>

namespace solidtile::io {
namespace {

struct LimitExceeded {
  std::string what;
};

}  // namespace

// nlohmann says "[json.exception.parse_error.101] parse error at line 3, column 5: ..."
// or "[json.exception.out_of_range.406] number overflow parsing '1e999'"; keep what a person needs.
Problem problemFromJsonError(const nlohmann::json::exception& e) {
  std::string message = e.what();
  const std::size_t prefixEnd = message.find("] ");
  if (message.rfind("[json.exception.", 0) == 0 && prefixEnd != std::string::npos) message.erase(0, prefixEnd + 2);
  const std::string marker = "parse error at ";
  const std::size_t at = message.find(marker);
  if (at == std::string::npos) return {"", "is not valid JSON: " + message};
  message = message.substr(at + marker.size());
  const std::size_t colon = message.find(": ");
  if (colon == std::string::npos) return {"", "is not valid JSON: " + message};
  return {message.substr(0, colon), "not valid JSON: " + message.substr(colon + 2)};
}

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
  } catch (const nlohmann::json::exception& e) {
    // Not only parse_error: a number too large for a double throws out_of_range (found by fuzzing).
    if (error) *error = problemFromJsonError(e);
  } catch (const LimitExceeded& e) {
    if (error) *error = {"", e.what};
  }
  return std::nullopt;
}

}  // namespace solidtile::io
