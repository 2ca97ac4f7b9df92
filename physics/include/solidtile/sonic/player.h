// The player: a plain state that can be copied (rewind is copying states) and
// one call that advances it by one 60 Hz frame.
#pragma once

#include <cstdint>
#include <optional>

#include "solidtile/level/level.h"
#include "solidtile/sonic/player_state.h"
#include "solidtile/sonic/profile.h"
#include "solidtile/sonic/step_record.h"

namespace solidtile {

// A player standing still in the air at (x, y) pixels, sized for the profile.
PlayerState spawnPlayer(const PlayerConfig& cfg, std::int32_t xPixels, std::int32_t yPixels);

// Advances one frame. `record`, when given, is cleared and filled; passing it
// changes nothing in the simulation. `objects` is the level's object state
// (object_state.h: makeObjectSlots), stepped with the player; a step given
// fewer slots than the level has leaves the objects without one as they
// start (a collapse never gives way).
void stepPlayer(PlayerState& state, const Level& level, const PlayerConfig& cfg, Input input,
                StepRecord* record = nullptr, ObjectSlots objects = {});

// A step chosen once for a config: a run of many frames on one unchanged
// config (a movie, `sim`, the editor's re-simulation) hoists out of its loop
// the check stepPlayer makes every frame of which built-in profile the config
// is (about 45 instructions, a seventh of a frame). Call the returned step
// only with a config equal to `cfg`: a built-in profile's step reads its
// numbers as constants, not from the config it is given.
using PlayerStepFn = void (*)(PlayerState& state, const Level& level, const PlayerConfig& cfg, Input input,
                              StepRecord* record, ObjectSlots objects);
PlayerStepFn playerStepFor(const PlayerConfig& cfg);

// The built-in profile `cfg` is, byte for byte, or none for an edited one.
// stepPlayer runs a built-in profile's config on a step compiled for it, with
// every rule and number a constant, and any other config on the general step.
std::optional<Profile> builtinProfileOf(const PlayerConfig& cfg);
// The general step, reading `cfg` at run time even when it is a built-in
// profile's: what stepPlayer runs for an edited one. For tests that compare
// the two.
void stepPlayerUnspecialised(PlayerState& state, const Level& level, const PlayerConfig& cfg, Input input,
                             StepRecord* record = nullptr, ObjectSlots objects = {});

}  // namespace solidtile
