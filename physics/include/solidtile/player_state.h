// Kept for one release (0.3.x) so code written against the old path builds;
// it will be removed: include "solidtile/sonic/player_state.h" instead.
#pragma once

#include "solidtile/sonic/player_state.h"
