// Sonic 2's plane switchers (s2.asm, Obj03) as the level's path switchers: a
// vertical one (Obj03_MainX) is crossed by the player's x, a horizontal one
// (subtype bit 2, Obj03_MainY) by its y, each within its size of the line.
#include <gtest/gtest.h>

#include "level_builder.h"
#include "solidtile/level/level.h"
#include "solidtile/sonic/player.h"
#include "solidtile/sonic/step_record.h"

namespace solidtile {
namespace {

// Obj03 at ($140, $190) with subtype $0C: bit 2 horizontal, bit 3 the
// secondary path below, bits 0-1 = 0: radius $20 (word_1FD68), so the
// columns $120..$15F (blt x - radius is inside, bge x + radius is outside).
constexpr int kLineY = 0x190, kX = 0x140, kRadius = 0x20;

Level emptyLevelWithSwitcher(bool groundOnly) {
  Level level(64, 64, 2);
  level.switchers.push_back(horizontalSwitcher(kLineY, kX - kRadius, kX + kRadius - 1, 0, 1, groundOnly));
  return level;
}

// Falls from above the line at column x; the frame whose step takes the
// centre from row $18F or less to $190 or more is the one that switches.
struct Fall {
  int framesBefore = 0;  // frames stepped with the centre above the line after them
  bool switchedOnCrossing = false;
  int pathAfter = 0;
};

Fall fallThrough(const Level& level, int x) {
  const PlayerConfig cfg = defaultPlayerConfig();
  PlayerState s = spawnPlayer(cfg, x, kLineY - 40);
  StepRecord rec;
  Fall f;
  for (int i = 0; i < 60 && test::px(s.y) < kLineY + 20; ++i) {
    const int before = test::px(s.y);
    stepPlayer(s, level, cfg, 0, &rec);
    const int after = test::px(s.y);
    if (after < kLineY) {
      ++f.framesBefore;
      EXPECT_EQ(s.path, 0) << "still above the line at row " << after;
    } else if (before < kLineY) {
      f.switchedOnCrossing = rec.has(EventKind::PathSwitched);
    }
  }
  f.pathAfter = s.path;
  return f;
}

TEST(HorizontalPathSwitcher, FallingThroughItsRowTakesThePathBelowOnTheCrossingFrame) {
  const Level level = emptyLevelWithSwitcher(false);
  const Fall f = fallThrough(level, kX);
  EXPECT_GT(f.framesBefore, 0);
  EXPECT_TRUE(f.switchedOnCrossing);
  EXPECT_EQ(f.pathAfter, 1);
}

TEST(HorizontalPathSwitcher, SwitchesFromXMinusRadiusUpToXPlusRadiusMinusOne) {
  const Level level = emptyLevelWithSwitcher(false);
  EXPECT_EQ(fallThrough(level, kX - kRadius).pathAfter, 1) << "x - $20 is inside (blt)";
  EXPECT_EQ(fallThrough(level, kX + kRadius - 1).pathAfter, 1);
  EXPECT_EQ(fallThrough(level, kX + kRadius).pathAfter, 0) << "x + $20 is outside (bge)";
  EXPECT_EQ(fallThrough(level, kX - kRadius - 1).pathAfter, 0);
}

TEST(HorizontalPathSwitcher, GroundOnlyIgnoresAPlayerInTheAir) {
  const Level level = emptyLevelWithSwitcher(true);  // subtype bit 7
  EXPECT_EQ(fallThrough(level, kX).pathAfter, 0);
}

TEST(HorizontalPathSwitcher, RisingThroughItTakesThePathAbove) {
  Level level(64, 64, 2);
  // Subtype $14: bit 4, the secondary path above; the primary below.
  level.switchers.push_back(horizontalSwitcher(kLineY, kX - kRadius, kX + kRadius - 1, 1, 0, false));
  const PlayerConfig cfg = defaultPlayerConfig();
  PlayerState s = spawnPlayer(cfg, kX, kLineY + 10);
  s.ysp = -0x600;
  StepRecord rec;
  bool crossed = false;
  for (int i = 0; i < 10 && !crossed; ++i) {
    const int before = test::px(s.y);
    stepPlayer(s, level, cfg, 0, &rec);
    crossed = before >= kLineY && test::px(s.y) < kLineY;
    EXPECT_EQ(s.path, crossed ? 1 : 0) << "frame " << i << " row " << test::px(s.y);
  }
  EXPECT_TRUE(crossed);
  EXPECT_TRUE(rec.has(EventKind::PathSwitched));
}

TEST(HorizontalPathSwitcher, MovingAlongItsRowSwitchesNothing) {
  // A vertical switcher's rule would switch a player running across x = $190;
  // the horizontal one on row $190 must not.
  test::LevelBuilder b(64, 64, 2);
  b.ground(0x200);
  b.fill(0, 0x200 / 16, 63, 63, b.full, Solidity::All, false, false, 1);
  b.level.switchers.push_back(horizontalSwitcher(0x190, 0, 0x3FF, 0, 1, false));
  const PlayerConfig cfg = defaultPlayerConfig();
  PlayerState s = test::standing(cfg, 0x150, 0x200 - 20);
  for (int i = 0; i < 90; ++i) stepPlayer(s, b.level, cfg, input::kRight);
  EXPECT_GT(test::px(s.x), 0x1A0);
  EXPECT_EQ(s.path, 0);
}

}  // namespace
}  // namespace solidtile
