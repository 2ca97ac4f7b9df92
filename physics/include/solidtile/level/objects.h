// Solid objects: axis-aligned boxes of the level, static or moving along
// waypoints. Where one is on frame f is a pure function of f, so a controller's
// state only needs the frame number to rewind (seed 002's moving platforms).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "solidtile/fixed.h"
#include "solidtile/level/object_kinds.h"

namespace solidtile {

struct Waypoint {
  std::int32_t x = 0, y = 0;  // the object's top-left, pixels
  bool operator==(const Waypoint&) const = default;
};

enum class ObjectLoop : std::uint8_t { PingPong = 0, Loop = 1 };
const char* objectLoopName(ObjectLoop l);  // ping_pong, loop

struct SolidObject {
  std::int32_t w = 16, h = 16;      // pixels
  std::vector<Waypoint> path;       // at least one point; one point is a static object
  Sub speed = 0;                    // subpixels per frame along the path; 0 = static at path[0]
  ObjectLoop loop = ObjectLoop::PingPong;
  std::int32_t wait = 0;            // frames held at each end (ping-pong) or at path[0] (loop)
  bool topOnly = false;             // a one-way floor, else solid on every side
  // The object's kind and its fields (format version 6; object_kinds.h). Springs
  // and spikes are solid on every side, as the games' are.
  ObjectKind kind = ObjectKind::Block;
  ObjectDir dir = ObjectDir::Up;         // a spring's launch direction; the side spikes point to
  Sub springSpeed = SpringSpeed::kRed;   // a spring's launch speed, subpixels per frame
  bool operator==(const SolidObject&) const = default;
};

struct ObjectLimits {
  static constexpr int kMaxObjects = 1024;
  static constexpr int kMaxWaypoints = 64;
  static constexpr int kMaxSize = 4096;           // pixels, each side
  static constexpr Sub kMaxSpeed = 16 * 256;      // a tile a frame, the box's sweep limit
  static constexpr std::int32_t kMaxWait = 60 * 60 * 60;
};

// The object's top-left on frame `frame`, in subpixels. Segments take
// ceil(length / speed) frames, length measured along the longer axis (ours:
// integer-exact; the shorter axis follows in proportion).
struct ObjectPos {
  Sub x = 0, y = 0;
  bool operator==(const ObjectPos&) const = default;
};
ObjectPos objectPosition(const SolidObject& o, std::uint32_t frame);

// Empty when the object is well formed, else what is wrong ("path is empty").
std::string objectProblem(const SolidObject& o);

}  // namespace solidtile
