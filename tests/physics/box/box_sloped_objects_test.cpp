// The box on sloped objects (SolidObject::slope, docs/physics.md "The box on
// sloped objects"; ours): the floor is the column under the box's centre, a
// solid one's sides are its end columns, a rider is noted on its column.
#include <gtest/gtest.h>

#include "box_world.h"

namespace solidtile::test {
namespace {

// x 100..163, y 176..207 on the ground at 208, surface 0..31 px: a ramp up to the right.
SolidObject ramp(bool topOnly) {
  SolidObject o;
  o.w = 64;
  o.h = 32;
  o.path = {{100, 176}};
  o.topOnly = topOnly;
  for (int c = 0; c < 32; ++c) o.slope.push_back(static_cast<std::uint8_t>(c));
  return o;
}

// Where the box's feet stand over the ramp: the surface of the column under its centre.
int feetOn(const SolidObject& o, const BoxState& s) {
  const int cx = (s.x >> 8) + 8;
  return 176 + slopeDepthAt(o, cx - 100);
}

TEST(BoxSlopedObjects, LandsOnTheColumnUnderItsCentre) {
  for (const bool topOnly : {true, false}) {
    for (const int x : {100, 120, 131, 150}) {
      BoxWorld w;
      w.ground(208);
      w.level.objects.push_back(ramp(topOnly));
      BoxState s = boxState(x, 100, BoxMode::Air);
      for (int i = 0; i < 60; ++i) stepBox(s, w.level, w.cfg, 0);
      EXPECT_EQ(s.mode, BoxMode::Ground) << x;
      EXPECT_EQ(s.platform, 0) << x;
      EXPECT_EQ((s.y >> 8) + 32, feetOn(w.level.objects[0], s)) << x << (topOnly ? " top-only" : " solid");
    }
  }
}

TEST(BoxSlopedObjects, WalksUpAndDownItsSurface) {
  BoxWorld w;
  w.ground(208);
  w.level.objects.push_back(ramp(false));
  const SolidObject& o = w.level.objects[0];
  BoxState s = boxState(70, 208 - 32, BoxMode::Ground);
  int onRamp = 0, lastFeet = 208;
  for (int i = 0; i < 120 && (s.x >> 8) < 150; ++i) {
    stepBox(s, w.level, w.cfg, input::kRight);
    if (s.platform != 0) continue;
    ++onRamp;
    ASSERT_EQ(s.mode, BoxMode::Ground) << i;
    EXPECT_EQ((s.y >> 8) + 32, feetOn(o, s)) << i;
    EXPECT_LE((s.y >> 8) + 32, lastFeet) << i;  // climbing
    lastFeet = (s.y >> 8) + 32;
  }
  EXPECT_GT(onRamp, 20);
  for (int i = 0; i < 40; ++i) {
    stepBox(s, w.level, w.cfg, input::kLeft);
    if (s.platform == 0) {
      EXPECT_EQ((s.y >> 8) + 32, feetOn(o, s)) << i;
    }
  }
  EXPECT_LT(s.x >> 8, 110);
}

TEST(BoxSlopedObjects, ASolidOnesHighEndIsAWall) {
  BoxWorld w;
  w.ground(208);
  w.level.objects.push_back(ramp(false));
  BoxState s = boxState(200, 208 - 32, BoxMode::Ground);
  for (int i = 0; i < 60; ++i) stepBox(s, w.level, w.cfg, input::kLeft);
  EXPECT_EQ(s.x >> 8, 164);  // against the right end column (31 px high)
  EXPECT_EQ(s.platform, -1);
  // Top-only: walked through.
  w.level.objects.set(0, ramp(true));
  s = boxState(200, 208 - 32, BoxMode::Ground);
  for (int i = 0; i < 60; ++i) stepBox(s, w.level, w.cfg, input::kLeft);
  EXPECT_LT(s.x >> 8, 150);
}

// The rider is noted on the column under its centre (box_platform.cpp), so a
// box on a sloped object is carried by the object's delta.
TEST(BoxSlopedObjects, RidesAMovingOneOnItsColumn) {
  BoxWorld w;
  w.ground(400);
  SolidObject o = ramp(true);
  o.path = {{100, 168}, {200, 168}};
  o.speed = 256;
  w.level.objects.push_back(o);
  BoxState s = boxState(150, 100, BoxMode::Air);
  for (int i = 0; i < 30; ++i) stepBox(s, w.level, w.cfg, 0);
  ASSERT_EQ(s.platform, 0);
  for (int i = 0; i < 20; ++i) {
    const Sub x0 = s.x, objectX0 = objectPosition(o, s.frame).x;
    stepBox(s, w.level, w.cfg, 0);
    ASSERT_EQ(s.platform, 0) << i;
    const ObjectPos p = objectPosition(o, s.frame);
    EXPECT_EQ(s.x - x0, p.x - objectX0) << i;
    EXPECT_EQ((s.y >> 8) + 32, (p.y >> 8) + slopeDepthAt(o, (s.x >> 8) + 8 - (p.x >> 8))) << i;
  }
}

}  // namespace
}  // namespace solidtile::test
