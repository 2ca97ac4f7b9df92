// The timeline dock: transport (play, step, speed, jump), the scrub slider,
// the input track as a piano roll, range edits and markers.
#include "panels/debugger/timeline_panel.h"

#include <algorithm>
#include <cstdio>

#include <imgui.h>
#include <imgui_stdlib.h>

#include "session/shortcuts.h"
#include "panels/text_fit.h"

namespace solidtile::editor {
namespace {

struct ButtonRow {
  Input bit;
  const char* name;
  ImU32 colour;
};
constexpr ButtonRow kRows[] = {
    {input::kLeft, "L", IM_COL32(120, 170, 255, 255)},  {input::kRight, "R", IM_COL32(120, 170, 255, 255)},
    {input::kUp, "U", IM_COL32(150, 220, 150, 255)},    {input::kDown, "D", IM_COL32(150, 220, 150, 255)},
    {input::kJump, "J", IM_COL32(255, 190, 90, 255)},
};
constexpr int kRowCount = 5;
constexpr float kRowHeight = 15;
constexpr float kRulerHeight = 16;
constexpr float kLabelWidth = 18;

std::string tip(const char* what) {
  const char* keys = shortcutKeys(what);
  return keys[0] != '\0' ? std::string(what) + " (" + keys + ")" : std::string(what);
}

// The right edge of the toolbars' items this frame, for --print-layout: a GUI
// test checks that none runs past the markers column.
float toolbarRight = 0, toolbarBottom = 0;
void noteItem() {
  toolbarRight = std::max(toolbarRight, ImGui::GetItemRectMax().x);
  toolbarBottom = std::max(toolbarBottom, ImGui::GetItemRectMax().y);
}

// The next item goes on this line when `width` more fits, else on the next:
// at 1280 px the toolbar wraps instead of running under the markers column.
void flow(float width) {
  noteItem();
  ImGui::SameLine();
  if (ImGui::GetContentRegionAvail().x < width) ImGui::NewLine();
}
float buttonWidth(const char* label) { return ImGui::CalcTextSize(label).x + ImGui::GetStyle().FramePadding.x * 2; }
bool flowButton(const char* label) {
  flow(buttonWidth(label));
  return ImGui::SmallButton(label);
}

bool iconButton(const char* label, const char* what, bool enabled = true) {
  ImGui::BeginDisabled(!enabled);
  const bool pressed = ImGui::Button(label);
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("%s", tip(what).c_str());
  return pressed;
}

}  // namespace

float TimelinePanel::draw(EditorContext& ctx, float left, float right, float bottom) {
  // Room for the toolbar and the range buttons when they wrap (1280 px with
  // both side panels), more when last frame's rows needed it, up to half the window.
  const float height = std::clamp(contentHeight_, 262.0f, std::max(262.0f, bottom * 0.5f));
  ImGui::SetNextWindowPos(ImVec2(left, bottom - height));
  ImGui::SetNextWindowSize(ImVec2(std::max(100.0f, right - left), height));
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                                 ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoScrollbar;
  if (ImGui::Begin("Timeline", nullptr, flags)) {
    if (ImGui::BeginTable("timeline", 2, ImGuiTableFlags_BordersInnerV)) {
      ImGui::TableSetupColumn("track", ImGuiTableColumnFlags_WidthStretch);
      ImGui::TableSetupColumn("markers", ImGuiTableColumnFlags_WidthFixed, 190);
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      toolbarRight = toolbarBottom = 0;
      transport(ctx);
      pianoRoll(ctx);
      rangeTools(ctx);
      ctx.toolbarRight = toolbarRight;
      ctx.toolbarBottom = toolbarBottom;
      contentHeight_ = toolbarBottom - ImGui::GetWindowPos().y + ImGui::GetStyle().WindowPadding.y + 2;
      ctx.timelineBottom = ImGui::GetWindowPos().y + ImGui::GetWindowHeight() - ImGui::GetStyle().WindowPadding.y;
      ImGui::TableNextColumn();
      ctx.markersLeft = ImGui::GetCursorScreenPos().x;
      if (ImGui::BeginTabBar("side")) {
        const bool markersOpen = ImGui::BeginTabItem("Markers");
        noteTab(ctx, "Markers");
        if (markersOpen) {
          markers(ctx);
          ImGui::EndTabItem();
        }
        const bool branchesOpen = ImGui::BeginTabItem("Branches");
        noteTab(ctx, "Branches");
        if (branchesOpen) {
          branches_.draw(ctx);
          ImGui::EndTabItem();
        }
        ImGui::EndTabBar();
      }
      ImGui::EndTable();
    }
  }
  ImGui::End();
  return height;
}

void TimelinePanel::transport(EditorContext& ctx) {
  Debugger& d = ctx.debugger;
  Timeline& t = d.timeline;
  if (iconButton("|<", "Restart")) {
    d.pause();
    t.restart();
  }
  ImGui::SameLine();
  if (iconButton("<", "Step back", t.cursor() > 0)) d.stepBack();
  ImGui::SameLine();
  ImGui::PushStyleColor(ImGuiCol_Button, d.playing ? IM_COL32(170, 70, 60, 255) : IM_COL32(50, 120, 70, 255));
  if (iconButton(d.playing ? " Pause " : " Play  ", "Play / pause")) d.togglePlay();
  ImGui::PopStyleColor();
  ImGui::SameLine();
  if (iconButton(">", "Step forward", !t.atCap() || t.cursor() < t.frameCount())) d.stepForward();
  ImGui::SameLine();
  ImGui::PushStyleColor(ImGuiCol_Button, d.recording ? IM_COL32(150, 40, 40, 255) : IM_COL32(60, 60, 68, 255));
  if (iconButton(d.recording ? "REC" : "rec", "Record live keys")) d.recording = !d.recording;
  ImGui::PopStyleColor();
  ImGui::SameLine();
  ImGui::SetNextItemWidth(64);
  if (ImGui::BeginCombo("##speed", speedLabel(d.speed()))) {
    for (int i = 0; i < static_cast<int>(kPlaybackSpeeds.size()); ++i) {
      if (ImGui::Selectable(speedLabel(kPlaybackSpeeds[static_cast<std::size_t>(i)]), i == d.speedIndex)) d.speedIndex = i;
    }
    ImGui::EndCombo();
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Playback speed (Ctrl+, slower, Ctrl+. faster)");
  char where[96];
  int n = std::snprintf(where, sizeof where, "frame %zu / %zu", t.cursor(), t.frameCount());
  if (const std::optional<int> phase = d.phase()) {
    std::snprintf(where + n, sizeof where - static_cast<std::size_t>(n), " + %s",
                  t.active().phaseName(t.cursor() + 1, *phase));
  }
  flow(ImGui::CalcTextSize(where).x);
  ImGui::TextUnformatted(where);
  flow(buttonWidth("Run to break"));
  if (iconButton("Run to break", "Run to the next breakpoint")) d.runToBreak(t.maxFrames());
  flow(90);
  ImGui::Checkbox("Follow", &d.follow);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Keep the player in view while it moves");
  flow(60 + buttonWidth("Go") + 8);
  ImGui::SetNextItemWidth(60);
  ImGui::InputInt("##jump", &jumpFrame_, 0, 0);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Frame to go to");
  ImGui::SameLine();
  if (ImGui::Button("Go") || (ImGui::IsItemDeactivated() && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter)))) {
    d.pause();
    t.jumpTo(static_cast<std::size_t>(std::max(0, jumpFrame_)));
  }
  // The start's line wraps as a whole: its own width, not a guess (with a
  // narrow tool column the guess let it run under the markers column).
  char start[64];
  if (d.placed()) {
    std::snprintf(start, sizeof start, "test start %d,%d", *t.start().startX, *t.start().startY);
    flow(ImGui::CalcTextSize(start).x + ImGui::GetStyle().ItemSpacing.x + buttonWidth("Level start"));
    ImGui::TextDisabled("%s", start);
    ImGui::SameLine();
    if (ImGui::SmallButton("Level start")) d.useLevelStart();
  } else {
    std::snprintf(start, sizeof start, "level start (K places a test player)");
    flow(ImGui::CalcTextSize(start).x);
    ImGui::TextDisabled("%s", start);
  }
  noteItem();

  int frame = static_cast<int>(t.cursor());
  ImGui::SetNextItemWidth(-1);
  if (ImGui::SliderInt("##scrub", &frame, 0, static_cast<int>(t.frameCount()), "frame %d")) {
    d.pause();
    t.jumpTo(static_cast<std::size_t>(frame));
  }
  if (const std::string_view why = pauseShown_.shown(d.pauseReason, ImGui::GetTime()); !why.empty()) {
    ImGui::TextColored(ImVec4(1.0f, 0.75f, 0.3f, 1), "%.*s", static_cast<int>(why.size()), why.data());
  } else if (d.comparison.loaded()) {
    comparisonStatus(ctx);
  } else if (ImGui::GetContentRegionAvail().x > 560) {  // narrow: the room goes to the wrapped buttons
    ImGui::TextDisabled("Space play  . , step  Shift+. , phases  REC: arrows + Z drive the player");
  }
}

void TimelinePanel::pianoRoll(EditorContext& ctx) {
  Debugger& d = ctx.debugger;
  Timeline& t = d.timeline;
  const float width = ImGui::GetContentRegionAvail().x;
  const float height = kRulerHeight + kRowCount * kRowHeight + 2;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const std::size_t visible = static_cast<std::size_t>(std::max(1.0f, (width - kLabelWidth) / cellWidth_));
  const std::size_t cursor = t.cursor();
  if (followCursor_ && (cursor < firstVisible_ || cursor >= firstVisible_ + visible)) {
    firstVisible_ = cursor > visible / 3 ? cursor - visible / 3 : 0;
  }
  ImGui::InvisibleButton("##roll", ImVec2(width, height), ImGuiButtonFlags_MouseButtonLeft);
  const bool hovered = ImGui::IsItemHovered();
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const float gx = at.x + kLabelWidth;
  ctx.pianoRoll = {gx, at.y + kRulerHeight, cellWidth_, kRowHeight};
  auto frameAt = [&](float x) {
    const float rel = std::max(0.0f, x - gx) / cellWidth_;
    return firstVisible_ + static_cast<std::size_t>(rel);
  };
  const std::size_t mouseFrame = frameAt(mouse.x);
  const int mouseRow = static_cast<int>((mouse.y - at.y - kRulerHeight) / kRowHeight);
  if (hovered && ImGui::GetIO().MouseWheel != 0) {
    const int step = static_cast<int>(visible / 8 + 1) * (ImGui::GetIO().MouseWheel > 0 ? -1 : 1);
    firstVisible_ = static_cast<std::size_t>(std::max<long>(0, static_cast<long>(firstVisible_) + step));
    followCursor_ = false;
  }
  if (ImGui::IsItemActivated()) {
    followCursor_ = false;
    if (mouse.y < at.y + kRulerHeight) {
      selecting_ = ImGui::GetIO().KeyShift;
      if (selecting_) selFrom_ = selTo_ = mouseFrame;
    } else if (mouseRow >= 0 && mouseRow < kRowCount) {
      paintButton_ = mouseRow;
      paintDown_ = (t.input(mouseFrame) & kRows[mouseRow].bit) == 0;
      paintMerge_ = ctx.newMergeId();
      ctx.editInputs(paintDown_ ? "Hold button" : "Release button",
                     [&](Timeline& tl) { tl.setButtons(mouseFrame, kRows[mouseRow].bit, paintDown_); }, paintMerge_);
      lastPainted_ = mouseFrame;
    }
  }
  if (ImGui::IsItemActive()) {
    if (paintButton_ >= 0 && mouseFrame != lastPainted_) {
      // Every frame the pointer crossed since the last event, so a fast drag leaves no gaps.
      const std::size_t a = std::min(mouseFrame, lastPainted_), b = std::max(mouseFrame, lastPainted_);
      ctx.editInputs(paintDown_ ? "Hold button" : "Release button",
                     [&](Timeline& tl) { tl.paintButtons(a, b - a + 1, kRows[paintButton_].bit, paintDown_); }, paintMerge_);
      lastPainted_ = mouseFrame;
    } else if (selecting_) {
      selTo_ = mouseFrame;
    } else if (paintButton_ < 0) {
      d.pause();
      t.jumpTo(mouseFrame);
    }
  } else {
    if (paintButton_ >= 0) ctx.doc.history.seal();
    paintButton_ = -1;
    selecting_ = false;
  }
  if (ImGui::IsItemDeactivated()) followCursor_ = true;

  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float right = at.x + width;
  dl->AddRectFilled(at, ImVec2(right, at.y + height), IM_COL32(22, 24, 29, 255));
  dl->PushClipRect(at, ImVec2(right, at.y + height), true);
  const std::size_t last = firstVisible_ + visible;
  auto cellX = [&](std::size_t f) { return gx + static_cast<float>(f - firstVisible_) * cellWidth_; };
  if (selFrom_ && selTo_) {
    const std::size_t a = std::min(*selFrom_, *selTo_), b = std::max(*selFrom_, *selTo_);
    if (b >= firstVisible_ && a < last) {
      dl->AddRectFilled(ImVec2(cellX(std::max(a, firstVisible_)), at.y), ImVec2(cellX(std::min(b + 1, last)), at.y + height),
                        IM_COL32(90, 140, 230, 60));
    }
  }
  for (std::size_t f = firstVisible_; f < last; ++f) {
    const float x = cellX(f);
    if (f % 10 == 0) {
      dl->AddLine(ImVec2(x, at.y + (f % 60 == 0 ? 2 : 9)), ImVec2(x, at.y + kRulerHeight), IM_COL32(150, 150, 160, 200));
      if (f % 60 == 0) {
        const std::string label = std::to_string(f);
        dl->AddText(ImVec2(x + 2, at.y), IM_COL32(170, 170, 180, 255), label.c_str());
      }
    }
    const bool pastEnd = f >= t.frameCount();
    const Input in = t.input(f);
    for (int r = 0; r < kRowCount; ++r) {
      const float y = at.y + kRulerHeight + static_cast<float>(r) * kRowHeight;
      const bool held = (in & kRows[r].bit) != 0;
      const ImU32 c = held ? kRows[r].colour : pastEnd ? IM_COL32(30, 32, 36, 255) : IM_COL32(44, 48, 56, 255);
      dl->AddRectFilled(ImVec2(x, y + 1), ImVec2(x + cellWidth_ - 1, y + kRowHeight - 1), c);
    }
  }
  if (const auto div = d.comparison.divergence(); div && *div >= firstVisible_ && *div < last) {
    // The first frame where the comparison trace parts from ours: a block on the ruler and a line down the track.
    const float x = cellX(*div);
    const ImU32 c = debug_colours::kComparisonDiverged | 0xFF000000u;
    dl->AddRectFilled(ImVec2(x, at.y), ImVec2(x + cellWidth_, at.y + kRulerHeight), c);
    dl->AddLine(ImVec2(x + cellWidth_ / 2, at.y + kRulerHeight), ImVec2(x + cellWidth_ / 2, at.y + height), c, 2);
  }
  for (const Marker& m : t.markers.all()) {
    if (m.frame < firstVisible_ || m.frame >= last) continue;
    const float x = cellX(m.frame);
    dl->AddTriangleFilled(ImVec2(x - 4, at.y), ImVec2(x + 4, at.y), ImVec2(x, at.y + 7), IM_COL32(255, 210, 60, 255));
    dl->AddLine(ImVec2(x, at.y), ImVec2(x, at.y + height), IM_COL32(255, 210, 60, 120));
  }
  if (cursor >= firstVisible_ && cursor < last) {
    const float x = cellX(cursor);
    dl->AddRect(ImVec2(x - 1, at.y + kRulerHeight), ImVec2(x + cellWidth_, at.y + height), IM_COL32(255, 255, 255, 230));
    dl->AddTriangleFilled(ImVec2(x - 3, at.y + kRulerHeight - 6), ImVec2(x + cellWidth_ + 2, at.y + kRulerHeight - 6),
                          ImVec2(x + cellWidth_ / 2, at.y + kRulerHeight), IM_COL32(255, 255, 255, 255));
  }
  dl->AddRectFilled(at, ImVec2(gx, at.y + height), IM_COL32(22, 24, 29, 255));
  for (int r = 0; r < kRowCount; ++r) {
    dl->AddText(ImVec2(at.x + 5, at.y + kRulerHeight + static_cast<float>(r) * kRowHeight), kRows[r].colour, kRows[r].name);
  }
  dl->PopClipRect();
  if (hovered && mouseRow >= 0 && mouseRow < kRowCount && paintButton_ < 0) {
    ImGui::SetTooltip("frame %zu  %s  (click toggles, drag paints; Shift+drag on the ruler selects)", mouseFrame,
                      kRows[mouseRow].name);
  }
}

void TimelinePanel::comparisonStatus(EditorContext& ctx) {
  Debugger& d = ctx.debugger;
  const ComparisonTrace& c = d.comparison;
  if (const auto div = c.divergence()) {
    std::string columns;
    for (io::TraceColumn col : c.differing()) columns += std::string(columns.empty() ? "" : ", ") + io::traceColumnName(col);
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(debug_colours::kComparisonDiverged | 0xFF000000u),
                       "%s parts at frame %zu (%s)", c.name().c_str(), *div, columns.c_str());
    ImGui::SameLine();
    if (ImGui::SmallButton("Jump there")) {
      d.pause();
      d.timeline.jumpTo(*div);
    }
  } else {
    ImGui::TextDisabled("%s agrees with this run over %zu frames", c.name().c_str(), c.diff().common);
  }
}

void TimelinePanel::rangeTools(EditorContext& ctx) {
  Timeline& t = ctx.debugger.timeline;
  const bool selected = selFrom_ && selTo_;
  const std::size_t a = selected ? std::min(*selFrom_, *selTo_) : t.cursor();
  const std::size_t count = selected ? std::max(*selFrom_, *selTo_) - a + 1 : 1;
  if (selected) {
    ImGui::Text("frames %zu-%zu", a, a + count - 1);
  } else {
    ImGui::TextDisabled("at frame %zu", a);
  }
  if (flowButton("Insert")) ctx.editInputs("Insert frames", [&](Timeline& tl) { tl.insertRows(a, count); });
  if (flowButton("Delete")) ctx.editInputs("Delete frames", [&](Timeline& tl) { tl.deleteRows(a, count); });
  if (flowButton("Copy")) clipboard_ = t.copyRows(a, count);
  ImGui::BeginDisabled(clipboard_.empty());
  if (flowButton("Paste over")) {
    ctx.editInputs("Paste frames", [&](Timeline& tl) { tl.pasteRows(a, clipboard_, PasteMode::Overwrite); });
  }
  if (flowButton("Paste insert")) {
    ctx.editInputs("Paste frames", [&](Timeline& tl) { tl.pasteRows(a, clipboard_, PasteMode::Insert); });
  }
  ImGui::EndDisabled();
  // Short labels (the tooltips say the rest): at 1280 px the range buttons fit in two rows.
  if (flowButton("Unselect")) selFrom_ = selTo_ = std::nullopt;
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Clear the frame selection");
  flow(72);
  ImGui::SetNextItemWidth(72);
  ImGui::SliderFloat("##cell", &cellWidth_, 3, 20, "cell %.0f");
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Piano roll cell width in pixels");
  if (flowButton("Open...")) ctx.movieOpenRequested = true;
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Open an input movie (and its branches)");
  if (flowButton("Save...")) ctx.movieSaveRequested = true;
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Save the input movie (and its branches beside it)");
  noteItem();
}

void TimelinePanel::markers(EditorContext& ctx) {
  Debugger& d = ctx.debugger;
  Timeline& t = d.timeline;
  ImGui::SetNextItemWidth(110);
  ImGui::InputTextWithHint("##name", "name", &markerName_);
  ImGui::SameLine();
  if (ImGui::SmallButton("Add")) {
    const std::string name = markerName_.empty() ? "frame " + std::to_string(t.cursor()) : markerName_;
    ctx.editInputs("Add marker", [&](Timeline& tl) {
      if (!tl.markers.add(tl.cursor(), name)) tl.markers.rename(tl.cursor(), name);
    });
    markerName_.clear();
  }
  if (ImGui::BeginChild("markerlist", ImVec2(0, 0), false)) {
    for (const Marker& m : std::vector<Marker>(t.markers.all().begin(), t.markers.all().end())) {
      ImGui::PushID(static_cast<int>(m.frame));
      if (renaming_ == m.frame) {
        ImGui::SetNextItemWidth(110);
        if (ImGui::InputText("##rename", &renameText_, ImGuiInputTextFlags_EnterReturnsTrue)) {
          ctx.editInputs("Rename marker", [&](Timeline& tl) { tl.markers.rename(m.frame, renameText_); });
          renaming_.reset();
        }
      } else {
        char label[160];
        std::snprintf(label, sizeof label, "%5zu  %.60s", m.frame, m.name.c_str());
        if (ImGui::Selectable(label, m.frame == t.cursor(), 0, ImVec2(120, 0))) {
          d.pause();
          t.jumpTo(m.frame);
        }
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("Click to jump there");
      }
      ImGui::SameLine();
      if (ImGui::SmallButton("ren")) {
        renaming_ = m.frame;
        renameText_ = m.name;
      }
      ImGui::SameLine();
      if (ImGui::SmallButton("x")) ctx.editInputs("Remove marker", [&](Timeline& tl) { tl.markers.remove(m.frame); });
      ImGui::PopID();
    }
  }
  ImGui::EndChild();
}

}  // namespace solidtile::editor
