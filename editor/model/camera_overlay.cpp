#include "model/camera_overlay.h"

#include <string>

namespace solidtile::editor {

bool drawsScreen(ScreenOverlay when, Profile profile) {
  switch (when) {
    case ScreenOverlay::Off: return false;
    case ScreenOverlay::GameProfiles: return profile != Profile::Guide;
    case ScreenOverlay::Always: return true;
  }
  return false;
}

PixelRect screenRect(const CameraState& c, const CameraConfig& k) {
  return {c.x, c.y, c.x + k.screenWidth - 1, c.y + k.screenHeight - 1};
}

void addCameraShapes(DebugShapes& out, const CameraState& c, const CameraConfig& k, bool labels) {
  out.outlines.push_back(levelRectOf(screenRect(c, k), camera_colours::kScreen));
  if (!labels) return;
  std::string text = "screen " + std::to_string(k.screenWidth) + "x" + std::to_string(k.screenHeight) + " at " +
                     std::to_string(c.x) + ", " + std::to_string(c.y);
  // A look shift above rest keeps the player lower on the screen: the view is raised.
  if (c.bias > k.defaultBias) text += ", looking up " + std::to_string(c.bias - k.defaultBias);
  if (c.bias < k.defaultBias) text += ", looking down " + std::to_string(k.defaultBias - c.bias);
  if (c.lag != 0) text += ", lag " + std::to_string(c.lag);
  out.labels.push_back({static_cast<float>(c.x) + 3.0f, static_cast<float>(c.y) + 3.0f, camera_colours::kScreen, text, 0, 0});
}

}  // namespace solidtile::editor
