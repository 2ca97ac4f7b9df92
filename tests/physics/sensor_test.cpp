#include "solidtile/sonic/sensor.h"

#include <random>

#include <gtest/gtest.h>

#include "mask_helpers.h"

namespace solidtile {
namespace {

// A 64 x 64 tile level whose mask 0 is full and mask 1 the seed's slope.
struct SensorLevel : ::testing::Test {
  Level level{64, 64, 2};
  int full = 0, seed = 0, four = 0, hang = 0;
  void SetUp() override {
    full = level.addMask(test::flat(16));
    seed = level.addMask(test::seedMask());
    four = level.addMask(test::flat(4, 0x00));
    hang = level.addMask(test::flat(-4, 0x80));
  }
  void put(int tx, int ty, int m, bool fx = false, bool fy = false, Solidity s = Solidity::All, int layer = 0) {
    ASSERT_TRUE(level.setTile(layer, tx, ty, Tile::make(m, fx, fy, s)));
  }
};

TEST_F(SensorLevel, StandingOnGroundAt736IsTouchingFromY716) {
  put(10, 46, full);  // rows 736..751
  // The feet (Y+19 = 735) are in the tile above the ground, which extends into it.
  const SensorResult r = castSensor(level, 0, Dir::Down, 165, 716 + 19, Sees::Top);
  EXPECT_TRUE(r.found);
  EXPECT_EQ(r.distance, 0);
  EXPECT_EQ(r.decidedBy, 1);
}

TEST_F(SensorLevel, ExtendsIntoTileBelowWhenColumnIsEmpty) {
  put(10, 46, full);
  const SensorResult r = castSensor(level, 0, Dir::Down, 165, 725, Sees::Top);
  EXPECT_TRUE(r.found);
  EXPECT_EQ(r.distance, 736 - 725 - 1);
  EXPECT_EQ(r.visitCount, 2);
  EXPECT_EQ(r.decidedBy, 1);
  EXPECT_EQ(r.visits[1].ty, 46);
}

TEST_F(SensorLevel, RegressesToTileAboveWhenColumnIsFull) {
  put(10, 46, full);
  put(10, 45, four);  // surface at 720 + 12 = 732
  const SensorResult r = castSensor(level, 0, Dir::Down, 165, 740, Sees::Top);
  EXPECT_TRUE(r.found);
  EXPECT_EQ(r.distance, 732 - 740 - 1);
  EXPECT_EQ(r.decidedBy, 1);
  EXPECT_EQ(r.visits[1].ty, 45);
}

TEST_F(SensorLevel, RegressionIntoEmptyTileUsesThisTilesTop) {
  put(10, 46, full);
  const SensorResult r = castSensor(level, 0, Dir::Down, 165, 740, Sees::Top);
  EXPECT_EQ(r.distance, 736 - 740 - 1);
  EXPECT_EQ(r.decidedBy, 0);
}

TEST_F(SensorLevel, FindsNothingPastTwoTiles) {
  const SensorResult r = castSensor(level, 0, Dir::Down, 165, 725, Sees::Top);
  EXPECT_FALSE(r.found);
  EXPECT_EQ(r.decidedBy, -1);
  EXPECT_EQ(r.distance, 31 - 5);  // to the far edge of the second tile
}

TEST_F(SensorLevel, ReadsTheSeedMaskColumnUnderTheAnchor) {
  put(10, 46, seed);
  // Column 7 has height 5: surface at 736 + 11 = 747.
  const SensorResult r = castSensor(level, 0, Dir::Down, 160 + 7, 735, Sees::Top);
  EXPECT_EQ(r.distance, 747 - 735 - 1);
  EXPECT_EQ(r.angle, 0xE8);
  EXPECT_EQ(r.visits[1].index, 7);
  EXPECT_EQ(r.visits[1].height, 5);
}

TEST_F(SensorLevel, CeilingCastFindsTheUnderside) {
  put(10, 40, full);  // rows 640..655
  const SensorResult r = castSensor(level, 0, Dir::Up, 165, 660, Sees::Sides);
  EXPECT_TRUE(r.found);
  EXPECT_EQ(r.distance, 660 - 655 - 1);
}

TEST_F(SensorLevel, WallsAt704And831StopThePlayerAt693And842) {
  put(44, 10, full);  // columns 704..719
  put(51, 10, full);  // columns 816..831
  // The wall sensor spans X-10..X+10: its tip is the anchor.
  EXPECT_EQ(castSensor(level, 0, Dir::Right, 693 + 10, 165, Sees::Sides).distance, 0);
  EXPECT_EQ(castSensor(level, 0, Dir::Right, 694 + 10, 165, Sees::Sides).distance, -1);
  EXPECT_EQ(castSensor(level, 0, Dir::Left, 842 - 10, 165, Sees::Sides).distance, 0);
  EXPECT_EQ(castSensor(level, 0, Dir::Left, 841 - 10, 165, Sees::Sides).distance, -1);
}

TEST_F(SensorLevel, HangingColumnIsSkippedFromBelowItsSolid) {
  put(10, 45, hang);  // rows 720..723 solid
  put(10, 46, full);
  // Anchor at row 10 of tile 45, below the hanging part: extends to 736.
  EXPECT_EQ(castSensor(level, 0, Dir::Down, 165, 730, Sees::Top).distance, 736 - 730 - 1);
  // Anchor inside the hanging part regresses; tile 44 is empty so the surface is 720.
  EXPECT_EQ(castSensor(level, 0, Dir::Down, 165, 721, Sees::Top).distance, 720 - 721 - 1);
  // From above, the hanging solid is met at the top of its tile.
  EXPECT_EQ(castSensor(level, 0, Dir::Down, 165, 710, Sees::Top).distance, 720 - 710 - 1);
}

TEST_F(SensorLevel, TopOnlyTilesAreSeenOnlyByFloorSensors) {
  put(10, 46, full, false, false, Solidity::TopOnly);
  EXPECT_TRUE(castSensor(level, 0, Dir::Down, 165, 735, Sees::Top).found);
  EXPECT_FALSE(castSensor(level, 0, Dir::Up, 165, 760, Sees::Sides).found);
  EXPECT_FALSE(castSensor(level, 0, Dir::Right, 150, 740, Sees::Sides).found);
}

TEST_F(SensorLevel, SidesAndBottomTilesAreNotFloors) {
  put(10, 46, full, false, false, Solidity::SidesAndBottom);
  EXPECT_FALSE(castSensor(level, 0, Dir::Down, 165, 735, Sees::Top).found);
  EXPECT_TRUE(castSensor(level, 0, Dir::Up, 165, 760, Sees::Sides).found);
}

TEST_F(SensorLevel, EachPathReadsItsOwnLayer) {
  put(10, 46, full, false, false, Solidity::All, 1);
  EXPECT_FALSE(castSensor(level, 0, Dir::Down, 165, 735, Sees::Top).found);
  EXPECT_TRUE(castSensor(level, 1, Dir::Down, 165, 735, Sees::Top).found);
}

TEST_F(SensorLevel, OutsideTheLevelIsEmpty) {
  EXPECT_FALSE(castSensor(level, 0, Dir::Down, -100, -100, Sees::Top).found);
  EXPECT_FALSE(castSensor(level, 0, Dir::Left, 64 * 16 + 500, 20, Sees::Sides).found);
  EXPECT_FALSE(castSensor(level, 0, Dir::Up, 5, 64 * 16 + 3, Sees::Sides).found);
}

TEST_F(SensorLevel, FlippedTilesAreReadInEveryDirection) {
  put(20, 20, seed, true, false);   // X flip: falls to the right, angle $18
  put(22, 20, seed, false, true);   // Y flip: hangs, angle $98
  put(24, 20, seed, true, true);    // both: angle $68
  // X flip: column 7 of the tile reads mask column 8 (height 5).
  SensorResult r = castSensor(level, 0, Dir::Down, 320 + 7, 319, Sees::Top);
  EXPECT_EQ(r.visits[1].index, 8);
  EXPECT_EQ(r.distance, (320 + 11) - 319 - 1);
  EXPECT_EQ(r.angle, 0x18);
  // Y flip, seen from below: column 13 (height 9) hangs to row 8.
  r = castSensor(level, 0, Dir::Up, 352 + 13, 340, Sees::Sides);
  EXPECT_EQ(r.distance, 340 - (320 + 8) - 1);
  EXPECT_EQ(r.angle, 0x98);
  // Both flips, from the right at row 1: mask row 14 is 13 wide, anchored left
  // after the X flip, so its last solid column is 12.
  r = castSensor(level, 0, Dir::Left, 384 + 20, 321, Sees::Sides);
  EXPECT_EQ(r.visits[1].index, 14);
  EXPECT_EQ(r.distance, 404 - (384 + 12) - 1);
  EXPECT_EQ(r.angle, 0x68);
}

TEST(SensorOnLargeLevel, CastsWorkAtTheFarCornerOf8192By2048Tiles) {
  Level level(8192, 2048, 2);
  const int full = level.addMask(test::flat(16));
  ASSERT_TRUE(level.setTile(1, 8191, 2047, Tile::make(full, false, false, Solidity::All)));
  const int x = 8191 * 16 + 8;
  const int y = 2047 * 16;
  const SensorResult r = castSensor(level, 1, Dir::Down, x, y - 5, Sees::Top);
  EXPECT_TRUE(r.found);
  EXPECT_EQ(r.distance, 4);
  EXPECT_FALSE(castSensor(level, 0, Dir::Down, x, y - 5, Sees::Top).found);  // the other path is empty there
  EXPECT_FALSE(castSensor(level, 1, Dir::Right, x, y + 40, Sees::Sides).found);  // below the level: outside is empty
}

// Reference: walk pixels of the flipped bitmaps one by one.
bool solidPixel(const Level& level, int layer, int x, int y, Sees sees) {
  const Tile t = level.tile(layer, x >> 4, y >> 4);
  if (t.empty()) return false;
  const Solidity s = t.solidity();
  if (s == Solidity::None) return false;
  if (sees == Sees::Top && s == Solidity::SidesAndBottom) return false;
  if (sees == Sees::Sides && s == Solidity::TopOnly) return false;
  int lx = x & 15, ly = y & 15;
  if (t.flipX()) lx = 15 - lx;
  if (t.flipY()) ly = 15 - ly;
  return level.mask(t.maskIndex()).solidAt(lx, ly);
}

TEST(SensorProperty, MatchesAPixelWalkOnRandomLevels) {
  std::mt19937 rng(20261122);
  for (int round = 0; round < 20; ++round) {
    Level level(12, 12, 1);
    for (int m = 0; m < 12; ++m) {
      HeightMask::Heights h{};
      const int kind = static_cast<int>(rng() % 4);
      for (auto& v : h) {
        const int mag = static_cast<int>(rng() % 17);
        v = static_cast<std::int8_t>(kind == 0 ? mag : kind == 1 ? -mag : kind == 2 ? 16 : (rng() % 2 ? mag : -mag));
      }
      level.addMask(*HeightMask::fromHeights(h, static_cast<Angle>(rng())));
    }
    for (int ty = 0; ty < 12; ++ty) {
      for (int tx = 0; tx < 12; ++tx) {
        if (rng() % 3 == 0) continue;
        level.setTile(0, tx, ty, Tile::make(static_cast<int>(rng() % 12), rng() % 2, rng() % 2, static_cast<Solidity>(rng() % 4)));
      }
    }
    for (int i = 0; i < 4000; ++i) {
      const Dir dir = static_cast<Dir>(rng() % 4);
      const Sees sees = rng() % 2 ? Sees::Top : Sees::Sides;
      const int x = static_cast<int>(rng() % (12 * 16 + 40)) - 20;
      const int y = static_cast<int>(rng() % (12 * 16 + 40)) - 20;
      const SensorResult r = castSensor(level, 0, dir, x, y, sees);
      const bool vertical = dir == Dir::Down || dir == Dir::Up;
      if (!vertical) {
        // Widths express only rows whose solid touches one edge; skip the others.
        bool exact = true;
        for (int k = 0; k < r.visitCount; ++k) {
          const TileVisit& v = r.visits[k];
          if (v.solid && !level.mask(v.tile.maskIndex()).rowExact(v.index)) exact = false;
        }
        if (!exact) continue;
      }
      const int step = (dir == Dir::Down || dir == Dir::Right) ? 1 : -1;
      auto solidAlong = [&](int p) { return vertical ? solidPixel(level, 0, x, p, sees) : solidPixel(level, 0, p, y, sees); };
      const int p0 = vertical ? y : x;
      // Canonical tile of the anchor, and the two-tile reach on either side.
      const int c0 = step > 0 ? p0 : ~p0;
      const int tileStart = c0 & ~15;
      int expected = 0;
      bool found = true;
      if (solidAlong(p0)) {
        int q = p0;
        while (true) {
          const int prev = q - step;
          const int cPrev = step > 0 ? prev : ~prev;
          if (cPrev < tileStart - 16 || !solidAlong(prev)) break;
          q = prev;
        }
        expected = (q - p0) * step - 1;
      } else {
        int q = p0;
        found = false;
        while (true) {
          q += step;
          const int cq = step > 0 ? q : ~q;
          if (cq >= tileStart + 32) break;
          if (solidAlong(q)) {
            found = true;
            break;
          }
        }
        expected = (q - p0) * step - 1;
      }
      ASSERT_EQ(r.found, found) << "round " << round << " dir " << dirName(dir) << " at " << x << "," << y;
      if (found) {
        ASSERT_EQ(r.distance, expected) << "round " << round << " dir " << dirName(dir) << " at " << x << "," << y;
      }
    }
  }
}

}  // namespace
}  // namespace solidtile
