#include "model/breakpoints.h"

#include <algorithm>
#include <cstdlib>

namespace solidtile::editor {

const char* quantityName(Quantity q) {
  switch (q) {
    case Quantity::X: return "x";
    case Quantity::Y: return "y";
    case Quantity::Xsp: return "xsp";
    case Quantity::Ysp: return "ysp";
    case Quantity::Gsp: return "gsp";
    case Quantity::Angle: return "angle";
  }
  return "?";
}

std::int32_t quantityValue(const PlayerState& s, Quantity q) {
  switch (q) {
    case Quantity::X: return s.x;
    case Quantity::Y: return s.y;
    case Quantity::Xsp: return s.xsp;
    case Quantity::Ysp: return s.ysp;
    case Quantity::Gsp: return s.gsp;
    case Quantity::Angle: return s.angle;
  }
  return 0;
}

float plotValue(const PlayerState& s, Quantity q) {
  const auto v = static_cast<float>(quantityValue(s, q));
  return q == Quantity::Angle ? v : v / static_cast<float>(kSubPerPixel);
}

std::int32_t quantityValue(const BoxState& s, Quantity q) {
  switch (q) {
    case Quantity::X: return s.x;
    case Quantity::Y: return s.y;
    case Quantity::Xsp: return s.vx;
    case Quantity::Ysp: return s.vy;
    case Quantity::Gsp:
    case Quantity::Angle: return 0;
  }
  return 0;
}

float plotValue(const BoxState& s, Quantity q) {
  return static_cast<float>(quantityValue(s, q)) / static_cast<float>(kSubPerPixel);
}

SensorSet usedSensors(const StepRecord& record) {
  SensorSet set = 0;
  for (int i = 0; i < record.castCount; ++i) {
    if (record.casts[i].use == CastUse::Used) set |= sensorBit(record.casts[i].sensor);
  }
  return set;
}

namespace {

bool compareValue(const ThresholdCondition& t, std::int64_t v) {
  // 64 bits so that |INT32_MIN| does not overflow.
  if (t.absolute) v = std::llabs(v);
  return t.compare == Compare::Below ? v < t.value : v > t.value;
}

}  // namespace

bool ThresholdCondition::holds(const PlayerState& s) const { return compareValue(*this, quantityValue(s, quantity)); }

bool ThresholdCondition::holds(const BoxState& s) const { return compareValue(*this, quantityValue(s, quantity)); }

int Breakpoints::add(BreakCondition when) {
  list_.push_back({nextId_, when, true});
  return nextId_++;
}

bool Breakpoints::remove(int id) {
  return std::erase_if(list_, [id](const Breakpoint& b) { return b.id == id; }) > 0;
}

bool Breakpoints::setEnabled(int id, bool enabled) {
  for (Breakpoint& b : list_) {
    if (b.id == id) {
      b.enabled = enabled;
      return true;
    }
  }
  return false;
}

namespace {

bool eventMatches(const EventCondition& c, const Event& e, const FrameFacts& f) {
  if (e.kind != c.kind) return false;
  if (c.sensor && (f.used & sensorBit(*c.sensor)) == 0) return false;
  if (c.mode) {
    const Mode m = e.kind == EventKind::ModeChanged ? static_cast<Mode>(e.b) : f.after.mode;
    if (m != *c.mode) return false;
  }
  return true;
}

}  // namespace

void Breakpoints::check(const FrameFacts& frame, std::vector<BreakHit>& hits) const {
  for (const Breakpoint& b : list_) {
    if (!b.enabled) continue;
    if (const auto* ev = std::get_if<EventCondition>(&b.when)) {
      const auto e = std::find_if(frame.events.begin(), frame.events.end(),
                                  [&](const Event& x) { return eventMatches(*ev, x, frame); });
      if (e != frame.events.end()) hits.push_back({b.id, *e, std::nullopt});
    } else if (const auto* t = std::get_if<ThresholdCondition>(&b.when)) {
      if (!t->holds(frame.before) && t->holds(frame.after)) hits.push_back({b.id, std::nullopt, std::nullopt});
    }
  }
}

void Breakpoints::checkBox(const BoxFrameFacts& frame, std::vector<BreakHit>& hits) const {
  for (const Breakpoint& b : list_) {
    if (!b.enabled) continue;
    if (const auto* ev = std::get_if<BoxEventCondition>(&b.when)) {
      if (std::find(frame.events.begin(), frame.events.end(), ev->event) != frame.events.end()) {
        hits.push_back({b.id, std::nullopt, ev->event});
      }
    } else if (const auto* t = std::get_if<ThresholdCondition>(&b.when)) {
      if (!t->holds(frame.before) && t->holds(frame.after)) hits.push_back({b.id, std::nullopt, std::nullopt});
    }
  }
}

}  // namespace solidtile::editor
