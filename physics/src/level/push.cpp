#include "solidtile/level/push.h"

namespace solidtile {

const char* pushPhaseName(PushPhase p) {
  switch (p) {
    case PushPhase::Rest: return "rest";
    case PushPhase::Falling: return "falling";
    case PushPhase::Sliding: return "sliding";
  }
  return "?";
}

namespace {
constexpr std::uint32_t kLeftBit = 0x100;
}  // namespace

PushView pushAt(const SolidObject& o, const ObjectSlot* slots) {
  PushView v;
  if (!slots || slots[0].since == ObjectSlot::kNever) {
    if (!o.path.empty()) v.x = o.path[0].x, v.y = pixels(o.path[0].y);
    return v;
  }
  // Only the phases a store writes; anything else (a state made elsewhere) rests.
  const std::uint32_t p = slots[0].since & 0xFF;
  v.phase = p == static_cast<std::uint32_t>(PushPhase::Falling)   ? PushPhase::Falling
            : p == static_cast<std::uint32_t>(PushPhase::Sliding) ? PushPhase::Sliding
                                                                   : PushPhase::Rest;
  v.left = (slots[0].since & kLeftBit) != 0;
  v.x = static_cast<std::int32_t>(slots[1].since);
  v.y = static_cast<Sub>(slots[2].since);
  v.ysp = static_cast<Sub>(slots[3].since);
  return v;
}

void storePush(ObjectSlot* slots, const PushView& v) {
  slots[0].since = static_cast<std::uint32_t>(v.phase) | (v.left ? kLeftBit : 0u);
  slots[1].since = static_cast<std::uint32_t>(v.x);
  slots[2].since = static_cast<std::uint32_t>(v.y);
  slots[3].since = static_cast<std::uint32_t>(v.ysp);
}

}  // namespace solidtile
