#include "solidtile/level/object_state.h"

namespace solidtile {

const char* collapsePhaseName(CollapsePhase p) {
  switch (p) {
    case CollapsePhase::Intact: return "intact";
    case CollapsePhase::Counting: return "counting";
    case CollapsePhase::Holding: return "holding";
    case CollapsePhase::Gone: return "gone";
  }
  return "?";
}

CollapseView collapseAt(const SolidObject& o, ObjectSlot slot, std::uint32_t frame, bool holds, int countLag) {
  if (slot.since == ObjectSlot::kNever || frame < slot.since) return {};
  // 64 bits: a slot set near the frame counter's end must not wrap round to intact.
  const std::uint64_t split = std::uint64_t{slot.since} + static_cast<std::uint64_t>(countLag) + o.collapseDelay;
  if (frame < split) return {CollapsePhase::Counting, static_cast<std::uint32_t>(split - frame)};
  const std::uint64_t drop = split + o.collapseHold;
  if (holds && frame < drop) return {CollapsePhase::Holding, static_cast<std::uint32_t>(drop - frame)};
  return {CollapsePhase::Gone, 0};
}

MonitorView monitorAt(ObjectSlot broken, ObjectSlot knocked, std::uint32_t frame) {
  MonitorView v;
  v.broken = broken.since != ObjectSlot::kNever && frame >= broken.since;
  if (knocked.since != ObjectSlot::kNever && frame >= knocked.since) {
    // 64 bits: a slot near the counter's end must not wrap round.
    const std::uint64_t n = std::uint64_t{frame} - knocked.since + 1;
    v.falling = n <= kMonitorKnockFrames + 1;  // the landing frame is still the fall's routine
    if (n <= kMonitorKnockFrames) v.rise = -(monitorKnockOffset(static_cast<std::uint32_t>(n)) >> 8);
  }
  return v;
}

}  // namespace solidtile
