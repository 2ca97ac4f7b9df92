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
    expectBoxRestsOnStillTop(elevatorObjectAt(320, 108, way, 0x40), 312, 100);  // its top at y 100, x 280..359
  }
}

}  // namespace
}  // namespace solidtile::test
