// The table behind the ids: one slot per object, each with a generation that
// goes up when the object is destroyed, so a stale or made-up id is caught
// before anything is dereferenced. Levels and controllers share the table, so
// an id of one kind passed as the other is reported as such.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>

#include "solidtile/io/level_file.h"
#include "solidtile/solidtile.h"

namespace solidtile::capi {

enum class ObjectKind : std::uint8_t { Free, Level, Controller };

struct LevelObject {
  io::LevelFile file;
};

// What one kind of controller keeps and does (sonic_controller.h,
// box_controller.h); the calls for its own state and record reach it through
// findController with its kind.
class ControllerBody {
 public:
  virtual ~ControllerBody() = default;
  virtual void step(std::uint8_t input) = 0;
  // The level's object `index` was removed: what points at objects follows.
  virtual void objectRemoved(std::int32_t index) { (void)index; }
};

struct ControllerObject {
  stControllerKind kind = stControllerKind_sonic;
  const LevelObject* level = nullptr;
  bool recordSteps = true;
  std::unique_ptr<ControllerBody> body;
};

struct RawId {
  std::int32_t index1 = 0;
  std::uint32_t generation = 0;
};

inline RawId raw(stLevelId id) { return {id.index1, id.generation}; }
inline RawId raw(stControllerId id) { return {id.index1, id.generation}; }

// Takes ownership; returns the new id.
RawId addLevel(std::unique_ptr<LevelObject> level);
RawId addController(std::unique_ptr<ControllerObject> controller);

// The object an id names, or a failure already recorded as fn's message
// (null id, stale id, wrong kind).
stStatus findLevel(const char* fn, RawId id, LevelObject** out) noexcept;
stStatus findController(const char* fn, RawId id, ControllerObject** out) noexcept;
// The live controller an id names, or nullptr, with no message: the lookup
// of stController_Step's fast path, which falls back to findController for the message.
ControllerObject* liveController(RawId id) noexcept;
// A controller of one kind: a call for the other kind's state or record is stStatus_wrongKind.
stStatus findController(const char* fn, RawId id, stControllerKind kind, ControllerObject** out) noexcept;

// Calls fn on every controller created on `level`, the table locked throughout
// (a level edit that renumbers what controllers point at, such as its objects).
void forEachControllerOn(const LevelObject* level, const std::function<void(ControllerObject&)>& fn);

// Frees the slot (and, for a level, every controller on it).
stStatus destroyLevel(const char* fn, RawId id) noexcept;
stStatus destroyController(const char* fn, RawId id) noexcept;

}  // namespace solidtile::capi
