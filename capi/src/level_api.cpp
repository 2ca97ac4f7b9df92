// Levels: loading through physics_io (the one level reader), queries and sensor casts.
#include <memory>
#include <string>

#include "api_status.h"
#include "convert.h"
#include "registry.h"
#include "solidtile/io/level_file.h"
#include "solidtile/sonic/profile.h"
#include "solidtile/sonic/sensor.h"

namespace solidtile::capi {
namespace {

stStatus keepLevel(const char* fn, const std::string& source, io::LoadResult&& r, stLevelId* out) {
  if (!r.file) return failWithProblems(fn, source, r.problems);
  auto level = std::make_unique<LevelObject>();
  level->file = std::move(*r.file);
  const RawId id = addLevel(std::move(level));
  *out = {id.index1, id.generation};
  return stStatus_ok;
}

}  // namespace
}  // namespace solidtile::capi

using namespace solidtile;
using namespace solidtile::capi;

extern "C" {

stStatus stLoadLevelFile(const char* path, stLevelId* outLevel) {
  constexpr const char* fn = "stLoadLevelFile";
  return guarded(fn, [&] {
    if (!outLevel) return nullArgument(fn, "outLevel");
    *outLevel = stNullLevelId;
    if (!path) return nullArgument(fn, "path");
    return keepLevel(fn, path, io::loadLevel(path), outLevel);
  });
}

stStatus stLoadLevelMemory(const void* bytes, size_t size, stLevelId* outLevel) {
  constexpr const char* fn = "stLoadLevelMemory";
  return guarded(fn, [&] {
    if (!outLevel) return nullArgument(fn, "outLevel");
    *outLevel = stNullLevelId;
    if (!bytes && size > 0) return nullArgument(fn, "bytes");
    if (size > io::kMaxLevelFileBytes) {
      return fail(fn, stStatus_badFile,
                  "the level is " + std::to_string(size) + " bytes; at most " +
                      std::to_string(io::kMaxLevelFileBytes) + " are read");
    }
    const std::string_view text = size == 0 ? std::string_view() : std::string_view(static_cast<const char*>(bytes), size);
    return keepLevel(fn, "level", io::parseLevel(text), outLevel);
  });
}

stStatus stDestroyLevel(stLevelId level) {
  return guarded("stDestroyLevel", [&] { return destroyLevel("stDestroyLevel", raw(level)); });
}

bool stLevel_IsValid(stLevelId level) {
  LevelObject* l = nullptr;
  const bool valid = findLevel("stLevel_IsValid", raw(level), &l) == stStatus_ok;
  clearMessage();  // asking is not failing
  return valid;
}

stStatus stLevel_GetInfo(stLevelId level, stLevelInfo* outInfo) {
  constexpr const char* fn = "stLevel_GetInfo";
  return guarded(fn, [&] {
    if (!outInfo) return nullArgument(fn, "outInfo");
    LevelObject* l = nullptr;
    if (const stStatus st = findLevel(fn, raw(level), &l)) return st;
    const Level& lv = l->file.level;
    *outInfo = {lv.width(), lv.height(), lv.layerCount(), static_cast<std::int32_t>(lv.masks().size()),
                lv.startX, lv.startY, static_cast<std::int32_t>(lv.switchers.size())};
    return stStatus_ok;
  });
}

stStatus stLevel_GetName(stLevelId level, char* buffer, size_t capacity, size_t* outLength) {
  constexpr const char* fn = "stLevel_GetName";
  return guarded(fn, [&] {
    LevelObject* l = nullptr;
    if (const stStatus st = findLevel(fn, raw(level), &l)) return st;
    return copyString(fn, l->file.name, buffer, capacity, outLength);
  });
}

stStatus stLevel_GetTile(stLevelId level, int32_t path, int32_t tx, int32_t ty, uint16_t* outTile) {
  constexpr const char* fn = "stLevel_GetTile";
  return guarded(fn, [&] {
    if (!outTile) return nullArgument(fn, "outTile");
    LevelObject* l = nullptr;
    if (const stStatus st = findLevel(fn, raw(level), &l)) return st;
    if (path != 0 && path != 1) return fail(fn, stStatus_badValue, "path is " + std::to_string(path) + "; paths are 0 and 1");
    *outTile = l->file.level.tile(path, tx, ty).raw;
    return stStatus_ok;
  });
}

stCastDef stDefaultCastDef(void) {
  stCastDef d{};
  d.path = 0;
  d.dir = stDir_down;
  d.sees = stSees_top;
  d.rules = stProfile_guide;
  d.internalValue = kDefCookie;
  return d;
}

stStatus stLevel_CastSensor(stLevelId level, const stCastDef* def, stSensorResult* outResult) {
  constexpr const char* fn = "stLevel_CastSensor";
  return guarded(fn, [&] {
    if (!def) return nullArgument(fn, "def");
    if (!outResult) return nullArgument(fn, "outResult");
    LevelObject* l = nullptr;
    if (const stStatus st = findLevel(fn, raw(level), &l)) return st;
    if (const stStatus st = checkCookie(fn, def->internalValue, "stDefaultCastDef")) return st;
    const auto bad = [&](const std::string& why) { return fail(fn, stStatus_badValue, "def." + why); };
    if (def->path != 0 && def->path != 1) return bad("path is " + std::to_string(def->path) + "; paths are 0 and 1");
    const long dir = enumValue(def->dir), sees = enumValue(def->sees), rules = enumValue(def->rules);
    if (dir < 0 || dir > 3) return bad(outside("dir", dir, 0, 3));
    if (sees != stSees_top && sees != stSees_sides) return bad("sees is " + std::to_string(sees) + ", not 0 or 1");
    if (const std::string why = notAProfile("rules", rules); !why.empty()) return bad(why);
    for (const auto& [name, v] : {std::pair{"x", def->x}, std::pair{"y", def->y}}) {
      if (v < -io::kMaxCoordinate || v > io::kMaxCoordinate) return bad(outside(name, v, -io::kMaxCoordinate, io::kMaxCoordinate));
    }
    const CastRules castRules = defaultPlayerConfig(static_cast<Profile>(rules)).cast;
    *outResult = toC(castSensor(l->file.level, def->path, static_cast<Dir>(dir), def->x, def->y,
                                static_cast<Sees>(sees), castRules));
    return stStatus_ok;
  });
}

}  // extern "C"
