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
  expectBoxRestsOnStillTop(liftObjectAt(320, 100 - 0x29, false, 2), 312, 100);  // its top at y 100, x 288..351
}

}  // namespace
}  // namespace solidtile::test
