#include "registry.h"

#include <cstdio>
#include <mutex>
#include <string>
#include <vector>

#include "api_status.h"

namespace solidtile::capi {
namespace {

struct Slot {
  std::uint32_t generation = 1;  // ids with generation 0 are never issued
  ObjectKind kind = ObjectKind::Free;
  // Objects live on the heap so growing the table never moves them.
  std::unique_ptr<LevelObject> level;
  std::unique_ptr<ControllerObject> controller;
};

struct Table {
  std::mutex mutex;
  std::vector<Slot> slots;
  std::vector<std::size_t> freeSlots;
};

Table& table() {
  static Table t;
  return t;
}

const char* kindName(ObjectKind k) {
  switch (k) {
    case ObjectKind::Level: return "a level";
    case ObjectKind::Controller: return "a controller";
    case ObjectKind::Free: break;
  }
  return "nothing";
}

std::string idText(RawId id) {
  char text[48];
  std::snprintf(text, sizeof text, "{%d, %u}", id.index1, id.generation);
  return text;
}

// Caller holds the mutex.
Slot& claimSlot(Table& t, RawId& id) {
  std::size_t i = 0;
  if (!t.freeSlots.empty()) {
    i = t.freeSlots.back();
    t.freeSlots.pop_back();
  } else {
    t.slots.emplace_back();
    i = t.slots.size() - 1;
  }
  id = {static_cast<std::int32_t>(i + 1), t.slots[i].generation};
  return t.slots[i];
}

enum class Refusal { Null, NeverIssued, Destroyed, OtherKind };

// The message for an id that names no live object of kind `want`; built only
// on failure, so the lookup every call makes stays free of strings.
stStatus refuse(const char* fn, Refusal why, RawId id, ObjectKind want, ObjectKind found) noexcept {
  try {
    const std::string wanted = want == ObjectKind::Level ? "level" : "controller";
    // snprintf in idText: GCC 12 warns falsely (-Wrestrict) on "{" + std::to_string(...) here.
    const std::string text = wanted + " id " + idText(id);
    switch (why) {
      case Refusal::Null: return fail(fn, stStatus_nullId, "the " + wanted + " id is null");
      case Refusal::NeverIssued: return fail(fn, stStatus_staleId, text + " was never issued");
      case Refusal::Destroyed:
        return fail(fn, stStatus_staleId, text + " is stale: that " + wanted + " was destroyed");
      case Refusal::OtherKind:
        return fail(fn, stStatus_wrongKind, text + " names " + kindName(found) + ", not a " + wanted);
    }
  } catch (...) {
  }
  return fail(fn, why == Refusal::OtherKind ? stStatus_wrongKind : why == Refusal::Null ? stStatus_nullId : stStatus_staleId,
              "");
}

// Caller holds the mutex. The slot of a live object of kind `want`, or a failure.
stStatus locate(const char* fn, Table& t, RawId id, ObjectKind want, Slot** out) noexcept {
  if (id.index1 == 0) return refuse(fn, Refusal::Null, id, want, ObjectKind::Free);
  if (id.index1 < 0 || static_cast<std::size_t>(id.index1) > t.slots.size()) {
    return refuse(fn, Refusal::NeverIssued, id, want, ObjectKind::Free);
  }
  Slot& s = t.slots[static_cast<std::size_t>(id.index1 - 1)];
  if (s.generation != id.generation || s.kind == ObjectKind::Free) {
    return refuse(fn, Refusal::Destroyed, id, want, s.kind);
  }
  if (s.kind != want) return refuse(fn, Refusal::OtherKind, id, want, s.kind);
  *out = &s;
  return stStatus_ok;
}

void freeSlot(Table& t, Slot& s) {
  s.level.reset();
  s.controller.reset();
  s.kind = ObjectKind::Free;
  if (++s.generation == 0) s.generation = 1;
  t.freeSlots.push_back(static_cast<std::size_t>(&s - t.slots.data()));
}

}  // namespace

namespace {

// Caller gives the slot its object; the table is locked throughout.
template <typename Fill>
RawId add(ObjectKind kind, Fill&& fill) {
  Table& t = table();
  std::lock_guard lock(t.mutex);
  t.freeSlots.reserve(t.slots.size() + 1);  // so freeing never allocates
  RawId id;
  Slot& s = claimSlot(t, id);
  s.kind = kind;
  fill(s);
  return id;
}

template <typename Object>
stStatus find(const char* fn, RawId id, ObjectKind kind, std::unique_ptr<Object> Slot::*member, Object** out) noexcept {
  Table& t = table();
  std::lock_guard lock(t.mutex);
  Slot* s = nullptr;
  const stStatus st = locate(fn, t, id, kind, &s);
  if (st != stStatus_ok || !s) return st;  // s is set whenever st is ok; GCC cannot see it
  *out = (s->*member).get();
  return stStatus_ok;
}

}  // namespace

RawId addLevel(std::unique_ptr<LevelObject> level) {
  return add(ObjectKind::Level, [&](Slot& s) { s.level = std::move(level); });
}

RawId addController(std::unique_ptr<ControllerObject> controller) {
  return add(ObjectKind::Controller, [&](Slot& s) { s.controller = std::move(controller); });
}

stStatus findLevel(const char* fn, RawId id, LevelObject** out) noexcept {
  return find(fn, id, ObjectKind::Level, &Slot::level, out);
}

stStatus findController(const char* fn, RawId id, ControllerObject** out) noexcept {
  return find(fn, id, ObjectKind::Controller, &Slot::controller, out);
}

stStatus findController(const char* fn, RawId id, stControllerKind kind, ControllerObject** out) noexcept {
  if (const stStatus st = findController(fn, id, out)) return st;
  if ((*out)->kind == kind) return stStatus_ok;
  return fail(fn, stStatus_wrongKind,
              kind == stControllerKind_box
                  ? "the controller is a Sonic player, not a box controller (use the stController_...Player... calls)"
                  : "the controller is a box controller, not a Sonic player (use the stController_...Box... calls)");
}

stStatus destroyLevel(const char* fn, RawId id) noexcept {
  Table& t = table();
  std::lock_guard lock(t.mutex);
  Slot* s = nullptr;
  if (const stStatus st = locate(fn, t, id, ObjectKind::Level, &s)) return st;
  for (Slot& other : t.slots) {
    if (other.kind == ObjectKind::Controller && other.controller->level == s->level.get()) freeSlot(t, other);
  }
  freeSlot(t, *s);
  return stStatus_ok;
}

void forEachControllerOn(const LevelObject* level, const std::function<void(ControllerObject&)>& fn) {
  Table& t = table();
  std::lock_guard lock(t.mutex);
  for (Slot& s : t.slots) {
    if (s.kind == ObjectKind::Controller && s.controller->level == level) fn(*s.controller);
  }
}

stStatus destroyController(const char* fn, RawId id) noexcept {
  Table& t = table();
  std::lock_guard lock(t.mutex);
  Slot* s = nullptr;
  if (const stStatus st = locate(fn, t, id, ObjectKind::Controller, &s)) return st;
  freeSlot(t, *s);
  return stStatus_ok;
}

}  // namespace solidtile::capi
