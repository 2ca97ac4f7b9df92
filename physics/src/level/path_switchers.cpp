#include "solidtile/level/path_switchers.h"

namespace solidtile {

void PathSwitcherList::push_back(const PathSwitcher& s) {
  items_.push_back(s);
  map();
}

void PathSwitcherList::assign(std::vector<PathSwitcher> items) {
  items_ = std::move(items);
  map();
}

void PathSwitcherList::map() {
  for (int axis = 0; axis < 2; ++axis) {
    LineMap m;
    for (const PathSwitcher& s : items_) {
      if (s.horizontal != (axis == 1)) continue;
      m.min = std::min<std::int64_t>(m.min, s.x);
      m.max = std::max<std::int64_t>(m.max, s.x);
    }
    if (m.min <= m.max) {
      while (((m.max - m.min) >> m.shift) >= kWords * 64) ++m.shift;
      for (const PathSwitcher& s : items_) {
        if (s.horizontal != (axis == 1)) continue;
        const auto bucket = static_cast<std::uint64_t>(s.x - m.min) >> m.shift;
        m.bits[bucket / 64] |= std::uint64_t{1} << (bucket % 64);
      }
    }
    lines_[axis] = m;
  }
}

}  // namespace solidtile
