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
};

inline constexpr double kMaxZoom = 32;

// The zoom that shows the whole level inside the canvas; a whole step when that is 1 or more.
double fitZoom(double canvasW, double canvasH, double levelW, double levelH);
Viewport fitView(double canvasW, double canvasH, double levelW, double levelH);
// Wheel steps: whole numbers from 1 up (1 2 3 4 6 8 12 16 24 32), halving below 1
// down to the fit zoom, so every step at or above 1 is pixel-exact.
double zoomStepIn(double zoom);
double zoomStepOut(double zoom, double minZoom);

}  // namespace solidtile::editor
