#include "level_json.h"

#include <sstream>

#include <nlohmann/json.hpp>

namespace solidtile::demo {

std::string levelJson(const Level& level, const std::string& name) {
  using nlohmann::json;
  std::ostringstream out;
  out << "{\n";
  out << "  \"format\": \"solidtile-level\",\n";
  out << "  \"version\": 1,\n";
  out << "  \"name\": " << json(name).dump() << ",\n";
  out << "  \"width\": " << level.width() << ",\n";
  out << "  \"height\": " << level.height() << ",\n";
  out << "  \"masks\": [\n";
  for (std::size_t i = 0; i < level.masks().size(); ++i) {
    const HeightMask& m = level.masks()[i];
    json heights = json::array();
    for (auto h : m.heights()) heights.push_back(static_cast<int>(h));
    const json mask = {{"heights", heights}, {"angle", static_cast<int>(m.angle())}};
    out << "    " << mask.dump() << (i + 1 < level.masks().size() ? ",\n" : "\n");
  }
  out << "  ],\n";
  out << "  \"layers\": [\n";
  for (int l = 0; l < level.layerCount(); ++l) {
    out << "    {\"tiles\": [\n";
    const auto& tiles = level.layerData(l);
    for (int y = 0; y < level.height(); ++y) {
      out << "      ";
      for (int x = 0; x < level.width(); ++x) {
        out << tiles[static_cast<std::size_t>(y) * static_cast<std::size_t>(level.width()) + static_cast<std::size_t>(x)];
        if (x + 1 < level.width() || y + 1 < level.height()) out << ',';
      }
      out << '\n';
    }
    out << "    ]}" << (l + 1 < level.layerCount() ? ",\n" : "\n");
  }
  out << "  ],\n";
  out << "  \"start\": " << json{{"x", level.startX}, {"y", level.startY}}.dump() << ",\n";
  out << "  \"path_switchers\": [\n";
  for (std::size_t i = 0; i < level.switchers.size(); ++i) {
    const PathSwitcher& s = level.switchers[i];
    const json j = {{"x", s.x},
                    {"top", s.top},
                    {"bottom", s.bottom},
                    {"left", static_cast<int>(s.leftPath)},
                    {"right", static_cast<int>(s.rightPath)},
                    {"ground_only", s.groundOnly}};
    out << "    " << j.dump() << (i + 1 < level.switchers.size() ? ",\n" : "\n");
  }
  out << "  ]\n";
  out << "}\n";
  return out.str();
}

}  // namespace solidtile::demo
