#include "registry.h"

#include <atomic>
#include <cstdio>
#include <new>
#include <mutex>
#include <string>
#include <vector>

#include "api_status.h"

namespace solidtile::capi {
namespace {

struct Slot {
  // Read without the lock by every call's lookup (see find), written under it.
  std::atomic<std::uint32_t> generation{1};  // ids with generation 0 are never issued
  std::atomic<ObjectKind> kind{ObjectKind::Free};
  std::unique_ptr<LevelObject> level;
  std::unique_ptr<ControllerObject> controller;
};

// Slots live in fixed-size chunks that never move once made, so a lookup can
// read a slot while another thread adds objects (and grows the table) without
// taking the lock: every call's lookup, stController_Step's included, costs a
// few loads instead of a mutex (issue 31).
constexpr std::size_t kChunkBits = 8;
constexpr std::size_t kChunkSize = std::size_t{1} << kChunkBits;
constexpr std::size_t kMaxChunks = std::size_t{1} << 16;  // 16 million live objects

struct Table {
  std::mutex mutex;  // held by everything that changes the table
  std::atomic<std::size_t> slotCount{0};
  std::atomic<Slot*> chunks[kMaxChunks] = {};
  std::vector<std::unique_ptr<Slot[]>> owned;
  std::vector<std::size_t> freeSlots;

  Slot& at(std::size_t i) const { return chunks[i >> kChunkBits].load(std::memory_order_acquire)[i & (kChunkSize - 1)]; }
};

// Constant-initialised: no guard to test on every lookup, as a function-local static would have.
constinit Table gTable;

Table& table() { return gTable; }

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

// Caller holds the mutex. Throws std::bad_alloc past kMaxChunks chunks.
Slot& claimSlot(Table& t, RawId& id) {
  std::size_t i = 0;
  if (!t.freeSlots.empty()) {
    i = t.freeSlots.back();
    t.freeSlots.pop_back();
  } else {
    i = t.slotCount.load(std::memory_order_relaxed);
    if (i % kChunkSize == 0) {
      if (i / kChunkSize >= kMaxChunks) throw std::bad_alloc();
      t.owned.emplace_back(new Slot[kChunkSize]);
      t.chunks[i / kChunkSize].store(t.owned.back().get(), std::memory_order_release);
    }
    t.slotCount.store(i + 1, std::memory_order_release);
  }
  Slot& s = t.at(i);
  id = {static_cast<std::int32_t>(i + 1), s.generation.load(std::memory_order_relaxed)};
  return s;
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

// The slot of a live object of kind `want`, or a failure. Needs no lock: a
// slot once made stays where it is, and its generation and kind are atomic. (A
// call racing with the destruction of the very object it names is the
// caller's error, as solidtile.h says: one object, one thread at a time.)
stStatus locate(const char* fn, const Table& t, RawId id, ObjectKind want, Slot** out) noexcept {
  if (id.index1 == 0) return refuse(fn, Refusal::Null, id, want, ObjectKind::Free);
  if (id.index1 < 0 || static_cast<std::size_t>(id.index1) > t.slotCount.load(std::memory_order_acquire)) {
    return refuse(fn, Refusal::NeverIssued, id, want, ObjectKind::Free);
  }
  Slot& s = t.at(static_cast<std::size_t>(id.index1 - 1));
  const ObjectKind kind = s.kind.load(std::memory_order_acquire);
  if (s.generation.load(std::memory_order_acquire) != id.generation || kind == ObjectKind::Free) {
    return refuse(fn, Refusal::Destroyed, id, want, kind);
  }
  if (kind != want) return refuse(fn, Refusal::OtherKind, id, want, kind);
  *out = &s;
  return stStatus_ok;
}

// Caller holds the mutex; `index` is the slot's.
void freeSlot(Table& t, Slot& s, std::size_t index) {
  s.kind.store(ObjectKind::Free, std::memory_order_release);
  std::uint32_t g = s.generation.load(std::memory_order_relaxed) + 1;
  s.generation.store(g == 0 ? 1 : g, std::memory_order_release);
  s.level.reset();
  s.controller.reset();
  t.freeSlots.push_back(index);
}

}  // namespace

namespace {

// Caller gives the slot its object; the table is locked throughout.
template <typename Fill>
RawId add(ObjectKind kind, Fill&& fill) {
  Table& t = table();
  std::lock_guard lock(t.mutex);
  t.freeSlots.reserve(t.slotCount.load(std::memory_order_relaxed) + 1);  // so freeing never allocates
  RawId id;
  Slot& s = claimSlot(t, id);
  fill(s);
  s.kind.store(kind, std::memory_order_release);  // after the object: a lookup that sees the kind sees the object
  return id;
}

template <typename Object>
stStatus find(const char* fn, RawId id, ObjectKind kind, std::unique_ptr<Object> Slot::*member, Object** out) noexcept {
  const Table& t = table();
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

ControllerObject* liveController(RawId id) noexcept {
  const Table& t = table();
  const auto i = static_cast<std::size_t>(id.index1) - 1;  // the null id wraps round and fails the test below
  if (i >= t.slotCount.load(std::memory_order_acquire)) return nullptr;
  Slot& s = t.at(i);
  if (s.kind.load(std::memory_order_acquire) != ObjectKind::Controller ||
      s.generation.load(std::memory_order_acquire) != id.generation) {
    return nullptr;
  }
  return s.controller.get();
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
  const std::size_t count = t.slotCount.load(std::memory_order_relaxed);
  for (std::size_t i = 0; i < count; ++i) {
    Slot& other = t.at(i);
    if (other.kind.load(std::memory_order_relaxed) == ObjectKind::Controller && other.controller->level == s->level.get()) {
      freeSlot(t, other, i);
    }
  }
  freeSlot(t, *s, static_cast<std::size_t>(id.index1 - 1));
  return stStatus_ok;
}

void forEachControllerOn(const LevelObject* level, const std::function<void(ControllerObject&)>& fn) {
  Table& t = table();
  std::lock_guard lock(t.mutex);
  const std::size_t count = t.slotCount.load(std::memory_order_relaxed);
  for (std::size_t i = 0; i < count; ++i) {
    Slot& s = t.at(i);
    if (s.kind.load(std::memory_order_relaxed) == ObjectKind::Controller && s.controller->level == level) fn(*s.controller);
  }
}

stStatus destroyController(const char* fn, RawId id) noexcept {
  Table& t = table();
  std::lock_guard lock(t.mutex);
  Slot* s = nullptr;
  if (const stStatus st = locate(fn, t, id, ObjectKind::Controller, &s)) return st;
  freeSlot(t, *s, static_cast<std::size_t>(id.index1 - 1));
  return stStatus_ok;
}

}  // namespace solidtile::capi
