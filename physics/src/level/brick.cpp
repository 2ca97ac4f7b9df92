#include "solidtile/level/brick.h"

namespace solidtile {

const char* brickPhaseName(BrickPhase p) {
  switch (p) {
    case BrickPhase::Waiting: return "waiting";
    case BrickPhase::Falling: return "falling";
    case BrickPhase::Landed: return "landed";
  }
  return "?";
}

std::int32_t brickTriggerY(const SolidObject& o, std::uint32_t t) {
  if (o.osc.table == OscTable::None) return o.path[0].y;
  // "move.b #3,obSubtype(a0)" clears bit 3 before Brick_Type01 reads it:
  // origY - byte, whichever way the brick wobbled before.
  OscMotion m = o.osc;
  m.center = 0;
  m.negate = true;
  return o.path[0].y + oscOffset(m, t);
}

std::int32_t brickFloatY(const SolidObject& o, std::uint32_t f) {
  // "lsr.w #3,d0" of the byte 0..$3E is the signed (7 - byte) >> 3: the
  // oscillate rule negated about 7 with shift 3, read on the frame (not lagged).
  static constexpr OscMotion kLava{OscTable::Sonic1, BrickTiming::kLavaOscillator, ObjectAxis::Y, 7, true,
                                   BrickTiming::kLavaShift, false};
  return o.landY + oscOffset(kLava, f);
}

BrickView brickAt(const SolidObject& o, const ObjectSlot* slots, std::uint32_t f) {
  BrickView v;
  const std::uint32_t t = slots ? slots[0].since : ObjectSlot::kNever;
  if (t == ObjectSlot::kNever || t > f) {
    v.y = o.path[0].y + (o.osc.table == OscTable::None ? 0 : oscOffset(o.osc, f));
    return v;
  }
  v.fallen = slots[1].since == ObjectSlot::kNever ? 0 : slots[1].since;
  const std::uint32_t landed = slots[2].since;
  if (landed != ObjectSlot::kNever && landed <= f) {
    v.phase = BrickPhase::Landed;
    v.floating = o.lava && f > landed;
    v.y = v.floating ? brickFloatY(o, f) : o.landY;
    return v;
  }
  v.phase = BrickPhase::Falling;
  const std::int64_t y = std::int64_t{brickTriggerY(o, t)} + brickDrop(v.fallen);
  v.y = y > o.landY ? o.landY : static_cast<std::int32_t>(y);
  return v;
}

std::int32_t brickYBefore(const SolidObject& o, const ObjectSlot* slots, std::uint32_t f) {
  const std::uint32_t t = slots ? slots[0].since : ObjectSlot::kNever, before = f > 0 ? f - 1 : 0;
  if (t == ObjectSlot::kNever || t >= f) return o.path[0].y + (o.osc.table == OscTable::None ? 0 : oscOffset(o.osc, before));
  if (slots[2].since != ObjectSlot::kNever && slots[2].since < f) return brickAt(o, slots, before).y;
  const std::uint32_t k = slots[1].since == ObjectSlot::kNever ? 0 : slots[1].since;
  const std::int64_t y = std::int64_t{brickTriggerY(o, t)} + brickDrop(k > 0 ? k - 1 : 0);
  return y > o.landY ? o.landY : static_cast<std::int32_t>(y);
}

}  // namespace solidtile
