// The box on bridges (ObjectKind::Bridge; docs/physics.md "Bridges"): a flat
// top-only platform as wide as its logs. The logs' sag is the Sonic player's
// (PlayerState), so the box's feet stay on the resting top.
#include <gtest/gtest.h>

#include "box_world.h"
#include "solidtile/input.h"

namespace solidtile::test {
namespace {

// Ground at 208 with a pit under x 320..511 and a 12-log bridge over it, its top at 208.
BoxWorld pitWithBridge() {
  BoxWorld w;
  w.ground(208);
  for (int ty = 208 / 16; ty < w.level.height(); ++ty)
    for (int tx = 20; tx < 32; ++tx) w.level.setTile(0, tx, ty, Tile{});
  SolidObject b;
  b.kind = ObjectKind::Bridge;
  b.logs = 12;
  b.w = 192;
  b.h = 16;
  b.topOnly = true;
  b.path = {{320, 208}};
  w.level.objects.push_back(b);
  return w;
}

TEST(BoxBridges, WalksAcrossOnTheFlatTop) {
  const BoxWorld w = pitWithBridge();
  BoxState s = boxState(280, 208 - 32, BoxMode::Ground);
  int onBridge = 0;
  for (int i = 0; i < 300 && (s.x >> 8) < 540; ++i) {
    BoxRecord rec;
    stepBox(s, w.level, w.cfg, input::kRight, &rec);
    ASSERT_FALSE(rec.has(BoxEvent::Spiked)) << i;  // a bridge is neither spring nor spikes
    ASSERT_EQ(s.mode, BoxMode::Ground) << i;
    ASSERT_EQ((s.y >> 8) + 32, 208) << i;  // flat: no sag under the box
    if (s.platform == 0) ++onBridge;
  }
  EXPECT_GT(onBridge, 20);
  EXPECT_GE(s.x >> 8, 540);
}

TEST(BoxBridges, LandsOnItFromAboveAndIsNotLaunched) {
  const BoxWorld w = pitWithBridge();
  BoxState s = boxState(400, 100, BoxMode::Air);
  for (int i = 0; i < 90; ++i) stepBox(s, w.level, w.cfg, 0);
  EXPECT_EQ(s.mode, BoxMode::Ground);
  EXPECT_EQ(s.platform, 0);
  EXPECT_EQ((s.y >> 8) + 32, 208);
  EXPECT_TRUE(has(s.flags, boxflag::kOneWay));  // top-only: Down+Jump drops through
}

}  // namespace
}  // namespace solidtile::test
