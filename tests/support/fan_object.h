// Fans for the tests (level format 18, level/fan.h): Obj5D's fixed window
// with the fan's point (obX, obY) where the caller says, facing right (an
// x-flipped fan) or left, pulling or not, switching by fanCycleTimer or
// always on.
#pragma once

#include "solidtile/level/fan.h"
#include "solidtile/level/objects.h"

namespace solidtile::test {

inline SolidObject fanAt(int obX, int obY, bool facingRight, bool pull = false, bool switches = false) {
  SolidObject o;
  o.kind = ObjectKind::Fan;
  o.dir = facingRight ? ObjectDir::Right : ObjectDir::Left;
  o.pull = pull;
  if (switches) o.timer = fanCycleTimer();
  o.w = kFanWidth;
  o.h = kFanHeight;
  o.path = {{obX - fanPointDx(facingRight), obY - kFanAbove}};
  return o;
}

}  // namespace solidtile::test
