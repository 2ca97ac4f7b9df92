// Level format 6's object fields that stObjectDef does not hold (its layout
// is 0.3's): the kind with its direction and spring speed, and a sloped
// object's heights. Each change is checked as the level reader checks
// "objects" and either applies whole or leaves the object as it was.
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "api_status.h"
#include "object_index.h"
#include "registry.h"
#include "solidtile/level/goal.h"
#include "solidtile/level/objects.h"
#include "solidtile/level/booster.h"
#include "solidtile/level/fan.h"
#include "solidtile/level/barrier.h"
#include "solidtile/level/bomb.h"
#include "solidtile/level/seesaw.h"
#include "solidtile/level/stair.h"
#include "solidtile/level/bumper.h"
#include "solidtile/level/ramp.h"
#include "solidtile/level/tree.h"

namespace solidtile::capi {
namespace {

static_assert(stObjectKind_block == int(solidtile::ObjectKind::Block) && stObjectKind_spring == int(solidtile::ObjectKind::Spring) &&
              stObjectKind_spikes == int(solidtile::ObjectKind::Spikes) &&
              stObjectKind_bridge == int(solidtile::ObjectKind::Bridge) &&
              stObjectKind_collapse == int(solidtile::ObjectKind::Collapse) &&
              stObjectKind_fall == int(solidtile::ObjectKind::Fall) &&
              stObjectKind_monitor == int(solidtile::ObjectKind::Monitor) &&
              stObjectKind_push == int(solidtile::ObjectKind::Push) &&
              stObjectKind_ring == int(solidtile::ObjectKind::Ring) &&
              stObjectKind_hurt == int(solidtile::ObjectKind::Hurt) &&
              stObjectKind_enemy == int(solidtile::ObjectKind::Enemy) &&
              stObjectKind_breakable == int(solidtile::ObjectKind::Breakable) &&
              stObjectKind_twist == int(solidtile::ObjectKind::Twist) &&
              stObjectKind_ramp == int(solidtile::ObjectKind::Ramp) &&
              stObjectKind_vine == int(solidtile::ObjectKind::Vine) &&
              stObjectKind_bumper == int(solidtile::ObjectKind::Bumper) &&
              stObjectKind_booster == int(solidtile::ObjectKind::Booster) &&
              stObjectKind_goal == int(solidtile::ObjectKind::Goal) &&
              stObjectKind_tree == int(solidtile::ObjectKind::Tree) && stObjectKind_fan == int(solidtile::ObjectKind::Fan) &&
              stObjectKind_stair == int(solidtile::ObjectKind::Stair) &&
              stObjectKind_brick == int(solidtile::ObjectKind::Brick) &&
              stObjectKind_seesaw == int(solidtile::ObjectKind::Seesaw) &&
              stObjectKind_barrier == int(solidtile::ObjectKind::Barrier) &&
              stObjectKind_lift == int(solidtile::ObjectKind::Lift) &&
              stObjectKind_conveyor == int(solidtile::ObjectKind::Conveyor) &&
              stObjectKind_elevator == int(solidtile::ObjectKind::Elevator) &&
              stObjectKind_bomb == int(solidtile::ObjectKind::Bomb) &&
              stObjectKind_springboard == int(solidtile::ObjectKind::Springboard) &&
              stObjectKind_stomper == int(solidtile::ObjectKind::Stomper));
static_assert(ST_GOAL_WIDTH == kGoalWidth && ST_GOAL_HEIGHT == kGoalHeight);
static_assert(stBreakMode_side == int(BreakMode::Side) && stBreakMode_top == int(BreakMode::Top) &&
              stBreakMode_ground == int(BreakMode::Ground) && stBreakMode_groundAny == int(BreakMode::GroundAny));
static_assert(ST_COLLAPSE_DELAY == CollapseTiming::kDelay && ST_COLLAPSE_HOLD == CollapseTiming::kHold);
static_assert(stObjectDir_up == int(ObjectDir::Up) && stObjectDir_down == int(ObjectDir::Down) &&
              stObjectDir_left == int(ObjectDir::Left) && stObjectDir_right == int(ObjectDir::Right) &&
              stObjectDir_upRight == int(ObjectDir::UpRight) && stObjectDir_upLeft == int(ObjectDir::UpLeft) &&
              stObjectDir_downRight == int(ObjectDir::DownRight) && stObjectDir_downLeft == int(ObjectDir::DownLeft));
static_assert(ST_SPRING_RED == SpringSpeed::kRed && ST_SPRING_YELLOW == SpringSpeed::kYellow &&
              ST_MAX_SPRING_SPEED == SpringSpeed::kMax && ST_MAX_SLOPE_HEIGHT == ObjectLimits::kMaxSlopeHeight);
static_assert(ST_MAX_BRIDGE_LOGS == BridgeLogs::kMax && ST_BRIDGE_LOG_WIDTH == BridgeLogs::kLogWidth);

std::string num(long v) { return std::to_string(v); }

// The call that makes a kind with fields of its own (level formats 19, 20), or null.
const char* kindWithFieldsCall(long k) {
  switch (k) {
    case stObjectKind_brick: return "a brick needs its landing: stLevel_SetObjectBrick makes one";
    case stObjectKind_lift: return "a lift needs its subtype: stLevel_SetObjectLift makes one";
    case stObjectKind_conveyor: return "a conveyor needs its belt and width: stLevel_SetObjectConveyor makes one";
    case stObjectKind_elevator: return "an elevator needs its distance: stLevel_SetObjectElevator makes one";
    case stObjectKind_springboard: return "a springboard needs its subtype: stLevel_SetObjectSpringboard makes one";
    case stObjectKind_stomper: return "a stomper needs its subtype: stLevel_SetObjectStomper makes one";
    default: return nullptr;
  }
}

}  // namespace
}  // namespace solidtile::capi

using namespace solidtile;
using namespace solidtile::capi;

extern "C" {

stStatus stLevel_GetObjectKind(stLevelId level, int32_t index, stObjectKind* outKind, stObjectDir* outDir,
                               int32_t* outSpringSpeed) {
  constexpr const char* fn = "stLevel_GetObjectKind";
  return guarded(fn, [&] {
    LevelObject* l = nullptr;
    if (const stStatus st = findObject(fn, level, index, &l)) return st;
    const SolidObject& o = l->file.level.objects[static_cast<std::size_t>(index)];
    if (outKind) *outKind = static_cast<stObjectKind>(o.kind);
    if (outDir) *outDir = static_cast<stObjectDir>(o.dir);
    if (outSpringSpeed) *outSpringSpeed = o.springSpeed;
    return stStatus_ok;
  });
}

stStatus stLevel_SetObjectKind(stLevelId level, int32_t index, stObjectKind kind, stObjectDir dir, int32_t springSpeed) {
  constexpr const char* fn = "stLevel_SetObjectKind";
  return guarded(fn, [&] {
    LevelObject* l = nullptr;
    if (const stStatus st = findObject(fn, level, index, &l)) return st;
    const long k = enumValue(kind), d = enumValue(dir);
    if (k == stObjectKind_bridge) {
      return fail(fn, stStatus_badValue, "a bridge needs its log count: stLevel_SetObjectBridge makes one");
    }
    if (k == stObjectKind_collapse) {
      return fail(fn, stStatus_badValue, "a collapse needs its delays: stLevel_SetObjectCollapse makes one");
    }
    if (k == stObjectKind_fall) return fail(fn, stStatus_badValue, "a fall needs its counts: stLevel_SetObjectFall makes one");
    if (k == stObjectKind_monitor) return fail(fn, stStatus_badValue, "a monitor needs its item: stLevel_SetObjectMonitor makes one");
    if (k == stObjectKind_breakable) {
      return fail(fn, stStatus_badValue, "a breakable needs its mode: stLevel_SetObjectBreakable makes one");
    }
    if (k == stObjectKind_twist) return fail(fn, stStatus_badValue, "a twist needs its tables: stLevel_SetObjectTwist makes one");
    if (k == stObjectKind_vine) return fail(fn, stStatus_badValue, "a vine needs its subtype: stLevel_SetObjectVine makes one");
    if (const char* need = kindWithFieldsCall(k)) return fail(fn, stStatus_badValue, need);
    if ((k < stObjectKind_block || k > stObjectKind_spikes) && k != stObjectKind_push && k != stObjectKind_ring &&
        k != stObjectKind_hurt && k != stObjectKind_enemy && k != stObjectKind_ramp && k != stObjectKind_bumper &&
        k != stObjectKind_booster && k != stObjectKind_goal && k != stObjectKind_tree && k != stObjectKind_fan &&
        k != stObjectKind_stair && k != stObjectKind_seesaw && k != stObjectKind_barrier && k != stObjectKind_bomb) {
      return fail(fn, stStatus_badValue,
                  "kind is " + num(k) + ", not 0 (stObjectKind_block), 1 (stObjectKind_spring), 2 (stObjectKind_spikes), " +
                      "7 (stObjectKind_push), 8 (stObjectKind_ring), 9 (stObjectKind_hurt), 10 (stObjectKind_enemy), 13 (stObjectKind_ramp), " +
                      "15 (stObjectKind_bumper), 16 (stObjectKind_booster), 17 (stObjectKind_goal), 18 (stObjectKind_tree), 19 (stObjectKind_fan), 20 (stObjectKind_stair), " +
                      "22 (stObjectKind_seesaw), 23 (stObjectKind_barrier) or 27 (stObjectKind_bomb)");
    }
    if (d < stObjectDir_up || d > stObjectDir_downLeft) {
      return fail(fn, stStatus_badValue,
                  "dir is " + num(d) + ", not 0..7 (stObjectDir_up, _down, _left, _right, _upRight, _upLeft, _downRight, _downLeft)");
    }
    // A bomb hangs upside down by its y-flip: down_left, down_right (its own check below).
    if (d > stObjectDir_right && k != stObjectKind_spring && k != stObjectKind_bomb) {
      return fail(fn, stStatus_badValue, "dir " + num(d) + " is diagonal: for springs only (spikes point up, down, left or right)");
    }
    // A bridge turned back into a block (or a spring) keeps its top-only flag and width.
    SolidObject o = asPlainKind(l->file.level.objects[static_cast<std::size_t>(index)], static_cast<solidtile::ObjectKind>(k));
    // A push and a ring have no direction (dir is read for springs and spikes).
    if (o.kind == solidtile::ObjectKind::Spring || o.kind == solidtile::ObjectKind::Spikes) o.dir = static_cast<ObjectDir>(d);
    if (o.kind == solidtile::ObjectKind::Spring) {
      if (springSpeed < 1 || springSpeed > SpringSpeed::kMax) {
        return fail(fn, stStatus_badValue,
                    outside("springSpeed", springSpeed, 1, SpringSpeed::kMax) + " (subpixels a frame; red " +
                        num(SpringSpeed::kRed) + ", yellow " + num(SpringSpeed::kYellow) + ")");
      }
      o.springSpeed = springSpeed;
      // A diagonal spring is the games' 32 x 32 sloped solid (objectKindProblem).
      if (isDiagonal(o.dir)) o.w = o.h = kDiagonalSpringSize;
    }
    if (o.kind == solidtile::ObjectKind::Ring) o.w = o.h = RingSize::kSize;  // the games' one size (objectKindProblem)
    if (o.kind == solidtile::ObjectKind::Ramp) {  // Obj_TwistedRamp's window about the old box's centre (level/ramp.h)
      if (d != stObjectDir_left && d != stObjectDir_right) {
        return fail(fn, stStatus_badValue, "a ramp throws right or left (stObjectDir_right, stObjectDir_left), not dir " + num(d));
      }
      o.dir = static_cast<ObjectDir>(d);
      const SolidObject& was = l->file.level.objects[static_cast<std::size_t>(index)];
      for (Waypoint& w : o.path) w.x += was.w / 2 - kRampLeft, w.y += was.h / 2 - kRampAbove;
      o.w = kRampWidth;
      o.h = kRampHeight;
    }
    // A bumper's collision size and a booster's window about the old box's centre (level/bumper.h, level/booster.h).
    if (o.kind == solidtile::ObjectKind::Bumper || o.kind == solidtile::ObjectKind::Booster) {
      const bool booster = o.kind == solidtile::ObjectKind::Booster;
      if (booster) {
        if (d != stObjectDir_left && d != stObjectDir_right) {
          return fail(fn, stStatus_badValue,
                      "a booster sends right or left (stObjectDir_right, stObjectDir_left), not dir " + num(d));
        }
        if (springSpeed < 1 || springSpeed > SpringSpeed::kMax) {
          return fail(fn, stStatus_badValue,
                      outside("springSpeed", springSpeed, 1, SpringSpeed::kMax) + " (a booster's speed, subpixels a frame; " +
                          num(BoosterRule::kFast) + " or " + num(BoosterRule::kSlow) + " in Sonic 2)");
        }
        o.dir = static_cast<ObjectDir>(d);
        o.springSpeed = springSpeed;
      }
      const std::int32_t size = booster ? kBoosterSize : kBumperSize;
      const SolidObject& was = l->file.level.objects[static_cast<std::size_t>(index)];
      for (Waypoint& w : o.path) w.x += was.w / 2 - size / 2, w.y += was.h / 2 - size / 2;
      o.w = o.h = size;
    }
    if (o.kind == solidtile::ObjectKind::Goal) {  // Obj0D's fixed box, its post at the old box's centre (level/goal.h)
      const SolidObject& was = l->file.level.objects[static_cast<std::size_t>(index)];
      for (Waypoint& w : o.path) w.x += was.w / 2, w.y += was.h / 2 - kGoalAbove;
      o.w = kGoalWidth;
      o.h = kGoalHeight;
    }
    if (o.kind == solidtile::ObjectKind::Tree) {  // Obj_AIZHollowTree's reach about the old box's centre (level/tree.h)
      const SolidObject& was = l->file.level.objects[static_cast<std::size_t>(index)];
      for (Waypoint& w : o.path) w.x += was.w / 2 - kTreeLeft, w.y += was.h / 2 - kTreeAbove;
      o.w = kTreeWidth;
      o.h = kTreeHeight;
    }
    if (o.kind == solidtile::ObjectKind::Fan) {  // Obj5D's window, the fan's point at the old box's centre (level/fan.h)
      if (d != stObjectDir_left && d != stObjectDir_right) {
        return fail(fn, stStatus_badValue, "a fan faces right or left (stObjectDir_right, stObjectDir_left), not dir " + num(d));
      }
      o.dir = static_cast<ObjectDir>(d);
      const SolidObject& was = l->file.level.objects[static_cast<std::size_t>(index)];
      for (Waypoint& w : o.path) w.x += was.w / 2 - fanPointDx(o.dir == ObjectDir::Right), w.y += was.h / 2 - kFanAbove;
      o.w = kFanWidth;
      o.h = kFanHeight;
    }
    if (o.kind == solidtile::ObjectKind::Stair) {  // Obj5B's four blocks about the old box's centre (level/stair.h)
      if (d != stObjectDir_left && d != stObjectDir_right) {
        return fail(fn, stStatus_badValue,
                    "a stair's steps go down to the left or right (stObjectDir_left, stObjectDir_right), not dir " + num(d));
      }
      o.dir = static_cast<ObjectDir>(d);
      centreBox(o, l->file.level.objects[static_cast<std::size_t>(index)], StairTiming::kWidth, StairTiming::kHeight);
    }
    if (o.kind == solidtile::ObjectKind::Seesaw) {  // the plank's box about the old box's centre (level/seesaw.h)
      if (d != stObjectDir_left && d != stObjectDir_right) {
        return fail(fn, stStatus_badValue,
                    "a seesaw's low end is left or right (stObjectDir_left, stObjectDir_right), not dir " + num(d));
      }
      o.dir = static_cast<ObjectDir>(d);
      o.ball = true;  // subtype 0
      centreBox(o, l->file.level.objects[static_cast<std::size_t>(index)], SeesawGeometry::kWidth, SeesawGeometry::kHeight);
    }
    if (o.kind == solidtile::ObjectKind::Barrier) {  // Obj2D's block about the old box's centre (level/barrier.h)
      if (d != stObjectDir_left && d != stObjectDir_right) {
        return fail(fn, stStatus_badValue,
                    "a barrier lets the player through going right or left (stObjectDir_right, stObjectDir_left), not dir " +
                        num(d));
      }
      o.dir = static_cast<ObjectDir>(d);
      centreBox(o, l->file.level.objects[static_cast<std::size_t>(index)], BarrierRule::kWidth, BarrierRule::kHeight);
    }
    if (o.kind == solidtile::ObjectKind::Bomb) {  // Obj5F's touch box about the old box's centre (level/bomb.h)
      if (d != stObjectDir_left && d != stObjectDir_right && d != stObjectDir_downLeft && d != stObjectDir_downRight) {
        return fail(fn, stStatus_badValue,
                    "a bomb walks left or right first (stObjectDir_left, stObjectDir_right; stObjectDir_downLeft, "
                    "stObjectDir_downRight upside down), not dir " + num(d));
      }
      o.dir = static_cast<ObjectDir>(d);
      centreBox(o, l->file.level.objects[static_cast<std::size_t>(index)], BombRule::kSize, BombRule::kSize);
    }
    if (o.kind != solidtile::ObjectKind::Block) {
      const char* name = objectKindName(o.kind);
      if (o.topOnly) {
        return fail(fn, stStatus_badValue, "object " + num(index) + " is top-only; " + name +
                                               " are solid on every side (stLevel_SetObject with topOnly false first)");
      }
      if (!o.slope.empty()) {
        return fail(fn, stStatus_badValue, "object " + num(index) + " is sloped; " + name +
                                               " are flat (stLevel_SetObjectSlope with count 0 first)");
      }
    }
    if (std::string why = objectProblem(o); !why.empty()) return fail(fn, stStatus_badValue, "object " + num(index) + ": " + why);
    l->file.level.objects.set(static_cast<std::size_t>(index), std::move(o));
    return stStatus_ok;
  });
}

stStatus stLevel_SetObjectBridge(stLevelId level, int32_t index, int32_t logs) {
  constexpr const char* fn = "stLevel_SetObjectBridge";
  return guarded(fn, [&] {
    LevelObject* l = nullptr;
    if (const stStatus st = findObject(fn, level, index, &l)) return st;
    if (logs < BridgeLogs::kMin || logs > BridgeLogs::kMax) {
      return fail(fn, stStatus_badValue, outside("logs", logs, BridgeLogs::kMin, BridgeLogs::kMax) +
                                             " (the games' bend tables stop at 16)");
    }
    SolidObject o = l->file.level.objects[static_cast<std::size_t>(index)];
    if (o.path.size() > 1) {
      return fail(fn, stStatus_badValue, "object " + num(index) + " moves (a path of " +
                                             num(static_cast<long>(o.path.size())) + " points); a bridge stays where it is");
    }
    o = asPlainKind(std::move(o), solidtile::ObjectKind::Bridge);
    o.slope.clear();
    o.topOnly = true;
    o.logs = static_cast<std::uint8_t>(logs);
    o.w = logs * BridgeLogs::kLogWidth;
    if (std::string why = objectProblem(o); !why.empty()) return fail(fn, stStatus_badValue, "object " + num(index) + ": " + why);
    l->file.level.objects.set(static_cast<std::size_t>(index), std::move(o));
    return stStatus_ok;
  });
}

stStatus stLevel_GetObjectBridge(stLevelId level, int32_t index, int32_t* outLogs) {
  constexpr const char* fn = "stLevel_GetObjectBridge";
  return guarded(fn, [&] {
    if (!outLogs) return nullArgument(fn, "outLogs");
    LevelObject* l = nullptr;
    if (const stStatus st = findObject(fn, level, index, &l)) return st;
    const SolidObject& o = l->file.level.objects[static_cast<std::size_t>(index)];
    *outLogs = o.kind == solidtile::ObjectKind::Bridge ? o.logs : 0;
    return stStatus_ok;
  });
}

stStatus stLevel_SetObjectCollapse(stLevelId level, int32_t index, int32_t delay, int32_t hold) {
  constexpr const char* fn = "stLevel_SetObjectCollapse";
  return guarded(fn, [&] {
    LevelObject* l = nullptr;
    if (const stStatus st = findObject(fn, level, index, &l)) return st;
    for (const auto& [name, v] : {std::pair{"delay", delay}, std::pair{"hold", hold}}) {
      if (v < CollapseTiming::kMin || v > CollapseTiming::kMax)
        return fail(fn, stStatus_badValue, outside(name, v, CollapseTiming::kMin, CollapseTiming::kMax) + " (frames)");
    }
    SolidObject o = asPlainKind(l->file.level.objects[static_cast<std::size_t>(index)], solidtile::ObjectKind::Collapse);
    o.collapseDelay = static_cast<std::uint8_t>(delay);
    o.collapseHold = static_cast<std::uint8_t>(hold);
    if (std::string why = objectProblem(o); !why.empty()) return fail(fn, stStatus_badValue, "object " + num(index) + ": " + why);
    l->file.level.objects.set(static_cast<std::size_t>(index), std::move(o));
    return stStatus_ok;
  });
}

stStatus stLevel_GetObjectCollapse(stLevelId level, int32_t index, int32_t* outDelay, int32_t* outHold) {
  return getPair("stLevel_GetObjectCollapse", level, index, outDelay, outHold, [](const SolidObject& o) {
    const bool collapse = o.kind == solidtile::ObjectKind::Collapse;
    return std::pair{collapse ? int32_t{o.collapseDelay} : 0, collapse ? int32_t{o.collapseHold} : 0};
  });
}

stStatus stLevel_GetObjectSlope(stLevelId level, int32_t index, uint8_t* heights, size_t capacity, size_t* outCount) {
  constexpr const char* fn = "stLevel_GetObjectSlope";
  return guarded(fn, [&] {
    if (!outCount) return nullArgument(fn, "outCount");
    LevelObject* l = nullptr;
    if (const stStatus st = findObject(fn, level, index, &l)) return st;
    const std::vector<std::uint8_t>& slope = l->file.level.objects[static_cast<std::size_t>(index)].slope;
    *outCount = slope.size();
    if (slope.empty()) return stStatus_ok;
    if (capacity < slope.size()) {
      return fail(fn, stStatus_tooSmall, "the object has " + num(static_cast<long>(slope.size())) + " heights; capacity is " +
                                             num(static_cast<long>(capacity)));
    }
    if (!heights) return nullArgument(fn, "heights");
    std::copy(slope.begin(), slope.end(), heights);
    return stStatus_ok;
  });
}

stStatus stLevel_SetObjectSlope(stLevelId level, int32_t index, const uint8_t* heights, size_t count) {
  constexpr const char* fn = "stLevel_SetObjectSlope";
  return guarded(fn, [&] {
    LevelObject* l = nullptr;
    if (const stStatus st = findObject(fn, level, index, &l)) return st;
    SolidObject o = l->file.level.objects[static_cast<std::size_t>(index)];
    if (count > 0) {
      if (!heights) return nullArgument(fn, "heights");
      if (o.kind != solidtile::ObjectKind::Block && o.kind != solidtile::ObjectKind::Collapse) {
        return fail(fn, stStatus_badValue, "object " + num(index) + " is " + objectKindName(o.kind) +
                                               "; only a block or a collapse takes a slope (the games' springs and spikes are flat)");
      }
      const auto columns = static_cast<std::size_t>(slopeColumns(o));
      if (count != columns) {
        return fail(fn, stStatus_badValue, "count is " + num(static_cast<long>(count)) + ", expected w / 2 = " +
                                               num(static_cast<long>(columns)) + " (one height per 2 px column)");
      }
      const int most = std::min(o.h, ObjectLimits::kMaxSlopeHeight);
      for (std::size_t c = 0; c < count; ++c) {
        if (heights[c] > most) {
          return fail(fn, stStatus_badValue, outside("heights[" + num(static_cast<long>(c)) + "]", heights[c], 0, most) +
                                                 " (at most h = " + num(o.h) + " and " + num(ObjectLimits::kMaxSlopeHeight) + ")");
        }
      }
    }
    if (count == 0) o.slope.clear();
    else o.slope.assign(heights, heights + count);
    if (std::string why = objectProblem(o); !why.empty()) return fail(fn, stStatus_badValue, "object " + num(index) + ": " + why);
    l->file.level.objects.set(static_cast<std::size_t>(index), std::move(o));
    return stStatus_ok;
  });
}

const char* stObjectKindName(stObjectKind kind) {
  const long k = enumValue(kind);
  return k >= stObjectKind_block && k <= stObjectKind_stomper ? objectKindName(static_cast<solidtile::ObjectKind>(k)) : "?";
}

const char* stObjectDirName(stObjectDir dir) {
  const long d = enumValue(dir);
  return d >= stObjectDir_up && d <= stObjectDir_downLeft ? objectDirName(static_cast<ObjectDir>(d)) : "?";
}

}  // extern "C"
