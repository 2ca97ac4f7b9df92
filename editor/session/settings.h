// Preferences and recent files, kept as JSON under $XDG_CONFIG_HOME/solidtile
// (or ~/.config/solidtile) next to ImGui's window layout (imgui.ini).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "model/view_options.h"

namespace solidtile::editor {

// The keys that drive the player while the debugger plays, as GLFW key codes
// (defaults: the arrows and Z).
struct LiveKeys {
  int left = 263, right = 262, up = 265, down = 264, jump = 90;
  bool operator==(const LiveKeys&) const = default;
};

struct Settings {
  ViewOptions view;
  LiveKeys liveKeys;
  std::vector<std::string> recentFiles;  // most recent first
  std::string lastDirectory;
  int windowWidth = 1280;
  int windowHeight = 720;
  bool maskEditor = false;  // the mask editor panel is open
  bool firstStepsDismissed = false;  // the canvas's first-steps hint was closed

  static constexpr std::size_t kMaxRecent = 10;
  void addRecent(const std::filesystem::path& path);
  void removeRecent(const std::string& path);
};

// Empty when neither XDG_CONFIG_HOME nor HOME is set: then nothing persists.
std::filesystem::path configDirectory();
// A missing or unreadable file gives the defaults; `why` says what was wrong.
Settings loadSettings(const std::filesystem::path& file, std::string* why);
bool saveSettings(const std::filesystem::path& file, const Settings& s, std::string* why);

}  // namespace solidtile::editor
