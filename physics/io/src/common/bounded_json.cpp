#include "common/bounded_json.h"

#include <string>
#include <vector>

namespace solidtile::io {
namespace {

struct LimitExceeded {
  std::string what;
  bool depth = false;
};

// A scan of JSON text that only follows strings and brackets: enough to
// find where a document goes too deep without building anything or
// recursing. Fed a piece at a time, so a stream need not be held whole.
class DepthScan {
 public:
  explicit DepthScan(int maxDepth) : maxDepth_(maxDepth) {}

  // True when the place is found (then place() says it).
  bool feed(std::string_view text) {
    for (const char c : text) {
      ++column_;
      if (c == '\n') {
        ++line_;
        column_ = 0;
      }
      if (inString_) {
        if (escaped_) escaped_ = false;
        else if (c == '\\') escaped_ = true;
        else if (c == '"') inString_ = false;
        continue;
      }
      const bool structural = c == '{' || c == '[' || c == '}' || c == ']' || c == ',' || c == ':' || c == '"' ||
                              c == ' ' || c == '\t' || c == '\n' || c == '\r';
      if (!structural) {
        // A number, true, false or null: a value at this depth.
        if (!inScalar_ && depth_ > maxDepth_) return true;
        inScalar_ = true;
        continue;
      }
      inScalar_ = false;
      switch (c) {
        case '"':
          if (!expectKey_ && depth_ > maxDepth_) return true;
          inString_ = true;
          expectKey_ = false;
          break;
        case '{':
        case '[':
          if (depth_ > maxDepth_) return true;
          ++depth_;
          open_.push_back(c);
          expectKey_ = c == '{';
          break;
        case '}':
        case ']':
          if (depth_ > 0) --depth_;
          if (!open_.empty()) open_.pop_back();
          expectKey_ = false;
          break;
        case ',':
          expectKey_ = !open_.empty() && open_.back() == '{';
          break;
        default:
          break;
      }
    }
    return false;
  }

  std::string place() const { return "line " + std::to_string(line_) + ", column " + std::to_string(column_); }

 private:
  int maxDepth_;
  std::vector<char> open_;  // '{' or '[' of each container entered, up to the limit
  int depth_ = 0;
  std::size_t line_ = 1, column_ = 0;
  bool inString_ = false, escaped_ = false, inScalar_ = false, expectKey_ = false;
};

}  // namespace

std::string nestingProblemText(int maxDepth) {
  return "nested more than " + std::to_string(maxDepth) + " levels deep";
}

std::string tooDeepPlace(std::string_view text, int maxDepth) {
  DepthScan scan(maxDepth);
  return scan.feed(text) ? scan.place() : "";
}

std::string tooDeepPlace(std::istream& in, int maxDepth) {
  DepthScan scan(maxDepth);
  std::string piece(1 << 16, '\0');
  while (in) {
    in.read(piece.data(), static_cast<std::streamsize>(piece.size()));
    const auto got = static_cast<std::size_t>(in.gcount());
    if (got == 0) break;
    if (scan.feed(std::string_view(piece.data(), got))) return scan.place();
  }
  return "";
}

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
        throw LimitExceeded{nestingProblemText(limits.maxDepth), true};
      }
      if (limits.maxValues != 0 && ++values > limits.maxValues) {
        throw LimitExceeded{"holds more than the " + std::to_string(limits.maxValues) +
                            " values any file of this kind can need", false};
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
    if (error) *error = {e.depth ? tooDeepPlace(text, limits.maxDepth) : "", e.what};
  }
  return std::nullopt;
}

}  // namespace solidtile::io
