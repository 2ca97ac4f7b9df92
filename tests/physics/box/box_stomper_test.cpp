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
  expectBoxRestsOnStillTop(stomperObjectAt(320, 112, 0x02), 312, 100);  // its box x 264..375, y 100..123
}

}  // namespace
}  // namespace solidtile::test
