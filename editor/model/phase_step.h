// Stepping inside a frame: the step records where each of its phases ended
// (StepRecord::phases), and the debugger shows the player, the casts made so
// far and the values the phase changed. Pure functions of the record, so the
// overlay and the inspector draw the same thing and tests check it headless.
#pragma once

#include <string>
#include <vector>

#include "solidtile/sonic/player.h"
#include "solidtile/sonic/step_record.h"

namespace solidtile::editor {

// The record as it stood when phase `phase` ended: its casts and events so
// far, the floor winner only if already chosen. Phases are dropped.
StepRecord recordUpToPhase(const StepRecord& r, int phase);

// The state before phase `phase`: the previous phase's, or the frame's for the first.
const PlayerState& stateBeforePhase(const StepRecord& r, int phase, const PlayerState& frameState);

struct ValueChange {
  const char* name;
  std::string before;
  std::string after;
};
// Every field of the state that differs, as the inspector shows it ("gsp", "1.5", "1.546875").
std::vector<ValueChange> changedValues(const PlayerState& before, const PlayerState& after);

}  // namespace solidtile::editor
