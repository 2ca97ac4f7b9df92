// The input movie's optional header (docs/formats.md, "Input movie"): one
// "KEY VALUE" line per field before the first entry.
#include <charconv>

#include "solidtile/io/movie.h"

namespace solidtile::io {

const char* movieControllerName(MovieController c) { return c == MovieController::Box ? "box" : "sonic"; }
const char* pressesName(Presses p) { return p == Presses::EveryHeldFrame ? "held" : "down"; }

namespace {

constexpr const char* kHeaderKeys = "start, controller, profile, character or presses";

// Appends only: GCC 12 warns falsely (-Wrestrict) on "literal" + std::string.
template <class... Parts>
std::string join(const Parts&... parts) {
  std::string s;
  ((s += parts), ...);
  return s;
}

std::string shownValue(std::string_view v) { return join("\"", v.substr(0, 20), v.size() > 20 ? "...\"" : "\""); }

bool parseCoordinate(std::string_view text, std::int32_t& out) {
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc() && end == text.data() + text.size() && out >= -kMaxMovieStart && out <= kMaxMovieStart;
}

std::optional<MovieStart> parseStart(std::string_view v) {
  const std::size_t comma = v.find(',');
  MovieStart s;
  if (comma == std::string_view::npos || !parseCoordinate(v.substr(0, comma), s.x) ||
      !parseCoordinate(v.substr(comma + 1), s.y)) {
    return std::nullopt;
  }
  return s;
}

std::optional<MovieController> parseController(std::string_view v) {
  if (v == "sonic") return MovieController::Sonic;
  if (v == "box") return MovieController::Box;
  return std::nullopt;
}

std::optional<Presses> parsePresses(std::string_view v) {
  if (v == "down") return Presses::OnKeyDown;
  if (v == "held") return Presses::EveryHeldFrame;
  return std::nullopt;
}

// Sets `field` from `value` once; says what is wrong otherwise.
template <class T, class Parse>
bool take(std::optional<T>& field, std::string_view key, std::string_view value, Parse parse, const char* expected,
          std::string* what) {
  if (field) {
    *what = join("the header gives ", key, " twice");
    return false;
  }
  field = parse(value);
  if (!field) {
    *what = join(key, " ", shownValue(value), " is not ", expected);
    return false;
  }
  return true;
}

}  // namespace

bool isMovieHeaderLine(std::string_view line) {
  const std::vector<std::string_view> w = lineWords(line);
  return !w.empty() && w[0][0] >= 'a' && w[0][0] <= 'z';
}

bool parseMovieHeaderLine(std::string_view line, MovieHeader& header, std::string* what) {
  const std::vector<std::string_view> w = lineWords(line);
  const std::string_view key = w.empty() ? std::string_view() : w[0];
  if (key != "start" && key != "controller" && key != "profile" && key != "character" &&
      key != "presses") {
    *what = join(shownValue(key), " is not a header key (", kHeaderKeys, ") nor an entry (\"COUNT KEYS\")");
    return false;
  }
  if (w.size() != 2) {
    *what = join("expected \"", key, " VALUE\", found ", std::to_string(w.size()), " words");
    return false;
  }
  const std::string_view v = w[1];
  if (key == "start") {
    return take(header.start, key, v, parseStart,
                "X,Y in whole pixels (e.g. \"start 160,700\", each within -1000000..1000000)", what);
  }
  if (key == "controller") return take(header.controller, key, v, parseController, "sonic or box", what);
  if (key == "profile") return take(header.profile, key, v, parseProfile, "guide, sonic1, sonic2 or sonic3k", what);
  if (key == "presses") return take(header.presses, key, v, parsePresses, "down or held", what);
  return take(header.character, key, v, parseCharacter, "sonic, tails or knuckles", what);
}

std::string formatMovieHeader(const MovieHeader& h) {
  std::string out;
  if (h.start) out += join("start ", std::to_string(h.start->x), ",", std::to_string(h.start->y), "\n");
  if (h.controller) out += join("controller ", movieControllerName(*h.controller), "\n");
  if (h.profile) out += join("profile ", profileName(*h.profile), "\n");
  if (h.character) out += join("character ", characterName(*h.character), "\n");
  if (h.presses) out += join("presses ", pressesName(*h.presses), "\n");
  return out;
}

}  // namespace solidtile::io
