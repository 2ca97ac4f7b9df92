// Walking bombs for the tests (level format 20, level/bomb.h): Obj5F's
// 24 x 24 touch box about its obX, obY where the caller says, walking left
// first (unflipped) or right (x-flipped), upside down when y-flipped.
#pragma once

#include "solidtile/level/bomb.h"
#include "solidtile/level/objects.h"

namespace solidtile::test {

inline SolidObject bombObjectAt(int obX, int obY, bool flipX = false, bool flipY = false) {
  SolidObject o;
  o.kind = ObjectKind::Bomb;
  o.dir = flipY ? (flipX ? ObjectDir::DownRight : ObjectDir::DownLeft) : (flipX ? ObjectDir::Right : ObjectDir::Left);
  o.w = BombRule::kSize;
  o.h = BombRule::kSize;
  o.path = {{obX - BombRule::kHalf, obY - BombRule::kHalf}};
  return o;
}

}  // namespace solidtile::test
