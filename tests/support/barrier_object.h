// One-way barriers for the tests (level format 19, level/barrier.h): Obj2D's
// 16 x 64 block with its centre (x_pos, y_pos) where the caller says,
// letting a player going right through (unflipped) or going left (x-flipped).
#pragma once

#include "solidtile/level/barrier.h"
#include "solidtile/level/objects.h"

namespace solidtile::test {

inline SolidObject barrierAt(int x, int y, bool flipped) {
  SolidObject o;
  o.kind = ObjectKind::Barrier;
  o.dir = flipped ? ObjectDir::Left : ObjectDir::Right;
  o.w = BarrierRule::kWidth;
  o.h = BarrierRule::kHeight;
  o.path = {{x - o.w / 2, y - o.h / 2}};
  return o;
}

}  // namespace solidtile::test
