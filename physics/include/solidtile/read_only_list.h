// The reading half of a list that keeps data worked out from its items (the
// level's ObjectList and PathSwitcherList): it reads like a const vector, and
// only the derived list's own calls change the items, so that data cannot go
// stale behind its back.
#pragma once

#include <cstddef>
#include <vector>

namespace solidtile {

template <class T>
class ReadOnlyList {
 public:
  using value_type = T;
  using const_iterator = typename std::vector<T>::const_iterator;
  using iterator = const_iterator;

  std::size_t size() const { return items_.size(); }
  bool empty() const { return items_.empty(); }
  const T& operator[](std::size_t i) const { return items_[i]; }
  const T* data() const { return items_.data(); }
  const_iterator begin() const { return items_.begin(); }
  const_iterator end() const { return items_.end(); }
  const std::vector<T>& items() const { return items_; }
  // Lists with the same items are equal: the rest is worked out from them.
  bool operator==(const ReadOnlyList& o) const { return items_ == o.items_; }

 protected:
  std::vector<T> items_;
};

}  // namespace solidtile
