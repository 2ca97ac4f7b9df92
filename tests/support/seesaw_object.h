// Seesaws for the tests (level format 19, level/seesaw.h): Obj5E's plank
// (and its ball) with its obX, obY where the caller says (Sonic 1's frame of
// reference), its low end right, or left when x-flipped.
#pragma once

#include "solidtile/level/objects.h"
#include "solidtile/level/seesaw.h"

namespace solidtile::test {

inline SolidObject seesawAt(int obX, int obY, bool flipped, bool ball = true) {
  SolidObject o;
  o.kind = ObjectKind::Seesaw;
  o.dir = flipped ? ObjectDir::Left : ObjectDir::Right;
  o.ball = ball;
  o.w = SeesawGeometry::kWidth;
  o.h = SeesawGeometry::kHeight;
  o.path = {{obX - SeesawGeometry::kObX, obY - SeesawGeometry::kObY}};
  return o;
}

}  // namespace solidtile::test
