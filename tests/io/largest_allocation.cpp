// Replaces the global operator new/delete of the test program (the standard
// allows it) to observe allocation sizes; the other forms of new call these.
#include "largest_allocation.h"

#include <atomic>
#include <cstdlib>
#include <new>

namespace {
std::atomic<bool> recording{false};
std::atomic<std::size_t> largest{0};
}  // namespace

void* operator new(std::size_t size) {
  if (recording.load(std::memory_order_relaxed) && size > largest.load(std::memory_order_relaxed)) largest = size;
  if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

namespace solidtile::test {

LargestAllocation::LargestAllocation() {
  largest = 0;
  recording = true;
}
LargestAllocation::~LargestAllocation() { recording = false; }
std::size_t LargestAllocation::bytes() const { return largest.load(); }

}  // namespace solidtile::test
