// Falling platforms against the Sonic player (sonic/falling.h,
// level/falling.h): Sonic 1's Obj18 subtypes 3 and 4 ("_incObj/18
// Platforms.asm", Plat_Move .type03 / .type04) and Sonic 2's (s2.asm:
// Obj18_Falling, Obj18_Fall, Obj18_DropPlayer); each number quoted from them.
#include <gtest/gtest.h>

#include <vector>

#include "../support/fall_object.h"
#include "level_builder.h"
#include "object_level.h"
#include "slot_stepper.h"
#include "solidtile/input.h"
#include "solidtile/level/falling.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace {

constexpr int kFallLeft = 320, kFallTop = 200, kFallWidth = 64, kFallGround = 448;

// Ground at y 448 with a pit from x 256 to 447, down to the bottom.
Level pitUnder(std::vector<SolidObject> objects) {
  LevelBuilder b(64, 32);
  b.ground(kFallGround);
  for (int ty = kFallGround / 16; ty < b.level.height(); ++ty)
    for (int tx = 256 / 16; tx < 448 / 16; ++tx) b.level.setTile(0, tx, ty, Tile{});
  b.level.objects.assign(std::move(objects));
  return b.level;
}

struct FallStepper : SlotStepper {
  using SlotStepper::SlotStepper;
  FallView view() const { return fallAt(level.objects[0], slots[0], s.frame, level.height() * 16); }
};

// .type04: "move.l objoff_2C(a0),d3; move.w obVelY(a0),d0; ext.l d0; asl.l
// #8,d0; add.l d0,d3; move.l d3,objoff_2C(a0); addi.w #$38,obVelY(a0)", from
// obVelY 0, no cap: after n frames, $38 * n(n-1)/2 subpixels. Sonic 2's
// comment on Obj18_Fall: it drops the players "$65 pixels below the
// platform's initial position" (before its 32nd frame's move).
TEST(SonicFalling, TheFallGains38SubpixelsAFrameFromRest) {
  EXPECT_EQ(FallTiming::kDelay, 30);   // "move.w #30,objoff_3A(a0)"
  EXPECT_EQ(FallTiming::kCarry, 32);   // "move.w #32,objoff_3A(a0)"
  EXPECT_EQ(FallTiming::kGravity, 0x38);
  Sub y = 0, v = 0;
  for (std::uint64_t n = 1; n <= 200; ++n) {
    y += v;  // this frame's move with the speed before its gain
    v += 0x38;
    ASSERT_EQ(fallDrop(n), y) << n;
    ASSERT_EQ(fallSpeedBefore(n), v - 0x38) << n;
  }
  EXPECT_EQ(fallDrop(31) >> 8, 0x65);
  EXPECT_EQ(fallDrop(32) >> 8, 108);   // where Sonic 1's MvSonicOnPtfm2 puts him as it lets go
  EXPECT_EQ(fallSpeedBefore(32), 0x6C8);  // the speed it hands on
}

TEST(SonicFalling, TheSlotGivesEveryPhase) {
  const SolidObject o = fallObject(kFallLeft, kFallTop, kFallWidth, 16);
  EXPECT_EQ(fallAt(o, ObjectSlot{}, 500, 512).phase, FallPhase::Still);
  const ObjectSlot s{100};
  EXPECT_EQ(fallAt(o, s, 100, 512).phase, FallPhase::Waiting);
  EXPECT_EQ(fallAt(o, s, 100, 512).framesLeft, 31u);
  EXPECT_EQ(fallAt(o, s, 130, 512).phase, FallPhase::Waiting);  // the timer reaches 0: no move yet
  EXPECT_EQ(fallAt(o, s, 131, 512).phase, FallPhase::Falling);
  EXPECT_EQ(fallAt(o, s, 131, 512).drop, 0);
  EXPECT_EQ(fallAt(o, s, 162, 512).framesLeft, 0u);  // the drop
  EXPECT_EQ(fallAt(o, s, 163, 512).phase, FallPhase::Dropped);
  // Deleted once its y passes the bottom + $E0 (v_limitbtm2 + $E0).
  std::uint32_t f = 163;
  while (fallAt(o, s, f, 512).phase == FallPhase::Dropped) ++f;
  EXPECT_EQ(fallAt(o, s, f, 512).phase, FallPhase::Gone);
  EXPECT_GT(kFallTop + (fallDrop(f - 130) >> 8), 512 + 0xE0);
  EXPECT_LE(kFallTop + (fallDrop(f - 131) >> 8), 512 + 0xE0);
}

// Landed at L. Sonic 1 (PlatformObject, then Plat_Move): the timer set at L;
// Sonic 2 (Obj18_Move, then PlatformObject): at L + 1. 30 still frames, then
// 32 falling ones with the player carried by exactly the platform's move,
// then the drop: in the air with obVelY ($6C8).
TEST(SonicFalling, ThePlatformWaits30FramesThenCarriesThePlayer32FramesAndDropsHimWithItsSpeed) {
  for (Profile p : kProfiles) {
    const Level l = pitUnder({fallObject(kFallLeft, kFallTop, kFallWidth, 16)});
    FallStepper r(l, p, kFallLeft + 32, kFallTop - 40);
    ASSERT_TRUE(r.until(EventKind::ObjectLanded)) << profileName(p);
    const std::uint32_t landed = r.s.frame;
    const bool s1 = p == Profile::Sonic1;
    EXPECT_EQ(r.cfg.fallTimerOnLandingFrame, s1);
    if (!s1) {
      EXPECT_FALSE(r.rec.has(EventKind::CollapseStarted));
      r.step();
    }
    ASSERT_TRUE(r.rec.has(EventKind::CollapseStarted)) << profileName(p);
    const std::uint32_t since = landed + (s1 ? 0 : 1);
    EXPECT_EQ(r.slots[0].since, since);
    const Sub standY = r.s.y;
    EXPECT_EQ(px(standY) + r.s.radiusY, kFallTop - 1);
    while (r.s.frame < since + 30) {
      r.step();
      ASSERT_EQ(r.s.y, standY) << profileName(p) << " frame " << r.s.frame;
      ASSERT_EQ(r.s.standingOn, 0);
      ASSERT_FALSE(r.rec.has(EventKind::Collapsed));
    }
    EXPECT_EQ(r.view().phase, FallPhase::Waiting);
    for (std::uint64_t n = 1; n < 32; ++n) {
      const std::int32_t before = px(r.s.y);
      r.step();
      EXPECT_EQ(r.rec.has(EventKind::Collapsed), n == 1) << profileName(p) << " n " << n;
      ASSERT_EQ(r.s.standingOn, 0) << profileName(p) << " n " << n;
      // Carried by the platform's whole pixels: top = 200 + drop >> 8.
      ASSERT_EQ(px(r.s.y) + r.s.radiusY, kFallTop + (fallDrop(n) >> 8) - 1) << profileName(p) << " n " << n;
      EXPECT_EQ(px(r.s.y) - before, (fallDrop(n) >> 8) - (fallDrop(n - 1) >> 8));
    }
    const std::int32_t before = px(r.s.y);
    r.step();  // the 32nd falling frame: the drop
    EXPECT_EQ(r.s.frame, since + 30 + 32) << profileName(p);
    EXPECT_TRUE(r.rec.has(EventKind::ObjectLeft)) << profileName(p);
    EXPECT_EQ(r.s.standingOn, -1);
    EXPECT_TRUE(r.s.airborne);
    EXPECT_EQ(r.s.ysp, 0x6C8) << profileName(p);
    // Sonic 1's MvSonicOnPtfm2 still puts him on the top it fell to; Sonic 2 drops him first.
    EXPECT_EQ(px(r.s.y) + r.s.radiusY, s1 ? kFallTop + (fallDrop(32) >> 8) - 1 : before + r.s.radiusY) << profileName(p);
    r.step();
    EXPECT_EQ(r.view().phase, FallPhase::Dropped);
    EXPECT_EQ(r.s.standingOn, -1);
    EXPECT_FALSE(r.rec.has(EventKind::ObjectLanded)) << profileName(p) << ": not solid after the drop";
  }
}

// Once set the timer runs out whoever stays: a player who walks off in the
// wait (a longer fall_delay here, to walk the way) is not taken along, and
// the platform falls without him.
TEST(SonicFalling, ThePlatformFallsAfterThePlayerWalkedOff) {
  for (Profile p : kProfiles) {
    const Level l = pitUnder({box(kFallLeft + kFallWidth, kFallTop, 64, 16), fallObject(kFallLeft, kFallTop, kFallWidth, 16, true, 120)});
    FallStepper r(l, p, kFallLeft + 20, kFallTop - 40);
    ASSERT_TRUE(r.until(EventKind::ObjectLanded)) << profileName(p);
    ASSERT_EQ(r.s.standingOn, 1);
    for (int k = 0; k < 3; ++k) r.step();
    ASSERT_NE(r.slots[0].since, ObjectSlot::kNever) << profileName(p);
    for (int k = 0; k < 60 && r.s.standingOn != 0; ++k) r.step(input::kRight);
    ASSERT_EQ(r.s.standingOn, 0) << profileName(p) << ": walked over to the block";
    for (int k = 0; k < 100 && (r.s.xsp != 0 || r.s.gsp != 0); ++k) r.step();  // let him stop
    const Sub y = r.s.y;
    for (int k = 0; k < 100; ++k) r.step();
    EXPECT_EQ(r.s.standingOn, 0) << profileName(p);
    EXPECT_EQ(r.s.y, y) << profileName(p);
    EXPECT_EQ(fallAt(l.objects[1], r.slots[0], r.s.frame, l.height() * 16).phase, FallPhase::Dropped) << profileName(p);
  }
}

// Never stood on, it never falls.
TEST(SonicFalling, APlatformNobodyStoodOnStays) {
  const Level l = pitUnder({box(kFallLeft - 200, kFallTop, 64, 16), fallObject(kFallLeft, kFallTop, kFallWidth, 16)});
  FallStepper r(l, Profile::Sonic1, kFallLeft - 180, kFallTop - 40);
  for (int k = 0; k < 200; ++k) r.step();
  EXPECT_EQ(r.slots[0].since, ObjectSlot::kNever);
}

// Rewinding is copying the player and the slots: a run resumed from a copy
// taken mid-wait is the straight run, byte for byte, recorded or not.
TEST(SonicFalling, ACopyOfPlayerAndSlotsResumesTheRunAndTheRecordChangesNothing) {
  for (Profile p : kProfiles) {
    const Level l = pitUnder({fallObject(kFallLeft, kFallTop, kFallWidth, 16)});
    const PlayerConfig cfg = defaultPlayerConfig(p);
    PlayerState a = spawnPlayer(cfg, kFallLeft + 32, kFallTop - 40), b = a;
    std::vector<ObjectSlot> sa(l.objects.slotCount()), sb = sa;
    StepRecord rec;
    PlayerState keptState;
    std::vector<ObjectSlot> keptSlots;
    for (int f = 0; f < 140; ++f) {
      playerStepFor(cfg)(a, l, cfg, 0, nullptr, sa);
      stepPlayer(b, l, cfg, 0, &rec, sb);
      ASSERT_EQ(a, b) << profileName(p) << " frame " << f;
      ASSERT_EQ(sa, sb) << profileName(p) << " frame " << f;
      if (f == 25) keptState = a, keptSlots = sa;
    }
    EXPECT_EQ(a.standingOn, -1) << profileName(p) << ": dropped by frame 140";
    for (int f = 26; f < 140; ++f) playerStepFor(cfg)(keptState, l, cfg, 0, nullptr, keptSlots);
    EXPECT_EQ(keptState, a) << profileName(p);
    EXPECT_EQ(keptSlots, sa) << profileName(p);
  }
}

}  // namespace
}  // namespace solidtile::test
