#include "model/sonic_overlay.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "model/camera_overlay.h"
#include "model/object_overlay.h"

namespace solidtile::editor {
namespace {

constexpr Colour rgbaOf(int r, int g, int b, int a = 255) {
  return static_cast<Colour>(r) | static_cast<Colour>(g) << 8 | static_cast<Colour>(b) << 16 | static_cast<Colour>(a) << 24;
}

struct Step {
  int dx, dy;
};

Step unit(Dir d) {
  switch (d) {
    case Dir::Down: return {0, 1};
    case Dir::Right: return {1, 0};
    case Dir::Up: return {0, -1};
    case Dir::Left: return {-1, 0};
  }
  return {0, 1};
}

PixelRect spanning(int ax, int ay, int bx, int by) {
  return {std::min(ax, bx), std::min(ay, by), std::max(ax, bx), std::max(ay, by)};
}

CastShape::Visit layOut(const TileVisit& v, Dir dir, int anchorX, int anchorY) {
  CastShape::Visit out;
  out.tx = v.tx;
  out.ty = v.ty;
  out.solid = v.solid;
  out.index = v.index;
  out.height = v.height;
  const bool vertical = dir == Dir::Down || dir == Dir::Up;
  const bool forward = dir == Dir::Down || dir == Dir::Right;
  const int start = (vertical ? v.ty : v.tx) * kTileSize;  // the tile's first pixel along the cast
  out.strip = vertical ? PixelRect{anchorX, start, anchorX, start + kTileSize - 1}
                       : PixelRect{start, anchorY, start + kTileSize - 1, anchorY};
  const int h = std::abs(static_cast<int>(v.height));
  if (h == 0 || !v.solid) return out;
  // A positive height is anchored at the tile's far side along the cast.
  const bool atFarSide = (v.height > 0) == forward;
  const int a = atFarSide ? start + kTileSize - h : start;
  const int b = a + h - 1;
  out.solidPart = vertical ? PixelRect{anchorX, a, anchorX, b} : PixelRect{a, anchorY, b, anchorY};
  return out;
}

float centreOf(Sub v) { return static_cast<float>(pixelOf(v)) + 0.5f; }

const char* modeLabel(Mode m) {
  switch (m) {
    case Mode::Floor: return "floor";
    case Mode::RightWall: return "right wall";
    case Mode::Ceiling: return "ceiling";
    case Mode::LeftWall: return "left wall";
  }
  return "?";
}

void addCast(DebugShapes& out, const CastShape& c, const DebugOverlayOptions& o) {
  const bool used = c.use == CastUse::Used;
  const Colour base = sensorColour(c.sensor);
  if (o.tiles) {
    for (int i = 0; i < c.visitCount; ++i) {
      const CastShape::Visit& v = c.visits[i];
      const PixelRect tile{v.tx * kTileSize, v.ty * kTileSize, v.tx * kTileSize + kTileSize - 1, v.ty * kTileSize + kTileSize - 1};
      out.outlines.push_back(levelRectOf(tile, withAlpha(base, v.decided ? 200 : i == 0 ? 120 : 70)));
      out.fills.push_back(levelRectOf(v.strip, withAlpha(base, 45)));
      if (!v.solidPart.empty()) out.fills.push_back(levelRectOf(v.solidPart, withAlpha(base, 110)));
    }
  }
  const Colour line = used ? base : withAlpha(base, 95);
  out.fills.push_back(levelRectOf(c.line, line));
  if (c.found) {
    const PixelRect hit{c.hitX, c.hitY, c.hitX, c.hitY};
    out.fills.push_back(levelRectOf(hit, used ? debug_colours::kHit : withAlpha(debug_colours::kHit, 120)));
    // The winner's hit pixel gets a frame a pixel wide all round, to stand out at any zoom.
    if (c.winner) out.outlines.push_back(levelRectOf({hit.x0 - 1, hit.y0 - 1, hit.x1 + 1, hit.y1 + 1}, base));
  }
  if (o.labels) {
    const Step d = unit(c.dir);
    std::string text = sensorLabel(c.sensor);
    if (c.winner) text += "*";
    LevelLabel l{static_cast<float>(c.hitX) + 0.5f + 2.5f * static_cast<float>(d.dx),
                 static_cast<float>(c.hitY) + 0.5f + 2.5f * static_cast<float>(d.dy), line, std::move(text), 0.5f, 0.5f};
    l.alignX = d.dx > 0 ? 0.0f : d.dx < 0 ? 1.0f : 0.5f;
    l.alignY = d.dy > 0 ? 0.0f : d.dy < 0 ? 1.0f : 0.5f;
    out.labels.push_back(std::move(l));
  }
}

void addBody(DebugShapes& out, const PlayerState& s, const DebugOverlayOptions& o) {
  const PixelRect box = playerBox(s);
  out.outlines.push_back(levelRectOf(box, debug_colours::kBox));
  const int cx = pixelOf(s.x), cy = pixelOf(s.y);
  out.fills.push_back(levelRectOf({cx, cy, cx, cy}, debug_colours::kCentre));
  // The angle is the surface tangent, counter-clockwise degrees on screen (y down).
  const double rad = angleDegrees(s.angle) * 3.14159265358979323846 / 180.0;
  const float ux = static_cast<float>(std::cos(rad)), uy = static_cast<float>(-std::sin(rad));
  const float x0 = centreOf(s.x), y0 = centreOf(s.y);
  const float len = 16;
  const float x1 = x0 + ux * len, y1 = y0 + uy * len;
  out.lines.push_back({x0, y0, x1, y1, debug_colours::kAngle});
  out.lines.push_back({x1, y1, x1 - ux * 4 - uy * 3, y1 - uy * 4 + ux * 3, debug_colours::kAngle});
  out.lines.push_back({x1, y1, x1 - ux * 4 + uy * 3, y1 - uy * 4 - ux * 3, debug_colours::kAngle});
  if (o.labels) {
    std::string text = modeLabel(s.mode);
    if (s.airborne) text += ", air";
    if (s.rolling) text += ", rolling";
    out.labels.push_back({static_cast<float>(box.x0 + box.x1 + 1) / 2, static_cast<float>(box.y0) - 1.0f,
                          debug_colours::kBox, std::move(text), 0.5f, 1.0f});
  }
}

template <typename Point>
void addPath(DebugShapes& out, std::span<const Point> path, std::size_t from, const std::optional<PixelRect>& view,
             auto colourAt) {
  for (std::size_t i = from + 1; i < path.size(); ++i) {
    const Point& a = path[i - 1];
    const Point& b = path[i];
    const int ax = pixelOf(a.x), ay = pixelOf(a.y), bx = pixelOf(b.x), by = pixelOf(b.y);
    if (ax == bx && ay == by) continue;
    if (view && ((ax < view->x0 && bx < view->x0) || (ax > view->x1 && bx > view->x1) || (ay < view->y0 && by < view->y0) ||
                 (ay > view->y1 && by > view->y1))) {
      continue;
    }
    out.lines.push_back({centreOf(a.x), centreOf(a.y), centreOf(b.x), centreOf(b.y), colourAt(i)});
  }
}

}  // namespace

Colour sensorColour(SensorId id) {
  switch (id) {
    case SensorId::A: return rgbaOf(40, 230, 60);
    case SensorId::B: return rgbaOf(40, 220, 235);
    case SensorId::C: return rgbaOf(70, 110, 255);
    case SensorId::D: return rgbaOf(250, 225, 40);
    case SensorId::PushLeft: return rgbaOf(255, 80, 220);
    case SensorId::PushRight: return rgbaOf(255, 60, 60);
    case SensorId::Centre: return rgbaOf(255, 150, 40);
    case SensorId::Climb: return rgbaOf(200, 120, 255);
  }
  return rgbaOf(255, 255, 255);
}

const char* sensorLabel(SensorId id) {
  switch (id) {
    case SensorId::A: return "A";
    case SensorId::B: return "B";
    case SensorId::C: return "C";
    case SensorId::D: return "D";
    case SensorId::PushLeft: return "L";
    case SensorId::PushRight: return "R";
    case SensorId::Centre: return "M";
    case SensorId::Climb: return "K";
  }
  return "?";
}

CastShape castShape(const CastRecord& cast, bool winner) {
  CastShape s;
  s.sensor = cast.sensor;
  s.dir = cast.dir;
  s.use = cast.use;
  s.winner = winner;
  s.anchorX = cast.x;
  s.anchorY = cast.y;
  s.found = cast.result.found;
  // distance counts the free pixels between the anchor and the surface, so the
  // surface's first pixel is one further; a miss reports the last pixel in reach.
  const Step d = unit(cast.dir);
  const int reach = cast.result.distance + (s.found ? 1 : 0);
  s.hitX = cast.x + d.dx * reach;
  s.hitY = cast.y + d.dy * reach;
  s.line = spanning(cast.x, cast.y, s.hitX, s.hitY);
  s.visitCount = std::min<int>(cast.result.visitCount, 2);
  for (int i = 0; i < s.visitCount; ++i) {
    s.visits[i] = layOut(cast.result.visits[i], cast.dir, cast.x, cast.y);
    s.visits[i].decided = cast.result.decidedBy == i;
    s.visits[i].extension = i == 1;
  }
  return s;
}

PixelRect playerBox(const PlayerState& s) {
  const bool wall = s.mode == Mode::RightWall || s.mode == Mode::LeftWall;
  const int rx = wall ? s.radiusY : s.radiusX;
  const int ry = wall ? s.radiusX : s.radiusY;
  const int cx = pixelOf(s.x), cy = pixelOf(s.y);
  return {cx - rx, cy - ry, cx + rx, cy + ry};
}

bool tileCoversPlayer(int tx, int ty, const PlayerState& s) {
  return tileCovers(tx, ty, playerBox(s));
}

DebugShapes buildDebugShapes(const DebugFrame& frame, const DebugOverlayOptions& o) {
  DebugShapes out;
  if (o.ghost && !frame.ghostPath.empty()) {
    const std::size_t changed = frame.ghostChangedFrom;
    addPath(out, frame.ghostPath, 0, frame.view, [&](std::size_t i) {
      return i > changed ? debug_colours::kGhostChanged : debug_colours::kGhost;
    });
  }
  if (o.comparison && !frame.comparisonPath.empty()) {
    addPath(out, frame.comparisonPath, 0, frame.view, [&](std::size_t i) {
      return i > frame.comparisonDivergesAt ? debug_colours::kComparisonDiverged : debug_colours::kComparison;
    });
  }
  if (o.comparison && frame.comparisonNow != nullptr) {
    // A hollow 5x5 square round the other engine's centre pixel: seen beside ours, not over it.
    const int cx = pixelOf(frame.comparisonNow->x), cy = pixelOf(frame.comparisonNow->y);
    out.outlines.push_back(levelRectOf({cx - 2, cy - 2, cx + 2, cy + 2}, debug_colours::kComparison));
  }
  if (o.branchGhost && !frame.branchPath.empty()) {
    addPath(out, frame.branchPath, 0, frame.view, [](std::size_t) { return debug_colours::kBranchGhost; });
  }
  if (frame.now == nullptr) return out;
  // First, so everything on the level draws over its edge.
  if (frame.camera != nullptr && frame.cameraConfig != nullptr && frame.config != nullptr &&
      drawsScreen(o.screen, frame.config->profile)) {
    addCameraShapes(out, *frame.camera, *frame.cameraConfig, o.labels);
  }
  if (o.trail && frame.history.size() > 1) {
    const std::size_t n = frame.history.size();
    const std::size_t from = n > static_cast<std::size_t>(o.trailFrames) ? n - static_cast<std::size_t>(o.trailFrames) : 0;
    addPath(out, frame.history, from, frame.view, [&](std::size_t i) {
      // Older positions fade out.
      const int age = static_cast<int>(n - i);
      return withAlpha(debug_colours::kTrail, 230 - 180 * age / std::max(1, o.trailFrames));
    });
  }
  if (o.onion && frame.previous != nullptr) {
    out.outlines.push_back(levelRectOf(playerBox(*frame.previous), debug_colours::kOnion));
    const int px = pixelOf(frame.previous->x), py = pixelOf(frame.previous->y);
    out.fills.push_back(levelRectOf({px, py, px, py}, withAlpha(debug_colours::kCentre, 110)));
  }
  // Under the body and the sensors: an object the player stands in must not hide him.
  if (o.objects && frame.objects != nullptr && !frame.objects->empty()) {
    addObjectShapes(out, {frame.objects, frame.now, frame.config, frame.record, frame.view, frame.slots}, o);
  }
  if (o.body) addBody(out, *frame.now, o);
  if (o.sensors && frame.record != nullptr) {
    const StepRecord& r = *frame.record;
    for (int i = 0; i < r.castCount; ++i) {
      const CastRecord& c = r.casts[i];
      if (!o.unusedSensors && c.use != CastUse::Used) continue;
      addCast(out, castShape(c, r.floorWinner == i), o);
    }
  }
  return out;
}

}  // namespace solidtile::editor
