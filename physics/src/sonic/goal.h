// Internal: goals (ObjectKind::Goal) against the Sonic player (docs/physics.md,
// "Goal"): the act's signpost, Sonic 1's Sign_Touch and Sonic 2's Obj0D_Main,
// run in the object pass after the other objects' routines. Its test reads
// the player's x alone, so it runs every frame wherever he is, not only
// when the walk of nearby objects finds it. Touched, the run ends there.
#pragma once

#include "solid_objects.h"
#include "solidtile/level/goal.h"

namespace solidtile::detail::objects {

// How far either side of the window a miss is still recorded for the
// debugger (the walk's own reach across: solid_objects.h's 48 px).
inline constexpr std::int32_t kGoalNoteMargin = 48;

// Every goal's test on this frame, in list order, while the run goes on.
template <class St>
[[gnu::noinline]] void runGoals(St& st) {
  const ObjectList& list = st.level.objects;
  PlayerState& s = st.s;
  for (const std::int16_t i : list.goals()) {
    if (s.outOfLevel) return;
    const SolidObject& o = list[static_cast<std::size_t>(i)];
    if (o.path.empty()) continue;
    // Sonic 2's signpost comes and goes with the camera (MarkObjGone), as
    // Sonic 1's does (out_of_range): one not loaded tests nothing.
    if (list.loading() == ObjectLoading::Camera && !objectLoaded(list, static_cast<std::size_t>(i), st.slots)) continue;
    const std::int32_t dx = (s.x >> 8) - o.path[0].x, dy = (s.y >> 8) - (o.path[0].y + kGoalAbove);
    if (!goalTouched(dx)) {
      if (dx >= -kGoalNoteMargin && dx < kGoalWidth + kGoalNoteMargin) noteTest(st, i, ObjectOutcome::Missed, dx, dy);
      continue;
    }
    // The game's sign spins, the timer stops and the camera's left edge
    // locks (Sign_Touch's sfx_Signpost, f_timecount, v_limitleft2); the
    // act is over, so the run ends here as a fall out of the level does.
    noteTest(st, i, ObjectOutcome::Reached, dx, dy);
    s.outOfLevel = true;
    s.ended = RunEnd::Goal;
    s.endedBy = i;
    objectEvent(st, EventKind::GoalReached, i);
    return;
  }
}

}  // namespace solidtile::detail::objects
