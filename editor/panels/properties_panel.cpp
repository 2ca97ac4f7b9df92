#include "panels/properties_panel.h"

#include <cstdint>
#include <cstdio>

#include <imgui.h>

#include "session/actions.h"
#include "panels/object_panel.h"
#include "panels/palette_panel.h"
#include "panels/panel_area.h"
#include "panels/tag_overlay.h"
#include "panels/text_fit.h"

namespace solidtile::editor {
namespace {

void brushSection(EditorContext& ctx) {
  Brush& b = ctx.brush;
  const Level& level = ctx.doc.level();
  const int count = static_cast<int>(level.masks().size());
  ImGui::TextDisabled("BRUSH TILE");
  ImGui::SameLine();
  if (foldButton(">", "Hide this panel (Shift+Tab folds both columns): more room for the level")) {
    ctx.rightColumnHidden = true;
  }
  if (count == 0) {
    ImGui::TextWrapped("This level has no masks yet.");
    return;
  }
  // Clamped for display only: a mask just added is current before its command applies.
  int shown = std::clamp(b.mask, 0, count - 1);
  const MaskUv uv = maskUv(ctx.atlas, shown, b.flipX, b.flipY);
  const auto texture = reinterpret_cast<ImTextureID>(static_cast<std::uintptr_t>(ctx.atlas.texture));
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float size = 96;
  ImGui::GetWindowDrawList()->AddRectFilled(at, ImVec2(at.x + size, at.y + size), IM_COL32(20, 23, 28, 255));
  ImGui::Image(texture, ImVec2(size, size), ImVec2(uv.u0, uv.v0), ImVec2(uv.u1, uv.v1),
               ImGui::ColorConvertU32ToFloat4(solidityColour(b.solidity)));
  ImGui::SameLine();
  ImGui::BeginGroup();
  const HeightMask& m = level.mask(shown);
  Angle a = m.angle();
  if (b.flipX) a = flipAngleX(a);
  if (b.flipY) a = flipAngleY(a);
  ImGui::Text("mask %d", shown);
  ImGui::TextWrapped("angle %s", describeAngle(a).c_str());
  noteIfPastEdge(ctx, "Tile panel angle");
  ImGui::Text("mode %s", modeName(modeForAngle(a)));
  ImGui::EndGroup();
  ImGui::SetNextItemWidth(-1);
  if (ImGui::SliderInt("##mask", &shown, 0, count - 1, "mask %d")) b.mask = shown;
  ImGui::Checkbox("Flip X (X)", &b.flipX);
  ImGui::SameLine();
  ImGui::Checkbox("Flip Y (Y)", &b.flipY);
  ImGui::TextDisabled("SOLIDITY");
  const Solidity kinds[] = {Solidity::All, Solidity::TopOnly, Solidity::SidesAndBottom, Solidity::None};
  const char* labels[] = {"All (1)", "Top only (2)", "Sides and bottom (3)", "None (4)"};
  for (int i = 0; i < 4; ++i) {
    ImGui::PushID(i);
    ImGui::ColorButton("##c", ImGui::ColorConvertU32ToFloat4(solidityColour(kinds[i])), ImGuiColorEditFlags_NoTooltip,
                       ImVec2(ImGui::GetFrameHeight() * 0.6f, ImGui::GetFrameHeight() * 0.6f));
    ImGui::SameLine();
    if (ImGui::RadioButton(labels[i], b.solidity == kinds[i])) b.solidity = kinds[i];
    ImGui::PopID();
  }
}

void pathsSection(EditorContext& ctx) {
  const Level& level = ctx.doc.level();
  ImGui::TextDisabled("COLLISION PATHS");
  if (level.layerCount() > 1) {
    int layer = ctx.activeLayer();
    ImGui::RadioButton("Path 0", &layer, 0);
    ImGui::SameLine();
    ImGui::RadioButton("Path 1", &layer, 1);
    ImGui::SameLine();
    ImGui::TextDisabled("(L)");
    ctx.layer = layer;
    int view = static_cast<int>(ctx.settings.view.layers);
    ImGui::SetNextItemWidth(-1);
    if (ImGui::Combo("##view", &view, "Show both paths\0Show the active path only\0Dim the other path\0")) {
      ctx.settings.view.layers = static_cast<LayerView>(view);
    }
    if (ImGui::Button("Remove path 1")) actions::setLayerCount(ctx, 1);
  } else {
    ImGui::TextWrapped("One path. Loops need a second one the player switches to.");
    if (ImGui::Button("Add path 1 (copy of path 0)")) actions::setLayerCount(ctx, 2);
  }
}

void levelSection(EditorContext& ctx) {
  const Level& level = ctx.doc.level();
  ImGui::TextDisabled("LEVEL");
  ImGui::Text("%s", ctx.doc.file.name.empty() ? "(unnamed)" : ctx.doc.file.name.c_str());
  ImGui::Text("%d x %d tiles, %d masks", level.width(), level.height(), static_cast<int>(level.masks().size()));
  ImGui::Text("start %d, %d px (P)", level.startX, level.startY);
  if (ImGui::Button("Resize...")) ctx.resizeDialogRequested = true;
  if (!ctx.selection.empty()) {
    ImGui::Spacing();
    ImGui::TextDisabled("SELECTION");
    ImGui::Text("%d x %d at %d, %d", ctx.selection.width(), ctx.selection.height(), ctx.selection.x0, ctx.selection.y0);
  }
}

}  // namespace

float drawPropertiesPanel(EditorContext& ctx, PanelArea area) {
  const float h = area.bottom - area.top;
  ImGui::SetNextWindowSize(ImVec2(260, h), ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowSizeConstraints(ImVec2(200, h), ImVec2(area.windowWidth * 0.4f, h));
  float width = 260;
  if (ImGui::Begin("Tile", nullptr, ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse)) {
    if (ctx.tool == Tool::Object) {
      drawObjectSection(ctx);
      ImGui::Separator();
    } else if (ctx.tagBrush.active) {
      drawTagSection(ctx);
      ImGui::Separator();
    }
    brushSection(ctx);
    ImGui::Separator();
    pathsSection(ctx);
    ImGui::Separator();
    levelSection(ctx);
  }
  // Pinned to the right edge: placed after sizing, since the user may drag its left border.
  width = ImGui::GetWindowWidth();
  ImGui::SetWindowPos(ImVec2(area.windowWidth - width, area.top));
  ImGui::End();
  return width;
}

bool drawFoldedStrip(const char* id, float x, PanelArea area, const char* arrow, const char* tooltip) {
  ImGui::SetNextWindowPos(ImVec2(x, area.top));
  ImGui::SetNextWindowSize(ImVec2(kFoldedStripWidth, area.bottom - area.top));
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings;
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(3, 6));
  bool clicked = false;
  if (ImGui::Begin(id, nullptr, flags)) {
    clicked = ImGui::SmallButton(arrow);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tooltip);
  }
  ImGui::End();
  ImGui::PopStyleVar();
  return clicked;
}

bool foldButton(const char* arrow, const char* tooltip) {
  // At the right edge of the first line, whatever came before it on the line.
  const float w = ImGui::CalcTextSize(arrow).x + ImGui::GetStyle().FramePadding.x * 2;
  const float x = ImGui::GetWindowContentRegionMax().x - w;
  if (ImGui::GetCursorPosX() < x) ImGui::SetCursorPosX(x);
  const bool clicked = ImGui::SmallButton(arrow);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tooltip);
  return clicked;
}

void drawStatusBar(EditorContext& ctx, float top, float width, float height) {
  ImGui::SetNextWindowPos(ImVec2(0, top));
  ImGui::SetNextWindowSize(ImVec2(width, height));
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                                 ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoBringToFrontOnFocus;
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8, 4));
  if (ImGui::Begin("##status", nullptr, flags)) {
    const Level& level = ctx.doc.level();
    const Hover& h = ctx.hover;
    if (h.onLevel) {
      const int tx = h.px >= 0 ? h.px / kTileSize : -1 - (-h.px - 1) / kTileSize;
      const int ty = h.py >= 0 ? h.py / kTileSize : -1 - (-h.py - 1) / kTileSize;
      ImGui::Text("px %5d,%5d   tile %4d,%4d", h.px, h.py, tx, ty);
      const Tile t = level.tile(ctx.activeLayer(), tx, ty);
      ImGui::SameLine(0, 24);
      if (t.empty()) {
        ImGui::TextDisabled("empty");
      } else {
        const HeightMask m = [&] {
          HeightMask k = level.mask(t.maskIndex());
          if (t.flipX()) k = k.flippedX();
          if (t.flipY()) k = k.flippedY();
          return k;
        }();
        const int column = h.px - tx * kTileSize;
        ImGui::Text("mask %d%s%s  height %d  angle %s  %s", t.maskIndex(), t.flipX() ? " X" : "", t.flipY() ? " Y" : "",
                    m.height(column), describeAngle(m.angle()).c_str(), solidityName(t.solidity()));
      }
      if (const TileTag tag = level.tag(ctx.activeLayer(), tx, ty); tag != TileTag::None) {
        ImGui::SameLine(0, 16);
        ImGui::Text("tag %s", tileTagName(tag));
      }
    } else {
      ImGui::TextDisabled("%s: %s", toolInfo(ctx.tool).name, toolInfo(ctx.tool).hint);
    }
    const std::string message(ctx.statusFade.shown(ctx.status, ImGui::GetTime()));
    char right[256];
    std::snprintf(right, sizeof right, "%s   path %d   zoom %gx   %s%s", message.c_str(), ctx.activeLayer(),
                  ctx.viewport.zoom >= 1 ? ctx.viewport.zoom : static_cast<double>(static_cast<int>(ctx.viewport.zoom * 1000)) / 1000,
                  ctx.doc.displayName().c_str(), ctx.doc.dirty() ? " (unsaved)" : "");
    const float w = ImGui::CalcTextSize(right).x;
    ImGui::SameLine();  // the cursor now sits after the left text, so a long message starts past it
    ImGui::SameLine(std::max(ImGui::GetCursorPosX() + 24, width - w - 12));
    ImGui::TextUnformatted(right);
  }
  ImGui::End();
  ImGui::PopStyleVar();
}

}  // namespace solidtile::editor
