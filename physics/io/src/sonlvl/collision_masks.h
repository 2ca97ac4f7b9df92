// The games' collision arrays as level masks, shared by the importers: 256
// entries of 16 signed column heights (the normal array) and the angle map.
#pragma once

#include <array>
#include <cstdint>

#include "data_reader.h"
#include "solidtile/level/level.h"

namespace solidtile::io {

// A block's solidity from its chunk word's two bits: solid for the floor
// sensors (top) and for the walls and ceiling (left, right, bottom).
inline Solidity solidityOf(bool top, bool sides) {
  return top ? (sides ? Solidity::All : Solidity::TopOnly) : (sides ? Solidity::SidesAndBottom : Solidity::None);
}

class CollisionMasks {
 public:
  static constexpr int kEntries = 256;
  // Adds a problem when the array or the angle map is too short.
  CollisionMasks(const Bytes& colarr, const Bytes& angles, ProblemList& problems);
  bool ok() const { return ok_; }
  // The mask of `level` for entry `id`, added on first use; -1 when the entry
  // is not a valid mask (the problem is added once). Odd angles become the
  // flag, as both games treat them.
  int mask(Level& level, int id);

 private:
  const Bytes& colarr_;
  const Bytes& angles_;
  ProblemList& problems_;
  bool ok_ = true;
  std::array<int, kEntries> maskOf_{};
};

}  // namespace solidtile::io
