// What one player step did, as plain data: every sensor cast, which one won,
// and the events. The editor draws from this; it never re-derives physics.
#pragma once

#include <cstdint>

#include "solidtile/sensor.h"

namespace solidtile {

enum class SensorId : std::uint8_t { A, B, C, D, PushLeft, PushRight, Centre };
const char* sensorName(SensorId id);  // "A", "B", "C", "D", "push-left", "push-right", "centre"

// What the step made of a cast.
enum class CastUse : std::uint8_t {
  Used,        // its distance moved the player (snap, push, landing, bump)
  NotNearest,  // the other sensor of the pair was nearer
  OutOfRange,  // beyond the snap limit or the landing depth
  NoContact,   // nothing within its length
  Checked,     // read for a test (low ceiling, balance) without moving anything
};
const char* castUseName(CastUse u);

struct CastRecord {
  SensorId sensor = SensorId::A;
  Dir dir = Dir::Down;
  std::int32_t x = 0, y = 0;  // anchor pixel
  SensorResult result;
  CastUse use = CastUse::Checked;
};

enum class EventKind : std::uint8_t {
  Landed,
  LeftGround,
  ModeChanged,      // a = from, b = to (Mode)
  HitWall,
  HitCeiling,
  AttachedCeiling,
  FellOffWall,
  ControlLockSet,
  BalancingBegan,   // a = Balance
  Jumped,
  JumpBlocked,      // a low ceiling refused the jump
  RollStarted,
  RollEnded,
  PathSwitched,     // a = from, b = to
  FellOutOfLevel,
  SpindashBegan,
  SpindashRevved,   // a = the charge's high byte after the press
  SpindashReleased, // a = the charge's high byte
  Slipped,          // too slow on a steep slope: slid down it (Sonic 3)
};
const char* eventName(EventKind k);

struct Event {
  EventKind kind = EventKind::Landed;
  std::uint8_t a = 0, b = 0;
};

struct StepRecord {
  static constexpr int kMaxCasts = 16;
  static constexpr int kMaxEvents = 12;
  CastRecord casts[kMaxCasts];
  Event events[kMaxEvents];
  std::uint8_t castCount = 0;
  std::uint8_t eventCount = 0;
  std::int8_t floorWinner = -1;  // index into casts of the A/B cast whose surface the player took

  void clear() {
    castCount = 0;
    eventCount = 0;
    floorWinner = -1;
  }
  bool has(EventKind k) const {
    for (int i = 0; i < eventCount; ++i) {
      if (events[i].kind == k) return true;
    }
    return false;
  }
};

}  // namespace solidtile
