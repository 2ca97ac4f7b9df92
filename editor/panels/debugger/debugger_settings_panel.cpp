// The inspector's settings tabs: the physics config (profile, every constant,
// the quirk switches), breakpoints, and what the overlay shows with its legend
// and the live keys.
#include "panels/debugger/debugger_settings_panel.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <imgui.h>

#include "model/concat.h"
#include "model/config_fields.h"
#include "model/camera_overlay.h"
#include "model/object_overlay.h"
#include "panels/debugger/inspector_colours.h"
#include "panels/text_fit.h"

namespace solidtile::editor {
namespace {


std::string keyName(int key) {
  switch (key) {
    case GLFW_KEY_LEFT: return "Left";
    case GLFW_KEY_RIGHT: return "Right";
    case GLFW_KEY_UP: return "Up";
    case GLFW_KEY_DOWN: return "Down";
    case GLFW_KEY_SPACE: return "Space";
    case GLFW_KEY_LEFT_SHIFT: return "Left Shift";
    case GLFW_KEY_RIGHT_SHIFT: return "Right Shift";
    case GLFW_KEY_LEFT_CONTROL: return "Left Ctrl";
    case GLFW_KEY_ENTER: return "Enter";
    default: break;
  }
  if (const char* n = glfwGetKeyName(key, 0)) {
    std::string s = n;
    for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return s;
  }
  return "key " + std::to_string(key);
}

// stacked: the value under its name in one column (a narrow inspector).
void editField(EditorContext& ctx, PlayerConfig& cfg, const ConfigField& f, bool stacked, bool* changed) {
  ImGui::PushID(f.name);
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  const bool differs = differsFromProfile(cfg, f);
  if (differs) {
    ImGui::TextColored(ImVec4(1.0f, 0.8f, 0.3f, 1), "%s", f.name);
  } else {
    ImGui::TextUnformatted(f.name);
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", f.help);
  if (!stacked) ImGui::TableNextColumn();
  ImGui::SetNextItemWidth(-1);
  if (f.kind == ConfigField::Kind::Flag) {
    bool v = configFlag(cfg, f);
    if (ImGui::Checkbox("##v", &v)) {
      *f.flag(cfg) = v;
      *changed = true;
    }
  } else {
    int v = configNumber(cfg, f);
    const char* fmt = "%d";
    char shown[48];
    if (f.kind == ConfigField::Kind::Speed) {
      std::snprintf(shown, sizeof shown, "%%d  (%s px)", formatPixels(v).c_str());
      fmt = shown;
    }
    if (ImGui::DragInt("##v", &v, 1.0f, -65536, 65536, fmt)) {
      *f.number(cfg) = v;
      *changed = true;
    }
    char text[64];
    if (f.kind == ConfigField::Kind::Speed) {
      std::snprintf(text, sizeof text, "%d  (%s px)", v, formatPixels(v).c_str());
    } else {
      std::snprintf(text, sizeof text, "%d", v);
    }
    noteIfLabelCut(ctx, text, ImGui::GetStyle().FramePadding.x);
  }
  ImGui::TableNextColumn();
  ImGui::BeginDisabled(!differs);
  if (ImGui::SmallButton("reset")) {
    resetToProfile(cfg, f);
    *changed = true;
  }
  ImGui::EndDisabled();
  ImGui::PopID();
}

}  // namespace

void drawPhysicsSettings(EditorContext& ctx) {
  Timeline& t = ctx.debugger.timeline;
  PlayerConfig cfg = t.config();
  bool changed = false;
  int profile = static_cast<int>(cfg.profile);
  ImGui::SetNextItemWidth(140);
  if (ImGui::Combo("profile", &profile, "guide\0sonic1\0sonic2\0sonic3k\0")) {
    cfg = defaultPlayerConfig(static_cast<Profile>(profile));
    changed = true;
  }
  ImGui::SameLine();
  if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize("Reset all").x + ImGui::GetStyle().FramePadding.x * 2) ImGui::NewLine();
  const bool reset = ImGui::SmallButton("Reset all");
  noteIfPastEdge(ctx, "Reset all");
  if (reset) {
    cfg = defaultPlayerConfig(cfg.profile);
    changed = true;
  }
  ImGui::TextDisabled("THE SEED'S QUIRKS");
  changed |= ImGui::Checkbox("Fix quirk 1: sloped ledge", &cfg.fixSlopedLedgeQuirk);
  changed |= ImGui::Checkbox("Fix quirk 2: opposite slopes", &cfg.fixOppositeSlopesQuirk);
  int sine = static_cast<int>(cfg.sine), air = static_cast<int>(cfg.air), balance = static_cast<int>(cfg.balance);
  ImGui::SetNextItemWidth(140);
  if (ImGui::Combo("sine", &sine, "rounded\0sonic1\0")) cfg.sine = static_cast<SineTable>(sine), changed = true;
  ImGui::SetNextItemWidth(140);
  if (ImGui::Combo("air", &air, "all sensors\0sonic1 quadrants\0sonic3 quadrants\0")) cfg.air = static_cast<AirCollision>(air), changed = true;
  ImGui::SetNextItemWidth(140);
  if (ImGui::Combo("balance", &balance, "guide\0sonic1\0sonic2\0")) cfg.balance = static_cast<BalanceRule>(balance), changed = true;
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  ImGui::TextWrapped("CONSTANTS (speeds in subpixels; yellow: differs from the profile)");
  ImGui::PopStyleColor();
  noteIfPastEdge(ctx, "CONSTANTS");
  // Names and values whole: when the inspector is narrower than both side by
  // side, each value goes under its name instead of cutting "rollFromStandSpeed"
  // or "(0.046875 px)".
  float nameWidth = 0;
  for (const ConfigField& f : configFields()) nameWidth = std::max(nameWidth, ImGui::CalcTextSize(f.name).x);
  const float valueWidth = ImGui::CalcTextSize("-65536  (-256.00390625 px)").x + ImGui::GetStyle().FramePadding.x * 2;
  const float cellPadding = ImGui::GetStyle().CellPadding.x * 6;
  const bool stacked = ImGui::GetContentRegionAvail().x < nameWidth + valueWidth + 40 + cellPadding;
  if (ImGui::BeginTable("cfg", stacked ? 2 : 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingStretchProp)) {
    if (stacked) {
      ImGui::TableSetupColumn("field and value", ImGuiTableColumnFlags_WidthStretch);
    } else {
      ImGui::TableSetupColumn("field", ImGuiTableColumnFlags_WidthStretch, 1.2f);
      ImGui::TableSetupColumn("value", ImGuiTableColumnFlags_WidthStretch, 1.0f);
    }
    ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed, 40);
    for (const ConfigField& f : configFields()) {
      if (f.flag != nullptr && (f.flag(cfg) == &cfg.fixSlopedLedgeQuirk || f.flag(cfg) == &cfg.fixOppositeSlopesQuirk)) continue;
      editField(ctx, cfg, f, stacked, &changed);
    }
    ImGui::EndTable();
  }
  // Re-simulates lazily from frame 0 and keeps the old path as the ghost.
  if (changed) t.setConfig(cfg);
}

void drawBreakpoints(EditorContext& ctx) {
  Debugger& d = ctx.debugger;
  Breakpoints& bps = d.timeline.breakpoints;
  ImGui::TextWrapped("Playback and Run to break pause on the frame a breakpoint fires.");
  int removeId = 0;
  for (const Breakpoint& b : bps.all()) {
    ImGui::PushID(b.id);
    bool on = b.enabled;
    if (ImGui::Checkbox("##on", &on)) bps.setEnabled(b.id, on);
    ImGui::SameLine();
    const bool fired = std::any_of(d.lastHits().begin(), d.lastHits().end(), [&](const BreakHit& h) { return h.id == b.id; });
    if (fired) {
      ImGui::TextColored(ImVec4(1.0f, 0.75f, 0.3f, 1), "%s  (fired)", describeCondition(b.when).c_str());
    } else {
      ImGui::TextUnformatted(describeCondition(b.when).c_str());
    }
    ImGui::SameLine();
    if (ImGui::SmallButton("x")) removeId = b.id;
    ImGui::PopID();
  }
  if (removeId != 0) bps.remove(removeId);
  ImGui::Separator();

  static int kind = 0, eventKind = 0, sensor = 0, mode = 0, quantity = static_cast<int>(Quantity::Gsp), compare = 0;
  static bool absolute = true;
  static float value = 2.5f;
  ImGui::TextDisabled("ADD");
  ImGui::RadioButton("on an event", &kind, 0);
  ImGui::SameLine();
  ImGui::RadioButton("on a value", &kind, 1);
  ImGui::SameLine();
  ImGui::RadioButton("on a box event", &kind, 2);
  static int boxEvent = 0;
  if (kind == 2) {
    ImGui::SetNextItemWidth(170);
    if (ImGui::BeginCombo("box event", boxEventName(static_cast<BoxEvent>(boxEvent)))) {
      for (int e = 0; e <= static_cast<int>(BoxEvent::Spiked); ++e) {
        if (ImGui::Selectable(boxEventName(static_cast<BoxEvent>(e)), e == boxEvent)) boxEvent = e;
      }
      ImGui::EndCombo();
    }
    ImGui::TextDisabled("fires only while the box is the debugger's controller");
  } else if (kind == 0) {
    ImGui::SetNextItemWidth(170);
    // Every kind fits unscrolled: the list is a short read, not a search.
    const bool open = ImGui::BeginCombo("event", eventName(static_cast<EventKind>(eventKind)), ImGuiComboFlags_HeightLargest);
    noteWidget(ctx, "break-event");
    if (open) {
      for (int e = 0; e < kEventKindCount; ++e) {
        if (ImGui::Selectable(eventName(static_cast<EventKind>(e)), e == eventKind)) eventKind = e;
        if (ImGui::IsItemVisible()) noteWidget(ctx, concat("event:", eventName(static_cast<EventKind>(e))));
      }
      ImGui::EndCombo();
    }
    ImGui::SetNextItemWidth(170);
    ImGui::Combo("only if sensor", &sensor, "any\0A\0B\0C\0D\0push-left\0push-right\0centre\0climb\0");
    ImGui::SetNextItemWidth(170);
    ImGui::Combo("only in mode", &mode, "any\0floor\0right wall\0ceiling\0left wall\0");
  } else {
    ImGui::SetNextItemWidth(80);
    ImGui::Combo("##q", &quantity, "x\0y\0xsp\0ysp\0gsp\0angle\0");
    ImGui::SameLine();
    ImGui::Checkbox("|abs|", &absolute);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(50);
    ImGui::Combo("##c", &compare, "<\0>\0");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(80);
    ImGui::InputFloat("##v", &value, 0, 0, "%.4g");
    ImGui::TextDisabled(quantity == static_cast<int>(Quantity::Angle) ? "angle as a byte 0..255" : "in pixels (per frame)");
  }
  const bool add = ImGui::Button("Add breakpoint");
  noteWidget(ctx, "break-add");
  if (add) {
    if (kind == 2) {
      bps.add(BoxEventCondition{static_cast<BoxEvent>(boxEvent)});
    } else if (kind == 0) {
      EventCondition c{static_cast<EventKind>(eventKind)};
      if (sensor > 0) c.sensor = static_cast<SensorId>(sensor - 1);
      if (mode > 0) c.mode = static_cast<Mode>(mode - 1);
      bps.add(c);
    } else {
      const bool angle = quantity == static_cast<int>(Quantity::Angle);
      const auto v = static_cast<std::int32_t>(std::lround(static_cast<double>(value) * (angle ? 1 : kSubPerPixel)));
      bps.add(ThresholdCondition{static_cast<Quantity>(quantity), compare == 0 ? Compare::Below : Compare::Above, v, absolute});
    }
  }
}

void drawOverlaySettings(EditorContext& ctx) {
  Debugger& d = ctx.debugger;
  DebugOverlayOptions& o = d.overlay;
  ImGui::TextDisabled("OVERLAY");
  ImGui::Checkbox("Sensors", &o.sensors);
  ImGui::SameLine();
  ImGui::Checkbox("Unused (dimmed)", &o.unusedSensors);
  ImGui::Checkbox("Tiles read", &o.tiles);
  ImGui::SameLine();
  ImGui::Checkbox("Labels", &o.labels);
  ImGui::Checkbox("Body, angle, mode", &o.body);
  ImGui::Checkbox("Trail", &o.trail);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(100);
  ImGui::SliderInt("frames", &o.trailFrames, 10, 600);
  ImGui::Checkbox("Onion skin (last frame)", &o.onion);
  ImGui::Checkbox("Ghost of the path before the last change", &o.ghost);
  if (d.timeline.ghost()) {
    ImGui::SameLine();
    if (ImGui::SmallButton("clear")) d.timeline.clearGhost();
    // Undo and redo are changes too: after Ctrl+Z the ghost is the edited level's path.
    if (d.timeline.ghost() && !d.timeline.ghost()->cause.empty()) ImGui::TextDisabled("  before: %s", d.timeline.ghost()->cause.c_str());
  }
  ImGui::Checkbox("Comparison trace (File > Load comparison trace)", &o.comparison);
  ImGui::Checkbox("Ghost of another input branch (Branches in the timeline)", &o.branchGhost);
  ImGui::Checkbox("Objects: solid boxes, the one stood on, the step's tests", &o.objects);
  int screen = static_cast<int>(o.screen);
  ImGui::SetNextItemWidth(130);
  if (ImGui::Combo("Game screen where the camera is", &screen, "off\0game profiles\0every profile\0")) {
    o.screen = static_cast<ScreenOverlay>(std::clamp(screen, 0, 2));
  }
  noteWidget(ctx, "overlay-screen");
  ImGui::Separator();
  ImGui::TextDisabled("LEGEND");
  const struct {
    SensorId id;
    const char* what;
  } sensors[] = {{SensorId::A, "floor, left foot"},      {SensorId::B, "floor, right foot"},
                 {SensorId::C, "ceiling, left"},         {SensorId::D, "ceiling, right"},
                 {SensorId::PushLeft, "push (wall), left"}, {SensorId::PushRight, "push (wall), right"},
                 {SensorId::Centre, "centre (balance)"}, {SensorId::Climb, "Knuckles' grab and climb"}};
  for (const auto& s : sensors) {
    ImGui::ColorButton(sensorName(s.id), colourOf(sensorColour(s.id)), ImGuiColorEditFlags_NoTooltip, ImVec2(14, 14));
    ImGui::SameLine();
    ImGui::Text("%-2s %s", sensorLabel(s.id), s.what);
  }
  const struct {
    Colour c;
    const char* what;
  } others[] = {{debug_colours::kHit, "hit pixel (framed: the winning floor sensor, also *)"},
                {debug_colours::kBox, "radii box, mode label"},
                {debug_colours::kCentre, "centre pixel"},
                {debug_colours::kAngle, "angle: the surface tangent"},
                {debug_colours::kTrail, "trail of past centres"},
                {debug_colours::kOnion, "last frame's box"},
                {debug_colours::kGhost, "ghost: path before the last change (edit, undo, redo)"},
                {debug_colours::kGhostChanged, "ghost: old path after the first changed frame"},
                {debug_colours::kBranchGhost, "ghost: another input branch's path"},
                {debug_colours::kComparison, "comparison trace: its path, its centre now"},
                {debug_colours::kComparisonDiverged, "comparison trace after it diverges"},
                {camera_colours::kScreen, "the game's 320x224 screen (its camera)"},
                {object_colours::kObject, "object (where the step saw it)"},
                {object_colours::kSolidBox, "its solid box: the centre's range"},
                {object_colours::kSurface, "top-only: surface, landing rows"},
                {object_colours::kStanding, "the object stood on"},
                {object_colours::kPushing, "the object pushed against"},
                {object_colours::kTestMoved, "object test that acted, push-out"},
                {object_colours::kTestIdle, "object test that did nothing"}};
  for (const auto& s : others) {
    ImGui::PushID(s.what);
    ImGui::ColorButton("##c", colourOf(s.c), ImGuiColorEditFlags_NoTooltip, ImVec2(14, 14));
    ImGui::SameLine();
    ImGui::TextUnformatted(s.what);
    ImGui::PopID();
  }
  ImGui::TextWrapped("Dim lines: casts that moved nothing. Tile frames: the tiles a cast read (fainter: the "
                     "extension or regression tile); the strip in a tile is the column or row it read.");
  ImGui::Separator();
  ImGui::TextDisabled("LIVE KEYS (while recording)");
  static int capturing = -1;
  LiveKeys& k = ctx.settings.liveKeys;
  int* keys[] = {&k.left, &k.right, &k.up, &k.down, &k.jump};
  const char* names[] = {"Left", "Right", "Up", "Down", "Jump"};
  for (int i = 0; i < 5; ++i) {
    ImGui::PushID(i);
    const std::string label = capturing == i ? std::string("press a key...") : keyName(*keys[i]);
    ImGui::Text("%-5s", names[i]);
    ImGui::SameLine(60);
    if (ImGui::Button(label.c_str(), ImVec2(120, 0))) capturing = i;
    ImGui::PopID();
  }
  if (capturing >= 0) {
    for (int key = GLFW_KEY_SPACE; key <= GLFW_KEY_LAST; ++key) {
      if (key != GLFW_KEY_ESCAPE && ImGui::IsKeyPressed(key, false)) {
        *keys[capturing] = key;
        capturing = -1;
        break;
      }
    }
    if (ImGui::IsKeyPressed(GLFW_KEY_ESCAPE, false)) capturing = -1;
  }
  if (ImGui::SmallButton("Default keys")) k = LiveKeys{};
}

}  // namespace solidtile::editor
