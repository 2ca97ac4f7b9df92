#include "loop_fields.h"

#include <map>
#include <utility>

#include "solidtile/io/level_file.h"

namespace solidtile::io {
namespace {

std::optional<LoopRegion> readLoop(FieldReader& in, const Json& j, const std::string& where, const Level& level,
                                   bool sizeKnown) {
  if (!in.isObject(j, where, "an object with x and y (a 256 x 256 px chunk's top-left corner)")) return std::nullopt;
  in.onlyKeys(j, where, {"x", "y", "air_to_high"});
  const auto x = in.integer(j, where, "x", 0, kMaxCoordinate);
  const auto y = in.integer(j, where, "y", 0, kMaxCoordinate);
  bool good = x && y;
  LoopRegion r;
  if (const Json* a = in.member(j, where, "air_to_high", false)) {
    if (a->is_boolean()) {
      r.airToHigh = a->get<bool>();
    } else {
      in.add(childPath(where, "air_to_high"), "is " + describeValue(*a) + ", expected true or false");
      good = false;
    }
  }
  const std::pair<const char*, const std::optional<std::int64_t>*> corner[] = {{"x", &x}, {"y", &y}};
  for (const auto& [key, v] : corner) {
    if (*v && **v % LoopRule::kSize != 0) {
      in.add(childPath(where, key), "is " + std::to_string(**v) + ", expected a multiple of " +
                                       std::to_string(LoopRule::kSize) + " (a loop region is a chunk of the game's layout)");
      good = false;
    }
  }
  if (good && sizeKnown && (*x >= level.widthPixels() || *y >= level.heightPixels())) {
    std::string what = "(";
    what += std::to_string(*x);
    what += ", ";
    what += std::to_string(*y);
    what += ") is outside the level (";
    what += std::to_string(level.widthPixels());
    what += " x ";
    what += std::to_string(level.heightPixels());
    what += " px)";
    in.add(where, std::move(what));
    good = false;
  }
  if (!good) return std::nullopt;
  r.x = static_cast<std::int32_t>(*x);
  r.y = static_cast<std::int32_t>(*y);
  return r;
}

}  // namespace

void readLoops(FieldReader& in, const Json& root, std::int64_t version, Level& level, bool sizeKnown) {
  const Json* list = in.member(root, "", "loops", false);
  if (!list) return;
  if (version < kLevelFormatLoopsVersion) {
    in.add("loops", newerFieldMessage(kLevelFormatLoopsVersion, version));
    return;
  }
  if (!in.isArray(*list, "loops", "an array of loop regions")) return;
  if (list->size() > static_cast<std::size_t>(LevelLimits::kMaxLoops)) {
    in.add("loops", "has " + counted(list->size(), "region") + ", more than the " +
                        std::to_string(LevelLimits::kMaxLoops) + " a level may have");
    return;
  }
  std::map<std::pair<std::int32_t, std::int32_t>, std::size_t> seen;
  for (std::size_t i = 0; i < list->size(); ++i) {
    const std::string where = indexPath("loops", i);
    const std::optional<LoopRegion> r = readLoop(in, (*list)[i], where, level, sizeKnown);
    if (!r) continue;
    const auto [at, fresh] = seen.emplace(std::pair{r->x, r->y}, i);
    if (!fresh) {
      in.add(where, "is the same chunk as loops[" + std::to_string(at->second) + "]");
      continue;
    }
    level.loops.push_back(*r);
  }
}

void appendLoops(std::string& out, const Level& level) {
  if (level.loops.empty()) return;
  out += ",\n  \"loops\": [";
  for (std::size_t i = 0; i < level.loops.size(); ++i) {
    const LoopRegion& r = level.loops[i];
    out += i ? ",\n    " : "\n    ";
    out += "{\"x\": " + std::to_string(r.x) + ", \"y\": " + std::to_string(r.y);
    out += r.airToHigh ? ", \"air_to_high\": true}" : "}";
  }
  out += "\n  ]";
}

}  // namespace solidtile::io

namespace solidtile::io {
namespace {

std::optional<Marker> readMarker(FieldReader& in, const Json& j, const std::string& where) {
  if (!in.isObject(j, where, "an object with type, x and y")) return std::nullopt;
  in.onlyKeys(j, where, {"type", "name", "x", "y", "subtype"});
  const auto type = in.integer(j, where, "type", 0, 255);
  const auto x = in.integer(j, where, "x", -kMaxCoordinate, kMaxCoordinate);
  const auto y = in.integer(j, where, "y", -kMaxCoordinate, kMaxCoordinate);
  bool good = type && x && y;
  Marker m;
  if (const Json* s = in.member(j, where, "subtype", false)) {
    std::string what;
    const auto v = integerIn(*s, 0, 255, &what);
    if (v) m.subtype = static_cast<int>(*v);
    else in.add(childPath(where, "subtype"), what);
    good = good && v;
  }
  if (const Json* n = in.member(j, where, "name", false)) {
    if (n->is_string() && n->get_ref<const std::string&>().size() <= MarkerLimits::kMaxNameBytes) {
      m.name = n->get<std::string>();
    } else {
      in.add(childPath(where, "name"), "is " + describeValue(*n) + ", expected a string of at most " +
                                          std::to_string(MarkerLimits::kMaxNameBytes) + " bytes");
      good = false;
    }
  }
  if (!good) return std::nullopt;
  m.type = static_cast<int>(*type);
  m.x = static_cast<std::int32_t>(*x);
  m.y = static_cast<std::int32_t>(*y);
  return m;
}

}  // namespace

void readMarkers(FieldReader& in, const Json& root, std::int64_t version, std::vector<Marker>& markers) {
  const Json* list = in.member(root, "", "markers", false);
  if (!list) return;
  if (version < kLevelFormatLoopsVersion) {
    in.add("markers", newerFieldMessage(kLevelFormatLoopsVersion, version));
    return;
  }
  if (!in.isArray(*list, "markers", "an array of object markers")) return;
  if (list->size() > static_cast<std::size_t>(MarkerLimits::kMaxMarkers)) {
    in.add("markers", "has " + counted(list->size(), "marker") + ", more than the " +
                          std::to_string(MarkerLimits::kMaxMarkers) + " a level may have");
    return;
  }
  for (std::size_t i = 0; i < list->size(); ++i) {
    if (auto m = readMarker(in, (*list)[i], indexPath("markers", i))) markers.push_back(std::move(*m));
  }
}

void appendMarkers(std::string& out, const std::vector<Marker>& markers) {
  if (markers.empty()) return;
  out += ",\n  \"markers\": [";
  for (std::size_t i = 0; i < markers.size(); ++i) {
    const Marker& m = markers[i];
    out += i ? ",\n    " : "\n    ";
    out += "{\"type\": " + std::to_string(m.type);
    if (!m.name.empty()) {
      out += ", \"name\": ";
      out += Json(m.name).dump(-1, ' ', false, Json::error_handler_t::replace);
    }
    out += ", \"x\": " + std::to_string(m.x) + ", \"y\": " + std::to_string(m.y) + ", \"subtype\": " + std::to_string(m.subtype) + "}";
  }
  out += "\n  ]";
}

}  // namespace solidtile::io
