#include <cstdint>
#include <cstdio>

#include <imgui.h>

#include "app/actions.h"
#include "panels/side_panels.h"

namespace solidtile::editor {

MaskUv maskUv(const MaskAtlasView& atlas, int mask, bool flipX, bool flipY) {
  const float cw = 1.0f / static_cast<float>(atlas.columns);
  const float ch = 1.0f / static_cast<float>(atlas.rows);
  MaskUv uv{static_cast<float>(mask % atlas.columns) * cw, static_cast<float>(mask / atlas.columns) * ch, 0, 0};
  uv.u1 = uv.u0 + cw;
  uv.v1 = uv.v0 + ch;
  if (flipX) std::swap(uv.u0, uv.u1);
  if (flipY) std::swap(uv.v0, uv.v1);
  return uv;
}

unsigned solidityColour(Solidity s) {
  switch (s) {
    case Solidity::All: return IM_COL32(128, 184, 255, 255);
    case Solidity::TopOnly: return IM_COL32(115, 224, 115, 255);
    case Solidity::SidesAndBottom: return IM_COL32(255, 158, 77, 255);
    case Solidity::None: return IM_COL32(140, 140, 153, 255);
  }
  return IM_COL32_WHITE;
}

namespace {

void toolButtons(EditorContext& ctx) {
  const float w = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2;
  int i = 0;
  for (const ToolInfo& t : toolInfos()) {
    ImGui::PushID(i);
    char label[64];
    std::snprintf(label, sizeof label, "%s  (%s)", t.name, t.key);
    if (ImGui::Selectable(label, ctx.tool == t.tool, 0, ImVec2(w, 0))) actions::setTool(ctx, t.tool);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", t.hint);
    if (i % 2 == 0) ImGui::SameLine();
    ImGui::PopID();
    ++i;
  }
  if (i % 2 == 1) ImGui::NewLine();
}

void maskGrid(EditorContext& ctx) {
  const auto& masks = ctx.doc.level().masks();
  const float thumb = 40;
  const float cell = thumb + 2 * ImGui::GetStyle().FramePadding.x + ImGui::GetStyle().ItemSpacing.x;
  const int columns = std::max(1, static_cast<int>(ImGui::GetContentRegionAvail().x / cell));
  const auto texture = reinterpret_cast<ImTextureID>(static_cast<std::uintptr_t>(ctx.atlas.texture));
  ImGui::BeginChild("masks", ImVec2(0, 0), false);
  for (int i = 0; i < static_cast<int>(masks.size()); ++i) {
    ImGui::PushID(i);
    ImGui::BeginGroup();
    const MaskUv uv = maskUv(ctx.atlas, i, false, false);
    const bool current = ctx.brush.mask == i;
    ImGui::PushStyleColor(ImGuiCol_Button, current ? IM_COL32(70, 110, 170, 255) : IM_COL32(38, 42, 50, 255));
    if (ImGui::ImageButton(texture, ImVec2(thumb, thumb), ImVec2(uv.u0, uv.v0), ImVec2(uv.u1, uv.v1), -1,
                           ImVec4(0.08f, 0.09f, 0.11f, 1), ImGui::ColorConvertU32ToFloat4(solidityColour(ctx.brush.solidity)))) {
      ctx.brush.mask = i;
      if (ctx.tool != Tool::Rectangle && ctx.tool != Tool::Fill) actions::setTool(ctx, Tool::Brush);
    }
    ImGui::PopStyleColor();
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("mask %d\nangle %s", i, describeAngle(masks[static_cast<std::size_t>(i)].angle()).c_str());
    const Angle a = masks[static_cast<std::size_t>(i)].angle();
    if (a == kFlaggedAngle) {
      ImGui::TextDisabled("%d  $FF", i);
    } else {
      ImGui::Text("%d  $%02X", i, a);
    }
    ImGui::EndGroup();
    if ((i + 1) % columns != 0) ImGui::SameLine();
    ImGui::PopID();
  }
  ImGui::EndChild();
}

}  // namespace

float drawPalettePanel(EditorContext& ctx, PanelArea area) {
  ImGui::SetNextWindowPos(ImVec2(0, area.top));
  ImGui::SetNextWindowSize(ImVec2(250, area.bottom - area.top), ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowSizeConstraints(ImVec2(170, area.bottom - area.top), ImVec2(area.windowWidth * 0.4f, area.bottom - area.top));
  float width = 0;
  if (ImGui::Begin("Tools and masks", nullptr, ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse)) {
    ImGui::TextDisabled("TOOLS");
    toolButtons(ctx);
    ImGui::Spacing();
    ImGui::TextDisabled("MASKS  ([ and ] step through)");
    maskGrid(ctx);
  }
  width = ImGui::GetWindowWidth();
  ImGui::End();
  return width;
}

}  // namespace solidtile::editor
