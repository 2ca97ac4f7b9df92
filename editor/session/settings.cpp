#include "session/settings.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <system_error>

#include <nlohmann/json.hpp>

#include "solidtile/io/atomic_file.h"

namespace solidtile::editor {

void Settings::addRecent(const std::filesystem::path& path) {
  std::error_code ec;
  auto absolute = std::filesystem::absolute(path, ec);
  const std::string p = (ec ? path : absolute).lexically_normal().string();
  removeRecent(p);
  recentFiles.insert(recentFiles.begin(), p);
  if (recentFiles.size() > kMaxRecent) recentFiles.resize(kMaxRecent);
}

void Settings::removeRecent(const std::string& path) {
  recentFiles.erase(std::remove(recentFiles.begin(), recentFiles.end(), path), recentFiles.end());
}

std::filesystem::path configDirectory() {
  if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg != nullptr && xdg[0] == '/') {
    return std::filesystem::path(xdg) / "solidtile";
  }
  if (const char* home = std::getenv("HOME"); home != nullptr && home[0] != '\0') {
    return std::filesystem::path(home) / ".config" / "solidtile";
  }
  return {};
}

Settings loadSettings(const std::filesystem::path& file, std::string* why) {
  Settings s;
  std::ifstream in(file);
  if (!in) return s;  // first run
  nlohmann::json j = nlohmann::json::parse(in, nullptr, false);
  if (j.is_discarded() || !j.is_object()) {
    *why = file.string() + " is not valid JSON; using default preferences";
    return s;
  }
  // Each field on its own, so one bad value does not throw the others away.
  auto read = [&](const char* key, auto& out) {
    try {
      if (j.contains(key)) out = j.at(key).get<std::remove_reference_t<decltype(out)>>();
    } catch (const nlohmann::json::exception&) {
      *why = file.string() + ": \"" + key + "\" has the wrong type; using its default";
    }
  };
  read("tile_grid", s.view.tileGrid);
  read("pixel_grid", s.view.pixelGrid);
  read("angle_colors", s.view.angleColors);
  read("show_start", s.view.showStart);
  read("show_background", s.view.showBackground);
  read("show_markers", s.view.showMarkers);
  read("show_tags", s.view.showTags);
  read("show_objects", s.view.showObjects);
  read("box_lint", s.view.boxLint);
  int layers = static_cast<int>(s.view.layers);
  read("layer_view", layers);
  if (layers >= 0 && layers <= 2) s.view.layers = static_cast<LayerView>(layers);
  read("recent_files", s.recentFiles);
  if (s.recentFiles.size() > Settings::kMaxRecent) s.recentFiles.resize(Settings::kMaxRecent);
  read("last_directory", s.lastDirectory);
  std::vector<int> keys;
  read("live_keys", keys);
  if (keys.size() == 5) s.liveKeys = {keys[0], keys[1], keys[2], keys[3], keys[4]};
  read("window_width", s.windowWidth);
  read("window_height", s.windowHeight);
  read("mask_editor", s.maskEditor);
  read("first_steps_dismissed", s.firstStepsDismissed);
  s.windowWidth = std::clamp(s.windowWidth, 640, 8192);
  s.windowHeight = std::clamp(s.windowHeight, 400, 8192);
  return s;
}

bool saveSettings(const std::filesystem::path& file, const Settings& s, std::string* why) {
  nlohmann::json j = {
      {"tile_grid", s.view.tileGrid},         {"pixel_grid", s.view.pixelGrid},
      {"angle_colors", s.view.angleColors},   {"show_start", s.view.showStart},
      {"show_background", s.view.showBackground},
      {"show_markers", s.view.showMarkers},
      {"show_tags", s.view.showTags},         {"show_objects", s.view.showObjects},
      {"box_lint", s.view.boxLint},
      {"layer_view", static_cast<int>(s.view.layers)}, {"recent_files", s.recentFiles},
      {"last_directory", s.lastDirectory},    {"window_width", s.windowWidth},
      {"window_height", s.windowHeight},    {"mask_editor", s.maskEditor},
      {"first_steps_dismissed", s.firstStepsDismissed},
      {"live_keys", {s.liveKeys.left, s.liveKeys.right, s.liveKeys.up, s.liveKeys.down, s.liveKeys.jump}},
  };
  std::error_code ec;
  std::filesystem::create_directories(file.parent_path(), ec);
  return io::writeFileAtomic(file, j.dump(2) + "\n", why);
}

}  // namespace solidtile::editor
