// Mask index and angle written on every tile at high zoom, and the angle
// view's colour key, drawn over the canvas with ImGui's background list.
#include "panels/tile_labels_overlay.h"

#include <algorithm>
#include <cmath>

#include <imgui.h>

#include "model/tile_labels.h"

namespace solidtile::editor {

void drawTileLabels(const EditorContext& ctx) {
  const Viewport& v = ctx.viewport;
  if (v.zoom < kTileLabelZoom || ctx.canvas.w <= 0) return;
  const Level& level = ctx.doc.level();
  const double tile = v.zoom * kTileSize;
  const int tx0 = std::max(0, static_cast<int>(std::floor(-v.originX / tile)));
  const int ty0 = std::max(0, static_cast<int>(std::floor(-v.originY / tile)));
  const int tx1 = std::min(level.width() - 1, static_cast<int>(std::floor((ctx.canvas.w - v.originX) / tile)));
  const int ty1 = std::min(level.height() - 1, static_cast<int>(std::floor((ctx.canvas.h - v.originY) / tile)));
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  const ImVec2 clip0(static_cast<float>(ctx.canvas.x), static_cast<float>(ctx.canvas.y));
  dl->PushClipRect(clip0, ImVec2(clip0.x + static_cast<float>(ctx.canvas.w), clip0.y + static_cast<float>(ctx.canvas.h)));
  const float line = ImGui::GetTextLineHeight();
  for (int ty = ty0; ty <= ty1; ++ty) {
    for (int tx = tx0; tx <= tx1; ++tx) {
      const auto text = tileLabel(level, level.tile(ctx.activeLayer(), tx, ty));
      if (text[0].empty()) continue;
      const ImVec2 at(clip0.x + static_cast<float>(v.originX + tx * tile) + 2, clip0.y + static_cast<float>(v.originY + ty * tile) + 1);
      const float w = std::max(ImGui::CalcTextSize(text[0].c_str()).x, ImGui::CalcTextSize(text[1].c_str()).x);
      // A dark plate keeps the numbers readable over any solidity or angle colour.
      dl->AddRectFilled(ImVec2(at.x - 1, at.y), ImVec2(at.x + w + 1, at.y + 2 * line), IM_COL32(10, 12, 16, 150), 2);
      dl->AddText(at, IM_COL32(255, 255, 255, 235), text[0].c_str());
      dl->AddText(ImVec2(at.x, at.y + line), IM_COL32(255, 200, 120, 235), text[1].c_str());
    }
  }
  dl->PopClipRect();
}

void drawAngleKey(const EditorContext& ctx) {
  if (!ctx.settings.view.angleColors || ctx.canvas.w < 300) return;
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  const float line = ImGui::GetTextLineHeight();
  const float w = 256, h = 12;
  const ImVec2 at(static_cast<float>(ctx.canvas.x) + 10, static_cast<float>(ctx.canvas.y + ctx.canvas.h) - h - line - 14);
  dl->AddRectFilled(ImVec2(at.x - 6, at.y - 4), ImVec2(at.x + w + 70, at.y + h + line + 8), IM_COL32(16, 18, 22, 230), 3);
  for (int a = 0; a < 255; ++a) {
    const auto c = angleHue(static_cast<Angle>(a));
    const float x = at.x + static_cast<float>(a) * w / 256;
    dl->AddRectFilled(ImVec2(x, at.y), ImVec2(x + w / 256 + 0.5f, at.y + h), IM_COL32(c[0], c[1], c[2], 255));
  }
  const auto flagged = angleHue(kFlaggedAngle);
  dl->AddRectFilled(ImVec2(at.x + w + 8, at.y), ImVec2(at.x + w + 8 + h, at.y + h), IM_COL32(flagged[0], flagged[1], flagged[2], 255));
  dl->AddText(ImVec2(at.x + w + 8 + h + 4, at.y - 2), IM_COL32(220, 220, 220, 255), "$FF");
  for (const int a : {0x00, 0x40, 0x80, 0xC0}) {
    char label[8];
    std::snprintf(label, sizeof label, "$%02X", a);
    const float x = at.x + static_cast<float>(a) * w / 256;
    dl->AddLine(ImVec2(x, at.y + h), ImVec2(x, at.y + h + 3), IM_COL32(220, 220, 220, 255));
    dl->AddText(ImVec2(x, at.y + h + 2), IM_COL32(220, 220, 220, 255), label);
  }
}

}  // namespace solidtile::editor
