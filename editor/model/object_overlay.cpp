#include "model/object_overlay.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <utility>

#include "model/concat.h"
#include "model/object_slope.h"
#include "solidtile/level/enemy_motion.h"
#include "solidtile/level/falling.h"
#include "solidtile/level/goal.h"
#include "solidtile/level/nudge.h"
#include "solidtile/level/object_loading.h"
#include "solidtile/level/push.h"
#include "solidtile/level/retract.h"
#include "solidtile/level/seesaw.h"
#include "solidtile/level/stair.h"
#include "solidtile/level/barrier.h"
#include "solidtile/level/lift.h"
#include "solidtile/level/bomb.h"
#include "solidtile/level/elevator.h"
#include "solidtile/level/springboard.h"
#include "solidtile/level/stomper.h"
#include "solidtile/level/brick.h"
#include "solidtile/level/tree.h"
#include "solidtile/level/twist.h"
#include "solidtile/level/vanish.h"
#include "solidtile/level/vine.h"

namespace solidtile::editor {
namespace {

// Sonic 1's SolidObject widens the object by $B on each side: the player's push radius.
constexpr int kSolidWiden = 0xB;
// PlatformObject lands the player when his feet (bottom + 4) are 0..16 px under the surface.
constexpr int kLandAbove = 4, kLandBelow = 12;

bool meets(const PixelRect& a, const PixelRect& b) { return a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1; }

void arrow(DebugShapes& out, float x0, float y0, float x1, float y1, Colour c) {
  out.lines.push_back({x0, y0, x1, y1, c});
  const float dx = x1 - x0, dy = y1 - y0, len = std::sqrt(dx * dx + dy * dy);
  if (len < 0.5f) return;
  // A head 3 px long, so a one-pixel push still shows its direction at 3x zoom.
  const float ux = dx / len, uy = dy / len, head = std::min(3.0f, len);
  out.lines.push_back({x1, y1, x1 - ux * head - uy * head * 0.7f, y1 - uy * head + ux * head * 0.7f, c});
  out.lines.push_back({x1, y1, x1 - ux * head + uy * head * 0.7f, y1 - uy * head - ux * head * 0.7f, c});
}

}  // namespace

ObjectSolidBox objectSolidBox(const ObjectList& objects, int index, std::uint32_t frame, const PlayerConfig& cfg) {
  const SolidObject& o = objects[static_cast<std::size_t>(index)];
  const ObjectPos p = objects.position(static_cast<std::size_t>(index), frame);
  // The step's whole pixels: the floor of the subpixel position (solid_objects.h).
  const int x = p.x >> 8, y = p.y >> 8;
  ObjectSolidBox b;
  b.index = index;
  b.topOnly = o.topOnly;
  b.body = {x, y, x + o.w - 1, y + o.h - 1};
  const int obX = x + o.w / 2;
  if (o.topOnly) {
    // A bridge lands the player on its logs' top in every game (obY - 8).
    const int surface = y + (o.kind == ObjectKind::Bridge ? 0 : cfg.platformLandSurface);
    b.solid = {obX - o.w / 2, surface, obX + o.w / 2 - 1, surface};
    b.surface = b.solid;
    b.window = {b.solid.x0, surface - kLandAbove + (cfg.platformLandsAtZeroDistance ? 0 : 1), b.solid.x1, surface + kLandBelow};
  } else {
    const int obY = y + o.h / 2, d1 = o.w / 2 + kSolidWiden;
    b.solid = {obX - d1, obY - o.h / 2, obX + d1, obY + o.h / 2 - 1};
  }
  return b;
}

std::vector<PixelRect> bridgeLogRects(const ObjectList& objects, int index, const PlayerState& s, const PlayerConfig& cfg) {
  const SolidObject& o = objects[static_cast<std::size_t>(index)];
  std::vector<PixelRect> out;
  if (o.kind != ObjectKind::Bridge) return out;
  const ObjectPos p = objects.position(static_cast<std::size_t>(index), s.frame);
  const int x = p.x >> 8, y = p.y >> 8, n = o.logs;
  // Bri_Main: the first log's centre is obX - (logs / 2) * 16, obX = x + 8 * logs + 8.
  const int first = x + 8 * n + 8 - (n >> 1) * BridgeLogs::kLogWidth - BridgeLogs::kLogWidth / 2;
  const bool bent = s.bridge == index;
  for (int k = 0; k < n; ++k) {
    const int sag = bent ? bridgeLogSag(n, s.bridgeLog, s.bridgeBend, k, cfg.sine) : 0;
    const int left = first + k * BridgeLogs::kLogWidth;
    out.push_back({left, y + sag, left + BridgeLogs::kLogWidth - 1, y + sag + kBridgeLogDrawHeight - 1});
  }
  return out;
}

bool objectTestActed(ObjectOutcome o) {
  switch (o) {
    case ObjectOutcome::Stayed:
    case ObjectOutcome::Left:
    case ObjectOutcome::Landed:
    case ObjectOutcome::Bumped:
    case ObjectOutcome::Crushed:
    case ObjectOutcome::Side: return true;
    case ObjectOutcome::Missed:
    case ObjectOutcome::TooDeep:
    case ObjectOutcome::MissedTop:
    case ObjectOutcome::BelowFalling:
    case ObjectOutcome::SideShallow:
    case ObjectOutcome::Broke:
    case ObjectOutcome::Knocked:
    case ObjectOutcome::Collected:
    case ObjectOutcome::Touched:
    case ObjectOutcome::Destroyed:
    case ObjectOutcome::Launched:
    case ObjectOutcome::Bounced:
    case ObjectOutcome::Boosted:
    case ObjectOutcome::Blown:
    case ObjectOutcome::Conveyed:
    case ObjectOutcome::Reached: return false;
  }
  return false;
}

const char* objectTestSide(const ObjectTest& t) {
  switch (t.outcome) {
    case ObjectOutcome::Landed:
    case ObjectOutcome::TooDeep:
    case ObjectOutcome::MissedTop: return "top";
    case ObjectOutcome::Bumped:
    case ObjectOutcome::BelowFalling:
    case ObjectOutcome::Crushed: return "bottom";
    case ObjectOutcome::Side: return t.pushX < 0 ? "left" : t.pushX > 0 ? "right" : "side";
    case ObjectOutcome::SideShallow: return "side";
    case ObjectOutcome::Broke:
    case ObjectOutcome::Knocked:
    case ObjectOutcome::Collected:
    case ObjectOutcome::Touched:
    case ObjectOutcome::Destroyed:
    case ObjectOutcome::Launched:
    case ObjectOutcome::Bounced:
    case ObjectOutcome::Boosted:
    case ObjectOutcome::Blown:
    case ObjectOutcome::Conveyed:
    case ObjectOutcome::Reached: return "touch";
    case ObjectOutcome::Missed:
    case ObjectOutcome::Stayed:
    case ObjectOutcome::Left: return "-";
  }
  return "-";
}

const char* objectTestWhy(ObjectOutcome o) {
  switch (o) {
    case ObjectOutcome::Missed: return "the centre outside its range";
    case ObjectOutcome::Stayed: return "standing on it: put on its top, moved with it";
    case ObjectOutcome::Left: return "standing: past its edge, or in the air";
    case ObjectOutcome::Landed: return "on its top, falling: stands on it";
    case ObjectOutcome::TooDeep: return "top overlap the smaller but 16 px or deeper";
    case ObjectOutcome::MissedTop: return "top chosen, outside its width or rising";
    case ObjectOutcome::Bumped: return "bottom overlap the smaller, moving up";
    case ObjectOutcome::BelowFalling: return "bottom overlap the smaller, falling";
    case ObjectOutcome::Crushed: return "under it on the ground, not moving up";
    case ObjectOutcome::Side: return "side overlap the smaller: pushed out";
    case ObjectOutcome::SideShallow: return "side, 4 px or less deep vertically";
    case ObjectOutcome::Broke: return "a monitor touched rolling: broken, y speed negated";
    case ObjectOutcome::Knocked: return "a monitor hit from below: knocked up, y speed negated";
    case ObjectOutcome::Collected: return "a ring touched: one ring more, the ring gone";
    case ObjectOutcome::Touched: return "a hurt zone or enemy touched: hurt unless invincible or flashing";
    case ObjectOutcome::Destroyed: return "an enemy touched rolling or invincible: destroyed, the player bounced";
    case ObjectOutcome::Launched: return "a twisted ramp's window, on the ground, fast enough its way: thrown up";
    case ObjectOutcome::Bounced: return "a bumper touched: thrown away from its centre at $700, in the air";
    case ObjectOutcome::Boosted: return "a speed booster's window, on the ground, slower than $1000 its way: set to its speed";
    case ObjectOutcome::Blown: return "a fan's window while it is on: moved along x, more the nearer he is to it";
    case ObjectOutcome::Conveyed: return "a conveyor's window, on the ground: moved along x by its belt";
    case ObjectOutcome::Reached: return "a goal's window, his x at the post to $1F past it (no y test): the run ends";
  }
  return "?";
}

std::vector<ObjectTestShape> objectTestShapes(const StepRecord& r, const PlayerState& now) {
  std::vector<ObjectTestShape> out(r.objectTestCount);
  int x = pixelOf(now.x), y = pixelOf(now.y);
  for (int i = r.objectTestCount - 1; i >= 0; --i) {
    ObjectTestShape& s = out[static_cast<std::size_t>(i)];
    s.test = r.objectTests[i];
    s.toX = x;
    s.toY = y;
    x -= s.test.pushX;
    y -= s.test.pushY;
    s.fromX = x;
    s.fromY = y;
  }
  return out;
}

std::vector<ObjectTestRow> objectTestRows(const StepRecord& r, const ObjectList& objects) {
  std::vector<ObjectTestRow> rows;
  rows.reserve(r.objectTestCount);
  for (int i = 0; i < r.objectTestCount; ++i) {
    const ObjectTest& t = r.objectTests[i];
    ObjectTestRow row;
    const bool known = t.object >= 0 && static_cast<std::size_t>(t.object) < objects.size();
    row.object = concat("#", std::to_string(t.object),
                        !known ? "" : objects[static_cast<std::size_t>(t.object)].topOnly ? " top-only" : " solid");
    row.outcome = objectOutcomeName(t.outcome);
    // PlatformObject has one overlap, the feet's distance under the surface (dy); SolidObject two.
    const bool measured = t.outcome != ObjectOutcome::Missed && t.outcome != ObjectOutcome::Stayed && t.outcome != ObjectOutcome::Left;
    row.overlap = !measured ? "-"
                  : known && objects[static_cast<std::size_t>(t.object)].topOnly
                      ? concat("dy ", std::to_string(t.overlapY))
                      : concat("d5 ", std::to_string(t.overlapX), ", d1 ", std::to_string(t.overlapY));
    row.push = t.pushX == 0 && t.pushY == 0 ? "-" : concat(std::to_string(t.pushX), ",", std::to_string(t.pushY));
    row.side = objectTestSide(t);
    row.why = objectTestWhy(t.outcome);
    row.acted = objectTestActed(t.outcome);
    rows.push_back(std::move(row));
  }
  return rows;
}

namespace {

std::optional<CollapseView> collapseViewOf(const ObjectList& objects, int index, ConstObjectSlots slots,
                                           const PlayerState& s, const PlayerConfig& cfg) {
  const std::size_t i = static_cast<std::size_t>(index);
  const std::int32_t slot = objects.slotOf(i);
  if (objects[i].kind != ObjectKind::Collapse || slot < 0 || static_cast<std::size_t>(slot) >= slots.size()) return std::nullopt;
  const bool holds = s.standingOn == index || cfg.collapseFlagBeforeCount;
  return collapseAt(objects[i], slots[static_cast<std::size_t>(slot)], s.frame, holds, cfg.collapseFlagBeforeCount ? 1 : 0);
}

// The frame object i was made (object_state.h keepsMadeFrame), as the step reads it.
std::uint32_t madeFrameOf(const ObjectList& objects, std::size_t i, ConstObjectSlots slots) {
  const std::int32_t k = objects.slotOf(i);
  const std::size_t at = static_cast<std::size_t>(k) + madeFrameSlotOffset(objects[i]);
  return k >= 0 && at < slots.size() ? madeFrame(slots[at]) : 0;
}

}  // namespace

std::string collapseText(const ObjectList& objects, int index, ConstObjectSlots slots, const PlayerState& s,
                         const PlayerConfig& cfg) {
  const std::optional<CollapseView> v = collapseViewOf(objects, index, slots, s, cfg);
  if (!v) return {};
  switch (v->phase) {
    case CollapsePhase::Intact: return {};
    case CollapsePhase::Counting: return concat("collapses in ", std::to_string(v->framesLeft));
    case CollapsePhase::Holding: return concat("drops in ", std::to_string(v->framesLeft));
    case CollapsePhase::Gone: return "collapsed";
  }
  return {};
}

ObjectStateView objectStateView(const ObjectList& objects, int index, ConstObjectSlots slots, const PlayerState& s,
                                const PlayerConfig& cfg) {
  ObjectStateView v;
  const std::size_t i = static_cast<std::size_t>(index);
  const SolidObject& o = objects[i];
  if (!objectLoaded(objects, i, slots)) {
    v.gone = true;
    v.loaded = false;
    v.text = "not loaded";
    return v;
  }
  if (o.kind == ObjectKind::Block && o.onScreen && !o.path.empty()) {
    // Invis_Solid skips SolidObject71 while ChkObjectVisible fails: the next
    // step places it on frame + 1 and tests its centre against the camera
    // this frame left in the slots (sonic/solid_objects.h).
    const ObjectPos p = objects.position(i, s.frame + 1);
    if (!centreOnScreen(objects, (p.x >> 8) + o.w / 2, (p.y >> 8) + o.h / 2, slots)) {
      v.gone = true;
      v.text = "off screen: not solid";
      return v;
    }
  }
  if (o.kind == ObjectKind::Block && o.vanish >= 0) {
    // Obj6C's .notsolid on the next step's frame, from the frame it was made (level/vanish.h).
    if (!vanishSolid(static_cast<std::uint8_t>(o.vanish), madeFrameOf(objects, i, slots), s.frame + 1)) {
      v.gone = true;
      v.text = "vanished: not solid";
      return v;
    }
  }
  if (hasTimer(o.timer)) {
    // A timed block's solidity is its routine's on the next step's frame; a
    // timed hurt zone's touch there reads the collision type of this frame's
    // routine (level/timer.h, sonic/hurt_zone.h).
    const bool block = o.kind == ObjectKind::Block;
    const bool active = timerActive(o.timer, madeFrameOf(objects, i, slots), block ? s.frame + 1 : s.frame);
    if (!active) {
      v.gone = true;
      v.text = block ? "timer: not solid" : "timer: harmless";
      return v;
    }
    v.text = block ? "timer: solid" : "timer: harmful";  // a dip's or a vanish's state below says more
  }
  if (o.kind == ObjectKind::Collapse) {
    const std::optional<CollapseView> c = collapseViewOf(objects, index, slots, s, cfg);
    v.gone = c && c->phase == CollapsePhase::Gone;
    v.text = collapseText(objects, index, slots, s, cfg);
    return v;
  }
  const std::int32_t slot = objects.slotOf(i);
  const std::size_t first = static_cast<std::size_t>(slot);
  if (o.retract != SpikeRetract::None) {
    // Where this frame's step tested them: moved by their cycle (level/retract.h).
    const SpikeShift d = spikeRetractShift(o.retract, madeFrameOf(objects, i, slots), s.frame, cfg.spikesMoveWhenMade);
    v.dx = d.dx;
    v.dy = d.dy;
    if (d.dx != 0 || d.dy != 0) v.text = concat("out ", std::to_string(d.dx + d.dy), " px");
  } else if (o.route != BlockRoute::None) {
    // Where this frame's step tested it: its route on its own made clock
    // (level/route.h), where the list places it as if made on frame 0.
    const Sub p = pixels(o.path[0].x), q = pixels(o.path[0].y);
    const std::uint32_t made = madeFrameOf(objects, i, slots);
    const RouteShift d = routeShift(o.route, made, s.frame), z = routeShift(o.route, 0, s.frame);
    v.dx = ((p + d.dx) >> 8) - ((p + z.dx) >> 8);
    v.dy = ((q + d.dy) >> 8) - ((q + z.dy) >> 8);
    v.text = concat("route frame ", std::to_string(s.frame >= made ? s.frame - made : 0));
  } else if (spins(o.spin)) {
    // Where this frame's touch test meets it: round its point on its own
    // made clock (level/spin.h), where the list places it as if made on frame 0.
    const std::uint32_t made = madeFrameOf(objects, i, slots);
    const SpinOffset d = spinOffset(o.spin, made, s.frame), z = spinOffset(o.spin, 0, s.frame);
    v.dx = d.x - z.x;
    v.dy = d.y - z.y;
    char angle[8];
    std::snprintf(angle, sizeof angle, "$%02X", s.frame >= made ? spinAngle(o.spin, s.frame - made) : o.spin.angle);
    v.text = concat("spin angle ", angle);
  } else if (o.kind == ObjectKind::Fall && slot >= 0 && first < slots.size()) {
    // No camera limit to delete it by here: a platform that dropped the
    // player is drawn falling on, outlined as nothing to land on.
    const FallView f = fallAt(o, slots[first], s.frame, std::numeric_limits<std::int32_t>::max() / 2);
    v.dy = f.drop >> 8;  // the step's whole pixels (sonic/falling.h)
    switch (f.phase) {
      case FallPhase::Still: break;
      case FallPhase::Waiting: v.text = concat("falls in ", std::to_string(f.framesLeft)); break;
      case FallPhase::Falling:
        v.text = f.framesLeft > 0 ? concat("falling, lets go in ", std::to_string(f.framesLeft)) : "falling, lets go";
        break;
      case FallPhase::Dropped:
      case FallPhase::Gone: v.gone = true, v.text = "fell"; break;
    }
  } else if (o.nudge && slot >= 0 && first + 1 < slots.size()) {
    // Where the step put it: its motion's place plus the dip (level/nudge.h).
    v.dy = nudgeDipAt(slots[first], slots[first + 1], s.frame);
    if (v.dy > 0) v.text = concat("dips ", std::to_string(v.dy), " px");
  } else if (o.kind == ObjectKind::Push && slot >= 0 && first + kPushSlots <= slots.size() && !o.path.empty()) {
    const PushView p = pushAt(o, slots.data() + first);
    v.dx = p.x - o.path[0].x;
    v.dy = (p.y >> 8) - o.path[0].y;  // the step's whole pixels (sonic/push.h)
    if (p.phase != PushPhase::Rest) v.text = pushPhaseName(p.phase);
  } else if (o.kind == ObjectKind::Ring && slot >= 0 && first < slots.size()) {
    if (ringCollected(slots[first], s.frame)) v.gone = true, v.text = "collected";
  } else if (o.kind == ObjectKind::Enemy && slot >= 0 && first + objectSlotCount(o) <= slots.size() && !o.path.empty()) {
    // Where the touch test meets it: its routine's place (level/enemy_motion.h).
    const EnemyPlace p = enemyPlace(o, slots.data() + first);
    v.dx = p.x - o.path[0].x;
    v.dy = p.y - o.path[0].y;
    if (o.motion != EnemyMotion::None) v.text = enemyPhaseName(p.phase);
    if (enemyDestroyed(slots[first], s.frame)) v.gone = true, v.text = "destroyed";
  } else if (o.kind == ObjectKind::Brick && slot >= 0 && first + BrickTiming::kSlots <= slots.size() && !o.path.empty()) {
    // Where this frame's step tested it (level/brick.h): its wobble, its fall or where it landed.
    const BrickView b = brickAt(o, slots.data() + first, s.frame);
    v.dy = b.y - (objects.position(i, s.frame).y >> 8);
    v.text = b.phase == BrickPhase::Waiting   ? std::string("waiting")
             : b.phase == BrickPhase::Falling ? concat("falling ", std::to_string(b.fallen), " frames")
             : b.floating                     ? std::string("floating")
                                              : std::string("landed");
  } else if (o.kind == ObjectKind::Stair && slot >= 0 && first < slots.size()) {
    // Set off: the frames to its drop, or its parent's byte (level/stair.h).
    const std::uint32_t since = slots[first].since;
    if (since != ObjectSlot::kNever) {
      const std::uint64_t drop = stairDropStart(o.stair, since);
      const auto bytes = stairBytes(o.stair, since, s.frame);
      v.text = s.frame < drop ? concat(o.stair == StairTrigger::Hit ? "shakes, drops in " : "drops in ",
                                       std::to_string(drop - s.frame))
                              : concat("steps ", std::to_string(bytes[0]), " px");
    }
  } else if (o.kind == ObjectKind::Seesaw && slot >= 0 && first + kSeesawSlots <= slots.size()) {
    // The plank's frame and target, the ball's routine (level/seesaw.h).
    const ObjectSlot* w = &slots[first];
    if (SeesawState::made(w)) {
      const SeesawState st = SeesawState::read(w);
      v.text = concat("plank ", std::to_string(st.frame), st.frame != st.target ? concat(" to ", std::to_string(st.target)) : "",
                      !o.ball ? "" : st.flying ? concat(", ball flying (y speed ", std::to_string(st.ballYsp), ")") : ", ball resting");
    }
  } else if (o.kind == ObjectKind::Lift && slot >= 0 && first < slots.size() && !o.path.empty()) {
    // Where this frame's step tested it: along its slide or its fall
    // (level/lift.h). No level bottom to lose it by here: drawn falling on.
    const LiftView l = liftAt(o.lift, o.dir == ObjectDir::Left ? -1 : 1, slots[first].since, s.frame, INT32_MAX);
    v.dx = static_cast<int>(l.dx >> 8);
    v.dy = static_cast<int>(l.dy >> 8);
    switch (l.phase) {
      case LiftPhase::Still: break;
      case LiftPhase::Waiting: v.text = "set off"; break;
      case LiftPhase::Sliding:
        v.text = concat("sliding ", std::to_string(l.frames), " of ", std::to_string(o.lift * LiftRule::kSlidePerSubtype));
        break;
      case LiftPhase::Falling: v.text = concat("falling ", std::to_string(l.frames)); break;
      case LiftPhase::Gone: v.gone = true, v.text = "let go"; break;
    }
  } else if (o.kind == ObjectKind::Bomb && slot >= 0 && first + BombRule::kSlots < slots.size() && !o.path.empty()) {
    // Where this frame's step left it (level/bomb.h): along its walk, lit,
    // or burst, with the shrapnel still flying.
    const std::uint32_t gone = slots[first + 1].since == ObjectSlot::kNever ? 0 : slots[first + 1].since;
    const bool right = o.dir == ObjectDir::Right || o.dir == ObjectDir::DownRight;
    const bool upside = o.dir == ObjectDir::DownLeft || o.dir == ObjectDir::DownRight;
    const BombView b = bombAt(o.path[0].x + BombRule::kHalf, o.path[0].y + BombRule::kHalf, right, upside,
                              madeFrameOf(objects, i, slots), slots[first].since, gone, s.frame);
    v.dx = b.x - (o.path[0].x + BombRule::kHalf);
    int flying = 0;
    for (const BombPiece& p : b.pieces) flying += p.exists ? 1 : 0;
    switch (b.phase) {
      case BombPhase::NotMade: v.text = bombPhaseName(b.phase); break;
      case BombPhase::Standing:
      case BombPhase::Walking: v.text = concat(bombPhaseName(b.phase), " ", std::to_string(b.frames)); break;
      case BombPhase::Fuse: v.text = concat("fuse lit ", std::to_string(b.frames), " of ", std::to_string(BombRule::kExplode)); break;
      case BombPhase::Exploded:
        v.gone = !b.harmful;
        v.text = concat("exploded, ", std::to_string(flying), " shrapnel");
        break;
    }
  } else if (o.kind == ObjectKind::Elevator && slot >= 0 && first < slots.size() && !o.path.empty()) {
    // Where it is after this frame's move (level/elevator.h): waiting, set
    // off (the landing frame), moving (Elev_Move's calls) or stopped.
    const std::uint32_t since = slots[first].since;
    const ElevatorView e = elevatorAt(o.elevator, o.dir, since, s.frame);
    v.dx = e.dx;
    v.dy = e.dy;
    if (since != ObjectSlot::kNever && s.frame >= since) {
      v.text = s.frame == since                        ? std::string("set off")
               : e.phase == ElevatorPhase::Stopped     ? concat("stopped at ", std::to_string(e.travel), " px")
                                                       : concat("moving ", std::to_string(e.moves), " frames, ", std::to_string(e.travel), " px");
    }
  } else if (o.kind == ObjectKind::Springboard && slot >= 0 && first < slots.size()) {
    // The board's frame this step (level/springboard.h): pressed flat, or
    // up in its launch window.
    const SpringboardView b = springboardAt(slots[first].since, s.frame);
    if (b.anim1) v.text = b.frame == 1 ? "pressed" : "launching";
  } else if (o.kind == ObjectKind::Stomper && slot >= 0 && first + 1 < slots.size() && !o.path.empty()) {
    // Where this frame's step tested it (level/stomper.h): its first slot the
    // trigger frame (types 3, 5), the next its made frame.
    const std::uint32_t since = stomperTriggered(o.stomper)
                                    ? (slots[first].since == ObjectSlot::kNever ? ObjectSlot::kNever : slots[first].since + 1)
                                    : madeFrame(slots[first + 1]);
    const StomperView m = stomperAt(stomperDrop(o.stomper), since, s.frame);
    v.dy = m.pos >> 8;
    switch (m.phase) {
      case StomperPhase::Armed: v.text = "armed"; break;
      case StomperPhase::Falling: v.text = concat("falling, ", std::to_string(m.pos >> 8), " px down"); break;
      case StomperPhase::Waiting: v.text = "down"; break;
      case StomperPhase::Rising: v.text = concat("rising, ", std::to_string(m.pos >> 8), " px down"); break;
    }
  } else if (o.kind == ObjectKind::Barrier && slot >= 0 && first + 1 < slots.size()) {
    // Where this frame's step tested it: raised by its height (level/barrier.h).
    const BarrierView b = barrierAt(slots.data() + first, s.frame);
    v.dy = -b.height;
    if (b.rising) {
      v.text = b.height < BarrierRule::kRise ? concat("rising, ", std::to_string(b.height), " px up")
                                             : concat("raised ", std::to_string(b.height), " px");
    } else if (b.height > 0) {
      v.text = concat("lowering, ", std::to_string(b.height), " px up");
    }
  } else if (o.kind == ObjectKind::Breakable && slot >= 0 && first < slots.size()) {
    if (breakableBroken(slots[first], s.frame)) v.gone = true, v.text = "broken";
  } else if (o.kind == ObjectKind::Monitor && slot >= 0 && first + 1 < slots.size()) {
    const MonitorView m = monitorAt(slots[first], slots[first + 1], s.frame);
    v.dy = -m.rise;
    if (m.broken) {
      v.gone = true;
      v.text = concat("broken (item ", std::to_string(o.item), ")");
    } else if (m.falling) {
      v.text = "knocked up";
    }
  }
  return v;
}

std::vector<PixelRect> stairBlockRects(const ObjectList& objects, int index, ConstObjectSlots slots, std::uint32_t frame) {
  std::vector<PixelRect> rects;
  const SolidObject& o = objects[static_cast<std::size_t>(index)];
  if (o.kind != ObjectKind::Stair || o.path.empty()) return rects;
  const std::int32_t slot = objects.slotOf(static_cast<std::size_t>(index));
  const std::uint32_t since =
      slot >= 0 && static_cast<std::size_t>(slot) < slots.size() ? slots[static_cast<std::size_t>(slot)].since : ObjectSlot::kNever;
  const auto bytes = stairBytes(o.stair, since, frame);
  for (int k = 0; k < StairTiming::kBlocks; ++k) {
    const int x = o.path[0].x + k * StairTiming::kBlock;
    const int y = o.path[0].y + stairBlockOffset(bytes, k, o.dir == ObjectDir::Right);
    rects.push_back({x, y, x + StairTiming::kBlock - 1, y + StairTiming::kBlock - 1});
  }
  return rects;
}

SeesawShapes seesawShapes(const ObjectList& objects, int index, ConstObjectSlots slots) {
  SeesawShapes out;
  const SolidObject& o = objects[static_cast<std::size_t>(index)];
  if (o.kind != ObjectKind::Seesaw || o.path.empty()) return out;
  const std::int32_t slot = objects.slotOf(static_cast<std::size_t>(index));
  const std::size_t first = static_cast<std::size_t>(slot);
  const bool made = slot >= 0 && first + kSeesawSlots <= slots.size() && SeesawState::made(&slots[first]);
  const SeesawState w = made ? SeesawState::read(&slots[first]) : SeesawState::initial(o.dir == ObjectDir::Left);
  const std::int32_t obX = o.path[0].x + SeesawGeometry::kObX, obY = o.path[0].y + SeesawGeometry::kObY;
  // The plank's surface on its frame: obY - t[c], 2 px a column.
  for (std::int32_t c = 0; c < SeesawGeometry::kColumns; ++c) {
    const float x = static_cast<float>(obX - SeesawGeometry::kHalf + 2 * c);
    const float y = static_cast<float>(obY - seesawHeight(w.frame, c)) + 0.5f;
    out.plank.push_back({x, y, x + 2.0f, y, object_colours::kSlope});
  }
  if (o.ball) {
    const std::int32_t cx = obX + w.ballPixelX(), cy = obY + w.ballPixelY(), h = SeesawGeometry::kBallHalf;
    out.ball = PixelRect{cx - h, cy - h, cx + h - 1, cy + h - 1};
  }
  return out;
}

std::vector<PixelRect> bombShrapnelRects(const ObjectList& objects, int index, ConstObjectSlots slots, std::uint32_t frame) {
  std::vector<PixelRect> out;
  const SolidObject& o = objects[static_cast<std::size_t>(index)];
  const std::int32_t slot = objects.slotOf(static_cast<std::size_t>(index));
  const std::size_t first = static_cast<std::size_t>(slot);
  if (o.kind != ObjectKind::Bomb || o.path.empty() || slot < 0 || first + BombRule::kSlots >= slots.size() ||
      slots[first].since == ObjectSlot::kNever)
    return out;
  const std::uint32_t gone = slots[first + 1].since == ObjectSlot::kNever ? 0 : slots[first + 1].since;
  const bool right = o.dir == ObjectDir::Right || o.dir == ObjectDir::DownRight;
  const bool upside = o.dir == ObjectDir::DownLeft || o.dir == ObjectDir::DownRight;
  const BombView b = bombAt(o.path[0].x + BombRule::kHalf, o.path[0].y + BombRule::kHalf, right, upside,
                            madeFrame(slots[first + BombRule::kSlots]), slots[first].since, gone, frame);
  constexpr std::int32_t h = BombRule::kShrapnelHalf;
  for (const BombPiece& p : b.pieces) {
    if (p.exists) out.push_back(PixelRect{p.x - h, p.y - h, p.x + h - 1, p.y + h - 1});
  }
  return out;
}

std::vector<LevelLine> slopeSurfaceLines(const ObjectList& objects, int index, std::uint32_t frame) {
  std::vector<LevelLine> lines;
  const SolidObject& o = objects[static_cast<std::size_t>(index)];
  if (o.slope.empty()) return lines;
  // Where the step saw it: the games' whole pixels of the frame's position.
  const ObjectPos p = objects.position(static_cast<std::size_t>(index), frame);
  const float left = static_cast<float>(p.x >> 8), top = static_cast<float>(p.y >> 8);
  float lastY = 0;
  bool first = true;
  for (const SlopeRun& r : slopeRuns(o)) {
    const float y = top + static_cast<float>(r.depth) + 0.5f;  // through the surface pixels' centres
    if (!first && y != lastY) lines.push_back({left + static_cast<float>(r.x0), lastY, left + static_cast<float>(r.x0), y, object_colours::kSlope});
    lines.push_back({left + static_cast<float>(r.x0), y, left + static_cast<float>(r.x1), y, object_colours::kSlope});
    lastY = y;
    first = false;
  }
  return lines;
}

std::vector<LevelLine> twistPathLines(const ObjectList& objects, int index, int radiusY) {
  std::vector<LevelLine> lines;
  const SolidObject& o = objects[static_cast<std::size_t>(index)];
  if (o.kind != ObjectKind::Twist || o.path.empty() || o.twist.size() != kTwistHeights) return lines;
  const std::int32_t obX = o.path[0].x + kTwistHalfWidth, obY = o.path[0].y + kTwistHalfHeight;
  const auto yAt = [&](std::size_t k) { return static_cast<float>(twistRideY(obY, o.twist[k], radiusY)) + 0.5f; };
  std::size_t from = 0;
  for (std::size_t k = 1; k <= kTwistHeights; ++k) {
    if (k < kTwistHeights && o.twist[k] == o.twist[from]) continue;
    const float x0 = static_cast<float>(obX - kTwistHalfWidth + static_cast<std::int32_t>(from));
    const float x1 = static_cast<float>(obX - kTwistHalfWidth + static_cast<std::int32_t>(k));
    lines.push_back({x0, yAt(from), x1, yAt(from), object_colours::kSlope});
    if (k < kTwistHeights) lines.push_back({x1, yAt(from), x1, yAt(k), object_colours::kSlope});
    from = k;
  }
  return lines;
}

// A goal: its post (a line at obX down its sign) and its $20 px window,
// shaded the view's whole height (the rule reads no y: level/goal.h); the
// one the run ended at is labelled so.
void goalShapes(DebugShapes& out, const ObjectOverlayFrame& f, const DebugOverlayOptions& o, int i) {
  const SolidObject& g = (*f.objects)[static_cast<std::size_t>(i)];
  if (g.kind != ObjectKind::Goal || g.path.empty()) return;
  const PlayerState& s = *f.now;
  const std::int32_t obX = g.path[0].x, top = g.path[0].y, bottom = g.path[0].y + kGoalHeight - 1;
  const bool reached = s.outOfLevel && s.ended == RunEnd::Goal && s.endedBy == i;
  const Colour c = reached ? object_colours::kStanding : object_colours::kWindow;
  const PixelRect window{obX, f.view ? std::min(f.view->y0, top) : top, obX + kGoalWidth - 1,
                         f.view ? std::max(f.view->y1, bottom) : bottom};
  out.fills.push_back(levelRectOf(window, withAlpha(c, reached ? 60 : 40)));
  out.lines.push_back({static_cast<float>(obX) + 0.5f, static_cast<float>(top), static_cast<float>(obX) + 0.5f,
                       static_cast<float>(bottom + 1), object_colours::kSlope});
  if (o.labels) {
    out.labels.push_back({static_cast<float>(obX), static_cast<float>(top), reached ? object_colours::kStanding : object_colours::kSlope,
                          concat(reached ? "goal reached #" : "goal #", std::to_string(i)), 0, 1.0f});
  }
}

std::vector<LevelLine> treeWindingLines(const ObjectList& objects, int index) {
  std::vector<LevelLine> lines;
  const SolidObject& o = objects[static_cast<std::size_t>(index)];
  if (o.kind != ObjectKind::Tree || o.path.empty()) return lines;
  const std::int32_t obX = o.path[0].x + kTreeLeft, obY = o.path[0].y + kTreeAbove;
  const auto at = [&](std::uint32_t turn) {
    const std::uint32_t p = turn << 16;
    return std::pair{static_cast<float>(obX + treeOffsetX(sinHex(treeAngle(p), SineTable::Sonic1))) + 0.5f,
                     static_cast<float>(obY + treeOffsetY(p)) + 0.5f};
  };
  // The ride's window ends at y_pos - $90: turn / 4 = $120.
  constexpr std::uint32_t kLast = 4 * 0x120, kStep = 8;
  for (std::uint32_t t = 0; t < kLast; t += kStep) {
    const auto [x0, y0] = at(t);
    const auto [x1, y1] = at(t + kStep);
    lines.push_back({x0, y0, x1, y1, object_colours::kSlope});
  }
  return lines;
}

std::optional<PixelRect> treeCatchRect(const ObjectList& objects, int index) {
  const SolidObject& o = objects[static_cast<std::size_t>(index)];
  if (o.kind != ObjectKind::Tree || o.path.empty()) return std::nullopt;
  const std::int32_t obX = o.path[0].x + kTreeLeft, obY = o.path[0].y + kTreeAbove;
  return PixelRect{obX - 0x10, obY - 0x5A, obX + 0x2F, obY + 0xA0};
}

void addObjectShapes(DebugShapes& out, const ObjectOverlayFrame& f, const DebugOverlayOptions& o) {
  if (f.objects == nullptr || f.now == nullptr || f.config == nullptr) return;
  const ObjectList& list = *f.objects;
  const PlayerState& s = *f.now;
  const int n = static_cast<int>(list.size());
  for (int i = 0; i < n; ++i) {
    // A push is where its slots put it; a goal's window runs the view's height (goalShapes).
    if (f.view && list[static_cast<std::size_t>(i)].kind != ObjectKind::Push && list[static_cast<std::size_t>(i)].kind != ObjectKind::Goal) {
      const ObjectBounds& pb = list.bounds(static_cast<std::size_t>(i));
      // The path's bounds widened by what the solid box and landing window add.
      const PixelRect around{pb.left - kSolidWiden - 1, pb.top - kLandAbove - 1, pb.right + kSolidWiden + 1, pb.bottom + kLandBelow};
      if (!meets(around, *f.view)) continue;
    }
    ObjectSolidBox b = objectSolidBox(list, i, s.frame, *f.config);
    const bool standing = s.standingOn == i, pushing = s.pushingObject == i;
    const ObjectStateView state = objectStateView(list, i, f.slots, s, *f.config);
    const bool gone = state.gone;
    for (PixelRect* r : {&b.body, &b.solid, &b.surface, &b.window}) {
      r->x0 += state.dx, r->x1 += state.dx;
      r->y0 += state.dy, r->y1 += state.dy;
    }
    if (standing) out.fills.push_back(levelRectOf(b.body, withAlpha(object_colours::kStanding, 60)));
    out.outlines.push_back(levelRectOf(b.body, standing ? object_colours::kStanding
                                          : pushing ? object_colours::kPushing
                                          : gone    ? object_colours::kGone
                                                    : object_colours::kObject));
    // A collapse that broke up is nothing to land on or push against any
    // more: no surface, solid box or slope, only where it was and its label.
    if (!gone && b.topOnly) {
      out.fills.push_back(levelRectOf(b.window, object_colours::kWindow));
      out.fills.push_back(levelRectOf(b.surface, standing ? object_colours::kStanding : object_colours::kSurface));
    } else if (!gone && !touchedNotSolid(list[static_cast<std::size_t>(i)].kind)) {  // a ring, hurt zone or enemy is touched, not solid
      out.outlines.push_back(levelRectOf(b.solid, object_colours::kSolidBox));
    }
    for (const PixelRect& r : bridgeLogRects(list, i, s, *f.config)) out.outlines.push_back(levelRectOf(r, object_colours::kLog));
    if (const std::string& c = state.text; !c.empty()) {
      // Shaded while it counts down or holds, strong enough to read as red
      // over the stood-on fill; its timer over its top edge.
      if (!gone && list[static_cast<std::size_t>(i)].kind != ObjectKind::Seesaw)  // a seesaw's label is its state, always
        out.fills.push_back(levelRectOf(b.body, withAlpha(object_colours::kCollapse, 110)));
      if (o.labels) {
        out.labels.push_back({static_cast<float>(b.body.x1 + 1), static_cast<float>(b.body.y0), object_colours::kCollapse,
                              concat("#", std::to_string(i), " ", c), 0, 1.0f});
      }
    }
    if (!gone) {
      for (const LevelLine& l : slopeSurfaceLines(list, i, s.frame)) out.lines.push_back(l);
    }
    // A bumper's touch box and a booster's, a fan's and a conveyor's windows are their
    // boxes: shaded as a landing window is (level/bumper.h, level/booster.h, level/fan.h, level/conveyor.h).
    if (const ObjectKind k = list[static_cast<std::size_t>(i)].kind;
        k == ObjectKind::Bumper || k == ObjectKind::Booster || k == ObjectKind::Fan || k == ObjectKind::Conveyor) {
      out.fills.push_back(levelRectOf(b.body, object_colours::kWindow));
    }
    // A stair: its four blocks where this frame's step tested them (level/stair.h).
    for (const PixelRect& r : stairBlockRects(list, i, f.slots, s.frame)) {
      out.outlines.push_back(levelRectOf(r, gone ? object_colours::kGone : object_colours::kSolidBox));
    }
    // A seesaw: its plank's surface on this frame and its ball's hurt box (level/seesaw.h).
    if (const SeesawShapes see = seesawShapes(list, i, f.slots); !see.plank.empty()) {
      for (const LevelLine& l : see.plank) out.lines.push_back(l);
      if (see.ball) {
        out.fills.push_back(levelRectOf(*see.ball, withAlpha(object_colours::kCollapse, 150)));
        out.outlines.push_back(levelRectOf(*see.ball, object_colours::kCollapse));
      }
    }
    // A lit bomb's shrapnel, each piece's hurt box where this frame left it.
    for (const PixelRect& r : bombShrapnelRects(list, i, f.slots, s.frame)) {
      out.fills.push_back(levelRectOf(r, withAlpha(object_colours::kCollapse, 150)));
      out.outlines.push_back(levelRectOf(r, object_colours::kCollapse));
    }
    // A twist: the path it puts the player on, for his radius now.
    for (const LevelLine& l : twistPathLines(list, i, s.radiusY)) out.lines.push_back(l);
    // A tree: the winding it takes him round and its catch window.
    for (const LevelLine& l : treeWindingLines(list, i)) out.lines.push_back(l);
    if (const auto r = treeCatchRect(list, i)) {
      out.outlines.push_back(levelRectOf(*r, standing ? object_colours::kStanding : object_colours::kWindow));
    }
    // A vine: its chain's line to the handle and the handle's grab window
    // on this frame (level/vine.h); the one holding the player says so.
    if (const SolidObject& v = list[static_cast<std::size_t>(i)]; v.kind == ObjectKind::Vine && !v.path.empty()) {
      const VinePoint at{v.path[0].x + kVineHalf, v.path[0].y + kVineHalf};
      const VinePoint h = vineHandle(at, v.vine, s.frame);
      out.lines.push_back({static_cast<float>(at.x) + 0.5f, static_cast<float>(at.y) + 0.5f, static_cast<float>(h.x) + 0.5f,
                           static_cast<float>(h.y) + 0.5f, object_colours::kSlope});
      out.outlines.push_back(levelRectOf(PixelRect{h.x - VineRule::kGrabHalf, h.y, h.x + VineRule::kGrabHalf - 1,
                                                   h.y + VineRule::kGrabDown - 1},
                                         s.heldBy == i ? object_colours::kStanding : object_colours::kWindow));
      if (o.labels && s.heldBy == i) {
        out.labels.push_back({static_cast<float>(h.x), static_cast<float>(h.y + VineRule::kGrabDown), object_colours::kStanding,
                              concat("held by #", std::to_string(i)), 0, 0});
      }
    }
    goalShapes(out, f, o, i);
    if (o.labels && (standing || pushing)) {
      const ObjectKind kind = list[static_cast<std::size_t>(i)].kind;
      const bool twist = standing && kind == ObjectKind::Twist, tree = standing && kind == ObjectKind::Tree;
      std::string what = concat(twist || tree ? "riding #" : standing ? "on #" : "pushing #", std::to_string(i));
      if (twist && f.record && f.record->twist == i) what = concat(what, " (flip angle ", std::to_string(f.record->twistFlip), ")");
      // The progress's high word (its slot): how far round and up he is wound, of
      // the $480 (1152) at which the window's top lets him go holding his speed.
      if (const std::int32_t k = list.slotOf(static_cast<std::size_t>(i)); tree && k >= 0 && static_cast<std::size_t>(k) < f.slots.size()) {
        what = concat(what, " (wound ", std::to_string(treeTurn(f.slots[static_cast<std::size_t>(k)].since)), " of 1152)");
      }
      out.labels.push_back({static_cast<float>(b.body.x0), static_cast<float>(b.body.y1 + 1),
                            standing ? object_colours::kStanding : object_colours::kPushing, what, 0, 0});
    }
  }
  if (f.record == nullptr) return;
  const std::vector<ObjectTestShape> tests = objectTestShapes(*f.record, s);
  // One label per object tested, its outcomes in the step's order ("#0 left, stayed").
  std::vector<std::pair<int, std::string>> labels;
  std::vector<bool> acted;
  for (const ObjectTestShape& t : tests) {
    const bool moved = objectTestActed(t.test.outcome);
    const Colour c = moved ? object_colours::kTestMoved : object_colours::kTestIdle;
    if (t.fromX != t.toX || t.fromY != t.toY) {
      arrow(out, static_cast<float>(t.fromX) + 0.5f, static_cast<float>(t.fromY) + 0.5f, static_cast<float>(t.toX) + 0.5f,
            static_cast<float>(t.toY) + 0.5f, c);
    }
    if (t.test.object < 0 || t.test.object >= n) continue;
    auto it = std::find_if(labels.begin(), labels.end(), [&](const auto& l) { return l.first == t.test.object; });
    if (it == labels.end()) {
      labels.emplace_back(t.test.object, concat("#", std::to_string(t.test.object), " ", objectOutcomeName(t.test.outcome)));
      acted.push_back(moved);
    } else {
      it->second += concat(", ", objectOutcomeName(t.test.outcome));
      acted[static_cast<std::size_t>(it - labels.begin())] = acted[static_cast<std::size_t>(it - labels.begin())] || moved;
    }
  }
  if (!o.labels) return;
  for (std::size_t i = 0; i < labels.size(); ++i) {
    const ObjectSolidBox b = objectSolidBox(list, labels[i].first, s.frame, *f.config);
    // Where a fall, a knocked monitor or a pushed block is.
    const ObjectStateView state = objectStateView(list, labels[i].first, f.slots, s, *f.config);
    // Over the object's top edge, centred: the "on #" label sits under it.
    out.labels.push_back({static_cast<float>(b.body.x0 + b.body.x1 + 1) / 2 + static_cast<float>(state.dx),
                          static_cast<float>(b.body.y0 + state.dy) - 1.0f,
                          acted[i] ? object_colours::kTestMoved : object_colours::kTestIdle, std::move(labels[i].second), 0.5f,
                          1.0f});
  }
}

}  // namespace solidtile::editor
