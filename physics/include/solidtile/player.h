// The player: a plain state that can be copied (rewind is copying states) and
// one call that advances it by one 60 Hz frame.
#pragma once

#include <cstdint>

#include "solidtile/level.h"
#include "solidtile/player_state.h"
#include "solidtile/profile.h"
#include "solidtile/step_record.h"

namespace solidtile {

// A player standing still in the air at (x, y) pixels, sized for the profile.
PlayerState spawnPlayer(const PlayerConfig& cfg, std::int32_t xPixels, std::int32_t yPixels);

// Advances one frame. `record`, when given, is cleared and filled; passing it
// changes nothing in the simulation.
void stepPlayer(PlayerState& state, const Level& level, const PlayerConfig& cfg, Input input,
                StepRecord* record = nullptr);

}  // namespace solidtile
