// The slope fields: what they edit is the object's own height table
// (object_slope.h), so undo, save and the canvas all see it; only the
// stroke's last cell, which joins one frame's pointer to the next, lives here.
#include "panels/object_slope_panel.h"

#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "model/object_slope.h"
#include "panels/text_fit.h"

namespace solidtile::editor {
namespace {

constexpr ImU32 kGraphBack = IM_COL32(24, 26, 32, 255);
constexpr ImU32 kGraphBar = IM_COL32(224, 120, 150, 200);  // the platforms' rose
constexpr ImU32 kGraphTop = IM_COL32(255, 190, 210, 255);
constexpr ImU32 kGraphColumn = IM_COL32(255, 240, 120, 255);  // the panel's column, as the canvas's selection
constexpr ImU32 kGraphFrame = IM_COL32(90, 96, 110, 255);

SlopeCell strokeLast;  // the cell the pointer was on last frame while drawing

// The next item on this line when `width` more fits, else on the next.
void flow(float width) {
  ImGui::SameLine();
  if (ImGui::GetContentRegionAvail().x < width) ImGui::NewLine();
}

void presets(EditorContext& ctx, SolidObject& o, std::uint64_t& merge) {
  bool first = true;
  for (const SlopePreset p : kSlopePresets) {
    const char* name = slopePresetName(p);
    if (!first) flow(ImGui::CalcTextSize(name).x + ImGui::GetStyle().FramePadding.x * 2);
    first = false;
    if (ImGui::SmallButton(name)) {
      o = withSlopePreset(o, p);
      merge = 0;
    }
    std::string id = std::string("slope-") + name;
    std::replace(id.begin(), id.end(), ' ', '-');
    noteWidget(ctx, id);
  }
}

// The heights as bars, the column under the pointer set to the height under
// it while the mouse button is held: a stroke is one merge id, one undo step.
void graph(EditorContext& ctx, SolidObject& o, std::uint64_t& merge) {
  const int columns = static_cast<int>(o.slope.size()), most = slopeMostHeight(o);
  const float width = std::max(ImGui::GetContentRegionAvail().x, 40.0f);
  const float height = ImGui::GetFrameHeight() * 3.5f;
  const ImVec2 p0 = ImGui::GetCursorScreenPos(), p1(p0.x + width, p0.y + height);
  ImGui::InvisibleButton("slope-graph", ImVec2(width, height));
  noteWidget(ctx, "slope-graph");
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const SlopeCell under = slopeCellAt(o, (mouse.x - p0.x) / width, (mouse.y - p0.y) / height);
  const bool activated = ImGui::IsItemActivated();
  if (activated) merge = ctx.newMergeId();
  if (ImGui::IsItemActive()) {
    const SlopeCell from = activated ? under : strokeLast;
    o = withSlopeStroke(o, from.column, from.height, under.column, under.height);
    strokeLast = under;
    ctx.objects.slopeColumn = under.column;
  }
  if (ImGui::IsItemDeactivated()) ctx.sealRequested = true;
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("Column %d (x %d..%d px): height %d of %d\nDrag to draw the heights", under.column,
                      2 * under.column, 2 * under.column + 1, under.height, most);
  }

  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(p0, p1, kGraphBack);
  const float columnWidth = width / static_cast<float>(std::max(columns, 1));
  const float perPixel = most > 0 ? height / static_cast<float>(most) : 0.0f;
  for (int c = 0; c < columns; ++c) {
    const float x0 = p0.x + columnWidth * static_cast<float>(c), x1 = x0 + columnWidth;
    const float top = p1.y - perPixel * o.slope[static_cast<std::size_t>(c)];
    dl->AddRectFilled(ImVec2(x0, top), ImVec2(x1, p1.y), kGraphBar);
    dl->AddLine(ImVec2(x0, top), ImVec2(x1, top), kGraphTop, 2.0f);
  }
  const int sel = std::clamp(ctx.objects.slopeColumn, 0, std::max(columns - 1, 0));
  const float sx = p0.x + columnWidth * static_cast<float>(sel);
  dl->AddRect(ImVec2(sx, p0.y), ImVec2(sx + std::max(columnWidth, 2.0f), p1.y), kGraphColumn);
  dl->AddRect(p0, p1, kGraphFrame);
}

}  // namespace

void slopeFields(EditorContext& ctx, SolidObject& o, std::uint64_t& merge) {
  bool sloped = !o.slope.empty();
  ImGui::BeginDisabled(!canSlope(o));
  if (ImGui::Checkbox("sloped top (Shift+O)", &sloped)) {
    o = withSlope(o, sloped);
    merge = 0;
  }
  ImGui::EndDisabled();
  noteWidget(ctx, "slope-on");
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    ImGui::SetTooltip(canSlope(o) ? "One height per 2 px column, as Sonic 1's SlopeObject reads its table"
                                  : "Only a block at least 2 px wide takes a slope");
  }
  if (o.slope.empty()) return;
  presets(ctx, o, merge);
  graph(ctx, o, merge);
  // One column exactly: the graph's last column, or picked here.
  const int columns = static_cast<int>(o.slope.size());
  int& column = ctx.objects.slopeColumn;
  column = std::clamp(column, 0, columns - 1);
  ImGui::SliderInt("column", &column, 0, columns - 1, "%d", ImGuiSliderFlags_AlwaysClamp);
  int height = o.slope[static_cast<std::size_t>(column)];
  char format[32];
  std::snprintf(format, sizeof format, "%%d of %d px", slopeMostHeight(o));
  if (ImGui::DragInt("height", &height, 0.25f, 0, slopeMostHeight(o), format, ImGuiSliderFlags_AlwaysClamp)) {
    o = withSlopeHeight(o, column, height);
  }
  if (ImGui::IsItemActivated()) merge = ctx.newMergeId();
  if (ImGui::IsItemDeactivated()) ctx.sealRequested = true;
}

}  // namespace solidtile::editor
