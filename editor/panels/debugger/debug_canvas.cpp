// The debugger's overlay on the canvas: shapes come from the controller's
// overlay (sonic_overlay.h, box_overlay.h) in level pixels and are only
// scaled here, so a sensor line covers exactly its level pixels at every zoom.
#include "panels/debugger/debug_canvas.h"

#include <algorithm>
#include <cmath>

#include <imgui.h>

#include "model/label_layout.h"

namespace solidtile::editor {

namespace {

void drawShapes(EditorContext& ctx, const DebugShapes& shapes);

}  // namespace

void drawDebugOverlay(EditorContext& ctx) {
  ctx.overlayLabels.clear();
  ctx.overlayLabelTexts.clear();
  ctx.overlayLabelsMoved = 0;
  Debugger& d = ctx.debugger;
  if (!d.visible) return;
  Timeline& t = d.timeline;
  const std::size_t k = t.cursor();
  if (!t.isSimulated(k)) return;
  OverlayRequest r;
  r.frame = k;
  r.phase = d.phase();
  if (t.active().has(Capability::BranchGhost) && d.branches.ghost) {
    if (const InputBranch* b = d.branches.find(*d.branches.ghost)) r.branchPath = d.branchGhost.path(t, *b);
  }
  if (t.ghost()) {
    r.ghostPath = t.ghost()->path;
    r.ghostChangedFrom = t.ghost()->firstChangedFrame;
  }
  const ComparisonTrace& c = d.comparison;
  const std::optional<PathPoint> compareNow = c.pointAt(k);
  if (t.active().has(Capability::Comparison) && c.loaded()) {
    r.comparisonPath = c.path();
    r.comparisonDivergesAt = c.pathDivergesAt();
    r.comparisonNow = compareNow ? &*compareNow : nullptr;
  }
  const Viewport& v = ctx.viewport;
  const Vec2 topLeft = v.toLevel({0, 0}), bottomRight = v.toLevel({ctx.canvas.w, ctx.canvas.h});
  r.view = PixelRect{static_cast<int>(std::floor(topLeft.x)) - 1, static_cast<int>(std::floor(topLeft.y)) - 1,
                     static_cast<int>(std::ceil(bottomRight.x)) + 1, static_cast<int>(std::ceil(bottomRight.y)) + 1};
  drawShapes(ctx, t.active().overlay(r, d.overlay));
}

namespace {

void drawShapes(EditorContext& ctx, const DebugShapes& shapes) {
  const Viewport& v = ctx.viewport;
  const double ox = ctx.canvas.x + v.originX;
  const double oy = ctx.canvas.y + v.originY;
  auto sx = [&](float x) { return static_cast<float>(ox + static_cast<double>(x) * v.zoom); };
  auto sy = [&](float y) { return static_cast<float>(oy + static_cast<double>(y) * v.zoom); };
  Overlay& o = ctx.overlay;
  for (const LevelRect& r : shapes.fills) {
    float x0 = sx(r.x0), y0 = sy(r.y0), x1 = sx(r.x1), y1 = sy(r.y1);
    // Below 1x a pixel would fall between screen pixels and vanish: keep one screen pixel.
    if (x1 - x0 < 1) x1 = x0 + 1;
    if (y1 - y0 < 1) y1 = y0 + 1;
    o.rectFilled(x0, y0, x1, y1, r.colour);
  }
  for (const LevelRect& r : shapes.outlines) {
    // On the inner edge: a line's pixel centre half a screen pixel inside.
    o.rectOutline(sx(r.x0) + 0.5f, sy(r.y0) + 0.5f, std::max(sx(r.x1) - 0.5f, sx(r.x0) + 0.5f),
                  std::max(sy(r.y1) - 0.5f, sy(r.y0) + 0.5f), r.colour);
  }
  for (const LevelLine& l : shapes.lines) o.line(sx(l.x0), sy(l.y0), sx(l.x1), sy(l.y1), l.colour);

  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  dl->PushClipRect(ImVec2(static_cast<float>(ctx.canvas.x), static_cast<float>(ctx.canvas.y)),
                   ImVec2(static_cast<float>(ctx.canvas.x + ctx.canvas.w), static_cast<float>(ctx.canvas.y + ctx.canvas.h)));
  // Plates (the text and 2 px either side) as they would sit; at low zoom the
  // sensors are a few screen pixels apart, so the layout moves later ones clear.
  std::vector<LabelBox> wanted;
  wanted.reserve(shapes.labels.size());
  for (const LevelLabel& l : shapes.labels) {
    ctx.overlayLabelTexts.push_back(l.text);
    const ImVec2 size = ImGui::CalcTextSize(l.text.c_str());
    wanted.push_back({std::round(sx(l.x) - size.x * l.alignX) - 2, std::round(sy(l.y) - size.y * l.alignY), size.x + 4, size.y});
  }
  // Inside the canvas: a letter at its edge is moved in rather than cut.
  const LabelBox canvas{static_cast<float>(ctx.canvas.x), static_cast<float>(ctx.canvas.y), static_cast<float>(ctx.canvas.w),
                        static_cast<float>(ctx.canvas.h)};
  const std::vector<LabelBox> placed = layoutLabels(wanted, 1, canvas);
  ctx.overlayLabels = placed;
  for (std::size_t i = 0; i < placed.size(); ++i) ctx.overlayLabelsMoved += placed[i] != wanted[i] ? 1 : 0;
  for (std::size_t i = 0; i < placed.size(); ++i) {
    const LabelBox &p = placed[i], &w = wanted[i];
    // Moved away: a thin line back to where it belongs, under every plate.
    if (p != w) dl->AddLine(ImVec2(p.x + p.w / 2, p.y + p.h / 2), ImVec2(w.x + w.w / 2, w.y + w.h / 2), withAlpha(shapes.labels[i].colour, 150));
  }
  for (std::size_t i = 0; i < placed.size(); ++i) {
    const LevelLabel& l = shapes.labels[i];
    const LabelBox& p = placed[i];
    // A dark plate behind the text keeps it readable over tiles of any colour.
    dl->AddRectFilled(ImVec2(p.x, p.y), ImVec2(p.x + p.w, p.y + p.h), IM_COL32(10, 12, 16, 170), 2);
    dl->AddText(ImVec2(p.x + 2, p.y), l.colour | 0xFF000000u, l.text.c_str());
  }
  dl->PopClipRect();
}

}  // namespace

}  // namespace solidtile::editor
