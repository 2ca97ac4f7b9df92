// Monitors' items against the Sonic player (sonic/items.h), every profile:
// Sonic 1's PowerUp ("_incObj/2E Monitor Content Power-Up.asm") and
// Sonic_Display's shoe timer ("_incObj/Sonic Display.asm"), Sonic 2's Obj2E
// and super_shoes (s2.asm), S&K's Monitor_Give_SpeedShoes (sonic3k.asm); each
// number quoted from them.
#include <gtest/gtest.h>

#include <string>
#include <vector>

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

// Each game's subtype for rings, shield and invincibility (docs/formats.md):
// Pow_ChkShield 4, Pow_ChkInvinc 5, Pow_ChkRings 6 (Sonic 1); Obj2E_Types
// super_ring 4, shield_monitor 6, invincible_monitor 7 (Sonic 2, the guide);
// S&K's Monitor_Give_Rings 3, fire shield 5, invincibility 8.
int ringsItem(Profile p) { return p == Profile::Sonic1 ? 6 : p == Profile::Sonic3K ? 3 : 4; }
int shieldItem(Profile p) { return p == Profile::Sonic1 ? 4 : p == Profile::Sonic3K ? 5 : 6; }
int invincibleItem(Profile p) { return p == Profile::Sonic1 ? 5 : p == Profile::Sonic3K ? 8 : 7; }

// Breaks a monitor holding `item` and steps until the item lands.
PlayerState afterItem(Profile p, int item, std::uint16_t rings = 0) {
  const Level l = levelWith({monitorObject(kMonX, kMonY, item)});
  Breaker r(l, p);
  r.s.rings = rings;
  EXPECT_TRUE(r.until(EventKind::MonitorBroken, 120)) << profileName(p);
  EXPECT_TRUE(r.until(EventKind::ItemApplied, 40)) << profileName(p);
  return r.s;
}

// Pow_ChkRings "addi.w #10,(v_rings).w"; super_ring (REV01) and S&K's
// Monitor_Give_Rings add 10 and stop at 999 ("cmpi.w #999,(a2); blo.s;
// move.w #999,(a2)"); Sonic 1's has no cap.
TEST(SonicItems, TheRingMonitorGivesTenRings) {
  for (Profile p : kProfiles) {
    EXPECT_EQ(afterItem(p, ringsItem(p)).rings, 10) << profileName(p);
    EXPECT_EQ(afterItem(p, ringsItem(p), 995).rings, p == Profile::Sonic1 ? 1005 : 999) << profileName(p);
    EXPECT_EQ(afterItem(p, shieldItem(p)).rings, 0) << profileName(p);
  }
}

// Each game's 1-up: Pow_ChkSonic 2 (Sonic 1), sonic_1up 1 (Sonic 2, the
// guide), Monitor_Give_1up 1 (S&K): "addq.b #1,(v_lives).w" (Life_count), a
// byte, so 255 wraps to 0. Sonic 2's 2, tails_1up, adds to Life_count_2P:
// Tails', not his. The ring monitor tests the 100-ring bonus as CollectRing
// does (Pow_ChkRings "cmpi.w #100,(v_rings).w; blo.s Pow_RingSound; bset
// #1,(v_lifecount).w; beq.w ExtraLife", super_ring and Monitor_Give_Rings
// the same).
int lifeItem(Profile p) { return p == Profile::Sonic1 ? 2 : 1; }
TEST(SonicItems, TheOneUpGivesALifeAndTheRingMonitorTheHundredthRingsLife) {
  for (Profile p : kProfiles) {
    const Level l = levelWith({monitorObject(kMonX, kMonY, lifeItem(p))});
    Breaker r(l, p);
    ASSERT_TRUE(r.until(EventKind::MonitorBroken, 120)) << profileName(p);
    ASSERT_TRUE(r.until(EventKind::ItemApplied, 40)) << profileName(p);
    EXPECT_EQ(r.s.lives, 4) << profileName(p);
    int lifeEvent = -1;
    for (int i = 0; i < r.rec.eventCount; ++i)
      if (r.rec.events[i].kind == EventKind::ExtraLife) lifeEvent = r.rec.events[i].a;
    EXPECT_EQ(lifeEvent, 4) << profileName(p);

    Breaker full(l, p);
    full.s.lives = 255;
    ASSERT_TRUE(full.until(EventKind::ItemApplied, 160)) << profileName(p);
    EXPECT_EQ(full.s.lives, 0) << profileName(p) << ": addq.b wraps";

    const PlayerState ringed = afterItem(p, ringsItem(p), 95);
    EXPECT_EQ(ringed.lives, 4) << profileName(p) << ": 95 + 10 passes 100";
    EXPECT_EQ(ringed.lifeFlags, 2) << profileName(p);
    EXPECT_EQ(afterItem(p, ringsItem(p), 5).lives, 3) << profileName(p);
    EXPECT_EQ(afterItem(p, shieldItem(p), 95).lives, 3) << profileName(p);
    if (p == Profile::Sonic2) {
      EXPECT_EQ(afterItem(p, 2).lives, 3) << "tails_1up gives Tails' life";
    }
  }
}

// Eggman: Sonic 2's 0 (static) and 3 robotnik_monitor "bra.w Touch_ChkHurt2"
// and S&K's 0 and 2 Monitor_Give_Eggman "bra.w sub_228EC" hurt him as spikes
// do, away from the item object, which rises at the monitor's x ("cmp.w
// x_pos(a2),d0" in HurtCharacter): never while invincible or flashing ("tst.w
// invulnerable_time(a1); bne"). Sonic 1's Pow_ChkEggman: "rts ; Eggman
// monitor does nothing".
struct EggmanRun {
  PlayerState s;
  bool hurt = false;
  int hurtIndex = -1;
};
EggmanRun eggman(Profile p, int item, int dx, std::uint16_t rings = 0, bool flashing = false, bool invincible = false) {
  const Level l = levelWith({monitorObject(kMonX, kMonY, item)});
  Breaker r(l, p);
  EXPECT_TRUE(r.until(EventKind::MonitorBroken, 120)) << profileName(p);
  for (int k = 1; k < 32; ++k) r.step();
  // The frame before it lands: put him dx from the monitor's centre, still in the air.
  r.s.x = (kCentreX + dx) << 8;
  r.s.rings = rings;
  r.s.invulnerable = flashing ? 60 : 0;
  r.s.invincible = invincible ? 100 : 0;
  r.step();
  EXPECT_TRUE(r.rec.has(EventKind::ItemApplied)) << profileName(p);
  EggmanRun out{r.s, r.rec.has(EventKind::Hurt)};
  for (int i = 0; i < r.rec.eventCount; ++i)
    if (r.rec.events[i].kind == EventKind::Hurt) out.hurtIndex = r.rec.events[i].a;
  return out;
}
TEST(SonicItems, EggmanHurtsInSonic2AndSAndKAwayFromTheMonitorNotInSonic1) {
  for (Profile p : kProfiles) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    const std::vector<int> eggmen = p == Profile::Sonic1 ? std::vector<int>{1} : p == Profile::Sonic3K ? std::vector<int>{0, 2} : std::vector<int>{0, 3};
    for (int item : eggmen) {
      const std::string what = std::string(profileName(p)) + " item " + std::to_string(item);
      const EggmanRun left = eggman(p, item, -5);
      if (p == Profile::Sonic1) {
        EXPECT_FALSE(left.hurt) << what;
        EXPECT_FALSE(left.s.hurt) << what;
        continue;
      }
      ASSERT_TRUE(left.hurt) << what;
      EXPECT_EQ(left.hurtIndex, 0) << what << ": the monitor's index";
      EXPECT_TRUE(left.s.hurt) << what;
      EXPECT_EQ(left.s.xsp, -cfg.hurtXsp) << what << ": left of the monitor, knocked left";
      EXPECT_EQ(left.s.invulnerable, cfg.invulnerableFrames) << what;
      EXPECT_EQ(eggman(p, item, 5).s.xsp, cfg.hurtXsp) << what << ": right of it, knocked right";
      const EggmanRun ringed = eggman(p, item, 5, 7);
      EXPECT_EQ(ringed.s.rings, 0) << what << ": a hit with rings loses them";
      EXPECT_FALSE(eggman(p, item, 5, 7, true).hurt) << what << ": flashing";
      EXPECT_EQ(eggman(p, item, 5, 7, true).s.rings, 7) << what << ": flashing";
      EXPECT_FALSE(eggman(p, item, 5, 7, false, true).hurt) << what << ": invincible";
    }
  }
}

// Pow_ChkShield "move.b #1,(v_shield).w", shield_monitor "bset
// #status_secondary.shield", S&K's fire shield sets Status_Shield too.
TEST(SonicItems, TheShieldAndInvincibilityMonitorsGiveThemWithTheGamesTimer) {
  for (Profile p : kProfiles) {
    const PlayerState sh = afterItem(p, shieldItem(p));
    EXPECT_NE(sh.shield, 0) << profileName(p);
    EXPECT_EQ(sh.invincible, 0) << profileName(p);
    // Pow_ChkInvinc "move.w #$4B0,(v_player+$32).w", invincible_monitor
    // "move.w #20*60,invincibility_time(a1)", S&K "move.b #(20*60)/8,invincibility_timer(a1)".
    const PlayerState inv = afterItem(p, invincibleItem(p));
    EXPECT_EQ(inv.invincible, p == Profile::Sonic3K ? 150 : 0x4B0) << profileName(p);
    EXPECT_EQ(inv.shield, 0) << profileName(p);
  }
}

SolidObject upSpikes(int x, int y) {
  SolidObject o;
  o.w = 32;
  o.h = 32;
  o.path = {{x, y}};
  o.kind = ObjectKind::Spikes;
  o.dir = ObjectDir::Up;
  return o;
}

// Falling onto upright spikes (obX 216) from above, with what he holds.
struct OnSpikes : SlotStepper {
  OnSpikes(const Level& l, Profile p, bool kills = true) : SlotStepper(l, p, 210, 340) {
    cfg.hurtWithoutRingsKills = kills;
  }
};
Level spikeLevel() { return levelWith({upSpikes(200, 416)}); }

// HurtSonic: with rings RingLoss is made (RLoss_Count clears v_rings) and
// the hurt bounce runs: he lives, with none.
TEST(SonicItems, AHitWithRingsLosesThemAllAndHeLives) {
  const Level l = spikeLevel();
  for (Profile p : kProfiles) {
    OnSpikes r(l, p);
    r.s.rings = 300;
    ASSERT_TRUE(r.until(EventKind::Hurt, 120)) << profileName(p);
    EXPECT_TRUE(r.rec.has(EventKind::RingsLost));
    EXPECT_FALSE(r.rec.has(EventKind::Died));
    EXPECT_EQ(r.s.rings, 0) << profileName(p);
    EXPECT_TRUE(r.s.hurt);
    EXPECT_FALSE(r.s.outOfLevel);
    EXPECT_EQ(r.s.ysp, -0x400);
    EXPECT_EQ(r.s.xsp, -0x200);
    ASSERT_TRUE(r.until(EventKind::HurtEnded, 120)) << profileName(p);
    EXPECT_FALSE(r.s.outOfLevel);
  }
}

// HurtSonic ".norings" -> KillSonic (HurtCharacter "tst.w d0; beq.w
// KillCharacter"): no rings and no shield, the Died event and the run ends.
// hurtWithoutRingsKills off (the built-in profiles), the old knock-back.
TEST(SonicItems, AHitWithNoRingsKillsAndTheRunEnds) {
  const Level l = spikeLevel();
  for (Profile p : kProfiles) {
    EXPECT_FALSE(defaultPlayerConfig(p).hurtWithoutRingsKills);
    OnSpikes r(l, p);
    r.s.invincible = 0;
    std::uint32_t frames = 0;
    while (frames < 120 && !r.rec.has(EventKind::Died)) {
      r.step();
      ++frames;
    }
    ASSERT_TRUE(r.rec.has(EventKind::Died)) << profileName(p);
    EXPECT_FALSE(r.rec.has(EventKind::Hurt));
    EXPECT_TRUE(r.s.outOfLevel);
    const PlayerState dead = r.s;
    r.step(input::kRight);
    EXPECT_EQ(r.s.frame, dead.frame) << "the run ended";
    EXPECT_EQ(r.s.x, dead.x);
    EXPECT_EQ(r.s.y, dead.y);
    OnSpikes old(l, p, false);
    ASSERT_TRUE(old.until(EventKind::Hurt, 120)) << profileName(p);
    EXPECT_FALSE(old.rec.has(EventKind::Died));
    EXPECT_FALSE(old.s.outOfLevel);
  }
}

// HurtSonic "tst.b (v_shield).w; bne.s .hasshield ... move.b #0,(v_shield).w":
// the shield goes, the rings stay and the bounce is the same; the next hit
// takes the rings.
TEST(SonicItems, AShieldAbsorbsOneHit) {
  const Level l = spikeLevel();
  for (Profile p : kProfiles) {
    OnSpikes r(l, p);
    r.s.rings = 7;
    r.s.shield = 1;
    ASSERT_TRUE(r.until(EventKind::Hurt, 120)) << profileName(p);
    EXPECT_TRUE(r.rec.has(EventKind::ShieldLost));
    EXPECT_FALSE(r.rec.has(EventKind::RingsLost));
    EXPECT_EQ(r.s.shield, 0);
    EXPECT_EQ(r.s.rings, 7) << profileName(p);
    EXPECT_EQ(r.s.ysp, -0x400);
    EXPECT_EQ(r.s.xsp, -0x200);
    EXPECT_EQ(r.s.invulnerable, 0x78);
    // Back above the spikes, not flashing: the second hit takes the rings.
    r.s = spawnPlayer(r.cfg, 210, 340);
    r.s.rings = 7;
    r.s.frame = 1000;
    ASSERT_TRUE(r.until(EventKind::Hurt, 120)) << profileName(p);
    EXPECT_TRUE(r.rec.has(EventKind::RingsLost));
    EXPECT_EQ(r.s.rings, 0);
  }
}

// Spik_Hurt "tst.b (v_invinc).w; bne.s Spik_Display" (Sonic 1), Touch_ChkHurt2
// "btst #status_secondary.invincible; bne.s" (Sonic 2): invincible, he stands
// on the spikes unhurt; the countdown (Sonic_Display ".chkinvincible: subq.w
// #1,invtime(a0)") ends it on the $4B0th control frame, and the spikes,
// whose routine runs after the player's, hurt him in that same frame.
TEST(SonicItems, InvincibilityIgnoresSpikesAndEndsOnTheGamesFrame) {
  const Level l = spikeLevel();
  for (Profile p : {Profile::Sonic1, Profile::Sonic2}) {
    OnSpikes r(l, p);
    r.s.rings = 3;
    r.s.invincible = 0x4B0;
    int ended = -1;
    for (int k = 1; k <= 0x4B0 + 5 && ended < 0; ++k) {
      const bool stood = r.s.standingOn == 0;
      r.step();
      if (r.rec.has(EventKind::InvincibilityEnded)) {
        ended = k;
      } else {
        ASSERT_FALSE(r.rec.has(EventKind::Hurt)) << profileName(p) << " frame " << k;
      }
      if (k > 60 && ended < 0) {
        ASSERT_TRUE(stood) << "stands on the spikes";
      }
    }
    EXPECT_EQ(ended, 0x4B0) << profileName(p);
    EXPECT_EQ(r.s.invincible, 0);
    EXPECT_TRUE(r.rec.has(EventKind::Hurt)) << profileName(p);
    EXPECT_EQ(r.s.rings, 0);
  }
  // S&K's Sonic_ChkInvin: a tick when the frame counter's low three bits are 0.
  OnSpikes r(l, Profile::Sonic3K);
  r.s.invincible = 2;
  int ended = -1;
  for (int k = 0; k < 40 && ended < 0; ++k) {
    const std::uint32_t at = r.s.frame;
    r.step();
    if (r.rec.has(EventKind::InvincibilityEnded)) {
      ended = static_cast<int>(at);
    } else {
      ASSERT_FALSE(r.rec.has(EventKind::Hurt));
    }
  }
  ASSERT_GE(ended, 8);
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
