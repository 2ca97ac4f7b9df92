// The box and falling bricks (ObjectKind::Brick; docs/box.md): a solid 32 x
// 32 block where it hangs. The box keeps no object state, so it never sets
// one off: coming within $90 px, or standing on it, it does not fall.
#include <gtest/gtest.h>

#include "../../support/brick_object.h"
#include "box_world.h"
#include "solidtile/input.h"

namespace solidtile::test {
namespace {

TEST(BoxBrick, StopsTheBoxAtItsSideAndHoldsItOnTopWithoutFalling) {
  BoxWorld w;
  w.ground(208);
  w.level.objects.push_back(brickAt(320, 208 - 32, 208 - 32));  // on the ground: land_y its own top
  w.level.objects.push_back(brickAt(480, 100, 208 - 32));       // hanging, landing on the ground
  BoxState s = boxState(200, 208 - 32, BoxMode::Ground);
  for (int i = 0; i < 300; ++i) stepBox(s, w.level, w.cfg, input::kRight);
  EXPECT_LE((s.x >> 8) + 16, 320) << "stopped at its left side";
  BoxState top = boxState(488, 40, BoxMode::Air);
  for (int i = 0; i < 300; ++i) stepBox(top, w.level, w.cfg, 0);
  EXPECT_EQ((top.y >> 8) + 32, 100) << "standing on the hanging brick's top, 300 frames on";
}

}  // namespace
}  // namespace solidtile::test
