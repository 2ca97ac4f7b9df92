#include "solidtile/level/object_loading.h"

#include <algorithm>

#include "solidtile/camera/camera.h"
#include "solidtile/level/enemy_motion.h"
#include "solidtile/level/object_list.h"

namespace solidtile {

const char* objectLoadingName(ObjectLoading m) { return m == ObjectLoading::Camera ? "camera" : "always"; }

std::optional<ObjectLoading> parseObjectLoading(std::string_view name) {
  if (name == "always") return ObjectLoading::Always;
  if (name == "camera") return ObjectLoading::Camera;
  return std::nullopt;
}

bool objectLoaded(const ObjectList& list, std::size_t i, ConstObjectSlots slots) {
  if (list.loading() != ObjectLoading::Camera) return true;
  const std::size_t at = list.loadingSlot();
  if (slots.size() < at + 2) return true;
  const ObjectSlot last = slots[at], before = slots[at + 1];
  if (last.since == ObjectSlot::kNever) return true;  // no camera yet
  const std::int32_t x = list.loadX(i);
  return inLoadWindow(x, static_cast<std::int32_t>(last.since)) ||
         (before.since != ObjectSlot::kNever && inLoadWindow(x, static_cast<std::int32_t>(before.since)));
}

void recordScreen(const ObjectList& list, const CameraState& camera, ObjectSlots slots) {
  const std::size_t at = list.screenSlot();
  if (!list.usesScreen() || slots.size() < at + 2) return;
  // Words, so never kNever: that stays "no camera yet".
  slots[at].since = static_cast<std::uint32_t>(camera.x) & 0xFFFFu;
  slots[at + 1].since = static_cast<std::uint32_t>(camera.y) & 0xFFFFu;
}

bool centreOnScreen(const ObjectList& list, std::int32_t x, std::int32_t y, ConstObjectSlots slots) {
  const std::size_t at = list.screenSlot();
  if (slots.size() < at + 2 || slots[at].since == ObjectSlot::kNever) return true;
  const auto word = [](std::int32_t v, std::uint32_t screen) {
    return static_cast<std::int16_t>(static_cast<std::uint16_t>(static_cast<std::uint32_t>(v) - screen));
  };
  const std::int16_t dx = word(x, slots[at].since), dy = word(y, slots[at + 1].since);
  return dx >= 0 && dx < kVisibleWidth && dy >= 0 && dy < kVisibleHeight;
}

bool spriteDrawn(const ObjectList& list, std::int32_t obX, std::int32_t obY, std::int32_t actWid, ConstObjectSlots slots) {
  const std::size_t at = list.screenSlot();
  if (slots.size() < at + 2 || slots[at].since == ObjectSlot::kNever) return true;
  const auto dx = static_cast<std::int16_t>(static_cast<std::uint16_t>(static_cast<std::uint32_t>(obX) - slots[at].since));
  if (static_cast<std::int16_t>(dx + actWid) < 0 || static_cast<std::int16_t>(dx - actWid) >= kVisibleWidth) return false;
  const auto dy = static_cast<std::uint16_t>(static_cast<std::uint32_t>(obY) - slots[at + 1].since + 0x80);
  return dy >= 0x60 && dy < 0x180;
}

void startObjectLoading(const ObjectList& list, const CameraState& camera, ObjectSlots slots) {
  recordScreen(list, camera, slots);
  if (list.loading() != ObjectLoading::Camera || slots.size() < list.loadingSlot() + 2) return;
  const auto chunk = static_cast<std::uint32_t>(loadChunk(camera.x));
  slots[list.loadingSlot()].since = chunk;
  slots[list.loadingSlot() + 1].since = chunk;
}

void loadObjects(const ObjectList& list, const CameraState& camera, std::uint32_t frame, int countLag,
                 bool brokenCollapseRemade, ObjectSlots slots) {
  recordScreen(list, camera, slots);
  if (list.loading() != ObjectLoading::Camera) return;
  const std::size_t at = list.loadingSlot();
  if (slots.size() < at + 2) return;
  ObjectSlot& last = slots[at];
  // With the chunk as it was a frame before, the step ran only the objects of
  // its window: those outside it were made fresh when it came.
  if (last.since != ObjectSlot::kNever && last != slots[at + 1]) {
    const auto chunk = static_cast<std::int32_t>(last.since);
    for (std::size_t i = 0; i < list.size(); ++i) {
      const std::int32_t k = list.slotOf(i);
      if (k < 0 || inLoadWindow(list.loadX(i), chunk)) continue;
      ObjectSlot* slot = slots.data() + k;
      const SolidObject& o = list[i];
      if (o.kind == ObjectKind::Breakable) {
        // Broken, its fragments delete themselves with the respawn entry's
        // bit 7 still set (no RememberState runs): ObjPosLoad never makes it again.
        continue;
      } else if (o.kind == ObjectKind::Monitor) {
        slot[1] = ObjectSlot{};  // the knock; the break is the respawn entry's bit 0
      } else if (enemyStaysDeleted(o, slot)) {
        continue;  // a blue Newtron's DeleteObject left its respawn entry marked: never made again
      } else if (o.kind == ObjectKind::Bomb && slot[0].since != ObjectSlot::kNever) {
        // Lit, its fuse and shrapnel are objects of their own, which go on
        // (level/bomb.h); exploded, ExplosionBomb deletes itself without
        // RememberState, so the entry stays marked: never made again.
        continue;
      } else if (o.kind == ObjectKind::Collapse) {
        if (brokenCollapseRemade || collapseAt(o, *slot, frame, false, countLag).phase == CollapsePhase::Counting)
          *slot = ObjectSlot{};
      } else {
        std::fill_n(slot, objectSlotCount(o), ObjectSlot{});  // a fall's timer, a dip's count
      }
    }
  }
  const auto chunk = static_cast<std::uint32_t>(loadChunk(camera.x));
  if (list.hasMadeFrames() && last.since != ObjectSlot::kNever && chunk != last.since) {
    // ObjPosLoad makes the entries the new chunk brings at the end of this
    // frame, so their first routine runs on the next one: a vanishing block's
    // cycle (level/vanish.h) and a retracting spikes' (level/retract.h)
    // count from that frame.
    const auto was = static_cast<std::int32_t>(last.since);
    for (std::size_t i = 0; i < list.size(); ++i) {
      const std::int32_t k = list.slotOf(i);
      if (k < 0 || !keepsMadeFrame(list[i])) continue;
      // A lit bomb is not made again (its slots kept above): its place at
      // the trigger counts from the frame it was first made.
      if (list[i].kind == ObjectKind::Bomb && slots[static_cast<std::size_t>(k)].since != ObjectSlot::kNever) continue;
      const std::int32_t x = list.loadX(i);
      if (inLoadWindow(x, static_cast<std::int32_t>(chunk)) && !inLoadWindow(x, was))
        slots[static_cast<std::size_t>(k) + madeFrameSlotOffset(list[i])].since = frame + 1;
    }
  }
  slots[at + 1] = last;
  last.since = chunk;
}

}  // namespace solidtile
