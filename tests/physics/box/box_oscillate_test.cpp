// The box on oscillating platforms (SolidObject::osc; docs/physics.md
// "Oscillating platforms"): it reads their position from the same function
// as the Sonic player (ObjectList::position), so it rides them as it rides
// path-moving ones.
#include <gtest/gtest.h>

#include "box_world.h"

namespace solidtile::test {
namespace {

// No ground: a 64 px top-only platform at (300, 200) moving by Sonic 2's
// oscillator 6 on `axis` (Obj18 subtype 1 or 2: -$40..$40 px).
BoxWorld overPlatform(ObjectAxis axis) {
  BoxWorld w;
  SolidObject p;
  p.w = 64;
  p.h = 14;
  p.topOnly = true;
  p.path = {{300, 200}};
  p.osc = {OscTable::Sonic2, 6, axis, 0x40, false, 0, true};
  w.level.objects.push_back(p);
  return w;
}

TEST(BoxOscillate, RidesAPlatformGoingUpAndDown) {
  const BoxWorld w = overPlatform(ObjectAxis::Y);
  BoxState s = boxState(324, 60, BoxMode::Air);
  int riding = 0;
  for (int i = 0; i < 600; ++i) {
    stepBox(s, w.level, w.cfg, 0);
    if (s.platform != 0) continue;
    ++riding;
    const ObjectPos p = objectPosition(w.level.objects[0], s.frame);
    ASSERT_EQ((s.y >> 8) + 32, p.y >> 8) << "feet on its top, frame " << s.frame;
  }
  EXPECT_GT(riding, 500) << "landed early and stayed through two swings";
}

TEST(BoxOscillate, IsCarriedSideways) {
  const BoxWorld w = overPlatform(ObjectAxis::X);
  BoxState s = boxState(300, 60, BoxMode::Air);
  int carried = 0;
  for (int i = 0; i < 400; ++i) {
    const Sub x0 = s.x;
    const bool on = s.platform == 0 && s.mode == BoxMode::Ground;
    const std::uint32_t f = s.frame;
    stepBox(s, w.level, w.cfg, 0);
    if (!on || s.platform != 0) continue;
    const Sub d = objectPosition(w.level.objects[0], f + 1).x - objectPosition(w.level.objects[0], f).x;
    ASSERT_EQ(s.x - x0, d) << "frame " << f;
    carried += d != 0;
  }
  EXPECT_GT(carried, 200);
}

}  // namespace
}  // namespace solidtile::test
