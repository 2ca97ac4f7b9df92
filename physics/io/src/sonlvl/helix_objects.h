// Sonic 1's Green Hill helix of spikes on a pole, Obj17 ("_incObj/17
// Spiked Pole Helix.asm"): a row of spikes $10 apart turning round a log,
// each harmful (obColType $84) only while its frame shows it pointing up.
// Every spike reads one frame counter of the whole level (v_ani0_frame,
// stepped by SynchroAnimate), so each is a hurt zone with a timer on the
// frame number (level format 17's `timer`, clock `frame`).
#pragma once

#include <vector>

#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/timer.h"

namespace solidtile::io {

inline constexpr int kObj17HelixId = 0x17;

// The timer of the spike whose hel_frame is `helFrame` (0-7).
ObjectTimer obj17SpikeTimer(int helFrame);
// Every hurt zone an Obj17 entry makes, the parent (at the entry) first,
// then the children left to right; empty for a helix whose length the
// routine would not finish building.
std::vector<SolidObject> sonic1HelixSpikes(const SonlvlObjectEntry& e);
SonlvlObjectDecode sonic1Helix(const SonlvlObjectEntry& e);

}  // namespace solidtile::io
