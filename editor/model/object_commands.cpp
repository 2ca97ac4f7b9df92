#include "model/object_commands.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "model/document.h"
#include "solidtile/level/booster.h"
#include "solidtile/level/fan.h"
#include "solidtile/level/seesaw.h"
#include "solidtile/level/stair.h"
#include "solidtile/level/barrier.h"
#include "solidtile/level/lift.h"
#include "solidtile/level/bomb.h"
#include "solidtile/level/conveyor.h"
#include "solidtile/level/elevator.h"
#include "solidtile/level/springboard.h"
#include "solidtile/level/stomper.h"
#include "solidtile/level/brick.h"
#include "solidtile/level/bumper.h"
#include "solidtile/level/goal.h"
#include "solidtile/level/ramp.h"
#include "solidtile/level/tree.h"
#include "solidtile/level/twist.h"
#include "solidtile/level/vine.h"

namespace solidtile::editor {
namespace {

double segmentDistance(double px, double py, double ax, double ay, double bx, double by) {
  const double dx = bx - ax, dy = by - ay;
  const double len2 = dx * dx + dy * dy;
  const double t = len2 > 0 ? std::clamp(((px - ax) * dx + (py - ay) * dy) / len2, 0.0, 1.0) : 0.0;
  return std::hypot(px - (ax + t * dx), py - (ay + t * dy));
}

int clampSize(int v) { return std::clamp(v, 1, ObjectLimits::kMaxSize); }

// A kind of fixed box w x h becomes it about the old box's centre.
void centredBox(SolidObject& out, const SolidObject& old, std::int32_t w, std::int32_t h) {
  for (Waypoint& p : out.path) p.x += (old.w - w) / 2, p.y += (old.h - h) / 2;
  out.w = w;
  out.h = h;
}

// The kinds beside springs and spikes whose direction is a setting of their
// own (objectKindProblem checks each one's ways).
constexpr bool turnsByDirection(ObjectKind k) {
  return k == ObjectKind::Ramp || k == ObjectKind::Booster || k == ObjectKind::Fan || k == ObjectKind::Stair ||
         k == ObjectKind::Seesaw || k == ObjectKind::Barrier || k == ObjectKind::Lift || k == ObjectKind::Elevator ||
         k == ObjectKind::Bomb || k == ObjectKind::Springboard;
}

}  // namespace

void ObjectEditCommand::put(Document& doc, int index, const std::optional<SolidObject>& from,
                            const std::optional<SolidObject>& to) {
  auto& objects = doc.level().objects;
  const auto at = static_cast<std::size_t>(index);
  if (from && to) {
    objects.set(at, *to);
  } else if (to) {
    objects.insert(at, *to);
  } else if (from) {
    objects.erase(at);
  }
  // Objects are no tiles: the renderer has nothing to upload, the debugger re-simulates.
  doc.touchTiles(-1, {});
}

void ObjectEditCommand::apply(Document& doc) { put(doc, index_, before_, after_); }
void ObjectEditCommand::revert(Document& doc) { put(doc, index_, after_, before_); }

bool ObjectEditCommand::mergeWith(Command& next) {
  auto* o = dynamic_cast<ObjectEditCommand*>(&next);
  // Only changes of one existing object chain; an insert or a removal stands alone.
  if (o == nullptr || o->index_ != index_ || !after_ || !o->before_ || !o->after_) return false;
  after_ = o->after_;
  return true;
}

ObjectBox objectBox(const SolidObject& o, std::uint32_t frame) {
  const ObjectPos p = objectPosition(o, frame);
  return {p.x / 256.0, p.y / 256.0, static_cast<double>(o.w), static_cast<double>(o.h)};
}

ObjectHit hitObject(const Level& level, std::uint32_t frame, double px, double py, double handle, int preferred) {
  const int n = static_cast<int>(level.objects.size());
  // The selected object's handles first, so they win over a body drawn on top.
  auto handles = [&](int i, ObjectHit& hit) {
    const SolidObject& o = level.objects[static_cast<std::size_t>(i)];
    const ObjectBox b = objectBox(o, frame);
    if (std::abs(px - (b.x + b.w)) <= handle && std::abs(py - (b.y + b.h)) <= handle) {
      hit = {ObjectHit::Resize, i, -1};
      return true;
    }
    for (int k = 0; k < static_cast<int>(o.path.size()); ++k) {
      if (std::abs(px - waypointHandleX(o, k)) <= handle && std::abs(py - waypointHandleY(o, k)) <= handle) {
        hit = {ObjectHit::Waypoint, i, k};
        return true;
      }
    }
    return false;
  };
  ObjectHit hit;
  if (preferred >= 0 && preferred < n && handles(preferred, hit)) return hit;
  for (int i = n - 1; i >= 0; --i) {
    const ObjectBox b = objectBox(level.objects[static_cast<std::size_t>(i)], frame);
    if (px >= b.x && px < b.x + b.w && py >= b.y && py < b.y + b.h) return {ObjectHit::Body, i, -1};
  }
  if (preferred >= 0 && preferred < n) {
    const SolidObject& o = level.objects[static_cast<std::size_t>(preferred)];
    for (int k = 0; k + 1 < static_cast<int>(o.path.size()); ++k) {
      if (segmentDistance(px, py, waypointHandleX(o, k), waypointHandleY(o, k), waypointHandleX(o, k + 1),
                          waypointHandleY(o, k + 1)) <= handle) {
        return {ObjectHit::Segment, preferred, k};
      }
    }
  }
  return {};
}

SolidObject newPlatform(int px, int py) {
  SolidObject o;
  o.w = 48;
  o.h = 16;
  const int x = px - o.w / 2, y = py - o.h / 2;
  o.path = {{x, y}, {x + 64, y}};
  o.speed = 256;
  o.loop = ObjectLoop::PingPong;
  o.wait = 30;
  return o;
}

SolidObject movedObject(const SolidObject& o, int dx, int dy) {
  SolidObject out = o;
  for (Waypoint& w : out.path) {
    w.x += dx;
    w.y += dy;
  }
  return out;
}

SolidObject resizedObject(const SolidObject& o, int w, int h) {
  // Their reach or window, fixed (level/twist.h, level/ramp.h, level/vine.h, level/bumper.h, level/booster.h,
  // level/goal.h, level/tree.h, level/fan.h); a stair's four blocks (level/stair.h).
  if (o.kind == ObjectKind::Stair || o.kind == ObjectKind::Brick || o.kind == ObjectKind::Seesaw || o.kind == ObjectKind::Barrier ||
      o.kind == ObjectKind::Lift || o.kind == ObjectKind::Elevator || o.kind == ObjectKind::Bomb ||
      o.kind == ObjectKind::Springboard || o.kind == ObjectKind::Stomper)
    return o;  // Obj46's 32 x 32 (level/brick.h), a seesaw's plank (level/seesaw.h), Obj2D's block (level/barrier.h), Obj16's and Obj59's platforms, Obj5F's touch size (level/bomb.h), Obj40's board
  if (o.kind == ObjectKind::Conveyor) {  // any even width about its point, Obj68's window $30 high (level/conveyor.h)
    SolidObject out = o;
    const std::int32_t even = std::max(2, clampSize(w) & ~1);
    for (Waypoint& p : out.path) p.x += (o.w - even) / 2;
    out.w = even;
    return out;
  }
  if (o.kind == ObjectKind::Twist || o.kind == ObjectKind::Ramp || o.kind == ObjectKind::Vine ||
      o.kind == ObjectKind::Bumper || o.kind == ObjectKind::Booster || o.kind == ObjectKind::Goal ||
      o.kind == ObjectKind::Tree || o.kind == ObjectKind::Fan)
    return o;
  if (o.kind == ObjectKind::Bridge) {  // a whole number of logs: the nearest to w
    SolidObject out = withLogs(o, (w + BridgeLogs::kLogWidth / 2) / BridgeLogs::kLogWidth);
    out.h = clampSize(h);
    return out;
  }
  SolidObject out = o;
  out.w = clampSize(w);
  out.h = clampSize(h);
  if (touchBoxKind(o.kind)) out = withKind(out, o.kind);  // even, 2..1024 (objectKindProblem)
  // A sloped object keeps one height per column: new columns repeat the last
  // one, and no height may pass the new h.
  if (!out.slope.empty()) {
    out.slope.resize(static_cast<std::size_t>(slopeColumns(out)), out.slope.back());
    const auto most = static_cast<std::uint8_t>(std::min(out.h, ObjectLimits::kMaxSlopeHeight));
    for (std::uint8_t& v : out.slope) v = std::min(v, most);
  }
  return out;
}

SolidObject withKind(const SolidObject& o, ObjectKind kind) {
  const SolidObject plain;
  SolidObject out = o;
  out.kind = kind;
  if (kind != ObjectKind::Spring && kind != ObjectKind::Spikes) out.dir = plain.dir;
  if (kind != ObjectKind::Spring && isDiagonal(out.dir)) out.dir = plain.dir;  // diagonals are springs only
  dropOtherKindsFields(out);  // a spring's speed, a block's nudge... (object_kinds.h)
  // A kind that reads its direction as its own setting (the way a ramp
  // throws, a fan blows, a bomb walks first...) keeps it while it stays that kind.
  if (kind == o.kind && turnsByDirection(kind)) out.dir = o.dir;
  if (kind == ObjectKind::Fall || kind == ObjectKind::Push || touchedNotSolid(kind) || kind == ObjectKind::Breakable ||
      kind == ObjectKind::Stair || kind == ObjectKind::Brick || kind == ObjectKind::Seesaw || kind == ObjectKind::Barrier ||
      kind == ObjectKind::Lift || kind == ObjectKind::Elevator || kind == ObjectKind::Springboard || kind == ObjectKind::Stomper) {
    // A fall's only motion is its fall, a push's the player's pushes; a ring,
    // a hurt zone and an enemy (moved, if at all, by its routine: motion) lie still: each
    // waits at its first point.
    out.path.resize(1);
    out.speed = 0;
    out.osc = {};
  }
  // A ring is the games' one size (objectKindProblem), kept about its centre.
  if (kind == ObjectKind::Ring && o.kind != ObjectKind::Ring) {
    centredBox(out, o, RingSize::kSize, RingSize::kSize);
  }
  // A twist is Obj06's fixed box about its centre; a new one is flat (its
  // heights all 0, the flip angles 0) until the level's tables are given it
  // (import-sonlvl reads the game's; the level file carries them).
  if (kind == ObjectKind::Twist && o.kind != ObjectKind::Twist) {
    centredBox(out, o, kTwistWidth, kTwistHeight);
    out.twist.assign(kTwistHeights, 0);
    out.twistFlip.assign(kTwistFlips, 0);
  }
  // A ramp is Obj_TwistedRamp's fixed window, its point at the old box's
  // centre, throwing right until turned (its direction).
  if (kind == ObjectKind::Ramp && o.kind != ObjectKind::Ramp) {
    for (Waypoint& w : out.path) w.x += o.w / 2 - kRampLeft, w.y += o.h / 2 - kRampAbove;
    out.w = kRampWidth;
    out.h = kRampHeight;
    out.dir = ObjectDir::Right;
  }
  // A vine is its fixed reach about its point (level/vine.h); a new one is
  // Angel Island's first (subtype 9: ten children, phase 0).
  if (kind == ObjectKind::Vine && o.kind != ObjectKind::Vine) {
    centredBox(out, o, kVineSize, kVineSize);
    out.vine = 9;
  }
  // A bumper is its fixed collision size about the old box's centre
  // (level/bumper.h); a booster Obj1B's fixed window, sending right at
  // $1000 until turned or slowed (its direction and spring_speed).
  if ((kind == ObjectKind::Bumper || kind == ObjectKind::Booster) && o.kind != kind) {
    const std::int32_t size = kind == ObjectKind::Bumper ? kBumperSize : kBoosterSize;
    for (Waypoint& w : out.path) w.x += o.w / 2 - size / 2, w.y += o.h / 2 - size / 2;
    out.w = out.h = size;
    if (kind == ObjectKind::Booster) out.dir = ObjectDir::Right, out.springSpeed = BoosterRule::kFast;
  }
  // A goal is Obj0D's fixed box, its post (the box's left edge, kGoalAbove
  // below its top) at the old box's centre.
  if (kind == ObjectKind::Goal && o.kind != ObjectKind::Goal) {
    for (Waypoint& w : out.path) w.x += o.w / 2, w.y += o.h / 2 - kGoalAbove;
    out.w = kGoalWidth;
    out.h = kGoalHeight;
  }
  // A tree is Obj_AIZHollowTree's fixed reach, its point (the trunk's foot,
  // where it catches a runner) at the old box's centre.
  if (kind == ObjectKind::Tree && o.kind != ObjectKind::Tree) {
    for (Waypoint& w : out.path) w.x += o.w / 2 - kTreeLeft, w.y += o.h / 2 - kTreeAbove;
    out.w = kTreeWidth;
    out.h = kTreeHeight;
  }
  // A fan is Obj5D's fixed window, its point (obX, obY) at the old box's
  // centre, facing left (unflipped) until turned.
  if (kind == ObjectKind::Fan && o.kind != ObjectKind::Fan) {
    out.dir = ObjectDir::Left;
    for (Waypoint& w : out.path) w.x += o.w / 2 - fanPointDx(false), w.y += o.h / 2 - kFanAbove;
    out.w = kFanWidth;
    out.h = kFanHeight;
  }
  // A stair is Obj5B's four blocks about the old box's centre, its steps
  // going down to the left (unflipped) until turned.
  if (kind == ObjectKind::Stair && o.kind != ObjectKind::Stair) {
    out.dir = ObjectDir::Left;
    centredBox(out, o, StairTiming::kWidth, StairTiming::kHeight);
  }
  // A brick is Obj46's 32 x 32 block about the old box's centre, landing
  // 64 px under its top until told where (its wobble dropped: none is set).
  if (kind == ObjectKind::Brick && o.kind != ObjectKind::Brick) {
    centredBox(out, o, BrickTiming::kSize, BrickTiming::kSize);
    out.osc = {};
    out.landY = out.path.empty() ? 0 : out.path[0].y + 2 * BrickTiming::kSize;
  }
  // A seesaw is Obj5E's plank about the old box's centre, low on the right
  // with its ball (subtype 0) until changed.
  if (kind == ObjectKind::Seesaw && o.kind != ObjectKind::Seesaw) {
    out.dir = ObjectDir::Right;
    out.ball = true;
    out.topOnly = false;
    centredBox(out, o, SeesawGeometry::kWidth, SeesawGeometry::kHeight);
  }
  // A barrier is Obj2D's 16 x 64 block about the old box's centre, letting
  // a player going right through (unflipped) until turned.
  if (kind == ObjectKind::Barrier && o.kind != ObjectKind::Barrier) {
    out.dir = ObjectDir::Right;
    centredBox(out, o, BarrierRule::kWidth, BarrierRule::kHeight);
  }
  // A lift is Obj16's top-only 64 x 16 platform about the old box's centre,
  // sliding right for 8 frames (subtype 1) until changed.
  if (kind == ObjectKind::Lift && o.kind != ObjectKind::Lift) {
    out.dir = ObjectDir::Right;
    out.lift = 1;
    centredBox(out, o, LiftRule::kWidth, LiftRule::kHeight);
  }
  // A conveyor is Obj68's window about the old box's centre, as wide (made
  // even), $30 high, moving a player right 2 px a frame (subtype $20) until changed.
  if (kind == ObjectKind::Conveyor && o.kind != ObjectKind::Conveyor) {
    out.belt = 2;
    centredBox(out, o, std::max(2, o.w & ~1), ConveyorRule::kHeight);
  }
  // An elevator is Obj59's top-only 80 x 32 platform about the old box's
  // centre, going up $40 and on to $80 (subtype 0) until changed.
  if (kind == ObjectKind::Elevator && o.kind != ObjectKind::Elevator) {
    out.dir = ObjectDir::Up;
    out.elevator = 0x40;
    centredBox(out, o, ElevatorRule::kWidth, ElevatorRule::kHeight);
  }
  // A bomb is Obj5F's 24 x 24 touch box about the old box's centre, walking
  // left first (unflipped) until turned.
  if (kind == ObjectKind::Bomb && o.kind != ObjectKind::Bomb) {
    out.dir = ObjectDir::Left;
    centredBox(out, o, BombRule::kSize, BombRule::kSize);
  }
  // A springboard is Obj40's 56 x 16 board about the old box's centre, its
  // tip right (unflipped), subtype 0 until changed.
  if (kind == ObjectKind::Springboard && o.kind != ObjectKind::Springboard) {
    out.dir = ObjectDir::Right;
    centredBox(out, o, SpringboardRule::kWidth, SpringboardRule::kHeight);
  }
  // A stomper is Obj31's block of subtype 1 (112 x 24, type 1) about the old box's centre until changed.
  if (kind == ObjectKind::Stomper && o.kind != ObjectKind::Stomper) {
    out.stomper = 1;
    centredBox(out, o, 2 * stomperHalfWidth(1), StomperRule::kHeight);
  }
  // A hurt zone's or an enemy's box is even and at most 1024 px either way (objectKindProblem).
  if (touchBoxKind(kind)) {
    out.w = std::clamp(out.w & ~1, HurtZoneSize::kMin, HurtZoneSize::kMax);
    out.h = std::clamp(out.h & ~1, HurtZoneSize::kMin, HurtZoneSize::kMax);
  }
  // A collapse and a fall keep their shape (the games' are top-only ledges and platforms).
  if (kind != ObjectKind::Block && kind != ObjectKind::Collapse && kind != ObjectKind::Fall) {
    out.topOnly = kind == ObjectKind::Lift || kind == ObjectKind::Elevator;  // Obj16's and Obj59's PlatformObject
    out.slope.clear();  // the games' springs and spikes read a flat top
  }
  if (kind != ObjectKind::Bridge) {
    return out;
  }
  // A bridge stays put, flat and top-only, as wide as its logs.
  out.topOnly = true;
  out.path.resize(1);
  out.speed = 0;
  out.osc = {};
  return withLogs(out, out.w / BridgeLogs::kLogWidth);
}

SolidObject withDir(const SolidObject& o, ObjectDir dir) {
  SolidObject out = o;
  out.dir = dir;
  // A diagonal spring is the games' 32 x 32 sloped solid (objectKindProblem).
  if (isDiagonal(dir)) out.w = out.h = kDiagonalSpringSize;
  return out;
}

SolidObject withLogs(const SolidObject& o, int logs) {
  SolidObject out = o;
  out.logs = static_cast<std::uint8_t>(std::clamp(logs, BridgeLogs::kMin, BridgeLogs::kMax));
  out.w = out.logs * BridgeLogs::kLogWidth;
  return out;
}

SolidObject withWaypointAt(const SolidObject& o, int k, int handleX, int handleY) {
  SolidObject out = o;
  if (k < 0 || k >= static_cast<int>(o.path.size())) return out;
  out.path[static_cast<std::size_t>(k)] = {handleX - o.w / 2, handleY - o.h / 2};
  return out;
}

SolidObject withWaypointInserted(const SolidObject& o, int k, int handleX, int handleY) {
  SolidObject out = o;
  // A bridge stays where it is (objectKindProblem); an oscillating object's one point is its origin.
  if (static_cast<int>(o.path.size()) >= ObjectLimits::kMaxWaypoints || o.kind == ObjectKind::Bridge ||
      o.kind == ObjectKind::Push || touchedNotSolid(o.kind) || o.kind == ObjectKind::Breakable || o.osc.table != OscTable::None)
    return out;
  const int at = std::clamp(k + 1, 0, static_cast<int>(o.path.size()));
  out.path.insert(out.path.begin() + at, Waypoint{handleX - o.w / 2, handleY - o.h / 2});
  return out;
}

SolidObject withoutWaypoint(const SolidObject& o, int k) {
  SolidObject out = o;
  if (o.path.size() <= 1 || k < 0 || k >= static_cast<int>(o.path.size())) return out;
  out.path.erase(out.path.begin() + k);
  return out;
}

int insertionPoint(const SolidObject& o, double handleX, double handleY) {
  const int n = static_cast<int>(o.path.size());
  if (n < 2) return n - 1;
  int best = n - 1;
  double bestDistance = std::numeric_limits<double>::max();
  for (int k = 0; k + 1 < n; ++k) {
    const double d = segmentDistance(handleX, handleY, waypointHandleX(o, k), waypointHandleY(o, k),
                                     waypointHandleX(o, k + 1), waypointHandleY(o, k + 1));
    if (d < bestDistance) {
      bestDistance = d;
      best = k;
    }
  }
  // Past the last point (farther from every segment than from it): append.
  const double toLast = std::hypot(handleX - waypointHandleX(o, n - 1), handleY - waypointHandleY(o, n - 1));
  const double lastSegment = std::hypot(waypointHandleX(o, n - 1) - waypointHandleX(o, n - 2),
                                        waypointHandleY(o, n - 1) - waypointHandleY(o, n - 2));
  if (best == n - 2 && toLast < bestDistance + 1e-9 && toLast > 0 && lastSegment > 0) {
    const double along = (handleX - waypointHandleX(o, n - 2)) * (waypointHandleX(o, n - 1) - waypointHandleX(o, n - 2)) +
                         (handleY - waypointHandleY(o, n - 2)) * (waypointHandleY(o, n - 1) - waypointHandleY(o, n - 2));
    if (along > lastSegment * lastSegment) return n - 1;
  }
  return best;
}

}  // namespace solidtile::editor
