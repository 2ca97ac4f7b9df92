// Checks an object index argument against a level's objects, for every call
// that names one object.
#pragma once

#include <cstdint>
#include <string>
#include <utility>

#include "api_status.h"
#include "registry.h"
#include "solidtile/level/level.h"
#include "solidtile/level/objects.h"

namespace solidtile::capi {

inline stStatus checkObjectIndex(const char* fn, const Level& level, std::int32_t index) {
  const auto count = static_cast<long>(level.objects.size());
  if (index >= 0 && index < count) return stStatus_ok;
  if (count == 0) return fail(fn, stStatus_badValue, "index is " + std::to_string(index) + "; the level has no objects");
  return fail(fn, stStatus_badValue, outside("index", index, 0, count - 1) + " (the level's objects)");
}

// The object `index` of a level that exists, or the failure naming what is wrong.
inline stStatus findObject(const char* fn, stLevelId level, std::int32_t index, LevelObject** out) {
  if (const stStatus st = findLevel(fn, raw(level), out)) return st;
  return checkObjectIndex(fn, (*out)->file.level, index);
}

// The object made `kind` with every kind's own fields at their defaults: each
// setter then sets its kind's fields, so no field of a former kind is left.
inline SolidObject asPlainKind(SolidObject o, solidtile::ObjectKind kind) {
  const SolidObject plain;
  o.kind = kind;
  o.dir = plain.dir;
  o.springSpeed = plain.springSpeed;
  o.logs = plain.logs;
  o.collapseDelay = plain.collapseDelay;
  o.collapseHold = plain.collapseHold;
  o.fallDelay = plain.fallDelay;
  o.fallCarry = plain.fallCarry;
  o.item = plain.item;
  o.breaks = plain.breaks;
  solidtile::dropOtherKindsFields(o);  // a block's nudge, an enemy's motion, spikes' retract...
  return o;
}

// The object's box made w x h about the old box's (was's) centre, every point moved alike.
inline void centreBox(SolidObject& o, const SolidObject& was, std::int32_t w, std::int32_t h) {
  for (Waypoint& p : o.path) p.x += (was.w - w) / 2, p.y += (was.h - h) / 2;
  o.w = w;
  o.h = h;
}

// asPlainKind for a kind whose box is fixed (a twist's, a vine's: w x h)
// about the old box's centre: one point, still, not top-only or sloped.
inline SolidObject asFixedBoxKind(const SolidObject& was, solidtile::ObjectKind kind, std::int32_t w, std::int32_t h) {
  SolidObject o = asPlainKind(was, kind);
  o.topOnly = false;
  o.slope.clear();
  o.path.resize(1);
  o.speed = 0;
  o.osc = {};
  centreBox(o, was, w, h);
  return o;
}

// Sets object `index` to `o` when the level reader would take it.
inline stStatus setChecked(const char* fn, LevelObject* l, std::int32_t index, SolidObject o) {
  if (std::string why = objectProblem(o); !why.empty()) {
    return fail(fn, stStatus_badValue, "object " + std::to_string(index) + ": " + why);
  }
  l->file.level.objects.set(static_cast<std::size_t>(index), std::move(o));
  return stStatus_ok;
}

// One field of object `index` into *out (required), as `get` reads it.
template <class Get>
stStatus getField(const char* fn, const char* outName, stLevelId level, std::int32_t index, std::int32_t* out, Get get) {
  return guarded(fn, [&] {
    if (!out) return nullArgument(fn, outName);
    LevelObject* l = nullptr;
    if (const stStatus st = findObject(fn, level, index, &l)) return st;
    *out = get(l->file.level.objects[static_cast<std::size_t>(index)]);
    return stStatus_ok;
  });
}

// Two fields of object `index` into *outA and *outB (either may be NULL), as
// `get` reads them (a pair: the kind's values, or what another kind reads).
template <class A, class B, class Get>
stStatus getPair(const char* fn, stLevelId level, std::int32_t index, A* outA, B* outB, Get get) {
  return guarded(fn, [&] {
    LevelObject* l = nullptr;
    if (const stStatus st = findObject(fn, level, index, &l)) return st;
    const auto [a, b] = get(l->file.level.objects[static_cast<std::size_t>(index)]);
    if (outA) *outA = a;
    if (outB) *outB = b;
    return stStatus_ok;
  });
}

}  // namespace solidtile::capi
