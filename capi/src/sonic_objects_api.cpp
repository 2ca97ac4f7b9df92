// The Sonic player among the level's objects: the state the objects need
// (frame, standingOn, pushingObject), the hurt state spikes start, the
// step's object tests, and the game's camera that follows him. New calls
// beside stPlayerState and stStepRecord, whose layout 0.3 keeps.
#include <string>

#include "api_status.h"
#include "sonic_controller.h"

using namespace solidtile;
using namespace solidtile::capi;

static_assert(stObjectOutcome_missed == int(ObjectOutcome::Missed) && stObjectOutcome_landed == int(ObjectOutcome::Landed) &&
              stObjectOutcome_crushed == int(ObjectOutcome::Crushed) &&
              stObjectOutcome_sideShallow == int(ObjectOutcome::SideShallow) &&
              stObjectOutcome_knocked == int(ObjectOutcome::Knocked) &&
              stObjectOutcome_collected == int(ObjectOutcome::Collected) &&
              stObjectOutcome_touched == int(ObjectOutcome::Touched) &&
              stObjectOutcome_destroyed == int(ObjectOutcome::Destroyed) &&
              stObjectOutcome_launched == int(ObjectOutcome::Launched) &&
              stObjectOutcome_bounced == int(ObjectOutcome::Bounced) && stObjectOutcome_boosted == int(ObjectOutcome::Boosted) &&
              stObjectOutcome_reached == int(ObjectOutcome::Reached) && stObjectOutcome_blown == int(ObjectOutcome::Blown) &&
              stObjectOutcome_conveyed == int(ObjectOutcome::Conveyed));
static_assert(ST_MAX_OBJECT_TESTS == StepRecord::kMaxObjectTests);
static_assert(ST_OBJECT_SLOT_NEVER == ObjectSlot::kNever);

namespace {

// -1 or one of the level's objects; else what is wrong.
std::string checkIndex(const char* field, std::int16_t i, std::size_t count) {
  if (i >= -1 && i < static_cast<std::int64_t>(count)) return "";
  return std::string(field) + " is " + std::to_string(i) + ", not -1 or one of the level's " + std::to_string(count) +
         " objects";
}

// The guard, the pointer argument `what` checked and the Sonic player found
// for a call on his extra state; body(fn, player) does the rest.
template <class Body>
stStatus onSonic(const char* fn, stControllerId controller, const void* arg, const char* what, Body&& body) {
  return guarded(fn, [&] {
    if (!arg) return nullArgument(fn, what);
    ControllerObject* c = nullptr;
    if (const stStatus st = findController(fn, raw(controller), stControllerKind_sonic, &c)) return st;
    return body(fn, static_cast<SonicBody&>(*c->body));
  });
}

}  // namespace

extern "C" {

stStatus stController_GetPlayerObjectState(stControllerId controller, stPlayerObjectState* outState) {
  return onSonic("stController_GetPlayerObjectState", controller, outState, "outState", [&](const char*, SonicBody& body) {
    const PlayerState& s = body.state;
    *outState = {s.frame, s.standingOn, s.pushingObject};
    return stStatus_ok;
  });
}

stStatus stController_SetPlayerObjectState(stControllerId controller, const stPlayerObjectState* state) {
  return onSonic("stController_SetPlayerObjectState", controller, state, "state", [&](const char* fn, SonicBody& body) {
    const std::size_t count = body.level().objects.size();
    for (const std::string& why : {checkIndex("standingOn", state->standingOn, count),
                                   checkIndex("pushingObject", state->pushingObject, count)}) {
      if (!why.empty()) return fail(fn, stStatus_badValue, "state." + why);
    }
    body.state.frame = state->frame;
    body.state.standingOn = state->standingOn;
    body.state.pushingObject = state->pushingObject;
    return stStatus_ok;
  });
}

stStatus stController_GetPlayerHurtState(stControllerId controller, stPlayerHurtState* outState) {
  return onSonic("stController_GetPlayerHurtState", controller, outState, "outState", [&](const char*, SonicBody& body) {
    *outState = {body.state.hurt, body.state.invulnerable};
    return stStatus_ok;
  });
}

stStatus stController_SetPlayerHurtState(stControllerId controller, const stPlayerHurtState* state) {
  return onSonic("stController_SetPlayerHurtState", controller, state, "state", [&](const char*, SonicBody& body) {
    body.state.hurt = state->hurt;
    body.state.invulnerable = state->invulnerable;
    return stStatus_ok;
  });
}

stStatus stController_GetCamera(stControllerId controller, stCamera* outCamera) {
  return onSonic("stController_GetCamera", controller, outCamera, "outCamera", [&](const char*, SonicBody& body) {
    const CameraConfig& k = body.cameraConfig();
    *outCamera = {body.camera.x, body.camera.y, k.screenWidth, k.screenHeight, body.camera.bias, body.camera.lag};
    return stStatus_ok;
  });
}

stStatus stController_GetPlayerHeldBy(stControllerId controller, int16_t* outHeldBy) {
  return onSonic("stController_GetPlayerHeldBy", controller, outHeldBy, "outHeldBy", [&](const char*, SonicBody& body) {
    *outHeldBy = body.state.heldBy;
    return stStatus_ok;
  });
}

stStatus stController_SetPlayerHeldBy(stControllerId controller, int16_t heldBy) {
  return onSonic("stController_SetPlayerHeldBy", controller, &heldBy, "heldBy", [&](const char* fn, SonicBody& body) {
    const auto& objects = body.level().objects;
    if (heldBy != -1) {
      if (const std::string why = checkIndex("heldBy", heldBy, objects.size()); !why.empty()) return fail(fn, stStatus_badValue, why);
      const SolidObject& o = objects[static_cast<std::size_t>(heldBy)];
      if (o.kind != solidtile::ObjectKind::Vine) {
        return fail(fn, stStatus_badValue,
                    "heldBy is " + std::to_string(heldBy) + ", which is a " + objectKindName(o.kind) + ", not a vine");
      }
    }
    body.state.heldBy = heldBy;
    return stStatus_ok;
  });
}

stStatus stController_GetPlayerBridgeState(stControllerId controller, stPlayerBridgeState* outState) {
  return onSonic("stController_GetPlayerBridgeState", controller, outState, "outState", [&](const char*, SonicBody& body) {
    *outState = {body.state.bridge, body.state.bridgeLog, body.state.bridgeBend};
    return stStatus_ok;
  });
}

stStatus stController_SetPlayerBridgeState(stControllerId controller, const stPlayerBridgeState* state) {
  return onSonic("stController_SetPlayerBridgeState", controller, state, "state", [&](const char* fn, SonicBody& body) {
    const auto& objects = body.level().objects;
    if (state->bridge != -1) {
      if (const std::string why = checkIndex("bridge", state->bridge, objects.size()); !why.empty()) {
        return fail(fn, stStatus_badValue, "state." + why);
      }
      const SolidObject& o = objects[static_cast<std::size_t>(state->bridge)];
      if (o.kind != solidtile::ObjectKind::Bridge) {
        return fail(fn, stStatus_badValue, "state.bridge is " + std::to_string(state->bridge) + ", which is a " +
                                               objectKindName(o.kind) + ", not a bridge");
      }
      if (state->log >= o.logs) {
        return fail(fn, stStatus_badValue, "state.log is " + std::to_string(state->log) + "; bridge " +
                                               std::to_string(state->bridge) + " has " + std::to_string(o.logs) + " logs");
      }
    }
    if (state->bend > 0x40) {
      return fail(fn, stStatus_badValue, "state.bend is " + std::to_string(state->bend) + ", above 64 ($40, the full bend)");
    }
    body.state.bridge = state->bridge;
    body.state.bridgeLog = state->log;
    body.state.bridgeBend = state->bend;
    return stStatus_ok;
  });
}

stStatus stController_GetObjectTests(stControllerId controller, stObjectTestRecord* outRecord) {
  constexpr const char* fn = "stController_GetObjectTests";
  return guarded(fn, [&] {
    if (!outRecord) return nullArgument(fn, "outRecord");
    ControllerObject* c = nullptr;
    if (const stStatus st = findController(fn, raw(controller), stControllerKind_sonic, &c)) return st;
    if (!c->recordSteps) {
      return fail(fn, stStatus_notRecorded, "the controller was created with def.recordSteps false");
    }
    const StepRecord& r = static_cast<const SonicBody&>(*c->body).record();
    *outRecord = {};
    outRecord->testCount = r.objectTestCount;
    for (int i = 0; i < r.objectTestCount; ++i) {
      const ObjectTest& t = r.objectTests[i];
      outRecord->tests[i] = {t.object, t.overlapX, t.overlapY, t.pushX, t.pushY, static_cast<std::uint8_t>(t.outcome)};
    }
    return stStatus_ok;
  });
}

const char* stObjectOutcomeName(stObjectOutcome outcome) {
  const long o = enumValue(outcome);
  return o >= 0 && o <= stObjectOutcome_conveyed ? objectOutcomeName(static_cast<ObjectOutcome>(o)) : "?";
}


stStatus stController_GetObjectSlots(stControllerId controller, uint32_t* slots, size_t capacity, size_t* outCount) {
  return onSonic("stController_GetObjectSlots", controller, outCount, "outCount", [&](const char* fn, SonicBody& body) {
    // What the next step starts from: a level edited since has fresh slots.
    const std::size_t n = body.level().objects.slotCount();
    *outCount = n;
    if (n == 0) return stStatus_ok;
    if (capacity < n) {
      return fail(fn, stStatus_tooSmall, "the level has " + std::to_string(n) + " object slots; capacity is " + std::to_string(capacity));
    }
    if (!slots) return nullArgument(fn, "slots");
    const bool fresh = body.objects.size() != n;
    for (std::size_t i = 0; i < n; ++i) slots[i] = fresh ? ObjectSlot::kNever : body.objects[i].since;
    return stStatus_ok;
  });
}

stStatus stController_SetObjectSlots(stControllerId controller, const uint32_t* slots, size_t count) {
  constexpr const char* fn = "stController_SetObjectSlots";
  return guarded(fn, [&] {
    if (!slots && count != 0) return nullArgument(fn, "slots");
    ControllerObject* c = nullptr;
    if (const stStatus st = findController(fn, raw(controller), stControllerKind_sonic, &c)) return st;
    SonicBody& body = static_cast<SonicBody&>(*c->body);
    const std::size_t n = body.level().objects.slotCount();
    if (count != n) {
      return fail(fn, stStatus_badValue, "count is " + std::to_string(count) + "; the level has " + std::to_string(n) + " object slots");
    }
    body.objects.assign(n, ObjectSlot{});
    for (std::size_t i = 0; i < n; ++i) body.objects[i].since = slots[i];
    return stStatus_ok;
  });
}

}  // extern "C"
