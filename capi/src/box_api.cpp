// The box controller as a controller kind: its def fields, its start, its
// state and record calls, the level's box config, its trace and names.
#include <cstdint>
#include <string>

#include "api_status.h"
#include "box_controller.h"
#include "box_convert.h"
#include "solidtile/io/box_trace.h"

namespace solidtile::capi {
namespace {

// After findController with stControllerKind_box.
BoxBody& boxOf(ControllerObject& c) { return static_cast<BoxBody&>(*c.body); }

}  // namespace

std::string checkBoxDef(const stControllerDef& d) {
  if (std::string why = checkBoxConfig(d.box); !why.empty()) return "box." + why;
  return "";
}

// As `solidtile sim --controller box`: the level's own config unless the def says otherwise.
std::unique_ptr<ControllerBody> startBox(const LevelObject& level, const stControllerDef& def) {
  const io::LevelFile& file = level.file;
  const BoxConfig config = def.useLevelBoxConfig && file.boxConfig ? *file.boxConfig : fromC(def.box);
  const BoxState start =
      spawnBox(def.useLevelStart ? file.level.startX : def.startX, def.useLevelStart ? file.level.startY : def.startY);
  return std::make_unique<BoxBody>(file.level, config, start, def.recordSteps);
}

}  // namespace solidtile::capi

using namespace solidtile;
using namespace solidtile::capi;

extern "C" {

stStatus stController_GetBoxState(stControllerId controller, stBoxState* outState) {
  constexpr const char* fn = "stController_GetBoxState";
  return guarded(fn, [&] {
    if (!outState) return nullArgument(fn, "outState");
    ControllerObject* c = nullptr;
    if (const stStatus st = findController(fn, raw(controller), stControllerKind_box, &c)) return st;
    *outState = toC(boxOf(*c).state);
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
    boxOf(*c).state = fromC(*state);
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
    toC(boxOf(*c).record(), *outRecord);
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
  return k >= 0 && k <= stBoxEvent_spiked ? boxEventName(static_cast<BoxEvent>(k)) : "?";
}

}  // extern "C"
