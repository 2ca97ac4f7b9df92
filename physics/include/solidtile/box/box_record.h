// What one box step did, as plain data for the editor to draw: every tile the
// passes tested, each floor probe F(r), the target and margin compared, the
// ledge window, the counters, and the events. Filling it changes nothing.
#pragma once

#include <cstdint>

#include "solidtile/fixed.h"

namespace solidtile {

enum class BoxPass : std::uint8_t { Carry, Horizontal, Head, Ledge };
const char* boxPassName(BoxPass p);  // carry, horizontal, head, ledge

struct BoxTileTest {
  BoxPass pass = BoxPass::Horizontal;
  std::int32_t tx = 0, ty = 0;
  bool hit = false;
};

// One F(r): the row read, the depth of its floor below the row's top (4096 =
// none), the tile that gave it (tx = INT32_MIN for none) or an object.
struct BoxFloorProbe {
  std::int32_t row = 0;
  Sub depth = 4096;
  std::int32_t tx = 0, ty = 0;
  bool supported = false;
  bool laddersCount = false;
  std::int16_t object = -1;
};

enum class BoxEvent : std::uint8_t {
  Landed,
  LeftGround,
  WallLeft,
  WallRight,
  Ceiling,
  LadderEnter,
  LadderLeave,
  LadderTop,
  Ice,
  Grab,
  Drop,
  Jumped,
  GraceJump,
  PlatformRideStart,
  PlatformRideEnd,
  DropThrough,
  StairsEnter,
  StairsLeave,
  PathSwitched,
  FellOutOfLevel,  // the box's top reached the level's bottom edge: it steps no more
  SpringLaunched,  // a spring launched or shoved the box (box_springs.cpp)
  Spiked,          // the box touched spikes on their pointed side
};
const char* boxEventName(BoxEvent e);

struct BoxRecord {
  static constexpr int kMaxTests = 32;
  static constexpr int kMaxFloors = 4;
  static constexpr int kMaxEvents = 12;
  BoxTileTest tests[kMaxTests];
  BoxFloorProbe floors[kMaxFloors];
  BoxEvent events[kMaxEvents];
  std::uint8_t testCount = 0, floorCount = 0, eventCount = 0;

  // The floor decision: y after the head pass against target - margin (ground) or target.
  bool floorChecked = false;
  Sub yCompared = 0, target = 0, margin = 0;
  // The ledge scan: column, window [windowTop, windowBottom] in pixels, the ledge found.
  bool ledgeScanned = false;
  std::int32_t ledgeColumn = 0, windowTop = 0, windowBottom = 0;
  bool ledgeFound = false;
  std::int32_t ledgeY = 0;
  // Counters after the step.
  std::uint8_t grace = 0, lockLeft = 0, lockRight = 0;

  // Resets the counts and fields; entries past the counts are stale and never read.
  void clear() {
    testCount = floorCount = eventCount = 0;
    floorChecked = ledgeScanned = ledgeFound = false;
    yCompared = target = margin = 0;
    ledgeColumn = windowTop = windowBottom = ledgeY = 0;
    grace = lockLeft = lockRight = 0;
  }
  bool has(BoxEvent e) const {
    for (int i = 0; i < eventCount; ++i) {
      if (events[i] == e) return true;
    }
    return false;
  }
};

}  // namespace solidtile
