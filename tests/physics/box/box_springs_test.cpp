// Springs and spikes for the box (docs/box.md "Springs and spikes"): a spring
// launches at half its speed, at most maxFall; spikes report `spiked` on
// their pointed side only.
#include <gtest/gtest.h>

#include "box_world.h"

namespace solidtile::test {
namespace {

SolidObject kindAt(ObjectKind kind, ObjectDir dir, int x, int y, int w, int h, Sub speed = SpringSpeed::kRed) {
  SolidObject o;
  o.w = w;
  o.h = h;
  o.path = {{x, y}};
  o.kind = kind;
  o.dir = dir;
  if (kind == ObjectKind::Spring) o.springSpeed = speed;
  return o;
}

// Steps until `e`; the record of that step in `rec`. False after `frames`.
bool stepUntil(BoxState& s, const BoxWorld& w, BoxEvent e, BoxRecord& rec, Input in = 0, int frames = 120) {
  for (int i = 0; i < frames; ++i) {
    stepBox(s, w.level, w.cfg, in, &rec);
    if (rec.has(e)) return true;
  }
  return false;
}

TEST(BoxSprings, AnUpSpringLaunchesAtHalfItsSpeedCappedAtMaxFall) {
  for (Sub speed : {SpringSpeed::kRed, SpringSpeed::kYellow, Sub{0x6000}}) {
    BoxWorld w;
    w.ground(448);
    w.level.objects.push_back(kindAt(ObjectKind::Spring, ObjectDir::Up, 100, 432, 32, 16, speed));
    BoxState s = boxState(108, 300, BoxMode::Air);
    BoxRecord rec;
    ASSERT_TRUE(stepUntil(s, w, BoxEvent::SpringLaunched, rec)) << speed;
    EXPECT_EQ(s.vy, -std::min(speed / 2, w.cfg.maxFall)) << speed;
    EXPECT_EQ(s.mode, BoxMode::Air);
    EXPECT_EQ(s.platform, -1);
    EXPECT_EQ(s.y + pixels(32), pixels(432));  // it stood on the top
    // It rises: the next frame moves it up.
    const Sub y = s.y;
    stepBox(s, w.level, w.cfg, 0);
    EXPECT_LT(s.y, y);
  }
  EXPECT_EQ(SpringSpeed::kYellow / 2, defaultBoxConfig().jumpSpeed);  // yellow launches as high as a jump
}

TEST(BoxSprings, ADownSpringThrowsTheBoxDown) {
  BoxWorld w;
  w.ground(448);
  w.level.objects.push_back(kindAt(ObjectKind::Spring, ObjectDir::Down, 100, 360, 32, 16));  // a jump rises 50 px
  BoxState s = boxState(108, 416, BoxMode::Ground);
  BoxRecord rec;
  stepBox(s, w.level, w.cfg, 0);
  ASSERT_TRUE(stepUntil(s, w, BoxEvent::SpringLaunched, rec, input::kJump));
  EXPECT_TRUE(rec.has(BoxEvent::Ceiling));
  EXPECT_EQ(s.vy, SpringSpeed::kRed / 2);
  EXPECT_EQ(s.y, pixels(376));  // the head on its bottom
}

TEST(BoxSprings, ASidewaysSpringShovesTheBoxFromItsFaceOnly) {
  BoxWorld w;
  w.ground(448);
  w.level.objects.push_back(kindAt(ObjectKind::Spring, ObjectDir::Left, 200, 416, 16, 32, SpringSpeed::kYellow));
  // Walking right into its face (its left side): shoved 5 px left.
  BoxState s = boxState(150, 416, BoxMode::Ground);
  BoxRecord rec;
  ASSERT_TRUE(stepUntil(s, w, BoxEvent::SpringLaunched, rec, input::kRight));
  EXPECT_EQ(s.x, pixels(200 - 16 - 5));
  // From behind it is a wall.
  BoxState b = boxState(240, 416, BoxMode::Ground);
  EXPECT_FALSE(stepUntil(b, w, BoxEvent::SpringLaunched, rec, input::kLeft, 60));
  EXPECT_EQ(b.x, pixels(216));
}

// Format v10: a diagonal spring is its 32 x 32 box; an up one launches as an
// up spring and shoves the box along x toward its face, a down one as a down
// spring likewise.
TEST(BoxSprings, ADiagonalSpringLaunchesUpOrDownAndShovesAlongX) {
  BoxWorld w;
  w.ground(448);
  w.level.objects.push_back(kindAt(ObjectKind::Spring, ObjectDir::UpLeft, 100, 416, 32, 32));
  BoxState s = boxState(108, 300, BoxMode::Air);
  BoxRecord rec;
  ASSERT_TRUE(stepUntil(s, w, BoxEvent::SpringLaunched, rec));
  const Sub v = std::min(SpringSpeed::kRed / 2, w.cfg.maxFall);
  EXPECT_EQ(s.vy, -v);
  EXPECT_EQ(s.mode, BoxMode::Air);
  EXPECT_EQ(s.x, pixels(108) - v);  // shoved left, its face's way
  BoxWorld d;
  d.ground(448);
  d.level.objects.push_back(kindAt(ObjectKind::Spring, ObjectDir::DownRight, 100, 344, 32, 32));  // bottom at 376
  BoxState b = boxState(108, 416, BoxMode::Ground);
  stepBox(b, d.level, d.cfg, 0);
  ASSERT_TRUE(stepUntil(b, d, BoxEvent::SpringLaunched, rec, input::kJump));
  EXPECT_EQ(b.vy, v);
  EXPECT_EQ(b.x, pixels(108) + v);
}

TEST(BoxSpikes, OnlyThePointedSideReportsSpiked) {
  BoxWorld w;
  w.ground(448);
  w.level.objects.push_back(kindAt(ObjectKind::Spikes, ObjectDir::Up, 100, 416, 32, 32));
  w.level.objects.push_back(kindAt(ObjectKind::Spikes, ObjectDir::Right, 300, 416, 32, 32));
  BoxRecord rec;
  BoxState top = boxState(108, 300, BoxMode::Air);
  ASSERT_TRUE(stepUntil(top, w, BoxEvent::Spiked, rec));
  EXPECT_EQ(top.mode, BoxMode::Ground);  // solid: it stands on them, not knocked back
  EXPECT_EQ(top.y + pixels(32), pixels(416));
  // Up spikes' side is blunt.
  BoxState side = boxState(60, 416, BoxMode::Ground);
  EXPECT_FALSE(stepUntil(side, w, BoxEvent::Spiked, rec, input::kRight, 60));
  EXPECT_EQ(side.x, pixels(100 - 16));
  // Right-pointing spikes hurt from the right.
  BoxState right = boxState(360, 416, BoxMode::Ground);
  EXPECT_TRUE(stepUntil(right, w, BoxEvent::Spiked, rec, input::kLeft, 60));
  EXPECT_EQ(right.x, pixels(332));
}

}  // namespace
}  // namespace solidtile::test
