// Running the player over a level with an input sequence: the loop the CLI,
// the editor's timeline and the golden tests share.
#pragma once

#include <cstdint>
#include <optional>
#include <span>

#include "solidtile/presses.h"
#include "solidtile/sonic/player.h"

namespace solidtile {

struct RunSpec {
  std::optional<std::int32_t> startX, startY;  // pixels; the level's start point when unset
};

// What a run does before each step, whoever drives it (sim, the editor's
// timeline and ghosts, a test): under EveryHeldFrame the step sees no key held
// the frame before, so every key held now is pressed. The state after the step
// is the same either way (the step stores this frame's keys as held).
template <class State>
inline void beforeStep(State& state, Presses presses) {
  if (presses == Presses::EveryHeldFrame) state.held = 0;
}

// The player a run begins with: the start point, in the air, at rest.
PlayerState startState(const Level& level, const PlayerConfig& cfg, const RunSpec& spec = {});

// The input for frame k (0-based step index): the movie's entry, or nothing past its end.
inline Input inputAt(std::span<const Input> movie, std::int64_t k) {
  return k < static_cast<std::int64_t>(movie.size()) ? movie[static_cast<std::size_t>(k)] : Input{0};
}

}  // namespace solidtile
