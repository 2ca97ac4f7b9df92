// Level format 9's kinds that stObjectDef does not hold: falling platforms
// and monitors; level format 11's dip (nudge). As object_kind_api.cpp, each change is checked as the level
// reader checks "objects" and either applies whole or leaves the object as it was.
#include <algorithm>
#include <optional>
#include <string>
#include <utility>

#include "api_status.h"
#include "object_index.h"
#include "registry.h"
#include "solidtile/level/objects.h"
#include "solidtile/level/timer.h"
#include "solidtile/level/twist.h"
#include "solidtile/level/vine.h"

namespace solidtile::capi {
namespace {

static_assert(ST_FALL_DELAY == FallTiming::kDelay && ST_FALL_CARRY == FallTiming::kCarry);
static_assert(ST_MAX_MONITOR_ITEM == MonitorItem::kMax);
static_assert(ST_ENEMY_STILL == int(EnemyMotion::None) && ST_ENEMY_COCONUTS == int(EnemyMotion::Coconuts) &&
              ST_ENEMY_MASHER == int(EnemyMotion::Masher) && ST_ENEMY_BUZZBOMBER == int(EnemyMotion::Buzzbomber) &&
              ST_ENEMY_NEWTRON == int(EnemyMotion::Newtron) && ST_ENEMY_NEWTRON_BLUE == int(EnemyMotion::NewtronBlue) &&
              ST_ENEMY_MOTOBUG == int(EnemyMotion::Motobug) && ST_ENEMY_CRABMEAT == int(EnemyMotion::Crabmeat));
static_assert(ST_TWIST_HEIGHTS == kTwistHeights && ST_TWIST_FLIPS == kTwistFlips && ST_TWIST_WIDTH == kTwistWidth &&
              ST_TWIST_HEIGHT == kTwistHeight);
static_assert(ST_VINE_SIZE == kVineSize);
static_assert(ST_SPIKES_STILL == int(SpikeRetract::None) && ST_SPIKES_VERTICAL == int(SpikeRetract::Vertical) &&
              ST_SPIKES_HORIZONTAL == int(SpikeRetract::Horizontal));

// Format 15's one-value fields: `value` within lo..hi (else refused, naming
// `field`), written by `set` into a copy the level's check then takes or not.
template <class Set>
stStatus setFieldIn(const char* fn, const char* field, int32_t lo, int32_t hi, stLevelId level, int32_t index,
                    int32_t value, Set set) {
  return guarded(fn, [&] {
    LevelObject* l = nullptr;
    if (const stStatus st = findObject(fn, level, index, &l)) return st;
    if (value < lo || value > hi) return fail(fn, stStatus_badValue, outside(field, value, lo, hi));
    SolidObject o = l->file.level.objects[static_cast<std::size_t>(index)];
    set(o, value);
    return setChecked(fn, l, index, std::move(o));
  });
}

}  // namespace
}  // namespace solidtile::capi

using namespace solidtile;
using namespace solidtile::capi;

namespace {

// A block's yes/no field (nudge, on_screen): 0 or 1, checked as the level
// reader checks it (another kind is refused by name).
stStatus setBlockFlag(const char* fn, const char* name, bool SolidObject::*flag, stLevelId level, int32_t index,
                      int value) {
  return guarded(fn, [&] {
    LevelObject* l = nullptr;
    if (const stStatus st = findObject(fn, level, index, &l)) return st;
    if (value != 0 && value != 1) return fail(fn, stStatus_badValue, outside(name, value, 0, 1));
    SolidObject o = l->file.level.objects[static_cast<std::size_t>(index)];
    o.*flag = value == 1;
    return setChecked(fn, l, index, std::move(o));
  });
}

stStatus getBlockFlag(const char* fn, const char* outName, bool SolidObject::*flag, stLevelId level, int32_t index,
                      int* out) {
  return guarded(fn, [&] {
    if (!out) return nullArgument(fn, outName);
    LevelObject* l = nullptr;
    if (const stStatus st = findObject(fn, level, index, &l)) return st;
    *out = l->file.level.objects[static_cast<std::size_t>(index)].*flag ? 1 : 0;
    return stStatus_ok;
  });
}

}  // namespace

extern "C" {

stStatus stLevel_SetObjectFall(stLevelId level, int32_t index, int32_t delay, int32_t carry) {
  constexpr const char* fn = "stLevel_SetObjectFall";
  return guarded(fn, [&] {
    LevelObject* l = nullptr;
    if (const stStatus st = findObject(fn, level, index, &l)) return st;
    for (const auto& [name, v] : {std::pair{"delay", delay}, std::pair{"carry", carry}}) {
      if (v < FallTiming::kMin || v > FallTiming::kMax)
        return fail(fn, stStatus_badValue, outside(name, v, FallTiming::kMin, FallTiming::kMax) + " (frames)");
    }
    SolidObject o = asPlainKind(l->file.level.objects[static_cast<std::size_t>(index)], solidtile::ObjectKind::Fall);
    o.fallDelay = static_cast<std::uint8_t>(delay);
    o.fallCarry = static_cast<std::uint8_t>(carry);
    return setChecked(fn, l, index, std::move(o));
  });
}

stStatus stLevel_GetObjectFall(stLevelId level, int32_t index, int32_t* outDelay, int32_t* outCarry) {
  return getPair("stLevel_GetObjectFall", level, index, outDelay, outCarry, [](const SolidObject& o) {
    const bool fall = o.kind == solidtile::ObjectKind::Fall;
    return std::pair{fall ? int32_t{o.fallDelay} : 0, fall ? int32_t{o.fallCarry} : 0};
  });
}

stStatus stLevel_SetObjectMonitor(stLevelId level, int32_t index, int32_t item) {
  constexpr const char* fn = "stLevel_SetObjectMonitor";
  return guarded(fn, [&] {
    LevelObject* l = nullptr;
    if (const stStatus st = findObject(fn, level, index, &l)) return st;
    if (item < 0 || item > MonitorItem::kMax) {
      return fail(fn, stStatus_badValue, outside("item", item, 0, MonitorItem::kMax) + " (the game's subtype)");
    }
    SolidObject o = asPlainKind(l->file.level.objects[static_cast<std::size_t>(index)], solidtile::ObjectKind::Monitor);
    o.item = static_cast<std::uint8_t>(item);
    return setChecked(fn, l, index, std::move(o));
  });
}

stStatus stLevel_GetObjectMonitor(stLevelId level, int32_t index, int32_t* outItem) {
  return getField("stLevel_GetObjectMonitor", "outItem", level, index, outItem,
                  [](const SolidObject& o) { return o.kind == solidtile::ObjectKind::Monitor ? int32_t{o.item} : -1; });
}

stStatus stLevel_SetObjectBreakable(stLevelId level, int32_t index, stBreakMode breaks) {
  constexpr const char* fn = "stLevel_SetObjectBreakable";
  return guarded(fn, [&] {
    LevelObject* l = nullptr;
    if (const stStatus st = findObject(fn, level, index, &l)) return st;
    const long m = enumValue(breaks);
    if (m < stBreakMode_side || m > stBreakMode_groundAny) {
      return fail(fn, stStatus_badValue,
                  "breaks is " + std::to_string(m) +
                      ", not 0 (stBreakMode_side), 1 (stBreakMode_top), 2 (stBreakMode_ground) or 3 (stBreakMode_groundAny)");
    }
    SolidObject o = asPlainKind(l->file.level.objects[static_cast<std::size_t>(index)], solidtile::ObjectKind::Breakable);
    o.breaks = static_cast<BreakMode>(m);
    return setChecked(fn, l, index, std::move(o));
  });
}

stStatus stLevel_GetObjectBreakable(stLevelId level, int32_t index, int32_t* outBreaks) {
  return getField("stLevel_GetObjectBreakable", "outBreaks", level, index, outBreaks,
                  [](const SolidObject& o) { return o.kind == solidtile::ObjectKind::Breakable ? static_cast<int32_t>(o.breaks) : -1; });
}

stStatus stLevel_SetObjectTwist(stLevelId level, int32_t index, const int8_t* heights, const uint8_t* flips) {
  constexpr const char* fn = "stLevel_SetObjectTwist";
  return guarded(fn, [&] {
    if (!heights) return nullArgument(fn, "heights");
    if (!flips) return nullArgument(fn, "flips");
    LevelObject* l = nullptr;
    if (const stStatus st = findObject(fn, level, index, &l)) return st;
    const SolidObject& was = l->file.level.objects[static_cast<std::size_t>(index)];
    SolidObject o = asFixedBoxKind(was, solidtile::ObjectKind::Twist, kTwistWidth, kTwistHeight);
    o.twist.assign(heights, heights + kTwistHeights);
    o.twistFlip.assign(flips, flips + kTwistFlips);
    return setChecked(fn, l, index, std::move(o));
  });
}

stStatus stLevel_SetObjectVine(stLevelId level, int32_t index, int32_t subtype) {
  constexpr const char* fn = "stLevel_SetObjectVine";
  return guarded(fn, [&] {
    LevelObject* l = nullptr;
    if (const stStatus st = findObject(fn, level, index, &l)) return st;
    if (subtype < 0 || subtype > 0xFF) return fail(fn, stStatus_badValue, "subtype is " + std::to_string(subtype) + ", not 0..255");
    SolidObject o = asFixedBoxKind(l->file.level.objects[static_cast<std::size_t>(index)], solidtile::ObjectKind::Vine,
                                   kVineSize, kVineSize);
    o.vine = static_cast<std::uint8_t>(subtype);
    return setChecked(fn, l, index, std::move(o));
  });
}

stStatus stLevel_GetObjectVine(stLevelId level, int32_t index, int32_t* outSubtype) {
  return getField("stLevel_GetObjectVine", "outSubtype", level, index, outSubtype,
                  [](const SolidObject& o) { return o.kind == solidtile::ObjectKind::Vine ? static_cast<int32_t>(o.vine) : -1; });
}

stStatus stLevel_GetObjectTwist(stLevelId level, int32_t index, int8_t* outHeights, uint8_t* outFlips, int* outIsTwist) {
  constexpr const char* fn = "stLevel_GetObjectTwist";
  return guarded(fn, [&] {
    if (!outIsTwist) return nullArgument(fn, "outIsTwist");
    LevelObject* l = nullptr;
    if (const stStatus st = findObject(fn, level, index, &l)) return st;
    const SolidObject& o = l->file.level.objects[static_cast<std::size_t>(index)];
    *outIsTwist = o.kind == solidtile::ObjectKind::Twist ? 1 : 0;
    if (*outIsTwist && outHeights) std::copy(o.twist.begin(), o.twist.end(), outHeights);
    if (*outIsTwist && outFlips) std::copy(o.twistFlip.begin(), o.twistFlip.end(), outFlips);
    return stStatus_ok;
  });
}

stStatus stLevel_SetObjectNudge(stLevelId level, int32_t index, int nudge) {
  return setBlockFlag("stLevel_SetObjectNudge", "nudge", &SolidObject::nudge, level, index, nudge);
}

stStatus stLevel_GetObjectNudge(stLevelId level, int32_t index, int* outNudge) {
  return getBlockFlag("stLevel_GetObjectNudge", "outNudge", &SolidObject::nudge, level, index, outNudge);
}

stStatus stLevel_SetObjectOnScreen(stLevelId level, int32_t index, int onScreen) {
  return setBlockFlag("stLevel_SetObjectOnScreen", "on_screen", &SolidObject::onScreen, level, index, onScreen);
}

stStatus stLevel_GetObjectOnScreen(stLevelId level, int32_t index, int* outOnScreen) {
  return getBlockFlag("stLevel_GetObjectOnScreen", "outOnScreen", &SolidObject::onScreen, level, index, outOnScreen);
}

stStatus stLevel_SetObjectVanish(stLevelId level, int32_t index, int32_t subtype) {
  return setFieldIn("stLevel_SetObjectVanish", "vanish", -1, 0xFF, level, index, subtype,
                    [](SolidObject& o, int32_t v) { o.vanish = static_cast<std::int16_t>(v); });
}

stStatus stLevel_GetObjectVanish(stLevelId level, int32_t index, int32_t* outSubtype) {
  return getField("stLevel_GetObjectVanish", "outSubtype", level, index, outSubtype,
                  [](const SolidObject& o) { return static_cast<int32_t>(o.vanish); });
}

stStatus stLevel_SetObjectTimer(stLevelId level, int32_t index, const char* timer) {
  constexpr const char* fn = "stLevel_SetObjectTimer";
  return guarded(fn, [&] {
    LevelObject* l = nullptr;
    if (const stStatus st = findObject(fn, level, index, &l)) return st;
    SolidObject o = l->file.level.objects[static_cast<std::size_t>(index)];
    o.timer = {};
    if (timer && *timer) {
      std::string why;
      std::optional<ObjectTimer> t = parseTimer(timer, &why);
      if (!t) return fail(fn, stStatus_badValue, why);
      o.timer = std::move(*t);
    }
    return setChecked(fn, l, index, std::move(o));
  });
}

stStatus stLevel_GetObjectTimer(stLevelId level, int32_t index, char* text, size_t capacity, size_t* outLength) {
  constexpr const char* fn = "stLevel_GetObjectTimer";
  return guarded(fn, [&] {
    if (!outLength) return nullArgument(fn, "outLength");
    LevelObject* l = nullptr;
    if (const stStatus st = findObject(fn, level, index, &l)) return st;
    const ObjectTimer& t = l->file.level.objects[static_cast<std::size_t>(index)].timer;
    const std::string s = hasTimer(t) ? timerText(t) : std::string{};
    *outLength = s.size();
    if (capacity <= s.size()) {
      if (s.empty() && capacity == 0) return stStatus_ok;
      return fail(fn, stStatus_tooSmall, "the timer is " + std::to_string(s.size()) + " characters and its NUL; capacity is " +
                                             std::to_string(capacity));
    }
    if (!text) return nullArgument(fn, "text");
    std::copy(s.begin(), s.end(), text);
    text[s.size()] = '\0';
    return stStatus_ok;
  });
}

stStatus stLevel_SetObjectEnemyMotion(stLevelId level, int32_t index, int32_t motion) {
  return setFieldIn("stLevel_SetObjectEnemyMotion", "motion", ST_ENEMY_STILL, ST_ENEMY_CRABMEAT, level, index, motion,
                    [](SolidObject& o, int32_t v) { o.motion = static_cast<EnemyMotion>(v); });
}

stStatus stLevel_GetObjectEnemyMotion(stLevelId level, int32_t index, int32_t* outMotion) {
  return getField("stLevel_GetObjectEnemyMotion", "outMotion", level, index, outMotion,
                  [](const SolidObject& o) { return static_cast<int32_t>(o.motion); });
}

stStatus stLevel_SetObjectSpikesRetract(stLevelId level, int32_t index, int32_t retract) {
  return setFieldIn("stLevel_SetObjectSpikesRetract", "retract", ST_SPIKES_STILL, ST_SPIKES_HORIZONTAL, level, index,
                    retract, [](SolidObject& o, int32_t v) { o.retract = static_cast<SpikeRetract>(v); });
}

stStatus stLevel_GetObjectSpikesRetract(stLevelId level, int32_t index, int32_t* outRetract) {
  return getField("stLevel_GetObjectSpikesRetract", "outRetract", level, index, outRetract,
                  [](const SolidObject& o) { return static_cast<int32_t>(o.retract); });
}

}  // extern "C"
