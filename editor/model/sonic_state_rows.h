// The Sonic player's state table in the inspector: each field of a state as
// text, and whether it differs from the state before. GL-free, so the tests
// read the rows the panel shows (as box_state_rows.h for the box).
#pragma once

#include <vector>

#include "model/debug_controller.h"
#include "solidtile/sonic/player_state.h"

namespace solidtile::editor {

// `prev` is what "changed" compares with: the frame or phase before (the state itself at frame 0).
std::vector<StateRow> sonicStateRows(const PlayerState& s, const PlayerState& prev);

}  // namespace solidtile::editor
