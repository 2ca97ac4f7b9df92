#include "panels/sonlvl_picker.h"

#include <GLFW/glfw3.h>
#include <imgui.h>

#include <algorithm>

#include "panels/dialogs.h"
#include "solidtile/io/sonlvl.h"

namespace solidtile::editor {
namespace {
const char* title(SonlvlPicker::Purpose p) { return p == SonlvlPicker::Purpose::Save ? "Save to SonLVL level" : "Open SonLVL level"; }
}  // namespace

void SonlvlPicker::open(EditorContext& ctx, const std::filesystem::path& ini, Purpose purpose) {
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
  purpose_ = purpose;
  selected_ = 0;
  if (purpose == Purpose::Save) {
    const auto same = std::find(levels_.begin(), levels_.end(), ctx.doc.file.name);
    if (same != levels_.end()) selected_ = static_cast<int>(same - levels_.begin());
  }
  requested_ = true;
}

void SonlvlPicker::draw(EditorContext& ctx) {
  const char* kTitle = title(purpose_);
  const bool saving = purpose_ == Purpose::Save;
  if (std::exchange(requested_, false)) ImGui::OpenPopup(kTitle);
  const ImGuiViewport* v = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(v->Pos.x + v->Size.x / 2, v->Pos.y + v->Size.y / 2), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  if (!ImGui::BeginPopupModal(kTitle, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  ImGui::Text("%s", ini_.filename().string().c_str());
  if (saving) ImGui::TextUnformatted("Write this level's collision into which level of the project?");
  ImGui::TextDisabled(saving ? "Up/Down choose, Enter saves, Esc cancels." : "Up/Down choose, Enter opens, Esc cancels.");
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
  chosen = ImGui::Button(saving ? "Save" : "Open", ImVec2(120, 0)) || chosen;
  ImGui::SameLine();
  const bool cancel = ImGui::Button("Cancel", ImVec2(120, 0)) || (keys && keyTapped(ctx, GLFW_KEY_ESCAPE));
  const std::string& level = levels_[static_cast<std::size_t>(selected_)];
  if (chosen && saving) {
    ctx.sonlvlSaveChosen = SonlvlTarget{ini_, level};
  } else if (chosen) {
    // Replaces the document, so it goes through the unsaved-changes prompt like Open.
    ctx.fileRequests.push_back(FileAction::importSonlvl(ini_, level));
  }
  if (chosen || cancel) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

}  // namespace solidtile::editor
