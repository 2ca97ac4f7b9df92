// The CSV trace of a run: one row per frame, the same bytes from the CLI and the editor.
#pragma once

#include <string>

#include "solidtile/camera/camera.h"
#include "solidtile/sonic/player.h"

namespace solidtile::io {

// frame,x,y,xsp,ysp,gsp,angle,mode,airborne,rolling,balancing,control_lock,jumping,path
// and, with `object`, a last column `object`: the index of the level object
// stood on, or -1 (written for a level whose objects the player collides
// with, so traces of levels without objects keep their bytes).
// With `camera`, two last columns `camera_x,camera_y`: the game's screen's
// top-left corner in level pixels (camera/camera.h; `sim --camera`).
std::string traceHeader(bool object = false, bool camera = false);
// One row with its newline; x, y and speeds as exact decimal pixels.
void appendTraceRow(std::string& out, long frame, const PlayerState& s, bool object = false,
                    const CameraState* camera = nullptr);

}  // namespace solidtile::io
