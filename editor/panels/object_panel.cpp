// The selected platform's fields. Every change is an ObjectEditCommand; a
// field held or typed in keeps one merge id, so it undoes as one step.
#include "panels/object_panel.h"

#include <algorithm>
#include <iterator>

#include <imgui.h>

#include "model/object_loading_command.h"
#include "panels/object_motion_panel.h"
#include "panels/object_slope_panel.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/booster.h"
#include "solidtile/level/fan.h"
#include "solidtile/level/seesaw.h"
#include "solidtile/level/stair.h"
#include "solidtile/level/barrier.h"
#include "solidtile/level/lift.h"
#include "solidtile/level/conveyor.h"
#include "solidtile/level/elevator.h"
#include "solidtile/level/springboard.h"
#include "solidtile/level/stomper.h"
#include "solidtile/level/push.h"
#include "solidtile/level/timer.h"
#include "solidtile/level/vanish.h"

namespace solidtile::editor {
namespace {

std::uint64_t fieldMerge = 0;

// After each widget: a new merge id when it is grabbed, the run sealed when let go.
void track(EditorContext& ctx) {
  if (ImGui::IsItemActivated()) fieldMerge = ctx.newMergeId();
  if (ImGui::IsItemDeactivated()) ctx.sealRequested = true;
}

// A block's own checkbox (greyed out for other kinds), its tooltip shown either way.
void blockFlag(EditorContext& ctx, const SolidObject& o, const char* label, bool& flag, const char* tip) {
  ImGui::BeginDisabled(o.kind != ObjectKind::Block);
  ImGui::Checkbox(label, &flag);
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("%s", tip);
  track(ctx);
}

// Sonic 1's Obj6C (level format 15): a block solid only in some frames of its
// subtype's cycle; the checkbox turns it on at subtype 0, the field picks it.
void vanishFields(EditorContext& ctx, SolidObject& o) {
  ImGui::BeginDisabled(o.kind != ObjectKind::Block);
  bool vanishes = o.vanish >= 0;
  if (ImGui::Checkbox("vanishes (Obj6C)", &vanishes)) o.vanish = static_cast<std::int16_t>(vanishes ? 0 : -1);
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    ImGui::SetTooltip("Solid only in some frames, as Scrap Brain's vanishing platforms (Sonic 1's Obj6C); blocks only,\n"
                      "not the box (it stays solid there)");
  }
  track(ctx);
  if (o.vanish < 0) return;
  int sub = o.vanish;
  if (ImGui::DragInt("vanish subtype", &sub, 0.25f, 0, 0xFF, "$%02X", ImGuiSliderFlags_AlwaysClamp)) o.vanish = static_cast<std::int16_t>(sub);
  track(ctx);
  if (ImGui::IsItemHovered()) {
    const VanishTiming t = vanishTiming(static_cast<std::uint8_t>(o.vanish));
    ImGui::SetTooltip("Obj6C's subtype: gone %u frames, then solid 128, a cycle of %u frames starting when\n"
                      "(frame - %u) & $%X is 0 after it is made (VanP_Main; the high nibble shifts the start)",
                      t.wait + 1, t.period(), t.offset, t.mask);
  }
}

// Level format 18's route (level/route.h): a block moved from its placement
// by its routine's route on its made clock (Sonic 1's Obj70).
void routeFields(EditorContext& ctx, SolidObject& o) {
  ImGui::BeginDisabled(o.kind != ObjectKind::Block);
  int route = static_cast<int>(o.route);
  if (ImGui::Combo("route", &route, "none\0girder (Obj70)\0")) o.route = static_cast<BlockRoute>(route);
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    ImGui::SetTooltip("Moved by Scrap Brain's girder route from its placement (one waypoint): 6 frames still, then right 96,\n"
                      "down 48, left 96 and up 24, up 24, 7 frames at each corner, from the frame it is made; blocks only");
  }
  track(ctx);
}

// Level format 17's timer (level/timer.h): a block solid, a hurt zone
// harmful, only in some frames. Typed as the level file's text; taken when
// the field is left, if the reader would take it (else the reason shows).
void timerFields(EditorContext& ctx, SolidObject& o) {
  static char text[1024] = "";
  static std::string why;
  static bool typing = false;
  if (!typing) std::snprintf(text, sizeof text, "%s", hasTimer(o.timer) ? timerText(o.timer).c_str() : "");
  ImGui::BeginDisabled(!timerKind(o.kind));
  ImGui::InputTextWithHint("timer", "frame 128: 6+3", text, sizeof text);
  typing = ImGui::IsItemActive();
  if (ImGui::IsItemDeactivatedAfterEdit()) {
    why.clear();
    if (text[0] == '\0') o.timer = {};
    else if (std::optional<ObjectTimer> t = parseTimer(text, &why)) o.timer = std::move(*t);
  }
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    ImGui::SetTooltip("Active only in some frames: a block solid, a hurt zone harmful (Scrap Brain's Obj69, Obj6D, Obj6E).\n"
                      "<clock> <period>[ phase <p>]: <start>+<length> ..., the clock frame (the frame number) or made\n"
                      "(frames since it was made); empty: always. Blocks and hurt zones only");
  }
  track(ctx);
  if (!why.empty()) ImGui::TextColored(ImVec4(1.0f, 0.4f, 0.4f, 1.0f), "%s", why.c_str());
  if (hasTimer(o.timer)) ImGui::TextDisabled("active %u of every %u frames", timerActiveFrames(o.timer), o.timer.period);
}

// Level format 19's spin (level/spin.h): a hurt zone going round its point
// on its own made clock. Typed as the level file's text, as the timer.
void spinFields(EditorContext& ctx, SolidObject& o) {
  static char text[128] = "";
  static std::string why;
  static bool typing = false;
  if (!typing) std::snprintf(text, sizeof text, "%s", spins(o.spin) ? spinText(o.spin).c_str() : "");
  ImGui::BeginDisabled(o.kind != ObjectKind::Hurt);
  ImGui::InputTextWithHint("spin", "radius 80 speed -128 angle 0", text, sizeof text);
  typing = ImGui::IsItemActive();
  if (ImGui::IsItemDeactivatedAfterEdit()) {
    why.clear();
    if (text[0] == '\0') o.spin = {};
    else if (std::optional<SpinMotion> m = parseSpin(text, &why)) o.spin = *m, o.osc = {};
  }
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    ImGui::SetTooltip("Goes round its point as Spring Yard's circling spiked balls (Obj58 type 3, Obj57): each frame speed is\n"
                      "added to a word whose high byte (angle at first) is the angle, radius px out, from the frame it is\n"
                      "made; empty: none. Hurt zones only");
  }
  track(ctx);
  if (!why.empty()) ImGui::TextColored(ImVec4(1.0f, 0.4f, 0.4f, 1.0f), "%s", why.c_str());
}

void platformList(EditorContext& ctx) {
  // An imported game level: how many of its object markers play, and the rest.
  // Worked out again only when the markers or the profile change (a level holds up to 16384).
  static std::vector<io::Marker> summarized;
  static std::optional<Profile> summarizedProfile;
  static bool summarizedTables = false;
  static std::string summary;
  const bool tables = io::holdsGameTables(ctx.doc.level().objects);
  if (summarized != ctx.doc.file.markers || summarizedProfile != ctx.doc.file.profile || summarizedTables != tables) {
    summarized = ctx.doc.file.markers;
    summarizedProfile = ctx.doc.file.profile;
    summarizedTables = tables;
    summary = io::describeSonlvlObjects(io::summarizeSonlvlObjects(summarized, summarizedProfile, tables), 12);
  }
  if (!summary.empty()) ImGui::TextWrapped("%s; a monitor's item has no effect yet.", summary.c_str());
  const auto& objects = ctx.doc.level().objects;
  // Level format 10: the games' object managers make and delete objects by the camera's place.
  bool byCamera = objects.loading() == ObjectLoading::Camera;
  if (ImGui::Checkbox("objects exist by the camera", &byCamera)) {
    ctx.submit(std::make_unique<SetObjectLoadingCommand>(byCamera ? ObjectLoading::Camera : ObjectLoading::Always));
  }
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("As the games' ObjPosLoad / object managers: an object outside the camera's window does not act\n"
                      "and comes back fresh, unless the respawn table keeps it (object_loading)");
  }
  if (objects.empty()) {
    ImGui::TextWrapped("No platforms yet: click the level to place one.");
    return;
  }
  ImGui::TextWrapped("Click a platform (or pick it here) to edit it.");
  for (int i = 0; i < static_cast<int>(objects.size()) && i < 200; ++i) {
    const SolidObject& o = objects[static_cast<std::size_t>(i)];
    char label[96];
    std::snprintf(label, sizeof label, "#%d  %s %dx%d at %d, %d  (%zu points)", i, objectKindName(o.kind), o.w, o.h,
                  o.path.empty() ? 0 : o.path[0].x, o.path.empty() ? 0 : o.path[0].y, o.path.size());
    if (ImGui::Selectable(label, false)) ctx.objects.selected = i;
  }
}

// A collapse's two delays, frames; Sonic 1's GHZ ledge and MZ floor a click away.
void collapseFields(EditorContext& ctx, SolidObject& o) {
  int delay = o.collapseDelay, hold = o.collapseHold;
  if (ImGui::DragInt("collapse delay", &delay, 0.25f, CollapseTiming::kMin, CollapseTiming::kMax, "%d", ImGuiSliderFlags_AlwaysClamp)) {
    o.collapseDelay = static_cast<std::uint8_t>(delay);
  }
  track(ctx);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Counts from the first frame stood on to the break (Ledge_Main: 7)");
  if (ImGui::DragInt("hold frames", &hold, 0.25f, CollapseTiming::kMin, CollapseTiming::kMax, "%d", ImGuiSliderFlags_AlwaysClamp)) {
    o.collapseHold = static_cast<std::uint8_t>(hold);
  }
  track(ctx);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Frames the piece under him still holds him after the break (CFlo_Data1: $1C)");
  if (ImGui::SmallButton("GHZ ledge")) o.collapseDelay = CollapseTiming::kDelay, o.collapseHold = CollapseTiming::kHold;
  ImGui::SameLine();
  if (ImGui::SmallButton("MZ floor")) o.collapseDelay = CollapseTiming::kDelay, o.collapseHold = 0x1E;
}

// A fall's wait and carry, frames (Obj18's 30 and 32 a click away), and a
// monitor's item (its subtype in the game), format version 9.
void fallFields(EditorContext& ctx, SolidObject& o) {
  int delay = o.fallDelay, carry = o.fallCarry;
  if (ImGui::DragInt("fall delay", &delay, 0.25f, FallTiming::kMin, FallTiming::kMax, "%d", ImGuiSliderFlags_AlwaysClamp)) {
    o.fallDelay = static_cast<std::uint8_t>(delay);
  }
  track(ctx);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Frames it waits once stood on before it falls (Obj18: 30)");
  if (ImGui::DragInt("carry frames", &carry, 0.25f, FallTiming::kMin, FallTiming::kMax, "%d", ImGuiSliderFlags_AlwaysClamp)) {
    o.fallCarry = static_cast<std::uint8_t>(carry);
  }
  track(ctx);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Frames it falls carrying the player before it drops him (Obj18: 32)");
  if (ImGui::SmallButton("Obj18")) o.fallDelay = FallTiming::kDelay, o.fallCarry = FallTiming::kCarry;
}

void monitorFields(EditorContext& ctx, SolidObject& o) {
  int item = o.item;
  if (ImGui::DragInt("item", &item, 0.1f, 0, MonitorItem::kMax, "%d", ImGuiSliderFlags_AlwaysClamp)) {
    o.item = static_cast<std::uint8_t>(item);
  }
  track(ctx);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("The monitor's subtype in its game; the break event names it");
}

// The kind (format version 6) and its fields: a spring's direction and
// speed (the games' red and yellow a click away), spikes' pointed side, a
// bridge's log count (version 7), a collapse's delays (version 8).
void kindFields(EditorContext& ctx, SolidObject& o) {
  // The combo's entries in its order; a kind's number is its file value, which has gaps.
  static constexpr ObjectKind kKinds[] = {ObjectKind::Block, ObjectKind::Spring, ObjectKind::Spikes, ObjectKind::Bridge,
                                          ObjectKind::Collapse, ObjectKind::Fall, ObjectKind::Monitor, ObjectKind::Push,
                                          ObjectKind::Ring, ObjectKind::Hurt, ObjectKind::Enemy, ObjectKind::Breakable,
                                          ObjectKind::Twist, ObjectKind::Ramp, ObjectKind::Vine, ObjectKind::Bumper,
                                          ObjectKind::Booster, ObjectKind::Goal, ObjectKind::Tree, ObjectKind::Fan,
                                          ObjectKind::Stair, ObjectKind::Brick, ObjectKind::Seesaw, ObjectKind::Barrier, ObjectKind::Lift,
                                          ObjectKind::Conveyor, ObjectKind::Elevator,
                                          ObjectKind::Bomb, ObjectKind::Springboard, ObjectKind::Stomper};
  int kind = static_cast<int>(std::find(std::begin(kKinds), std::end(kKinds), o.kind) - std::begin(kKinds));
  if (ImGui::Combo("kind", &kind, "block\0spring\0spikes\0bridge\0collapse\0fall\0monitor\0push\0ring\0hurt\0enemy\0breakable\0twist\0ramp\0vine\0bumper\0booster\0goal\0tree\0fan\0stair\0brick\0seesaw\0barrier\0lift\0conveyor\0elevator\0bomb\0springboard\0stomper\0")) {
    o = withKind(o, kKinds[kind]);
  }
  track(ctx);
  if (o.kind == ObjectKind::Block) return;
  if (o.kind == ObjectKind::Collapse) return collapseFields(ctx, o);
  if (o.kind == ObjectKind::Fall) return fallFields(ctx, o);
  if (o.kind == ObjectKind::Monitor) return monitorFields(ctx, o);
  if (o.kind == ObjectKind::Push) {  // version 11: no fields; Obj33's sizes a click away
    if (ImGui::SmallButton("32 x 32")) o = resizedObject(o, PushBlock::kSmallWidth, PushBlock::kHeight);
    track(ctx);
    ImGui::SameLine();
    if (ImGui::SmallButton("128 x 32")) o = resizedObject(o, PushBlock::kLongWidth, PushBlock::kHeight);
    track(ctx);
    ImGui::TextDisabled("Sonic 1's pushable block (Obj33): pushed a pixel at a time, falls off ledges");
    return;
  }
  if (o.kind == ObjectKind::Ring) {  // version 12: no fields, the games' 16 x 16
    ImGui::TextDisabled("A ring: touching it adds one to the player's rings (16 x 16, one point)");
    return;
  }
  if (o.kind == ObjectKind::Hurt) {  // version 13: its w and h (above) are its box; the games' sizes a click away
    if (ImGui::SmallButton("64 x 64")) o = resizedObject(o, 64, 64);
    track(ctx);
    ImGui::SameLine();
    if (ImGui::SmallButton("128 x 64")) o = resizedObject(o, 128, 64);
    track(ctx);
    ImGui::SameLine();
    if (ImGui::SmallButton("256 x 64")) o = resizedObject(o, 256, 64);
    track(ctx);
    ImGui::TextDisabled("A hurt zone (Obj54, Obj31): not solid, touching it hurts (w and h even)");
    return;
  }
  if (o.kind == ObjectKind::Enemy) {  // version 14: its w and h (above) are its touch box; common badnik sizes a click away
    if (ImGui::SmallButton("32 x 32")) o = resizedObject(o, 32, 32);  // touch size $06 ($10, $10)
    track(ctx);
    ImGui::SameLine();
    if (ImGui::SmallButton("40 x 32")) o = resizedObject(o, 40, 32);  // touch size $0C ($14, $10)
    track(ctx);
    int motion = static_cast<int>(o.motion);  // version 15: its own routine (level/enemy_motion.h)
    if (ImGui::Combo("motion", &motion, "none\0coconuts\0masher\0buzzbomber\0newtron\0newtron_blue\0motobug\0crabmeat\0")) o.motion = static_cast<EnemyMotion>(motion);
    track(ctx);
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("none: stands still; coconuts: Sonic 2's Obj9D climbing its tree; masher: Obj5C leaping");
    }
    ImGui::TextDisabled("An enemy (a badnik): a rolling player destroys it and bounces, else it hurts");
  }
  if (o.kind == ObjectKind::Twist) {  // version 16: its tables are the level's data, shown, not edited here
    int lo = 0, hi = 0;
    for (const std::int8_t v : o.twist) lo = std::min<int>(lo, v), hi = std::max<int>(hi, v);
    ImGui::TextDisabled("twist: %zu heights (%d..%d px from its centre), %zu flip angles", o.twist.size(), lo, hi,
                        o.twistFlip.size());
    ImGui::TextDisabled("Sonic 2's spiral pathway (Obj06): catches a runner at either end, carries him while |speed| >= $600");
    return;
  }
  if (o.kind == ObjectKind::Ramp) {  // version 16: the way it throws (Obj_TwistedRamp's x-flip)
    int left = o.dir == ObjectDir::Left ? 1 : 0;
    if (ImGui::Combo("throws", &left, "right\0left\0")) o.dir = left ? ObjectDir::Left : ObjectDir::Right;
    track(ctx);
    ImGui::TextDisabled("S&K's twisted ramp: a grounded runner at |x speed| >= $400 its way is thrown up (y speed -$700)");
    return;
  }
  if (o.kind == ObjectKind::Bumper) {  // version 17: no fields, the collision size $17's 16 x 16
    ImGui::TextDisabled("A bumper (Obj47, Obj44): touching it throws the player away from its centre at $700");
    return;
  }
  if (o.kind == ObjectKind::Booster) {  // version 17: its way (Obj1B's x-flip) and speed (its subtype's)
    int left = o.dir == ObjectDir::Left ? 1 : 0;
    if (ImGui::Combo("sends", &left, "right\0left\0")) o.dir = left ? ObjectDir::Left : ObjectDir::Right;
    track(ctx);
    int slow = o.springSpeed == BoosterRule::kSlow ? 1 : 0;
    if (ImGui::Combo("speed", &slow, "$1000\0$A00 (subtype 2)\0")) o.springSpeed = slow ? BoosterRule::kSlow : BoosterRule::kFast;
    track(ctx);
    ImGui::TextDisabled("Sonic 2's speed booster (Obj1B): a grounded player slower than $1000 its way is set to $%X", o.springSpeed);
    return;
  }
  if (o.kind == ObjectKind::Brick) {  // version 19: where it lands, whether it floats on the lava
    int landY = o.landY;
    if (ImGui::InputInt("lands at y", &landY)) o.landY = std::max(landY, o.path.empty() ? landY : o.path[0].y);
    track(ctx);
    ImGui::Checkbox("floats on lava", &o.lava);
    track(ctx);
    ImGui::TextDisabled("Sonic 1's falling brick (Obj46 type 2): falls once the player is within $90 px across");
    return;
  }
  if (o.kind == ObjectKind::Stair) {  // version 18: the way its steps go down (Obj5B's x-flip), what sets it off
    int left = o.dir == ObjectDir::Left ? 1 : 0;
    if (ImGui::Combo("steps down", &left, "right\0left\0")) o.dir = left ? ObjectDir::Left : ObjectDir::Right;
    track(ctx);
    int hit = o.stair == StairTrigger::Hit ? 1 : 0;
    if (ImGui::Combo("set off when", &hit, "stood on\0hit from below\0")) o.stair = hit ? StairTrigger::Hit : StairTrigger::Stood;
    track(ctx);
    ImGui::TextDisabled("Sonic 1's staircase (Obj5B): four 32 x 32 blocks that drop into steps of 128, 96, 64, 32 px");
    return;
  }
  if (o.kind == ObjectKind::Seesaw) {  // version 19: its low end at rest (Obj5E's x-flip), its ball (subtype 0)
    int left = o.dir == ObjectDir::Left ? 1 : 0;
    if (ImGui::Combo("low end", &left, "right\0left\0")) o.dir = left ? ObjectDir::Left : ObjectDir::Right;
    track(ctx);
    ImGui::Checkbox("spiked ball", &o.ball);
    track(ctx);
    ImGui::TextDisabled("Sonic 1's Obj5E / Sonic 2's Obj14: a plank that tilts toward the player; the ball it throws launches him");
    return;
  }
  if (o.kind == ObjectKind::Lift) {  // version 19: the way it slides (Obj16's x-flip), its subtype
    int left = o.dir == ObjectDir::Left ? 1 : 0;
    if (ImGui::Combo("slides", &left, "right\0left\0")) o.dir = left ? ObjectDir::Left : ObjectDir::Right;
    track(ctx);
    int lift = o.lift;
    if (ImGui::SliderInt("subtype", &lift, 1, 0xFF)) o.lift = static_cast<std::uint8_t>(std::clamp(lift, 1, 0xFF));
    track(ctx);
    ImGui::TextDisabled("Sonic 2's Hill Top lift (Obj16): stood on, slides 2 px across and 1 down a frame for %d frames, then falls",
                        o.lift * LiftRule::kSlidePerSubtype);
    return;
  }
  if (o.kind == ObjectKind::Bomb) {  // version 20: the way it walks first (Obj5F's x-flip), upside down (its y-flip)
    const bool upside = o.dir == ObjectDir::DownLeft || o.dir == ObjectDir::DownRight;
    int right = o.dir == ObjectDir::Right || o.dir == ObjectDir::DownRight ? 1 : 0;
    bool hang = upside;
    const bool turned = ImGui::Combo("walks first", &right, "left\0right\0");
    const bool hung = ImGui::Checkbox("upside down", &hang);
    if (turned || hung)
      o.dir = hang ? (right ? ObjectDir::DownRight : ObjectDir::DownLeft) : (right ? ObjectDir::Right : ObjectDir::Left);
    track(ctx);
    ImGui::TextDisabled("Sonic 1's walking bomb (Obj5F): walks 96 px and back; within 96 px of the player it lights, "
                        "and 143 frames on bursts into four pieces of shrapnel");
    return;
  }
  if (o.kind == ObjectKind::Conveyor) {  // version 20: its speed (Obj68's high nibble); its width is its box's w
    int belt = o.belt;
    if (ImGui::SliderInt("belt (px a frame)", &belt, ConveyorRule::kMinSpeed, ConveyorRule::kMaxSpeed))
      o.belt = static_cast<std::int8_t>(std::clamp(belt, ConveyorRule::kMinSpeed, ConveyorRule::kMaxSpeed));
    track(ctx);
    if (ImGui::SmallButton("256 wide")) o = resizedObject(o, 2 * ConveyorRule::kWideHalf, o.h);
    track(ctx);
    ImGui::SameLine();
    if (ImGui::SmallButton("112 wide")) o = resizedObject(o, 2 * ConveyorRule::kNarrowHalf, o.h);
    track(ctx);
    ImGui::TextDisabled("Sonic 1's conveyor belt (Obj68): moves a player on the ground in its window %d px a frame along x", o.belt);
    return;
  }
  if (o.kind == ObjectKind::Elevator) {  // version 20: its way and elev_dist (Obj59's subtype)
    static constexpr ObjectDir kWays[] = {ObjectDir::Up, ObjectDir::Down, ObjectDir::UpRight, ObjectDir::DownLeft};
    int way = static_cast<int>(std::find(std::begin(kWays), std::end(kWays), o.dir) - std::begin(kWays));
    if (ImGui::Combo("goes", &way, "up\0down\0up and right\0down and left\0")) o.dir = kWays[std::clamp(way, 0, 3)];
    track(ctx);
    int dist = o.elevator;
    if (ImGui::SliderInt("elev_dist", &dist, 1, ElevatorRule::kMaxDist)) o.elevator = static_cast<std::int16_t>(std::clamp(dist, 1, ElevatorRule::kMaxDist));
    track(ctx);
    ImGui::TextDisabled("Sonic 1's Star Light elevator (Obj59): stood on, speeds up by $10 a frame to $800, slows past %d px, stops at %d",
                        o.elevator, elevatorReach(o.elevator));
    return;
  }
  if (o.kind == ObjectKind::Springboard) {  // version 20: the way its tip points (Obj40's x-flip), its subtype
    int left = o.dir == ObjectDir::Left ? 1 : 0;
    if (ImGui::Combo("tip", &left, "right\0left\0")) o.dir = left ? ObjectDir::Left : ObjectDir::Right;
    track(ctx);
    int subtype = o.springboard;
    if (ImGui::SliderInt("subtype", &subtype, 0, 0xFF)) o.springboard = static_cast<std::uint8_t>(std::clamp(subtype, 0, 0xFF));
    track(ctx);
    ImGui::TextDisabled("Sonic 2's pressure spring (Obj40): stood on at its tip end, pressed flat, and 5 frames on "
                        "throws the player up at -$400 to -$800 by where he stands; bit 0 somersaults, bits 2-3 pick his path");
    return;
  }
  if (o.kind == ObjectKind::Stomper) {  // version 20: its subtype (type 1-6, size 0-2)
    int type = stomperType(o.stomper), size = stomperSize(o.stomper);
    const bool changed = ImGui::SliderInt("type", &type, 1, 6) | ImGui::SliderInt("size", &size, 0, 2);
    if (changed) {
      // Its width follows the size (Obj31's CStom_Var2), about the old centre.
      const std::int32_t oldW = o.w;
      o.stomper = static_cast<std::uint8_t>(std::clamp(size, 0, 2) << 4 | std::clamp(type, 1, 6));
      o.w = 2 * stomperHalfWidth(o.stomper);
      for (Waypoint& w : o.path) w.x += (oldW - o.w) / 2;
    }
    track(ctx);
    ImGui::TextDisabled("Sonic 1's chained stomper (Obj31): falls by $70 a frame, waits 60 frames, rises $80 a frame; "
                        "types 3 and 5 start once the player is within $90 across");
    return;
  }
  if (o.kind == ObjectKind::Barrier) {  // version 19: the way it lets the player through (Obj2D's x-flip)
    int left = o.dir == ObjectDir::Left ? 1 : 0;
    if (ImGui::Combo("lets through", &left, "going right\0going left\0")) o.dir = left ? ObjectDir::Left : ObjectDir::Right;
    track(ctx);
    int wide = o.w == BarrierRule::kMetropolisWidth ? 1 : 0;
    if (ImGui::Combo("width", &wide, "16 (width_pixels 8)\0" "24 (Metropolis' $C)\0"))
      o.w = wide ? BarrierRule::kMetropolisWidth : BarrierRule::kWidth;
    track(ctx);
    ImGui::TextDisabled("Sonic 2's one-way barrier (Obj2D): rises 8 px a frame, up to 64, while the player is within 512 px on its near side");
    return;
  }
  if (o.kind == ObjectKind::Fan) {  // version 18: the way it faces (Obj5D's x-flip), pull (subtype bit 0)
    int left = o.dir == ObjectDir::Left ? 1 : 0;
    if (ImGui::Combo("faces", &left, "right\0left\0")) {
      // Turned about its point (obX stays where it is): the window swings round it.
      const std::int32_t shift = fanPointDx(o.dir == ObjectDir::Right) - fanPointDx(!left);
      for (Waypoint& w : o.path) w.x += shift;
      o.dir = left ? ObjectDir::Left : ObjectDir::Right;
    }
    track(ctx);
    ImGui::Checkbox("pulls", &o.pull);
    track(ctx);
    ImGui::TextDisabled("Sonic 1's fan (Obj5D): moves a player in its window along x, up to 10 px a frame; a timer switches it");
    return;
  }
  if (o.kind == ObjectKind::Goal) {  // version 17: no field of its own
    ImGui::TextDisabled("The act's signpost (Obj0D): the run ends when the player's x is at its post or < $20 past it, at any height");
    return;
  }
  if (o.kind == ObjectKind::Tree) {  // version 17: no fields of its own
    ImGui::TextDisabled("S&K's hollow tree: catches a runner going right at x speed >= $600 at the trunk's foot");
    ImGui::TextDisabled("and winds him round and up while |speed| >= $600 (the trunk is the level's tiles)");
    return;
  }
  if (o.kind == ObjectKind::Vine) {  // version 16: the game's subtype, its two nibbles
    int links = (o.vine & 0xF) + 1, phase = o.vine >> 4;
    const bool a = ImGui::SliderInt("children", &links, 1, 16);
    track(ctx);
    const bool b = ImGui::SliderInt("phase (x $10)", &phase, 0, 15);
    track(ctx);
    if (a || b) o.vine = static_cast<std::uint8_t>((phase << 4) | (links - 1));
    ImGui::TextDisabled("S&K's giant ride vine (Obj0C, subtype $%02X): its handle grabs the player; a jump lets go", o.vine);
    return;
  }
  if (o.kind == ObjectKind::Breakable) {  // version 14: how it breaks; the games' sizes a click away
    int mode = static_cast<int>(o.breaks);
    if (ImGui::Combo("breaks", &mode, "side\0top\0ground\0ground_any\0")) o.breaks = static_cast<BreakMode>(mode);
    track(ctx);
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("side: rolled into at $480 or more (Sonic 1's Obj3C); top: landed on curled, bounces -$300 (Obj51, Obj32); "
                        "ground, ground_any: stood on curled, drops him (Sonic 2's Obj2F; ground only on path 1)");
    }
    if (ImGui::SmallButton("Obj3C 32 x 64")) o = resizedObject(o, 32, 64), o.breaks = BreakMode::Side;
    track(ctx);
    ImGui::SameLine();
    if (ImGui::SmallButton("Obj51 32 x 32")) o = resizedObject(o, 32, 32), o.breaks = BreakMode::Top;
    track(ctx);
    ImGui::SameLine();
    if (ImGui::SmallButton("Obj32 48 x 32")) o = resizedObject(o, 48, 32), o.breaks = BreakMode::Top;
    track(ctx);
    ImGui::SameLine();
    if (ImGui::SmallButton("Obj2F 32 x 64")) o = resizedObject(o, 32, 64), o.breaks = BreakMode::Ground;
    track(ctx);
    return;
  }
  if (o.kind == ObjectKind::Bridge) {
    int logs = o.logs;
    if (ImGui::SliderInt("logs", &logs, BridgeLogs::kMin, BridgeLogs::kMax)) o = withLogs(o, logs);
    track(ctx);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("16 px logs (Obj11's subtype); the width follows");
    return;
  }
  int dir = static_cast<int>(o.dir);
  // Springs also launch diagonally (version 10: Obj41's diagonal subtypes), which makes them 32 x 32.
  const bool spring = o.kind == ObjectKind::Spring;
  if (ImGui::Combo(spring ? "launches" : "points", &dir,
                   spring ? "up\0down\0left\0right\0up-right\0up-left\0down-right\0down-left\0" : "up\0down\0left\0right\0")) {
    o = withDir(o, static_cast<ObjectDir>(dir));
  }
  track(ctx);
  if (spring && isDiagonal(o.dir) && ImGui::IsItemHovered()) ImGui::SetTooltip("The games' 32 x 32 diagonal spring (its slope is the game's table)");
  if (o.kind == ObjectKind::Spikes) {  // version 15: the games' moving spikes (level/retract.h)
    int retract = static_cast<int>(o.retract);
    if (ImGui::Combo("retract", &retract, "none\0vertical\0horizontal\0")) o.retract = static_cast<SpikeRetract>(retract);
    track(ctx);
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("Out 32 px (down or right) 8 px a frame, 60 frames there, back, 60 frames: Obj36's MoveSpikes");
    }
  }
  if (o.kind != ObjectKind::Spring) return;
  int speed = o.springSpeed;
  if (ImGui::DragInt("spring speed", &speed, 4, 1, SpringSpeed::kMax, "%d/256", ImGuiSliderFlags_AlwaysClamp)) {
    o.springSpeed = speed;
  }
  track(ctx);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Launch speed, subpixels a frame: red 4096 ($1000), yellow 2560 ($A00)");
  if (ImGui::SmallButton("red")) o.springSpeed = SpringSpeed::kRed;
  ImGui::SameLine();
  if (ImGui::SmallButton("yellow")) o.springSpeed = SpringSpeed::kYellow;
}

}  // namespace

void drawObjectSection(EditorContext& ctx) {
  const auto& objects = ctx.doc.level().objects;
  const int i = ctx.objects.selected;
  ImGui::TextDisabled("PLATFORMS (O), drawn at frame %u", ctx.objects.frame);
  if (i < 0 || i >= static_cast<int>(objects.size())) {
    platformList(ctx);
    return;
  }
  const SolidObject before = objects[static_cast<std::size_t>(i)];
  SolidObject o = before;
  ImGui::Text("Platform #%d", i);
  ImGui::PushItemWidth(-90);
  int size[2] = {o.w, o.h};
  // As the canvas's corner handle resizes: a sloped object's heights refitted.
  if (ImGui::DragInt2("size px", size, 0.25f, 1, ObjectLimits::kMaxSize, "%d", ImGuiSliderFlags_AlwaysClamp)) {
    o = resizedObject(o, size[0], size[1]);
  }
  track(ctx);
  motionFields(ctx, o, fieldMerge);
  // An oscillating object has no path to run along.
  ImGui::BeginDisabled(o.osc.table != OscTable::None);
  int speed = o.speed;
  char speedFormat[48];
  std::snprintf(speedFormat, sizeof speedFormat, "%%d/256 (%.2f px)", speed / 256.0);
  if (ImGui::DragInt("speed", &speed, 1, 0, ObjectLimits::kMaxSpeed, speedFormat, ImGuiSliderFlags_AlwaysClamp)) o.speed = speed;
  track(ctx);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Subpixels (1/256 px) a frame along the path; 0 keeps it at its first point");
  int mode = o.loop == ObjectLoop::Loop ? 1 : 0;
  if (ImGui::Combo("mode", &mode, "ping-pong\0loop\0")) o.loop = mode == 1 ? ObjectLoop::Loop : ObjectLoop::PingPong;
  track(ctx);
  int wait = o.wait;
  if (ImGui::DragInt("wait frames", &wait, 0.25f, 0, ObjectLimits::kMaxWait, "%d", ImGuiSliderFlags_AlwaysClamp)) o.wait = wait;
  track(ctx);
  ImGui::EndDisabled();
  // Springs, spikes and monitors are solid on every side, a bridge top-only; a collapse and a fall either.
  ImGui::BeginDisabled(o.kind != ObjectKind::Block && o.kind != ObjectKind::Collapse && o.kind != ObjectKind::Fall);
  ImGui::Checkbox("top only (one-way)", &o.topOnly);
  ImGui::EndDisabled();
  ctx.platformTopOnly = {ImGui::GetItemRectMin().x, ImGui::GetItemRectMin().y, ImGui::GetItemRectSize().x,
                         ImGui::GetItemRectSize().y};
  track(ctx);
  // Both games' Obj18 dip while stood on (level format 11); Sonic 1's Obj71
  // is solid only while its centre is on screen (format 13); only a block may.
  blockFlag(ctx, o, "dips when stood on", o.nudge,
            "Sinks up to 4 px while the player stands on it and rises back (Obj18's Plat_Nudge); blocks only, not the box");
  blockFlag(ctx, o, "solid only on screen", o.onScreen,
            "Solid only while its centre is on the camera's 320 x 224 screen (Obj71's ChkObjectVisible); blocks only");
  vanishFields(ctx, o);
  routeFields(ctx, o);
  timerFields(ctx, o);
  spinFields(ctx, o);
  kindFields(ctx, o);
  if (o.kind == ObjectKind::Block || o.kind == ObjectKind::Collapse) slopeFields(ctx, o, fieldMerge);
  ImGui::TextDisabled("WAYPOINTS (top-left, px)");
  int remove = -1;
  for (int k = 0; k < static_cast<int>(o.path.size()); ++k) {
    ImGui::PushID(k);
    int p[2] = {o.path[static_cast<std::size_t>(k)].x, o.path[static_cast<std::size_t>(k)].y};
    char label[16];
    std::snprintf(label, sizeof label, "%d", k);
    ImGui::SetNextItemWidth(-60);
    if (ImGui::DragInt2(label, p, 0.25f)) o.path[static_cast<std::size_t>(k)] = {p[0], p[1]};
    track(ctx);
    ImGui::SameLine();
    ImGui::BeginDisabled(o.path.size() <= 1);
    if (ImGui::SmallButton("-")) remove = k;
    ImGui::EndDisabled();
    ImGui::PopID();
  }
  ImGui::PopItemWidth();
  if (remove >= 0) o = withoutWaypoint(o, remove);
  ImGui::BeginDisabled(static_cast<int>(o.path.size()) >= ObjectLimits::kMaxWaypoints || o.osc.table != OscTable::None);
  if (ImGui::Button("Add waypoint")) {
    const int last = static_cast<int>(o.path.size()) - 1;
    o = withWaypointInserted(o, last, static_cast<int>(waypointHandleX(o, last)) + 32, static_cast<int>(waypointHandleY(o, last)));
    fieldMerge = 0;
  }
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    ImGui::SetTooltip("Or Ctrl+click on the canvas; right-click a handle removes its waypoint");
  }
  if (!(o == before)) ctx.submit(std::make_unique<ObjectEditCommand>("Edit platform", i, before, o), fieldMerge);
  if (ImGui::Button("Delete platform")) {
    ctx.submit(std::make_unique<ObjectEditCommand>("Delete platform", i, before, std::nullopt));
    ctx.objects.selected = -1;
  }
  const std::string problem = objectProblem(o);
  if (!problem.empty()) ImGui::TextColored(ImVec4(1, 0.5f, 0.4f, 1), "%s", problem.c_str());
}

}  // namespace solidtile::editor
