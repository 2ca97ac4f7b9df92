// How an object's path splits into legs, shared by objectPosition and the
// object list's precomputed tracks so the two cannot disagree. Internal to physics/src/level.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>

#include "solidtile/level/objects.h"

namespace solidtile::objectdetail {

// Integer-exact and cheap: lengths fit 32 bits (coordinates are within
// 2^22 px), so the frame counts divide in 32 bits; the longer axis moves by
// exactly speed a frame and needs no division at all. Legs run forward along
// the path, then back for ping-pong (the closing leg for a loop); at most
// kMaxLegs are walked.
inline constexpr int kMaxLegs = 2 * ObjectLimits::kMaxWaypoints;

struct Ends {
  const Waypoint* a;
  const Waypoint* b;
};

// The number of legs of a moving object's cycle (path of two points or more).
inline int legCount(const SolidObject& o) {
  const int n = static_cast<int>(o.path.size());
  return std::min(o.loop == ObjectLoop::Loop ? n : 2 * (n - 1), kMaxLegs);
}

inline Ends legEnds(const SolidObject& o, int k) {
  const int n = static_cast<int>(o.path.size());
  const Waypoint* p = o.path.data();
  if (o.loop == ObjectLoop::Loop) return {p + k, p + (k + 1 == n ? 0 : k + 1)};
  if (k < n - 1) return {p + k, p + k + 1};
  const int back = 2 * (n - 1) - k;  // leg from path[back] to path[back - 1]
  return {p + back, p + back - 1};
}

// Subpixels along the leg's longer axis.
inline std::uint32_t legLength(const Ends& e) {
  const std::int64_t dx = std::llabs(std::int64_t{e.b->x} - e.a->x), dy = std::llabs(std::int64_t{e.b->y} - e.a->y);
  return static_cast<std::uint32_t>(std::max(dx, dy) * kSubPerPixel);
}

// Frames a leg of `len` subpixels takes at `speed` (> 0).
inline std::uint32_t legFrames(std::uint32_t len, std::uint32_t speed) { return len / speed + (len % speed != 0 ? 1u : 0u); }

// Frames held before leg k starts: at path[0] before the first leg, and (ping-pong) at the far end.
inline std::int64_t waitBefore(const SolidObject& o, int k) {
  if (k == 0) return o.wait;
  if (o.loop == ObjectLoop::PingPong && k == static_cast<int>(o.path.size()) - 1) return o.wait;
  return 0;
}

// A waypoint coordinate in subpixels.
inline Sub sub(std::int32_t pixels) { return static_cast<Sub>(std::int64_t{pixels} * kSubPerPixel); }

// a + (b - a) * done / len, exactly (a, b in pixels).
inline Sub along(std::int32_t a, std::int32_t b, std::uint32_t done, std::uint32_t len) {
  const std::int64_t as = std::int64_t{a} * kSubPerPixel;
  if (a == b) return sub(a);
  const std::int64_t d = (std::int64_t{b} - a) * kSubPerPixel;
  if (d == len) return static_cast<Sub>(as + done);
  if (d == -std::int64_t{len}) return static_cast<Sub>(as - done);
  return static_cast<Sub>(as + d * done / len);
}

// Whether the object moves from its one point by a rule of its own (an
// oscillator, a route, a spin) rather than along its path.
inline bool movesByRule(const SolidObject& o) {
  return o.osc.table != OscTable::None || o.route != BlockRoute::None || spins(o.spin);
}

// An oscillating object's top-left on `frame`: its origin moved along its
// axis (and the other one's by a second oscillator). A routed block's, made
// on frame 0: its origin moved by its route (level/route.h); a spinning
// one's likewise, round its origin (level/spin.h).
inline ObjectPos oscillatedPosition(const SolidObject& o, std::uint32_t frame) {
  if (o.route != BlockRoute::None) {
    const RouteShift d = routeShift(o.route, 0, frame);
    return ObjectPos{sub(o.path[0].x) + d.dx, sub(o.path[0].y) + d.dy};
  }
  if (spins(o.spin)) {
    const SpinOffset d = spinOffset(o.spin, 0, frame);
    return ObjectPos{sub(o.path[0].x + d.x), sub(o.path[0].y + d.y)};
  }
  const OscOffsets d = oscOffsets(o.osc, frame);
  const Waypoint& p = o.path[0];
  return ObjectPos{sub(p.x + d.x), sub(p.y + d.y)};
}

// Where in its cycle an object is on `frame` (cycle > 0). frame < 2^32: a
// longer cycle has not wrapped yet.
inline std::int64_t cycleFrame(std::int64_t cycle, std::uint32_t frame) {
  return cycle > std::int64_t{frame} ? std::int64_t{frame} : frame % static_cast<std::uint32_t>(cycle);
}

}  // namespace solidtile::objectdetail
