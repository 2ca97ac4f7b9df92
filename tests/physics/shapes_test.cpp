#include "solidtile/level/shapes.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "mask_helpers.h"
#include "solidtile/level/auto_angle.h"
#include "solidtile/sonic/sensor.h"

namespace solidtile {
namespace {

HeightMask::Heights heights(std::initializer_list<int> v) {
  HeightMask::Heights h{};
  std::size_t i = 0;
  for (int x : v) h[i++] = static_cast<std::int8_t>(x);
  return h;
}

std::vector<SlopeSpec> manySlopes() {
  std::vector<SlopeSpec> out;
  const std::pair<int, int> gradients[] = {{16, 128}, {16, 64}, {16, 32}, {32, 64}, {24, 32}, {16, 16},
                                           {32, 32}, {96, 96}, {32, 16}, {64, 16}, {8, 16},  {5, 48}};
  for (auto [rise, run] : gradients)
    for (Rising r : {Rising::Right, Rising::Left})
      for (Side s : {Side::Floor, Side::Ceiling})
        for (int base : {0, 8}) out.push_back({rise, run, r, s, base});
  return out;
}

std::vector<ArcSpec> manyArcs(std::initializer_list<int> radii = {16, 32, 48, 64, 72, 96, 128, 200}) {
  std::vector<ArcSpec> out;
  for (int r : radii)
    for (Quadrant q : {Quadrant::TopRight, Quadrant::TopLeft, Quadrant::BottomLeft, Quadrant::BottomRight})
      for (ArcSide s : {ArcSide::Inside, ArcSide::Outside}) out.push_back({r, q, s});
  return out;
}

// Worst |computeAngle - the designers' byte for the exact tangent| over the
// stamp's tiles that computeAngle can judge: computeAngle reads a shape as
// the original designers would (mid slopes up to 1.5 steps flatter than the
// tangent, designersSteps), so its fit is judged against that.
struct AngleCheck {
  double worst = 0;
  int judged = 0;
  int pastGrid = 0;  // more than 2.5 from the designers' byte
  std::string where;
};
void checkAngles(const Stamp& st, const std::string& name, AngleCheck& c) {
  for (int ty = 0; ty < st.height; ++ty) {
    for (int tx = 0; tx < st.width; ++tx) {
      const HeightMask& m = st.at(tx, ty).mask;
      if (m.empty() || m.flagged()) continue;
      const AutoAngle a = computeAngle(m);
      if (!a.determined) continue;
      ++c.judged;
      const double designers = designersSteps(m.angle() > 128 ? m.angle() - 256.0 : m.angle());
      const double off = std::fmod(std::fabs(a.angle - designers), 256.0);
      const double d = std::min(off, 256.0 - off);
      if (d > 2.5) ++c.pastGrid;
      if (d > c.worst) {
        c.worst = d;
        c.where = name + " tile " + std::to_string(tx) + "," + std::to_string(ty) + ": auto " +
                  describeAngle(a.angle) + " vs exact " + describeAngle(m.angle()) + ", designers' " +
                  std::to_string(designers);
      }
    }
  }
}

}  // namespace

TEST(Shapes, ExactAngleReadsTheTangentInScreenCoordinates) {
  EXPECT_EQ(exactAngle(1, 0), 0x00);
  EXPECT_EQ(exactAngle(0, -1), 0xC0);
  EXPECT_EQ(exactAngle(-1, 0), 0x80);
  EXPECT_EQ(exactAngle(0, 1), 0x40);
  EXPECT_EQ(exactAngle(1, -1), 0xE0);
  EXPECT_EQ(exactAngle(1000, -1), 0x00);  // would round to $FF, the flag
}

TEST(Shapes, SlopeAnglesFollowRiseRunAndSide) {
  EXPECT_EQ(slopeAngle({16, 16, Rising::Right, Side::Floor}), 0xE0);
  EXPECT_EQ(slopeAngle({16, 16, Rising::Left, Side::Floor}), 0x20);
  EXPECT_EQ(slopeAngle({16, 16, Rising::Right, Side::Ceiling}), 0x60);
  EXPECT_EQ(slopeAngle({16, 16, Rising::Left, Side::Ceiling}), 0xA0);
  EXPECT_EQ(slopeAngle({16, 64, Rising::Right, Side::Floor}), 0xF6);  // 14.04 deg
  EXPECT_EQ(slopeAngle({32, 16, Rising::Right, Side::Floor}), 0xD3);  // 63.43 deg
}

TEST(Shapes, OneInFourSlopeAcrossFourTilesGivesFourMasks) {
  const Stamp st = makeSlope({16, 64, Rising::Right, Side::Floor});
  ASSERT_EQ(st.width, 4);
  ASSERT_EQ(st.height, 1);
  // Column x of the ramp is floor((2x + 5) / 8) high: centres on or under the line.
  EXPECT_EQ(st.at(0, 0).mask.heights(), heights({0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4}));
  EXPECT_EQ(st.at(1, 0).mask.heights(), heights({4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 7, 7, 7, 7, 8, 8}));
  EXPECT_EQ(st.at(2, 0).mask.heights(), heights({8, 8, 9, 9, 9, 9, 10, 10, 10, 10, 11, 11, 11, 11, 12, 12}));
  EXPECT_EQ(st.at(3, 0).mask.heights(), heights({12, 12, 13, 13, 13, 13, 14, 14, 14, 14, 15, 15, 15, 15, 16, 16}));
  for (const StampTile& t : st.tiles) EXPECT_EQ(t.mask.angle(), 0xF6);

  LevelBuilder b(4, 1, 1);
  b.paint(st, 0, 0);
  EXPECT_EQ(b.level().masks().size(), 4u);
}

TEST(Shapes, FortyFiveDegreeSlopeIsOneTilePerSixteenPixels) {
  const Stamp st = makeSlope({32, 32, Rising::Right, Side::Floor});
  ASSERT_EQ(st.width, 2);
  ASSERT_EQ(st.height, 2);
  EXPECT_EQ(st.at(0, 1).mask.heights(), heights({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}));
  EXPECT_EQ(st.at(1, 0).mask.heights(), st.at(0, 1).mask.heights());
  EXPECT_TRUE(st.at(0, 0).mask.empty());
  EXPECT_TRUE(st.at(1, 1).mask.flagged());  // full: no usable angle
  EXPECT_EQ(st.at(0, 1).mask.angle(), 0xE0);
}

TEST(Shapes, MirroredSlopesMirrorHeights) {
  const Stamp right = makeSlope({16, 64, Rising::Right, Side::Floor});
  const Stamp left = makeSlope({16, 64, Rising::Left, Side::Floor});
  const Stamp ceiling = makeSlope({16, 64, Rising::Left, Side::Ceiling});
  for (int tx = 0; tx < 4; ++tx) {
    const HeightMask& r = right.at(tx, 0).mask;
    const HeightMask& l = left.at(3 - tx, 0).mask;
    const HeightMask& c = ceiling.at(tx, 0).mask;
    for (int col = 0; col < 16; ++col) {
      EXPECT_EQ(l.height(15 - col), r.height(col));
      EXPECT_EQ(c.height(col), r.height(col) == 16 ? 16 : -r.height(col));
    }
    EXPECT_EQ(l.angle(), 0x0A);
    EXPECT_EQ(c.angle(), 0x8A);  // the underside of the rising-right ramp
  }
}

TEST(Shapes, MirroringAStampMatchesGeneratingTheMirror) {
  const SlopeSpec s{24, 32, Rising::Right, Side::Floor};
  const Stamp left = makeSlope({24, 32, Rising::Left, Side::Floor});
  const Stamp flipped = mirroredX(makeSlope(s));
  for (std::size_t i = 0; i < left.tiles.size(); ++i) EXPECT_EQ(flipped.tiles[i].mask, left.tiles[i].mask) << i;
  const Stamp under = mirroredY(makeSlope({24, 32, Rising::Left, Side::Floor}));
  for (std::size_t i = 0; i < under.tiles.size(); ++i)
    EXPECT_EQ(under.tiles[i].mask, makeSlope({24, 32, Rising::Right, Side::Ceiling}).tiles[i].mask) << i;
  // $01 mirrored is -1 = $FF, the flag; a real angle must stay a real angle.
  Stamp nearlyFlat(1, 1);
  nearlyFlat.at(0, 0).mask = test::flat(8, 0x01);
  EXPECT_EQ(mirroredX(nearlyFlat).at(0, 0).mask.angle(), 0x00);
}

TEST(Shapes, BaseRaisesTheLowEnd) {
  const Stamp st = makeSlope({8, 16, Rising::Left, Side::Floor, 8});
  ASSERT_EQ(st.height, 1);
  EXPECT_EQ(st.at(0, 0).mask.height(0), 16);
  EXPECT_EQ(st.at(0, 0).mask.height(15), 8);
}

TEST(Shapes, EveryGeneratedTileIsExactInBothAxes) {
  // Widths are what the wall modes read: a steep tile must give exact rows too.
  auto check = [](const Stamp& st, const std::string& name) {
    for (int ty = 0; ty < st.height; ++ty)
      for (int tx = 0; tx < st.width; ++tx)
        for (int row = 0; row < 16; ++row)
          ASSERT_TRUE(st.at(tx, ty).mask.rowExact(row)) << name << " tile " << tx << "," << ty << " row " << row;
  };
  for (const SlopeSpec& s : manySlopes()) check(makeSlope(s), "slope " + std::to_string(s.rise) + "/" + std::to_string(s.run));
  for (const ArcSpec& a : manyArcs()) check(makeArc(a), "arc r" + std::to_string(a.radius));
}

// computeAngle rounds to multiples of 4 (the games' grid): a straight slope's
// tile is within half a grid step of the designers' byte for its tangent, plus
// the half step to which the exact byte holds the tangent and the fit's error
// on a sampled line (2.0 at worst since the fit reads columns and rows
// together; 2.57 when it read one axis).
TEST(Shapes, SlopeTilesAutoAngleWithinHalfAGridStepOfTheGeometry) {
  AngleCheck c;
  for (const SlopeSpec& s : manySlopes()) {
    checkAngles(makeSlope(s), "slope " + std::to_string(s.rise) + "/" + std::to_string(s.run), c);
  }
  EXPECT_GT(c.judged, 100);
  EXPECT_LE(c.worst, 2.5) << c.where;
}

std::string arcName(const ArcSpec& a) {
  return "arc r" + std::to_string(a.radius) + " quadrant " + std::to_string(int(a.quadrant)) + " side " +
         std::to_string(int(a.side));
}

// Arcs add their corner tiles (a few pixels of a curve, which computeAngle
// now reads rather than refuses) and tiles whose curve turns a lot: those may
// be a grid step off (64 of 528 more than 2.5 from the designers' byte when
// this was written); the rest are within half of one.
TEST(Shapes, ArcTilesAutoAngleWithinAGridStepOfTheGeometry) {
  AngleCheck c;
  for (const ArcSpec& a : manyArcs({48, 64, 72, 96, 128, 200})) checkAngles(makeArc(a), arcName(a), c);
  EXPECT_GT(c.judged, 200);
  EXPECT_LE(c.worst, 4.5) << c.where;
  EXPECT_LE(c.pastGrid * 8, c.judged) << c.pastGrid << " of " << c.judged << " tiles more than 2.5 off";
}

TEST(Shapes, SmallArcTilesTurnTooMuchForOneLineButStayClose) {
  // Radius 16 puts a whole quarter turn in one tile, 32 an eighth: no straight
  // fit can match the mid-tile tangent to a byte, but it must stay near it.
  AngleCheck c;
  for (const ArcSpec& a : manyArcs({16, 32})) checkAngles(makeArc(a), arcName(a), c);
  EXPECT_GT(c.judged, 16);
  EXPECT_LE(c.worst, 4) << c.where;
}

TEST(Shapes, ArcTileAnglesMatchTheTangentWhereTheyAreObvious) {
  // Bottom-right of a loop: floor at the bottom-left tile, right wall at the top-right one.
  const ArcSpec br{64, Quadrant::BottomRight, ArcSide::Inside};
  const Angle floorish = *arcTileAngle(br, 0, 3);
  const Angle wallish = *arcTileAngle(br, 3, 0);
  EXPECT_GE(floorish, 0xF0);
  EXPECT_LE(wallish, 0xC8);
  EXPECT_GE(wallish, 0xC0);
  // The top of a hill is flat, its right side a left-wall-mode slope going down.
  const ArcSpec hill{64, Quadrant::TopRight, ArcSide::Outside};
  EXPECT_LE(*arcTileAngle(hill, 0, 0), 0x08);
  EXPECT_GE(*arcTileAngle(hill, 3, 3), 0x38);
  EXPECT_FALSE(arcTileAngle(br, 0, 0).has_value());  // inside the circle: the arc misses it
  EXPECT_TRUE(makeArc(br).at(0, 0).mask.empty());
}

TEST(Shapes, FullLoopAnglesGoAllTheWayRound) {
  std::vector<int> angles;
  for (Quadrant q : {Quadrant::TopRight, Quadrant::TopLeft, Quadrant::BottomLeft, Quadrant::BottomRight}) {
    const Stamp st = makeArc({96, q, ArcSide::Inside});
    for (const StampTile& t : st.tiles)
      if (!t.mask.empty() && !t.mask.flagged()) angles.push_back(t.mask.angle());
  }
  std::sort(angles.begin(), angles.end());
  angles.erase(std::unique(angles.begin(), angles.end()), angles.end());
  ASSERT_GE(angles.size(), 16u);
  int widestGap = 256 - angles.back() + angles.front();
  for (std::size_t i = 1; i < angles.size(); ++i) widestGap = std::max(widestGap, angles[i] - angles[i - 1]);
  EXPECT_LE(widestGap, 16) << "a loop's tiles must turn through every direction";
}

TEST(Shapes, BuilderSharesMasksAcrossFlips) {
  LevelBuilder b(8, 4, 1);
  const Stamp up = makeSlope({16, 16, Rising::Right, Side::Floor});
  b.paint(up, 0, 0);
  b.paint(makeSlope({16, 16, Rising::Left, Side::Floor}), 1, 0);
  b.paint(makeSlope({16, 16, Rising::Right, Side::Ceiling}), 2, 0);
  b.paint(makeSlope({16, 16, Rising::Left, Side::Ceiling}), 3, 0);
  ASSERT_EQ(b.level().masks().size(), 1u);
  const Level& l = b.level();
  EXPECT_FALSE(l.tile(0, 0, 0).flipX() || l.tile(0, 0, 0).flipY());
  EXPECT_TRUE(l.tile(0, 1, 0).flipX() && !l.tile(0, 1, 0).flipY());
  // The ceiling climbing right is the floor climbing left upside down.
  EXPECT_TRUE(l.tile(0, 2, 0).flipX() && l.tile(0, 2, 0).flipY());
  EXPECT_TRUE(!l.tile(0, 3, 0).flipX() && l.tile(0, 3, 0).flipY());
  for (int tx = 0; tx < 4; ++tx) {
    const Angle want = slopeAngle({16, 16, tx % 2 ? Rising::Left : Rising::Right, tx < 2 ? Side::Floor : Side::Ceiling});
    EXPECT_EQ(tileAngle(l, l.tile(0, tx, 0)), want) << tx;
  }
  // Same heights, another angle: not the same mask.
  b.paint(Stamp{[&] {
            Stamp s = up;
            s.at(0, 0).mask.setAngle(0xE1);
            return s;
          }()},
          4, 0);
  EXPECT_EQ(b.level().masks().size(), 2u);
}

TEST(Shapes, BuilderComposesStampFlipsWithSharedFlips) {
  LevelBuilder b(2, 1, 1);
  const HeightMask seed = test::seedMask();
  b.intern(seed, false, false, Solidity::All);
  const Tile t = b.intern(seed.flippedX(), true, false, Solidity::TopOnly);
  EXPECT_FALSE(t.flipX());  // flipping a mirror image shows the original
  EXPECT_EQ(t.solidity(), Solidity::TopOnly);
  EXPECT_EQ(b.level().masks().size(), 1u);
}

TEST(Shapes, PaintKeepsTilesUnderEmptyStampTilesAndHonoursLayers) {
  LevelBuilder b(4, 4, 2);
  const Stamp thin = makeFlat(1, 4);
  b.paint(thin, 2, 2, kBothLayers);
  b.fill(0, 0, 1, 1, kBothLayers);
  // Inside a loop's quadrant the tile nearest the centre is all air: it must not erase.
  b.paint(makeArc({32, Quadrant::BottomRight, ArcSide::Inside}), 2, 2, kLayer1);
  const Level& l = b.level();
  EXPECT_EQ(l.mask(l.tile(1, 2, 2).maskIndex()), thin.at(0, 0).mask);
  EXPECT_FALSE(l.tile(1, 3, 3).empty());
  EXPECT_TRUE(l.tile(0, 3, 3).empty());  // layer 0 untouched
  b.clear(0, 0, 1, 1, kLayer0);
  EXPECT_TRUE(l.tile(0, 0, 0).empty());
  EXPECT_FALSE(l.tile(1, 0, 0).empty());
}

TEST(Shapes, LoopFloorMeetsTheGroundBelowIt) {
  // A loop of radius 64 whose bottom sits on ground at y = 128.
  LevelBuilder b(12, 12, 1);
  b.fill(0, 8, 12, 4);
  b.paint(makeArc({64, Quadrant::BottomLeft, ArcSide::Inside}), 2, 4);
  b.paint(makeArc({64, Quadrant::BottomRight, ArcSide::Inside}), 6, 4);
  for (int x : {70, 90, 95, 96, 100, 120}) {
    // The first row whose centre is on or outside the circle about (96, 64).
    int top = 64;
    const int dx2 = (2 * (x - 96) + 1) * (2 * (x - 96) + 1);
    while (top < 128 && dx2 + (2 * (top - 64) + 1) * (2 * (top - 64) + 1) < 4 * 64 * 64) ++top;
    const SensorResult r = castSensor(b.level(), 0, Dir::Down, x, 116, Sees::Top);
    ASSERT_TRUE(r.found) << x;
    EXPECT_EQ(116 + r.distance, top - 1) << x;  // the last free row above the surface
  }
  // Halfway up the right side the surface is close to vertical, seen by a wall sensor.
  const SensorResult wall = castSensor(b.level(), 0, Dir::Right, 140, 64 + 40, Sees::Sides);
  ASSERT_TRUE(wall.found);
  EXPECT_EQ(modeForAngle(wall.angle), Mode::RightWall);
}

}  // namespace solidtile
