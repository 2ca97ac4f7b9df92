// The level's box config: every BoxConfig field, reset to default, each edit
// an undoable command (a drag one step), saved with the level.
#include "panels/debugger/box_config_panel.h"

#include <string>

#include <imgui.h>

#include "model/box_config_commands.h"
#include "model/box_config_fields.h"
#include "panels/debugger/inspector_colours.h"
#include "panels/text_fit.h"

namespace solidtile::editor {
namespace {


}  // namespace

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
