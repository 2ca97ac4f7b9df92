#include "solidtile/level/route.h"

namespace solidtile {

const char* blockRouteName(BlockRoute r) { return r == BlockRoute::Girder ? "girder" : "none"; }

std::optional<BlockRoute> parseBlockRoute(std::string_view name) {
  if (name == "none") return BlockRoute::None;
  if (name == "girder") return BlockRoute::Girder;
  return std::nullopt;
}

// Walks one period: each leg moves (k + 1) frames' speed on its k-th frame
// (SpeedToPos before the count), then holds kHold frames at its end.
RouteShift girderShift(std::uint32_t c) {
  if (c < GirderRoute::kStill) return {};
  std::uint32_t k = (c - GirderRoute::kStill) % GirderRoute::kPeriod;
  RouteShift at;
  for (const GirderRoute::Leg& leg : GirderRoute::kLegs) {
    if (k < leg.time) {
      const auto n = static_cast<Sub>(k + 1);
      return {at.dx + n * leg.vx, at.dy + n * leg.vy};
    }
    at.dx += static_cast<Sub>(leg.time) * leg.vx;
    at.dy += static_cast<Sub>(leg.time) * leg.vy;
    k -= leg.time;
    if (k < GirderRoute::kHold) return at;
    k -= GirderRoute::kHold;
  }
  return at;  // k < kPeriod: not reached
}

}  // namespace solidtile
