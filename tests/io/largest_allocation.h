// Records the largest single operator-new request while a probe is alive, so
// tests can check that a parser sizes nothing from unchecked input.
#pragma once

#include <cstddef>

namespace solidtile::test {

class LargestAllocation {
 public:
  LargestAllocation();
  ~LargestAllocation();
  LargestAllocation(const LargestAllocation&) = delete;
  LargestAllocation& operator=(const LargestAllocation&) = delete;
  std::size_t bytes() const;
};

}  // namespace solidtile::test
