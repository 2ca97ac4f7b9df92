#include "solidtile/level/loops.h"

#include "solidtile/level/level.h"

namespace solidtile {

std::uint8_t sonic1LoopPath(const LoopRegion* region, std::int32_t x, Angle angle, bool airborne, std::uint8_t path) {
  if (!region) return LoopRule::kHighPath;
  if (region->airToHigh && airborne) return LoopRule::kHighPath;
  // The game compares the low byte of x: the position within the chunk.
  const std::int32_t within = x & (LoopRule::kSize - 1);
  if (within < LoopRule::kHighBelow) return LoopRule::kHighPath;
  if (within >= LoopRule::kLowFrom) return LoopRule::kLowPath;
  if (path == LoopRule::kHighPath) {
    return angle != 0 && angle <= LoopRule::kUpsideDown ? LoopRule::kLowPath : path;
  }
  return angle > LoopRule::kUpsideDown ? LoopRule::kHighPath : path;
}

const LoopRegion* Level::loopAt(std::int32_t x, std::int32_t y) const {
  if (x < 0 || y < 0) return nullptr;
  const std::int32_t cx = x & ~(LoopRule::kSize - 1), cy = y & ~(LoopRule::kSize - 1);
  for (const LoopRegion& r : loops) {
    if (r.x == cx && r.y == cy) return &r;
  }
  return nullptr;
}

}  // namespace solidtile
