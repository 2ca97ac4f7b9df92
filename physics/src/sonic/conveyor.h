// Internal: conveyor belts (ObjectKind::Conveyor) against the Sonic player
// (docs/physics.md, "Conveyor belts"): Sonic 1's Obj68 (Scrap Brain), run in
// object order after the player's routine (Conv_Action's .movesonic). Not
// solid: a player whose point is within its window (level/conveyor.h) and
// who is not in the air ("btst #1,obStatus(a1); bne.s .notonconveyor") is
// moved along x by its belt:
//   "move.w conv_speed(a0),d0; add.w d0,obX(a1)"
// rolling or not, on the belt's tiles or on an object; only obX moves (not
// his subpixel, not his speed), and no wall is tested: his own next step's
// sensors push him out of one. Conv_Main falls through into Conv_Action, so
// the frame it is made moves him too; out_of_range runs after .movesonic
// (camera loading's once more, level/object_loading.h).
// Not modelled: the routine's "lea (v_player).w,a1" reads no other player
// (no sidekick in Sonic 1).
#pragma once

#include "solid_objects.h"
#include "solidtile/level/conveyor.h"

namespace solidtile::detail::objects {

template <class St>
void conveyorObject(St& st, int i, const SolidObject& o) {
  PlayerState& s = st.s;
  if (o.path.empty()) return;
  const std::int32_t half = o.w / 2;
  const std::int32_t obX = o.path[0].x + half, obY = o.path[0].y + ConveyorRule::kHeight;
  const std::int32_t dx = (s.x >> 8) - obX, dy = (s.y >> 8) - obY;
  if (!conveyorWindow(dx, dy, half) || s.airborne) return noteTest(st, i, ObjectOutcome::Missed, dx, dy);
  s.x += pixels(o.belt);
  noteTest(st, i, ObjectOutcome::Conveyed, dx, dy, o.belt, 0);
}

}  // namespace solidtile::detail::objects
