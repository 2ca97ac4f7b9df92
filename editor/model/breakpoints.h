// Conditions that pause the timeline: an event of the step (optionally only
// when a chosen sensor moved the player, or in a chosen mode), or a value of
// the player's state crossing a threshold.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <variant>
#include <vector>

#include "solidtile/box/box_record.h"
#include "solidtile/box/box_state.h"
#include "solidtile/sonic/player.h"

namespace solidtile::editor {

// The values a breakpoint can watch and a plot can show.
enum class Quantity : std::uint8_t { X, Y, Xsp, Ysp, Gsp, Angle };
const char* quantityName(Quantity q);  // "x", "y", "xsp", "ysp", "gsp", "angle"
// Positions and speeds in subpixels, the angle as its byte.
std::int32_t quantityValue(const PlayerState& s, Quantity q);
// For plots: pixels (and pixels per frame); the angle stays a byte 0..255.
float plotValue(const PlayerState& s, Quantity q);
// The box has x, y and its speeds vx (as xsp), vy (as ysp); gsp and angle read 0.
std::int32_t quantityValue(const BoxState& s, Quantity q);
float plotValue(const BoxState& s, Quantity q);

// One bit per SensorId: which sensors' casts moved the player in a step.
using SensorSet = std::uint8_t;
inline constexpr SensorSet sensorBit(SensorId id) { return static_cast<SensorSet>(1u << static_cast<unsigned>(id)); }
SensorSet usedSensors(const StepRecord& record);

struct EventCondition {
  // A constructor so that `EventCondition{EventKind::Jumped}` leaves the filters unset.
  EventCondition(EventKind k = EventKind::Landed, std::optional<SensorId> s = std::nullopt,
                 std::optional<Mode> m = std::nullopt)
      : kind(k), sensor(s), mode(m) {}

  EventKind kind;
  std::optional<SensorId> sensor;  // only when a cast of this sensor was used in that step
  std::optional<Mode> mode;        // only in this mode after the step (ModeChanged: the mode entered)
};

enum class Compare : std::uint8_t { Below, Above };

// Fires on the frame the comparison becomes true, having been false the frame
// before: "x > N" stops once when the player passes N, not on every frame after.
struct ThresholdCondition {
  ThresholdCondition(Quantity q = Quantity::Gsp, Compare c = Compare::Below, std::int32_t v = 0, bool abs = false)
      : quantity(q), compare(c), value(v), absolute(abs) {}

  Quantity quantity;
  Compare compare;
  std::int32_t value;  // in quantityValue's units: |gsp| < 2.5 px is {Gsp, Below, 640, true}
  bool absolute;       // compare |value|

  bool holds(const PlayerState& s) const;
  bool holds(const BoxState& s) const;
};

// An event of the box controller's step (BoxRecord's events).
struct BoxEventCondition {
  BoxEvent event = BoxEvent::Landed;
};

// Event conditions fire only for their controller; thresholds for both.
using BreakCondition = std::variant<EventCondition, ThresholdCondition, BoxEventCondition>;

struct Breakpoint {
  int id = 0;
  BreakCondition when;
  bool enabled = true;
};

// What one step did, as the timeline keeps it per frame.
struct FrameFacts {
  const PlayerState& before;  // the state the step began from (frame - 1)
  const PlayerState& after;   // the frame's state
  std::span<const Event> events;
  SensorSet used = 0;
};

struct BoxFrameFacts {
  const BoxState& before;
  const BoxState& after;
  std::span<const BoxEvent> events;
};

struct BreakHit {
  int id = 0;                        // the breakpoint that fired
  std::optional<Event> event;        // the event that fired it (event breakpoints)
  std::optional<BoxEvent> boxEvent;  // the box event that fired it (box event breakpoints)
};

class Breakpoints {
 public:
  int add(BreakCondition when);  // returns its id (never reused)
  bool remove(int id);
  bool setEnabled(int id, bool enabled);
  void clear() { list_.clear(); }
  std::span<const Breakpoint> all() const { return list_; }
  bool empty() const { return list_.empty(); }

  // Appends a hit for every enabled breakpoint the frame fires, in the order they were added.
  void check(const FrameFacts& frame, std::vector<BreakHit>& hits) const;
  void checkBox(const BoxFrameFacts& frame, std::vector<BreakHit>& hits) const;

 private:
  std::vector<Breakpoint> list_;
  int nextId_ = 1;
};

}  // namespace solidtile::editor
