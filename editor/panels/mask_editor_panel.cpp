#include "panels/mask_editor_panel.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <imgui.h>

#include "session/shortcuts.h"
#include "panels/palette_panel.h"
#include "panels/panel_area.h"

namespace solidtile::editor {
namespace {

constexpr ImU32 kSolid = IM_COL32(128, 184, 255, 255);  // the tilemap's colour for fully solid tiles
constexpr ImU32 kEmpty = IM_COL32(24, 27, 33, 255);
constexpr ImU32 kGridLine = IM_COL32(255, 255, 255, 16);
constexpr ImU32 kHalfLine = IM_COL32(255, 255, 255, 44);
constexpr ImU32 kBorder = IM_COL32(255, 255, 255, 90);
constexpr ImU32 kGhost = IM_COL32(255, 220, 90, 200);
constexpr ImU32 kArrow = IM_COL32(255, 150, 50, 255);
constexpr ImU32 kDim = IM_COL32(140, 146, 160, 255);
const ImVec4 kWarn(1.0f, 0.72f, 0.3f, 1.0f);
constexpr float kCellSizes[] = {8, 10, 12, 14, 16, 18, 20, 24};

ImVec2 add(ImVec2 a, ImVec2 b) { return {a.x + b.x, a.y + b.y}; }
ImVec2 scaled(ImVec2 v, float s) { return {v.x * s, v.y * s}; }

ImVec2 tangent(Angle a) {
  ImVec2 d;
  angleDirection(a, &d.x, &d.y);
  return d;
}

ImTextureID atlasTexture(const EditorContext& ctx) {
  return reinterpret_cast<ImTextureID>(static_cast<std::uintptr_t>(ctx.atlas.texture));
}

void thumbnail(const EditorContext& ctx, int mask, bool flipX, bool flipY, float size) {
  const MaskUv uv = maskUv(ctx.atlas, mask, flipX, flipY);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::GetWindowDrawList()->AddRectFilled(at, ImVec2(at.x + size, at.y + size), kEmpty);
  ImGui::Image(atlasTexture(ctx), ImVec2(size, size), ImVec2(uv.u0, uv.v0), ImVec2(uv.u1, uv.v1),
               ImGui::ColorConvertU32ToFloat4(kSolid));
}

std::string angleText(Angle a) {
  if (a == kFlaggedAngle) return "$FF";
  char s[32];
  std::snprintf(s, sizeof s, "$%02X", a);
  return s;
}

// A button whose tooltip names its shortcut from the one table.
bool button(const char* label, const char* shortcut, ImVec2 size = ImVec2(0, 0)) {
  const bool pressed = ImGui::Button(label, size);
  const char* keys = shortcutKeys(shortcut);
  if (ImGui::IsItemHovered() && keys[0] != '\0') ImGui::SetTooltip("%s (%s)", shortcut, keys);
  return pressed;
}

}  // namespace

float MaskEditorPanel::draw(EditorContext& ctx, PanelArea area, float rightEdge) {
  const float gridSize = cell_ * kTileSize;
  const float width = std::max(300.0f, gridSize + 64 + 2 * ImGui::GetStyle().WindowPadding.x);
  ImGui::SetNextWindowPos(ImVec2(rightEdge - width, area.top));
  ImGui::SetNextWindowSize(ImVec2(width, area.bottom - area.top));
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                                 ImGuiWindowFlags_NoSavedSettings;
  if (ImGui::Begin("Mask editor", &ctx.settings.maskEditor, flags)) {
    const Level& level = ctx.doc.level();
    const std::vector<int>& usage = ctx.doc.maskUses();
    const int mask = actions::currentMask(ctx);
    if (mask < 0) {
      ImGui::TextWrapped("This level has no masks yet.");
      if (button("New mask", "New mask")) actions::newMask(ctx);
      ctx.maskGrid = {};
    } else {
      const HeightMask m = level.mask(mask);  // a copy: commands queued below must not change what this frame shows
      const int uses = usage[static_cast<std::size_t>(mask)];
      header(ctx, mask, uses);
      grid(ctx, m);
      shapeButtons(ctx);
      ImGui::Separator();
      angleSection(ctx, m);
      ImGui::Separator();
      flipPreviews(ctx, mask, m);
      ImGui::Separator();
      listButtons(ctx, mask);
      deletePopup(ctx, mask, uses);
    }
  }
  ImGui::End();
  if (!ctx.settings.maskEditor) ctx.maskGrid = {};
  return width;
}

void MaskEditorPanel::header(EditorContext& ctx, int mask, int uses) {
  const int count = static_cast<int>(ctx.doc.level().masks().size());
  if (ImGui::ArrowButton("prev", ImGuiDir_Left)) ctx.brush.mask = std::max(0, mask - 1);
  ImGui::SameLine();
  if (ImGui::ArrowButton("next", ImGuiDir_Right)) ctx.brush.mask = std::min(count - 1, mask + 1);
  ImGui::SameLine();
  ImGui::Text("Mask %d", mask);
  ImGui::SameLine();
  ImGui::TextDisabled("of %d", count);
  if (uses == 0) {
    ImGui::TextDisabled("unused");
  } else {
    ImGui::Text("used by %d tile%s", uses, uses == 1 ? "" : "s");
  }
  ImGui::SameLine(ImGui::GetContentRegionAvail().x - 92 + ImGui::GetCursorStartPos().x);
  ImGui::BeginDisabled(uses == 0);
  if (button("Jump to uses", "Jump to uses of the mask", ImVec2(92, 0))) actions::jumpToUses(ctx);
  ImGui::EndDisabled();
}

void MaskEditorPanel::grid(EditorContext& ctx, const HeightMask& m) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const float size = cell_ * kTileSize;
  ImGui::InvisibleButton("grid", ImVec2(size, size), ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight);
  const bool hovered = ImGui::IsItemHovered();
  ctx.maskGrid = {p.x, p.y, size, size};
  gridInput(ctx, p.x, p.y);
  const MaskBitmap bits = m.bitmap();
  for (int y = 0; y < kTileSize; ++y) {
    for (int x = 0; x < kTileSize; ++x) {
      const ImVec2 a(p.x + static_cast<float>(x) * cell_, p.y + static_cast<float>(y) * cell_);
      const bool solid = (bits[static_cast<std::size_t>(y)] >> x) & 1u;
      dl->AddRectFilled(a, ImVec2(a.x + cell_, a.y + cell_), solid ? kSolid : kEmpty);
    }
  }
  for (int i = 1; i < kTileSize; ++i) {
    const float o = static_cast<float>(i) * cell_;
    const ImU32 c = i == kTileSize / 2 ? kHalfLine : kGridLine;
    dl->AddLine(ImVec2(p.x + o, p.y), ImVec2(p.x + o, p.y + size), c);
    dl->AddLine(ImVec2(p.x, p.y + o), ImVec2(p.x + size, p.y + o), c);
  }
  dl->AddRect(ImVec2(p.x - 1, p.y - 1), ImVec2(p.x + size + 1, p.y + size + 1), kBorder);
  // What a click would set, outlined, so the hanging/floor choice is visible before it happens.
  const bool hanging = ImGui::GetIO().KeyShift;
  if (hovered && !stroke_.active() && hoverColumn_ >= 0) {
    const int h = heightForRow(hoverRow_, hanging);
    const float x0 = p.x + static_cast<float>(hoverColumn_) * cell_;
    const float top = h > 0 ? p.y + static_cast<float>(kTileSize - h) * cell_ : p.y;
    const float bottom = h > 0 ? p.y + size : p.y + static_cast<float>(-h) * cell_;
    dl->AddRect(ImVec2(x0, top), ImVec2(x0 + cell_, bottom), kGhost, 0, 0, 2);
  }
  if (!m.flagged()) drawAngleArrow(dl, p.x + size / 2, p.y + size / 2, m.angle(), size * 0.36f, 2);

  // The derived widths, one per row, right of the grid: read-only, from the
  // same mask this frame draws, so they can never disagree with the pixels.
  const float wx = p.x + size + 8;
  for (int row = 0; row < kTileSize; ++row) {
    char s[8];
    std::snprintf(s, sizeof s, "%d", m.width(row));
    const float tw = ImGui::CalcTextSize(s).x;
    const float ty = p.y + static_cast<float>(row) * cell_ + (cell_ - ImGui::GetFontSize()) / 2;
    const ImU32 c = !m.rowExact(row) ? ImGui::ColorConvertFloat4ToU32(kWarn) : m.width(row) == 0 ? kDim : IM_COL32_WHITE;
    if (cell_ >= 12 || row % 2 == 0) dl->AddText(ImVec2(wx + 26 - tw, ty), c, s);
  }
  dl->AddText(ImVec2(wx + 2, p.y + size + 2), kDim, "w");
  // Kept to the grid's width so it never runs into the widths' label.
  ImGui::PushClipRect(ImVec2(p.x, p.y + size), ImVec2(p.x + size, p.y + size + ImGui::GetFrameHeightWithSpacing()), true);
  if (hovered && hoverColumn_ >= 0) {
    ImGui::Text("col %d height %d  row %d width %d%s", hoverColumn_, m.height(hoverColumn_), hoverRow_, m.width(hoverRow_),
                m.rowExact(hoverRow_) ? "" : "*");
  } else {
    ImGui::TextDisabled("Shift: hanging   right: erase");
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("Click or drag on the grid to set column tops\nShift+drag: columns hanging from the top\nRight-drag: "
                        "erase columns\nWheel over the grid: zoom\nWidths marked * are approximate (the row's solid\n"
                        "touches neither edge, or both with a gap)");
    }
  }
  ImGui::PopClipRect();
}

void MaskEditorPanel::gridInput(EditorContext& ctx, float x, float y) {
  const bool hovered = ImGui::IsItemHovered();
  const auto cellOf = [&](double v, float origin) {
    return static_cast<int>(std::floor((v - static_cast<double>(origin)) / static_cast<double>(cell_)));
  };
  // Replays the frame's events in order (as the canvas does), so a press and
  // release shorter than a frame still draw.
  for (const InputEvent& e : ctx.events) {
    const int column = cellOf(e.x, x);
    const int row = cellOf(e.y, y);
    const bool inside = column >= 0 && row >= 0 && column < kTileSize && row < kTileSize;
    switch (e.kind) {
      case InputEvent::Press:
        if (hovered && inside && !stroke_.active() && (e.button == GLFW_MOUSE_BUTTON_LEFT || e.button == GLFW_MOUSE_BUTTON_RIGHT)) {
          using Mode = actions::MaskStroke::Mode;
          const Mode mode = e.button == GLFW_MOUSE_BUTTON_RIGHT ? Mode::Erase
                            : (e.mods & GLFW_MOD_SHIFT) != 0   ? Mode::Hanging
                                                                : Mode::Floor;
          stroke_.begin(ctx, column, row, mode);
        }
        break;
      case InputEvent::Move:
        if (stroke_.active()) stroke_.moveTo(ctx, std::clamp(column, 0, kTileSize - 1), std::clamp(row, 0, kTileSize - 1));
        break;
      case InputEvent::Release:
        if (stroke_.active()) stroke_.end(ctx);
        break;
      case InputEvent::Scroll:
        if (hovered && e.y != 0) {
          const auto* it = std::find(std::begin(kCellSizes), std::end(kCellSizes), cell_);
          const std::ptrdiff_t i = std::clamp<std::ptrdiff_t>((it - std::begin(kCellSizes)) + (e.y > 0 ? 1 : -1), 0,
                                                              std::ssize(kCellSizes) - 1);
          cell_ = kCellSizes[i];
        }
        break;
      case InputEvent::Key:
        break;
    }
  }
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  hoverColumn_ = std::clamp(cellOf(mouse.x, x), 0, kTileSize - 1);
  hoverRow_ = std::clamp(cellOf(mouse.y, y), 0, kTileSize - 1);
  if (!hovered) hoverColumn_ = hoverRow_ = -1;
}

void MaskEditorPanel::shapeButtons(EditorContext& ctx) {
  if (button("Clear", "Clear mask")) actions::shapeOp(ctx, MaskShapeOp::Clear);
  ImGui::SameLine();
  if (button("Fill", "Fill mask")) actions::shapeOp(ctx, MaskShapeOp::Fill);
  ImGui::SameLine();
  if (button("Invert", "Invert mask")) actions::shapeOp(ctx, MaskShapeOp::Invert);
  ImGui::SameLine(0, 14);
  const struct {
    const char* id;
    ImGuiDir dir;
    MaskShapeOp op;
    const char* what;
  } shifts[] = {{"up", ImGuiDir_Up, MaskShapeOp::ShiftUp, "Shift mask up"},
                {"down", ImGuiDir_Down, MaskShapeOp::ShiftDown, "Shift mask down"},
                {"left", ImGuiDir_Left, MaskShapeOp::ShiftLeft, "Shift mask left"},
                {"right", ImGuiDir_Right, MaskShapeOp::ShiftRight, "Shift mask right"}};
  for (const auto& s : shifts) {
    if (ImGui::ArrowButton(s.id, s.dir)) actions::shapeOp(ctx, s.op);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s (%s)", s.what, shortcutKeys(s.what));
    if (s.op != MaskShapeOp::ShiftRight) ImGui::SameLine(0, 2);
  }
  ImGui::SameLine(0, 8);
  ImGui::SetNextItemWidth(-1);
  const auto* it = std::find(std::begin(kCellSizes), std::end(kCellSizes), cell_);
  int zoom = static_cast<int>(it - std::begin(kCellSizes));
  if (ImGui::SliderInt("##zoom", &zoom, 0, static_cast<int>(std::size(kCellSizes)) - 1, "")) cell_ = kCellSizes[zoom];
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Grid zoom (or the wheel over the grid)");
}

void MaskEditorPanel::angleSection(EditorContext& ctx, const HeightMask& m) {
  const Angle a = m.angle();
  ImGui::TextDisabled("ANGLE");
  ImGui::SameLine();
  if (m.flagged()) {
    ImGui::Text("$FF  flagged");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("No angle of its own: the player snaps to its mode's multiple of $40");
  } else {
    ImGui::Text("$%02X   %d   %.2f deg   %s", a, a, angleDegrees(a), modeName(modeForAngle(a)));
  }
  dial(ctx, m);
  ImGui::SameLine();
  ImGui::BeginGroup();
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("hex $");
  ImGui::SameLine(0, 0);
  ImGui::SetNextItemWidth(36);
  if (!hexEditing_) std::snprintf(hex_, sizeof hex_, "%02X", a);
  ImGui::InputText("##hex", hex_, sizeof hex_, ImGuiInputTextFlags_CharsHexadecimal | ImGuiInputTextFlags_AutoSelectAll);
  hexEditing_ = ImGui::IsItemActive();
  if (ImGui::IsItemDeactivatedAfterEdit() && hex_[0] != '\0') {
    actions::setAngle(ctx, static_cast<Angle>(std::strtol(hex_, nullptr, 16) & 0xFF));
  }
  ImGui::SameLine();
  ImGui::TextUnformatted("dec");
  ImGui::SameLine(0, 4);
  ImGui::SetNextItemWidth(-1);
  int value = a;
  const bool changed = ImGui::DragInt("##dec", &value, 0.25f, 0, 255, "%d", ImGuiSliderFlags_AlwaysClamp);
  if (ImGui::IsItemActivated()) angleEdit_ = ctx.newMergeId();
  if (changed) {
    actions::setAngle(ctx, static_cast<Angle>(value), angleEdit_);
  }
  if (ImGui::IsItemDeactivated()) ctx.sealRequested = true;
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Drag, or double-click to type");
  if (button("Auto", "Auto angle")) actions::autoAngle(ctx);
  ImGui::SameLine();
  bool flagged = m.flagged();
  if (ImGui::Checkbox("Flagged ($FF)", &flagged)) actions::setFlagged(ctx, flagged);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("No usable angle: the player snaps to the nearest multiple of $40");
  ImGui::EndGroup();
  const AutoAngle computed = computeAngle(m);
  if (!computed.determined && !m.flagged()) {
    ImGui::PushStyleColor(ImGuiCol_Text, kWarn);
    ImGui::TextWrapped("Auto cannot tell: %s. Type an angle, drag the dial, or tick Flagged.", computed.reason);
    ImGui::PopStyleColor();
  } else if (!computed.determined) {
    ImGui::TextDisabled("No angle from the shape: %s.", computed.reason);
  } else if (const auto lint = angleLint(m)) {
    ImGui::PushStyleColor(ImGuiCol_Text, kWarn);
    ImGui::TextWrapped("The shape says $%02X, %d steps from the set angle.", lint->computed, lint->distance);
    ImGui::PopStyleColor();
    if (ImGui::SmallButton("Use the shape's angle")) actions::setAngle(ctx, lint->computed);
  }
}

void MaskEditorPanel::dial(EditorContext& ctx, const HeightMask& m) {
  const float radius = 30;
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImGui::InvisibleButton("dial", ImVec2(radius * 2 + 4, radius * 2 + 4));
  const ImVec2 c(p.x + radius + 2, p.y + radius + 2);
  if (ImGui::IsItemActivated()) angleEdit_ = ctx.newMergeId();
  if (ImGui::IsItemActive()) {
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const double dx = mouse.x - c.x;
    const double dy = mouse.y - c.y;
    if (dx * dx + dy * dy > 9) {
      const Angle a = exactAngle(dx, dy);
      if (a != m.angle()) actions::setAngle(ctx, a, angleEdit_);
      }
  }
  if (ImGui::IsItemDeactivated()) ctx.sealRequested = true;
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Drag to point along the surface (solid on the clockwise side)");
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddCircleFilled(c, radius, kEmpty, 40);
  dl->AddCircle(c, radius, ImGui::IsItemHovered() || ImGui::IsItemActive() ? kGhost : kBorder, 40);
  for (int q = 0; q < 4; ++q) {
    const ImVec2 d = tangent(static_cast<Angle>(q * 0x40));
    dl->AddLine(add(c, scaled(d, radius - 5)), add(c, scaled(d, radius)), kBorder);
  }
  if (m.flagged()) {
    const ImVec2 t = ImGui::CalcTextSize("$FF");
    dl->AddText(ImVec2(c.x - t.x / 2, c.y - t.y / 2), kDim, "$FF");
  } else {
    const ImVec2 d = tangent(m.angle());
    dl->AddLine(c, add(c, scaled(d, radius - 3)), kArrow, 2);
    dl->AddCircleFilled(add(c, scaled(d, radius - 3)), 4, kArrow);
    dl->AddCircleFilled(c, 2.5f, kArrow);
  }
}

void MaskEditorPanel::flipPreviews(EditorContext& ctx, int mask, const HeightMask& m) {
  ImGui::TextDisabled("FLIPPED  (click to paint that way)");
  const struct {
    const char* label;
    bool x, y;
  } flips[] = {{"X", true, false}, {"Y", false, true}, {"XY", true, true}};
  for (const auto& f : flips) {
    ImGui::PushID(f.label);
    ImGui::BeginGroup();
    HeightMask shown = m;
    if (f.x) shown = shown.flippedX();
    if (f.y) shown = shown.flippedY();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    thumbnail(ctx, mask, f.x, f.y, 44);
    if (ImGui::IsItemClicked()) {
      ctx.brush.flipX = f.x;
      ctx.brush.flipY = f.y;
    }
    if (!shown.flagged()) drawAngleArrow(ImGui::GetWindowDrawList(), at.x + 22, at.y + 22, shown.angle(), 14, 1.5f);
    const bool inUse = ctx.brush.flipX == f.x && ctx.brush.flipY == f.y;
    if (inUse) ImGui::GetWindowDrawList()->AddRect(ImVec2(at.x - 2, at.y - 2), ImVec2(at.x + 46, at.y + 46), kGhost, 0, 0, 2);
    ImGui::Text("%-2s %s", f.label, angleText(shown.angle()).c_str());
    ImGui::EndGroup();
    ImGui::SameLine(0, 16);
    ImGui::PopID();
  }
  ImGui::NewLine();
}

void MaskEditorPanel::listButtons(EditorContext& ctx, int mask) {
  ImGui::TextDisabled("MASK LIST");
  const float w = (ImGui::GetContentRegionAvail().x - 2 * ImGui::GetStyle().ItemSpacing.x) / 3;
  if (button("New", "New mask", ImVec2(w, 0))) actions::newMask(ctx);
  ImGui::SameLine();
  if (button("Duplicate", "Duplicate mask", ImVec2(w, 0))) actions::duplicateMask(ctx);
  ImGui::SameLine();
  if (button("Delete...", "Delete mask", ImVec2(w, 0))) ctx.maskDeleteRequested = true;
  const int count = static_cast<int>(ctx.doc.level().masks().size());
  ImGui::BeginDisabled(mask == 0);
  if (button("Move earlier", "Move mask earlier", ImVec2(w, 0))) actions::moveMask(ctx, -1);
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(mask == count - 1);
  if (button("Move later", "Move mask later", ImVec2(w, 0))) actions::moveMask(ctx, 1);
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (button("Shape...", "Generate shape", ImVec2(w, 0))) ctx.shapeDialogRequested = true;
}

void MaskEditorPanel::deletePopup(EditorContext& ctx, int mask, int uses) {
  if (ctx.maskDeleteRequested) {
    ctx.maskDeleteRequested = false;
    if (uses == 0) {
      actions::deleteMask(ctx);
    } else {
      remapTo_ = mask == 0 ? 1 : mask - 1;
      ImGui::OpenPopup("Delete mask");
    }
  }
  const ImGuiViewport* v = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(v->Pos.x + v->Size.x / 2, v->Pos.y + v->Size.y / 2), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  if (!ImGui::BeginPopupModal("Delete mask", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  const int count = static_cast<int>(ctx.doc.level().masks().size());
  ImGui::Text("Mask %d is used by %d tile%s.", mask, uses, uses == 1 ? "" : "s");
  ImGui::TextDisabled("A mask cannot go while tiles name it. Its tiles can be\n"
                      "remapped to another mask (flips and solidity stay),\n"
                      "or cancel and erase them first (Jump to uses finds them).");
  ImGui::Spacing();
  thumbnail(ctx, mask, false, false, 40);
  ImGui::SameLine();
  ImGui::BeginGroup();
  ImGui::TextUnformatted("mask to take its tiles");
  ImGui::SetNextItemWidth(120);
  ImGui::InputInt("##to", &remapTo_);
  remapTo_ = std::clamp(remapTo_, 0, count - 1);
  ImGui::EndGroup();
  ImGui::SameLine();
  thumbnail(ctx, remapTo_, false, false, 40);
  ImGui::SameLine();
  ImGui::TextDisabled("mask %d\n%s", remapTo_, angleText(ctx.doc.level().mask(remapTo_).angle()).c_str());
  ImGui::Spacing();
  ImGui::BeginDisabled(remapTo_ == mask || count < 2);
  if (ImGui::Button("Remap and delete", ImVec2(160, 0))) {
    actions::deleteMask(ctx, remapTo_);
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (ImGui::Button("Cancel", ImVec2(100, 0)) || ctx.keyPressed(GLFW_KEY_ESCAPE)) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

}  // namespace solidtile::editor
