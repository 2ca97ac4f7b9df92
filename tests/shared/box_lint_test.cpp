#include "box_lint.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace solidtile::lint {
namespace {

// Masks by their column heights: index 0 full, the rest added per test.
struct Builder {
  Level level{20, 12, 1};
  Builder() { mask(HeightMask::Heights{16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16}); }
  int mask(const HeightMask::Heights& h) { return level.addMask(*HeightMask::fromHeights(h, 0)); }
  int flat(int height) {
    HeightMask::Heights h{};
    h.fill(static_cast<std::int8_t>(height));
    return mask(h);
  }
  // Linear from `left` at column 0 to `right` at column 15, as a slope stamp would cut it.
  int slope(int left, int right) {
    HeightMask::Heights h{};
    for (int c = 0; c < 16; ++c) h[static_cast<std::size_t>(c)] = static_cast<std::int8_t>(left + (right - left) * (2 * c + 1) / 32 + (right > left ? 1 : 0));
    const int m = mask(h);
    level.setMaskEdges(m, {static_cast<std::int8_t>(left), static_cast<std::int8_t>(right)});
    return m;
  }
  void put(int x, int y, int m, Solidity s = Solidity::All) { level.setTile(0, x, y, Tile::make(m, false, false, s)); }
  void floor(int x0, int x1, int y) {
    for (int x = x0; x <= x1; ++x) put(x, y, 0);
  }
};

std::vector<BoxLintIssue> only(const std::vector<BoxLintIssue>& all, BoxLintIssue::Kind k) {
  std::vector<BoxLintIssue> out;
  std::copy_if(all.begin(), all.end(), std::back_inserter(out), [&](const BoxLintIssue& i) { return i.kind == k; });
  return out;
}

TEST(BoxLint, AFlatFloorIsClean) {
  Builder b;
  b.floor(0, 19, 10);
  b.floor(0, 19, 11);
  EXPECT_TRUE(lintBoxLevel(b.level, defaultBoxConfig()).empty());
}

TEST(BoxLint, JumpReachFollowsTheConfig) {
  // 5 px/frame up, 0.25 px/frame^2: 19 rising frames, sum of 5 - k/4 for k = 1..19 = 47.5 px.
  const JumpReach j = jumpReach(defaultBoxConfig());
  EXPECT_EQ(j.frames, 19);
  EXPECT_EQ(j.height, 12160);
  BoxConfig c;
  c.jumpSpeed = 512;
  c.gravity = 256;
  EXPECT_EQ(jumpReach(c).height, 256);  // 2 px, then 1 px: the second frame's vy is 0
}

TEST(BoxLint, SteepSlopeAgainstTopSpeedAndM) {
  Builder b;
  b.floor(0, 19, 11);
  const int steep = b.slope(0, 16);  // 1:1
  b.put(5, 10, steep);
  b.put(6, 10, 0);
  b.put(7, 10, steep);
  BoxConfig cfg = defaultBoxConfig();  // 2 px/frame x 1 = 2 px < M = 4
  EXPECT_TRUE(only(lintBoxLevel(b.level, cfg), BoxLintIssue::SteepForSpeed).empty());
  cfg.walkSpeed = 4 * 256;  // 4 px a frame down a 1:1 slope: exactly M, the box leaves the ground
  auto steepOnes = only(lintBoxLevel(b.level, cfg), BoxLintIssue::SteepForSpeed);
  ASSERT_EQ(steepOnes.size(), 1u);  // one per mask, at its first use
  EXPECT_EQ(steepOnes[0].tx, 5);
  EXPECT_EQ(steepOnes[0].ty, 10);
  EXPECT_NE(steepOnes[0].message.find("2 tiles"), std::string::npos) << steepOnes[0].message;
  cfg.walkSpeed = 4 * 256 - 1;
  EXPECT_TRUE(only(lintBoxLevel(b.level, cfg), BoxLintIssue::SteepForSpeed).empty());
  // 1:4 at 15 px/frame stays under M (seed 001: 3.75 px), 16 leaves (4 px).
  Builder q;
  q.floor(0, 19, 11);
  q.put(3, 10, q.slope(16, 12));
  cfg.slopeMode = SlopeMode::Linear;
  cfg.walkSpeed = 15 * 256;
  EXPECT_TRUE(only(lintBoxLevel(q.level, cfg), BoxLintIssue::SteepForSpeed).empty());
  cfg.walkSpeed = 16 * 256;
  EXPECT_EQ(only(lintBoxLevel(q.level, cfg), BoxLintIssue::SteepForSpeed).size(), 1u);
}

TEST(BoxLint, DropsSmallerThanM) {
  Builder b;
  b.floor(0, 19, 11);
  b.floor(0, 4, 10);
  const int three = b.flat(13);  // 3 px lower than the full tiles: snaps
  const int four = b.flat(12);   // 4 px lower: falls, as 001 wants
  b.put(5, 10, three);
  b.put(6, 10, three);
  b.put(7, 10, four);
  b.put(8, 10, 0);
  const auto drops = only(lintBoxLevel(b.level, defaultBoxConfig()), BoxLintIssue::SmallDrop);
  // 3 px off the full tiles onto 5, 1 px from 6 onto 7; 7 -> 8 climbs, and 8 -> 7 leftwards is 4 px: a fall.
  ASSERT_EQ(drops.size(), 2u);
  EXPECT_EQ(drops[0].tx, 4);
  EXPECT_EQ(drops[0].ty, 10);
  EXPECT_NE(drops[0].message.find("a drop of 3 px at the right edge"), std::string::npos) << drops[0].message;
  EXPECT_EQ(drops[1].tx, 6);
  EXPECT_NE(drops[1].message.find("a drop of 1 px"), std::string::npos) << drops[1].message;
  // A larger M catches the 4 px drop off tile 8's left edge too.
  BoxConfig cfg = defaultBoxConfig();
  cfg.snapMargin = 5 * 256;
  EXPECT_EQ(only(lintBoxLevel(b.level, cfg), BoxLintIssue::SmallDrop).size(), 3u);
}

TEST(BoxLint, ADropIntoTheRowBelow) {
  // 001's pair of pieces 16 -> 8 beside a gap: an 8 px step onto the floor below.
  Builder b;
  b.floor(0, 19, 11);
  b.floor(0, 3, 10);
  b.put(4, 10, b.slope(16, 8));
  BoxConfig cfg = defaultBoxConfig();
  EXPECT_TRUE(only(lintBoxLevel(b.level, cfg), BoxLintIssue::SmallDrop).empty());
  cfg.snapMargin = 9 * 256;
  cfg.slopeMode = SlopeMode::Linear;
  const auto drops = only(lintBoxLevel(b.level, cfg), BoxLintIssue::SmallDrop);
  ASSERT_EQ(drops.size(), 1u);
  EXPECT_EQ(drops[0].tx, 4);
  EXPECT_NE(drops[0].message.find("8 px"), std::string::npos) << drops[0].message;
}

TEST(BoxLint, SlopeRunsEndingMidway) {
  Builder b;
  b.floor(0, 19, 11);
  // A whole 1:4 run (0 -> 16 over 4 tiles) ...
  for (int k = 0; k < 4; ++k) b.put(2 + k, 10, b.slope(4 * k, 4 * k + 4));
  b.put(6, 10, 0);
  BoxConfig cfg = defaultBoxConfig();
  cfg.slopeMode = SlopeMode::Linear;
  EXPECT_TRUE(only(lintBoxLevel(b.level, cfg), BoxLintIssue::SlopeEndsMidway).empty());
  // ... and one cut after its second piece: it stops at 8 px.
  b.put(10, 10, b.slope(0, 4));
  b.put(11, 10, b.slope(4, 8));
  const auto ends = only(lintBoxLevel(b.level, cfg), BoxLintIssue::SlopeEndsMidway);
  ASSERT_EQ(ends.size(), 1u);
  EXPECT_EQ(ends[0].tx, 11);
  EXPECT_NE(ends[0].message.find("right edge"), std::string::npos);
  // In column mode the same run reads from the pixel columns; still one finding.
  EXPECT_EQ(only(lintBoxLevel(b.level, defaultBoxConfig()), BoxLintIssue::SlopeEndsMidway).size(), 1u);
}

TEST(BoxLint, SlopesNeedASolidTileUnderThem) {
  Builder b;
  b.floor(0, 19, 11);
  const int up = b.slope(0, 16);
  b.put(3, 10, up);  // on the floor: fine
  b.put(8, 6, up);   // floating: a box walking in row 6-7 enters it
  b.put(9, 6, 0);
  b.put(12, 6, up, Solidity::TopOnly);  // one-way: the body passes anyway
  b.put(12, 7, 0);
  const auto found = only(lintBoxLevel(b.level, defaultBoxConfig()), BoxLintIssue::SlopeWithoutSupport);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].tx, 8);
  EXPECT_EQ(found[0].ty, 6);
  b.put(8, 7, b.flat(16) /* a second full mask still counts */);
  EXPECT_TRUE(only(lintBoxLevel(b.level, defaultBoxConfig()), BoxLintIssue::SlopeWithoutSupport).empty());
}

TEST(BoxLint, OneWayPlatformsWithinTheJump) {
  Builder b;
  b.floor(0, 19, 11);  // surface y = 176
  // 47.5 px of jump: a platform 3 tiles up (surface 128, 48 px) is out of reach, 2 tiles (32 px) in.
  b.put(4, 9, 0, Solidity::TopOnly);
  b.put(5, 9, 0, Solidity::TopOnly);
  b.put(12, 8, 0, Solidity::TopOnly);
  b.put(13, 8, 0, Solidity::TopOnly);
  const auto far = only(lintBoxLevel(b.level, defaultBoxConfig()), BoxLintIssue::UnreachablePlatform);
  ASSERT_EQ(far.size(), 1u);  // one per run
  EXPECT_EQ(far[0].tx, 12);
  EXPECT_EQ(far[0].ty, 8);
  EXPECT_NE(far[0].message.find("47.50 px"), std::string::npos) << far[0].message;
  // A stepping stone within reach of both makes it reachable.
  b.put(15, 9, 0, Solidity::TopOnly);
  EXPECT_TRUE(only(lintBoxLevel(b.level, defaultBoxConfig()), BoxLintIssue::UnreachablePlatform).empty());
  // A stronger jump reaches it directly.
  b.level.setTile(0, 15, 9, Tile{});
  BoxConfig cfg = defaultBoxConfig();
  cfg.jumpSpeed = 6 * 256;
  EXPECT_TRUE(only(lintBoxLevel(b.level, cfg), BoxLintIssue::UnreachablePlatform).empty());
}

TEST(BoxLint, OneWayObjectsAreCheckedAtEveryWaypoint) {
  Builder b;
  b.floor(0, 19, 11);
  SolidObject o;
  o.w = 32;
  o.h = 8;
  o.topOnly = true;
  o.speed = 256;
  o.path = {{100, 60}, {100, 20}};  // 116 and 156 px above the floor
  b.level.objects.push_back(o);
  const auto found = only(lintBoxLevel(b.level, defaultBoxConfig()), BoxLintIssue::UnreachablePlatform);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].object, 0);
  EXPECT_EQ(found[0].layer, -1);
  o.path.push_back({100, 140});  // comes down to 36 px above the floor
  b.level.objects.set(0, o);
  EXPECT_TRUE(only(lintBoxLevel(b.level, defaultBoxConfig()), BoxLintIssue::UnreachablePlatform).empty());
}

TEST(BoxLint, TheLimitStopsTheList) {
  Builder b;
  const int up = b.slope(0, 16);
  for (int x = 0; x < 20; ++x) b.put(x, 3, up);
  EXPECT_EQ(lintBoxLevel(b.level, defaultBoxConfig(), 7).size(), 7u);
}

}  // namespace
}  // namespace solidtile::lint
