// platformer.md section 2 (seed 002): tile-based and tile-smooth movement,
// one-way platforms, the centre slope, descending by gravity, moving
// platforms and ladders.
#include <gtest/gtest.h>

#include "box_world.h"
#include "solidtile/box/tile_body.h"

namespace solidtile::test {
namespace {

TEST(BoxTiles, TwoByTwoBodyMovesOnlyWhenAllFourTargetTilesAreFree) {
  BoxWorld w;
  TileBody b{5, 5, 2, 2};
  EXPECT_TRUE(stepTileBody(b, 1, 0, w.level, 0));
  EXPECT_EQ(b.tx, 6);
  // One of the four target tiles (the new column's lower tile) is solid: no move.
  w.fill(8, 6, 8, 6, w.full);
  EXPECT_FALSE(stepTileBody(b, 1, 0, w.level, 0));
  EXPECT_EQ(b.tx, 6);
  // Upper one instead.
  w.fill(8, 6, 8, 6, -1);
  w.fill(8, 5, 8, 5, w.full);
  EXPECT_FALSE(stepTileBody(b, 1, 0, w.level, 0));
  // A diagonal is two moves: x blocked, y still happens.
  EXPECT_TRUE(stepTileBody(b, 1, -1, w.level, 0));
  EXPECT_EQ(b.tx, 6);
  EXPECT_EQ(b.ty, 4);
}

TEST(BoxTiles, TenPixelsWantedSixToTheWallMovesSix) {
  BoxWorld w;
  w.ground(160);
  w.fill(10, 8, 10, 9, w.full);  // wall face at x = 160
  BoxMove b = boxAt(138, 128, pixels(10));  // right edge 154: 6 px to go
  const auto flags = w.move(b, BoxMode::Ground);
  EXPECT_EQ(b.vx, pixels(6));
  EXPECT_TRUE(has(flags, boxflag::kWallRight));
}

struct OneWay : BoxWorld {
  OneWay() { fill(5, 10, 15, 10, full, Solidity::TopOnly); }  // top at y = 160
};

TEST(BoxTiles, OneWayLetsAJumpThroughFromBelow) {
  OneWay w;
  BoxMove b = boxAt(100, 165, 0, -pixels(8));  // head under the platform, rising through it
  const auto flags = w.move(b, BoxMode::Air);
  EXPECT_FALSE(has(flags, boxflag::kCeiling));
  EXPECT_EQ(b.y, pixels(157));
  BoxMove inside = boxAt(100, 140, 0, -pixels(4));  // rising with its feet inside the platform row
  EXPECT_FALSE(has(w.move(inside, BoxMode::Air), boxflag::kGround));
  EXPECT_EQ(inside.y, pixels(136));
}

TEST(BoxTiles, OneWayFallingWithFeetThreeBelowTheTopGoesOn) {
  OneWay w;
  BoxMove b = boxAt(100, 163 - 32, 0, pixels(2));
  EXPECT_FALSE(has(w.move(b, BoxMode::Air), boxflag::kGround));
  EXPECT_EQ(b.y, pixels(133));
}

TEST(BoxTiles, OneWayStopsAFallFromAboveAtBottomEqualsTop) {
  OneWay w;
  BoxMove b = boxAt(100, 155 - 32, 0, pixels(8));
  EXPECT_TRUE(has(w.move(b, BoxMode::Air), boxflag::kGround));
  EXPECT_EQ(b.y + b.h, pixels(160));
  // Exactly on the top before the move counts as above.
  BoxMove on = boxAt(100, 128, 0, pixels(1));
  EXPECT_TRUE(has(w.move(on, BoxMode::Air), boxflag::kGround));
}

TEST(BoxTiles, OneWayNeverBlocksSideways) {
  BoxWorld w;
  w.ground(192);
  w.fill(10, 10, 10, 11, w.full, Solidity::TopOnly);  // a one-way column in the box's rows
  BoxMove b = boxAt(140, 160, pixels(8));
  const auto flags = w.move(b, BoxMode::Ground);
  EXPECT_FALSE(has(flags, boxflag::kWallRight));
  EXPECT_EQ(b.x, pixels(148));
}

TEST(BoxTiles, DownJumpDropsThroughAndIsBelowTheTopNextFrame) {
  OneWay w;
  BoxState s = boxState(100, 128, BoxMode::Ground);
  stepBox(s, w.level, w.cfg, 0);
  ASSERT_EQ(s.mode, BoxMode::Ground);
  ASSERT_TRUE(s.flags & boxflag::kOneWay);
  BoxRecord rec;
  stepBox(s, w.level, w.cfg, input::kDown | input::kJump, &rec);
  EXPECT_TRUE(rec.has(BoxEvent::DropThrough));
  EXPECT_EQ(s.mode, BoxMode::Air);
  EXPECT_GT(s.y + pixels(32), pixels(160));
  stepBox(s, w.level, w.cfg, 0);
  EXPECT_EQ(s.mode, BoxMode::Air);
  EXPECT_GT(s.y + pixels(32), pixels(161));
  // Jump alone on the same platform is a jump.
  BoxState j = boxState(100, 128, BoxMode::Ground);
  stepBox(j, w.level, w.cfg, 0);
  stepBox(j, w.level, w.cfg, input::kJump);
  EXPECT_LT(j.y, pixels(128));
}

TEST(BoxTiles, CentreSlopeBeatsAHigherFlatTileUnderTheEdge) {
  BoxWorld w;
  w.ground(176);
  w.fill(10, 10, 10, 10, w.rising(1));  // centre tile: surface 10 px down the row
  w.fill(9, 10, 9, 10, w.full);         // a flat tile under the box's left edge, higher
  BoxMove b = boxAt(152 + 8, 160 + 10 - 32 - 2);  // centre x = 168 on the slope, 2 px above it
  w.move(b, BoxMode::Ground);
  EXPECT_EQ(b.y + b.h, pixels(170));
  // With the centre over the flat tile instead, the flat tile is the floor.
  BoxMove edge = boxAt(150, 160 + 10 - 32 - 2);  // centre x = 158, in tile 9
  w.move(edge, BoxMode::Ground);
  EXPECT_EQ(edge.y + edge.h, pixels(160));
}

// Descending by gravity alone (air mode, no snap): 1 px a frame holds a 1:4
// slope at vx = 3 (drop 0.75) but not a 1:2 (drop 1.5; needs 2).
TEST(BoxTiles, GravityOfOnePixelHoldsOneToFourButNotOneToTwoAtThree) {
  auto run = [](bool half) {
    BoxWorld w;
    w.cfg.slopeMode = SlopeMode::Linear;
    w.ground(176);
    if (half) {
      HeightMask::Heights a{}, b{};
      for (int c = 0; c < 16; ++c) {
        a[static_cast<std::size_t>(c)] = static_cast<std::int8_t>(16 - (2 * c + 1) / 4);
        b[static_cast<std::size_t>(c)] = static_cast<std::int8_t>(8 - (2 * c + 1) / 4);
      }
      w.fill(10, 10, 10, 10, w.add(heightsMask(a), {16, 8}));
      w.fill(11, 10, 11, 10, w.add(heightsMask(b), {8, 0}));
    } else {
      for (int k = 0; k < 4; ++k) w.fill(10 + k, 10, 10 + k, 10, w.falling(k));
    }
    w.fill(0, 10, 9, 10, w.full);
    BoxMove b = boxAt(160 - 8 + 1, 160 - 32);  // centre at x = 161
    int contacts = 0;
    for (int i = 0; i < 6; ++i) {
      b.vx = pixels(3);
      b.vy = pixels(1);
      if (has(w.move(b, BoxMode::Air), boxflag::kGround)) ++contacts;
    }
    return contacts;
  };
  EXPECT_EQ(run(false), 6);
  EXPECT_LT(run(true), 6);
}

struct Platform : BoxWorld {
  Platform() {
    SolidObject o;
    o.w = 64;
    o.h = 16;
    o.path = {{100, 160}, {400, 160}};
    o.speed = 256;  // +1 px a frame
    o.topOnly = true;
    level.objects.push_back(o);
  }
};

TEST(BoxTiles, PlatformMovingOnePixelCarriesItsRiderOnePlusItsOwnSpeed) {
  Platform w;
  BoxState s = boxState(110, 128, BoxMode::Ground);
  s.platform = 0;
  stepBox(s, w.level, w.cfg, 0);  // settles on it
  ASSERT_EQ(s.platform, 0);
  const Sub x0 = s.x;
  stepBox(s, w.level, w.cfg, 0);
  EXPECT_EQ(s.x - x0, pixels(1));
  const Sub x1 = s.x;
  BoxRecord rec;
  stepBox(s, w.level, w.cfg, input::kRight, &rec);
  EXPECT_EQ(s.x - x1, pixels(1) + w.cfg.walkSpeed);
  EXPECT_EQ(s.y + pixels(32), objectPosition(w.level.objects[0], s.frame).y);
}

TEST(BoxTiles, PlatformDoesNotCarryABoxOnePixelAbove) {
  Platform w;
  BoxState s = boxState(110, 127, BoxMode::Ground);
  s.platform = 0;
  w.cfg.gravity = 0;
  const Sub x0 = s.x;
  stepBox(s, w.level, w.cfg, 0);
  EXPECT_EQ(s.x, x0);
}

TEST(BoxTiles, UpOnALadderCentresXOnIt) {
  BoxWorld w;
  w.ground(192);
  w.tag(10, 4, 10, 11, TileTag::Ladder);
  BoxState s = boxState(155, 160, BoxMode::Ground);  // centre x = 163, in the ladder's column
  BoxRecord rec;
  stepBox(s, w.level, w.cfg, input::kUp, &rec);
  EXPECT_TRUE(rec.has(BoxEvent::LadderEnter));
  EXPECT_EQ(s.mode, BoxMode::Ladder);
  EXPECT_EQ(s.x + pixels(8), pixels(168));
  EXPECT_EQ(s.y, pixels(159));  // and climbed a ladder-speed pixel
}

}  // namespace
}  // namespace solidtile::test
