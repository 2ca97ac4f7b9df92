// Conveyor belts for the tests (level format 20, level/conveyor.h): Obj68's
// window with its point (obX, obY) where the caller says, conv_width each
// side of obX and $30 above obY, moving a player `belt` px a frame.
#pragma once

#include "solidtile/level/conveyor.h"
#include "solidtile/level/objects.h"

namespace solidtile::test {

inline SolidObject conveyorAt(int obX, int obY, int belt, int halfWidth = ConveyorRule::kWideHalf) {
  SolidObject o;
  o.kind = ObjectKind::Conveyor;
  o.belt = static_cast<std::int8_t>(belt);
  o.w = 2 * halfWidth;
  o.h = ConveyorRule::kHeight;
  o.path = {{obX - halfWidth, obY - ConveyorRule::kHeight}};
  return o;
}

}  // namespace solidtile::test
