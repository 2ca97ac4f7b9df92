#include "panels/markers_overlay.h"

#include <cstdio>
#include <string>

#include <imgui.h>

namespace solidtile::editor {

void drawMarkersAndLoops(const EditorContext& ctx) {
  if (!ctx.settings.view.showMarkers || ctx.canvas.w <= 0) return;
  const Viewport& v = ctx.viewport;
  const ImVec2 clip0(static_cast<float>(ctx.canvas.x), static_cast<float>(ctx.canvas.y));
  const ImVec2 clip1(clip0.x + static_cast<float>(ctx.canvas.w), clip0.y + static_cast<float>(ctx.canvas.h));
  const auto screen = [&](double x, double y) {
    return ImVec2(clip0.x + static_cast<float>(v.originX + x * v.zoom), clip0.y + static_cast<float>(v.originY + y * v.zoom));
  };
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  dl->PushClipRect(clip0, clip1);
  const ImU32 loopColour = IM_COL32(255, 170, 40, 230);
  for (const LoopRegion& r : ctx.doc.level().loops) {
    const ImVec2 a = screen(r.x, r.y), b = screen(r.x + LoopRule::kSize, r.y + LoopRule::kSize);
    if (b.x < clip0.x || b.y < clip0.y || a.x > clip1.x || a.y > clip1.y) continue;
    dl->AddRect(a, b, loopColour, 0, 0, 2);
    // The rule's two lines: left of $2C the high path, from $E0 the low one.
    for (const int edge : {LoopRule::kHighBelow, LoopRule::kLowFrom}) {
      dl->AddLine(screen(r.x + edge, r.y), screen(r.x + edge, r.y + LoopRule::kSize), IM_COL32(255, 170, 40, 120));
    }
    dl->AddText(ImVec2(a.x + 4, a.y + 2), loopColour, r.airToHigh ? "loop (air: high path)" : "loop");
  }
  const bool labels = v.zoom >= kMarkerLabelZoom;
  const float radius = static_cast<float>(std::max(2.5, 3 * std::min(v.zoom, 2.0)));
  for (const io::Marker& m : ctx.doc.file.markers) {
    const ImVec2 p = screen(m.x + 0.5, m.y + 0.5);
    if (p.x < clip0.x - 200 || p.y < clip0.y - 20 || p.x > clip1.x || p.y > clip1.y + 20) continue;
    dl->AddCircleFilled(p, radius, IM_COL32(255, 80, 200, 230));
    dl->AddCircle(p, radius, IM_COL32(20, 10, 20, 255));
    if (!labels) continue;
    char id[24];
    std::snprintf(id, sizeof id, " $%02X/%02X", static_cast<unsigned>(m.type), static_cast<unsigned>(m.subtype));
    const std::string text = (m.name.empty() ? std::string("object") : m.name) + id;
    const ImVec2 at(p.x + radius + 2, p.y - ImGui::GetTextLineHeight() / 2);
    const ImVec2 size = ImGui::CalcTextSize(text.c_str());
    dl->AddRectFilled(ImVec2(at.x - 1, at.y), ImVec2(at.x + size.x + 1, at.y + size.y), IM_COL32(10, 12, 16, 170), 2);
    dl->AddText(at, IM_COL32(255, 210, 240, 255), text.c_str());
  }
  dl->PopClipRect();
}

}  // namespace solidtile::editor
