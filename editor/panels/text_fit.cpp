#include "panels/text_fit.h"

#include <imgui.h>

namespace solidtile::editor {

namespace {

// Half a pixel of slack: ImGui rounds item edges.
constexpr float kSlack = 0.5f;

void note(EditorContext& ctx, const char* what) {
  for (const std::string& s : ctx.cutText) {
    if (s == what) return;
  }
  ctx.cutText.emplace_back(what);
}

}  // namespace

void noteIfPastEdge(EditorContext& ctx, const char* what) {
  if (ImGui::GetItemRectMax().x > ImGui::GetWindowDrawList()->GetClipRectMax().x + kSlack) note(ctx, what);
}

void noteIfLabelCut(EditorContext& ctx, const char* label, float padX) {
  const float need = ImGui::CalcTextSize(label, nullptr, true).x + 2 * padX;
  if (need > ImGui::GetItemRectSize().x + kSlack) {
    note(ctx, label);
    return;
  }
  noteIfPastEdge(ctx, label);
}

void noteTab(EditorContext& ctx, const char* label) {
  const ImVec2 a = ImGui::GetItemRectMin();
  const ImVec2 b = ImGui::GetItemRectMax();
  ctx.tabRects.push_back({label, CanvasRect{static_cast<double>(a.x), static_cast<double>(a.y), static_cast<double>(b.x - a.x),
                                            static_cast<double>(b.y - a.y)}});
  // Only the label against its own tab: a tab past the bar's end is scrolled
  // to with the bar's arrows (ImGuiTabBarFlags_FittingPolicyScroll), not cut.
  if (ImGui::CalcTextSize(label, nullptr, true).x + 2 * ImGui::GetStyle().FramePadding.x > ImGui::GetItemRectSize().x + kSlack) {
    note(ctx, label);
  }
}

void noteWidget(EditorContext& ctx, std::string name) {
  const ImVec2 a = ImGui::GetItemRectMin();
  const ImVec2 b = ImGui::GetItemRectMax();
  ctx.widgetRects.push_back({std::move(name), CanvasRect{static_cast<double>(a.x), static_cast<double>(a.y),
                                                         static_cast<double>(b.x - a.x), static_cast<double>(b.y - a.y)}});
}

}  // namespace solidtile::editor
