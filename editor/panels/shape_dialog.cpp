#include "panels/shape_dialog.h"

#include <algorithm>
#include <cstdio>

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_internal.h>

namespace solidtile::editor {
namespace {

constexpr int kMaxSpan = 128;  // pixels: up to 8 x 8 tiles, enough for any loop quarter

void radio(const char* label, bool on, auto set) {
  if (ImGui::RadioButton(label, on)) set();
}

}  // namespace

void ShapeDialog::draw(EditorContext& ctx) {
  if (ctx.shapeDialogRequested) {
    ctx.shapeDialogRequested = false;
    ImGui::OpenPopup("Generate shape");
  }
  const ImGuiViewport* v = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(v->Pos.x + v->Size.x / 2, v->Pos.y + v->Size.y / 2), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  if (!ImGui::BeginPopupModal("Generate shape", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  // Enter in a number field only takes the number (the preview then shows
  // it); Enter with no field being edited generates.
  const bool editingField = ImGui::IsAnyItemActive();
  using Kind = actions::ShapeSpec::Kind;
  radio("Straight slope", spec_.kind == Kind::Slope, [&] { spec_.kind = Kind::Slope; });
  ImGui::SameLine();
  radio("Circular arc", spec_.kind == Kind::Arc, [&] { spec_.kind = Kind::Arc; });
  ImGui::Separator();
  ImGui::BeginGroup();
  ImGui::PushItemWidth(140);
  if (spec_.kind == Kind::Slope) {
    slopeFields();
  } else {
    arcFields();
  }
  ImGui::PopItemWidth();
  ImGui::EndGroup();
  ImGui::SameLine(0, 20);
  const solidtile::Stamp shape = spec_.kind == Kind::Slope ? makeSlope(spec_.slope) : makeArc(spec_.arc);
  preview(shape);
  const InternedShape interned = internShape(ctx.doc.level().masks(), shape, ctx.brush.solidity);
  int tiles = 0;
  for (const std::uint16_t raw : interned.stamp.tiles) tiles += Tile{raw}.empty() ? 0 : 1;
  ImGui::Text("%d x %d tiles: %d new mask%s, %d tile%s reuse existing masks (flips included)", shape.width, shape.height,
              static_cast<int>(interned.added.size()), interned.added.size() == 1 ? "" : "s",
              tiles - static_cast<int>(interned.added.size()), tiles - static_cast<int>(interned.added.size()) == 1 ? "" : "s");
  if (!interned.error.empty()) ImGui::TextColored(ImVec4(1, 0.5f, 0.4f, 1), "%s", interned.error.c_str());
  ImGui::TextDisabled("Generate (Enter) puts the shape in hand: click the level to place it, X / Y flip it, Esc drops it.");
  ImGui::Spacing();
  const bool enterKey = ctx.keyPressed(GLFW_KEY_ENTER) || ctx.keyPressed(GLFW_KEY_KP_ENTER);
  // ImGui 1.86 misses a tap shorter than a frame, so the field may not have
  // seen this Enter: let go of it here, as its own Enter would.
  if (editingField && enterKey) ImGui::ClearActiveID();
  const bool enter = !editingField && enterKey;
  if (ImGui::Button("Generate", ImVec2(120, 0)) || enter) {
    actions::generateShape(ctx, spec_);
    ImGui::CloseCurrentPopup();
  }
  ImGui::SameLine();
  if (ImGui::Button("Cancel", ImVec2(120, 0)) || ctx.keyPressed(GLFW_KEY_ESCAPE)) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

void ShapeDialog::slopeFields() {
  SlopeSpec& s = spec_.slope;
  ImGui::InputInt("rise (px)", &s.rise, 1, 8);
  ImGui::InputInt("run (px)", &s.run, 1, 8);
  s.rise = std::clamp(s.rise, 0, kMaxSpan);
  s.run = std::clamp(s.run, 1, kMaxSpan);
  ImGui::TextDisabled("angle %s", describeAngle(slopeAngle(s)).c_str());
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("rising");
  ImGui::SameLine();
  radio("right", s.rising == Rising::Right, [&] { s.rising = Rising::Right; });
  ImGui::SameLine();
  radio("left", s.rising == Rising::Left, [&] { s.rising = Rising::Left; });
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("solid");
  ImGui::SameLine();
  radio("floor", s.side == Side::Floor, [&] { s.side = Side::Floor; });
  ImGui::SameLine();
  radio("ceiling", s.side == Side::Ceiling, [&] { s.side = Side::Ceiling; });
}

void ShapeDialog::arcFields() {
  ArcSpec& a = spec_.arc;
  ImGui::InputInt("radius (px)", &a.radius, 1, 16);
  a.radius = std::clamp(a.radius, 8, kMaxSpan);
  int q = static_cast<int>(a.quadrant);
  if (ImGui::Combo("quadrant", &q, "top right\0top left\0bottom left\0bottom right\0")) a.quadrant = static_cast<Quadrant>(q);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("player on the");
  ImGui::SameLine();
  radio("inside", a.side == ArcSide::Inside, [&] { a.side = ArcSide::Inside; });
  ImGui::SameLine();
  radio("outside", a.side == ArcSide::Outside, [&] { a.side = ArcSide::Outside; });
  ImGui::TextDisabled(a.side == ArcSide::Inside ? "loops and quarter pipes" : "hill tops and rounded corners");
}

void ShapeDialog::preview(const solidtile::Stamp& shape) {
  const float box = 224;
  const float px = std::max(1.0f, std::min(box / static_cast<float>(shape.width * kTileSize),
                                           box / static_cast<float>(shape.height * kTileSize)));
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float tile = px * kTileSize;
  dl->AddRectFilled(p, ImVec2(p.x + box, p.y + box), IM_COL32(24, 27, 33, 255));
  for (int ty = 0; ty < shape.height; ++ty) {
    for (int tx = 0; tx < shape.width; ++tx) {
      const StampTile& st = shape.at(tx, ty);
      const ImVec2 o(p.x + static_cast<float>(tx) * tile, p.y + static_cast<float>(ty) * tile);
      HeightMask m = st.mask;
      if (st.flipX) m = m.flippedX();
      if (st.flipY) m = m.flippedY();
      for (int y = 0; y < kTileSize; ++y) {
        for (int x = 0; x < kTileSize; ++x) {
          if (!m.solidAt(x, y)) continue;
          const ImVec2 a(o.x + static_cast<float>(x) * px, o.y + static_cast<float>(y) * px);
          dl->AddRectFilled(a, ImVec2(a.x + px, a.y + px), IM_COL32(128, 184, 255, 255));
        }
      }
      dl->AddRect(o, ImVec2(o.x + tile, o.y + tile), IM_COL32(255, 255, 255, 40));
      if (!m.empty() && !m.flagged() && tile >= 28) {
        char s[8];
        std::snprintf(s, sizeof s, "$%02X", m.angle());
        dl->AddText(ImVec2(o.x + 2, o.y + 1), IM_COL32(255, 150, 50, 255), s);
      }
    }
  }
  ImGui::Dummy(ImVec2(box, box));
}

}  // namespace solidtile::editor
