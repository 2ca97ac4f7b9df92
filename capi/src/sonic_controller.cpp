// The Sonic player as a controller kind: its def fields, its start, its
// state and step record calls.
#include <string>

#include "api_status.h"
#include "convert.h"
#include "sonic_controller.h"
#include "solidtile/sonic/profile.h"
#include "solidtile/sonic/run.h"

namespace solidtile::capi {
namespace {

// After findController with stControllerKind_sonic.
SonicBody& sonicOf(ControllerObject& c) { return static_cast<SonicBody&>(*c.body); }

}  // namespace

// Profile, character and the quirks are every def's fields, checked by stCreateController.
std::string checkSonicDef(const stControllerDef&) { return ""; }

std::unique_ptr<ControllerBody> startSonic(const LevelObject& level, const stControllerDef& def) {
  PlayerConfig config = defaultPlayerConfig(static_cast<Profile>(enumValue(def.profile)));
  applyCharacter(config, static_cast<Character>(enumValue(def.character)));
  config.fixSlopedLedgeQuirk = def.fixSlopedLedgeQuirk;
  config.fixOppositeSlopesQuirk = def.fixOppositeSlopesQuirk;
  auto body = std::make_unique<SonicBody>(level.file.level, config, def.recordSteps);
  body->record().recordPhases = def.recordPhases;
  RunSpec spec;
  if (!def.useLevelStart) {
    spec.startX = def.startX;
    spec.startY = def.startY;
  }
  body->state = startState(level.file.level, config, spec);
  body->startCameraHere();
  return body;
}

}  // namespace solidtile::capi

using namespace solidtile;
using namespace solidtile::capi;

extern "C" {

stStatus stController_GetPlayerState(stControllerId controller, stPlayerState* outState) {
  constexpr const char* fn = "stController_GetPlayerState";
  return guarded(fn, [&] {
    if (!outState) return nullArgument(fn, "outState");
    ControllerObject* c = nullptr;
    if (const stStatus st = findController(fn, raw(controller), stControllerKind_sonic, &c)) return st;
    *outState = toC(sonicOf(*c).state);
    return stStatus_ok;
  });
}

stStatus stController_SetPlayerState(stControllerId controller, const stPlayerState* state) {
  constexpr const char* fn = "stController_SetPlayerState";
  return guarded(fn, [&] {
    if (!state) return nullArgument(fn, "state");
    ControllerObject* c = nullptr;
    if (const stStatus st = findController(fn, raw(controller), stControllerKind_sonic, &c)) return st;
    if (const std::string why = checkPlayerState(*state); !why.empty()) {
      return fail(fn, stStatus_badValue, "state." + why);
    }
    // The objects' and the hurt state's fields are not in stPlayerState: they
    // stay as they were (stController_SetPlayerObjectState and
    // stController_SetPlayerHurtState set them).
    PlayerState& s = sonicOf(*c).state;
    PlayerState next = fromC(*state);
    next.frame = s.frame;
    next.standingOn = s.standingOn;
    next.pushingObject = s.pushingObject;
    next.bridge = s.bridge;
    next.bridgeLog = s.bridgeLog;
    next.bridgeBend = s.bridgeBend;
    next.springLaunched = s.springLaunched;
    next.springLaunchFrame = s.springLaunchFrame;
    next.hurt = s.hurt;
    next.invulnerable = s.invulnerable;
    next.shoes = s.shoes;  // the items' state (sonic/items.h) is not in stPlayerState either
    next.itemPending = s.itemPending;
    next.itemFrame = s.itemFrame;
    next.itemObject = s.itemObject;
    next.itemX = s.itemX;
    next.rings = s.rings;
    next.invincible = s.invincible;
    next.shield = s.shield;
    next.lives = s.lives;
    next.lifeFlags = s.lifeFlags;
    next.shieldMove = s.shieldMove;
    next.heldBy = s.heldBy;
    // Why the run ended is not in stPlayerState: kept while it stays ended.
    if (next.outOfLevel && s.outOfLevel) next.ended = s.ended, next.endedBy = s.endedBy;
    next.wallCheckOff = s.wallCheckOff;  // a tree's object_control bit 6, as the held state
    next.look = s.look;
    s = next;
    return stStatus_ok;
  });
}

stStatus stController_GetStepRecord(stControllerId controller, stStepRecord* outRecord) {
  constexpr const char* fn = "stController_GetStepRecord";
  return guarded(fn, [&] {
    if (!outRecord) return nullArgument(fn, "outRecord");
    ControllerObject* c = nullptr;
    if (const stStatus st = findController(fn, raw(controller), stControllerKind_sonic, &c)) return st;
    if (!c->recordSteps) {
      return fail(fn, stStatus_notRecorded, "the controller was created with def.recordSteps false");
    }
    toC(sonicOf(*c).record(), *outRecord);
    return stStatus_ok;
  });
}

}  // extern "C"
