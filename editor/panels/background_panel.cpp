#include "panels/background_panel.h"

#include <memory>
#include <system_error>

#include <imgui.h>

namespace solidtile::editor {

void BackgroundPanel::submitGesture(EditorContext& ctx, const char* label, const Background& b, bool changed) {
  if (ImGui::IsItemActivated()) gesture_ = ctx.newMergeId();
  if (changed) ctx.submit(std::make_unique<SetBackgroundCommand>(label, b), gesture_);
  if (ImGui::IsItemDeactivated()) {
    ctx.sealRequested = true;
    gesture_ = 0;
  }
}

void BackgroundPanel::draw(EditorContext& ctx) {
  if (ctx.backgroundDialogRequested) {
    ctx.backgroundDialogRequested = false;
    ctx.backgroundWindowOpen = true;
    ImGui::SetNextWindowFocus();
  }
  const std::optional<Background>& current = ctx.doc.background();
  if (auto chosen = browser_.draw(ctx)) {
    ctx.settings.lastDirectory = chosen->parent_path().string();
    Background b = current.value_or(Background{});
    std::error_code ec;
    b.path = std::filesystem::absolute(*chosen, ec).lexically_normal();
    ctx.submit(std::make_unique<SetBackgroundCommand>("Set background image", b));
    ctx.settings.view.showBackground = true;
  }
  if (!ctx.backgroundWindowOpen) return;
  const ImGuiViewport* v = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(v->Pos.x + v->Size.x / 2, v->Pos.y + v->Size.y / 3), ImGuiCond_FirstUseEver, ImVec2(0.5f, 0.5f));
  if (ImGui::Begin("Background image", &ctx.backgroundWindowOpen, ImGuiWindowFlags_AlwaysAutoResize)) {
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 28);
    ImGui::TextUnformatted(current ? current->path.string().c_str() : "No background image. Pick a PNG of the level's art to trace.");
    ImGui::PopTextWrapPos();
    if (ImGui::Button("Choose PNG...")) {
      const std::filesystem::path start = current ? current->path.parent_path()
                                         : !ctx.doc.path.empty() ? ctx.doc.path.parent_path()
                                                                 : std::filesystem::path(ctx.settings.lastDirectory);
      browser_.open(FileBrowser::Mode::OpenImage, start, "", ".png");
    }
    ImGui::SameLine();
    ImGui::BeginDisabled(!current);
    if (ImGui::Button("Clear")) ctx.submit(std::make_unique<SetBackgroundCommand>("Clear background image", std::nullopt));
    Background b = current.value_or(Background{});
    ImGui::SetNextItemWidth(220);
    const bool faded = ImGui::SliderFloat("Opacity", &b.opacity, 0.0f, 1.0f, "%.2f", ImGuiSliderFlags_AlwaysClamp);
    if (current) submitGesture(ctx, "Background opacity", b, faded);
    int offset[2] = {b.x, b.y};
    ImGui::SetNextItemWidth(220);
    const bool moved = ImGui::DragInt2("Offset (level px)", offset, 0.25f, -kMaxBackgroundOffset, kMaxBackgroundOffset);
    b.x = offset[0];
    b.y = offset[1];
    if (current) submitGesture(ctx, "Move background image", b, moved);
    ImGui::Checkbox("Show it (View menu)", &ctx.settings.view.showBackground);
    ImGui::EndDisabled();
  }
  ImGui::End();
}

}  // namespace solidtile::editor
