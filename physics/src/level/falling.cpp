#include "solidtile/level/falling.h"

#include <algorithm>

namespace solidtile {

namespace {
// $38 * n(n-1)/2 stays under 2^31 subpixels up to here (8.3 million px).
constexpr std::uint64_t kMaxFallFrames = 8192;
}  // namespace

const char* fallPhaseName(FallPhase p) {
  switch (p) {
    case FallPhase::Still: return "still";
    case FallPhase::Waiting: return "waiting";
    case FallPhase::Falling: return "falling";
    case FallPhase::Dropped: return "dropped";
    case FallPhase::Gone: return "gone";
  }
  return "?";
}

Sub fallDrop(std::uint64_t n) {
  n = std::min(n, kMaxFallFrames);
  return n == 0 ? 0 : static_cast<Sub>(static_cast<std::uint64_t>(FallTiming::kGravity) * n * (n - 1) / 2);
}

FallView fallAt(const SolidObject& o, ObjectSlot slot, std::uint32_t frame, std::int32_t levelBottom) {
  if (slot.since == ObjectSlot::kNever || frame < slot.since) return {};
  // 64 bits: a slot set near the frame counter's end must not wrap.
  const std::uint64_t start = std::uint64_t{slot.since} + o.fallDelay;  // its last still frame
  if (frame <= start) return {FallPhase::Waiting, static_cast<std::uint32_t>(start + 1 - frame), 0, 0};
  FallView v;
  v.fallFrames = frame - start;
  v.drop = fallDrop(v.fallFrames);
  if (v.fallFrames <= o.fallCarry) {
    v.phase = FallPhase::Falling;
    v.framesLeft = static_cast<std::uint32_t>(o.fallCarry - v.fallFrames);
    return v;
  }
  const std::int64_t top = std::int64_t{o.path.empty() ? 0 : o.path[0].y} + (v.drop >> 8);
  v.phase = top > std::int64_t{levelBottom} + 0xE0 ? FallPhase::Gone : FallPhase::Dropped;
  return v;
}

}  // namespace solidtile
