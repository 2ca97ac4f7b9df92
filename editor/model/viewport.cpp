#include "model/viewport.h"

#include <algorithm>
#include <cmath>

namespace solidtile::editor {
namespace {
constexpr double kSteps[] = {1, 2, 3, 4, 6, 8, 12, 16, 24, 32};
}

void Viewport::zoomAround(Vec2 anchor, double newZoom) {
  const Vec2 at = toLevel(anchor);
  zoom = newZoom;
  originX = anchor.x - at.x * zoom;
  originY = anchor.y - at.y * zoom;
  snapOrigin();
}

void Viewport::snapOrigin() {
  if (zoom >= 1) {
    originX = std::round(originX);
    originY = std::round(originY);
  }
}

double fitZoom(double canvasW, double canvasH, double levelW, double levelH) {
  if (levelW <= 0 || levelH <= 0 || canvasW <= 0 || canvasH <= 0) return 1;
  const double z = std::min(canvasW / levelW, canvasH / levelH);
  if (z >= 1) {
    // Whole steps only, so a level that fits is shown pixel-exact.
    double best = 1;
    for (double s : kSteps) {
      if (s <= z) best = s;
    }
    return best;
  }
  return z;
}

Viewport fitView(double canvasW, double canvasH, double levelW, double levelH) {
  Viewport v;
  v.zoom = fitZoom(canvasW, canvasH, levelW, levelH);
  v.originX = (canvasW - levelW * v.zoom) / 2;
  v.originY = (canvasH - levelH * v.zoom) / 2;
  v.snapOrigin();
  return v;
}

Viewport startView(double canvasW, double canvasH, double levelW, double levelH, double x, double y) {
  Viewport v = fitView(canvasW, canvasH, levelW, levelH);
  if (v.zoom >= 1) return v;
  v.zoom = canvasW >= 20 * 16 * 2 ? 2 : 1;
  // Centred on the point; on an axis where the level is larger than the canvas, no space beyond its edges.
  auto place = [&v](double canvas, double level, double at) {
    const double shown = level * v.zoom;
    if (shown <= canvas) return (canvas - shown) / 2;
    return std::clamp(canvas / 2 - at * v.zoom, canvas - shown, 0.0);
  };
  v.originX = place(canvasW, levelW, x);
  v.originY = place(canvasH, levelH, y);
  v.snapOrigin();
  return v;
}

double zoomStepIn(double zoom) {
  if (zoom < 1) return std::min(1.0, zoom * 2);
  for (double s : kSteps) {
    if (s > zoom + 1e-9) return s;
  }
  return kMaxZoom;
}

double zoomStepOut(double zoom, double minZoom) {
  if (zoom <= 1 + 1e-9) return std::max(minZoom, std::min(zoom, 1.0) / 2);
  double best = 1;
  for (double s : kSteps) {
    if (s < zoom - 1e-9) best = s;
  }
  return best;
}

}  // namespace solidtile::editor
