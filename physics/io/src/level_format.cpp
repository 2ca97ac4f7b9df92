#include "solidtile/io/level_file.h"

#include <string>

#include "json_fields.h"
#include "level_format_v2.h"
#include "level_schema.h"
#include "solidtile/auto_angle.h"
#include "solidtile/io/atomic_file.h"

namespace solidtile::io {
namespace {

std::string quoted(const std::string& s) { return Json(s).dump(-1, ' ', false, Json::error_handler_t::replace); }

void appendInts(std::string& out, const auto& values, std::size_t begin, std::size_t end) {
  for (std::size_t i = begin; i < end; ++i) {
    if (i > begin) out += ", ";
    out += std::to_string(values[i]);
  }
}

// "auto" survives only while it is still true; an angle set by hand after
// loading is written as the number so it is not silently recomputed.
bool writesAuto(const LevelFile& file, std::size_t i) {
  if (i >= file.autoAngle.size() || !file.autoAngle[i]) return false;
  const HeightMask& m = file.level.mask(static_cast<int>(i));
  const AutoAngle computed = computeAngle(m);
  return computed.determined && computed.angle == m.angle();
}

void appendMasks(std::string& out, const LevelFile& file) {
  const auto& masks = file.level.masks();
  out += "  \"masks\": [";
  for (std::size_t i = 0; i < masks.size(); ++i) {
    out += i ? ",\n    " : "\n    ";
    out += "{\"heights\": [";
    appendInts(out, masks[i].heights(), 0, masks[i].heights().size());
    out += "], \"angle\": ";
    out += writesAuto(file, i) ? "\"auto\"" : std::to_string(masks[i].angle());
    out += maskEdgesSuffix(file.level, static_cast<int>(i));
    out += "}";
  }
  out += masks.empty() ? "],\n" : "\n  ],\n";
}

void appendLayers(std::string& out, const Level& level) {
  const std::size_t w = static_cast<std::size_t>(level.width());
  out += "  \"layers\": [";
  for (int l = 0; l < level.layerCount(); ++l) {
    out += l ? ",\n    " : "\n    ";
    out += "{\"tiles\": [";
    const auto& tiles = level.layerData(l);
    for (std::size_t row = 0; row * w < tiles.size(); ++row) {
      out += row ? ",\n      " : "\n      ";
      appendInts(out, tiles, row * w, row * w + w);
    }
    out += "\n    ]";
    appendLayerTags(out, level, l);
    out += "}";
  }
  out += "\n  ],\n";
}

void appendSwitchers(std::string& out, const Level& level) {
  out += "  \"path_switchers\": [";
  for (std::size_t i = 0; i < level.switchers.size(); ++i) {
    const PathSwitcher& s = level.switchers[i];
    out += i ? ",\n    " : "\n    ";
    out += "{\"x\": " + std::to_string(s.x) + ", \"top\": " + std::to_string(s.top) +
           ", \"bottom\": " + std::to_string(s.bottom) + ", \"left\": " + std::to_string(s.leftPath) +
           ", \"right\": " + std::to_string(s.rightPath) + ", \"ground_only\": " + (s.groundOnly ? "true" : "false") +
           "}";
  }
  out += level.switchers.empty() ? "]" : "\n  ]";
}

void appendUnknown(std::string& out, const std::string& unknownJson) {
  const Json unknown = Json::parse(unknownJson, nullptr, false);
  if (!unknown.is_object()) return;
  // Sorted by key (nlohmann's object is a std::map), so the output is deterministic.
  for (const auto& [key, value] : unknown.items()) {
    if (isLevelKey(key)) continue;
    out += ",\n  " + quoted(key) + ": " + value.dump(-1, ' ', false, Json::error_handler_t::replace);
  }
}

}  // namespace

std::string formatLevel(const LevelFile& file) {
  const Level& level = file.level;
  std::string out;
  out.reserve(level.layerData(0).size() * static_cast<std::size_t>(level.layerCount()) * 4 + 4096);
  out += "{\n  \"format\": \"" + std::string(kLevelFormatName) + "\",\n";
  out += "  \"version\": " + std::to_string(levelFormatVersionFor(level)) + ",\n";
  out += "  \"name\": " + quoted(file.name) + ",\n";
  out += "  \"width\": " + std::to_string(level.width()) + ",\n";
  out += "  \"height\": " + std::to_string(level.height()) + ",\n";
  out += "  \"start\": {\"x\": " + std::to_string(level.startX) + ", \"y\": " + std::to_string(level.startY) + "},\n";
  appendMasks(out, file);
  appendLayers(out, level);
  appendSwitchers(out, level);
  appendObjects(out, level);
  appendUnknown(out, file.unknownJson);
  out += "\n}\n";
  return out;
}

LoadResult loadLevel(const std::filesystem::path& path) {
  std::string why;
  const auto text = readFile(path, kMaxLevelFileBytes, &why);
  if (!text) return {std::nullopt, {{"", why}}};
  return parseLevel(*text);
}

bool saveLevel(const std::filesystem::path& path, const LevelFile& file, std::string* why) {
  return writeFileAtomic(path, formatLevel(file), why);
}

}  // namespace solidtile::io
