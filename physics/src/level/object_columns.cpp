#include "solidtile/level/object_columns.h"

#include <algorithm>

#include "solidtile/level/object_list.h"

namespace solidtile {

void ObjectColumns::build(const std::vector<ObjectBounds>& bounds, const ObjectBounds& all, std::int32_t reach) {
  from_ = 0;
  count_ = 0;
  start_.assign(1, 0);
  items_.clear();
  longest_ = 0;
  if (all.left > all.right) return;  // no object has a path
  from_ = std::int64_t{all.left} - reach;
  const std::int64_t extent = std::int64_t{all.right} + reach - from_;
  // Each object is listed in every column its widened bounds meet: columns
  // of 16 px, wider while there would be more than 65536 of them or the
  // lists would hold more than 16 entries an object (wide objects).
  const auto first = [&](const ObjectBounds& b) { return (std::int64_t{b.left} - reach - from_) >> shift_; };
  const auto last = [&](const ObjectBounds& b) { return (std::int64_t{b.right} + reach - from_) >> shift_; };
  const std::int64_t budget = 16 * static_cast<std::int64_t>(bounds.size()) + 1024;
  for (shift_ = 4;; ++shift_) {
    if ((extent >> shift_) >= 65536) continue;
    std::int64_t entries = 0;
    for (const ObjectBounds& b : bounds) {
      if (b.left <= b.right) entries += last(b) - first(b) + 1;
    }
    if (entries <= budget || (extent >> shift_) == 0) break;
  }
  count_ = static_cast<std::size_t>(extent >> shift_) + 1;
  // Counted, then filled in object order (so each column is ascending).
  start_.assign(count_ + 1, 0);
  for (const ObjectBounds& b : bounds) {
    if (b.left > b.right) continue;
    for (std::int64_t c = first(b); c <= last(b); ++c) ++start_[static_cast<std::size_t>(c) + 1];
  }
  longest_ = 0;
  for (std::size_t c = 0; c < count_; ++c) {
    longest_ = std::max<std::size_t>(longest_, start_[c + 1]);
    start_[c + 1] += start_[c];
  }
  items_.resize(start_[count_]);
  std::vector<std::uint32_t> fill(start_.begin(), start_.end() - 1);
  for (std::size_t i = 0; i < bounds.size(); ++i) {
    const ObjectBounds& b = bounds[i];
    if (b.left > b.right) continue;
    for (std::int64_t c = first(b); c <= last(b); ++c) {
      items_[fill[static_cast<std::size_t>(c)]++] = static_cast<std::int16_t>(i);
    }
  }
}


}  // namespace solidtile
