// Versions, status names and the names the CLI and docs use.
#include "api_status.h"
#include "solidtile/level/angle.h"
#include "solidtile/sonic/player.h"
#include "solidtile/solidtile.h"
#include "solidtile/sonic/step_record.h"

extern "C" {

stVersion stGetVersion(void) { return {SOLIDTILE_VERSION_MAJOR, SOLIDTILE_VERSION_MINOR, SOLIDTILE_VERSION_PATCH}; }

const char* stStatusName(stStatus status) {
  switch (solidtile::capi::enumValue(status)) {
    case stStatus_ok: return "ok";
    case stStatus_nullArgument: return "null argument";
    case stStatus_nullId: return "null id";
    case stStatus_staleId: return "stale id";
    case stStatus_wrongKind: return "wrong kind of object";
    case stStatus_badValue: return "bad value";
    case stStatus_badFile: return "bad file";
    case stStatus_tooSmall: return "buffer too small";
    case stStatus_notRecorded: return "not recorded";
    case stStatus_outOfMemory: return "out of memory";
    case stStatus_internal: return "internal error";
  }
  return "?";
}

// Each reads the value as an integer first: a C caller may pass any number.
const char* stModeName(stMode mode) {
  const long m = solidtile::capi::enumValue(mode);
  return m >= 0 && m <= 3 ? solidtile::modeName(static_cast<solidtile::Mode>(m)) : "?";
}

const char* stBalanceName(stBalance balance) {
  const long b = solidtile::capi::enumValue(balance);
  return b >= 0 && b <= 2 ? solidtile::balanceName(static_cast<solidtile::Balance>(b)) : "?";
}

const char* stSensorName(stSensor sensor) {
  const long s = solidtile::capi::enumValue(sensor);
  return s >= 0 && s <= stSensor_climb ? solidtile::sensorName(static_cast<solidtile::SensorId>(s)) : "?";
}

const char* stCastUseName(stCastUse use) {
  const long u = solidtile::capi::enumValue(use);
  return u >= 0 && u <= stCastUse_checked ? solidtile::castUseName(static_cast<solidtile::CastUse>(u)) : "?";
}

const char* stEventName(stEventKind kind) {
  const long k = solidtile::capi::enumValue(kind);
  return k >= 0 && k <= stEvent_goalReached ? solidtile::eventName(static_cast<solidtile::EventKind>(k)) : "?";
}

}  // extern "C"
