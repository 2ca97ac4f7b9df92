// Sonic 1's loop chunks (Sonic_Loops, s1disasm "_incObj/Sonic Loops.asm"):
// every number below is the routine's own ($2C, $E0, $80, the chunk's 256 px).
#include <gtest/gtest.h>

#include "level_builder.h"
#include "solidtile/level/loops.h"
#include "solidtile/sonic/player.h"

namespace solidtile {
namespace {

using test::LevelBuilder;
using test::standing;

constexpr std::uint8_t kHigh = 0, kLow = 1;
const LoopRegion kLoop{512, 256, false};
const LoopRegion kLoop2{768, 256, true};  // the zone's second loop chunk (Star Light's $B4)

std::uint8_t pathAt(const LoopRegion* r, int within, Angle angle, std::uint8_t path, bool airborne = false) {
  return sonic1LoopPath(r, (r ? r->x : 0) + within, angle, airborne, path);
}

TEST(Sonic1Loops, TheRuleNumbersAreTheRoutinesOwn) {
  EXPECT_EQ(LoopRule::kSize, 256);
  EXPECT_EQ(LoopRule::kHighBelow, 0x2C);
  EXPECT_EQ(LoopRule::kLowFrom, 0xE0);
  EXPECT_EQ(LoopRule::kUpsideDown, 0x80);
}

TEST(Sonic1Loops, LeftOf2CIsTheHighPathWhateverTheAngle) {
  for (const Angle a : {Angle{0}, Angle{0x40}, Angle{0x80}, Angle{0xC0}}) {
    EXPECT_EQ(pathAt(&kLoop, 0x00, a, kLow), kHigh);
    EXPECT_EQ(pathAt(&kLoop, 0x2B, a, kLow), kHigh) << int{a};
  }
  // At $2C the angle decides: a floor angle of $40 takes the high path low.
  EXPECT_EQ(pathAt(&kLoop, 0x2C, 0x40, kHigh), kLow);
  EXPECT_EQ(pathAt(&kLoop, 0x2C, 0x00, kHigh), kHigh);
}

TEST(Sonic1Loops, FromE0IsTheLowPathWhateverTheAngle) {
  for (const Angle a : {Angle{0}, Angle{0x40}, Angle{0x81}, Angle{0xC0}}) {
    EXPECT_EQ(pathAt(&kLoop, 0xE0, a, kHigh), kLow) << int{a};
    EXPECT_EQ(pathAt(&kLoop, 0xFF, a, kHigh), kLow) << int{a};
  }
  // At $DF the angle decides: flat ground keeps the high path.
  EXPECT_EQ(pathAt(&kLoop, 0xDF, 0x00, kHigh), kHigh);
  EXPECT_EQ(pathAt(&kLoop, 0xDF, 0xC0, kLow), kHigh);
}

TEST(Sonic1Loops, OnTheHighPathAnglesOneTo80GoLow) {
  EXPECT_EQ(pathAt(&kLoop, 0x80, 0x00, kHigh), kHigh) << "angle 0 stays (beq .done)";
  EXPECT_EQ(pathAt(&kLoop, 0x80, 0x01, kHigh), kLow);
  EXPECT_EQ(pathAt(&kLoop, 0x80, 0x80, kHigh), kLow) << "$80 is not above $80 (bhi)";
  EXPECT_EQ(pathAt(&kLoop, 0x80, 0x81, kHigh), kHigh);
  EXPECT_EQ(pathAt(&kLoop, 0x80, 0xFF, kHigh), kHigh);
}

TEST(Sonic1Loops, OnTheLowPathAnglesAbove80GoHigh) {
  EXPECT_EQ(pathAt(&kLoop, 0x80, 0x00, kLow), kLow);
  EXPECT_EQ(pathAt(&kLoop, 0x80, 0x80, kLow), kLow) << "$80 is upright enough (bls)";
  EXPECT_EQ(pathAt(&kLoop, 0x80, 0x81, kLow), kHigh);
  EXPECT_EQ(pathAt(&kLoop, 0x80, 0xFF, kLow), kHigh);
}

TEST(Sonic1Loops, OutsideEveryRegionIsTheHighPath) {
  EXPECT_EQ(sonic1LoopPath(nullptr, 0xF0, 0x40, false, kLow), kHigh);
  EXPECT_EQ(sonic1LoopPath(nullptr, 0xF0, 0x40, true, kLow), kHigh);
}

TEST(Sonic1Loops, TheSecondLoopChunkSendsAPlayerInTheAirHigh) {
  EXPECT_EQ(pathAt(&kLoop2, 0xF0, 0x00, kLow, true), kHigh);
  EXPECT_EQ(pathAt(&kLoop2, 0xF0, 0x00, kHigh, false), kLow) << "on the ground the position rule applies";
  EXPECT_EQ(pathAt(&kLoop, 0xF0, 0x00, kHigh, true), kLow) << "the first loop chunk applies it in the air too";
}

TEST(Sonic1Loops, TheLevelFindsTheRegionOfAPixel) {
  Level level(64, 32, 2);
  level.loops = {kLoop, kLoop2};
  EXPECT_EQ(level.loopAt(512, 256), &level.loops[0]);
  EXPECT_EQ(level.loopAt(767, 511), &level.loops[0]);
  EXPECT_EQ(level.loopAt(768, 300), &level.loops[1]);
  EXPECT_EQ(level.loopAt(511, 300), nullptr);
  EXPECT_EQ(level.loopAt(600, 512), nullptr);
  EXPECT_EQ(level.loopAt(-200, 300), nullptr);
  EXPECT_EQ(level.loopAt(600, -1), nullptr);
}

// A two-layer level: ground on both layers, except that the low layer has
// none under the loop region's right part.
LevelBuilder loopLevel() {
  LevelBuilder b(64, 32, 2);
  b.fill(0, 30, 63, 31, b.full, Solidity::All, false, false, 0);
  b.fill(0, 30, 39, 31, b.full, Solidity::All, false, false, 1);
  b.level.loops.push_back({512, 256, false});
  return b;
}

const PlayerConfig kLoopsSonic1 = defaultPlayerConfig(Profile::Sonic1);

TEST(Sonic1Loops, TheSonic1ProfilePicksThePathAtTheEndOfTheFrame) {
  EXPECT_TRUE(kLoopsSonic1.loopRegions);
  LevelBuilder b = loopLevel();
  PlayerState s = standing(kLoopsSonic1, 512 + 0xE0, 480 - 20);
  StepRecord rec;
  stepPlayer(s, b.level, kLoopsSonic1, 0, &rec);
  EXPECT_EQ(s.path, kLow);
  EXPECT_FALSE(s.airborne) << "this frame's casts read the high path, which has ground";
  bool switched = false;
  for (int i = 0; i < rec.eventCount; ++i) {
    if (rec.events[i].kind == EventKind::PathSwitched) switched = rec.events[i].a == kHigh && rec.events[i].b == kLow;
  }
  EXPECT_TRUE(switched);
  stepPlayer(s, b.level, kLoopsSonic1, 0);
  EXPECT_TRUE(s.airborne) << "the next frame reads the low path, which has none here";
}

TEST(Sonic1Loops, OutsideTheRegionsTheSonic1ProfileReturnsToTheHighPath) {
  LevelBuilder b = loopLevel();
  PlayerState s = standing(kLoopsSonic1, 200, 480 - 20);
  s.path = kLow;
  stepPlayer(s, b.level, kLoopsSonic1, 0);
  EXPECT_EQ(s.path, kHigh);
}

TEST(Sonic1Loops, OtherProfilesAndLevelsWithoutLoopsLeaveThePathAlone) {
  for (const Profile p : {Profile::Guide, Profile::Sonic2, Profile::Sonic3K}) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    EXPECT_FALSE(cfg.loopRegions) << profileName(p);
    LevelBuilder b = loopLevel();
    PlayerState s = standing(cfg, 512 + 0xE0, 480 - 20);
    stepPlayer(s, b.level, cfg, 0);
    EXPECT_EQ(s.path, kHigh) << profileName(p);
  }
  LevelBuilder b = loopLevel();
  b.level.loops.clear();
  PlayerState s = standing(kLoopsSonic1, 200, 480 - 20);
  s.path = kLow;
  stepPlayer(s, b.level, kLoopsSonic1, 0);
  EXPECT_EQ(s.path, kLow) << "a level without loop regions keeps the path its switchers set";
}

}  // namespace
}  // namespace solidtile
