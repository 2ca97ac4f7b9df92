// The Sonic step's phases (StepRecord::phases), for engines that draw their
// own debugger the way the editor's phase stepping does.
#include "api_status.h"
#include "convert.h"
#include "sonic_controller.h"

using namespace solidtile;
using namespace solidtile::capi;

static_assert(stPhase_jump == int(Phase::Jump) && stPhase_floorSensors == int(Phase::FloorSensors) &&
              stPhase_airCollision == int(Phase::AirCollision) && stPhase_modeUpdate == int(Phase::ModeUpdate) &&
              stPhase_ability == int(Phase::Ability));
static_assert(ST_MAX_PHASES == StepRecord::kMaxPhases);

extern "C" {

stStatus stController_GetPhaseRecord(stControllerId controller, stPhaseRecord* outRecord) {
  constexpr const char* fn = "stController_GetPhaseRecord";
  return guarded(fn, [&] {
    if (!outRecord) return nullArgument(fn, "outRecord");
    ControllerObject* c = nullptr;
    if (const stStatus st = findController(fn, raw(controller), stControllerKind_sonic, &c)) return st;
    const StepRecord& r = static_cast<const SonicBody&>(*c->body).record();
    if (!c->recordSteps || !r.recordPhases) {
      return fail(fn, stStatus_notRecorded, "the controller was created without def.recordSteps and def.recordPhases");
    }
    *outRecord = {};
    outRecord->phaseCount = r.phaseCount;
    for (int i = 0; i < r.phaseCount; ++i) {
      stPhaseMark& m = outRecord->phases[i];
      m.phase = static_cast<std::uint8_t>(r.phases[i].phase);
      m.castBegin = static_cast<std::uint8_t>(r.phaseCastBegin(i));
      m.castEnd = r.phases[i].castEnd;
      m.eventBegin = static_cast<std::uint8_t>(r.phaseEventBegin(i));
      m.eventEnd = r.phases[i].eventEnd;
      m.after = toC(r.phases[i].after);
    }
    return stStatus_ok;
  });
}

const char* stPhaseName(stPhase phase) {
  const long p = enumValue(phase);
  return p >= 0 && p <= stPhase_ability ? phaseName(static_cast<Phase>(p)) : "?";
}

}  // extern "C"
