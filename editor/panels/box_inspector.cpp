// The inspector's tabs while the box is the debugger's controller: its
// state, the probes of the step into this frame, its events, plots of vx and
// vy, and the level's box config (each edit an undo step, saved with the level).
#include <algorithm>
#include <cstdarg>
#include <cstdio>

#include <imgui.h>

#include "model/box_config_command.h"
#include "model/box_config_fields.h"
#include "model/box_probe_rows.h"
#include "model/box_state_rows.h"
#include "panels/debugger_panels.h"
#include "panels/text_fit.h"

namespace solidtile::editor {
namespace {

const ImVec4 kChanged(1.0f, 0.8f, 0.3f, 1.0f);

void row(const char* name, bool changed, const std::string& text) {
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  ImGui::TextDisabled("%s", name);
  ImGui::TableNextColumn();
  if (changed) {
    ImGui::TextColored(kChanged, "%s", text.c_str());
  } else {
    ImGui::TextUnformatted(text.c_str());
  }
}

}  // namespace

void drawBoxState(EditorContext& ctx) {
  const Timeline& t = ctx.debugger.timeline;
  const std::size_t k = t.cursor();
  if (!t.isSimulated(k)) return;
  const BoxState& s = t.boxState(k);
  const BoxState& p = k > 0 ? t.boxState(k - 1) : s;
  ImGui::Text("Frame %zu of %zu  (box controller)", k, t.frameCount());
  ImGui::TextDisabled("yellow: changed by the step into this frame");
  if (!ImGui::BeginTable("boxstate", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) return;
  ImGui::TableSetupColumn("name", ImGuiTableColumnFlags_WidthFixed, 84);
  ImGui::TableSetupColumn("value", ImGuiTableColumnFlags_WidthStretch);
  for (const BoxStateRow& r : boxStateRows(s, p)) row(r.name, r.changed, r.text);
  ImGui::EndTable();
}

void drawBoxProbes(EditorContext& ctx) {
  const Timeline& t = ctx.debugger.timeline;
  const std::size_t k = t.cursor();
  if (k == 0 || !t.isSimulated(k)) {
    ImGui::TextWrapped("Frame 0 is the start: step once to see the probes.");
    return;
  }
  const std::vector<BoxProbeRow> rows = boxProbeRows(t.boxRecord(k), t.level(), t.boxState(k - 1).path, t.boxConfig());
  ImGui::Text("%zu probes in the step into frame %zu", rows.size(), k);
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_ScrollX |
                                ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_ScrollY;
  if (!ImGui::BeginTable("probes", 5, flags)) return;
  ImGui::TableSetupScrollFreeze(1, 1);
  for (const char* h : {"pass", "tile", "kind", "result", "why"}) ImGui::TableSetupColumn(h);
  ImGui::TableHeadersRow();
  for (const BoxProbeRow& r : rows) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(r.pass.c_str());
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(r.tile.c_str());
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(r.kind.c_str());
    ImGui::TableNextColumn();
    if (r.decisive) {
      ImGui::TextColored(ImVec4(0.5f, 1.0f, 0.5f, 1), "%s", r.result.c_str());
    } else {
      ImGui::TextDisabled("%s", r.result.c_str());
    }
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(r.why.c_str());
  }
  ImGui::EndTable();
}

void drawBoxEvents(EditorContext& ctx) {
  Debugger& d = ctx.debugger;
  Timeline& t = d.timeline;
  const std::size_t k = t.cursor();
  ImGui::TextDisabled("THIS FRAME");
  if (k > 0 && t.isSimulated(k)) {
    const auto now = t.boxEvents(k);
    if (now.empty()) ImGui::TextDisabled("no events");
    for (const BoxEvent e : now) ImGui::BulletText("%s", boxEventName(e));
  }
  ImGui::Separator();
  ImGui::TextDisabled("ALL FRAMES (click to jump)");
  const std::vector<BoxFrameEvent> log = t.boxEventLog();
  if (ImGui::BeginChild("boxlog")) {
    ImGuiListClipper clip;
    clip.Begin(static_cast<int>(log.size()));
    while (clip.Step()) {
      for (int i = clip.DisplayStart; i < clip.DisplayEnd; ++i) {
        const BoxFrameEvent& fe = log[static_cast<std::size_t>(i)];
        char label[96];
        std::snprintf(label, sizeof label, "%6zu  %s##%d", fe.frame, boxEventName(fe.event), i);
        if (ImGui::Selectable(label, fe.frame == k)) {
          d.pause();
          t.jumpTo(fe.frame);
        }
      }
    }
  }
  ImGui::EndChild();
}

void drawBoxPlots(EditorContext& ctx) {
  const Timeline& t = ctx.debugger.timeline;
  const std::size_t k = t.cursor();
  const struct {
    Quantity q;
    const char* name;
  } plots[] = {{Quantity::Xsp, "vx"}, {Quantity::Ysp, "vy"}, {Quantity::Y, "y"}};
  for (const auto& p : plots) {
    const std::vector<float> values = t.series(p.q);
    if (values.empty()) continue;
    char overlay[64];
    const float now = k < values.size() ? values[k] : 0;
    std::snprintf(overlay, sizeof overlay, "%s %.4g px%s", p.name, static_cast<double>(now), p.q == Quantity::Y ? "" : "/frame");
    drawTimelinePlot(ctx, values, overlay);
  }
  ImGui::TextDisabled("Click a plot to jump to that frame.");
}

void BoxConfigPanel::draw(EditorContext& ctx) {
  const BoxConfig current = ctx.doc.file.boxConfig.value_or(defaultBoxConfig());
  ImGui::TextWrapped("The box this level was designed for: saved with the level (\"box_config\"); every edit is an undo step.");
  const bool reset = ImGui::SmallButton("Reset all to defaults");
  noteIfPastEdge(ctx, "Reset all to defaults");
  if (reset) {
    ctx.submit(std::make_unique<SetBoxConfigCommand>("Reset box config", defaultBoxConfig()));
  }
  if (const std::string why = boxConfigProblem(current); !why.empty()) ImGui::TextColored(kChanged, "%s", why.c_str());
  ImGui::TextDisabled("yellow: differs from the default; subpx = 1/256 px");
  if (!ImGui::BeginTable("boxcfg", 4, ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingStretchProp)) return;
  ImGui::TableSetupColumn("field", ImGuiTableColumnFlags_WidthStretch, 1.2f);
  ImGui::TableSetupColumn("value", ImGuiTableColumnFlags_WidthStretch, 1.0f);
  ImGui::TableSetupColumn("unit", ImGuiTableColumnFlags_WidthFixed, 44);
  ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed, 40);
  for (const BoxConfigField& f : boxConfigFields()) {
    ImGui::PushID(f.name);
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    const bool differs = differsFromDefault(current, f);
    if (differs) {
      ImGui::TextColored(kChanged, "%s", f.name);
    } else {
      ImGui::TextUnformatted(f.name);
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s (default %d)", f.help, boxConfigDefault(f));
    ImGui::TableNextColumn();
    ImGui::SetNextItemWidth(-1);
    int v = boxConfigValue(current, f);
    bool changed = false;
    if (f.unit == BoxConfigField::Unit::SlopeMode) {
      changed = ImGui::Combo("##v", &v, "column\0linear\0");
    } else {
      changed = ImGui::DragInt("##v", &v, 1.0f, -65536, 65536);
    }
    // A drag is one undo step: the merge id lives from activation to release.
    if (ImGui::IsItemActivated()) gesture_ = ctx.newMergeId();
    if (changed) {
      BoxConfig next = current;
      setBoxConfigValue(next, f, v);
      ctx.submit(std::make_unique<SetBoxConfigCommand>(std::string("Set box ") + f.name, next), gesture_);
    }
    if (ImGui::IsItemDeactivated()) {
      ctx.sealRequested = true;
      gesture_ = 0;
    }
    ImGui::TableNextColumn();
    ImGui::TextDisabled("%s", unitName(f.unit));
    ImGui::TableNextColumn();
    ImGui::BeginDisabled(!differs);
    if (ImGui::SmallButton("reset")) {
      BoxConfig next = current;
      setBoxConfigValue(next, f, boxConfigDefault(f));
      ctx.submit(std::make_unique<SetBoxConfigCommand>(std::string("Reset box ") + f.name, next));
    }
    ImGui::EndDisabled();
    ImGui::PopID();
  }
  ImGui::EndTable();
}

}  // namespace solidtile::editor
