// What the physics debugger draws over the level for one frame of the Sonic
// player (sonic_controller.h), worked out from the step's StepRecord and the
// player's states as plain shapes in level
// pixels. It only lays out what the step recorded (anchors, distances, the
// tiles each cast read); nothing here re-derives physics. GL-free, so tests
// can check "A's line runs from its anchor to the hit pixel" without a window;
// the canvas only scales the shapes to the screen.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "model/debug_shapes.h"
#include "solidtile/camera/camera.h"
#include "solidtile/sonic/player.h"
#include "solidtile/sonic/step_record.h"

namespace solidtile::editor {

// The legend: one colour per sensor, after the Sonic Physics Guide's diagrams
// (A green, B cyan, C blue, D yellow, the push sensors magenta and red).
Colour sensorColour(SensorId id);
const char* sensorLabel(SensorId id);  // "A".."D", "L"/"R" for the push sensors, "M" for the centre


// One cast laid out in level pixels.
struct CastShape {
  SensorId sensor = SensorId::A;
  Dir dir = Dir::Down;
  CastUse use = CastUse::Checked;
  bool winner = false;  // the floor sensor whose surface the player took
  int anchorX = 0, anchorY = 0;
  bool found = false;
  // The first solid pixel when found; otherwise the last pixel within reach.
  int hitX = 0, hitY = 0;
  // Every pixel from the anchor to the hit pixel, both included (a surface
  // above the anchor, negative distance, spans back into the body).
  PixelRect line;
  struct Visit {
    int tx = 0, ty = 0;
    bool solid = false;    // the sensor sees this tile
    bool decided = false;  // the surface the cast found is in this tile
    bool extension = false;  // the second tile: beyond the first (extension) or before it (regression)
    int index = 0;         // the mask column (Down/Up) or row (Left/Right) read
    int height = 0;        // signed for the direction, as the cast read it
    PixelRect strip;       // that column or row across the tile
    PixelRect solidPart;   // the part of the strip the height makes solid (empty for 0)
  };
  Visit visits[2];
  int visitCount = 0;
};

CastShape castShape(const CastRecord& cast, bool winner);

// The player's body in level pixels: radii box (rotated in the wall modes),
// centre pixel.
PixelRect playerBox(const PlayerState& s);
// Whether tile (tx, ty) covers a pixel of the player's box: while debugging
// the brush preview is not drawn there, so it never hides the player.
bool tileCoversPlayer(int tx, int ty, const PlayerState& s);

struct DebugFrame {
  const PlayerState* now = nullptr;
  const PlayerState* previous = nullptr;  // null at frame 0
  const StepRecord* record = nullptr;     // the step into this frame; null at frame 0
  std::span<const PlayerState> history;   // frames 0..now, for the trail
  // The path before the last level or config edit, and the first frame it changed.
  std::span<const PathPoint> ghostPath;
  std::size_t ghostChangedFrom = 0;
  // A comparison trace's centres (one per row of the file), the index from
  // which they are drawn as diverged, and its centre at this frame if it has one.
  std::span<const PathPoint> comparisonPath;
  std::size_t comparisonDivergesAt = SIZE_MAX;
  const PathPoint* comparisonNow = nullptr;
  // Another input branch's run from the same start (InputBranches::ghost).
  std::span<const PathPoint> branchPath;
  // The level's objects, drawn where the step saw them (object_overlay.h).
  const ObjectList* objects = nullptr;
  ConstObjectSlots slots;  // their state at the frame (object_state.h): a collapse's timer
  const PlayerConfig* config = nullptr;  // the rules the step ran, for the objects' landing rows
  // The game's camera at this frame and its config (camera_overlay.h); drawn
  // as options.screen says for config->profile.
  const CameraState* camera = nullptr;
  const CameraConfig* cameraConfig = nullptr;
  // The level pixels on the canvas, when known: the paths above leave out
  // segments wholly outside it, so an hour's ghost costs lines only where seen.
  std::optional<PixelRect> view;
};

// The same call for the same frame gives the same shapes: the editor redraws from it every frame.
DebugShapes buildDebugShapes(const DebugFrame& frame, const DebugOverlayOptions& options);

}  // namespace solidtile::editor
