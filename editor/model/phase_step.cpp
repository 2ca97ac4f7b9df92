#include "model/phase_step.h"

#include <cassert>

namespace solidtile::editor {

StepRecord recordUpToPhase(const StepRecord& r, int phase) {
  assert(phase >= 0 && phase < r.phaseCount);
  StepRecord out;
  const PhaseMark& m = r.phases[phase];
  out.castCount = m.castEnd;
  out.eventCount = m.eventEnd;
  for (int i = 0; i < m.castEnd; ++i) out.casts[i] = r.casts[i];
  for (int i = 0; i < m.eventEnd; ++i) out.events[i] = r.events[i];
  out.floorWinner = r.floorWinner < m.castEnd ? r.floorWinner : std::int8_t{-1};
  return out;
}

const PlayerState& stateBeforePhase(const StepRecord& r, int phase, const PlayerState& frameState) {
  return phase > 0 ? r.phases[phase - 1].after : frameState;
}

std::vector<ValueChange> changedValues(const PlayerState& a, const PlayerState& b) {
  std::vector<ValueChange> out;
  auto sub = [&](const char* name, Sub x, Sub y) {
    if (x != y) out.push_back({name, formatPixels(x), formatPixels(y)});
  };
  auto flag = [&](const char* name, bool x, bool y) {
    if (x != y) out.push_back({name, x ? "yes" : "no", y ? "yes" : "no"});
  };
  auto number = [&](const char* name, int x, int y) {
    if (x != y) out.push_back({name, std::to_string(x), std::to_string(y)});
  };
  sub("x", a.x, b.x);
  sub("y", a.y, b.y);
  sub("xsp", a.xsp, b.xsp);
  sub("ysp", a.ysp, b.ysp);
  sub("gsp", a.gsp, b.gsp);
  if (a.angle != b.angle) out.push_back({"angle", formatHex(a.angle, 2), formatHex(b.angle, 2)});
  if (a.mode != b.mode) out.push_back({"mode", modeName(a.mode), modeName(b.mode)});
  flag("airborne", a.airborne, b.airborne);
  flag("rolling", a.rolling, b.rolling);
  flag("jumping", a.jumping, b.jumping);
  flag("roll jump", a.rollJumping, b.rollJumping);
  flag("pushing", a.pushing, b.pushing);
  if (a.facingLeft != b.facingLeft) out.push_back({"facing", a.facingLeft ? "left" : "right", b.facingLeft ? "left" : "right"});
  number("control lock", a.controlLock, b.controlLock);
  number("path", a.path, b.path);
  number("radius x", a.radiusX, b.radiusX);
  number("radius y", a.radiusY, b.radiusY);
  if (a.balancing != b.balancing) out.push_back({"balancing", balanceName(a.balancing), balanceName(b.balancing)});
  number("standing on", a.standingOn, b.standingOn);
  number("pushing on", a.pushingObject, b.pushingObject);
  number("held by", a.heldBy, b.heldBy);
  flag("wall check off", a.wallCheckOff, b.wallCheckOff);
  number("bridge", a.bridge, b.bridge);
  number("bridge log", a.bridgeLog, b.bridgeLog);
  number("bridge bend", a.bridgeBend, b.bridgeBend);
  number("frame", static_cast<int>(a.frame), static_cast<int>(b.frame));
  flag("out of level", a.outOfLevel, b.outOfLevel);
  if (a.ended != b.ended) out.push_back({"run ended", runEndName(a.ended), runEndName(b.ended)});
  number("ended by", a.endedBy, b.endedBy);
  if (a.move != b.move) out.push_back({"move", moveName(a.move), moveName(b.move)});
  return out;
}

}  // namespace solidtile::editor
