// The inspector's tabs only the box has: its state and the probes of the
// step into this frame.
#include "panels/debugger/box_inspector.h"

#include <algorithm>
#include <cstdarg>
#include <cstdio>

#include <imgui.h>

#include "model/box_config_commands.h"
#include "model/box_config_fields.h"
#include "model/box_probe_rows.h"
#include "model/box_state_rows.h"
#include "panels/debugger/inspector_panel.h"
#include "panels/debugger/inspector_colours.h"

namespace solidtile::editor {
namespace {


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
  const BoxState& s = t.box().state(k);
  const BoxState& p = k > 0 ? t.box().state(k - 1) : s;
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
  const std::vector<BoxProbeRow> rows = boxProbeRows(t.box().stepRecord(k), t.level(), t.box().state(k - 1).path, t.boxConfig());
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

}  // namespace solidtile::editor
