#include "panels/sonlvl_picker.h"

#include <GLFW/glfw3.h>
#include <imgui.h>

#include "panels/dialogs.h"
#include "solidtile/io/sonlvl.h"

namespace solidtile::editor {
namespace {
constexpr const char* kTitle = "Open SonLVL level";
}  // namespace

void SonlvlPicker::open(EditorContext& ctx, const std::filesystem::path& ini) {
  const io::ProjectResult p = io::loadSonlvlProject(ini);
  if (!p.project) {
    ctx.showError("Could not read the SonLVL project", io::describe(ini.string(), p.problems));
    return;
  }
  levels_.clear();
  for (const io::IniSection& s : p.project->file.sections) levels_.push_back(s.name);
  if (levels_.empty()) {
    ctx.showError("Could not read the SonLVL project", ini.string() + ": it names no levels ([Level name] sections)");
    return;
  }
  ini_ = ini;
  selected_ = 0;
  requested_ = true;
}

void SonlvlPicker::draw(EditorContext& ctx) {
  if (std::exchange(requested_, false)) ImGui::OpenPopup(kTitle);
  const ImGuiViewport* v = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(v->Pos.x + v->Size.x / 2, v->Pos.y + v->Size.y / 2), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  if (!ImGui::BeginPopupModal(kTitle, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  ImGui::Text("%s", ini_.filename().string().c_str());
  ImGui::TextDisabled("Up/Down choose, Enter opens, Esc cancels.");
  const int count = static_cast<int>(levels_.size());
  // The Enter that chose the INI in the file browser is still this frame's key.
  const bool keys = !ImGui::IsWindowAppearing();
  if (keys && keyTapped(ctx, GLFW_KEY_DOWN)) selected_ = std::min(selected_ + 1, count - 1);
  if (keys && keyTapped(ctx, GLFW_KEY_UP)) selected_ = std::max(selected_ - 1, 0);
  bool chosen = keys && (keyTapped(ctx, GLFW_KEY_ENTER) || keyTapped(ctx, GLFW_KEY_KP_ENTER));
  if (ImGui::BeginListBox("##levels", ImVec2(360, 16 * ImGui::GetTextLineHeightWithSpacing()))) {
    for (int i = 0; i < count; ++i) {
      ImGui::PushID(i);
      if (ImGui::Selectable(levels_[static_cast<std::size_t>(i)].c_str(), i == selected_, ImGuiSelectableFlags_AllowDoubleClick)) {
        selected_ = i;
        chosen = chosen || ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left);
      }
      if (i == selected_ && ImGui::IsWindowAppearing()) ImGui::SetScrollHereY();
      ImGui::PopID();
    }
    ImGui::EndListBox();
  }
  chosen = ImGui::Button("Open", ImVec2(120, 0)) || chosen;
  ImGui::SameLine();
  const bool cancel = ImGui::Button("Cancel", ImVec2(120, 0)) || (keys && keyTapped(ctx, GLFW_KEY_ESCAPE));
  if (chosen) {
    // Replaces the document, so it goes through the unsaved-changes prompt like Open.
    ctx.fileRequests.push_back(FileAction::importSonlvl(ini_, levels_[static_cast<std::size_t>(selected_)]));
  }
  if (chosen || cancel) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

}  // namespace solidtile::editor
