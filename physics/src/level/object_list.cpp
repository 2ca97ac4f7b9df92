#include "solidtile/level/object_list.h"

#include <algorithm>

#include "object_legs.h"
#include "solidtile/level/bomb.h"
#include "solidtile/level/brick.h"
#include "solidtile/level/enemy_motion.h"
#include "solidtile/level/barrier.h"
#include "solidtile/level/falling.h"
#include "solidtile/level/elevator.h"
#include "solidtile/level/lift.h"
#include "solidtile/level/springboard.h"
#include "solidtile/level/stomper.h"
#include "solidtile/level/nudge.h"
#include "solidtile/level/retract.h"
#include "solidtile/level/seesaw.h"

namespace solidtile {

namespace {

std::int32_t clamp32(std::int64_t v) { return static_cast<std::int32_t>(std::clamp<std::int64_t>(v, INT32_MIN, INT32_MAX)); }

void grow(ObjectBounds& to, const ObjectBounds& b) {
  to.left = std::min(to.left, b.left);
  to.top = std::min(to.top, b.top);
  to.right = std::max(to.right, b.right);
  to.bottom = std::max(to.bottom, b.bottom);
}

// walkBox's box for a block of class c and height h from its reach box b.
ObjectBounds walkBoxOf(std::uint8_t c, std::int32_t h, ObjectBounds b) {
  if (c & ObjectList::kWalkOther) return b;
  if ((c & 1) == ObjectList::kWalkTop) {
    b.bottom = clamp32(std::int64_t{b.bottom} - h + 0x10);
  } else {
    b.left = clamp32(std::int64_t{b.left} - ObjectList::kRoutineReach);
    b.right = clamp32(std::int64_t{b.right} + ObjectList::kRoutineReach);
  }
  return b;
}

}  // namespace

ObjectBounds pathBounds(const SolidObject& o) {
  ObjectBounds b;
  const std::int64_t h = std::int64_t{o.h} + slopeBandBelow(o);
  for (const Waypoint& p : o.path) {
    grow(b, {p.x, p.y, clamp32(std::int64_t{p.x} + o.w), clamp32(std::int64_t{p.y} + h)});
  }
  if (o.osc.table != OscTable::None && !o.path.empty()) {  // its origin moved as far as its oscillators take it
    const OscReach r = oscReach(o.osc);
    b.left = clamp32(std::int64_t{b.left} + r.x.lo);
    b.right = clamp32(std::int64_t{b.right} + r.x.hi);
    b.top = clamp32(std::int64_t{b.top} + r.y.lo);
    b.bottom = clamp32(std::int64_t{b.bottom} + r.y.hi);
  }
  if (o.kind == ObjectKind::Enemy && o.motion != EnemyMotion::None) {  // as far as its routine takes it
    const EnemyReach r = enemyReach(o);
    b.top = clamp32(std::int64_t{b.top} + r.up);
    b.bottom = clamp32(std::int64_t{b.bottom} + r.down);
    b.left = clamp32(std::int64_t{b.left} + r.left);
    b.right = clamp32(std::int64_t{b.right} + r.right);
  }
  if (o.retract == SpikeRetract::Vertical) {  // as far as its cycle takes it (level/retract.h)
    b.bottom = clamp32(std::int64_t{b.bottom} + SpikeRetractCycle::kReach);
  } else if (o.retract == SpikeRetract::Horizontal) {
    b.right = clamp32(std::int64_t{b.right} + SpikeRetractCycle::kReach);
  }
  if (o.route != BlockRoute::None) {  // as far as its route takes it (level/route.h)
    const RouteReach r = routeReach(o.route);
    b.right = clamp32(std::int64_t{b.right} + r.right);
    b.bottom = clamp32(std::int64_t{b.bottom} + r.down);
  }
  if (o.kind == ObjectKind::Fall) {  // as low as it goes while still solid (level/falling.h)
    b.bottom = clamp32(std::int64_t{b.bottom} + (fallDrop(o.fallCarry) >> 8) + 1);
  }
  if (spins(o.spin)) {  // anywhere on its circle (level/spin.h): CalcSine's largest is $100
    const std::int64_t r = o.spin.radius;
    b.left = clamp32(b.left - r);
    b.right = clamp32(b.right + r);
    b.top = clamp32(b.top - r);
    b.bottom = clamp32(b.bottom + r);
  }
  if (o.kind == ObjectKind::Stair) b.bottom = clamp32(std::int64_t{b.bottom} + StairTiming::kDrop);  // its lowest step
  if (o.kind == ObjectKind::Seesaw && o.ball) {  // where its thrown ball flies (level/seesaw.h)
    b.top = clamp32(std::int64_t{b.top} - SeesawGeometry::kBallReachUp);
    b.left = clamp32(std::int64_t{b.left} - SeesawGeometry::kBallReachSide);
    b.right = clamp32(std::int64_t{b.right} + SeesawGeometry::kBallReachSide);
  }
  // A stomper's drop and its spikes below (level/stomper.h).
  if (o.kind == ObjectKind::Stomper) {
    b.bottom = clamp32(std::int64_t{b.bottom} + (stomperDrop(o.stomper) >> 8) + StomperRule::kSpikesBelow + StomperRule::kSpikesHalfHeight);
    b.left = clamp32(std::min<std::int64_t>(b.left, std::int64_t{b.left} + o.w / 2 - StomperRule::kSpikesHalfWidth));
    b.right = clamp32(std::max<std::int64_t>(b.right, std::int64_t{b.left} + o.w / 2 + StomperRule::kSpikesHalfWidth));
  }
  // A springboard's tip rises $10 above its box (t = $18 over t[0] = 8: level/springboard.h).
  if (o.kind == ObjectKind::Springboard) b.top = clamp32(std::int64_t{b.top} - SpringboardRule::kRise);
  if (o.kind == ObjectKind::Lift) {
    // Along its slide, and a fall's first stretch below it (level/lift.h):
    // lower, one standing on it (always visited) is carried on.
    const std::int64_t slide = std::int64_t{o.lift} * LiftRule::kSlidePerSubtype;
    constexpr std::int64_t kFallReach = 0x100;
    if (o.dir == ObjectDir::Left) b.left = clamp32(std::int64_t{b.left} - 2 * slide);
    else b.right = clamp32(std::int64_t{b.right} + 2 * slide);
    b.bottom = clamp32(std::int64_t{b.bottom} + slide + kFallReach);
  }
  if (o.kind == ObjectKind::Elevator) {
    // As far as its way takes it (level/elevator.h: where it comes to rest).
    const std::int64_t t = elevatorReach(o.elevator);
    if (o.dir == ObjectDir::Up) b.top = clamp32(std::int64_t{b.top} - t);
    else if (o.dir == ObjectDir::Down) b.bottom = clamp32(std::int64_t{b.bottom} + t);
    else if (o.dir == ObjectDir::UpRight) b.right = clamp32(std::int64_t{b.right} + t), b.top = clamp32(std::int64_t{b.top} - t / 2);
    else b.left = clamp32(std::int64_t{b.left} - t), b.bottom = clamp32(std::int64_t{b.bottom} + t / 2);
  }
  if (o.kind == ObjectKind::Barrier) {
    // Raised up to $40, and visited wherever the player may be in its window
    // (level/barrier.h), with room for a fast player's frame past its edges,
    // so the frame he leaves it is seen and it comes down.
    constexpr std::int32_t kMargin = 0x20;
    const std::int64_t centre = std::int64_t{b.left} + o.w / 2;
    b.top = clamp32(std::int64_t{b.top} - BarrierRule::kRise);
    b.left = clamp32(std::min<std::int64_t>(b.left, centre - BarrierRule::kReach - kMargin));
    b.right = clamp32(std::max<std::int64_t>(b.right, centre + BarrierRule::kReach + kMargin));
  }
  if (o.kind == ObjectKind::Brick) b.bottom = std::max(b.bottom, clamp32(std::int64_t{o.landY} + o.h));  // where it lands
  if (o.kind == ObjectKind::Bomb) {  // as far as its walk takes it (level/bomb.h); its shrapnel are met apart
    b.left = clamp32(std::int64_t{b.left} - BombRule::kWalkReach);
    b.right = clamp32(std::int64_t{b.right} + BombRule::kWalkReach);
  }
  if (o.nudge) b.bottom = clamp32(std::int64_t{b.bottom} + nudgeDip(NudgeTiming::kMax));  // its deepest dip
  return b;
}

void ObjectList::append(const SolidObject& o) {
  using namespace objectdetail;
  items_.push_back(o);
  bounds_.push_back(pathBounds(o));
  grow(all_, bounds_.back());
  if (o.kind != ObjectKind::Block) ++kinds_;
  slots_.push_back(objectSlotCount(o) > 0 ? static_cast<std::int32_t>(slotCount_) : -1);
  slotCount_ += objectSlotCount(o);
  // A Buzz Bomber and a Crabmeat read obRender bit 7 (level/enemy_motion.h).
  // A brick's routine runs only while drawn (level/brick.h).
  // A bomb and its shrapnel are met only while drawn, and the shrapnel
  // delete themselves once not drawn (level/bomb.h).
  screen_ = screen_ || o.onScreen || o.kind == ObjectKind::Brick || o.kind == ObjectKind::Bomb ||
            (o.kind == ObjectKind::Enemy && (o.motion == EnemyMotion::Buzzbomber || o.motion == EnemyMotion::Crabmeat));
  const std::int64_t left = o.path.empty() ? 0 : o.path[0].x;
  // A goal's point is its box's left edge (level/goal.h); a stair's its first block's centre (level/stair.h).
  loadX_.push_back(clamp32(left + (o.kind == ObjectKind::Bridge ? o.logs * 8 + 8
                                   : o.kind == ObjectKind::Goal  ? 0
                                   : o.kind == ObjectKind::Stair ? StairTiming::kBlock / 2
                                                                 : o.w / 2)));
  if (o.kind == ObjectKind::Monitor) ++monitors_;
  if (o.kind == ObjectKind::Ring) ++rings_;
  if (o.kind == ObjectKind::Hurt) ++hurts_;
  if (o.kind == ObjectKind::Enemy) ++enemies_;
  if (o.kind == ObjectKind::Bumper) ++bumpers_;
  if (o.kind == ObjectKind::Seesaw && o.ball) ++balls_;
  if (o.kind == ObjectKind::Stomper && stomperHasSpikes(o.stomper)) ++balls_;  // its spikes: touched likewise
  if (o.kind == ObjectKind::Bomb) bombs_.push_back(static_cast<std::int16_t>(items_.size() - 1));
  touchables_ = monitors_ + rings_ + hurts_ + enemies_ + bumpers_ + balls_ + bombs_.size();
  if (keepsMadeFrame(o)) ++madeFrames_;
  // A stomper of types 3 and 5 is armed by the player's x within $90 at any height (level/stomper.h).
  if (o.kind == ObjectKind::Push || o.kind == ObjectKind::Seesaw || (o.kind == ObjectKind::Stomper && stomperTriggered(o.stomper))) everyFrame_.push_back(static_cast<std::int16_t>(items_.size() - 1));
  if (o.kind == ObjectKind::Enemy && o.motion != EnemyMotion::None) {
    movingEnemies_.push_back(static_cast<std::int16_t>(items_.size() - 1));
  }
  if (o.kind == ObjectKind::Vine) vines_.push_back(static_cast<std::int16_t>(items_.size() - 1));
  if (o.kind == ObjectKind::Goal) goals_.push_back(static_cast<std::int16_t>(items_.size() - 1));
  if (o.kind == ObjectKind::Brick) bricks_.push_back(static_cast<std::int16_t>(items_.size() - 1));
  routines_ = !movingEnemies_.empty() || !vines_.empty() || !goals_.empty() || !bombs_.empty();
  Track t;
  t.firstLeg = static_cast<std::uint32_t>(legs_.size());
  t.speed = o.speed;
  if (!o.path.empty()) t.still = {sub(o.path[0].x), sub(o.path[0].y)};
  if (objectdetail::movesByRule(o) && !o.path.empty()) {
    t.firstLeg = Track::kOscillates;  // a route or a spin too: objectdetail::oscillatedPosition
    t.cycle = 1;  // not 0: the object is not still
  } else if (o.path.size() >= 2 && o.speed > 0) {
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
    // A plain block's reach boxes, one per window of its cycle: along a leg
    // each axis moves one way (objectdetail::along), so the body's box over
    // a stretch of frames within a leg is that of its ends'.
    if (o.kind == ObjectKind::Block && o.slope.empty() && !o.nudge && at > 0 && at <= UINT32_MAX) {
      t.winLen = static_cast<std::uint32_t>((at + kWindows - 1) / kWindows);
      t.firstWin = static_cast<std::uint32_t>(windows_.size());
      const auto body = [&](std::int64_t f) {
        const ObjectPos p = onTrack(t, f);
        const std::int64_t x = p.x >> 8, y = p.y >> 8;
        return ObjectBounds{clamp32(x), clamp32(y), clamp32(x + o.w), clamp32(y + o.h)};
      };
      for (std::int64_t a = 0; a < at; a += t.winLen) {
        const std::int64_t b = std::min<std::int64_t>(a + t.winLen, at) - 1;  // the window's last frame
        ObjectBounds w;
        std::int64_t from = 0;
        for (std::size_t k = t.firstLeg; k < legs_.size(); from = legs_[k].end, ++k) {
          const std::int64_t lo = std::max(a, from), hi = std::min(b, legs_[k].end - 1);
          if (lo > hi) continue;
          grow(w, body(lo));
          grow(w, body(hi));
          if (legs_[k].move > lo && legs_[k].move <= hi) grow(w, body(legs_[k].move));  // the wait's end
        }
        windows_.push_back(w);
      }
    }
  }
  if (!t.oscillates() && t.cycle > 0 && t.cycle <= kPlacesCycle && places_.size() + static_cast<std::size_t>(t.cycle) <= kPlacesBudget) {
    t.firstPlace = static_cast<std::uint32_t>(places_.size());
    for (std::int64_t f = 0; f < t.cycle; ++f) places_.push_back(onTrack(t, f));
  }
  tracks_.push_back(t);
  std::uint8_t c = kWalkOther;
  if (o.kind == ObjectKind::Block && o.slope.empty()) {
    c = static_cast<std::uint8_t>((o.topOnly ? kWalkTop : kWalkSolid) | (o.nudge || o.onScreen || o.vanish >= 0 || hasTimer(o.timer) || o.route != BlockRoute::None ? 0 : kWalkPlain));
  }
  WalkEntry e;
  e.box = walkBoxOf(c, o.h, bounds_.back());
  e.cls = c;
  if (t.winLen != 0) {
    e.cycle = static_cast<std::uint32_t>(t.cycle);
    e.firstWin = t.firstWin;
    e.winLen = t.winLen;
  }
  walk_.push_back(e);
  count_ = static_cast<std::int32_t>(walk_.size());
  for (std::size_t k = walkWindows_.size(); k < windows_.size(); ++k) walkWindows_.push_back(walkBoxOf(c, o.h, windows_[k]));
}

void ObjectList::rebuild() {
  std::vector<SolidObject> items = std::move(items_);
  assign(std::move(items));
}

void ObjectList::index() {
  regionColumns_.build(bounds_, all_, kColumnReach);
  // Sideways springs reach the area in front of their face too (springs.h).
  std::vector<ObjectBounds> reach = bounds_;
  ObjectBounds reachAll = all_;
  for (std::size_t i = 0; i < reach.size(); ++i) {
    const SolidObject& o = items_[i];
    ObjectBounds& b = reach[i];
    if (o.kind != ObjectKind::Spring || (o.dir != ObjectDir::Left && o.dir != ObjectDir::Right) || b.left > b.right) continue;
    b.left = static_cast<std::int32_t>(std::max<std::int64_t>(INT32_MIN, std::int64_t{b.left} - kSpringFaceReach));
    b.right = static_cast<std::int32_t>(std::min<std::int64_t>(INT32_MAX, std::int64_t{b.right} + kSpringFaceReach));
    reachAll.left = std::min(reachAll.left, b.left);
    reachAll.right = std::max(reachAll.right, b.right);
  }
  reachColumns_.build(reach, reachAll, kRoutineReach);
  // The reach boxes up and down mirror MayReach (solid_objects.h): the feet
  // + 4 (+ 1 for a surface of -1) at or below the top, the standing radius
  // + $14 (+ 1) above the bottom; the kinds it lets through at any height
  // are unbounded.
  for (std::size_t i = 0; i < reach.size(); ++i) {
    const SolidObject& o = items_[i];
    ObjectBounds& b = reach[i];
    if (b.left > b.right) continue;
    b.left = clamp32(std::int64_t{b.left} - kRoutineReach);
    b.right = clamp32(std::int64_t{b.right} + kRoutineReach);
    const bool sideSpring = o.kind == ObjectKind::Spring && (o.dir == ObjectDir::Left || o.dir == ObjectDir::Right);
    if (sideSpring || !o.slope.empty() || o.kind == ObjectKind::Monitor || isDiagonal(o.dir)) {
      b.top = INT32_MIN;
      b.bottom = INT32_MAX;
      continue;
    }
    // A plain block's own bounds (MayReach's feetTop and lowSolid): a
    // top-only one's player stands from the radius + 4 + 1 above its
    // highest top to $10 - 4 + 1 below its lowest; a solid one's reaches
    // the radius - 4 under its bottom.
    std::int64_t down = kCellRadius + 0x14 + kCellSurface;
    if (o.kind == ObjectKind::Block) {
      if (o.topOnly) {
        b.left = bounds_[i].left;
        b.right = bounds_[i].right;
        down = 0x10 - 4 + kCellSurface - o.h;
      } else {
        down = kCellRadius - 4;
      }
    }
    const auto inside = [](std::int64_t v) {
      return static_cast<std::int32_t>(std::clamp<std::int64_t>(v, INT32_MIN + 1, INT32_MAX - 1));
    };
    b.top = inside(std::int64_t{b.top} - (kCellRadius + 4 + kCellSurface));
    b.bottom = inside(std::max(std::int64_t{b.bottom} + down, std::int64_t{b.top}));
  }
  reachCells_.build(reach);
  lefts_.clear();
  byLeft_.clear();
  wide_.clear();
  span_ = 0;
  indexed_ = items_.size() > kScanMax;
  if (!indexed_) return;
  for (std::size_t i = 0; i < bounds_.size(); ++i) {
    const ObjectBounds& b = bounds_[i];
    if (b.left > b.right) continue;  // no path: meets nothing
    const std::int64_t span = std::int64_t{b.right} - b.left;
    if (span > kWideSpan) {
      wide_.push_back(static_cast<std::int16_t>(i));
      continue;
    }
    byLeft_.push_back(static_cast<std::int16_t>(i));
    span_ = std::max(span_, span);
  }
  std::stable_sort(byLeft_.begin(), byLeft_.end(), [&](std::int16_t a, std::int16_t b) {
    return bounds_[static_cast<std::size_t>(a)].left < bounds_[static_cast<std::size_t>(b)].left;
  });
  for (const std::int16_t i : byLeft_) lefts_.push_back(bounds_[static_cast<std::size_t>(i)].left);
  firstInColumn_.clear();
  if (lefts_.empty()) return;
  // Columns of 256 px from the leftmost edge (wider when the edges spread
  // over more than 65536 of them), each naming the first edge at or past its start.
  const std::int64_t extent = std::int64_t{lefts_.back()} - lefts_.front();
  columnShift_ = 8;
  while ((extent >> columnShift_) > 65536) ++columnShift_;
  std::size_t k = 0;
  for (std::int64_t c = 0; c <= (extent >> columnShift_); ++c) {
    const std::int64_t start = lefts_.front() + (c << columnShift_);
    while (k < lefts_.size() && lefts_[k] < start) ++k;
    firstInColumn_.push_back(static_cast<std::uint32_t>(k));
  }
}

int ObjectList::nearIndexed(ObjectBounds region, std::int16_t* out, int max) const {
  // Whatever meets the region starts left of its right edge, and no further
  // left than the widest span: the first such left edge, from its column.
  const std::int64_t from = std::int64_t{region.left} - span_;
  const std::int32_t* lefts = lefts_.data();
  std::size_t lo = 0;
  if (!lefts_.empty() && from > lefts_.front()) {  // empty: every object is wide or has no path
    const std::uint64_t column = static_cast<std::uint64_t>(from - lefts_.front()) >> columnShift_;
    lo = column < firstInColumn_.size() ? firstInColumn_[column] : lefts_.size();
    while (lo < lefts_.size() && lefts[lo] < from) ++lo;
  }
  int count = 0;
  auto take = [&](std::int16_t i) {
    if (!bounds_[static_cast<std::size_t>(i)].meets(region)) return;
    if (count < max) out[count] = i;
    ++count;
  };
  for (std::size_t k = lo; k < lefts_.size() && lefts[k] <= region.right && count <= max; ++k) take(byLeft_[k]);
  for (std::size_t k = 0; k < wide_.size() && count <= max; ++k) take(wide_[k]);
  if (count > max) return max + 1;
  // Few: an insertion sort.
  for (int k = 1; k < count; ++k) {
    const std::int16_t v = out[k];
    int j = k;
    for (; j > 0 && out[j - 1] > v; --j) out[j] = out[j - 1];
    out[j] = v;
  }
  return count;
}

void ObjectList::push_back(SolidObject o) {
  append(o);
  index();
}

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
  places_.clear();
  windows_.clear();
  walk_.clear();
  count_ = 0;
  walkWindows_.clear();
  all_ = {};
  kinds_ = 0;
  monitors_ = 0;
  rings_ = 0;
  hurts_ = 0;
  enemies_ = 0;
  bumpers_ = 0;
  balls_ = 0;
  touchables_ = 0;
  madeFrames_ = 0;
  everyFrame_.clear();
  movingEnemies_.clear();
  vines_.clear();
  goals_.clear();
  bricks_.clear();
  bombs_.clear();
  routines_ = false;
  slots_.clear();
  slotCount_ = 0;
  screen_ = false;
  loadX_.clear();
  items_.reserve(items.size());
  for (const SolidObject& o : items) append(o);
  index();
}

ObjectPos ObjectList::position(std::size_t i, std::uint32_t frame) const {
  const Track& t = tracks_[i];
  if (t.cycle == 0) return t.still;
  if (t.oscillates()) return objectdetail::oscillatedPosition(items_[i], frame);
  const std::int64_t f = objectdetail::cycleFrame(t.cycle, frame);
  if (t.firstPlace != Track::kNoPlaces) return places_[t.firstPlace + static_cast<std::size_t>(f)];
  return onTrack(t, f);
}

ObjectPos ObjectList::onTrack(const Track& t, std::int64_t f) const {
  const Leg* leg = legs_.data() + t.firstLeg;
  while (f >= leg->end) ++leg;  // the last leg ends at the cycle's end, after f
  if (f < leg->move) return {objectdetail::sub(leg->a.x), objectdetail::sub(leg->a.y)};
  const auto done = static_cast<std::uint32_t>(std::min<std::int64_t>((f - leg->move) * t.speed, leg->len));
  return {objectdetail::along(leg->a.x, leg->b.x, done, leg->len), objectdetail::along(leg->a.y, leg->b.y, done, leg->len)};
}

ObjectList::Positions ObjectList::movingPositions(std::size_t i, std::uint32_t frame) const {
  const Track& t = tracks_[i];
  // Before frame 0 an oscillating object stood where frame 0 has it (the level starts there).
  if (t.oscillates()) return {position(i, frame == 0 ? 0 : frame - 1), position(i, frame)};
  if (frame == 0) return {position(i, frame - 1), position(i, frame)};  // frame - 1 wraps to the last uint32
  // One modulo for both: frame - 1's cycle frame is the one before frame's
  // (the cycle's last when frame's wrapped to 0).
  const std::int64_t f = objectdetail::cycleFrame(t.cycle, frame);
  return {onTrack(t, f == 0 ? t.cycle - 1 : f - 1), onTrack(t, f)};
}

}  // namespace solidtile
