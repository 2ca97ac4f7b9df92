// A pushable block for the tests (level format 11): Obj33's 32 x 32 (subtype
// 0) unless given, its top-left at (x, y).
#pragma once

#include "solidtile/level/push.h"

namespace solidtile::test {

inline SolidObject pushObject(int x, int y, int w = PushBlock::kSmallWidth, int h = PushBlock::kHeight) {
  SolidObject o;
  o.kind = ObjectKind::Push;
  o.w = w;
  o.h = h;
  o.path = {{x, y}};
  return o;
}

}  // namespace solidtile::test
