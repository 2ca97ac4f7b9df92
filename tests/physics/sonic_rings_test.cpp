// Rings lying in the level against the Sonic player (sonic/rings.h), every
// profile: Sonic 1's Obj25 ("_incObj/25 & 37 Rings.asm": "move.b
// #$47,obColType(a1)", Ring_Collect, CollectRing) met by ReactToItem
// ("_incObj/sub ReactToItem.asm"), Sonic 2's Touch_Rings (s2.asm), S&K's
// Test_Ring_Collisions; each number quoted from them.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "../support/ring_object.h"
#include "object_level.h"
#include "slot_stepper.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace {

// He stands still on the ground at y 448: centre (kX, kY), radiusY 19 (the floor sensor puts his feet on 447).
constexpr int kX = 200, kY = 428;

// Standing still with rings about him (one on his centre unless given).
struct OnRings {
  Level level;
  SlotStepper r;
  explicit OnRings(Profile p, std::vector<SolidObject> rings = {ringAround(kX, kY)})
      : level(levelAfterFarBlock(std::move(rings))), r(level, p, kX, kY) {}
};

int events(const StepRecord& rec, EventKind k) {
  int n = 0;
  for (int i = 0; i < rec.eventCount; ++i) n += rec.events[i].kind == k;
  return n;
}

// One still step with a ring centred (dx, dy) from him: whether it was collected.
bool collectsAt(Profile p, int dx, int dy) {
  OnRings on(p, {ringAround(kX + dx, kY + dy)});
  SlotStepper& r = on.r;
  r.step();
  EXPECT_EQ(r.s.x >> 8, kX) << profileName(p);
  EXPECT_EQ(r.s.y >> 8, kY) << profileName(p) << " (standing still: the box is where the test puts it)";
  EXPECT_EQ(r.s.rings, r.rec.has(EventKind::RingCollected) ? 1 : 0) << profileName(p);
  return r.rec.has(EventKind::RingCollected);
}

// Ring_Collect: "bsr.w CollectRing" ("addq.w #1,(v_rings).w") and "move.b
// #0,obColType(a0)" (never touched again); Touch_Rings: "move.w #$604,(a1)"
// (the ring's entry no longer tested: "tst.w (a1); bne.w Touch_NextRing").
TEST(SonicRings, TouchingOneAddsOneAndFiresRingCollectedOnce) {
  for (Profile p : kProfiles) {
    OnRings on(p);
    SlotStepper& r = on.r;
    r.step();
    ASSERT_EQ(events(r.rec, EventKind::RingCollected), 1) << profileName(p);
    for (int i = 0; i < r.rec.eventCount; ++i) {
      if (r.rec.events[i].kind != EventKind::RingCollected) continue;
      EXPECT_EQ(r.rec.events[i].a, 1) << profileName(p) << ": the object's index, low byte";
      EXPECT_EQ(r.rec.events[i].b, 0) << profileName(p) << ": high byte";
    }
    EXPECT_EQ(r.s.rings, 1) << profileName(p);
    EXPECT_EQ(r.slots[0].since, 1u) << profileName(p) << ": the slot holds the frame it was collected";
    for (int k = 0; k < 30; ++k) {
      r.step();
      EXPECT_FALSE(r.rec.has(EventKind::RingCollected)) << profileName(p) << " frame " << r.s.frame;
    }
    EXPECT_EQ(r.s.rings, 1) << profileName(p);
    EXPECT_EQ(r.s.x >> 8, kX) << profileName(p) << ": a ring is not solid";
  }
}

// ReactToItem's player box: "subq.w #8,d2" and "move.w #$10,d4" across,
// "move.b obHeight(a0),d5; subq.b #3,d5; sub.w d5,d3" and "add.w d5,d5"
// down; the ring's size entry 7, "dc.b 6, 6" (Touch_Rings: "move.w #6,d1",
// "move.w #12,d6", "move.w #16,d4"). With the unsigned word tests
// (".proximity": bcc / "cmp.w d4,d0; bhi", then "add.w d1,d1; add.w d1,d0;
// bcs") a ring counts when its centre is within 8 + 6 = 14 px of
// his x and (19 - 3) + 6 = 22 px of his y, either way.
TEST(SonicRings, TheTouchBoxIsReactToItemsSixBySixAgainstThePlayersBox) {
  for (Profile p : kProfiles) {
    EXPECT_TRUE(collectsAt(p, -14, 0)) << profileName(p);
    EXPECT_FALSE(collectsAt(p, -15, 0)) << profileName(p);
    EXPECT_TRUE(collectsAt(p, 14, 0)) << profileName(p);
    EXPECT_FALSE(collectsAt(p, 15, 0)) << profileName(p);
    EXPECT_TRUE(collectsAt(p, 0, -22)) << profileName(p);
    EXPECT_FALSE(collectsAt(p, 0, -23)) << profileName(p);
    EXPECT_TRUE(collectsAt(p, 0, 22)) << profileName(p);
    EXPECT_FALSE(collectsAt(p, 0, 23)) << profileName(p);
    EXPECT_TRUE(collectsAt(p, 14, 22)) << profileName(p);
    EXPECT_FALSE(collectsAt(p, 15, 23)) << profileName(p);
  }
}

// Sonic 1 "cmpi.w #90,flashtime(a0); bhs.w .invincible", Sonic 2
// "cmpi.w #$5A,invulnerable_time(a0); bhs.w Touch_Rings_Done", S&K
// "cmpi.b #90,invulnerability_timer(a0)": read after Sonic_Display took
// this frame's one off, so 91 before the step (90 at the test) keeps the
// ring there and 90 (89 at the test) collects it.
TEST(SonicRings, NotCollectedWhileFlashingNinetyOrMore) {
  for (Profile p : kProfiles) {
    OnRings on(p);
    SlotStepper& r = on.r;
    r.s.invulnerable = 91;
    r.step();
    EXPECT_EQ(r.s.invulnerable, 90);
    EXPECT_FALSE(r.rec.has(EventKind::RingCollected)) << profileName(p);
    EXPECT_EQ(r.s.rings, 0) << profileName(p);
    r.step();  // 89 at the test
    EXPECT_TRUE(r.rec.has(EventKind::RingCollected)) << profileName(p);
    EXPECT_EQ(r.s.rings, 1) << profileName(p);
  }
}

// Sonic 1's rings are objects of ReactToItem's walk, which returns after the
// first it touches: two rings on him take two frames. Sonic 2's Touch_Rings
// (and S&K's) loops on to Touch_NextRing: both the first frame.
TEST(SonicRings, Sonic1TakesOneRingAFrameTheOthersEveryRingTouched) {
  for (Profile p : kProfiles) {
    OnRings on(p, {ringAround(kX, kY), ringAround(kX + 4, kY)});
    SlotStepper& r = on.r;
    r.step();
    const int first = p == Profile::Sonic1 ? 1 : 2;
    EXPECT_EQ(events(r.rec, EventKind::RingCollected), first) << profileName(p);
    EXPECT_EQ(r.s.rings, first) << profileName(p);
    r.step();
    EXPECT_EQ(r.s.rings, 2) << profileName(p);
  }
}

// CollectRing "addq.w #1,(v_rings).w" (Sonic 1: no cap); Sonic 2's
// CollectRing_Sonic "cmpi.w #999,(Ring_count).w; bhs.s; addq.w #1" and S&K's
// GiveRing alike: 999 at most. The Guide profile follows Sonic 2.
TEST(SonicRings, TheCountStopsAt999InSonic2AndSAndKNotInSonic1) {
  for (Profile p : kProfiles) {
    OnRings on(p);
    SlotStepper& r = on.r;
    r.s.rings = 999;
    r.step();
    EXPECT_TRUE(r.rec.has(EventKind::RingCollected)) << profileName(p) << ": collected, the ring gone";
    EXPECT_EQ(r.s.rings, p == Profile::Sonic1 ? 1000 : 999) << profileName(p);
  }
}

// One still step onto a ring holding `rings` with the bonuses `flags` given:
// the state after it, and the ExtraLife event's a (-1 for none).
struct Bonus {
  PlayerState s;
  int lifeEvent = -1;
};
Bonus collectHolding(Profile p, std::uint16_t rings, std::uint8_t flags) {
  OnRings on(p);
  on.r.s.rings = rings;
  on.r.s.lifeFlags = flags;
  on.r.step();
  EXPECT_TRUE(on.r.rec.has(EventKind::RingCollected)) << profileName(p) << " holding " << rings;
  Bonus b{on.r.s};
  for (int i = 0; i < on.r.rec.eventCount; ++i)
    if (on.r.rec.events[i].kind == EventKind::ExtraLife) b.lifeEvent = on.r.rec.events[i].a;
  return b;
}

// CollectRing (Sonic 1; Sonic 2's CollectRing_1P and S&K's GiveRing_1P the
// same): "cmpi.w #100,(v_rings).w; blo.s .playsnd; bset #1,(v_lifecount).w;
// beq.s .got100; cmpi.w #200,(v_rings).w; blo.s .playsnd; bset
// #2,(v_lifecount).w; bne.s .playsnd; .got100: addq.b #1,(v_lives).w". The
// bits stay set when a hit takes the rings; a first bonus not yet given is
// given first, so the 200th ring then gives it and the 201st the second.
TEST(SonicRings, TheHundredthAndTwoHundredthRingsGiveALifeOnceAnAct) {
  struct Case {
    std::uint16_t rings;
    std::uint8_t flags, lives, flagsAfter;
  };
  static constexpr Case kCases[] = {
      {50, 0, 3, 0}, {99, 0, 4, 2}, {99, 2, 3, 2}, {150, 2, 3, 2}, {199, 2, 4, 6},
      {199, 6, 3, 6}, {199, 0, 4, 2}, {200, 2, 4, 6}, {300, 6, 3, 6},
  };
  for (Profile p : kProfiles) {
    for (const Case& c : kCases) {
      const Bonus b = collectHolding(p, c.rings, c.flags);
      const std::string what = std::string(profileName(p)) + " holding " + std::to_string(c.rings) + " with bonus bits " +
                               std::to_string(c.flags);
      EXPECT_EQ(b.s.rings, c.rings + 1) << what;
      EXPECT_EQ(b.s.lives, c.lives) << what << " (3 lives at the start)";
      EXPECT_EQ(b.s.lifeFlags, c.flagsAfter) << what;
      EXPECT_EQ(b.lifeEvent, c.lives == 4 ? 4 : -1) << what;
    }
  }
}

// Sonic 2's CollectRing_1P (REV01) and S&K's GiveRing_1P: "cmpi.w
// #999,(Ring_count).w; bhs.s JmpTo_PlaySound2" before both the add and the
// 100-ring test, so at 999 the ring goes and nothing else happens; Sonic 1's
// CollectRing has no cap and tests the bonus at 1000.
TEST(SonicRings, At999Sonic2AndSAndKTestNoBonusSonic1Does) {
  for (Profile p : kProfiles) {
    const Bonus b = collectHolding(p, 999, 0);
    const bool s1 = p == Profile::Sonic1;
    EXPECT_EQ(b.s.rings, s1 ? 1000 : 999) << profileName(p);
    EXPECT_EQ(b.s.lives, s1 ? 4 : 3) << profileName(p);
    EXPECT_EQ(b.s.lifeFlags, s1 ? 2 : 0) << profileName(p);
  }
}

// A ring's state is its slot: copying the slots and the player's state back
// (a rewind) brings the ring back, and the same step collects it again.
TEST(SonicRings, RewindingTheSlotsAndStateRecollectsIdentically) {
  for (Profile p : kProfiles) {
    OnRings on(p, {ringAround(kX + 40, kY)});
    SlotStepper& r = on.r;
    int frames = 0;
    while (r.s.rings == 0 && frames < 60) {
      const PlayerState before = r.s;
      const std::vector<ObjectSlot> slots = r.slots;
      r.step(input::kRight);
      ++frames;
      if (r.s.rings == 0) continue;
      const PlayerState after = r.s;
      const std::vector<ObjectSlot> slotsAfter = r.slots;
      r.s = before;
      r.slots = slots;
      r.step(input::kRight);
      EXPECT_TRUE(r.rec.has(EventKind::RingCollected)) << profileName(p);
      EXPECT_EQ(r.s, after) << profileName(p);
      EXPECT_EQ(r.slots, slotsAfter) << profileName(p);
    }
    EXPECT_EQ(r.s.rings, 1) << profileName(p) << " after " << frames << " frames";
  }
}

}  // namespace
}  // namespace solidtile::test
