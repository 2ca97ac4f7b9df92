// Where the level sits on the canvas: the screen position of level pixel (0,0)
// and the zoom (screen pixels per level pixel).
#pragma once

namespace solidtile::editor {

struct Vec2 {
  double x = 0;
  double y = 0;
};

// The canvas's place in the window, in window pixels (top-left origin).
struct CanvasRect {
  double x = 0;
  double y = 0;
  double w = 0;
  double h = 0;
};

struct Viewport {
  double originX = 0;  // canvas-relative screen pixels
  double originY = 0;
  double zoom = 1;

  Vec2 toLevel(Vec2 screen) const { return {(screen.x - originX) / zoom, (screen.y - originY) / zoom}; }
  Vec2 toScreen(Vec2 level) const { return {level.x * zoom + originX, level.y * zoom + originY}; }

  // Keeps the level point under `anchor` in place. At zoom >= 1 the origin is
  // rounded to whole screen pixels, which with an integer zoom makes every
  // level pixel exactly zoom x zoom screen pixels.
  void zoomAround(Vec2 anchor, double newZoom);
  void snapOrigin();
  bool operator==(const Viewport&) const = default;
};

inline constexpr double kMaxZoom = 32;

// The zoom that shows the whole level inside the canvas; a whole step when that is 1 or more.
double fitZoom(double canvasW, double canvasH, double levelW, double levelH);
Viewport fitView(double canvasW, double canvasH, double levelW, double levelH);
// A level's first view: the whole level when it fits at 1x or more, else 2x
// (1x on a canvas narrower than 20 tiles at 2x) around the point (x, y), kept
// inside the level where the level is larger than the canvas. A long level's
// whole-level view is a strip too thin to read.
Viewport startView(double canvasW, double canvasH, double levelW, double levelH, double x, double y);
// Wheel steps: whole numbers from 1 up (1 2 3 4 6 8 12 16 24 32), halving below 1
// down to the fit zoom, so every step at or above 1 is pixel-exact.
double zoomStepIn(double zoom);
double zoomStepOut(double zoom, double minZoom);

}  // namespace solidtile::editor
