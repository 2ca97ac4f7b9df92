// Level format 8's oscillating motion of an object (SolidObject::osc). Each
// change is checked as the level reader checks "oscillate" and either applies
// whole or leaves the object as it was.
#include <string>

#include "api_status.h"
#include "object_index.h"
#include "registry.h"
#include "solidtile/level/objects.h"

namespace solidtile::capi {
namespace {

static_assert(ST_OSC_NONE == int(OscTable::None) && ST_OSC_SONIC1 == int(OscTable::Sonic1) &&
              ST_OSC_SONIC2 == int(OscTable::Sonic2));
static_assert(ST_AXIS_X == int(ObjectAxis::X) && ST_AXIS_Y == int(ObjectAxis::Y));

// The motion, or the first field out of range (as "field is v, outside lo..hi").
std::string toMotion(const stOscMotion& m, OscMotion& out) {
  if (m.table < ST_OSC_NONE || m.table > ST_OSC_SONIC2) return outside("table", m.table, ST_OSC_NONE, ST_OSC_SONIC2);
  if (m.table == ST_OSC_NONE) {
    out = OscMotion{};
    return {};
  }
  if (m.index < 0 || m.index >= Oscillators::kCount) return outside("index", m.index, 0, Oscillators::kCount - 1);
  if (m.axis != ST_AXIS_X && m.axis != ST_AXIS_Y) return outside("axis", m.axis, ST_AXIS_X, ST_AXIS_Y);
  if (m.center < 0 || m.center > 255) return outside("center", m.center, 0, 255);
  if (m.shift < 0 || m.shift > Oscillators::kMaxShift) return outside("shift", m.shift, 0, Oscillators::kMaxShift);
  out.table = static_cast<OscTable>(m.table);
  out.index = static_cast<std::uint8_t>(m.index);
  out.axis = static_cast<ObjectAxis>(m.axis);
  out.center = static_cast<std::uint8_t>(m.center);
  out.negate = m.negate != 0;
  out.shift = static_cast<std::uint8_t>(m.shift);
  out.lagged = m.lagged != 0;
  return {};
}

}  // namespace
}  // namespace solidtile::capi

using namespace solidtile;
using namespace solidtile::capi;

extern "C" {

stStatus stLevel_GetObjectOscillation(stLevelId level, int32_t index, stOscMotion* out) {
  constexpr const char* fn = "stLevel_GetObjectOscillation";
  return guarded(fn, [&] {
    if (!out) return nullArgument(fn, "out");
    LevelObject* l = nullptr;
    if (const stStatus st = findLevel(fn, raw(level), &l)) return st;
    if (const stStatus st = checkObjectIndex(fn, l->file.level, index)) return st;
    const OscMotion& m = l->file.level.objects[static_cast<std::size_t>(index)].osc;
    *out = stOscMotion{static_cast<int32_t>(m.table), m.index, static_cast<int32_t>(m.axis), m.center, m.negate ? 1 : 0,
                       m.shift, m.lagged ? 1 : 0};
    return stStatus_ok;
  });
}

stStatus stLevel_SetObjectOscillation(stLevelId level, int32_t index, const stOscMotion* motion) {
  constexpr const char* fn = "stLevel_SetObjectOscillation";
  return guarded(fn, [&] {
    if (!motion) return nullArgument(fn, "motion");
    LevelObject* l = nullptr;
    if (const stStatus st = findLevel(fn, raw(level), &l)) return st;
    if (const stStatus st = checkObjectIndex(fn, l->file.level, index)) return st;
    SolidObject o = l->file.level.objects[static_cast<std::size_t>(index)];
    if (std::string why = toMotion(*motion, o.osc); !why.empty()) return fail(fn, stStatus_badValue, why);
    if (std::string why = objectProblem(o); !why.empty())
      return fail(fn, stStatus_badValue, "object " + std::to_string(index) + ": " + why);
    l->file.level.objects.set(static_cast<std::size_t>(index), std::move(o));
    return stStatus_ok;
  });
}

stStatus stLevel_GetObjectOtherOscillator(stLevelId level, int32_t index, int32_t* otherIndex,
                                          int32_t* otherNegate) {
  constexpr const char* fn = "stLevel_GetObjectOtherOscillator";
  return guarded(fn, [&] {
    LevelObject* l = nullptr;
    if (const stStatus st = findLevel(fn, raw(level), &l)) return st;
    if (const stStatus st = checkObjectIndex(fn, l->file.level, index)) return st;
    const OscMotion& m = l->file.level.objects[static_cast<std::size_t>(index)].osc;
    if (otherIndex) *otherIndex = hasOtherAxis(m) ? m.otherIndex : ST_OSC_NO_OTHER;
    if (otherNegate) *otherNegate = hasOtherAxis(m) && m.otherNegate ? 1 : 0;
    return stStatus_ok;
  });
}

stStatus stLevel_SetObjectOtherOscillator(stLevelId level, int32_t index, int32_t otherIndex,
                                          int32_t otherNegate) {
  constexpr const char* fn = "stLevel_SetObjectOtherOscillator";
  return guarded(fn, [&] {
    LevelObject* l = nullptr;
    if (const stStatus st = findLevel(fn, raw(level), &l)) return st;
    if (const stStatus st = checkObjectIndex(fn, l->file.level, index)) return st;
    SolidObject o = l->file.level.objects[static_cast<std::size_t>(index)];
    if (otherIndex == ST_OSC_NO_OTHER) {
      if (otherNegate != 0) return fail(fn, stStatus_badValue, "otherNegate is set without a second oscillator");
      o.osc.otherIndex = OscMotion::kNoOther;
      o.osc.otherNegate = false;
    } else {
      if (otherIndex < 0 || otherIndex >= Oscillators::kCount)
        return fail(fn, stStatus_badValue, outside("otherIndex", otherIndex, ST_OSC_NO_OTHER, Oscillators::kCount - 1));
      if (o.osc.table == OscTable::None)
        return fail(fn, stStatus_badValue,
                    "object " + std::to_string(index) + " does not oscillate: set its oscillation first");
      o.osc.otherIndex = static_cast<std::uint8_t>(otherIndex);
      o.osc.otherNegate = otherNegate != 0;
    }
    if (std::string why = objectProblem(o); !why.empty())
      return fail(fn, stStatus_badValue, "object " + std::to_string(index) + ": " + why);
    l->file.level.objects.set(static_cast<std::size_t>(index), std::move(o));
    return stStatus_ok;
  });
}

stStatus stLevel_GetObjectSwingRadius(stLevelId level, int32_t index, int32_t* radius) {
  constexpr const char* fn = "stLevel_GetObjectSwingRadius";
  return guarded(fn, [&] {
    if (!radius) return nullArgument(fn, "radius");
    LevelObject* l = nullptr;
    if (const stStatus st = findLevel(fn, raw(level), &l)) return st;
    if (const stStatus st = checkObjectIndex(fn, l->file.level, index)) return st;
    const OscMotion& m = l->file.level.objects[static_cast<std::size_t>(index)].osc;
    *radius = m.table == OscTable::None ? 0 : m.radius;
    return stStatus_ok;
  });
}

stStatus stLevel_SetObjectSwingRadius(stLevelId level, int32_t index, int32_t radius) {
  constexpr const char* fn = "stLevel_SetObjectSwingRadius";
  return guarded(fn, [&] {
    LevelObject* l = nullptr;
    if (const stStatus st = findLevel(fn, raw(level), &l)) return st;
    if (const stStatus st = checkObjectIndex(fn, l->file.level, index)) return st;
    if (radius < 0 || radius > Oscillators::kMaxRadius) return fail(fn, stStatus_badValue, outside("radius", radius, 0, Oscillators::kMaxRadius));
    SolidObject o = l->file.level.objects[static_cast<std::size_t>(index)];
    if (radius != 0 && o.osc.table == OscTable::None)
      return fail(fn, stStatus_badValue, "object " + std::to_string(index) + " does not oscillate: set its oscillation first");
    o.osc.radius = static_cast<std::uint16_t>(radius);
    if (std::string why = objectProblem(o); !why.empty())
      return fail(fn, stStatus_badValue, "object " + std::to_string(index) + ": " + why);
    l->file.level.objects.set(static_cast<std::size_t>(index), std::move(o));
    return stStatus_ok;
  });
}

}  // extern "C"
