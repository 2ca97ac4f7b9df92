// The level's objects by column of pixels: for each column, the ascending
// indices of the objects whose bounds, widened by a reach across, meet it.
// A lookup and no sort, for the Sonic player's object pass on every frame
// (ObjectList keeps two: the query's region and the routines' own reach).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace solidtile {

struct ObjectBounds;

class ObjectColumns {
 public:
  struct Indices {
    const std::int16_t* begin;
    const std::int16_t* end;
  };
  // Every object whose bounds' x range meets x - reach .. x + reach is in
  // at(x), ascending (with others of its column).
  void build(const std::vector<ObjectBounds>& bounds, const ObjectBounds& all, std::int32_t reach);
  Indices at(std::int32_t x) const {
    const std::int64_t c = (std::int64_t{x} - from_) >> shift_;
    if (c < 0 || c >= static_cast<std::int64_t>(count_)) return {nullptr, nullptr};
    const std::uint32_t* s = start_.data() + c;
    return {items_.data() + s[0], items_.data() + s[1]};
  }
  // The most entries any column holds (no lookup needed to know a column is short).
  std::size_t longest() const { return longest_; }

 private:
  std::size_t longest_ = 0;
  std::int64_t from_ = 0;  // columns of 2^shift_ px from here
  std::size_t count_ = 0;
  int shift_ = 4;
  std::vector<std::uint32_t> start_;  // count_ + 1 offsets into items_
  std::vector<std::int16_t> items_;
};

}  // namespace solidtile
