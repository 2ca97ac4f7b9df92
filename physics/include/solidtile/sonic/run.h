// Running the player over a level with an input sequence: the loop the CLI,
// the editor's timeline and the golden tests share.
#pragma once

#include <cstdint>
#include <optional>
#include <span>

#include "solidtile/sonic/player.h"

namespace solidtile {

struct RunSpec {
  std::optional<std::int32_t> startX, startY;  // pixels; the level's start point when unset
};

// The player a run begins with: the start point, in the air, at rest.
PlayerState startState(const Level& level, const PlayerConfig& cfg, const RunSpec& spec = {});

// The input for frame k (0-based step index): the movie's entry, or nothing past its end.
inline Input inputAt(std::span<const Input> movie, std::int64_t k) {
  return k < static_cast<std::int64_t>(movie.size()) ? movie[static_cast<std::size_t>(k)] : Input{0};
}

}  // namespace solidtile
