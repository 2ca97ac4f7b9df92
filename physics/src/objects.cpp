#include "solidtile/objects.h"

#include <algorithm>
#include <cstdlib>

namespace solidtile {

const char* objectLoopName(ObjectLoop l) { return l == ObjectLoop::Loop ? "loop" : "ping_pong"; }

namespace {

// Integer-exact and cheap: lengths fit 32 bits (coordinates are within
// 2^22 px), so the frame counts divide in 32 bits; the longer axis moves by
// exactly speed a frame and needs no division at all.
struct Leg {
  std::int64_t ax, ay, bx, by;  // subpixels
  std::uint32_t len;            // subpixels along the longer axis
  std::uint32_t frames;
};

Leg makeLeg(const Waypoint& a, const Waypoint& b, Sub speed) {
  Leg l{std::int64_t{a.x} * kSubPerPixel, std::int64_t{a.y} * kSubPerPixel, std::int64_t{b.x} * kSubPerPixel,
        std::int64_t{b.y} * kSubPerPixel, 0, 0};
  l.len = static_cast<std::uint32_t>(std::max(std::llabs(l.bx - l.ax), std::llabs(l.by - l.ay)));
  const auto v = static_cast<std::uint32_t>(speed);
  l.frames = l.len / v + (l.len % v != 0 ? 1u : 0u);
  return l;
}

// Number of legs in one cycle and leg k (forward legs, then back for ping-pong;
// the closing leg for a loop).
int legCount(const SolidObject& o) {
  const int n = static_cast<int>(o.path.size());
  return o.loop == ObjectLoop::Loop ? n : 2 * (n - 1);
}

Leg leg(const SolidObject& o, int k) {
  const int n = static_cast<int>(o.path.size());
  if (o.loop == ObjectLoop::Loop) {
    return makeLeg(o.path[static_cast<std::size_t>(k)], o.path[static_cast<std::size_t>((k + 1) % n)], o.speed);
  }
  if (k < n - 1) return makeLeg(o.path[static_cast<std::size_t>(k)], o.path[static_cast<std::size_t>(k + 1)], o.speed);
  const int back = 2 * (n - 1) - k;  // leg from path[back] to path[back - 1]
  return makeLeg(o.path[static_cast<std::size_t>(back)], o.path[static_cast<std::size_t>(back - 1)], o.speed);
}

// Frames held before leg k starts: at path[0] before the first leg, and (ping-pong) at the far end.
std::int64_t waitBefore(const SolidObject& o, int k) {
  if (k == 0) return o.wait;
  if (o.loop == ObjectLoop::PingPong && k == static_cast<int>(o.path.size()) - 1) return o.wait;
  return 0;
}

// a + (b - a) * done / len, exactly.
Sub along(std::int64_t a, std::int64_t b, std::uint32_t done, std::uint32_t len) {
  if (a == b) return static_cast<Sub>(a);
  const std::int64_t d = b - a;
  if (d == len) return static_cast<Sub>(a + done);
  if (d == -std::int64_t{len}) return static_cast<Sub>(a - done);
  return static_cast<Sub>(a + d * done / len);
}

}  // namespace

ObjectPos objectPosition(const SolidObject& o, std::uint32_t frame) {
  if (o.path.empty()) return {};
  const ObjectPos start{o.path[0].x * kSubPerPixel, o.path[0].y * kSubPerPixel};
  if (o.path.size() == 1 || o.speed <= 0) return start;
  const int legs = std::min(legCount(o), 2 * ObjectLimits::kMaxWaypoints);
  Leg all[2 * ObjectLimits::kMaxWaypoints];
  std::int64_t cycle = 0;
  for (int k = 0; k < legs; ++k) {
    all[k] = leg(o, k);
    cycle += waitBefore(o, k) + all[k].frames;
  }
  if (cycle == 0) return start;
  // frame < 2^32: a longer cycle has not wrapped yet.
  std::int64_t t = cycle > std::int64_t{frame} ? std::int64_t{frame} : frame % static_cast<std::uint32_t>(cycle);
  for (int k = 0; k < legs; ++k) {
    const Leg& l = all[k];
    const std::int64_t wait = waitBefore(o, k);
    if (t >= wait + l.frames) {
      t -= wait + l.frames;
      continue;
    }
    if (t < wait) return {static_cast<Sub>(l.ax), static_cast<Sub>(l.ay)};
    const auto done = static_cast<std::uint32_t>(std::min<std::int64_t>((t - wait) * o.speed, l.len));
    return {along(l.ax, l.bx, done, l.len), along(l.ay, l.by, done, l.len)};
  }
  return start;
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
  return {};
}

}  // namespace solidtile
