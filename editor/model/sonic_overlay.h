// What the physics debugger draws over the level for one frame, worked out
// from the step's StepRecord and the player's states as plain shapes in level
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

#include "model/timeline.h"
#include "solidtile/player.h"
#include "solidtile/step_record.h"

namespace solidtile::editor {

using Colour = std::uint32_t;  // 0xAABBGGRR, as overlay.h's rgba() and ImGui's IM_COL32

// The legend: one colour per sensor, after the Sonic Physics Guide's diagrams
// (A green, B cyan, C blue, D yellow, the push sensors magenta and red).
Colour sensorColour(SensorId id);
const char* sensorLabel(SensorId id);  // "A".."D", "L"/"R" for the push sensors, "M" for the centre
Colour withAlpha(Colour c, int alpha);

namespace debug_colours {
inline constexpr Colour kBox = 0xE6FFFFFFu;        // the player's radii box
inline constexpr Colour kCentre = 0xFF4060FFu;     // the centre pixel (red)
inline constexpr Colour kAngle = 0xFF50D0FFu;      // the angle arrow (orange)
// The three paths differ in hue: the trail pale yellow, the edit ghost grey
// then red, another input branch's path violet.
inline constexpr Colour kTrail = 0xC0A0F0FFu;      // past centres (pale yellow)
inline constexpr Colour kOnion = 0x70FFFFFFu;      // last frame's box
inline constexpr Colour kGhost = 0x90A0A0A0u;      // the path before the last change (edit, undo or redo)
inline constexpr Colour kGhostChanged = 0xD04040FFu;  // ...from the first frame the edit changed (red)
inline constexpr Colour kBranchGhost = 0xE0FF60B0u;   // another input branch's path (violet)
inline constexpr Colour kHit = 0xFFFFFFFFu;        // the hit pixel's frame
inline constexpr Colour kComparison = 0xE6E6D228u;          // a loaded comparison trace's path (cyan)
inline constexpr Colour kComparisonDiverged = 0xF01E78FFu;  // ...from its first divergence (orange)
}  // namespace debug_colours

// An inclusive rectangle of level pixels.
struct PixelRect {
  int x0 = 0, y0 = 0, x1 = -1, y1 = -1;
  bool empty() const { return x1 < x0 || y1 < y0; }
  bool contains(int x, int y) const { return x >= x0 && x <= x1 && y >= y0 && y <= y1; }
  bool operator==(const PixelRect&) const = default;
};

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

struct LevelRect {
  float x0, y0, x1, y1;  // level pixels; a pixel p spans [p, p + 1)
  Colour colour;
};
struct LevelLine {
  float x0, y0, x1, y1;  // level pixels; pixel centres sit at p + 0.5
  Colour colour;
};
struct LevelLabel {
  float x, y;  // level pixels
  Colour colour;
  std::string text;
  // Which point of the text sits at (x, y), as fractions of its size: text
  // size is in screen pixels, so the label keeps clear of its line at any zoom.
  float alignX = 0, alignY = 0;
};

struct DebugShapes {
  std::vector<LevelRect> fills;
  std::vector<LevelRect> outlines;  // drawn on the rectangle's inner edge
  std::vector<LevelLine> lines;
  std::vector<LevelLabel> labels;
};

struct DebugOverlayOptions {
  bool sensors = true;
  bool unusedSensors = true;  // casts that moved nothing, dimmed; off hides them
  bool tiles = true;          // the tiles each cast read and the column or row in them
  bool labels = true;
  bool body = true;           // radii box, centre, angle arrow, mode
  bool trail = true;
  bool onion = true;          // last frame's box
  bool ghost = true;
  bool comparison = true;     // a loaded comparison trace's path and where it is now
  bool branchGhost = true;    // the path of the branch chosen as the ghost
  int trailFrames = 120;
};

struct DebugFrame {
  const PlayerState* now = nullptr;
  const PlayerState* previous = nullptr;  // null at frame 0
  const StepRecord* record = nullptr;     // the step into this frame; null at frame 0
  std::span<const PlayerState> history;   // frames 0..now, for the trail
  // The path before the last level or config edit, and the first frame it changed.
  std::span<const Ghost::Point> ghostPath;
  std::size_t ghostChangedFrom = 0;
  // A comparison trace's centres (one per row of the file), the index from
  // which they are drawn as diverged, and its centre at this frame if it has one.
  std::span<const Ghost::Point> comparisonPath;
  std::size_t comparisonDivergesAt = SIZE_MAX;
  const Ghost::Point* comparisonNow = nullptr;
  // Another input branch's run from the same start (InputBranches::ghost).
  std::span<const Ghost::Point> branchPath;
  // The level pixels on the canvas, when known: the paths above leave out
  // segments wholly outside it, so an hour's ghost costs lines only where seen.
  std::optional<PixelRect> view;
};

// The same call for the same frame gives the same shapes: the editor redraws from it every frame.
DebugShapes buildDebugShapes(const DebugFrame& frame, const DebugOverlayOptions& options);

}  // namespace solidtile::editor
