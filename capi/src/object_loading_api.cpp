// Level format 10's "object_loading" (level/object_loading.h) and whether a
// Sonic controller's next step finds an object made.
#include <string>

#include "api_status.h"
#include "object_index.h"
#include "registry.h"
#include "solidtile/level/object_loading.h"
#include "sonic_controller.h"

using namespace solidtile;
using namespace solidtile::capi;

static_assert(stObjectLoading_always == static_cast<int>(ObjectLoading::Always));
static_assert(stObjectLoading_camera == static_cast<int>(ObjectLoading::Camera));

extern "C" {

stStatus stLevel_SetObjectLoading(stLevelId level, stObjectLoading loading) {
  constexpr const char* fn = "stLevel_SetObjectLoading";
  return guarded(fn, [&] {
    LevelObject* l = nullptr;
    if (const stStatus st = findLevel(fn, raw(level), &l)) return st;
    const long v = enumValue(loading);
    if (v != stObjectLoading_always && v != stObjectLoading_camera) {
      return fail(fn, stStatus_badValue, outside("loading", v, stObjectLoading_always, stObjectLoading_camera));
    }
    l->file.level.objects.setLoading(static_cast<ObjectLoading>(v));
    return stStatus_ok;
  });
}

stStatus stLevel_GetObjectLoading(stLevelId level, stObjectLoading* outLoading) {
  constexpr const char* fn = "stLevel_GetObjectLoading";
  return guarded(fn, [&] {
    if (!outLoading) return nullArgument(fn, "outLoading");
    LevelObject* l = nullptr;
    if (const stStatus st = findLevel(fn, raw(level), &l)) return st;
    *outLoading = static_cast<stObjectLoading>(l->file.level.objects.loading());
    return stStatus_ok;
  });
}

stStatus stController_GetObjectLoaded(stControllerId controller, int32_t index, int* outLoaded) {
  constexpr const char* fn = "stController_GetObjectLoaded";
  return guarded(fn, [&] {
    if (!outLoaded) return nullArgument(fn, "outLoaded");
    ControllerObject* c = nullptr;
    if (const stStatus st = findController(fn, raw(controller), stControllerKind_sonic, &c)) return st;
    const SonicBody& body = static_cast<const SonicBody&>(*c->body);
    if (const stStatus st = checkObjectIndex(fn, body.level(), index)) return st;
    const ObjectList& list = body.level().objects;
    // A level edited since has fresh slots: no camera yet, every object made.
    const bool fresh = body.objects.size() != list.slotCount();
    *outLoaded = fresh || objectLoaded(list, static_cast<std::size_t>(index), body.objects) ? 1 : 0;
    return stStatus_ok;
  });
}

}  // extern "C"
