#include "solidtile/level/stair.h"

#include "solidtile/level/object_state.h"

namespace solidtile {

const char* stairTriggerName(StairTrigger t) { return t == StairTrigger::Hit ? "hit" : "stood"; }

std::optional<StairTrigger> parseStairTrigger(std::string_view name) {
  if (name == "stood") return StairTrigger::Stood;
  if (name == "hit") return StairTrigger::Hit;
  return std::nullopt;
}

std::array<std::int32_t, 4> stairBytes(StairTrigger t, std::uint32_t since, std::uint32_t f) {
  if (since == ObjectSlot::kNever || f <= since) return {0, 0, 0, 0};
  const std::uint64_t drop = stairDropStart(t, since);
  if (f >= drop) {
    const std::uint64_t n = f - drop + 1;
    const std::int32_t b = n >= StairTiming::kDrop ? StairTiming::kDrop : static_cast<std::int32_t>(n);
    return {b, 3 * b / 4, b / 2, b / 4};
  }
  if (t == StairTrigger::Stood || f < since + 2) return {0, 0, 0, 0};
  // Stair_Type02's loc_10FEC with the timer after "subq.w #1": $3C - k on
  // s + 1 + k; on s + 61 the bytes keep what the timer 1 left.
  const std::uint64_t k = f - since - 1;
  const std::uint32_t timer = k >= StairTiming::kHitTimer ? 1 : static_cast<std::uint32_t>(StairTiming::kHitTimer - k);
  const std::int32_t d0 = static_cast<std::int32_t>((timer & 0xFF) >> 2) & 1;
  return {d0, d0 ^ 1, d0, d0 ^ 1};
}

}  // namespace solidtile
