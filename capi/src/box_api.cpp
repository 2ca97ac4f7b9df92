// The box controller's own calls: its state, its record, the level's box
// config, its trace and names. Creating and stepping are controller_api.cpp's.
#include <cstdint>
#include <string>

#include "api_status.h"
#include "box_convert.h"
#include "registry.h"
#include "solidtile/io/box_trace.h"

using namespace solidtile;
using namespace solidtile::capi;

extern "C" {

stStatus stController_GetBoxState(stControllerId controller, stBoxState* outState) {
  constexpr const char* fn = "stController_GetBoxState";
  return guarded(fn, [&] {
    if (!outState) return nullArgument(fn, "outState");
    ControllerObject* c = nullptr;
    if (const stStatus st = findController(fn, raw(controller), stControllerKind_box, &c)) return st;
    *outState = toC(c->boxState);
    return stStatus_ok;
  });
}

stStatus stController_SetBoxState(stControllerId controller, const stBoxState* state) {
  constexpr const char* fn = "stController_SetBoxState";
  return guarded(fn, [&] {
    if (!state) return nullArgument(fn, "state");
    ControllerObject* c = nullptr;
    if (const stStatus st = findController(fn, raw(controller), stControllerKind_box, &c)) return st;
    if (const std::string why = checkBoxState(*state, c->level->file.level.objects.size()); !why.empty()) {
      return fail(fn, stStatus_badValue, "state." + why);
    }
    c->boxState = fromC(*state);
    return stStatus_ok;
  });
}

stStatus stController_GetBoxRecord(stControllerId controller, stBoxRecord* outRecord) {
  constexpr const char* fn = "stController_GetBoxRecord";
  return guarded(fn, [&] {
    if (!outRecord) return nullArgument(fn, "outRecord");
    ControllerObject* c = nullptr;
    if (const stStatus st = findController(fn, raw(controller), stControllerKind_box, &c)) return st;
    if (!c->recordSteps) {
      return fail(fn, stStatus_notRecorded, "the controller was created with def.recordSteps false");
    }
    toC(c->boxRecord, *outRecord);
    return stStatus_ok;
  });
}

stStatus stLevel_GetBoxConfig(stLevelId level, stBoxConfig* outConfig, bool* outHasOwn) {
  constexpr const char* fn = "stLevel_GetBoxConfig";
  return guarded(fn, [&] {
    if (!outConfig) return nullArgument(fn, "outConfig");
    if (!outHasOwn) return nullArgument(fn, "outHasOwn");
    LevelObject* l = nullptr;
    if (const stStatus st = findLevel(fn, raw(level), &l)) return st;
    *outHasOwn = l->file.boxConfig.has_value();
    *outConfig = toC(l->file.boxConfig.value_or(defaultBoxConfig()));
    return stStatus_ok;
  });
}

stStatus stBoxTraceHeader(char* buffer, size_t capacity, size_t* outLength) {
  return guarded("stBoxTraceHeader",
                 [&] { return copyString("stBoxTraceHeader", io::boxTraceHeader(), buffer, capacity, outLength); });
}

stStatus stBoxTraceRow(int64_t frame, const stBoxState* state, char* buffer, size_t capacity, size_t* outLength) {
  constexpr const char* fn = "stBoxTraceRow";
  return guarded(fn, [&] {
    if (!state) return nullArgument(fn, "state");
    if (frame < 0) return fail(fn, stStatus_badValue, "frame is " + std::to_string(frame) + ", below 0");
    // No level bounds the platform index here: any index a level could have is printed.
    constexpr std::size_t kAnyObjectCount = std::size_t{INT16_MAX} + 1;
    if (const std::string why = checkBoxState(*state, kAnyObjectCount); !why.empty()) {
      return fail(fn, stStatus_badValue, "state." + why);
    }
    std::string row;
    io::appendBoxTraceRow(row, static_cast<long>(frame), fromC(*state));
    return copyString(fn, row, buffer, capacity, outLength);
  });
}

const char* stBoxModeName(stBoxMode mode) {
  const long m = enumValue(mode);
  return m >= 0 && m <= stBoxMode_stairs ? boxModeName(static_cast<BoxMode>(m)) : "?";
}

const char* stBoxPassName(stBoxPass pass) {
  const long p = enumValue(pass);
  return p >= 0 && p <= stBoxPass_ledge ? boxPassName(static_cast<BoxPass>(p)) : "?";
}

const char* stBoxEventName(stBoxEventKind kind) {
  const long k = enumValue(kind);
  return k >= 0 && k <= stBoxEvent_fellOutOfLevel ? boxEventName(static_cast<BoxEvent>(k)) : "?";
}

}  // extern "C"
