// The game's screen over the level: the rectangle the profile's camera
// (camera/camera.h) shows at a frame, laid out for the debugger's overlay as
// plain shapes in level pixels. GL-free.
#pragma once

#include "model/debug_shapes.h"
#include "solidtile/camera/camera.h"
#include "solidtile/sonic/profile.h"

namespace solidtile::editor {

namespace camera_colours {
inline constexpr Colour kScreen = 0xE040FFB0u;  // the game's screen (lime)
}  // namespace camera_colours

bool drawsScreen(ScreenOverlay when, Profile profile);

// The screen's pixels: x .. x + width - 1 across, y .. y + height - 1 down.
PixelRect screenRect(const CameraState& c, const CameraConfig& k);

// Its outline, and with `labels` a label inside its top-left corner naming it,
// where it is and the look shift when that is away from rest.
void addCameraShapes(DebugShapes& out, const CameraState& c, const CameraConfig& k, bool labels);

}  // namespace solidtile::editor
