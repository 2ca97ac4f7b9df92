// Hurt zones against the Sonic player (sonic/hurt_zone.h), every profile:
// Sonic 1's Obj54 ("_incObj/54 Lava Tag.asm": LTag_ColTypes "dc.b $96, $94,
// $95") and Sonic 2's Obj31 (s2.asm, Obj31_CollisionFlagsBySubtype), met by
// ReactToItem ("_incObj/sub ReactToItem.asm") / TouchResponse and hurt by
// React_ChkHurt / Touch_ChkHurt then HurtSonic / HurtCharacter; each number
// quoted from them.
#include <gtest/gtest.h>

#include <vector>

#include "../support/hurt_object.h"
#include "object_level.h"
#include "slot_stepper.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace {

// He stands still on the ground at y 448: centre (kZoneX, kZoneY), radiusY 19.
constexpr int kZoneX = 200, kZoneY = 428;

const Event* firstZoneEvent(const StepRecord& rec, EventKind k) {
  for (int i = 0; i < rec.eventCount; ++i) {
    if (rec.events[i].kind == k) return &rec.events[i];
  }
  return nullptr;
}

// Running right into Obj54 subtype 0 (collision size $16: "dc.b $20, $20",
// 64 x 64) standing on the floor ahead: HurtSonic ("move.w #-$400,obVelY",
// "move.w #-$200,obVelX", away from the zone's x: "cmp.w obX(a2),d0; blo.s
// .isleft"), his rings all lost ("move.w #0,(v_rings)" in RingLoss), the
// hurt routine; the zone is not solid, nothing pushed him.
TEST(SonicHurtZone, RunningIntoOneHurtsKnocksHimBackAndTakesTheRings) {
  for (Profile p : kProfiles) {
    const int left = kZoneX + 80;
    const Level l = levelAfterFarBlock({hurtObject(left, 448 - 64, 64, 64)});
    SlotStepper r(l, p, kZoneX, kZoneY);
    r.s.rings = 5;
    int lastX = r.s.x >> 8;
    bool hurt = false;
    for (int i = 0; i < 120 && !hurt; ++i) {
      lastX = r.s.x >> 8;
      r.step(input::kRight);
      hurt = r.rec.has(EventKind::Hurt);
    }
    ASSERT_TRUE(hurt) << profileName(p);
    // The player's box reaches x + 8 and the zone's from its left edge
    // ("sub.w d1,d0; sub.w d2,d0; bcc.s .outsidex; cmp.w d4,d0; bhi.w .next").
    EXPECT_GE((r.s.x >> 8) + 8, left) << profileName(p);
    EXPECT_LT(lastX + 8, left) << profileName(p) << ": hurt the first frame his box met it";
    EXPECT_TRUE(r.s.hurt) << profileName(p);
    EXPECT_TRUE(r.s.airborne) << profileName(p);
    EXPECT_EQ(r.s.xsp, -r.cfg.hurtXsp) << profileName(p);
    EXPECT_EQ(r.s.ysp, -r.cfg.hurtYsp) << profileName(p);
    EXPECT_EQ(r.s.xsp, -0x200) << profileName(p);
    EXPECT_EQ(r.s.ysp, -0x400) << profileName(p);
    EXPECT_EQ(r.s.gsp, 0) << profileName(p);
    EXPECT_EQ(r.s.rings, 0) << profileName(p);
    EXPECT_EQ(r.s.invulnerable, r.cfg.invulnerableFrames) << profileName(p);
    const Event* h = firstZoneEvent(r.rec, EventKind::Hurt);
    ASSERT_NE(h, nullptr);
    EXPECT_EQ(h->a, 1) << profileName(p) << ": the zone's index";
    const Event* lost = firstZoneEvent(r.rec, EventKind::RingsLost);
    ASSERT_NE(lost, nullptr) << profileName(p);
    EXPECT_EQ(lost->a, 5) << profileName(p);
    bool touched = false;
    for (int i = 0; i < r.rec.objectTestCount; ++i) {
      touched |= r.rec.objectTests[i].object == 1 && r.rec.objectTests[i].outcome == ObjectOutcome::Touched;
    }
    EXPECT_TRUE(touched) << profileName(p) << ": the record notes the touch";
  }
}

// One still step with a zone w x h centred at (kZoneX + dx, kZoneY): what it did.
struct StillHit {
  bool hurt;
  PlayerState s;
};
StillHit stillIn(Profile p, int dx, int w, int h, void (*setup)(PlayerState&) = nullptr, bool kills = false) {
  const Level l = levelAfterFarBlock({hurtAround(kZoneX + dx, kZoneY, w, h)});
  SlotStepper r(l, p, kZoneX, kZoneY);
  r.cfg.hurtWithoutRingsKills = kills;
  r.s.rings = 3;
  if (setup) setup(r.s);
  r.step();
  return {r.rec.has(EventKind::Hurt), r.s};
}

// Knocked away from the zone's x: left of its centre he goes left, right of
// it (or on it: "blo.s .isleft" is false for equal) he goes right.
TEST(SonicHurtZone, TheKnockBackIsAwayFromTheZonesCentre) {
  for (Profile p : kProfiles) {
    const StillHit right = stillIn(p, 10, 64, 64);
    ASSERT_TRUE(right.hurt) << profileName(p);
    EXPECT_LT(right.s.xsp, 0) << profileName(p) << ": the zone's centre is to his right";
    const StillHit left = stillIn(p, -10, 64, 64);
    ASSERT_TRUE(left.hurt) << profileName(p);
    EXPECT_GT(left.s.xsp, 0) << profileName(p);
    const StillHit on = stillIn(p, 0, 64, 64);
    ASSERT_TRUE(on.hurt) << profileName(p);
    EXPECT_GT(on.s.xsp, 0) << profileName(p);
  }
}

// The touch size is the zone's half width and half height: with $20 either
// way (64 x 64) its centre is met within 8 + $20 = 40 px of his x.
TEST(SonicHurtZone, TheTouchBoxIsHalfTheZoneAboutItsCentre) {
  for (Profile p : kProfiles) {
    EXPECT_TRUE(stillIn(p, 40, 64, 64).hurt) << profileName(p);
    EXPECT_FALSE(stillIn(p, 41, 64, 64).hurt) << profileName(p);
    EXPECT_TRUE(stillIn(p, -40, 64, 64).hurt) << profileName(p);
    EXPECT_FALSE(stillIn(p, -41, 64, 64).hurt) << profileName(p);
    // Obj54 subtype 2, size $15 ("dc.b $80, $20"): 128 + 8 px.
    EXPECT_TRUE(stillIn(p, 136, 256, 64).hurt) << profileName(p);
    EXPECT_FALSE(stillIn(p, 137, 256, 64).hurt) << profileName(p);
  }
}

// React_ChkHurt: "tst.b (v_invinc).w; bne .isflashing"; "tst.w
// flashtime(a0); bne.s .isflashing" (Touch_ChkHurt: status_secondary's
// invincible bit, invulnerable_time): touched, not hurt.
TEST(SonicHurtZone, NotHurtWhileInvincibleOrFlashing) {
  for (Profile p : kProfiles) {
    const StillHit inv = stillIn(p, 0, 64, 64, [](PlayerState& s) { s.invincible = 100; });
    EXPECT_FALSE(inv.hurt) << profileName(p);
    EXPECT_EQ(inv.s.rings, 3) << profileName(p);
    EXPECT_FALSE(inv.s.hurt) << profileName(p);
    const StillHit flash = stillIn(p, 0, 64, 64, [](PlayerState& s) { s.invulnerable = 2; });
    EXPECT_FALSE(flash.hurt) << profileName(p);
    EXPECT_EQ(flash.s.rings, 3) << profileName(p);
    // The flashing counts down before the test: 1 left at it still spares him.
    const StillHit last = stillIn(p, 0, 64, 64, [](PlayerState& s) { s.invulnerable = 1; });
    EXPECT_TRUE(last.hurt) << profileName(p) << ": Sonic_Display took the last frame before the touch test";
  }
}

// "tst.b (v_shield).w; bne.s .hasshield": the shield is taken, the rings kept;
// with neither, KillSonic (where the profile counts rings: hurtWithoutRingsKills).
TEST(SonicHurtZone, AShieldIsTakenFirstAndNoRingsKills) {
  for (Profile p : kProfiles) {
    const StillHit shield = stillIn(p, 0, 64, 64, [](PlayerState& s) { s.shield = 1; });
    EXPECT_TRUE(shield.hurt) << profileName(p);
    EXPECT_EQ(shield.s.shield, 0) << profileName(p);
    EXPECT_EQ(shield.s.rings, 3) << profileName(p);
    const StillHit dies = stillIn(p, 0, 64, 64, [](PlayerState& s) { s.rings = 0; }, true);
    EXPECT_FALSE(dies.hurt) << profileName(p);
    EXPECT_TRUE(dies.s.outOfLevel) << profileName(p) << ": KillSonic";
    EXPECT_EQ(dies.s.ended, RunEnd::Killed) << profileName(p) << ": why the run ended (player_state.h)";
    EXPECT_EQ(dies.s.endedBy, 1) << profileName(p) << ": the zone (after the far block)";
  }
}

// Invincible, he runs through it: the zone is never solid (the object pass
// skips it) and the touch test does nothing.
TEST(SonicHurtZone, AnInvinciblePlayerRunsThrough) {
  for (Profile p : kProfiles) {
    const Level l = levelAfterFarBlock({hurtObject(kZoneX + 40, 448 - 64, 64, 64)});
    SlotStepper r(l, p, kZoneX, kZoneY);
    r.s.invincible = 1000;
    for (int i = 0; i < 90; ++i) {
      r.step(input::kRight);
      ASSERT_FALSE(r.rec.has(EventKind::Hurt)) << profileName(p) << " frame " << i;
    }
    EXPECT_GT(r.s.x >> 8, kZoneX + 40 + 64 + 8) << profileName(p);
  }
}

// Level format 19: a zone moving along an axis, Spring Yard's big spiked
// ball (Obj58 type 1, "_incObj/58 Big Spiked Ball.asm" .type01: "move.b
// (v_oscillate+$E).w,d0", oscillator 3's byte, "sub.w d0,d1; move.w
// d1,obX(a0)": x = its origin - the byte), touch size $86's .sizes row 6
// ($10 x $10). It is met where its routine put it on the frame before: the
// player's touch test runs before the other objects' routines.
TEST(SonicHurtZone, AZoneMovingAlongAnAxisIsMetWhereItWasOnTheFrameBefore) {
  SolidObject ball = hurtAround(kZoneX + 84, kZoneY, 32, 32);
  ball.osc = {OscTable::Sonic1, 3, ObjectAxis::X, 0, true, 0, false};
  const auto touches = [&](std::uint32_t frame) {
    const int cx = (objectPosition(ball, frame).x >> 8) + 16;  // his box reaches 8, the ball's $10
    return cx - kZoneX <= 24 && kZoneX - cx <= 24;
  };
  for (Profile p : kProfiles) {
    const Level l = levelAfterFarBlock({ball});
    SlotStepper r(l, p, kZoneX, kZoneY);
    std::uint32_t hurtOn = 0;
    bool hurt = false, moved = false;
    for (int i = 0; i < 400 && !hurt; ++i) {
      hurtOn = r.s.frame;
      moved = moved || objectPosition(ball, hurtOn).x != objectPosition(ball, 0).x;
      ASSERT_EQ(r.s.x >> 8, kZoneX) << profileName(p) << ": he stands still";
      r.step(0);
      hurt = r.rec.has(EventKind::Hurt);
      if (!hurt) {
        EXPECT_FALSE(touches(hurtOn)) << profileName(p) << " frame " << hurtOn;
      }
    }
    ASSERT_TRUE(hurt) << profileName(p);
    EXPECT_TRUE(moved) << profileName(p);
    EXPECT_TRUE(touches(hurtOn)) << profileName(p);
    // Read where it is after the frame's move, it would have met him a frame sooner.
    ASSERT_GT(hurtOn, 0u) << profileName(p);
    EXPECT_FALSE(touches(hurtOn - 1)) << profileName(p);
  }
}

// Level format 19: a spinning zone, Spring Yard's circling big spiked ball
// (Obj58 type 3, .type03: "move.w bball_speed(a0),d0; add.w
// d0,obAngle(a0)", the word's high byte the angle, radius $50 by CalcSine),
// on the clock of the frame it was made (its slot): met where it turned to
// on the frame before, so two balls made 37 frames apart first hurt him on
// frames 37 apart.
TEST(SonicHurtZone, ASpinningZoneTurnsOnTheClockOfTheFrameItWasMade) {
  SolidObject ball = hurtAround(kZoneX - 0x50, kZoneY, 32, 32);
  ball.spin = {0x50, -0x80, 0x40};  // subtype $F3, x-flipped: from straight down, anticlockwise on screen
  const auto touches = [&](std::uint32_t made, std::uint32_t frame) {
    const SpinOffset d = spinOffset(ball.spin, made, frame);
    const int cx = kZoneX - 0x50 + d.x, cy = kZoneY + d.y;
    return cx - kZoneX <= 24 && kZoneX - cx <= 24 && cy - kZoneY <= 16 + 16 && kZoneY - cy <= 16 + 16;
  };
  for (Profile p : kProfiles) {
    std::uint32_t first[2] = {0, 0};
    for (const std::uint32_t made : {0u, 37u}) {
      const Level l = levelAfterFarBlock({ball});
      SlotStepper r(l, p, kZoneX, kZoneY);
      const std::int32_t k = l.objects.slotOf(1);  // the ball, after the far block
      ASSERT_GE(k, 0) << "a spinning zone keeps the frame it was made";
      if (made != 0) r.slots[static_cast<std::size_t>(k) + madeFrameSlotOffset(ball)].since = made;
      bool hurt = false;
      std::uint32_t n = 0;
      for (int i = 0; i < 600 && !hurt; ++i) {
        n = r.s.frame;
        r.step(0);
        hurt = r.rec.has(EventKind::Hurt);
        if (!hurt) {
          ASSERT_FALSE(touches(made, n)) << profileName(p) << " made " << made << " frame " << n;
        }
      }
      ASSERT_TRUE(hurt) << profileName(p) << " made " << made;
      EXPECT_TRUE(touches(made, n)) << profileName(p);
      first[made != 0] = n;
    }
    EXPECT_EQ(first[1], first[0] + 37) << profileName(p);
  }
}

}  // namespace
}  // namespace solidtile::test
