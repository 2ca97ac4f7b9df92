// View > Box lint: the box lint's findings for the open level, each a click
// away from its place on the canvas.
#include "panels/box_lint_panel.h"

#include <algorithm>

#include <imgui.h>

#include "session/actions.h"

namespace solidtile::editor {
namespace {

constexpr double kRelintSeconds = 0.5;  // a stroke edits every frame; the list follows at this pace

const char* kindLabel(lint::BoxLintIssue::Kind k) {
  switch (k) {
    case lint::BoxLintIssue::SteepForSpeed: return "steep";
    case lint::BoxLintIssue::SmallDrop: return "drop < M";
    case lint::BoxLintIssue::SlopeEndsMidway: return "run ends";
    case lint::BoxLintIssue::SlopeWithoutSupport: return "no support";
    case lint::BoxLintIssue::UnreachablePlatform: return "unreachable";
  }
  return "?";
}

void jumpTo(EditorContext& ctx, const lint::BoxLintIssue& issue) {
  const Level& level = ctx.doc.level();
  double cx = (issue.tx + 0.5) * kTileSize, cy = (issue.ty + 0.5) * kTileSize;
  if (issue.object >= 0 && issue.object < static_cast<int>(level.objects.size())) {
    const ObjectBox b = objectBox(level.objects[static_cast<std::size_t>(issue.object)], ctx.objects.frame);
    cx = b.x + b.w / 2;
    cy = b.y + b.h / 2;
    actions::setTool(ctx, Tool::Object);
    ctx.objects.selected = issue.object;
  } else {
    if (issue.layer >= 0) ctx.layer = issue.layer;
    ctx.selection = TileRect{issue.tx, issue.ty, issue.tx, issue.ty}.clippedTo(level.width(), level.height());
  }
  if (ctx.viewport.zoom < 2) actions::zoomTo(ctx, 2);
  ctx.viewport.originX = ctx.canvas.w / 2 - cx * ctx.viewport.zoom;
  ctx.viewport.originY = ctx.canvas.h / 2 - cy * ctx.viewport.zoom;
  ctx.viewport.snapOrigin();
}

}  // namespace

void BoxLintPanel::draw(EditorContext& ctx) {
  if (!ctx.settings.view.boxLint) return;
  const double now = ImGui::GetTime();
  if (!fresh_ || (revision_ != ctx.doc.revision() && now - lastRun_ >= kRelintSeconds)) {
    // The box this level was designed for, as the debugger steps it.
    issues_ = lint::lintBoxLevel(ctx.doc.level(), ctx.doc.file.boxConfig.value_or(defaultBoxConfig()));
    revision_ = ctx.doc.revision();
    lastRun_ = now;
    fresh_ = true;
    chosen_ = std::min(chosen_, static_cast<int>(issues_.size()) - 1);
  }
  ImGui::SetNextWindowSize(ImVec2(500, 180), ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowPos(ImVec2(static_cast<float>(ctx.canvas.x) + 20, static_cast<float>(ctx.canvas.y) + 20),
                          ImGuiCond_FirstUseEver);
  bool open = true;
  if (ImGui::Begin("Box lint", &open)) {
    if (issues_.empty()) {
      ImGui::TextWrapped("No findings: the level keeps the box rules (default box settings).");
    } else {
      ImGui::Text("%zu finding%s (default box settings); click one to go there.", issues_.size(),
                  issues_.size() == 1 ? "" : "s");
    }
    ImGui::Separator();
    ImGui::BeginChild("##list");
    for (int i = 0; i < static_cast<int>(issues_.size()); ++i) {
      const lint::BoxLintIssue& issue = issues_[static_cast<std::size_t>(i)];
      ImGui::PushID(i);
      char label[48];
      if (issue.layer >= 0) {
        std::snprintf(label, sizeof label, "%-11s p%d %4d,%4d", kindLabel(issue.kind), issue.layer, issue.tx, issue.ty);
      } else {
        std::snprintf(label, sizeof label, "%-11s object %d", kindLabel(issue.kind), issue.object);
      }
      if (ImGui::Selectable(label, chosen_ == i, ImGuiSelectableFlags_AllowItemOverlap, ImVec2(170, 0))) {
        chosen_ = i;
        jumpTo(ctx, issue);
      }
      ImGui::SameLine();
      ImGui::TextWrapped("%s", issue.message.c_str());
      ImGui::PopID();
    }
    ImGui::EndChild();
  }
  ImGui::End();
  if (!open) ctx.settings.view.boxLint = false;
}

}  // namespace solidtile::editor
