// The box and lifts (ObjectKind::Lift; docs/box.md): a still top-only
// platform where it was placed. The box keeps no object state, so it never
// sets one off: standing on it for longer than any slide, it stays put.
#include <gtest/gtest.h>

#include "../../support/lift_object.h"
#include "box_world.h"
#include "solidtile/input.h"

namespace solidtile::test {
namespace {

TEST(BoxLift, HoldsTheBoxOnItsTopWithoutSliding) {
  BoxWorld w;
  w.ground(208);
  w.level.objects.push_back(liftObjectAt(320, 100 - 0x29, false, 2));  // its top at y 100, x 288..351
  BoxState s = boxState(312, 40, BoxMode::Air);
  for (int i = 0; i < 300; ++i) stepBox(s, w.level, w.cfg, 0);
  EXPECT_EQ((s.y >> 8) + 32, 100) << "standing on its top, 300 frames on";
  EXPECT_EQ(s.x >> 8, 312);
}

}  // namespace
}  // namespace solidtile::test
