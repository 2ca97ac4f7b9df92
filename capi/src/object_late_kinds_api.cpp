// Level formats 19's and 20's kinds with fields of their own (falling bricks,
// lifts, conveyors, elevators, springboards, stompers): one setter and one
// getter each. As object_kind_api.cpp, each change makes the kind's fixed box
// about the old box's centre (asFixedBoxKind, the editor's withKind), is
// checked as the level reader checks "objects" (objectProblem) and either
// applies whole or leaves the object as it was.
#include <initializer_list>
#include <string>
#include <utility>

#include "api_status.h"
#include "object_index.h"
#include "registry.h"
#include "solidtile/io/level_file.h"
#include "solidtile/level/brick.h"
#include "solidtile/level/conveyor.h"
#include "solidtile/level/elevator.h"
#include "solidtile/level/lift.h"
#include "solidtile/level/objects.h"
#include "solidtile/level/springboard.h"
#include "solidtile/level/stomper.h"

namespace solidtile::capi {
namespace {

static_assert(ST_MAX_LIFT == 0xFF);
static_assert(ST_MIN_CONVEYOR_BELT == ConveyorRule::kMinSpeed && ST_MAX_CONVEYOR_BELT == ConveyorRule::kMaxSpeed &&
              ST_CONVEYOR_WIDE == 2 * ConveyorRule::kWideHalf && ST_CONVEYOR_NARROW == 2 * ConveyorRule::kNarrowHalf &&
              ST_CONVEYOR_HEIGHT == ConveyorRule::kHeight);
static_assert(ST_MAX_ELEVATOR_DISTANCE == ElevatorRule::kMaxDist);

std::string num(long v) { return std::to_string(v); }

// "dir is 0, not stObjectDir_right or stObjectDir_left (<why>)" unless dir is one of `allowed`.
std::string dirProblem(stObjectDir dir, std::initializer_list<stObjectDir> allowed, const char* names, const char* why) {
  const long d = enumValue(dir);
  for (const stObjectDir a : allowed) {
    if (d == a) return {};
  }
  return "dir is " + num(d) + ", not " + names + " (" + why + ")";
}

// The kind's fixed box about the old box's centre, then `set` (the kind's
// fields), then the level reader's check: applied whole or not at all.
template <class Set>
stStatus setKind(const char* fn, stLevelId level, int32_t index, solidtile::ObjectKind kind, std::int32_t w, std::int32_t h,
                 Set set) {
  LevelObject* l = nullptr;
  if (const stStatus st = findObject(fn, level, index, &l)) return st;
  SolidObject o = asFixedBoxKind(l->file.level.objects[static_cast<std::size_t>(index)], kind, w, h);
  set(o);
  return setChecked(fn, l, index, std::move(o));
}

// A kind's one byte-or-word field, -1 for another kind.
template <class M>
stStatus getKindField(const char* fn, const char* outName, stLevelId level, int32_t index, int32_t* out,
                      solidtile::ObjectKind kind, M SolidObject::*field) {
  return getField(fn, outName, level, index, out,
                  [&](const SolidObject& o) { return o.kind == kind ? static_cast<int32_t>(o.*field) : -1; });
}

// A kind with a way and one value (a lift, an elevator, a springboard):
// `dir` one of `allowed` (else refused, `names` and `why` saying which), the
// value lo..hi (else refused naming `field`, `meaning` saying what it is),
// then the kind's box with its way and `apply`'s fields.
template <class Apply>
stStatus setWayAndValue(const char* fn, stLevelId level, int32_t index, solidtile::ObjectKind kind, std::int32_t w,
                        std::int32_t h, stObjectDir dir, std::initializer_list<stObjectDir> allowed, const char* names,
                        const char* why, const char* field, int32_t value, int32_t lo, int32_t hi, const char* meaning,
                        Apply apply) {
  return guarded(fn, [&] {
    if (std::string bad = dirProblem(dir, allowed, names, why); !bad.empty()) return fail(fn, stStatus_badValue, bad);
    if (value < lo || value > hi) return fail(fn, stStatus_badValue, outside(field, value, lo, hi) + " (" + meaning + ")");
    return setKind(fn, level, index, kind, w, h, [&](SolidObject& o) {
      o.dir = static_cast<ObjectDir>(enumValue(dir));
      apply(o, value);
    });
  });
}

}  // namespace
}  // namespace solidtile::capi

using namespace solidtile;
using namespace solidtile::capi;

extern "C" {

stStatus stLevel_SetObjectBrick(stLevelId level, int32_t index, int32_t landY, int lava) {
  constexpr const char* fn = "stLevel_SetObjectBrick";
  return guarded(fn, [&] {
    if (landY < -io::kMaxCoordinate || landY > io::kMaxCoordinate) {
      return fail(fn, stStatus_badValue,
                  outside("landY", landY, -io::kMaxCoordinate, io::kMaxCoordinate) + " (the top of the brick where it lands, pixels)");
    }
    if (lava != 0 && lava != 1) {
      return fail(fn, stStatus_badValue, outside("lava", lava, 0, 1) + " (1: it floats on the lava, Obj46's type 4)");
    }
    return setKind(fn, level, index, solidtile::ObjectKind::Brick, BrickTiming::kSize, BrickTiming::kSize, [&](SolidObject& o) {
      o.landY = landY;
      o.lava = lava == 1;
    });
  });
}

stStatus stLevel_GetObjectBrick(stLevelId level, int32_t index, int32_t* outLandY, int* outLava) {
  return getPair("stLevel_GetObjectBrick", level, index, outLandY, outLava, [](const SolidObject& o) {
    const bool brick = o.kind == solidtile::ObjectKind::Brick;
    return std::pair{brick ? o.landY : 0, brick ? int{o.lava} : -1};
  });
}

stStatus stLevel_SetObjectLift(stLevelId level, int32_t index, stObjectDir dir, int32_t lift) {
  return setWayAndValue("stLevel_SetObjectLift", level, index, solidtile::ObjectKind::Lift, LiftRule::kWidth, LiftRule::kHeight,
                        dir, {stObjectDir_right, stObjectDir_left}, "stObjectDir_right or stObjectDir_left",
                        "the way a lift slides: Obj16's x-flip makes it left", "lift", lift, 1, ST_MAX_LIFT,
                        "Obj16's subtype: its slide lift x 8 frames", [](SolidObject& o, int32_t v) {
                          o.topOnly = true;  // Obj16's PlatformObject
                          o.lift = static_cast<std::uint8_t>(v);
                        });
}

stStatus stLevel_GetObjectLift(stLevelId level, int32_t index, int32_t* outLift) {
  return getKindField("stLevel_GetObjectLift", "outLift", level, index, outLift, solidtile::ObjectKind::Lift, &SolidObject::lift);
}

stStatus stLevel_SetObjectConveyor(stLevelId level, int32_t index, int32_t belt, int32_t width) {
  constexpr const char* fn = "stLevel_SetObjectConveyor";
  return guarded(fn, [&] {
    if (belt < ConveyorRule::kMinSpeed || belt > ConveyorRule::kMaxSpeed) {
      return fail(fn, stStatus_badValue,
                  outside("belt", belt, ConveyorRule::kMinSpeed, ConveyorRule::kMaxSpeed) +
                      " (px a frame, right when positive: Obj68's conv_speed, the subtype's high nibble signed)");
    }
    if (width < 2 || width > ObjectLimits::kMaxSize || width % 2 != 0) {
      return fail(fn, stStatus_badValue,
                  "width is " + num(width) + ", not an even 2.." + num(ObjectLimits::kMaxSize) + " (twice Obj68's conv_width: " +
                      num(ST_CONVEYOR_WIDE) + " or " + num(ST_CONVEYOR_NARROW) + ")");
    }
    return setKind(fn, level, index, solidtile::ObjectKind::Conveyor, width, ConveyorRule::kHeight,
                   [&](SolidObject& o) { o.belt = static_cast<std::int8_t>(belt); });
  });
}

stStatus stLevel_GetObjectConveyor(stLevelId level, int32_t index, int32_t* outBelt, int32_t* outWidth) {
  return getPair("stLevel_GetObjectConveyor", level, index, outBelt, outWidth, [](const SolidObject& o) {
    const bool conveyor = o.kind == solidtile::ObjectKind::Conveyor;
    return std::pair{conveyor ? int32_t{o.belt} : 0, conveyor ? o.w : 0};
  });
}

stStatus stLevel_SetObjectElevator(stLevelId level, int32_t index, stObjectDir dir, int32_t distance) {
  return setWayAndValue("stLevel_SetObjectElevator", level, index, solidtile::ObjectKind::Elevator, ElevatorRule::kWidth,
                        ElevatorRule::kHeight, dir, {stObjectDir_up, stObjectDir_down, stObjectDir_upRight, stObjectDir_downLeft},
                        "stObjectDir_up, _down, _upRight or _downLeft", "the way an elevator travels: Obj59's type 2, 4, 6 or 8",
                        "distance", distance, 1, ElevatorRule::kMaxDist, "Obj59's elev_dist, px: half its travel",
                        [](SolidObject& o, int32_t v) {
                          o.topOnly = true;  // Obj59's PlatformObject
                          o.elevator = static_cast<std::int16_t>(v);
                        });
}

stStatus stLevel_GetObjectElevator(stLevelId level, int32_t index, int32_t* outDistance) {
  return getKindField("stLevel_GetObjectElevator", "outDistance", level, index, outDistance, solidtile::ObjectKind::Elevator, &SolidObject::elevator);
}

stStatus stLevel_SetObjectSpringboard(stLevelId level, int32_t index, stObjectDir dir, int32_t subtype) {
  return setWayAndValue("stLevel_SetObjectSpringboard", level, index, solidtile::ObjectKind::Springboard, SpringboardRule::kWidth,
                        SpringboardRule::kHeight, dir, {stObjectDir_right, stObjectDir_left},
                        "stObjectDir_right or stObjectDir_left", "the way a springboard's tip points: Obj40's x-flip makes it left",
                        "subtype", subtype, 0, 0xFF, "Obj40's subtype",
                        [](SolidObject& o, int32_t v) { o.springboard = static_cast<std::uint8_t>(v); });
}

stStatus stLevel_GetObjectSpringboard(stLevelId level, int32_t index, int32_t* outSubtype) {
  return getKindField("stLevel_GetObjectSpringboard", "outSubtype", level, index, outSubtype, solidtile::ObjectKind::Springboard, &SolidObject::springboard);
}

stStatus stLevel_SetObjectStomper(stLevelId level, int32_t index, int32_t subtype) {
  constexpr const char* fn = "stLevel_SetObjectStomper";
  return guarded(fn, [&] {
    // A byte as the level reader reads it, then one of the subtypes the kind models.
    std::string why = subtype < 0 || subtype > 0xFF ? outside("subtype", subtype, 0, 0xFF) : std::string{};
    if (why.empty() && !stomperSubtypeModelled(static_cast<std::uint8_t>(subtype))) why = "subtype is " + num(subtype);
    if (!why.empty()) {
      return fail(fn, stStatus_badValue,
                  why + ", not one of Obj31's modelled: type 1..6 (low nibble), size 0..2 (bits 4-6), bit 7 clear");
    }
    const auto sub = static_cast<std::uint8_t>(subtype);
    return setKind(fn, level, index, solidtile::ObjectKind::Stomper, 2 * stomperHalfWidth(sub), StomperRule::kHeight,
                   [&](SolidObject& o) { o.stomper = sub; });
  });
}

stStatus stLevel_GetObjectStomper(stLevelId level, int32_t index, int32_t* outSubtype) {
  return getKindField("stLevel_GetObjectStomper", "outSubtype", level, index, outSubtype, solidtile::ObjectKind::Stomper, &SolidObject::stomper);
}

}  // extern "C"
