// The inspector column: the player's state, this frame's casts, the events
// log, plots over the timeline, and the settings tabs.
#include "panels/debugger/inspector_panel.h"

#include <algorithm>
#include <cfloat>
#include <cstdarg>
#include <cstdio>
#include <iterator>
#include <span>

#include <imgui.h>

#include "model/object_overlay.h"
#include "model/phase_step.h"
#include "model/sonic_state_rows.h"
#include "panels/debugger/box_inspector.h"
#include "panels/debugger/controller_tabs.h"
#include "panels/debugger/debugger_settings_panel.h"
#include "panels/debugger/inspector_colours.h"
#include "panels/object_panel.h"
#include "panels/panel_area.h"
#include "panels/text_fit.h"

namespace solidtile::editor {
namespace {



// One row of the state table: the value highlighted when the step changed it.
void row(const char* name, bool changed, const char* fmt, ...) IM_FMTARGS(3);
void row(const char* name, bool changed, const char* fmt, ...) {
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  ImGui::TextDisabled("%s", name);
  ImGui::TableNextColumn();
  char text[160];
  va_list args;
  va_start(args, fmt);
  std::vsnprintf(text, sizeof text, fmt, args);
  va_end(args);
  if (changed) {
    ImGui::TextColored(kChanged, "%s", text);
  } else {
    ImGui::TextUnformatted(text);
  }
}

const char* whyNot(CastUse u) {
  switch (u) {
    case CastUse::Used: return "moved the player";
    case CastUse::NotNearest: return "rejected: the other sensor was nearer";
    case CastUse::OutOfRange: return "rejected: beyond the snap limit or landing depth";
    case CastUse::NoContact: return "rejected: nothing within its length";
    case CastUse::Checked: return "read for a test (low ceiling, balance); moves nothing";
  }
  return "";
}

// The step's object tests (object_overlay.h), above the casts: a few rows,
// sized to them, so the casts' table keeps the rest of the tab.
void objectTests(EditorContext& ctx, const StepRecord& r, const ObjectList& objects) {
  const std::vector<ObjectTestRow> rows = objectTestRows(r, objects);
  ImGui::Text("%d object test%s after the player's routine", r.objectTestCount, r.objectTestCount == 1 ? "" : "s");
  const ImGuiTableFlags flags =
      ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_ScrollX | ImGuiTableFlags_SizingFixedFit;
  const ImGuiStyle& st = ImGui::GetStyle();
  const float height = (static_cast<float>(rows.size()) + 1) * (ImGui::GetTextLineHeight() + 2 * st.CellPadding.y) +
                       st.ScrollbarSize + 2;
  if (!ImGui::BeginTable("object tests", 6, flags, ImVec2(0, height))) return;
  ImGui::TableSetupScrollFreeze(1, 1);
  for (const char* h : {"object", "outcome", "push", "side", "overlap", "why"}) ImGui::TableSetupColumn(h);
  ImGui::TableHeadersRow();
  const ImVec4 colour = colourOf(object_colours::kTestMoved);
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const ObjectTestRow& row = rows[i];
    ImGui::PushID(static_cast<int>(i));
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(row.object.c_str());
    ImGui::TableNextColumn();
    if (row.acted) {
      ImGui::TextColored(colour, "%s", row.outcome.c_str());
    } else {
      ImGui::TextDisabled("%s", row.outcome.c_str());
    }
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(row.push.c_str());
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(row.side.c_str());
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(row.overlap.c_str());
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("SolidObject's d5 (horizontal) and d1 (vertical): the smaller picks the side");
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(row.why.c_str());
    // The reason runs past the panel's edge at 1280 px: all of it on hover.
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", row.why.c_str());
    ImGui::PopID();
  }
  ImGui::EndTable();
  noteWidget(ctx, "object-tests");
}

}  // namespace

float InspectorPanel::draw(EditorContext& ctx, PanelArea area) {
  const float h = area.bottom - area.top;
  ImGui::SetNextWindowSize(ImVec2(390, h), ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowSizeConstraints(ImVec2(260, h), ImVec2(area.windowWidth * 0.5f, h));
  float width = 390;
  if (ImGui::Begin("Inspector", nullptr, ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse)) {
    const DebugController& controller = ctx.debugger.timeline.active();
    // The platform tool's fields stay where the status bar sends the user, debugger or not.
    if (ctx.tool == Tool::Object) {
      drawObjectSection(ctx);
      ImGui::Separator();
    }
    // Tabs keep their whole names and the bar scrolls, rather than "Senso..." in a narrow column.
    // One tab bar per controller: each keeps its own selected tab.
    if (ImGui::BeginTabBar(controller.inspectorId(), ImGuiTabBarFlags_FittingPolicyScroll)) {
      // At the tab bar's right end, where the other columns have theirs.
      if (ImGui::TabItemButton(">", ImGuiTabItemFlags_Trailing | ImGuiTabItemFlags_NoTooltip)) ctx.rightColumnHidden = true;
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("Hide the inspector (Shift+Tab folds both columns): more room for the level");
      for (const InspectorTabSpec& tab : controller.inspectorTabs()) {
        const bool open = ImGui::BeginTabItem(tab.label);
        noteTab(ctx, tab.label);
        if (open) {
          drawTab(ctx, tab.tab);
          ImGui::EndTabItem();
        }
      }
      ImGui::EndTabBar();
    }
  }
  width = ImGui::GetWindowWidth();
  ImGui::SetWindowPos(ImVec2(area.windowWidth - width, area.top));
  ImGui::End();
  return width;
}

void InspectorPanel::drawTab(EditorContext& ctx, InspectorTab tab) {
  switch (tab) {
    case InspectorTab::SonicState: return state(ctx);
    case InspectorTab::Sensors: return sensors(ctx);
    case InspectorTab::SonicEvents: return events(ctx);
    case InspectorTab::SonicPlots: return plots(ctx);
    case InspectorTab::Physics: return drawPhysicsSettings(ctx);
    case InspectorTab::BoxState: return drawBoxState(ctx);
    case InspectorTab::Probes: return drawBoxProbes(ctx);
    case InspectorTab::BoxConfig: return boxConfig_.draw(ctx);
    case InspectorTab::Events: return drawControllerEvents(ctx);
    case InspectorTab::Plots: return drawControllerPlots(ctx);
    case InspectorTab::Breaks: return drawBreakpoints(ctx);
    case InspectorTab::View: return drawOverlaySettings(ctx);
  }
}

void InspectorPanel::phase(EditorContext& ctx, int phase) {
  const Timeline& t = ctx.debugger.timeline;
  const std::size_t k = t.cursor();
  const StepRecord& r = t.sonic().stepRecord(k + 1);
  const PhaseMark& m = r.phases[phase];
  ImGui::Text("Frame %zu, phase %d of %d:", k, phase + 1, r.phaseCount - 1);
  ImGui::SameLine();
  ImGui::TextColored(kChanged, "%s", phaseName(m.phase));
  ImGui::TextDisabled("Shift+. next phase, Shift+, previous");
  const std::vector<ValueChange> changes = changedValues(stateBeforePhase(r, phase, t.sonic().state(k)), m.after);
  const int casts = m.castEnd - r.phaseCastBegin(phase);
  const int events = m.eventEnd - r.phaseEventBegin(phase);
  if (changes.empty()) ImGui::TextDisabled("changed nothing");
  if (!changes.empty() && ImGui::BeginTable("phase", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn("name", ImGuiTableColumnFlags_WidthFixed, 88);
    ImGui::TableSetupColumn("value", ImGuiTableColumnFlags_WidthStretch);
    for (const ValueChange& c : changes) row(c.name, true, "%s -> %s", c.before.c_str(), c.after.c_str());
    ImGui::EndTable();
  }
  if (casts > 0 || events > 0) ImGui::TextDisabled("%d cast%s, %d event%s in this phase", casts, casts == 1 ? "" : "s", events, events == 1 ? "" : "s");
  for (int i = r.phaseEventBegin(phase); i < m.eventEnd; ++i) ImGui::BulletText("%s", eventName(r.events[i].kind));
  ImGui::Separator();
}

void InspectorPanel::state(EditorContext& ctx) {
  const Timeline& t = ctx.debugger.timeline;
  const std::size_t k = t.cursor();
  if (!t.isSimulated(k)) return;
  const std::optional<int> inside = ctx.debugger.phase();
  if (inside) phase(ctx, *inside);
  const StepRecord* r = inside ? &t.sonic().stepRecord(k + 1) : nullptr;
  const PlayerState& s = r ? r->phases[*inside].after : t.sonic().state(k);
  // What "changed" compares with: the state before the phase, or the previous frame.
  const PlayerState& p = r ? stateBeforePhase(*r, *inside, t.sonic().state(k)) : k > 0 ? t.sonic().state(k - 1) : s;
  if (!inside) {
    ImGui::Text("Frame %zu", k);
    ImGui::SameLine();
  }
  ImGui::TextDisabled(inside ? "The player after this phase (yellow: changed by it)" : "(yellow: changed by this step)");
  if (!ImGui::BeginTable("state", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) return;
  ImGui::TableSetupColumn("name", ImGuiTableColumnFlags_WidthFixed, 88);
  ImGui::TableSetupColumn("value", ImGuiTableColumnFlags_WidthStretch);
  for (const StateRow& field : sonicStateRows(s, p)) row(field.name, field.changed, "%s", field.text.c_str());
  const Input in = t.input(k);
  row("input", false, "%s%s%s%s%s  (row %zu)", in & input::kLeft ? "L" : "-", in & input::kRight ? "R" : "-",
      in & input::kUp ? "U" : "-", in & input::kDown ? "D" : "-", in & input::kJump ? "J" : "-", k);
  ImGui::EndTable();
  if (ctx.debugger.comparison.loaded()) comparison(ctx);
}

// This frame's values beside the comparison trace's, differing ones in its diverged colour.
void InspectorPanel::comparison(EditorContext& ctx) {
  ComparisonTrace& c = ctx.debugger.comparison;
  const Timeline& t = ctx.debugger.timeline;
  const std::size_t k = t.cursor();
  ImGui::Separator();
  ImGui::Text("Compared with %s", c.name().c_str());
  double tolerance = c.tolerance();
  ImGui::SetNextItemWidth(90);
  if (ImGui::InputDouble("tolerance px", &tolerance, 0.0, 0.0, "%.4g")) c.setTolerance(tolerance);
  const std::optional<std::size_t> r = c.rowAt(k);
  if (!r) {
    ImGui::TextDisabled("it has no frame %zu", k);
    return;
  }
  if (!ImGui::BeginTable("comparison", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) return;
  ImGui::TableSetupColumn("name", ImGuiTableColumnFlags_WidthFixed, 84);
  ImGui::TableSetupColumn("ours");
  ImGui::TableSetupColumn("theirs");
  ImGui::TableHeadersRow();
  const PlayerState& s = t.sonic().state(k);
  const ImVec4 differs = colourOf(debug_colours::kComparisonDiverged);
  for (io::TraceColumn col : c.columns()) {
    const double ours = io::traceValue(s, col), theirs = c.trace().at(col, *r);
    const bool same = io::isPixelColumn(col) ? std::abs(theirs - ours) <= c.tolerance() + 1e-9 : ours == theirs;
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextDisabled("%s", io::traceColumnName(col));
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(io::formatTraceValue(col, ours).c_str());
    ImGui::TableNextColumn();
    if (same) {
      ImGui::TextUnformatted(io::formatTraceValue(col, theirs).c_str());
    } else {
      ImGui::TextColored(differs, "%s", io::formatTraceValue(col, theirs).c_str());
    }
  }
  ImGui::EndTable();
}

void InspectorPanel::sensors(EditorContext& ctx) {
  const Timeline& t = ctx.debugger.timeline;
  const std::size_t k = t.cursor();
  if (k == 0 || !t.isSimulated(k)) {
    ImGui::TextWrapped("Frame 0 is the start: step once to see the casts.");
    return;
  }
  const StepRecord& r = t.sonic().stepRecord(k);
  if (r.objectTestCount > 0) objectTests(ctx, r, t.level().objects);
  ImGui::Text("%d casts in the step into frame %zu", r.castCount, k);
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_ScrollX |
                                ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_ScrollY;
  if (!ImGui::BeginTable("casts", 8, flags, ImVec2(0, 0))) return;
  ImGui::TableSetupScrollFreeze(1, 1);
  // What matters first (distance, use, why), the details after: at 1280 px the first columns show unscrolled.
  for (const char* h : {"sensor", "dist", "use", "why", "angle", "anchor", "dir", "tiles (col/row: height)"}) {
    ImGui::TableSetupColumn(h);
  }
  ImGui::TableHeadersRow();
  for (int i = 0; i < r.castCount; ++i) {
    const CastRecord& c = r.casts[i];
    const bool winner = r.floorWinner == i;
    ImGui::PushID(i);
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextColored(colourOf(sensorColour(c.sensor)), "%s%s", sensorName(c.sensor), winner ? " *" : "");
    if (winner && ImGui::IsItemHovered()) ImGui::SetTooltip("the floor sensor whose surface the player took");
    ImGui::TableNextColumn();
    if (c.result.found) {
      ImGui::Text("%d", c.result.distance);
    } else {
      ImGui::TextDisabled("none");
    }
    ImGui::TableNextColumn();
    if (c.use == CastUse::Used) {
      ImGui::TextColored(ImVec4(0.5f, 1.0f, 0.5f, 1), "%s", castUseName(c.use));
    } else {
      ImGui::TextDisabled("%s", castUseName(c.use));
    }
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(whyNot(c.use));
    // The reason runs past the panel's edge at 1280 px: all of it on hover.
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", whyNot(c.use));
    ImGui::TableNextColumn();
    ImGui::Text("%s", c.result.found ? describeAngle(c.result.angle).c_str() : "-");
    ImGui::TableNextColumn();
    ImGui::Text("%d,%d", c.x, c.y);
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(dirName(c.dir));
    ImGui::TableNextColumn();
    std::string tiles;
    for (int v = 0; v < c.result.visitCount; ++v) {
      const TileVisit& tv = c.result.visits[v];
      char one[64];
      std::snprintf(one, sizeof one, "%s(%d,%d) %s%d: %d%s", v ? " -> " : "", tv.tx, tv.ty,
                    c.dir == Dir::Down || c.dir == Dir::Up ? "c" : "r", tv.index, tv.height,
                    !tv.solid ? " empty" : c.result.decidedBy == v ? " hit" : "");
      tiles += one;
    }
    ImGui::TextUnformatted(tiles.c_str());
    ImGui::PopID();
  }
  ImGui::EndTable();
}

void InspectorPanel::events(EditorContext& ctx) {
  Debugger& d = ctx.debugger;
  Timeline& t = d.timeline;
  const std::size_t k = t.cursor();
  ImGui::TextDisabled("THIS FRAME");
  if (k > 0 && t.isSimulated(k)) {
    const auto now = t.sonic().events(k);
    if (now.empty()) ImGui::TextDisabled("no events");
    for (const Event& e : now) ImGui::BulletText("%s", describeEvent(e).c_str());
  }
  ImGui::Separator();
  ImGui::TextDisabled("ALL FRAMES (click to jump)");
  const std::span<const FrameEvent> log = views_.eventLog(t);
  if (ImGui::BeginChild("log")) {
    ImGuiListClipper clip;
    clip.Begin(static_cast<int>(log.size()));
    while (clip.Step()) {
      for (int i = clip.DisplayStart; i < clip.DisplayEnd; ++i) {
        const FrameEvent& fe = log[static_cast<std::size_t>(i)];
        char label[96];
        std::snprintf(label, sizeof label, "%6zu  %s##%d", fe.frame, describeEvent(fe.event).c_str(), i);
        if (ImGui::Selectable(label, fe.frame == k)) {
          d.pause();
          t.jumpTo(fe.frame);
        }
      }
    }
  }
  ImGui::EndChild();
}

void drawTimelinePlot(EditorContext& ctx, const std::vector<float>& values, const char* overlay, float min, float max) {
  const std::size_t k = ctx.debugger.timeline.cursor();
  const float w = ImGui::GetContentRegionAvail().x;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float h = 70;
  ImGui::PlotLines("##plot", values.data(), static_cast<int>(values.size()), 0, overlay, min, max, ImVec2(w, h));
  // The plot spreads the values over its width; mark where the cursor falls.
  if (values.size() > 1) {
    const float x = at.x + ImGui::GetStyle().FramePadding.x +
                    (w - 2 * ImGui::GetStyle().FramePadding.x) * static_cast<float>(k) / static_cast<float>(values.size() - 1);
    ImGui::GetWindowDrawList()->AddLine(ImVec2(x, at.y), ImVec2(x, at.y + h), IM_COL32(255, 220, 80, 220), 1.5f);
  }
  if (ImGui::IsItemHovered() && ImGui::IsMouseClicked(0) && values.size() > 1) {
    const float rel = (ImGui::GetIO().MousePos.x - at.x) / w;
    ctx.debugger.pause();
    ctx.debugger.timeline.jumpTo(static_cast<std::size_t>(std::clamp(rel, 0.0f, 1.0f) * static_cast<float>(values.size() - 1)));
  }
}

void InspectorPanel::plots(EditorContext& ctx) {
  const Timeline& t = ctx.debugger.timeline;
  const std::size_t k = t.cursor();
  const struct {
    Quantity q;
    const char* unit;
  } plots[] = {{Quantity::Gsp, "px/frame"}, {Quantity::Xsp, "px/frame"}, {Quantity::Ysp, "px/frame"}, {Quantity::Angle, "byte"}};
  static_assert(std::size(plots) == HistoryViews::kPlotted.size());
  for (const auto& p : plots) {
    const PlotSeries& series = views_.series(t, p.q);
    const std::vector<float>& values = series.values;
    if (values.empty()) continue;
    char overlay[64];
    const float now = k < values.size() ? values[k] : 0;
    std::snprintf(overlay, sizeof overlay, "%s %.4g %s", quantityName(p.q), static_cast<double>(now), p.unit);
    drawTimelinePlot(ctx, values, overlay, series.min, series.max);
  }
  ImGui::TextDisabled("Click a plot to jump to that frame.");
}

}  // namespace solidtile::editor
