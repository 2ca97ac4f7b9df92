#include "panels/debugger/controller_tabs.h"

#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include <imgui.h>

#include "panels/debugger/inspector_panel.h"

namespace solidtile::editor {

void drawControllerEvents(EditorContext& ctx) {
  Debugger& d = ctx.debugger;
  Timeline& t = d.timeline;
  const DebugController& c = t.active();
  const std::size_t k = t.cursor();
  ImGui::TextDisabled("THIS FRAME");
  if (k > 0 && t.isSimulated(k)) {
    const std::size_t n = c.eventCount(k);
    if (n == 0) ImGui::TextDisabled("no events");
    for (std::size_t i = 0; i < n; ++i) ImGui::BulletText("%s", c.eventText(k, i).c_str());
  }
  ImGui::Separator();
  ImGui::TextDisabled("ALL FRAMES (click to jump)");
  // (frame, index) of every event; the text is made only for the rows shown.
  std::vector<std::pair<std::size_t, std::size_t>> log;
  for (std::size_t f = 1; f < t.simulated(); ++f) {
    for (std::size_t i = 0, n = c.eventCount(f); i < n; ++i) log.emplace_back(f, i);
  }
  if (ImGui::BeginChild("eventlog")) {
    ImGuiListClipper clip;
    clip.Begin(static_cast<int>(log.size()));
    while (clip.Step()) {
      for (int i = clip.DisplayStart; i < clip.DisplayEnd; ++i) {
        const auto [frame, index] = log[static_cast<std::size_t>(i)];
        char label[96];
        std::snprintf(label, sizeof label, "%6zu  %s##%d", frame, c.eventText(frame, index).c_str(), i);
        if (ImGui::Selectable(label, frame == k)) {
          d.pause();
          t.jumpTo(frame);
        }
      }
    }
  }
  ImGui::EndChild();
}

void drawControllerPlots(EditorContext& ctx) {
  const Timeline& t = ctx.debugger.timeline;
  const std::size_t k = t.cursor();
  for (const PlotSpec& p : t.active().plots()) {
    const std::vector<float> values = t.series(p.quantity);
    if (values.empty()) continue;
    char overlay[64];
    const float now = k < values.size() ? values[k] : 0;
    std::snprintf(overlay, sizeof overlay, "%s %.4g %s", p.name, static_cast<double>(now), p.unit);
    drawTimelinePlot(ctx, values, overlay);
  }
  ImGui::TextDisabled("Click a plot to jump to that frame.");
}

}  // namespace solidtile::editor
