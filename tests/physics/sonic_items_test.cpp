// Monitors' items against the Sonic player (sonic/items.h), every profile:
// Sonic 1's PowerUp ("_incObj/2E Monitor Content Power-Up.asm") and
// Sonic_Display's shoe timer ("_incObj/Sonic Display.asm"), Sonic 2's Obj2E
// and super_shoes (s2.asm), S&K's Monitor_Give_SpeedShoes (sonic3k.asm); each
// number quoted from them.
#include <gtest/gtest.h>

#include "../support/monitor_object.h"
#include "level_builder.h"
#include "object_level.h"
#include "slot_stepper.h"
#include "solidtile/input.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace {

constexpr int kMonX = 400, kMonY = 418, kCentreX = 415;

// The shoes' number in each game's monitor subtypes (docs/formats.md).
int shoes(Profile p) { return p == Profile::Sonic1 ? 3 : p == Profile::Sonic3K ? 4 : 5; }

// Curled as a jump leaves him, above a monitor holding `item`; stepped until it breaks.
struct Breaker : SlotStepper {
  explicit Breaker(const Level& l, Profile p) : SlotStepper(l, p, kCentreX, 340) {
    s.rolling = true;
    s.jumping = true;
    s.radiusY = static_cast<std::uint8_t>(cfg.rollRadiusY);
    s.radiusX = static_cast<std::uint8_t>(cfg.rollRadiusX);
  }
};

// Pow_Main "move.w #-$300,obVelY(a0)", Pow_Move "tst.w obVelY(a0); bpl.w
// Pow_Checks; ... addi.w #$18,obVelY(a0)" (Sonic 2's Obj2E_Init / Obj2E_Raise
// alike): $300 / $18 = 32 rising runs from the breaking frame's object pass,
// the item on the 33rd, the breaking frame + 32. Pow_ChkShoes "move.w
// #$4B0,(v_player+$34).w", super_shoes "move.w #20*60,speedshoes_time(a1)",
// S&K "move.b #(20*60)/8,speed_shoes_timer(a1)".
TEST(SonicItems, TheShoesLandThirtyTwoFramesAfterTheBreakWithTheGamesTimer) {
  for (Profile p : kProfiles) {
    const Level l = levelWith({monitorObject(kMonX, kMonY, shoes(p))});
    Breaker r(l, p);
    ASSERT_TRUE(r.until(EventKind::MonitorBroken, 120)) << profileName(p);
    const std::uint32_t broke = r.s.frame;
    EXPECT_EQ(r.s.shoes, 0);
    for (std::uint32_t k = 1; k < 32; ++k) {
      r.step();
      ASSERT_FALSE(r.rec.has(EventKind::ItemApplied)) << profileName(p) << " frame " << k;
    }
    r.step();
    ASSERT_TRUE(r.rec.has(EventKind::ItemApplied)) << profileName(p);
    EXPECT_EQ(r.s.frame, broke + 32) << profileName(p);
    EXPECT_EQ(r.s.shoes, p == Profile::Sonic3K ? 150 : 0x4B0) << profileName(p);
  }
}

// Pow_ChkShield / shield_monitor and the rest: the event names the item, the
// shoes' timer stays 0 (only the shoes change his physics here).
TEST(SonicItems, AnotherItemIsNamedButGivesNoShoes) {
  for (Profile p : kProfiles) {
    const int item = shoes(p) + 1;
    const Level l = levelWith({monitorObject(kMonX, kMonY, item)});
    Breaker r(l, p);
    ASSERT_TRUE(r.until(EventKind::MonitorBroken, 120)) << profileName(p);
    ASSERT_TRUE(r.until(EventKind::ItemApplied, 40)) << profileName(p);
    const Event* e = nullptr;
    for (int i = 0; i < r.rec.eventCount; ++i)
      if (r.rec.events[i].kind == EventKind::ItemApplied) e = &r.rec.events[i];
    ASSERT_NE(e, nullptr);
    EXPECT_EQ(e->a, item);
    EXPECT_EQ(r.s.shoes, 0) << profileName(p);
  }
}

// A long flat floor to run on.
Level runway() {
  LevelBuilder b(1024, 32);
  b.ground(448);
  return b.level;
}

// Pow_ChkShoes "move.w #$C00,(v_sonspeedmax).w; move.w #$18,(v_sonspeedacc).w";
// Sonic_Move reads them each frame: the first frame holding right from a
// standstill gives $18, and the run tops out at $C00 (without shoes $C, $600).
TEST(SonicItems, WithShoesHeAcceleratesBy18ToC00) {
  const Level l = runway();
  for (Profile p : kProfiles) {
    for (bool shod : {false, true}) {
      SlotStepper r(l, p, 100, 420);
      ASSERT_TRUE(r.until(EventKind::Landed, 60)) << profileName(p);
      r.step();  // settled, standing
      r.s.gsp = r.s.xsp = 0;
      if (shod) r.s.shoes = 0x4B0;
      r.step(input::kRight);
      EXPECT_EQ(r.s.gsp, shod ? 0x18 : 0xC) << profileName(p);
      for (int k = 0; k < 200; ++k) r.step(input::kRight);
      EXPECT_EQ(r.s.gsp, shod ? 0xC00 : 0x600) << profileName(p);
    }
  }
}

// Sonic_Display ".chkshoes: ... subq.w #1,shoetime(a0); bne.s .exit; move.w
// #$600,(v_sonspeedmax).w": the frame the timer reaches 0 still ran on the
// shoes (the move comes first); the next one runs at $600. Holding right
// above top, Sonic 1's Sonic_MoveRight snaps him to it; Sonic 2 keeps his
// speed (capSpeedAboveTop).
TEST(SonicItems, TheShoesEndTheFrameTheTimerReachesZero) {
  const Level l = runway();
  for (Profile p : {Profile::Sonic1, Profile::Sonic2}) {
    SlotStepper r(l, p, 100, 420);
    ASSERT_TRUE(r.until(EventKind::Landed, 60));
    r.s.shoes = 0x4B0;
    for (int k = 0; k < 200; ++k) r.step(input::kRight);
    ASSERT_EQ(r.s.gsp, 0xC00);
    r.s.shoes = 2;
    r.step(input::kRight);
    EXPECT_EQ(r.s.shoes, 1);
    EXPECT_FALSE(r.rec.has(EventKind::ShoesEnded));
    r.step(input::kRight);
    EXPECT_EQ(r.s.shoes, 0);
    EXPECT_TRUE(r.rec.has(EventKind::ShoesEnded)) << profileName(p);
    EXPECT_EQ(r.s.gsp, 0xC00) << "the last shod frame";
    r.step(input::kRight);
    EXPECT_EQ(r.s.gsp, p == Profile::Sonic1 ? 0x600 : 0xC00) << profileName(p);
  }
}

// S&K's Sonic_Display: "move.b (Level_frame_counter+1).w,d0; andi.b #7,d0;
// bne; subq.b #1,speed_shoes_timer(a0)": a tick every 8th frame.
TEST(SonicItems, SonicAndKnucklesCountsTheShoesEveryEighthFrame) {
  const Level l = runway();
  SlotStepper r(l, Profile::Sonic3K, 100, 420);
  ASSERT_TRUE(r.until(EventKind::Landed, 60));
  r.s.shoes = 2;
  int ended = -1;
  for (int k = 0; k < 40 && ended < 0; ++k) {
    const std::uint32_t at = r.s.frame;
    r.step();
    if (r.rec.has(EventKind::ShoesEnded)) ended = static_cast<int>(at);
  }
  ASSERT_GE(ended, 0);
  EXPECT_EQ(ended % 8, 0);
}

// The item on its way up is the player's state: a copy taken mid-rise steps
// to the same item on the same frame.
TEST(SonicItems, ACopyTakenWhileTheItemRisesRewindsToTheSameFrame) {
  const Level l = levelWith({monitorObject(kMonX, kMonY, 3)});
  Breaker r(l, Profile::Sonic1);
  ASSERT_TRUE(r.until(EventKind::MonitorBroken, 120));
  r.step();
  const PlayerState saved = r.s;
  const auto slots = r.slots;
  ASSERT_TRUE(r.until(EventKind::ItemApplied, 40));
  const std::uint32_t first = r.s.frame;
  r.s = saved;
  r.slots = slots;
  ASSERT_TRUE(r.until(EventKind::ItemApplied, 40));
  EXPECT_EQ(r.s.frame, first);
  EXPECT_EQ(r.s.shoes, 0x4B0);
}

}  // namespace
}  // namespace solidtile::test
