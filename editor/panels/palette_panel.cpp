#include "panels/palette_panel.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>

#include <imgui.h>

#include "model/overlay_palette.h"
#include "session/actions.h"
#include "panels/panel_area.h"
#include "panels/properties_panel.h"
#include "panels/hex_drag.h"
#include "panels/text_fit.h"

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
  const KeyColour& c = solidityKey(s);
  return IM_COL32(c.r, c.g, c.b, 255);
}

void angleDirection(Angle a, float* dx, float* dy) {
  const double r = angleDegrees(a) * 3.14159265358979323846 / 180;
  *dx = static_cast<float>(std::cos(r));
  *dy = static_cast<float>(-std::sin(r));
}

void drawAngleArrow(ImDrawList* dl, float cx, float cy, Angle a, float half, float thickness) {
  const ImU32 colour = IM_COL32(255, 150, 50, 255);
  float dx = 0, dy = 0;
  angleDirection(a, &dx, &dy);
  const float head = std::max(4.0f, half * 0.22f);
  const ImVec2 to(cx + dx * half, cy + dy * half);
  const ImVec2 back(to.x - dx * head, to.y - dy * head);
  // (dy, -dx) is the tangent turned counter-clockwise on screen: away from the solid.
  dl->AddLine(ImVec2(cx - dx * half, cy - dy * half), ImVec2(to.x - dx * head * 0.8f, to.y - dy * head * 0.8f), colour, thickness);
  dl->AddTriangleFilled(to, ImVec2(back.x + dy * head * 0.55f, back.y - dx * head * 0.55f),
                        ImVec2(back.x - dy * head * 0.55f, back.y + dx * head * 0.55f), colour);
  dl->AddLine(ImVec2(cx, cy), ImVec2(cx + dy * half * 0.3f, cy - dx * half * 0.3f), colour, thickness);
}

namespace {

void toolButtons(EditorContext& ctx) {
  const float avail = ImGui::GetContentRegionAvail().x;
  const float half = (avail - ImGui::GetStyle().ItemSpacing.x) / 2;
  auto label = [](const ToolInfo& t) {
    char text[64];
    std::snprintf(text, sizeof text, "%s  (%s)", t.name, t.key);
    return std::string(text);
  };
  // Two columns only when every name fits its half; else one, so no two run together.
  int columns = 2;
  for (const ToolInfo& t : toolInfos()) {
    if (ImGui::CalcTextSize(label(t).c_str()).x > half) columns = 1;
  }
  const float w = columns == 2 ? half : avail;
  int i = 0;
  for (const ToolInfo& t : toolInfos()) {
    ImGui::PushID(i);
    const std::string name = label(t);
    if (ImGui::Selectable(name.c_str(), ctx.tool == t.tool, 0, ImVec2(w, 0))) actions::setTool(ctx, t.tool);
    noteIfLabelCut(ctx, name.c_str(), 0);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", t.hint);
    if (columns == 2 && i % 2 == 0) ImGui::SameLine();
    ImGui::PopID();
    ++i;
  }
  if (columns == 2 && i % 2 == 1) ImGui::NewLine();
  if (ImGui::Selectable("Tile tags  (T)", ctx.tagBrush.active)) actions::toggleTagTool(ctx);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Brush, rectangle, flood, eraser and eyedropper paint ladder, ice and stair tags");
}

}  // namespace

void PalettePanel::filterRow(int shown, int total) {
  ImGui::PushItemWidth(52);
  dragHexByte("##min", &filter_.minAngle, 0.25f, 0, 0xFE);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Lowest angle shown; above the highest, the range wraps through $00");
  ImGui::SameLine(0, 2);
  ImGui::TextUnformatted("..");
  ImGui::SameLine(0, 2);
  dragHexByte("##max", &filter_.maxAngle, 0.25f, 0, 0xFE);
  ImGui::PopItemWidth();
  ImGui::SameLine();
  ImGui::Checkbox("$FF", &filter_.flagged);
  int usage = static_cast<int>(filter_.usage);
  ImGui::SetNextItemWidth(90);
  if (ImGui::Combo("##usage", &usage, "all masks\0used\0unused\0")) filter_.usage = static_cast<MaskFilter::Usage>(usage);
  ImGui::SameLine();
  if (filter_.active()) {
    ImGui::Text("%d of %d", shown, total);
    ImGui::SameLine();
    if (ImGui::SmallButton("Show all")) filter_ = MaskFilter{};
  } else {
    ImGui::TextDisabled("%d masks", total);
  }
}

void PalettePanel::maskGrid(EditorContext& ctx) {
  const Level& level = ctx.doc.level();
  const auto& masks = level.masks();
  const std::vector<int>& usage = ctx.doc.maskUses();
  int shown = 0;
  for (std::size_t i = 0; i < masks.size(); ++i) shown += filter_.passes(masks[i], usage[i]) ? 1 : 0;
  filterRow(shown, static_cast<int>(masks.size()));
  const float thumb = 40;
  const float cell = thumb + 2 * ImGui::GetStyle().FramePadding.x + ImGui::GetStyle().ItemSpacing.x;
  const int columns = std::max(1, static_cast<int>(ImGui::GetContentRegionAvail().x / cell));
  const auto texture = reinterpret_cast<ImTextureID>(static_cast<std::uintptr_t>(ctx.atlas.texture));
  ImGui::BeginChild("masks", ImVec2(0, 0), false);
  int placed = 0;
  for (int i = 0; i < static_cast<int>(masks.size()); ++i) {
    const HeightMask& m = masks[static_cast<std::size_t>(i)];
    const int uses = usage[static_cast<std::size_t>(i)];
    if (!filter_.passes(m, uses)) continue;
    ImGui::PushID(i);
    ImGui::BeginGroup();
    const MaskUv uv = maskUv(ctx.atlas, i, false, false);
    const bool current = ctx.brush.mask == i;
    ImGui::PushStyleColor(ImGuiCol_Button, current ? IM_COL32(70, 110, 170, 255) : IM_COL32(38, 42, 50, 255));
    const ImVec2 at = ImGui::GetCursorScreenPos();
    if (ImGui::ImageButton(texture, ImVec2(thumb, thumb), ImVec2(uv.u0, uv.v0), ImVec2(uv.u1, uv.v1), -1,
                           ImVec4(0.08f, 0.09f, 0.11f, 1), ImGui::ColorConvertU32ToFloat4(solidityColour(ctx.brush.solidity)))) {
      ctx.brush.mask = i;
      if (ctx.tool != Tool::Rectangle && ctx.tool != Tool::Fill) actions::setTool(ctx, Tool::Brush);
    }
    ImGui::PopStyleColor();
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("mask %d\nangle %s\n%s", i, describeAngle(m.angle()).c_str(),
                        uses == 0 ? "unused" : ("used by " + std::to_string(uses) + " tiles").c_str());
    }
    if (!m.flagged()) {
      const ImVec2 pad = ImGui::GetStyle().FramePadding;
      drawAngleArrow(ImGui::GetWindowDrawList(), at.x + pad.x + thumb / 2, at.y + pad.y + thumb / 2, m.angle(), thumb * 0.3f, 1.5f);
    }
    if (m.flagged()) {
      ImGui::TextDisabled("%d  $FF", i);
    } else if (uses == 0) {
      ImGui::TextDisabled("%d  $%02X", i, m.angle());
    } else {
      ImGui::Text("%d  $%02X", i, m.angle());
    }
    ImGui::EndGroup();
    if (++placed % columns != 0) ImGui::SameLine();
    ImGui::PopID();
  }
  if (placed == 0) ImGui::TextDisabled("No mask matches the filter.");
  ImGui::EndChild();
}

float PalettePanel::draw(EditorContext& ctx, PanelArea area) {
  if (ctx.paletteHidden) {
    // A narrow strip: at 1280 px the canvas gets the column back.
    if (drawFoldedStrip("##palettestrip", 0, area, ">", "Show the tools and masks (Tab; Shift+Tab both columns)")) {
      ctx.paletteHidden = false;
    }
    return kFoldedStripWidth;
  }
  ImGui::SetNextWindowPos(ImVec2(0, area.top));
  ImGui::SetNextWindowSize(ImVec2(250, area.bottom - area.top), ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowSizeConstraints(ImVec2(170, area.bottom - area.top), ImVec2(area.windowWidth * 0.4f, area.bottom - area.top));
  float width = 0;
  if (ImGui::Begin("Tools and masks", nullptr, ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse)) {
    ImGui::TextDisabled("TOOLS");
    ImGui::SameLine();
    if (foldButton("<", "Hide this panel (Tab; Shift+Tab both columns): more room for the level")) ctx.paletteHidden = true;
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
