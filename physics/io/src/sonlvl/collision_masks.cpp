// Collision array entries as level masks.
#include "collision_masks.h"

#include <optional>
#include <string>

namespace solidtile::io {

CollisionMasks::CollisionMasks(const Bytes& colarr, const Bytes& angles, ProblemList& problems)
    : colarr_(colarr), angles_(angles), problems_(problems) {
  maskOf_.fill(-1);
  if (colarr.size() < kEntries * kTileSize) {
    problems.add("colarr1", "holds " + std::to_string(colarr.size()) + " bytes, expected 4096 (256 masks of 16 heights)");
    ok_ = false;
  }
  if (angles.size() < kEntries) {
    problems.add("angles", "holds " + std::to_string(angles.size()) + " bytes, expected 256");
    ok_ = false;
  }
}

int CollisionMasks::mask(Level& level, int id) {
  int& m = maskOf_[static_cast<std::size_t>(id)];
  if (m >= 0 || m == -2) return m < 0 ? -1 : m;
  HeightMask::Heights h{};
  for (int c = 0; c < kTileSize; ++c) h[static_cast<std::size_t>(c)] = static_cast<std::int8_t>(colarr_[static_cast<std::size_t>(id * 16 + c)]);
  const std::uint8_t a = angles_[static_cast<std::size_t>(id)];
  std::string why;
  const std::optional<HeightMask> hm = HeightMask::fromHeights(h, (a & 1u) ? kFlaggedAngle : a, &why);
  if (!hm) {
    problems_.add("colarr1 entry " + dollarHex(static_cast<unsigned>(id)), why);
    m = -2;
    return -1;
  }
  m = level.addMask(*hm);
  return m;
}

}  // namespace solidtile::io
