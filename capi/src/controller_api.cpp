// Controllers of every kind: the def, creating, stepping, destroying. What
// each kind checks and keeps is its own (controller_kinds.h).
#include <memory>
#include <string>

#include "api_status.h"
#include "box_convert.h"
#include "controller_kinds.h"
#include "registry.h"
#include "solidtile/box/box_config.h"
#include "solidtile/sonic/profile.h"

namespace solidtile::capi {
namespace {

// As `solidtile sim --start`.
constexpr std::int32_t kMaxStart = 1'000'000;

// The fields every kind reads, then the kind's own.
stStatus checkDef(const char* fn, const stControllerDef& d, const ControllerKind** kindOut) {
  const auto bad = [&](const std::string& why) { return fail(fn, stStatus_badValue, "def." + why); };
  if (const stStatus st = checkCookie(fn, d.internalValue, "stDefaultControllerDef")) return st;
  const long kind = enumValue(d.kind);
  const ControllerKind* k = findControllerKind(kind);
  if (!k) return bad("kind is " + std::to_string(kind) + ", not " + controllerKindList());
  // Profile and character are checked for every kind: a value outside its enum is wrong wherever it is stored.
  if (const std::string why = notAProfile("profile", enumValue(d.profile)); !why.empty()) return bad(why);
  const long character = enumValue(d.character);
  if (character < 0 || character >= kCharacterCount) {
    return bad("character is " + std::to_string(character) + ", not 0 (sonic), 1 (tails) or 2 (knuckles)");
  }
  if (!d.useLevelStart) {
    for (const auto& [name, v] : {std::pair{"startX", d.startX}, std::pair{"startY", d.startY}}) {
      if (v < -kMaxStart || v > kMaxStart) return bad(outside(name, v, -kMaxStart, kMaxStart));
    }
  }
  if (const std::string why = k->checkDef(d); !why.empty()) return bad(why);
  *kindOut = k;
  return stStatus_ok;
}

// stController_Step's refusals, out of line so the step's own path stays a
// few instructions without this one's string work and stack frame.
[[gnu::noinline]] stStatus refuseStep(stControllerId controller, std::uint8_t input) {
  constexpr const char* fn = "stController_Step";
  return guarded(fn, [&] {
    ControllerObject* c = nullptr;
    if (const stStatus st = findController(fn, raw(controller), &c)) return st;
    return fail(fn, stStatus_badValue, "input is " + std::to_string(input) + "; only the stInput_* bits (0..31) are buttons");
  });
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
    const ControllerKind* kind = nullptr;
    if (const stStatus st = checkDef(fn, *def, &kind)) return st;
    auto c = std::make_unique<ControllerObject>();
    c->kind = kind->kind;
    c->level = l;
    c->recordSteps = def->recordSteps;
    c->body = kind->start(*l, *def);
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
  // The call an engine makes every frame: a live id and real buttons take the
  // short way, costing a few loads beside the step (issue 31); anything else
  // goes the checked way, which says what is wrong.
  if (ControllerObject* c = liveController(raw(controller)); c && (input & ~stInput_all) == 0) [[likely]] {
    clearMessage();
    try {
      c->body->step(input);
      return stStatus_ok;
    } catch (...) {
      return fail("stController_Step", stStatus_internal, "unexpected error in the step");
    }
  }
  return refuseStep(controller, input);
}

}  // extern "C"
