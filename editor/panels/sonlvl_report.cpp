#include "panels/sonlvl_report.h"

#include <GLFW/glfw3.h>
#include <imgui.h>

#include <algorithm>

#include "panels/dialogs.h"
#include "solidtile/io/problem.h"

namespace solidtile::editor {
namespace {
constexpr const char* kTitle = "SonLVL project";
constexpr int kVisibleLines = 14;
}  // namespace

void drawSonlvlReport(EditorContext& ctx) {
  SonlvlSaveReport& r = ctx.sonlvlReport;
  if (!r.title.empty() && !ImGui::IsPopupOpen(kTitle)) ImGui::OpenPopup(kTitle);
  const ImGuiViewport* v = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(v->Pos.x + v->Size.x / 2, v->Pos.y + v->Size.y / 2), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  if (!ImGui::BeginPopupModal(kTitle, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  const float width = std::min(ImGui::GetFontSize() * 48, v->Size.x - 80);
  if (r.refused) {
    ImGui::TextColored(ImVec4(1, 0.55f, 0.4f, 1), "%s", r.title.c_str());
  } else {
    ImGui::TextUnformatted(r.title.c_str());
  }
  ImGui::Separator();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
  ImGui::TextUnformatted(r.summary.c_str());
  ImGui::PopTextWrapPos();
  if (!r.lines.empty()) {
    // Whole lines, wrapped, in a child window that scrolls when they pass kVisibleLines (a refusal can have a hundred problems).
    const float wrap = width - ImGui::GetStyle().WindowPadding.x * 2 - ImGui::GetStyle().ScrollbarSize;
    float needed = ImGui::GetStyle().WindowPadding.y * 2;
    for (const std::string& line : r.lines) {
      needed += ImGui::CalcTextSize(line.c_str(), nullptr, false, wrap).y + ImGui::GetStyle().ItemSpacing.y;
    }
    const float height = std::min(needed, static_cast<float>(kVisibleLines) * ImGui::GetTextLineHeightWithSpacing());
    ImGui::BeginChild("##places", ImVec2(width, height), true);
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + wrap);
    for (const std::string& line : r.lines) ImGui::TextUnformatted(line.c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndChild();
    if (r.refused && r.lines.size() > io::kMaxProblems) {
      ImGui::TextDisabled("the first %zu problems; the last line counts the rest", io::kMaxProblems);
    } else if (r.refused) {
      // A line is one reason with all its places (a brush stroke's tiles share one), so lines are not places.
      ImGui::TextDisabled("%zu problem%s", r.lines.size(), r.lines.size() == 1 ? "" : "s");
    }
  }
  // The Enter that chose the level in the list is still this frame's key.
  const bool keys = !ImGui::IsWindowAppearing();
  const bool close = ImGui::Button("OK", ImVec2(120, 0)) ||
                     (keys && (keyTapped(ctx, GLFW_KEY_ENTER) || keyTapped(ctx, GLFW_KEY_KP_ENTER) || keyTapped(ctx, GLFW_KEY_ESCAPE)));
  if (close) {
    r = {};
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

}  // namespace solidtile::editor
