// The box and seesaws (ObjectKind::Seesaw; docs/box.md): the plank at rest,
// a sloped platform (frame 0, or 2 x-flipped: level/seesaw.h's tables) met
// from above only. The box keeps no object state, so the plank never tilts
// and there is no ball.
#include <gtest/gtest.h>

#include "../../support/seesaw_object.h"
#include "box_world.h"
#include "solidtile/input.h"
#include "solidtile/level/seesaw.h"

namespace solidtile::test {
namespace {

TEST(BoxSeesaw, StandsOnThePlankAtRestAndWalksUnderIt) {
  for (const bool flipped : {false, true}) {
    BoxWorld w;
    w.ground(208);
    w.level.objects.push_back(seesawAt(400, 207, flipped));  // box (352, 160) 96 x 48, obY 207
    for (const int x : {352, 368, 392, 420, 432}) {
      BoxState top = boxState(x, 40, BoxMode::Air);
      for (int i = 0; i < 300; ++i) stepBox(top, w.level, w.cfg, 0);
      const int column = ((top.x >> 8) + 8 - 352) >> 1;  // under the box's centre
      EXPECT_EQ((top.y >> 8) + 32, 207 - seesawHeight(flipped ? 2 : 0, column)) << flipped << " at " << x;
    }
    BoxState s = boxState(200, 208 - 32, BoxMode::Ground);
    for (int i = 0; i < 300; ++i) stepBox(s, w.level, w.cfg, input::kRight);
    EXPECT_GT(s.x >> 8, 448) << flipped << ": not stopped at its side (the plank is a platform)";
  }
}

}  // namespace
}  // namespace solidtile::test
