#include "solidtile/level/objects.h"

#include <algorithm>

#include "object_legs.h"

namespace solidtile {

const char* objectLoopName(ObjectLoop l) { return l == ObjectLoop::Loop ? "loop" : "ping_pong"; }

// The definition, walking the path: the box step reads ObjectList's tracks
// instead, which the tests check against this.
ObjectPos objectPosition(const SolidObject& o, std::uint32_t frame) {
  using namespace objectdetail;
  if (o.path.empty()) return {};
  const ObjectPos start{o.path[0].x * kSubPerPixel, o.path[0].y * kSubPerPixel};
  if (movesByRule(o)) return oscillatedPosition(o, frame);
  if (o.path.size() == 1 || o.speed <= 0) return start;
  const int n = static_cast<int>(o.path.size());
  const int legs = legCount(o);
  const auto speed = static_cast<std::uint32_t>(o.speed);
  // Frames of each leg; a ping-pong leg back takes as long as its leg forward.
  std::uint32_t frames[kMaxLegs];
  std::int64_t cycle = 0;
  for (int k = 0; k < legs; ++k) {
    if (o.loop == ObjectLoop::PingPong && k >= n - 1) {
      frames[k] = frames[2 * (n - 1) - 1 - k];
    } else {
      frames[k] = legFrames(legLength(legEnds(o, k)), speed);
    }
    cycle += waitBefore(o, k) + frames[k];
  }
  if (cycle == 0) return start;
  std::int64_t t = cycleFrame(cycle, frame);
  for (int k = 0; k < legs; ++k) {
    const std::int64_t wait = waitBefore(o, k);
    if (t >= wait + frames[k]) {
      t -= wait + frames[k];
      continue;
    }
    const Ends e = legEnds(o, k);
    if (t < wait) return {sub(e.a->x), sub(e.a->y)};
    const std::uint32_t len = legLength(e);
    const auto done = static_cast<std::uint32_t>(std::min<std::int64_t>((t - wait) * o.speed, len));
    return {along(e.a->x, e.b->x, done, len), along(e.a->y, e.b->y, done, len)};
  }
  return start;
}

// The rules of the sloped objects' table (objects.h).
std::string slopeProblem(const SolidObject& o) {
  if (o.slope.empty()) return {};
  const auto columns = static_cast<std::size_t>(slopeColumns(o));
  if (o.slope.size() != columns)
    return "slope has " + std::to_string(o.slope.size()) + " heights, expected w / 2 = " + std::to_string(columns) +
           " (one per 2 px column)";
  const int most = std::min(o.h, ObjectLimits::kMaxSlopeHeight);
  for (std::size_t c = 0; c < o.slope.size(); ++c) {
    if (o.slope[c] > most)
      return "slope[" + std::to_string(c) + "] is " + std::to_string(o.slope[c]) + ", outside 0.." +
             std::to_string(most) + " (at most h and " + std::to_string(ObjectLimits::kMaxSlopeHeight) + ")";
  }
  return {};
}

std::string objectProblem(const SolidObject& o) {
  if (o.w < 1 || o.w > ObjectLimits::kMaxSize) return "w is outside 1.." + std::to_string(ObjectLimits::kMaxSize);
  if (o.h < 1 || o.h > ObjectLimits::kMaxSize) return "h is outside 1.." + std::to_string(ObjectLimits::kMaxSize);
  if (o.path.empty()) return "path is empty; a static object has one point";
  if (o.path.size() > static_cast<std::size_t>(ObjectLimits::kMaxWaypoints))
    return "path has more than " + std::to_string(ObjectLimits::kMaxWaypoints) + " points";
  if (o.speed < 0 || o.speed > ObjectLimits::kMaxSpeed)
    return "speed is outside 0.." + std::to_string(ObjectLimits::kMaxSpeed) + " subpixels a frame";
  if (o.wait < 0 || o.wait > ObjectLimits::kMaxWait)
    return "wait is outside 0.." + std::to_string(ObjectLimits::kMaxWait) + " frames";
  if (std::string p = objectKindProblem(o); !p.empty()) return p;
  if (std::string p = oscMotionProblem(o.osc); !p.empty()) return p;
  if (o.osc.table != OscTable::None && o.kind == ObjectKind::Bridge) return "a bridge does not oscillate";
  if (o.osc.table != OscTable::None && o.path.size() != 1) return "an oscillating object's path is its origin alone (one point)";
  // A spring's or spikes' routine reads a flat top (Obj41, Obj36).
  if (o.kind != ObjectKind::Block && o.kind != ObjectKind::Collapse && !o.slope.empty())
    return "slope is for blocks and collapses only; springs, spikes and bridges are flat";
  return slopeProblem(o);
}

}  // namespace solidtile
