// The box and staircases (ObjectKind::Stair; docs/box.md): one still solid
// 128 x 32 block where it was placed. The box keeps no object state, so it
// never sets one off: standing on it for longer than the routine's 32
// frames, the box stays on its top.
#include <gtest/gtest.h>

#include "../../support/stair_object.h"
#include "box_world.h"
#include "solidtile/input.h"

namespace solidtile::test {
namespace {

TEST(BoxStair, StopsTheBoxAtItsSideAndHoldsItOnTopWithoutDropping) {
  for (const bool flipped : {false, true}) {
    BoxWorld w;
    w.ground(208);
    w.level.objects.push_back(stairAt(320 + 16, 208 - 16, flipped));  // box (320, 176) 128 x 32
    BoxState s = boxState(200, 208 - 32, BoxMode::Ground);
    for (int i = 0; i < 300; ++i) stepBox(s, w.level, w.cfg, input::kRight);
    EXPECT_LE((s.x >> 8) + 16, 320) << flipped << ": stopped at its left side";
    BoxState top = boxState(360, 40, BoxMode::Air);
    for (int i = 0; i < 300; ++i) stepBox(top, w.level, w.cfg, 0);
    EXPECT_EQ((top.y >> 8) + 32, 208 - 32) << flipped << ": standing on its top, 300 frames on";
  }
}

}  // namespace
}  // namespace solidtile::test
