// Checks an object index argument against a level's objects, for every call
// that names one object.
#pragma once

#include <cstdint>
#include <string>

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

// asPlainKind for a kind whose box is fixed (a twist's, a vine's: w x h)
// about the old box's centre: one point, still, not top-only or sloped.
inline SolidObject asFixedBoxKind(const SolidObject& was, solidtile::ObjectKind kind, std::int32_t w, std::int32_t h) {
  SolidObject o = asPlainKind(was, kind);
  o.topOnly = false;
  o.slope.clear();
  o.path.resize(1);
  o.speed = 0;
  o.osc = {};
  o.path[0] = {o.path[0].x + (was.w - w) / 2, o.path[0].y + (was.h - h) / 2};
  o.w = w;
  o.h = h;
  return o;
}

}  // namespace solidtile::capi
