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
  expectBoxRestsOnStillTop(springboardObjectAt(320, 108, false, 1), 330, 100);  // its box x 292..347, y 100..115
}

}  // namespace
}  // namespace solidtile::test
