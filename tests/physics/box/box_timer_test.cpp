// The box and timed blocks (SolidObject::timer, level format 17; docs/box.md):
// it meets one only while its timer is active, a made clock counted from
// frame 0 (the box keeps no object slots).
#include <gtest/gtest.h>

#include "../../support/timed_object.h"
#include "box_world.h"

namespace solidtile::test {
namespace {

// Ground at 208; a 64 x 16 block with its top at 100, solid frames 0..31 of every 64.
BoxWorld groundWithTimedBlock(const char* timer) {
  BoxWorld w;
  w.ground(208);
  SolidObject o = timedObject(ObjectKind::Block, 300, 100, 64, 16, timer ? timer : "frame 1: 0+1");
  if (!timer) o.timer = {};
  w.level.objects.push_back(o);
  return w;
}

TEST(BoxTimer, StandsOnATimedBlockWhileActiveAndFallsThroughWhenNot) {
  const BoxWorld w = groundWithTimedBlock("frame 64: 0+32");
  BoxState s = boxState(320, 100 - 32, BoxMode::Air);
  for (int i = 0; i < 31; ++i) stepBox(s, w.level, w.cfg, 0);
  ASSERT_EQ(s.frame, 31u);
  EXPECT_EQ(s.mode, BoxMode::Ground);
  EXPECT_EQ(s.platform, 0);
  EXPECT_EQ((s.y >> 8) + 32, 100);
  stepBox(s, w.level, w.cfg, 0);  // frame 32: not active
  EXPECT_EQ(s.platform, -1);
  for (int i = 0; i < 60; ++i) stepBox(s, w.level, w.cfg, 0);
  EXPECT_EQ(s.mode, BoxMode::Ground);
  EXPECT_EQ((s.y >> 8) + 32, 208) << "fell through it to the ground";
  // The same block with no timer holds it.
  const BoxWorld plain = groundWithTimedBlock(nullptr);
  BoxState p = boxState(320, 100 - 32, BoxMode::Air);
  for (int i = 0; i < 92; ++i) stepBox(p, plain.level, plain.cfg, 0);
  EXPECT_EQ(p.platform, 0);
  EXPECT_EQ((p.y >> 8) + 32, 100);
}

}  // namespace
}  // namespace solidtile::test
