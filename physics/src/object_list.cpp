#include "solidtile/object_list.h"

#include <algorithm>

#include "object_legs.h"

namespace solidtile {

namespace {

std::int32_t clamp32(std::int64_t v) { return static_cast<std::int32_t>(std::clamp<std::int64_t>(v, INT32_MIN, INT32_MAX)); }

void grow(ObjectBounds& to, const ObjectBounds& b) {
  to.left = std::min(to.left, b.left);
  to.top = std::min(to.top, b.top);
  to.right = std::max(to.right, b.right);
  to.bottom = std::max(to.bottom, b.bottom);
}

}  // namespace

ObjectBounds pathBounds(const SolidObject& o) {
  ObjectBounds b;
  for (const Waypoint& p : o.path) {
    grow(b, {p.x, p.y, clamp32(std::int64_t{p.x} + o.w), clamp32(std::int64_t{p.y} + o.h)});
  }
  return b;
}

void ObjectList::append(const SolidObject& o) {
  using namespace objectdetail;
  items_.push_back(o);
  bounds_.push_back(pathBounds(o));
  grow(all_, bounds_.back());
  Track t;
  t.firstLeg = static_cast<std::uint32_t>(legs_.size());
  t.speed = o.speed;
  if (!o.path.empty()) t.still = {sub(o.path[0].x), sub(o.path[0].y)};
  if (o.path.size() >= 2 && o.speed > 0) {
    // objectPosition's walk with its sums kept: each leg's wait and move as cycle frames.
    const int legs = legCount(o);
    std::int64_t at = 0;
    for (int k = 0; k < legs; ++k) {
      const Ends e = legEnds(o, k);
      const std::uint32_t len = legLength(e);  // a ping-pong leg back is as long as its leg forward
      const std::int64_t move = at + waitBefore(o, k);
      at = move + legFrames(len, static_cast<std::uint32_t>(o.speed));
      legs_.push_back({move, at, len, *e.a, *e.b});
    }
    t.cycle = at;
  }
  tracks_.push_back(t);
}

void ObjectList::rebuild() {
  std::vector<SolidObject> items = std::move(items_);
  assign(std::move(items));
}

void ObjectList::push_back(SolidObject o) { append(o); }

void ObjectList::insert(std::size_t i, SolidObject o) {
  items_.insert(items_.begin() + static_cast<std::ptrdiff_t>(std::min(i, items_.size())), std::move(o));
  rebuild();
}

void ObjectList::erase(std::size_t i) {
  if (i >= items_.size()) return;
  items_.erase(items_.begin() + static_cast<std::ptrdiff_t>(i));
  rebuild();
}

void ObjectList::set(std::size_t i, SolidObject o) {
  if (i >= items_.size()) return;
  items_[i] = std::move(o);
  rebuild();
}

void ObjectList::assign(std::vector<SolidObject> items) {
  items_.clear();
  bounds_.clear();
  tracks_.clear();
  legs_.clear();
  all_ = {};
  items_.reserve(items.size());
  for (const SolidObject& o : items) append(o);
}

ObjectPos ObjectList::position(std::size_t i, std::uint32_t frame) const {
  const Track& t = tracks_[i];
  if (t.cycle == 0) return t.still;
  const std::int64_t f = objectdetail::cycleFrame(t.cycle, frame);
  const Leg* leg = legs_.data() + t.firstLeg;
  while (f >= leg->end) ++leg;  // the last leg ends at the cycle's end, after f
  if (f < leg->move) return {objectdetail::sub(leg->a.x), objectdetail::sub(leg->a.y)};
  const auto done = static_cast<std::uint32_t>(std::min<std::int64_t>((f - leg->move) * t.speed, leg->len));
  return {objectdetail::along(leg->a.x, leg->b.x, done, leg->len), objectdetail::along(leg->a.y, leg->b.y, done, leg->len)};
}

}  // namespace solidtile
