// The CSV trace of a run: one row per frame, the same bytes from the CLI and the editor.
#pragma once

#include <string>

#include "solidtile/sonic/player.h"

namespace solidtile::io {

// frame,x,y,xsp,ysp,gsp,angle,mode,airborne,rolling,balancing,control_lock,jumping,path
std::string traceHeader();
// One row with its newline; x, y and speeds as exact decimal pixels.
void appendTraceRow(std::string& out, long frame, const PlayerState& s);

}  // namespace solidtile::io
