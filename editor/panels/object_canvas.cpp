// The object tool on the canvas: pointer presses become ObjectEditCommands
// (one merge id per drag, so a drag undoes in one step), and every object is
// drawn where it is on the objects' frame, its path a dotted line.
#include "panels/object_canvas.h"

#include <algorithm>
#include <cmath>

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include "model/object_slope.h"
#include "panels/canvas_mapping.h"


namespace solidtile::editor {
namespace {

constexpr double kHandleScreenPx = 6;  // half size of a grab area, screen pixels
// The platform's key colour, more or less opaque.
std::uint32_t platform(int alpha) {
  const KeyColour& c = platformKey();
  return rgba(c.r, c.g, c.b, alpha);
}
const std::uint32_t kBodyFill = platform(70);
const std::uint32_t kBodyLine = platform(230);
constexpr std::uint32_t kSelectedLine = rgba(255, 240, 120, 255);
const std::uint32_t kPathColour = platform(200);
const std::uint32_t kGhostLine = platform(90);
constexpr std::uint32_t kHandleFill = rgba(255, 240, 120, 230);
constexpr std::uint32_t kHandleLine = rgba(40, 30, 10, 255);

void submitEdit(EditorContext& ctx, const char* label, int i, const SolidObject& after, std::uint64_t merge) {
  const SolidObject& before = ctx.doc.level().objects[static_cast<std::size_t>(i)];
  if (before == after) return;
  ctx.submit(std::make_unique<ObjectEditCommand>(label, i, before, after), merge);
}

// Dashes of 4 screen pixels with gaps of 4, the pattern running on across segments.
void dottedLine(Overlay& o, float x0, float y0, float x1, float y1, std::uint32_t c, float& phase) {
  const float len = std::hypot(x1 - x0, y1 - y0);
  if (len <= 0) return;
  const float dx = (x1 - x0) / len, dy = (y1 - y0) / len;
  constexpr float kDash = 4, kPeriod = 8;
  float t = -phase;
  while (t < len) {
    const float a = std::max(t, 0.0f), b = std::min(t + kDash, len);
    if (b > a) o.line(x0 + dx * a, y0 + dy * a, x0 + dx * b, y0 + dy * b, c);
    t += kPeriod;
  }
  phase = std::fmod(phase + len, kPeriod);
}

void handle(Overlay& o, float x, float y, float r) {
  o.rectFilled(x - r, y - r, x + r, y + r, kHandleFill);
  o.rectOutline(x - r, y - r, x + r, y + r, kHandleLine);
}

// A sloped object: filled under its columns' surface, the surface and the
// sides outlined, its whole box faint (what the corner handle resizes).
void sloped(Overlay& o, const CanvasMapping& m, const ObjectBox& b, const SolidObject& obj, std::uint32_t line) {
  const float bottom = m.y(b.y + b.h);
  o.rectOutline(m.x(b.x), m.y(b.y), m.x(b.x + b.w), bottom, kGhostLine);
  const std::vector<SlopeRun> runs = slopeRuns(obj);
  float lastTop = bottom;
  for (const SlopeRun& r : runs) {
    const float rx0 = m.x(b.x + r.x0), rx1 = m.x(b.x + r.x1), top = m.y(b.y + r.depth);
    if (top < bottom) o.rectFilled(rx0, top, rx1, bottom, kBodyFill);
    o.line(rx0, lastTop, rx0, top, line);  // the step up or down from the run before (the left side first)
    o.line(rx0, top, rx1, top, line);
    lastTop = top;
  }
  o.line(m.x(b.x + b.w), lastTop, m.x(b.x + b.w), bottom, line);
  o.line(m.x(b.x), bottom, m.x(b.x + b.w), bottom, line);
}

// An oscillating object's swing: its body at both ends, a dotted line between their centres.
// One moving on both axes (or a swing, format 18) shows the corners of the box it sweeps.
void swing(Overlay& o, const CanvasMapping& m, const SolidObject& obj, float& phase) {
  const OscReach reach = oscReach(obj.osc);
  const OscRange rx = reach.x, ry = reach.y;
  const Waypoint& p = obj.path[0];
  const Waypoint ends[2] = {{p.x + rx.lo, p.y + ry.lo}, {p.x + rx.hi, p.y + ry.hi}};
  for (const Waypoint& e : ends) o.rectOutline(m.x(e.x), m.y(e.y), m.x(e.x + obj.w), m.y(e.y + obj.h), kGhostLine);
  dottedLine(o, m.x(ends[0].x + obj.w / 2.0), m.y(ends[0].y + obj.h / 2.0), m.x(ends[1].x + obj.w / 2.0),
             m.y(ends[1].y + obj.h / 2.0), kPathColour, phase);
}

}  // namespace

bool ObjectCanvas::press(EditorContext& ctx, int button, int mods, double px, double py) {
  if (ctx.tool != Tool::Object) return false;
  const Level& level = ctx.doc.level();
  auto& sel = ctx.objects;
  const double grab = kHandleScreenPx / ctx.viewport.zoom;
  const ObjectHit hit = hitObject(level, sel.frame, px, py, grab, sel.selected);
  const int ix = static_cast<int>(std::floor(px)), iy = static_cast<int>(std::floor(py));
  merge_ = ctx.newMergeId();
  startX_ = px;
  startY_ = py;
  if (button == GLFW_MOUSE_BUTTON_RIGHT) {
    if (hit.part == ObjectHit::Waypoint) {
      const SolidObject& o = level.objects[static_cast<std::size_t>(hit.object)];
      if (o.path.size() > 1) {
        submitEdit(ctx, "Remove waypoint", hit.object, withoutWaypoint(o, hit.waypoint), 0);
      } else {
        ctx.status = "A platform keeps at least one waypoint";
      }
    } else if (hit.part == ObjectHit::Body) {
      ctx.submit(std::make_unique<ObjectEditCommand>("Delete platform", hit.object, level.objects[static_cast<std::size_t>(hit.object)],
                                                     std::nullopt));
      sel.selected = -1;
    }
    return true;
  }
  if (button != GLFW_MOUSE_BUTTON_LEFT) return true;
  const bool ctrl = (mods & GLFW_MOD_CONTROL) != 0;
  if (ctrl && sel.selected >= 0 && sel.selected < static_cast<int>(level.objects.size())) {
    // A new waypoint where the pointer is, dragged on from there.
    const SolidObject& o = level.objects[static_cast<std::size_t>(sel.selected)];
    if (o.osc.table != OscTable::None) {
      ctx.status = "An oscillating platform has no waypoints: its one point is where it swings from";
      return true;
    }
    if (static_cast<int>(o.path.size()) >= ObjectLimits::kMaxWaypoints) {
      ctx.status = "A platform has at most " + std::to_string(ObjectLimits::kMaxWaypoints) + " waypoints";
      return true;
    }
    const int k = insertionPoint(o, px, py);
    start_ = withWaypointInserted(o, k, ix, iy);
    submitEdit(ctx, "Add waypoint", sel.selected, start_, merge_);
    drag_ = ObjectHit::Waypoint;
    waypoint_ = k + 1;
    return true;
  }
  switch (hit.part) {
    case ObjectHit::Body:
    case ObjectHit::Resize:
    case ObjectHit::Waypoint:
      sel.selected = hit.object;
      start_ = level.objects[static_cast<std::size_t>(hit.object)];
      drag_ = hit.part;
      waypoint_ = hit.waypoint;
      break;
    case ObjectHit::Segment:
      sel.selected = hit.object;
      break;
    case ObjectHit::None:
      // Empty canvas places a platform, whatever was selected: the tool's
      // purpose is placing, and a click that only deselected went unnoticed.
      if (static_cast<int>(level.objects.size()) >= ObjectLimits::kMaxObjects) {
        ctx.status = "A level has at most " + std::to_string(ObjectLimits::kMaxObjects) + " objects";
      } else {
        const int i = static_cast<int>(level.objects.size());
        ctx.submit(std::make_unique<ObjectEditCommand>("Place platform", i, std::nullopt, newPlatform(ix, iy)));
        sel.selected = i;
        ctx.status = "Platform placed: drag its handles; speed, mode and wait in the panel";
      }
      break;
  }
  return true;
}

void ObjectCanvas::moveTo(EditorContext& ctx, double px, double py) {
  const int i = ctx.objects.selected;
  if (drag_ == ObjectHit::None || i < 0 || i >= static_cast<int>(ctx.doc.level().objects.size())) return;
  const int dx = static_cast<int>(std::lround(px - startX_)), dy = static_cast<int>(std::lround(py - startY_));
  switch (drag_) {
    case ObjectHit::Body:
      submitEdit(ctx, "Move platform", i, movedObject(start_, dx, dy), merge_);
      break;
    case ObjectHit::Resize:
      submitEdit(ctx, "Resize platform", i, resizedObject(start_, start_.w + dx, start_.h + dy), merge_);
      break;
    case ObjectHit::Waypoint:
      submitEdit(ctx, "Move waypoint", i,
                 withWaypointAt(start_, waypoint_, static_cast<int>(std::floor(waypointHandleX(start_, waypoint_) + dx)),
                                static_cast<int>(std::floor(waypointHandleY(start_, waypoint_) + dy))),
                 merge_);
      break;
    default:
      break;
  }
}

void ObjectCanvas::release(EditorContext& ctx) {
  if (drag_ != ObjectHit::None) ctx.sealRequested = true;
  drag_ = ObjectHit::None;
}

void ObjectCanvas::addOverlay(const EditorContext& ctx, Overlay& o) const {
  if (!ctx.settings.view.showObjects && ctx.tool != Tool::Object) return;
  const CanvasMapping m = canvasMapping(ctx);
  const auto& objects = ctx.doc.level().objects;
  const std::uint32_t frame = ctx.objects.frame;
  for (int i = 0; i < static_cast<int>(objects.size()); ++i) {
    const SolidObject& obj = objects[static_cast<std::size_t>(i)];
    if (obj.path.empty()) continue;
    const bool selected = i == ctx.objects.selected && ctx.tool == Tool::Object;
    // The path through the waypoints' centres, dotted; a loop closes back to its start.
    float phase = 0;
    const int n = static_cast<int>(obj.path.size());
    const int segments = obj.loop == ObjectLoop::Loop && n > 2 ? n : n - 1;
    for (int k = 0; k < segments; ++k) {
      const int k1 = (k + 1) % n;
      dottedLine(o, m.x(waypointHandleX(obj, k)), m.y(waypointHandleY(obj, k)), m.x(waypointHandleX(obj, k1)),
                 m.y(waypointHandleY(obj, k1)), kPathColour, phase);
    }
    if (selected) {
      for (const Waypoint& w : obj.path) o.rectOutline(m.x(w.x), m.y(w.y), m.x(w.x + obj.w), m.y(w.y + obj.h), kGhostLine);
    }
    if (selected && obj.osc.table != OscTable::None) swing(o, m, obj, phase);
    const ObjectBox b = objectBox(obj, frame);
    const float x0 = m.x(b.x), y0 = m.y(b.y), x1 = m.x(b.x + b.w), y1 = m.y(b.y + b.h);
    if (obj.slope.empty()) {
      o.rectFilled(x0, y0, x1, y1, kBodyFill);
      o.rectOutline(x0, y0, x1, y1, selected ? kSelectedLine : kBodyLine);
    } else {
      sloped(o, m, b, obj, selected ? kSelectedLine : kBodyLine);
    }
    if (obj.topOnly && obj.slope.empty()) {
      // A one-way top: a doubled top edge and no sides drawn strongly.
      o.line(x0, y0 + 1, x1, y0 + 1, selected ? kSelectedLine : kBodyLine);
      o.line(x0, y0 + 2, x1, y0 + 2, selected ? kSelectedLine : kBodyLine);
    }
    const float r = selected ? 5.0f : 2.5f;
    for (int k = 0; k < n; ++k) handle(o, m.x(waypointHandleX(obj, k)), m.y(waypointHandleY(obj, k)), r);
    if (selected) handle(o, x1, y1, 4.0f);
  }
}

}  // namespace solidtile::editor
