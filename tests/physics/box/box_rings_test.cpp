// The box and rings (ObjectKind::Ring; docs/box.md): ignored. The box counts
// no rings, so a ring neither stops nor holds it up: it is left out of the
// box's near objects.
#include <gtest/gtest.h>

#include "../../support/ring_object.h"
#include "box_world.h"
#include "solidtile/input.h"

namespace solidtile::test {
namespace {

// Ground at 208; a row of rings on it (in the way of a walk) and one above a
// drop, where a solid one would be landed on.
BoxWorld groundWithRings() {
  BoxWorld w;
  w.ground(208);
  for (int x = 320; x < 400; x += 24) w.level.objects.push_back(ringObject(x, 208 - 16));
  w.level.objects.push_back(ringObject(600, 120));
  return w;
}

TEST(BoxRings, WalksThroughARowOfThem) {
  const BoxWorld w = groundWithRings();
  BoxState s = boxState(280, 208 - 32, BoxMode::Ground);
  for (int i = 0; i < 300 && (s.x >> 8) < 440; ++i) {
    BoxRecord rec;
    stepBox(s, w.level, w.cfg, input::kRight, &rec);
    ASSERT_EQ(s.mode, BoxMode::Ground) << i;
    ASSERT_EQ((s.y >> 8) + 32, 208) << i;
    ASSERT_EQ(s.platform, -1) << i;
  }
  EXPECT_GE(s.x >> 8, 440) << "no ring stopped the walk";
}

TEST(BoxRings, FallsThroughOne) {
  const BoxWorld w = groundWithRings();
  BoxState s = boxState(600, 60, BoxMode::Air);
  for (int i = 0; i < 90; ++i) stepBox(s, w.level, w.cfg, 0);
  EXPECT_EQ(s.mode, BoxMode::Ground);
  EXPECT_EQ(s.platform, -1);
  EXPECT_EQ((s.y >> 8) + 32, 208) << "landed on the ground, not on the ring at 120";
}

}  // namespace
}  // namespace solidtile::test
