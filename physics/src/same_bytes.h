// Whether two objects hold the same first N bytes, compared eight at a time
// without branches: the steps ask it every frame to pick the body compiled
// for a built-in config, where a call to memcmp costs more than that saves.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace solidtile::detail {

template <std::size_t N>
bool sameBytes(const void* a, const void* b) {
  static_assert(N % sizeof(std::uint64_t) == 0, "compare whole words: N must be a multiple of 8");
  const auto* pa = static_cast<const unsigned char*>(a);
  const auto* pb = static_cast<const unsigned char*>(b);
  std::uint64_t diff = 0;
  for (std::size_t i = 0; i < N; i += sizeof(std::uint64_t)) {
    std::uint64_t wa, wb;
    std::memcpy(&wa, pa + i, sizeof wa);
    std::memcpy(&wb, pb + i, sizeof wb);
    diff |= wa ^ wb;
  }
  return diff == 0;
}

}  // namespace solidtile::detail
