// The box and elevators (ObjectKind::Elevator; docs/box.md): a still
// top-only platform where it was placed. The box keeps no object state, so
// it never sets one off: standing on it for longer than any travel, it
// stays put.
#include <gtest/gtest.h>

#include "../../support/elevator_object.h"
#include "box_world.h"
#include "solidtile/input.h"

namespace solidtile::test {
namespace {

TEST(BoxElevator, HoldsTheBoxOnItsTopWithoutMoving) {
  for (const ObjectDir way : {ObjectDir::Up, ObjectDir::DownLeft}) {
    BoxWorld w;
    w.ground(208);
    w.level.objects.push_back(elevatorObjectAt(320, 108, way, 0x40));  // its top at y 100, x 280..359
    BoxState s = boxState(312, 40, BoxMode::Air);
    for (int i = 0; i < 300; ++i) stepBox(s, w.level, w.cfg, 0);
    EXPECT_EQ((s.y >> 8) + 32, 100) << "standing on its top, 300 frames on";
    EXPECT_EQ(s.x >> 8, 312);
  }
}

}  // namespace
}  // namespace solidtile::test
