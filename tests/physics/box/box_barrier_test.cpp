// The box and one-way barriers (ObjectKind::Barrier; docs/box.md): a still
// solid block where it was placed. The box keeps no object state, so it
// never raises one: coming from its near side for longer than the routine's
// 8 frames to rise, the box is stopped at its side.
#include <gtest/gtest.h>

#include "../../support/barrier_object.h"
#include "box_world.h"
#include "solidtile/input.h"

namespace solidtile::test {
namespace {

TEST(BoxBarrier, StopsTheBoxAtItsSideWithoutRising) {
  for (const bool flipped : {false, true}) {
    BoxWorld w;
    w.ground(208);
    w.level.objects.push_back(barrierAt(320, 208 - 32, flipped));  // box (312, 144) 16 x 64
    const bool right = !flipped;  // from its near side
    BoxState s = boxState(right ? 200 : 440, 208 - 32, BoxMode::Ground);
    for (int i = 0; i < 300; ++i) stepBox(s, w.level, w.cfg, right ? input::kRight : input::kLeft);
    if (right) {
      EXPECT_LE((s.x >> 8) + 16, 312) << "stopped at its left side (x its left edge, 16 wide)";
    } else {
      EXPECT_GE(s.x >> 8, 328) << "stopped at its right side";
    }
  }
}

}  // namespace
}  // namespace solidtile::test
