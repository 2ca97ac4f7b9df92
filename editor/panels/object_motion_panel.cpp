#include "panels/object_motion_panel.h"

#include <imgui.h>

#include <cstdio>

#include "model/object_motion.h"
#include "panels/hex_drag.h"
#include "panels/text_fit.h"

namespace solidtile::editor {
namespace {

void held(EditorContext& ctx, std::uint64_t& merge) {
  if (ImGui::IsItemActivated()) merge = ctx.newMergeId();
  if (ImGui::IsItemDeactivated()) ctx.sealRequested = true;
}

}  // namespace

void motionFields(EditorContext& ctx, SolidObject& o, std::uint64_t& merge) {
  int table = static_cast<int>(o.osc.table);
  // A hurt zone may oscillate (formats 18 and 19: the games' swinging and moving spiked balls).
  ImGui::BeginDisabled(o.kind == ObjectKind::Bridge || o.kind == ObjectKind::Push ||
                       (touchedNotSolid(o.kind) && o.kind != ObjectKind::Hurt) || o.kind == ObjectKind::Breakable ||
                       spins(o.spin));
  if (ImGui::Combo("motion", &table, "waypoints\0Sonic 1 oscillator\0Sonic 2 oscillator\0")) {
    o = withOscTable(o, static_cast<OscTable>(table));
    merge = 0;
  }
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    ImGui::SetTooltip("An oscillator moves it from its one point as the game's platforms (Obj18) move");
  }
  if (o.osc.table == OscTable::None) return;
  OscMotion& m = o.osc;
  if (ImGui::BeginCombo("as the game's", "subtype...")) {
    for (const OscPreset& p : oscPresets(m.table)) {
      if (ImGui::Selectable(p.label)) {
        o = withOscPreset(o, m.table, p.subtype, p.id);
        merge = 0;
      }
    }
    ImGui::EndCombo();
  }
  int index = m.index;
  if (ImGui::SliderInt("oscillator", &index, 0, Oscillators::kCount - 1)) m.index = static_cast<std::uint8_t>(index);
  held(ctx, merge);
  int axis = static_cast<int>(m.axis);
  if (ImGui::Combo("axis", &axis, "x\0y\0")) {
    m.axis = static_cast<ObjectAxis>(axis);
    merge = 0;
  }
  int center = m.center;
  if (dragHexByte("center", &center, 0.25f, 0, 255)) {
    m.center = static_cast<std::uint8_t>(center);
  }
  held(ctx, merge);
  noteWidget(ctx, "osc-center");
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Subtracted from the value's high byte: the offset is byte - center");
  int shift = m.shift;
  if (ImGui::SliderInt("shift", &shift, 0, Oscillators::kMaxShift)) m.shift = static_cast<std::uint8_t>(shift);
  held(ctx, merge);
  if (ImGui::Checkbox("reversed", &m.negate)) merge = 0;
  noteWidget(ctx, "osc-reversed");
  ImGui::SameLine();
  if (ImGui::Checkbox("a frame behind", &m.lagged)) merge = 0;
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Reads the value it saved last frame (Obj18's angle byte), as subtypes 1, 2, 5, 6 and $A do");
  // Level format 14: a second oscillator on the other axis (Obj5A's and
  // Obj19's circles), with the same center, shift and lag.
  bool other = hasOtherAxis(m);
  if (ImGui::Checkbox("other axis too", &other)) {
    o = withOtherAxis(o, other);
    merge = 0;
  }
  noteWidget(ctx, "osc-other");
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("A second oscillator moves the other axis, as Star Light's circling platforms (Obj5A) do");
  if (hasOtherAxis(m)) {
    int otherIndex = m.otherIndex;
    if (ImGui::SliderInt("other oscillator", &otherIndex, 0, Oscillators::kCount - 1)) m.otherIndex = static_cast<std::uint8_t>(otherIndex);
    held(ctx, merge);
    if (ImGui::Checkbox("other reversed", &m.otherNegate)) merge = 0;
  }
  // Level format 18: a swing hangs from its point by a chain (both games'
  // Obj15); its byte is an angle, so axis, shift and the other oscillator go.
  int radius = m.radius;
  if (ImGui::SliderInt("swing radius", &radius, 0, Oscillators::kMaxRadius)) {
    m.radius = static_cast<std::uint16_t>(radius);
    if (swings(m)) {
      m.axis = ObjectAxis::X;
      m.shift = 0;
      m.otherIndex = OscMotion::kNoOther;
      m.otherNegate = false;
    }
  }
  held(ctx, merge);
  noteWidget(ctx, "osc-radius");
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Not 0: the byte is an angle and it hangs this far from its point, as the swinging platforms (Obj15) do");
  if (oscMotionProblem(m).empty() && swings(m)) {
    const OscOffsets d = oscOffsets(m, ctx.objects.frame);
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("offset %d, %d px on frame %u (every %u frames)", d.x, d.y, ctx.objects.frame, oscillatorPeriod(m.table, m.index));
    ImGui::PopStyleColor();
  } else if (oscMotionProblem(m).empty()) {
    const OscRange r = oscRange(m);
    // Wrapped: the inspector's column at 1280x720 is narrower than the line.
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("offset %d px on frame %u (%d..%d, every %u frames)", oscOffset(m, ctx.objects.frame), ctx.objects.frame,
                       r.lo, r.hi, oscillatorPeriod(m.table, m.index));
    ImGui::PopStyleColor();
    noteIfPastEdge(ctx, "the oscillator's offset line");
  }
}

}  // namespace solidtile::editor
