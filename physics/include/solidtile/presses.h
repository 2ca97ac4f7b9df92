// When a held key counts as newly pressed, for runs that play a movie.
#pragma once

#include <cstdint>

namespace solidtile {

// A press (a jump, a spin dash charge) happens on the frame a key goes down,
// as a player's pad gives it, or on every frame the key is held, as Sonic 1's
// and 2's attract-mode demo players feed the pad (a movie's "presses held";
// docs/formats.md).
enum class Presses : std::uint8_t { OnKeyDown, EveryHeldFrame };

}  // namespace solidtile
