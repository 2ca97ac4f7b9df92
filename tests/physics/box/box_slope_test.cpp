// platformer.md section 1 (seed 001): the slope box's move, with the numbers there.
#include <gtest/gtest.h>

#include "box_world.h"

namespace solidtile::test {
namespace {

TEST(BoxSlope, FlatFloorKeepsTheBoxAt128Grounded) {
  BoxWorld w;
  w.ground(160);
  BoxMove b = boxAt(100, 128);
  const auto flags = w.move(b, BoxMode::Ground);
  EXPECT_EQ(b.y, pixels(128));
  EXPECT_TRUE(has(flags, boxflag::kGround));
  EXPECT_EQ(b.vy, 0);
  // And over many steps of the whole controller.
  BoxState s = boxState(100, 128, BoxMode::Ground);
  for (int i = 0; i < 30; ++i) stepBox(s, w.level, w.cfg, 0);
  EXPECT_EQ(s.y, pixels(128));
  EXPECT_EQ(s.mode, BoxMode::Ground);
}

TEST(BoxSlope, WallAheadStopsTheBoxFlush) {
  BoxWorld w;
  w.ground(160);
  w.fill(10, 9, 10, 9, w.full);  // solid tile at x = 160 in row 9
  BoxMove b = boxAt(142, 128, pixels(4));
  const auto flags = w.move(b, BoxMode::Ground);
  EXPECT_EQ(b.x, pixels(144));
  EXPECT_TRUE(has(flags, boxflag::kWallRight));
  EXPECT_EQ(b.vx, pixels(2));
}

// A 1:1 slope (column heights 1..16) in a staircase of tiles, full tiles under each.
TEST(BoxSlope, OneToOneSlopeLiftsTwoPixelsAFrameOnTheCentreColumn) {
  BoxWorld w;
  HeightMask::Heights h{};
  for (int c = 0; c < 16; ++c) h[static_cast<std::size_t>(c)] = static_cast<std::int8_t>(c + 1);
  const int slope = w.add(heightsMask(h));
  w.ground(160);
  for (int i = 0; i < 3; ++i) {
    w.fill(10 + i, 9 - i, 10 + i, 9 - i, slope);
    w.fill(10 + i, 10 - i, 10 + i, 9, w.full);
  }
  w.fill(13, 7, 20, 9, w.full);  // the top, flat
  BoxState s = boxState(120, 128, BoxMode::Ground);
  int onSlope = 0;
  for (int frame = 0; frame < 40; ++frame) {
    const Sub yBefore = s.y;
    const int cxBefore = pixelOf(s.x) + 8;
    stepBox(s, w.level, w.cfg, input::kRight);
    const int cx = pixelOf(s.x) + 8;
    ASSERT_EQ(s.mode, BoxMode::Ground) << "frame " << frame;
    if (cx >= 160 && cx < 208 && cxBefore >= 160) {
      ++onSlope;
      const int tx = cx / 16, col = cx % 16, row = 9 - (tx - 10);
      EXPECT_EQ(pixelOf(s.y) + 32, row * 16 + 16 - (col + 1)) << "cx " << cx;
      EXPECT_EQ(s.y - yBefore, -pixels(2)) << "cx " << cx;
    }
  }
  EXPECT_GE(onSlope, 20);  // crossed both tile edges of the slope
}

TEST(BoxSlope, RisingPieceOneAtOffsetEightIsTenDeep) {
  for (SlopeMode mode : {SlopeMode::Column, SlopeMode::Linear}) {
    BoxWorld w;
    w.cfg.slopeMode = mode;
    w.ground(160);
    w.fill(10, 9, 10, 9, w.rising(1));
    // Bottom-centre at x = 168 (c = 8): the box's x is 160.
    BoxMove b = boxAt(160, 120, 0, 0);  // 2 px above the surface: within the margin
    w.move(b, BoxMode::Ground);
    EXPECT_EQ(b.y, pixels(144 + 10 - 32)) << slopeModeName(mode);
  }
}

// Four falling pieces (k = 0..3) from x = 160 to 224, surface from 144 down to 160.
struct FallingQuarter : BoxWorld {
  FallingQuarter() {
    cfg.slopeMode = SlopeMode::Linear;
    ground(160);
    fill(0, 9, 9, 9, full);
    for (int k = 0; k < 4; ++k) fill(10 + k, 9, 10 + k, 9, falling(k));
  }
};

TEST(BoxSlope, OneToFourDownhillHoldsAt15PxAFrameAndLeavesAt16) {
  FallingQuarter w;
  // Bottom-centre at x = 168 on piece 0: depth 2 px.
  BoxMove slow = boxAt(160, 144 + 2 - 32, pixels(15));
  const auto held = w.move(slow, BoxMode::Ground);
  EXPECT_TRUE(has(held, boxflag::kGround)) << "gap 3.75 px";
  EXPECT_EQ(slow.vy, 960);  // 3.75 px
  BoxMove fast = boxAt(160, 144 + 2 - 32, pixels(16));
  const auto left = w.move(fast, BoxMode::Ground);
  EXPECT_FALSE(has(left, boxflag::kGround)) << "gap 4 px";
  EXPECT_EQ(fast.vy, 0);
}

TEST(BoxSlope, ThreePixelStepDownSnapsFourLeavesAndLandsLater) {
  for (int drop : {3, 4}) {
    BoxWorld w;
    w.fill(0, 9, 9, 9, w.full);                  // surface 144
    w.fill(10, 9, 40, 9, w.flat(16 - drop));     // surface 144 + drop
    w.fill(0, 10, 40, 12, w.full);
    BoxState s = boxState(140, 112, BoxMode::Ground);
    bool leftGround = false;
    for (int i = 0; i < 30; ++i) {
      BoxRecord rec;
      stepBox(s, w.level, w.cfg, input::kRight, &rec);
      leftGround = leftGround || rec.has(BoxEvent::LeftGround);
    }
    EXPECT_EQ(leftGround, drop == 4) << "drop " << drop;
    EXPECT_EQ(s.mode, BoxMode::Ground);
    EXPECT_EQ(s.y, pixels(144 + drop - 32)) << "drop " << drop;
  }
}

TEST(BoxSlope, FloorEndingAt160HoldsAt159AndDropsAt160) {
  BoxWorld w;
  w.fill(0, 10, 9, 12, w.full);
  BoxMove on = boxAt(159, 128);
  EXPECT_TRUE(has(w.move(on, BoxMode::Ground), boxflag::kGround));
  BoxMove off = boxAt(160, 128);
  EXPECT_FALSE(has(w.move(off, BoxMode::Ground), boxflag::kGround));
}

TEST(BoxSlope, HeadHitsSolidRowTwo) {
  BoxWorld w;
  w.fill(0, 2, 20, 2, w.full);
  BoxMove b = boxAt(100, 50, 0, -pixels(4));
  const auto flags = w.move(b, BoxMode::Air);
  EXPECT_EQ(b.y, pixels(48));
  EXPECT_TRUE(has(flags, boxflag::kCeiling));
  EXPECT_EQ(b.vy, -pixels(2));
}

TEST(BoxSlope, OnASlopeFootLevelSolidDoesNotBlockButPieceCInTheBodyDoes) {
  // The box stands on rising piece 1 at x = 160..175 (centre 168), moving right 4 px.
  auto world = [](int aheadMask, int aheadRow) {
    BoxWorld w;
    w.ground(160);
    w.fill(10, 9, 10, 9, w.rising(1));
    const int m = aheadMask < 0 ? w.full : aheadMask == 0 ? w.falling(0) : w.rising(2);
    w.fill(11, aheadRow, 11, aheadRow, m);
    return w;
  };
  {
    BoxWorld w = world(-1, 9);  // solid at foot level ahead
    BoxMove b = boxAt(160, 144 + 10 - 32, pixels(4));
    const auto flags = w.move(b, BoxMode::Ground);
    EXPECT_FALSE(has(flags, boxflag::kWallRight));
    EXPECT_EQ(b.x, pixels(164));
  }
  {
    BoxWorld w = world(0, 8);  // piece C (full left edge) in a body row
    BoxMove b = boxAt(160, 144 + 10 - 32, pixels(4));
    const auto flags = w.move(b, BoxMode::Ground);
    EXPECT_TRUE(has(flags, boxflag::kWallRight));
    EXPECT_EQ(b.x, pixels(160));
  }
  {
    BoxWorld w = world(1, 8);  // a rising piece in a body row
    BoxMove b = boxAt(160, 144 + 10 - 32, pixels(4));
    const auto flags = w.move(b, BoxMode::Ground);
    EXPECT_FALSE(has(flags, boxflag::kWallRight));
    EXPECT_EQ(b.x, pixels(164));
  }
}

TEST(BoxSlope, LadderTopLandsFromAboveOnlyAndNotInLadderMode) {
  BoxWorld w;
  w.tag(10, 10, 10, 20, TileTag::Ladder);  // ladder top at y = 160
  {
    BoxMove b = boxAt(152, 158 - 32, 0, pixels(5));
    const auto flags = w.move(b, BoxMode::Air);
    EXPECT_TRUE(has(flags, boxflag::kGround));
    EXPECT_TRUE(has(flags, boxflag::kLadderTop));
    EXPECT_EQ(b.y, pixels(128));
  }
  {
    BoxMove b = boxAt(152, 161 - 32, 0, pixels(5));
    const auto flags = w.move(b, BoxMode::Air);
    EXPECT_FALSE(has(flags, boxflag::kGround));
    EXPECT_EQ(b.y, pixels(161 - 32 + 5));
  }
  {
    BoxMove b = boxAt(152, 158 - 32, 0, pixels(5));
    const auto flags = w.move(b, BoxMode::Ladder);
    EXPECT_FALSE(has(flags, boxflag::kGround));
    EXPECT_EQ(b.y, pixels(158 - 32 + 5));
  }
}

TEST(BoxSlope, SnapMarginIsExclusive) {
  // A 4 px gap falls with M = 4 px and snaps with M one subpixel larger.
  for (Sub margin : {Sub{0x400}, Sub{0x401}}) {
    BoxWorld w;
    w.cfg.snapMargin = margin;
    w.fill(0, 10, 20, 12, w.full);
    BoxMove b = boxAt(100, 128 - 4, 0, 0);
    const auto flags = w.move(b, BoxMode::Ground);
    EXPECT_EQ(has(flags, boxflag::kGround), margin == 0x401) << margin;
    EXPECT_EQ(b.y, margin == 0x401 ? pixels(128) : pixels(124));
  }
}

}  // namespace
}  // namespace solidtile::test
