// A level's solid objects: listed, placed on a frame, added, changed, moved
// and removed, each change checked with the level reader's limits first. The
// box controllers on the level read the same list, so they meet the change
// on their next step.
#include <string>
#include <vector>

#include "api_status.h"
#include "object_index.h"
#include "registry.h"
#include "solidtile/io/level_file.h"
#include "solidtile/level/objects.h"

namespace solidtile::capi {
namespace {

static_assert(stObjectLoop_pingPong == int(ObjectLoop::PingPong) && stObjectLoop_loop == int(ObjectLoop::Loop));
static_assert(ST_MAX_WAYPOINTS == ObjectLimits::kMaxWaypoints);

std::string num(long v) { return std::to_string(v); }

// The object a def describes, or "" and why not (naming the def's field).
std::string fromDef(const stObjectDef& d, SolidObject* out) {
  if (d.w < 1 || d.w > ObjectLimits::kMaxSize) return outside("w", d.w, 1, ObjectLimits::kMaxSize);
  if (d.h < 1 || d.h > ObjectLimits::kMaxSize) return outside("h", d.h, 1, ObjectLimits::kMaxSize);
  if (d.pointCount < 1 || d.pointCount > ST_MAX_WAYPOINTS) return outside("pointCount", d.pointCount, 1, ST_MAX_WAYPOINTS);
  if (d.speed < 0 || d.speed > ObjectLimits::kMaxSpeed) {
    return outside("speed", d.speed, 0, ObjectLimits::kMaxSpeed) + " (subpixels a frame, 256 = 1 px)";
  }
  if (d.wait < 0 || d.wait > ObjectLimits::kMaxWait) return outside("wait", d.wait, 0, ObjectLimits::kMaxWait) + " (frames)";
  const long loop = enumValue(d.loop);
  if (loop != stObjectLoop_pingPong && loop != stObjectLoop_loop) {
    return "loop is " + num(loop) + ", not 0 (stObjectLoop_pingPong) or 1 (stObjectLoop_loop)";
  }
  SolidObject o;
  o.w = d.w;
  o.h = d.h;
  o.speed = d.speed;
  o.wait = d.wait;
  o.loop = static_cast<ObjectLoop>(loop);
  o.topOnly = d.topOnly;
  for (int k = 0; k < d.pointCount; ++k) {
    for (const auto& [axis, v] : {std::pair{".x", d.points[k].x}, std::pair{".y", d.points[k].y}}) {
      if (v < -io::kMaxCoordinate || v > io::kMaxCoordinate) {
        return outside("points[" + num(k) + "]" + axis, v, -io::kMaxCoordinate, io::kMaxCoordinate);
      }
    }
    o.path.push_back({d.points[k].x, d.points[k].y});
  }
  if (std::string why = objectProblem(o); !why.empty()) return why;
  *out = std::move(o);
  return "";
}

stObjectDef toDef(const SolidObject& o) {
  stObjectDef d = stDefaultObjectDef();
  d.w = o.w;
  d.h = o.h;
  d.pointCount = static_cast<std::int32_t>(o.path.size());
  for (std::size_t k = 0; k < o.path.size(); ++k) d.points[k] = {o.path[k].x, o.path[k].y};
  d.speed = o.speed;
  d.loop = static_cast<stObjectLoop>(o.loop);
  d.wait = o.wait;
  d.topOnly = o.topOnly;
  return d;
}

// The level and a checked def: the object it makes, or a failure naming the field.
stStatus objectFromDef(const char* fn, const stObjectDef* def, SolidObject* out) {
  if (!def) return nullArgument(fn, "def");
  if (const stStatus st = checkCookie(fn, def->internalValue, "stDefaultObjectDef")) return st;
  if (std::string why = fromDef(*def, out); !why.empty()) return fail(fn, stStatus_badValue, "def." + why);
  return stStatus_ok;
}

}  // namespace
}  // namespace solidtile::capi

using namespace solidtile;
using namespace solidtile::capi;

extern "C" {

stObjectDef stDefaultObjectDef(void) {
  stObjectDef d{};
  d.w = 16;
  d.h = 16;
  d.pointCount = 1;
  d.loop = stObjectLoop_pingPong;
  d.internalValue = kDefCookie;
  return d;
}

stStatus stLevel_AddObject(stLevelId level, const stObjectDef* def, int32_t* outIndex) {
  constexpr const char* fn = "stLevel_AddObject";
  return guarded(fn, [&] {
    LevelObject* l = nullptr;
    if (const stStatus st = findLevel(fn, raw(level), &l)) return st;
    SolidObject o;
    if (const stStatus st = objectFromDef(fn, def, &o)) return st;
    ObjectList& objects = l->file.level.objects;
    if (objects.size() >= static_cast<std::size_t>(ObjectLimits::kMaxObjects)) {
      return fail(fn, stStatus_badValue, "the level has " + num(ObjectLimits::kMaxObjects) + " objects, as many as a level may have");
    }
    objects.push_back(std::move(o));
    if (outIndex) *outIndex = static_cast<std::int32_t>(objects.size() - 1);
    return stStatus_ok;
  });
}

stStatus stLevel_GetObjectCount(stLevelId level, int32_t* outCount) {
  constexpr const char* fn = "stLevel_GetObjectCount";
  return guarded(fn, [&] {
    if (!outCount) return nullArgument(fn, "outCount");
    LevelObject* l = nullptr;
    if (const stStatus st = findLevel(fn, raw(level), &l)) return st;
    *outCount = static_cast<std::int32_t>(l->file.level.objects.size());
    return stStatus_ok;
  });
}

stStatus stLevel_GetObject(stLevelId level, int32_t index, stObjectDef* outDef) {
  constexpr const char* fn = "stLevel_GetObject";
  return guarded(fn, [&] {
    if (!outDef) return nullArgument(fn, "outDef");
    LevelObject* l = nullptr;
    if (const stStatus st = findLevel(fn, raw(level), &l)) return st;
    if (const stStatus st = checkObjectIndex(fn, l->file.level, index)) return st;
    *outDef = toDef(l->file.level.objects[static_cast<std::size_t>(index)]);
    return stStatus_ok;
  });
}

stStatus stLevel_SetObject(stLevelId level, int32_t index, const stObjectDef* def) {
  constexpr const char* fn = "stLevel_SetObject";
  return guarded(fn, [&] {
    LevelObject* l = nullptr;
    if (const stStatus st = findLevel(fn, raw(level), &l)) return st;
    if (const stStatus st = checkObjectIndex(fn, l->file.level, index)) return st;
    SolidObject o;
    if (const stStatus st = objectFromDef(fn, def, &o)) return st;
    // The def does not carry level format 6's and 7's fields yet: keep the
    // object's kind, slope and a bridge's logs (and its top-only flag), so a
    // get-change-set round trip loses nothing.
    const SolidObject& was = l->file.level.objects[static_cast<std::size_t>(index)];
    o.kind = was.kind;
    o.dir = was.dir;
    o.springSpeed = was.springSpeed;
    o.slope = was.slope;
    o.logs = was.logs;
    if (was.kind == solidtile::ObjectKind::Bridge) o.topOnly = true;
    if (std::string p = objectProblem(o); !p.empty()) {
      return fail(fn, stStatus_badValue, "object " + std::to_string(index) + " keeps its kind and slope: " + p);
    }
    l->file.level.objects.set(static_cast<std::size_t>(index), std::move(o));
    return stStatus_ok;
  });
}

stStatus stLevel_MoveObject(stLevelId level, int32_t index, int32_t x, int32_t y) {
  constexpr const char* fn = "stLevel_MoveObject";
  return guarded(fn, [&] {
    LevelObject* l = nullptr;
    if (const stStatus st = findLevel(fn, raw(level), &l)) return st;
    if (const stStatus st = checkObjectIndex(fn, l->file.level, index)) return st;
    SolidObject o = l->file.level.objects[static_cast<std::size_t>(index)];
    // 64-bit: a far move of a far point must be refused, not wrapped.
    const std::int64_t dx = std::int64_t{x} - o.path[0].x, dy = std::int64_t{y} - o.path[0].y;
    for (std::size_t k = 0; k < o.path.size(); ++k) {
      const std::int64_t nx = o.path[k].x + dx, ny = o.path[k].y + dy;
      for (const auto& [axis, v] : {std::pair{".x", nx}, std::pair{".y", ny}}) {
        if (v < -io::kMaxCoordinate || v > io::kMaxCoordinate) {
          return fail(fn, stStatus_badValue, "the move takes points[" + std::to_string(k) + "]" + axis + " to " +
                                                 std::to_string(v) + ", outside -" + num(io::kMaxCoordinate) + ".." +
                                                 num(io::kMaxCoordinate));
        }
      }
      o.path[k] = {static_cast<std::int32_t>(nx), static_cast<std::int32_t>(ny)};
    }
    l->file.level.objects.set(static_cast<std::size_t>(index), std::move(o));
    return stStatus_ok;
  });
}

stStatus stLevel_RemoveObject(stLevelId level, int32_t index) {
  constexpr const char* fn = "stLevel_RemoveObject";
  return guarded(fn, [&] {
    LevelObject* l = nullptr;
    if (const stStatus st = findLevel(fn, raw(level), &l)) return st;
    if (const stStatus st = checkObjectIndex(fn, l->file.level, index)) return st;
    l->file.level.objects.erase(static_cast<std::size_t>(index));
    // What a controller keeps of the objects follows (a box riding one).
    forEachControllerOn(l, [index](ControllerObject& c) { c.body->objectRemoved(index); });
    return stStatus_ok;
  });
}

stStatus stLevel_GetObjectPosition(stLevelId level, int32_t index, uint32_t frame, int32_t* outX, int32_t* outY) {
  constexpr const char* fn = "stLevel_GetObjectPosition";
  return guarded(fn, [&] {
    if (!outX) return nullArgument(fn, "outX");
    if (!outY) return nullArgument(fn, "outY");
    LevelObject* l = nullptr;
    if (const stStatus st = findLevel(fn, raw(level), &l)) return st;
    if (const stStatus st = checkObjectIndex(fn, l->file.level, index)) return st;
    const ObjectPos p = l->file.level.objects.position(static_cast<std::size_t>(index), frame);
    *outX = p.x;
    *outY = p.y;
    return stStatus_ok;
  });
}

}  // extern "C"
