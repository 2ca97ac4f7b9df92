// The timeline's Branches tab: save the input track under a name, switch to
// another branch (an undoable input edit), and pick one to draw as a ghost.
#include "panels/debugger/branches_panel.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include "session/actions.h"

namespace solidtile::editor {

void BranchesPanel::draw(EditorContext& ctx) {
  Debugger& d = ctx.debugger;
  InputBranches& branches = d.branches;
  ImGui::SetNextItemWidth(110);
  const bool enter = ImGui::InputTextWithHint("##branch", "branch name", &name_, ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::SameLine();
  if (ImGui::SmallButton("Save") || enter) {
    std::string why;
    const std::string name = name_.empty() ? "branch " + std::to_string(branches.all().size() + 1) : name_;
    if (branches.save(name, d.timeline.inputs().frames(), &why)) {
      ctx.status = "Saved the input track as branch " + name;
      name_.clear();
    } else {
      ctx.status = "Cannot save the branch: " + why;
    }
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Keep the input track as it is now under this name");
  if (branches.all().empty()) {
    ImGui::TextDisabled("No branches yet.");
    return;
  }
  const InputBranch* switchTo = nullptr;
  std::optional<std::string> removed;
  if (ImGui::BeginChild("branchlist", ImVec2(0, 0), false)) {
    for (const InputBranch& b : branches.all()) {
      ImGui::PushID(b.name.c_str());
      const bool current = branches.current == b.name;
      if (ImGui::Selectable(b.name.c_str(), current, 0, ImVec2(96, 0))) switchTo = &b;
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%zu frames. Click to switch the track to it", b.rows.size());
      ImGui::SameLine();
      const bool ghost = branches.ghost == b.name;
      ImGui::PushStyleColor(ImGuiCol_Button, ghost ? IM_COL32(120, 70, 190, 255) : IM_COL32(50, 52, 60, 255));
      if (ImGui::SmallButton("ghost")) branches.ghost = ghost ? std::nullopt : std::optional<std::string>(b.name);
      ImGui::PopStyleColor();
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("Draw this branch's path (violet) over the level");
      ImGui::SameLine();
      if (ImGui::SmallButton("x")) removed = b.name;
      ImGui::PopID();
    }
  }
  ImGui::EndChild();
  if (switchTo) actions::switchToBranch(ctx, *switchTo);
  if (removed) branches.remove(*removed);
}

}  // namespace solidtile::editor
