// The box and breakables (ObjectKind::Breakable; docs/box.md): a solid block
// that never breaks, as a monitor is for it (the box never has the roll
// animation the games' break tests read).
#include <gtest/gtest.h>

#include "../../support/breakable_object.h"
#include "box_world.h"
#include "solidtile/input.h"

namespace solidtile::test {
namespace {

TEST(BoxBreakable, StopsTheBoxAtItsSideAndHoldsItOnTop) {
  for (BreakMode m : {BreakMode::Side, BreakMode::Top, BreakMode::Ground, BreakMode::GroundAny}) {
    BoxWorld w;
    w.ground(208);
    w.level.objects.push_back(breakableObject(320, 208 - 64, 32, 64, m));
    BoxState s = boxState(200, 208 - 32, BoxMode::Ground);
    for (int i = 0; i < 300; ++i) stepBox(s, w.level, w.cfg, input::kRight);
    EXPECT_LE((s.x >> 8) + 16, 320) << breakModeName(m) << ": stopped at its left side";
    BoxState top = boxState(330, 40, BoxMode::Air);
    for (int i = 0; i < 90; ++i) stepBox(top, w.level, w.cfg, 0);
    EXPECT_EQ((top.y >> 8) + 32, 208 - 64) << breakModeName(m) << ": standing on its top";
    EXPECT_EQ(top.path, 0) << breakModeName(m);
  }
}

// Obj2F's path rule (loc_233C0) is the Sonic player's: a box on path 1
// standing on smashable ground keeps its path.
TEST(BoxBreakable, SmashableGroundLeavesTheBoxsPathAlone) {
  for (BreakMode m : {BreakMode::Ground, BreakMode::GroundAny}) {
    BoxWorld w;
    w.ground(208);
    w.level.objects.push_back(breakableObject(320, 208 - 64, 32, 64, m));
    BoxState top = boxState(330, 40, BoxMode::Air);
    top.path = 1;
    for (int i = 0; i < 90; ++i) stepBox(top, w.level, w.cfg, 0);
    EXPECT_EQ((top.y >> 8) + 32, 208 - 64) << breakModeName(m) << ": standing on its top";
    EXPECT_EQ(top.path, 1) << breakModeName(m);
  }
}

}  // namespace
}  // namespace solidtile::test
