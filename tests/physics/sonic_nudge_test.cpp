// Platforms that dip while stood on (SolidObject::nudge; level/nudge.h,
// sonic/nudge.h): Sonic 1's Obj18 ("_incObj/18 Platforms.asm": Plat_Solid,
// Plat_Action2, Plat_Nudge) and Sonic 2's (s2.asm: Obj18_TopSolid,
// Obj18_Nudge); each number quoted from them.
#include <gtest/gtest.h>

#include <vector>

#include "level_builder.h"
#include "object_level.h"
#include "slot_stepper.h"
#include "solidtile/input.h"
#include "solidtile/level/angle.h"
#include "solidtile/level/nudge.h"
#include "solidtile/level/object_list.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace {

constexpr int kNudgeLeft = 320, kNudgeTop = 200, kNudgeWidth = 64;

SolidObject dipping(bool nudge = true) {
  SolidObject o = box(kNudgeLeft, kNudgeTop, kNudgeWidth, 16, true);
  o.nudge = nudge;
  return o;
}

struct NudgeStepper : SlotStepper {
  using SlotStepper::SlotStepper;
  std::uint8_t count() const { return nudgeCountAt(slots[0], slots[1], s.frame); }
  std::int32_t feet() const { return px(s.y) + s.radiusY; }
};

// Plat_Nudge: "move.b objoff_38(a0),d0; bsr.w CalcSine; move.w #$400,d1;
// muls.w d1,d0; swap d0; add.w objoff_2C(a0),d0" with b a multiple of 4
// (addq.b / subq.b #4) from 0 to $40. Both games' sine table (misc/sinewave.bin).
TEST(SonicNudge, TheDipIsTheGamesSineOfTheCountTimes400Over65536) {
  EXPECT_EQ(NudgeTiming::kStep, 4);
  EXPECT_EQ(NudgeTiming::kMax, 0x40);
  const int sine[17] = {0, 25, 49, 74, 97, 120, 142, 162, 181, 197, 212, 225, 236, 244, 251, 254, 256};
  const int dip[17] = {0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 4};
  for (int k = 0; k <= 16; ++k) {
    EXPECT_EQ(sinHex(static_cast<Angle>(4 * k), SineTable::Sonic1), sine[k]) << k;
    EXPECT_EQ(nudgeDip(static_cast<std::uint8_t>(4 * k)), dip[k]) << k;
  }
}

TEST(SonicNudge, TheSlotsGiveTheCountOnEveryFrame) {
  ObjectSlot s[2];
  EXPECT_EQ(nudgeCountAt(s[0], s[1], 1000), 0);
  setNudge(s, 100, 0, true);
  EXPECT_TRUE(nudgeGoesUp(s[1]));
  EXPECT_EQ(nudgeCountAt(s[0], s[1], 100), 0);
  EXPECT_EQ(nudgeCountAt(s[0], s[1], 101), 4);
  EXPECT_EQ(nudgeCountAt(s[0], s[1], 116), 0x40);
  EXPECT_EQ(nudgeCountAt(s[0], s[1], 4000000000u), 0x40);  // no wrap
  setNudge(s, 120, 0x24, false);
  EXPECT_FALSE(nudgeGoesUp(s[1]));
  EXPECT_EQ(nudgeCountAt(s[0], s[1], 121), 0x20);
  EXPECT_EQ(nudgeCountAt(s[0], s[1], 129), 0);
  EXPECT_EQ(nudgeCountAt(s[0], s[1], 500), 0);
}

TEST(SonicNudge, ADippingBlockTakesTwoSlotsAndReachesFourPixelsLower) {
  ObjectList l({box(0, 0, 16, 16), dipping(), box(0, 0, 16, 16)});
  EXPECT_EQ(l.slotOf(0), -1);
  EXPECT_EQ(l.slotOf(1), 0);
  EXPECT_EQ(l.slotCount(), 2u);
  EXPECT_EQ(l.bounds(1).bottom, kNudgeTop + 16 + 4);
  EXPECT_EQ(objectProblem([] { SolidObject o = dipping(); o.kind = ObjectKind::Spring; return o; }()),
            "nudge is for a block, not spring");
}

// Landed on L (the routine that frame was Plat_Solid's: b counted down, at 0).
// From L + 1 Plat_Action2 counts up, 4 a frame to $40, and MvSonicOnPtfm2
// puts him on the dipped top: his feet follow the dip frame by frame.
TEST(SonicNudge, ThePlatformSinksFourPixelsUnderThePlayerAndCarriesHimDown) {
  const int dip[17] = {0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 4};
  for (Profile p : kProfiles) {
    const Level l = levelWith({dipping()});
    NudgeStepper r(l, p, kNudgeLeft + 32, kNudgeTop - 40);
    ASSERT_TRUE(r.until(EventKind::ObjectLanded)) << profileName(p);
    EXPECT_EQ(r.count(), 0) << profileName(p);
    // The landing is the plain platform's (dip 0; Sonic 2's lands a pixel higher, its d3 = 8).
    const Level plainLevel = levelWith({dipping(false)});
    NudgeStepper plain(plainLevel, p, kNudgeLeft + 32, kNudgeTop - 40);
    ASSERT_TRUE(plain.until(EventKind::ObjectLanded));
    EXPECT_EQ(r.s, plain.s) << profileName(p);
    for (int k = 1; k <= 20; ++k) {
      r.step();
      ASSERT_EQ(r.s.standingOn, 0) << profileName(p) << " k " << k;
      ASSERT_EQ(r.count(), std::min(4 * k, 0x40)) << profileName(p) << " k " << k;
      ASSERT_EQ(r.feet(), kNudgeTop - 1 + dip[std::min(k, 16)]) << profileName(p) << " k " << k;
    }
  }
}

// He jumps off after 6 frames on it (b = $18): the leaving frame is still
// Plat_Action2's (b = $1C, ExitPlatform, then MvSonicOnPtfm2 on the dipped
// top); from the next Plat_Solid counts down 4 a frame to 0.
TEST(SonicNudge, ThePlatformRisesBackFourAFrameOnceLeft) {
  for (Profile p : kProfiles) {
    const Level l = levelWith({dipping()});
    NudgeStepper r(l, p, kNudgeLeft + 32, kNudgeTop - 40);
    ASSERT_TRUE(r.until(EventKind::ObjectLanded)) << profileName(p);
    for (int k = 0; k < 6; ++k) r.step();
    ASSERT_EQ(r.count(), 0x18);
    r.step(input::kJump);
    ASSERT_TRUE(r.rec.has(EventKind::ObjectLeft)) << profileName(p);
    const std::uint32_t left = r.s.frame;
    EXPECT_EQ(r.count(), 0x1C) << profileName(p);
    for (int k = 1; k <= 10; ++k) {
      r.step(input::kJump);
      ASSERT_EQ(r.count(), std::max(0x1C - 4 * k, 0)) << profileName(p) << " k " << k;
    }
    EXPECT_EQ(r.s.frame, left + 10);
  }
}

TEST(SonicNudge, WithoutTheFieldThePlatformStaysPut) {
  const Level l = levelWith({dipping(false)});
  NudgeStepper r(l, Profile::Sonic1, kNudgeLeft + 32, kNudgeTop - 40);
  EXPECT_TRUE(r.slots.empty());
  ASSERT_TRUE(r.until(EventKind::ObjectLanded));
  for (int k = 0; k < 30; ++k) r.step();
  EXPECT_EQ(r.s.standingOn, 0);
  EXPECT_EQ(r.feet(), kNudgeTop - 1);
}

// Rewinding is copying the player's state and the slots: a run resumed from
// a copy taken mid-dip gives the same frames.
TEST(SonicNudge, RewindingCopiesTheDip) {
  const Level l = levelWith({dipping()});
  NudgeStepper r(l, Profile::Sonic2, kNudgeLeft + 32, kNudgeTop - 40);
  ASSERT_TRUE(r.until(EventKind::ObjectLanded));
  for (int k = 0; k < 7; ++k) r.step();
  const PlayerState s0 = r.s;
  const std::vector<ObjectSlot> slots0 = r.slots;
  std::vector<PlayerState> first;
  const auto play = [&](std::vector<PlayerState>& out) {
    for (int k = 0; k < 40; ++k) {
      r.step(k == 5 ? input::kJump : (k > 5 && k < 12 ? input::kJump | input::kRight : 0));
      out.push_back(r.s);
    }
  };
  play(first);
  const std::vector<ObjectSlot> slotsAfter = r.slots;
  r.s = s0;
  r.slots = slots0;
  std::vector<PlayerState> again;
  play(again);
  EXPECT_EQ(first, again);
  EXPECT_EQ(r.slots, slotsAfter);
}

}  // namespace
}  // namespace solidtile::test
