// Controllers: the Sonic player and the box controller, one table of ids for both.
#include <memory>
#include <string>

#include "api_status.h"
#include "box_convert.h"
#include "convert.h"
#include "registry.h"
#include "solidtile/profile.h"
#include "solidtile/run.h"

namespace solidtile::capi {
namespace {

// As `solidtile sim --start`.
constexpr std::int32_t kMaxStart = 1'000'000;

stStatus checkDef(const char* fn, const stControllerDef& d) {
  const auto bad = [&](const std::string& why) { return fail(fn, stStatus_badValue, "def." + why); };
  if (const stStatus st = checkCookie(fn, d.internalValue, "stDefaultControllerDef")) return st;
  const long kind = enumValue(d.kind), profile = enumValue(d.profile);
  if (kind != stControllerKind_sonic && kind != stControllerKind_box) {
    return bad("kind is " + std::to_string(kind) + ", not 1 (stControllerKind_sonic) or 2 (stControllerKind_box)");
  }
  if (const std::string why = notAProfile("profile", profile); !why.empty()) return bad(why);
  const long character = enumValue(d.character);
  if (character < 0 || character >= kCharacterCount) {
    return bad("character is " + std::to_string(character) + ", not 0 (sonic), 1 (tails) or 2 (knuckles)");
  }
  if (!d.useLevelStart) {
    for (const auto& [name, v] : {std::pair{"startX", d.startX}, std::pair{"startY", d.startY}}) {
      if (v < -kMaxStart || v > kMaxStart) return bad(outside(name, v, -kMaxStart, kMaxStart));
    }
  }
  if (kind == stControllerKind_box) {
    if (const std::string why = checkBoxConfig(d.box); !why.empty()) return bad("box." + why);
  }
  return stStatus_ok;
}

// As `solidtile sim --controller box`: the level's own config unless the def says otherwise.
void startBox(ControllerObject& c, const stControllerDef& def) {
  const io::LevelFile& file = c.level->file;
  c.boxConfig = def.useLevelBoxConfig && file.boxConfig ? *file.boxConfig : fromC(def.box);
  const Level& level = file.level;
  c.boxState = spawnBox(def.useLevelStart ? level.startX : def.startX, def.useLevelStart ? level.startY : def.startY);
}

}  // namespace
}  // namespace solidtile::capi

using namespace solidtile;
using namespace solidtile::capi;

extern "C" {

stControllerDef stDefaultControllerDef(void) {
  stControllerDef d{};
  d.kind = stControllerKind_sonic;
  d.profile = stProfile_guide;
  d.character = stCharacter_sonic;
  d.useLevelStart = true;
  d.recordSteps = true;
  d.useLevelBoxConfig = true;
  d.box = toC(defaultBoxConfig());
  d.internalValue = kDefCookie;
  return d;
}

stStatus stCreateController(stLevelId level, const stControllerDef* def, stControllerId* outController) {
  constexpr const char* fn = "stCreateController";
  return guarded(fn, [&] {
    if (!outController) return nullArgument(fn, "outController");
    *outController = stNullControllerId;
    if (!def) return nullArgument(fn, "def");
    LevelObject* l = nullptr;
    if (const stStatus st = findLevel(fn, raw(level), &l)) return st;
    if (const stStatus st = checkDef(fn, *def)) return st;
    auto c = std::make_unique<ControllerObject>();
    c->level = l;
    c->recordSteps = def->recordSteps;
    if (enumValue(def->kind) == stControllerKind_box) {
      c->kind = stControllerKind_box;
      startBox(*c, *def);
      const RawId id = addController(std::move(c));
      *outController = {id.index1, id.generation};
      return stStatus_ok;
    }
    c->kind = stControllerKind_sonic;
    c->config = defaultPlayerConfig(static_cast<Profile>(enumValue(def->profile)));
    applyCharacter(c->config, static_cast<Character>(enumValue(def->character)));
    c->config.fixSlopedLedgeQuirk = def->fixSlopedLedgeQuirk;
    c->config.fixOppositeSlopesQuirk = def->fixOppositeSlopesQuirk;
    c->record.recordPhases = def->recordPhases;
    RunSpec spec;
    if (!def->useLevelStart) {
      spec.startX = def->startX;
      spec.startY = def->startY;
    }
    c->state = startState(l->file.level, c->config, spec);
    const RawId id = addController(std::move(c));
    *outController = {id.index1, id.generation};
    return stStatus_ok;
  });
}

stStatus stDestroyController(stControllerId controller) {
  return guarded("stDestroyController", [&] { return destroyController("stDestroyController", raw(controller)); });
}

bool stController_IsValid(stControllerId controller) {
  ControllerObject* c = nullptr;
  const bool valid = findController("stController_IsValid", raw(controller), &c) == stStatus_ok;
  clearMessage();
  return valid;
}

stStatus stController_GetKind(stControllerId controller, stControllerKind* outKind) {
  constexpr const char* fn = "stController_GetKind";
  return guarded(fn, [&] {
    if (!outKind) return nullArgument(fn, "outKind");
    ControllerObject* c = nullptr;
    if (const stStatus st = findController(fn, raw(controller), &c)) return st;
    *outKind = c->kind;
    return stStatus_ok;
  });
}

stStatus stController_Step(stControllerId controller, uint8_t input) {
  constexpr const char* fn = "stController_Step";
  return guarded(fn, [&] {
    ControllerObject* c = nullptr;
    if (const stStatus st = findController(fn, raw(controller), &c)) return st;
    if ((input & ~stInput_all) != 0) {
      return fail(fn, stStatus_badValue,
                  "input is " + std::to_string(input) + "; only the stInput_* bits (0..31) are buttons");
    }
    if (c->kind == stControllerKind_box) {
      stepBox(c->boxState, c->level->file.level, c->boxConfig, input, c->recordSteps ? &c->boxRecord : nullptr);
      return stStatus_ok;
    }
    stepPlayer(c->state, c->level->file.level, c->config, input, c->recordSteps ? &c->record : nullptr);
    return stStatus_ok;
  });
}

stStatus stController_GetPlayerState(stControllerId controller, stPlayerState* outState) {
  constexpr const char* fn = "stController_GetPlayerState";
  return guarded(fn, [&] {
    if (!outState) return nullArgument(fn, "outState");
    ControllerObject* c = nullptr;
    if (const stStatus st = findController(fn, raw(controller), stControllerKind_sonic, &c)) return st;
    *outState = toC(c->state);
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
    c->state = fromC(*state);
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
    toC(c->record, *outRecord);
    return stStatus_ok;
  });
}

}  // extern "C"
