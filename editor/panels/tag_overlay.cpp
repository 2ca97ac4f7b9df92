// Tile tags over the canvas: a tint per tag and a small symbol (rails and
// rungs, a stair's steps, ice's glaze line), the legend, and the tag picker.
#include "panels/tag_overlay.h"

#include <algorithm>
#include <cmath>

#include <imgui.h>

#include "session/actions.h"
#include "panels/canvas_mapping.h"

namespace solidtile::editor {
namespace {

constexpr TileTag kPaintable[] = {TileTag::Ladder, TileTag::Ice, TileTag::StairUpRight, TileTag::StairUpLeft, TileTag::None};

const char* tagLabel(TileTag t) {
  switch (t) {
    case TileTag::Ladder: return "Ladder";
    case TileTag::Ice: return "Ice";
    case TileTag::StairUpRight: return "Stair up-right";
    case TileTag::StairUpLeft: return "Stair up-left";
    case TileTag::None: break;
  }
  return "None (erase tags)";
}

}  // namespace

std::uint32_t tagColour(TileTag t, int alpha) {
  if (t == TileTag::None) return rgba(0, 0, 0, 0);
  const KeyColour& c = tagKey(t);
  return rgba(c.r, c.g, c.b, alpha);
}

bool tagsShown(const EditorContext& ctx) { return ctx.settings.view.showTags || ctx.tagBrush.active; }

void addTagOverlay(const EditorContext& ctx, Overlay& o) {
  const Level& level = ctx.doc.level();
  const int layer = ctx.activeLayer();
  if (!tagsShown(ctx) || level.tagData(layer).empty()) return;
  const CanvasMapping m = canvasMapping(ctx);
  const Vec2 a = ctx.viewport.toLevel({0, 0});
  const Vec2 b = ctx.viewport.toLevel({ctx.canvas.w, ctx.canvas.h});
  const int tx0 = std::max(0, static_cast<int>(std::floor(a.x / kTileSize)));
  const int ty0 = std::max(0, static_cast<int>(std::floor(a.y / kTileSize)));
  const int tx1 = std::min(level.width() - 1, static_cast<int>(std::floor(b.x / kTileSize)));
  const int ty1 = std::min(level.height() - 1, static_cast<int>(std::floor(b.y / kTileSize)));
  const double cell = kTileSize * ctx.viewport.zoom;
  const bool symbols = cell >= 12;
  for (int ty = ty0; ty <= ty1; ++ty) {
    for (int tx = tx0; tx <= tx1; ++tx) {
      const TileTag t = level.tag(layer, tx, ty);
      if (t == TileTag::None) continue;
      if (!symbols) {
        // Zoomed out: one rectangle per run of equal tags keeps a wide view's overlay small.
        int end = tx;
        while (end < tx1 && level.tag(layer, end + 1, ty) == t) ++end;
        o.rectFilled(m.x(tx * kTileSize), m.y(ty * kTileSize), m.x((end + 1) * kTileSize), m.y((ty + 1) * kTileSize),
                     tagColour(t, 90));
        tx = end;
        continue;
      }
      const float x0 = m.x(tx * kTileSize), y0 = m.y(ty * kTileSize);
      const float x1 = m.x((tx + 1) * kTileSize), y1 = m.y((ty + 1) * kTileSize);
      o.rectFilled(x0, y0, x1, y1, tagColour(t, 90));
      const std::uint32_t c = tagColour(t, 255);
      const float w = x1 - x0, h = y1 - y0;
      auto lx = [&](float f) { return x0 + w * f; };
      auto ly = [&](float f) { return y0 + h * f; };
      switch (t) {
        case TileTag::Ladder:
          o.line(lx(0.25f), y0, lx(0.25f), y1, c);
          o.line(lx(0.75f), y0, lx(0.75f), y1, c);
          for (float f : {0.2f, 0.5f, 0.8f}) o.line(lx(0.25f), ly(f), lx(0.75f), ly(f), c);
          break;
        case TileTag::Ice:
          o.line(x0, ly(0.12f), x1, ly(0.12f), c);
          o.line(lx(0.2f), ly(0.55f), lx(0.5f), ly(0.3f), c);
          o.line(lx(0.5f), ly(0.75f), lx(0.8f), ly(0.5f), c);
          break;
        case TileTag::StairUpRight:
        case TileTag::StairUpLeft: {
          // Two steps climbing towards the tag's side.
          const bool right = t == TileTag::StairUpRight;
          auto sx = [&](float f) { return right ? lx(f) : lx(1 - f); };
          o.line(sx(0.1f), ly(0.9f), sx(0.1f), ly(0.6f), c);
          o.line(sx(0.1f), ly(0.6f), sx(0.5f), ly(0.6f), c);
          o.line(sx(0.5f), ly(0.6f), sx(0.5f), ly(0.25f), c);
          o.line(sx(0.5f), ly(0.25f), sx(0.9f), ly(0.25f), c);
          break;
        }
        case TileTag::None:
          break;
      }
    }
  }
}

void drawTagLegend(const EditorContext& ctx) {
  // With the tag tool, or over a path that has tags to explain.
  if (!tagsShown(ctx) || ctx.canvas.w <= 0) return;
  // hasTags reads the whole layer: once per edit, not once per frame.
  static std::uint64_t revision = 0;
  static int layer = -1;
  static bool has = false;
  if (revision != ctx.doc.revision() || layer != ctx.activeLayer()) {
    revision = ctx.doc.revision();
    layer = ctx.activeLayer();
    has = ctx.doc.level().hasTags(layer);
  }
  if (!ctx.tagBrush.active && !has) return;
  // The key of every overlay colour (a tag tints the tile's solidity colour; platforms on top), two to a row.
  const auto key = overlayKey();
  const float line = ImGui::GetTextLineHeight() + 4;
  float column = 0;
  for (const KeyColour& k : key) column = std::max(column, ImGui::CalcTextSize(k.name).x);
  column += line + 12;
  const int rows = static_cast<int>((key.size() + 1) / 2);
  const float width = 2 * column + 12, height = line * static_cast<float>(rows + 1) + 10;
  const float x = static_cast<float>(ctx.canvas.x) + 8;
  const float y = static_cast<float>(ctx.canvas.y + ctx.canvas.h) - height - 8;
  // Out of the way while the pointer is over it: the corner's tiles stay visible and paintable.
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const bool under = mouse.x >= x && mouse.x < x + width && mouse.y >= y && mouse.y < y + height;
  const int alpha = under ? 40 : 255;
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  dl->AddRectFilled(ImVec2(x, y), ImVec2(x + width, y + height), IM_COL32(20, 23, 28, under ? 30 : 220), 4);
  char title[64];
  std::snprintf(title, sizeof title, "Key: tiles, tags and platforms, path %d", ctx.activeLayer());
  dl->AddText(ImVec2(x + 8, y + 5), IM_COL32(200, 200, 200, alpha), title);
  for (std::size_t i = 0; i < key.size(); ++i) {
    const float rx = x + 8 + column * static_cast<float>(i % 2);
    const float ry = y + 5 + line * static_cast<float>(i / 2 + 1);
    dl->AddRectFilled(ImVec2(rx, ry + 2), ImVec2(rx + line - 6, ry + line - 4), IM_COL32(key[i].r, key[i].g, key[i].b, alpha));
    dl->AddText(ImVec2(rx + line, ry), IM_COL32(230, 230, 230, alpha), key[i].name);
  }
}

void drawTagSection(EditorContext& ctx) {
  ImGui::TextDisabled("TILE TAGS (T), PATH %d", ctx.activeLayer());
  ImGui::TextWrapped("Brush, rectangle, flood, eraser and eyedropper paint tags while T is on.");
  for (TileTag t : kPaintable) {
    ImGui::PushID(static_cast<int>(t));
    ImGui::ColorButton("##c", ImGui::ColorConvertU32ToFloat4(t == TileTag::None ? rgba(60, 60, 60) : tagColour(t, 255)),
                       ImGuiColorEditFlags_NoTooltip, ImVec2(ImGui::GetFrameHeight() * 0.6f, ImGui::GetFrameHeight() * 0.6f));
    ImGui::SameLine();
    if (ImGui::RadioButton(tagLabel(t), ctx.tagBrush.tag == t)) ctx.tagBrush.tag = t;
    ImGui::PopID();
  }
  if (ImGui::Button("Done (T)")) actions::toggleTagTool(ctx);
}

}  // namespace solidtile::editor
