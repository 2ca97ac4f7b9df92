// The box and springboards (ObjectKind::Springboard; docs/box.md): its 56 x
// 16 box, a still flat solid block. The box keeps no object state, so it
// never presses one: standing on it for longer than a launch's 5 frames, it
// stays put.
#include <gtest/gtest.h>

#include "../../support/springboard_object.h"
#include "box_world.h"
#include "solidtile/input.h"

namespace solidtile::test {
namespace {

TEST(BoxSpringboard, HoldsTheBoxOnItsBoxWithoutLaunching) {
  BoxWorld w;
  w.ground(208);
  w.level.objects.push_back(springboardObjectAt(320, 108, false, 1));  // its box x 292..347, y 100..115
  BoxState s = boxState(330, 40, BoxMode::Air);
  for (int i = 0; i < 300; ++i) stepBox(s, w.level, w.cfg, 0);
  EXPECT_EQ((s.y >> 8) + 32, 100) << "standing on its top, 300 frames on";
  EXPECT_EQ(s.x >> 8, 330);
}

}  // namespace
}  // namespace solidtile::test
