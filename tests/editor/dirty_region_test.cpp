#include "model/dirty_region.h"

#include <gtest/gtest.h>

#include <random>
#include <vector>

namespace solidtile::editor {
namespace {

constexpr ScreenRect kWindow{0, 0, 100, 80};

long long totalArea(const std::vector<ScreenRect>& rects) {
  long long a = 0;
  for (const ScreenRect& r : rects) a += r.area();
  return a;
}

// Every pixel of `want` is covered exactly once and nothing else is.
void expectExactCover(const std::vector<ScreenRect>& rects, const std::vector<ScreenRect>& want) {
  for (int y = kWindow.y0; y < kWindow.y1; ++y) {
    for (int x = kWindow.x0; x < kWindow.x1; ++x) {
      const ScreenRect px{x, y, x + 1, y + 1};
      int covered = 0;
      for (const ScreenRect& r : rects) covered += r.intersects(px) ? 1 : 0;
      bool wanted = false;
      for (const ScreenRect& r : want) wanted = wanted || r.intersects(px);
      ASSERT_EQ(covered, wanted ? 1 : 0) << "pixel " << x << "," << y;
    }
  }
}

FrameLayer layer(std::uint64_t id, std::uint64_t hash, ScreenRect r) {
  FrameLayer l;
  l.id = id;
  l.hash = hash;
  l.rect = r;
  return l;
}

std::vector<FrameLayer> panels() {
  return {layer(1, 11, {0, 0, 100, 10}), layer(2, 22, {0, 10, 30, 80}), layer(3, 33, {30, 10, 100, 80})};
}

TEST(DirtyRegion, TheFirstFrameIsDrawnWhole) {
  DirtyRegion d;
  EXPECT_EQ(d.update(panels(), kWindow), std::vector<ScreenRect>{kWindow});
}

TEST(DirtyRegion, NothingChangedDrawsNothing) {
  DirtyRegion d;
  d.update(panels(), kWindow);
  EXPECT_TRUE(d.update(panels(), kWindow).empty());
}

TEST(DirtyRegion, AChangedLayerRedrawsItsPixelsOnly) {
  DirtyRegion d;
  d.update(panels(), kWindow);
  auto next = panels();
  next[1].hash = 23;
  EXPECT_EQ(d.update(next, kWindow), std::vector<ScreenRect>{next[1].rect});
}

TEST(DirtyRegion, ALayerThatKnowsItsDamageRedrawsOnlyThat) {
  DirtyRegion d;
  d.update(panels(), kWindow);
  auto next = panels();
  next[2].hash = 34;
  next[2].since = 33;
  next[2].damage = {40, 40, 50, 50};
  EXPECT_EQ(d.update(next, kWindow), (std::vector<ScreenRect>{{40, 40, 50, 50}}));
  // Damage counted from a picture that is not last frame's is not trusted.
  auto later = next;
  later[2].hash = 35;
  later[2].since = 33;
  EXPECT_EQ(d.update(later, kWindow), std::vector<ScreenRect>{later[2].rect});
  // Nor when the layer moved.
  auto moved = later;
  moved[2].hash = 36;
  moved[2].since = 35;
  moved[2].rect = {31, 10, 100, 80};
  expectExactCover(d.update(moved, kWindow), {later[2].rect});
}

TEST(DirtyRegion, AMovedLayerRedrawsWhereItWasAndWhereItIs) {
  DirtyRegion d;
  std::vector<FrameLayer> a{layer(7, 1, {10, 10, 20, 20})};
  d.update(a, kWindow);
  std::vector<FrameLayer> b{layer(7, 1, {15, 15, 25, 25})};
  const auto rects = d.update(b, kWindow);
  expectExactCover(rects, {a[0].rect, b[0].rect});
  EXPECT_EQ(totalArea(rects), 100 + 100 - 25);
}

TEST(DirtyRegion, ReorderedOrVanishedLayersRedrawTheirPixels) {
  DirtyRegion d;
  d.update(panels(), kWindow);
  auto swapped = panels();
  std::swap(swapped[1], swapped[2]);
  expectExactCover(d.update(swapped, kWindow), {{0, 10, 100, 80}});
  d.update(panels(), kWindow);
  auto fewer = panels();
  fewer.pop_back();
  EXPECT_EQ(d.update(fewer, kWindow), std::vector<ScreenRect>{panels()[2].rect});
}

TEST(DirtyRegion, ANewSizeOrAResetRedrawsEverything) {
  DirtyRegion d;
  d.update(panels(), kWindow);
  const ScreenRect bigger{0, 0, 120, 90};
  EXPECT_EQ(d.update(panels(), bigger), std::vector<ScreenRect>{bigger});
  d.reset();
  EXPECT_EQ(d.update(panels(), bigger), std::vector<ScreenRect>{bigger});
}

TEST(DirtyRegion, RectanglesStayInsideTheWindow) {
  DirtyRegion d;
  d.update({layer(1, 1, {-50, -50, 10, 10})}, kWindow);
  EXPECT_EQ(d.update({layer(1, 2, {-50, -50, 10, 10})}, kWindow), (std::vector<ScreenRect>{{0, 0, 10, 10}}));
}

TEST(DirtyRegion, ManyScatteredChangesBecomeOneBoundingBox) {
  DirtyRegion d;
  std::vector<FrameLayer> dots;
  for (int i = 0; i < 40; ++i) dots.push_back(layer(static_cast<std::uint64_t>(i), 0, {i * 2, i, i * 2 + 1, i + 1}));
  d.update(dots, kWindow);
  for (auto& l : dots) l.hash = 1;
  EXPECT_EQ(d.update(dots, kWindow), (std::vector<ScreenRect>{{0, 0, 79, 40}}));
}

TEST(AddDirtyRect, OverlapsAreSplitSoEveryPixelIsDrawnOnce) {
  std::mt19937 rng(15);
  std::uniform_int_distribution<int> coord(0, 60);
  for (int round = 0; round < 200; ++round) {
    std::vector<ScreenRect> rects, added;
    for (int i = 0; i < 5; ++i) {
      const int x = coord(rng), y = coord(rng);
      const ScreenRect r{x, y, x + 1 + coord(rng) / 2, std::min(80, y + 1 + coord(rng) / 3)};
      added.push_back(r);
      addDirtyRect(rects, r);
    }
    expectExactCover(rects, added);
  }
}

TEST(Subtract, LeavesAtMostFourPiecesAroundTheCut) {
  std::vector<ScreenRect> out;
  subtract({0, 0, 10, 10}, {3, 3, 6, 6}, out);
  EXPECT_EQ(out.size(), 4u);
  EXPECT_EQ(totalArea(out), 100 - 9);
  out.clear();
  subtract({0, 0, 10, 10}, {-5, -5, 20, 20}, out);
  EXPECT_TRUE(out.empty());
  subtract({0, 0, 10, 10}, {20, 20, 30, 30}, out);
  EXPECT_EQ(out, (std::vector<ScreenRect>{{0, 0, 10, 10}}));
}

TEST(LayerHash, DependsOnEveryByteAndTheLength) {
  const unsigned char a[11] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
  unsigned char b[11] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
  LayerHash ha, hb;
  ha.add(a, sizeof a);
  hb.add(b, sizeof b);
  EXPECT_EQ(ha.value(), hb.value());
  for (std::size_t i = 0; i < sizeof b; ++i) {
    b[i] ^= 0x40;
    LayerHash h;
    h.add(b, sizeof b);
    EXPECT_NE(h.value(), ha.value()) << "byte " << i;
    b[i] ^= 0x40;
  }
  LayerHash shorter;
  shorter.add(a, 10);
  EXPECT_NE(shorter.value(), ha.value());
  const unsigned char zeros[16] = {};
  LayerHash z8, z16;
  z8.add(zeros, 8);
  z16.add(zeros, 16);
  EXPECT_NE(z8.value(), z16.value());
}

}  // namespace
}  // namespace solidtile::editor
