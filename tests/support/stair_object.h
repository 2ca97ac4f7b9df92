// Staircases for the tests (level format 18, level/stair.h): Obj5B's four
// 32 x 32 blocks with block 0's centre (the parent's obX, obY) where the
// caller says, stepping down to the right (x-flipped) or left, set off by
// standing or by a hit from below.
#pragma once

#include "solidtile/level/objects.h"
#include "solidtile/level/stair.h"

namespace solidtile::test {

inline SolidObject stairAt(int obX, int obY, bool flipped, StairTrigger trigger = StairTrigger::Stood) {
  SolidObject o;
  o.kind = ObjectKind::Stair;
  o.dir = flipped ? ObjectDir::Right : ObjectDir::Left;
  o.stair = trigger;
  o.w = StairTiming::kWidth;
  o.h = StairTiming::kHeight;
  o.path = {{obX - StairTiming::kBlock / 2, obY - StairTiming::kBlock / 2}};
  return o;
}

}  // namespace solidtile::test
