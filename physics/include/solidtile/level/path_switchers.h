// The level's path switchers. The list reads like a const vector; every change
// goes through the calls below, which also keep a coarse map of where the
// lines lie, so a step can tell in a few instructions that a move crossed none
// of them and skip the list (issue 15: reading the whole list every frame the
// player changed pixel column was about 55 of a frame's 630 instructions).
#pragma once

#include <algorithm>
#include <climits>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "solidtile/read_only_list.h"

namespace solidtile {

// A vertical line at pixel column x from top to bottom (inclusive): a player
// crossing it moving right takes path `rightPath`, moving left `leftPath`
// (Sonic 2's path switchers; how a loop is entered on one path and left on the other).
// A horizontal one (Sonic 2's Obj03 with subtype bit 2) is the same with the
// axes swapped: the line is pixel row `x` from column `top` to `bottom`, and
// a player crossing it moving down takes `rightPath`, moving up `leftPath`;
// use horizontalSwitcher() to make one by its own names.
struct PathSwitcher {
  std::int32_t x = 0;
  std::int32_t top = 0;
  std::int32_t bottom = 0;
  std::uint8_t leftPath = 0;
  std::uint8_t rightPath = 1;
  bool groundOnly = false;  // switch only while on the ground
  bool horizontal = false;
  bool operator==(const PathSwitcher&) const = default;
};

// The horizontal switcher at row y from column `left` to `right` (inclusive).
inline PathSwitcher horizontalSwitcher(std::int32_t y, std::int32_t left, std::int32_t right, std::uint8_t abovePath,
                                       std::uint8_t belowPath, bool groundOnly) {
  return PathSwitcher{y, left, right, abovePath, belowPath, groundOnly, true};
}

class PathSwitcherList : public ReadOnlyList<PathSwitcher> {
 public:
  PathSwitcherList() = default;
  explicit PathSwitcherList(std::vector<PathSwitcher> items) { assign(std::move(items)); }

  void push_back(const PathSwitcher& s);
  void assign(std::vector<PathSwitcher> items);
  void clear() { assign({}); }

  // False when no line of the axis (0: the vertical ones' columns, 1: the
  // horizontal ones' rows) lies in lo + 1 .. lo + span, the pixels a move from
  // lo crossed; true when one may (the caller then reads the list).
  bool mayCross(int axis, std::int32_t lo, std::uint32_t span) const {
    const LineMap& m = lines_[axis];
    const std::int64_t first = std::int64_t{lo} + 1, last = std::int64_t{lo} + span;
    if (last < m.min || first > m.max) return false;  // also every move on an axis without lines
    if (span > (1u << m.shift)) return true;
    // No longer than a bucket, the range meets at most two: its ends'.
    return m.holds(std::max(first, m.min)) || m.holds(std::min(last, m.max));
  }

 private:
  // Lines are mapped to buckets of 2^shift pixels, at least a tile wide (so
  // a move's few pixels meet at most two) and at most 1024 of them an axis.
  static constexpr int kWords = 16;
  static constexpr int kMinShift = 4;
  struct LineMap {
    std::int64_t min = INT64_MAX, max = INT64_MIN;  // no lines
    int shift = kMinShift;
    std::uint64_t bits[kWords] = {};
    // Whether v's bucket holds a line; v in min..max.
    bool holds(std::int64_t v) const {
      const auto b = static_cast<std::uint64_t>(v - min) >> shift;
      return ((bits[b / 64] >> (b % 64)) & 1u) != 0;
    }
  };
  void map();

  LineMap lines_[2];
};

}  // namespace solidtile
