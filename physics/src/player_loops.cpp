// Sonic 1's loop chunks, at the end of the frame as the game runs Sonic_Loops
// after the move and collision: the new path is read by the next frame's casts.
#include "player_step.h"

namespace solidtile::detail {

void loopPaths(Step& st) {
  if (!st.cfg.loopRegions || st.level.loops.empty()) return;
  PlayerState& s = st.s;
  const std::int32_t x = st.px();
  const std::uint8_t to = sonic1LoopPath(st.level.loopAt(x, st.py()), x, s.angle, s.airborne, s.path);
  if (to != s.path) {
    st.event(EventKind::PathSwitched, s.path, to);
    s.path = to;
  }
}

}  // namespace solidtile::detail
