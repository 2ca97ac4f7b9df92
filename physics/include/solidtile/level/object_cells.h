// The level's objects by cell of pixels: for each square of the level, the
// ascending indices of the objects whose reach box (the points from which
// the player can be reached by them) meets it. The Sonic player's object
// pass looks up the one cell he stands in, so stacks of objects at his x
// but far above or below him are not read at all (ObjectColumns lists by x
// alone). A box with an unbounded top and bottom (INT32_MIN, INT32_MAX) is
// listed in every row of its columns.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "solidtile/level/object_columns.h"

namespace solidtile {

struct ObjectBounds;

class ObjectCells {
 public:
  using Indices = ObjectColumns::Indices;
  // boxes[i] is object i's reach box; an empty one (left > right) is listed nowhere.
  void build(const std::vector<ObjectBounds>& boxes);
  // Every object whose box holds (x, y), ascending, with others of its cell.
  Indices at(std::int32_t x, std::int32_t y) const {
    const std::int64_t cx = (std::int64_t{x} - fromX_) >> shift_;
    if (static_cast<std::uint64_t>(cx) >= static_cast<std::uint64_t>(cols_)) return {nullptr, nullptr};  // cx < 0 too
    // Above or below every bounded box only the unbounded ones can hold the
    // point, and they are in every row: the edge row lists them.
    std::int64_t cy = (std::int64_t{y} - fromY_) >> shift_;
    cy = cy < 0 ? 0 : (cy >= rows_ ? rows_ - 1 : cy);
    const std::uint32_t* s = start_.data() + (cx * rows_ + cy);
    return {items_.data() + s[0], items_.data() + s[1]};
  }

 private:
  std::int64_t fromX_ = 0, fromY_ = 0;  // cells of 2^shift_ px from here
  std::int64_t cols_ = 0, rows_ = 0;
  int shift_ = 4;
  std::vector<std::uint32_t> start_;  // cols_ * rows_ + 1 offsets into items_, column-major
  std::vector<std::int16_t> items_;
};

}  // namespace solidtile
