// Collapsing ledges and floors against the Sonic player (sonic/collapse.h):
// Sonic 1's Obj1A ("_incObj/1A Collapsing Ledge (part 1).asm", Ledge_Fragment
// and CFlo_Data1 in sonic.asm) and Obj53 ("_incObj/53 Collapsing Floors.asm",
// CFlo_Data2/3); each number quoted from the disassembly.
#include <gtest/gtest.h>

#include <vector>

#include "../support/collapse_object.h"
#include "level_builder.h"
#include "object_level.h"
#include "slot_stepper.h"
#include "solidtile/input.h"
#include "solidtile/level/object_state.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace {

constexpr int kCollapseLeft = 320, kCollapseTop = 400, kCollapseWidth = 64, kCollapseGround = 448;

SolidObject collapse(int delay = CollapseTiming::kDelay, int hold = CollapseTiming::kHold, bool topOnly = true) {
  return collapseObject(kCollapseLeft, kCollapseTop, kCollapseWidth, 16, topOnly, delay, hold);
}

// Ground at y 448 with a pit from x 256 to 447 under the collapse, down to the bottom.
Level pitUnder(std::vector<SolidObject> objects) {
  LevelBuilder b(64, 32);
  b.ground(kCollapseGround);
  for (int ty = kCollapseGround / 16; ty < b.level.height(); ++ty)
    for (int tx = 256 / 16; tx < 448 / 16; ++tx) b.level.setTile(0, tx, ty, Tile{});
  b.level.objects.assign(std::move(objects));
  return b.level;
}

using CollapseStepper = SlotStepper;

TEST(SonicCollapse, OnlyStatefulObjectsGetASlot) {
  const Level l = pitUnder({box(0, 0, 16, 16), collapse(), box(64, 0, 16, 16), collapse()});
  EXPECT_EQ(l.objects.slotCount(), 2u);
  EXPECT_EQ(l.objects.slotOf(0), -1);
  EXPECT_EQ(l.objects.slotOf(1), 0);
  EXPECT_EQ(l.objects.slotOf(3), 1);
  EXPECT_EQ(sizeof(ObjectSlot), 4u);  // a slot is one frame number
}

// Ledge_Main: "move.b #7,ledge_timedelay(a0)". Routine 4 (Ledge_Collapse) runs
// from the frame after the landing: "subq.b #1,ledge_timedelay(a0)" 7 times,
// then at 0 loc_847A breaks it up, the ledge itself the first fragment with
// CFlo_Data1's first byte, $1C; loc_82D0 counts that down under the standing
// player and at 0 "bclr #3,obStatus(a1)" drops him: landed at L, counting from
// L + 1, broken up at L + 8, let go at L + 8 + $1C. Sonic 2's Obj1F_Main and
// S&K's loc_1DEB2 test the stood-on flag before setting it: the flag at L + 1,
// the counts from L + 2, the break at L + 9; S&K's sub_1DF18 lets go with
// "bset #Status_InAir,status(a1)".
TEST(SonicCollapse, TheLedgeBreaksUpSevenCountsAfterItWasStoodOnAndHoldsThePlayerFor1CMore) {
  for (Profile p : kProfiles) {
    const Level l = pitUnder({collapse()});
    CollapseStepper r(l, p, kCollapseLeft + 32, kCollapseTop - 40);
    const std::uint32_t lag = r.cfg.collapseFlagBeforeCount ? 1u : 0u;
    EXPECT_EQ(lag, p == Profile::Sonic2 || p == Profile::Sonic3K ? 1u : 0u);
    ASSERT_TRUE(r.until(EventKind::ObjectLanded)) << profileName(p);
    const std::uint32_t landed = r.s.frame;
    r.step();
    ASSERT_TRUE(r.rec.has(EventKind::CollapseStarted)) << profileName(p);
    EXPECT_EQ(r.slots[0].since, landed + 1);
    EXPECT_EQ(collapseAt(l.objects[0], r.slots[0], r.s.frame, true, static_cast<int>(lag)).phase, CollapsePhase::Counting);
    for (std::uint32_t k = 2; k < 8 + lag; ++k) {
      r.step();
      EXPECT_FALSE(r.rec.has(EventKind::Collapsed)) << profileName(p) << " frame L+" << k;
    }
    r.step();
    ASSERT_TRUE(r.rec.has(EventKind::Collapsed)) << profileName(p);
    const std::uint32_t split = r.s.frame;
    EXPECT_EQ(split, landed + 8 + lag) << profileName(p);
    const Sub y = r.s.y;
    for (int k = 1; k < 0x1C; ++k) {
      r.step();
      ASSERT_EQ(r.s.standingOn, 0) << profileName(p) << " split+" << k;
      EXPECT_EQ(r.s.y, y) << profileName(p);  // Ledge_WalkOff keeps him on the old surface
      EXPECT_EQ(collapseAt(l.objects[0], r.slots[0], r.s.frame, true, static_cast<int>(lag)).phase, CollapsePhase::Holding);
    }
    r.step();
    EXPECT_EQ(r.s.frame, split + 0x1C);
    EXPECT_TRUE(r.rec.has(EventKind::ObjectLeft)) << profileName(p);
    EXPECT_EQ(r.s.standingOn, -1);
    // Sonic 1 and 2: no air bit, his floor sensors find the pit next frame.
    EXPECT_EQ(r.s.airborne, p == Profile::Sonic3K) << profileName(p);
    EXPECT_EQ(collapseAt(l.objects[0], r.slots[0], r.s.frame, false, static_cast<int>(lag)).phase, CollapsePhase::Gone);
    r.step();
    EXPECT_TRUE(r.s.airborne) << profileName(p);
    for (int k = 0; k < 30; ++k) r.step();
    EXPECT_GT(px(r.s.y), kCollapseTop + 16) << profileName(p) << ": fell through where the ledge was";
  }
}

// Obj53: "move.b #7,cflo_timedelay(a0)", and its own fragment tables: CFlo_Data2
// ($1E first) or, with subtype bit 0, CFlo_Data3 ($16 first).
TEST(SonicCollapse, TheFloorHoldsForItsTablesFirstByte) {
  for (int hold : {0x1E, 0x16}) {
    const Level l = pitUnder({collapse(7, hold)});
    CollapseStepper r(l, Profile::Sonic1, kCollapseLeft + 32, kCollapseTop - 40);
    ASSERT_TRUE(r.until(EventKind::Collapsed));
    const std::uint32_t split = r.s.frame;
    ASSERT_TRUE(r.until(EventKind::ObjectLeft));
    EXPECT_EQ(r.s.frame - split, static_cast<std::uint32_t>(hold));
  }
}

// Ledge_Touch (routine 2, not stood on): "tst.b ledge_collapse_flag(a0); beq.s
// .slope; ... subq.b #1,ledge_timedelay(a0)": once touched it counts on
// whether he stays or not, and Ledge_Fragment breaks it up under nobody
// ("move.b #0,ledge_collapse_flag(a0)"); the fragments are not solid, so a
// player landing later falls through (Sonic 1).
TEST(SonicCollapse, ItCountsOnWhenLeftAndIsGoneForALaterPlayer) {
  const Level l = pitUnder({collapse()});
  CollapseStepper r(l, Profile::Sonic1, kCollapseLeft + 32, kCollapseTop - 40);
  ASSERT_TRUE(r.until(EventKind::CollapseStarted));
  const std::uint32_t started = r.s.frame;
  r.step(input::kJump);  // off it before the break
  ASSERT_TRUE(r.s.airborne);
  ASSERT_TRUE(r.until(EventKind::Collapsed, 50));
  EXPECT_EQ(r.s.frame, started + 7);
  EXPECT_NE(r.s.standingOn, 0);
  // Back down onto where it was: nothing to land on.
  EXPECT_FALSE(r.until(EventKind::ObjectLanded, 120));
  EXPECT_GT(px(r.s.y), kCollapseTop + 16);
}

// Jumping off the piece that holds him (ExitPlatform in Ledge_WalkOff): he
// leaves, and cannot land on it again (Sonic 1: loc_82FC clears the flag).
TEST(SonicCollapse, JumpingOffTheHeldPieceLeavesItForGood) {
  const Level l = pitUnder({collapse()});
  CollapseStepper r(l, Profile::Sonic1, kCollapseLeft + 32, kCollapseTop - 40);
  ASSERT_TRUE(r.until(EventKind::Collapsed));
  r.step();
  ASSERT_EQ(r.s.standingOn, 0);
  r.step(input::kJump);
  EXPECT_EQ(r.s.standingOn, -1);
  EXPECT_FALSE(r.until(EventKind::ObjectLanded, 120));
}

// Sonic 2's Obj1F_Fragment runs the platform (sub_10AF8) for the whole hold
// once the flag is set, stood on at the break or not: he may land on the
// piece again until it lets go.
TEST(SonicCollapse, Sonic2sHeldPieceStaysAPlatformForTheWholeHold) {
  const Level l = pitUnder({collapse(7, 0x40)});
  CollapseStepper r(l, Profile::Sonic2, kCollapseLeft + 32, kCollapseTop - 40);
  ASSERT_TRUE(r.until(EventKind::CollapseStarted));
  r.step(input::kJump);
  ASSERT_TRUE(r.s.airborne);
  ASSERT_TRUE(r.until(EventKind::Collapsed, 50));
  const std::uint32_t split = r.s.frame;
  ASSERT_TRUE(r.until(EventKind::ObjectLanded, 0x3F));  // back down on the piece
  ASSERT_TRUE(r.until(EventKind::ObjectLeft, 0x40));
  EXPECT_EQ(r.s.frame, split + 0x40);
}

// A solid collapse (none of the games' is, but the kind allows it) holds and
// drops the same way.
TEST(SonicCollapse, ASolidCollapseKeepsTheSameTimes) {
  const Level l = pitUnder({collapse(3, 5, false)});
  CollapseStepper r(l, Profile::Sonic2, kCollapseLeft + 32, kCollapseTop - 40);
  ASSERT_TRUE(r.until(EventKind::ObjectLanded));
  const std::uint32_t landed = r.s.frame;
  ASSERT_TRUE(r.until(EventKind::Collapsed));
  EXPECT_EQ(r.s.frame, landed + 2 + 3);  // Sonic 2: the flag, then 3 counts, then the break
  ASSERT_TRUE(r.until(EventKind::ObjectLeft));
  EXPECT_EQ(r.s.frame, landed + 2 + 3 + 5);
}

// Without slots a collapse is the block of its shape for good (what a caller
// that keeps no object state gets).
TEST(SonicCollapse, WithoutSlotsItNeverGivesWay) {
  const Level l = pitUnder({collapse()});
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic1);
  PlayerState s = spawnPlayer(cfg, kCollapseLeft + 32, kCollapseTop - 40);
  for (int i = 0; i < 300; ++i) stepPlayer(s, l, cfg, 0);
  EXPECT_EQ(s.standingOn, 0);
}

// Rewinding is copying the player and the slots: a run resumed from a copy
// taken mid-count is the straight run, byte for byte, recorded or not.
TEST(SonicCollapse, ACopyOfPlayerAndSlotsResumesTheRunAndTheRecordChangesNothing) {
  for (Profile p : kProfiles) {
    const Level l = pitUnder({box(200, 432, 32, 16), collapse()});
    const PlayerConfig cfg = defaultPlayerConfig(p);
    PlayerState a = spawnPlayer(cfg, kCollapseLeft + 32, kCollapseTop - 40), b = a;
    std::vector<ObjectSlot> sa(l.objects.slotCount()), sb = sa;
    StepRecord rec;
    PlayerState keptState;
    std::vector<ObjectSlot> keptSlots;
    for (int f = 0; f < 120; ++f) {
      const Input in = f > 70 ? input::kRight : 0;
      playerStepFor(cfg)(a, l, cfg, in, nullptr, sa);
      stepPlayer(b, l, cfg, in, &rec, sb);
      ASSERT_EQ(a, b) << profileName(p) << " frame " << f;
      ASSERT_EQ(sa, sb) << profileName(p) << " frame " << f;
      if (f == 12) keptState = a, keptSlots = sa;
    }
    for (int f = 13; f < 120; ++f) {
      playerStepFor(cfg)(keptState, l, cfg, f > 70 ? input::kRight : 0, nullptr, keptSlots);
    }
    EXPECT_EQ(keptState, a) << profileName(p);
    EXPECT_EQ(keptSlots, sa) << profileName(p);
  }
}

}  // namespace
}  // namespace solidtile::test
