#include "solidtile/objects.h"

#include <algorithm>
#include <cstdlib>

namespace solidtile {

const char* objectLoopName(ObjectLoop l) { return l == ObjectLoop::Loop ? "loop" : "ping_pong"; }

namespace {

// Integer-exact and cheap: lengths fit 32 bits (coordinates are within
// 2^22 px), so the frame counts divide in 32 bits; the longer axis moves by
// exactly speed a frame and needs no division at all. Legs run forward along
// the path, then back for ping-pong (the closing leg for a loop); at most
// kMaxLegs are walked.
constexpr int kMaxLegs = 2 * ObjectLimits::kMaxWaypoints;

struct Ends {
  const Waypoint* a;
  const Waypoint* b;
};

Ends legEnds(const SolidObject& o, int k) {
  const int n = static_cast<int>(o.path.size());
  const Waypoint* p = o.path.data();
  if (o.loop == ObjectLoop::Loop) return {p + k, p + (k + 1 == n ? 0 : k + 1)};
  if (k < n - 1) return {p + k, p + k + 1};
  const int back = 2 * (n - 1) - k;  // leg from path[back] to path[back - 1]
  return {p + back, p + back - 1};
}

// Subpixels along the leg's longer axis.
std::uint32_t legLength(const Ends& e) {
  const std::int64_t dx = std::llabs(std::int64_t{e.b->x} - e.a->x), dy = std::llabs(std::int64_t{e.b->y} - e.a->y);
  return static_cast<std::uint32_t>(std::max(dx, dy) * kSubPerPixel);
}

// Frames held before leg k starts: at path[0] before the first leg, and (ping-pong) at the far end.
std::int64_t waitBefore(const SolidObject& o, int k) {
  if (k == 0) return o.wait;
  if (o.loop == ObjectLoop::PingPong && k == static_cast<int>(o.path.size()) - 1) return o.wait;
  return 0;
}

// A waypoint coordinate in subpixels.
Sub sub(std::int32_t pixels) { return static_cast<Sub>(std::int64_t{pixels} * kSubPerPixel); }

// a + (b - a) * done / len, exactly (a, b in pixels).
Sub along(std::int32_t a, std::int32_t b, std::uint32_t done, std::uint32_t len) {
  const std::int64_t as = std::int64_t{a} * kSubPerPixel;
  if (a == b) return sub(a);
  const std::int64_t d = (std::int64_t{b} - a) * kSubPerPixel;
  if (d == len) return static_cast<Sub>(as + done);
  if (d == -std::int64_t{len}) return static_cast<Sub>(as - done);
  return static_cast<Sub>(as + d * done / len);
}

// The general walk below for the usual platform, two points ping-pong, without
// its table: wait at a, go to b, wait there, come back. The box step asks
// for it on every frame the box is near one.
ObjectPos shuttle(const SolidObject& o, std::uint32_t frame, const ObjectPos& start) {
  const Waypoint& a = o.path[0];
  const Waypoint& b = o.path[1];
  const std::uint32_t len = legLength({&a, &b});
  const auto speed = static_cast<std::uint32_t>(o.speed);
  const std::int64_t half = std::int64_t{o.wait} + len / speed + (len % speed != 0 ? 1u : 0u);
  if (half == 0) return start;
  std::int64_t t = 2 * half > std::int64_t{frame} ? std::int64_t{frame} : frame % static_cast<std::uint32_t>(2 * half);
  const bool back = t >= half;
  if (back) t -= half;
  const Waypoint& from = back ? b : a;
  const Waypoint& to = back ? a : b;
  if (t < o.wait) return {sub(from.x), sub(from.y)};
  const auto done = static_cast<std::uint32_t>(std::min<std::int64_t>((t - o.wait) * o.speed, len));
  return {along(from.x, to.x, done, len), along(from.y, to.y, done, len)};
}

}  // namespace

ObjectPos objectPosition(const SolidObject& o, std::uint32_t frame) {
  if (o.path.empty()) return {};
  const ObjectPos start{o.path[0].x * kSubPerPixel, o.path[0].y * kSubPerPixel};
  if (o.path.size() == 1 || o.speed <= 0) return start;
  if (o.path.size() == 2 && o.loop == ObjectLoop::PingPong) return shuttle(o, frame, start);
  const int n = static_cast<int>(o.path.size());
  const int legs = std::min(o.loop == ObjectLoop::Loop ? n : 2 * (n - 1), kMaxLegs);
  const auto speed = static_cast<std::uint32_t>(o.speed);
  // Frames of each leg; a ping-pong leg back takes as long as its leg forward.
  std::uint32_t frames[kMaxLegs];
  std::int64_t cycle = 0;
  for (int k = 0; k < legs; ++k) {
    if (o.loop == ObjectLoop::PingPong && k >= n - 1) {
      frames[k] = frames[2 * (n - 1) - 1 - k];
    } else {
      const std::uint32_t len = legLength(legEnds(o, k));
      frames[k] = len / speed + (len % speed != 0 ? 1u : 0u);
    }
    cycle += waitBefore(o, k) + frames[k];
  }
  if (cycle == 0) return start;
  // frame < 2^32: a longer cycle has not wrapped yet.
  std::int64_t t = cycle > std::int64_t{frame} ? std::int64_t{frame} : frame % static_cast<std::uint32_t>(cycle);
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
