// Elevators for the tests (level format 20, level/elevator.h): Obj59's
// top-only platform with its point (obX, obY) where the caller says, going
// its way for up to twice elev_dist once stood on.
#pragma once

#include <cstdint>

#include "solidtile/level/elevator.h"
#include "solidtile/level/objects.h"

namespace solidtile::test {

inline SolidObject elevatorObjectAt(int obX, int obY, ObjectDir way, int dist) {
  SolidObject o;
  o.kind = ObjectKind::Elevator;
  o.topOnly = true;
  o.dir = way;
  o.elevator = static_cast<std::int16_t>(dist);
  o.w = ElevatorRule::kWidth;
  o.h = ElevatorRule::kHeight;
  o.path = {{obX - ElevatorRule::kWidth / 2, obY - ElevatorRule::kAbove}};
  return o;
}

}  // namespace solidtile::test
