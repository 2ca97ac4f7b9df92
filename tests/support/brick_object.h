// Falling bricks for the tests (level format 19, level/brick.h): Obj46's
// 32 x 32 block with its top-left where the caller says, landing at land_y,
// on the lava or not, without a wobble unless given one.
#pragma once

#include "solidtile/level/brick.h"
#include "solidtile/level/objects.h"

namespace solidtile::test {

inline SolidObject brickAt(int x, int y, int landY, bool lava = false) {
  SolidObject o;
  o.kind = ObjectKind::Brick;
  o.w = o.h = BrickTiming::kSize;
  o.path = {{x, y}};
  o.landY = landY;
  o.lava = lava;
  return o;
}

}  // namespace solidtile::test
