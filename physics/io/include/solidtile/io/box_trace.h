// The CSV trace of a box run: one row per frame, the same bytes from the CLI and tests.
#pragma once

#include <string>

#include "solidtile/box/box_state.h"

namespace solidtile::io {

// frame,x,y,vx,vy,state,grounded,wall_left,wall_right,ceiling,ladder_top,ice,platform,grace,lock
std::string boxTraceHeader();
// One row with its newline: x, y the box's top-left and vx, vy as exact
// decimal pixels; platform the object index or -1; lock "0", "L3", "R2" (the
// key still locked after a ledge drop and its frames).
void appendBoxTraceRow(std::string& out, long frame, const BoxState& s);

}  // namespace solidtile::io
