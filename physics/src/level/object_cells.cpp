#include "solidtile/level/object_cells.h"

#include <algorithm>
#include <climits>
#include <utility>

#include "solidtile/level/object_list.h"

namespace solidtile {

void ObjectCells::build(const std::vector<ObjectBounds>& boxes) {
  fromX_ = fromY_ = 0;
  cols_ = rows_ = 0;
  start_.assign(1, 0);
  items_.clear();
  std::int64_t left = INT64_MAX, right = INT64_MIN, top = INT64_MAX, bottom = INT64_MIN;
  for (const ObjectBounds& b : boxes) {
    if (b.left > b.right) continue;
    left = std::min<std::int64_t>(left, b.left);
    right = std::max<std::int64_t>(right, b.right);
    if (b.top != INT32_MIN) top = std::min<std::int64_t>(top, b.top);
    if (b.bottom != INT32_MAX) bottom = std::max<std::int64_t>(bottom, b.bottom);
  }
  if (left > right) return;     // no object has a box
  if (top > bottom) top = bottom = 0;  // every box is unbounded up and down
  fromX_ = left;
  fromY_ = top;
  // Cells of 8 px (the crowd bench's frame: 1,017 instructions with 16 px
  // cells, 954 with 8: fewer objects listed beside his point), larger
  // while there would be more than 2^18 of them (2^20 from 16 px: the
  // offsets stay within 4 MiB, 1 MiB at 8 px) or the lists would hold more
  // than 64 entries an object (tall reach boxes).
  const auto span = [&](std::int64_t lo, std::int64_t hi, std::int64_t from, std::int64_t count) {
    const std::int64_t a = std::clamp<std::int64_t>((lo - from) >> shift_, 0, count - 1);
    const std::int64_t b = std::clamp<std::int64_t>((hi - from) >> shift_, 0, count - 1);
    return std::pair{a, b};
  };
  const std::int64_t budget = 64 * static_cast<std::int64_t>(boxes.size()) + 4096;
  for (shift_ = 3;; ++shift_) {
    cols_ = ((right - left) >> shift_) + 1;
    rows_ = ((bottom - top) >> shift_) + 1;
    if (cols_ * rows_ > (std::int64_t{1} << (shift_ == 3 ? 18 : 20))) continue;
    std::int64_t entries = 0;
    for (const ObjectBounds& b : boxes) {
      if (b.left > b.right) continue;
      const auto [x0, x1] = span(b.left, b.right, fromX_, cols_);
      const auto [y0, y1] = span(b.top, b.bottom, fromY_, rows_);
      entries += (x1 - x0 + 1) * (y1 - y0 + 1);
    }
    if (entries <= budget || (cols_ == 1 && rows_ == 1)) break;
  }
  // Counted, then filled in object order (so each cell is ascending).
  start_.assign(static_cast<std::size_t>(cols_ * rows_) + 1, 0);
  const auto each = [&](auto&& fn) {
    for (std::size_t i = 0; i < boxes.size(); ++i) {
      const ObjectBounds& b = boxes[i];
      if (b.left > b.right) continue;
      const auto [x0, x1] = span(b.left, b.right, fromX_, cols_);
      const auto [y0, y1] = span(b.top, b.bottom, fromY_, rows_);
      for (std::int64_t cx = x0; cx <= x1; ++cx)
        for (std::int64_t cy = y0; cy <= y1; ++cy) fn(static_cast<std::size_t>(cx * rows_ + cy), i);
    }
  };
  each([&](std::size_t c, std::size_t) { ++start_[c + 1]; });
  for (std::size_t c = 0; c + 1 < start_.size(); ++c) start_[c + 1] += start_[c];
  items_.resize(start_.back());
  std::vector<std::uint32_t> fill(start_.begin(), start_.end() - 1);
  each([&](std::size_t c, std::size_t i) { items_[fill[c]++] = static_cast<std::int16_t>(i); });
}

}  // namespace solidtile
