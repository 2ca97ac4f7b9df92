// The box and stompers (ObjectKind::Stomper; docs/box.md): a still solid
// block where it was placed. The box keeps no object state (no made frame),
// so it never falls or rises, and its spikes are not there.
#include <gtest/gtest.h>

#include "../../support/stomper_object.h"
#include "box_world.h"
#include "solidtile/input.h"

namespace solidtile::test {
namespace {

TEST(BoxStomper, HoldsTheBoxOnItsTopWithoutFalling) {
  BoxWorld w;
  w.ground(208);
  w.level.objects.push_back(stomperObjectAt(320, 112, 0x02));  // its box x 264..375, y 100..123
  BoxState s = boxState(312, 40, BoxMode::Air);
  for (int i = 0; i < 300; ++i) stepBox(s, w.level, w.cfg, 0);
  EXPECT_EQ((s.y >> 8) + 32, 100) << "standing on its top, 300 frames on";
  EXPECT_EQ(s.x >> 8, 312);
}

}  // namespace
}  // namespace solidtile::test
