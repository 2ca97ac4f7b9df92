#include "solidtile/level/nudge.h"

#include <algorithm>

#include "solidtile/level/angle.h"

namespace solidtile {

std::int32_t nudgeDip(std::uint8_t b) {
  // Sonic 2's sine table is Sonic 1's, word for word (misc/sinewave.bin).
  return (sinHex(static_cast<Angle>(b), SineTable::Sonic1) * NudgeTiming::kScale) >> 16;
}

std::uint8_t nudgeCountAt(ObjectSlot turned, ObjectSlot packed, std::uint32_t frame) {
  if (turned.since == ObjectSlot::kNever || packed.since == ObjectSlot::kNever) return 0;
  const std::uint64_t b = packed.since & 0xFFu;
  if (frame <= turned.since) return static_cast<std::uint8_t>(b);
  // 64 bits: a slot set near the frame counter's end must not wrap.
  const std::uint64_t moved = (std::uint64_t{frame} - turned.since) * NudgeTiming::kStep;
  if (nudgeGoesUp(packed)) return static_cast<std::uint8_t>(std::min<std::uint64_t>(b + moved, NudgeTiming::kMax));
  return static_cast<std::uint8_t>(b > moved ? b - moved : 0);
}

void setNudge(ObjectSlot* slots, std::uint32_t frame, std::uint8_t count, bool up) {
  slots[0].since = frame;
  slots[1].since = count | (up ? 0x100u : 0u);
}

}  // namespace solidtile
