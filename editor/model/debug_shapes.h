// The shapes the physics debugger draws over the level, in level pixels, as
// every controller's overlay lays them out (sonic_overlay.h, box_overlay.h);
// the canvas only scales them to the screen. GL-free.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "solidtile/fixed.h"
#include "solidtile/level/level.h"

namespace solidtile::editor {

using Colour = std::uint32_t;  // 0xAABBGGRR, as overlay.h's rgba() and ImGui's IM_COL32

inline Colour withAlpha(Colour c, int alpha) { return (c & 0x00FFFFFFu) | static_cast<Colour>(std::clamp(alpha, 0, 255)) << 24; }

// A point of a path the overlay draws (the ghost, a branch, a comparison), subpixels.
struct PathPoint {
  Sub x = 0, y = 0;
};

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

// Whether tile (tx, ty) covers a pixel of `r`: while debugging the brush
// preview is not drawn over the character's body, so it never hides it.
inline bool tileCovers(int tx, int ty, const PixelRect& r) {
  const PixelRect tile{tx * kTileSize, ty * kTileSize, tx * kTileSize + kTileSize - 1, ty * kTileSize + kTileSize - 1};
  return tile.x0 <= r.x1 && r.x0 <= tile.x1 && tile.y0 <= r.y1 && r.y0 <= tile.y1;
}

struct LevelRect {
  float x0, y0, x1, y1;  // level pixels; a pixel p spans [p, p + 1)
  Colour colour;
};
// The pixels of `r` as a rectangle to draw: a pixel p spans [p, p + 1).
inline LevelRect levelRectOf(const PixelRect& r, Colour c) {
  return {static_cast<float>(r.x0), static_cast<float>(r.y0), static_cast<float>(r.x1 + 1), static_cast<float>(r.y1 + 1), c};
}
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

// When the overlay draws the game's screen (camera_overlay.h): by default for
// the games' profiles (sonic1, sonic2, sonic3k), whose camera is their own code.
enum class ScreenOverlay : std::uint8_t { Off, GameProfiles, Always };

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
  bool objects = true;        // the level's objects, their solid boxes and the step's object tests
  ScreenOverlay screen = ScreenOverlay::GameProfiles;  // the game's 320x224 screen where its camera is
  int trailFrames = 120;
};

}  // namespace solidtile::editor
