// Monitors against the Sonic player (sonic/monitor.h), every profile: Sonic 1's
// Obj26 ("_incObj/26 Monitor.asm") and React_Monitor ("_incObj/sub
// ReactToItem.asm"), Sonic 2's Obj26 and Touch_Monitor (s2.asm), S&K's
// Obj_Monitor and Touch_Monitor (sonic3k.asm); each number quoted from them.
#include <gtest/gtest.h>

#include <vector>

#include "../support/collapse_object.h"
#include "../support/monitor_object.h"
#include "object_level.h"
#include "slot_stepper.h"
#include "solidtile/input.h"
#include "solidtile/level/object_state.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace {

// A monitor resting on the ground (y 448): top-left (400, 418), centre (415, 433).
constexpr int kMonitorMonX = 400, kMonitorMonY = 418, kMonitorCentreX = 415, kMonitorCentreY = 433;

struct MonitorStepper : SlotStepper {
  using SlotStepper::SlotStepper;
  // Curled up as a jump leaves him (Sonic_Jump: the roll radii, id_Roll).
  void curl() {
    s.rolling = true;
    s.jumping = true;
    s.radiusY = static_cast<std::uint8_t>(cfg.rollRadiusY);
    s.radiusX = static_cast<std::uint8_t>(cfg.rollRadiusX);
  }
  MonitorView monitor(std::size_t slot = 0) const { return monitorAt(slots[slot], slots[slot + 1], s.frame); }
};

TEST(SonicMonitor, AMonitorKeepsTwoSlotsAfterTheStatefulObjectsBeforeIt) {
  const Level l = levelWith({box(0, 0, 16, 16), monitorObject(kMonitorMonX, kMonitorMonY), collapseObject(64, 0, 32, 16)});
  EXPECT_EQ(l.objects.slotCount(), 3u);
  EXPECT_EQ(l.objects.slotOf(0), -1);
  EXPECT_EQ(l.objects.slotOf(1), 0);
  EXPECT_EQ(l.objects.slotOf(2), 2);
}

// React_Monitor .movingdown: "cmpi.b #id_Roll,obAnim(a0); bne.s .donothing;
// neg.w obVelY(a0); addq.b #2,obRoutine(a1)". The touch test comes at the end
// of his routine, after the air step: his y speed then is the one a twin run
// without the monitor has, negated. ReactToItem's box (y - (radius - 3),
// height 2 (radius - 3)) meets the monitor's $10 x $10 around its centre
// first when py + 11 >= 433 - 16.
TEST(SonicMonitor, ARollingPlayerFallingOntoItBreaksItAndBouncesWithHisYSpeedNegated) {
  for (Profile p : kProfiles) {
    const Level l = levelWith({monitorObject(kMonitorMonX, kMonitorMonY, 5)});
    const Level empty = levelWith({});
    MonitorStepper r(l, p, kMonitorCentreX, 340), twin(empty, p, kMonitorCentreX, 340);
    r.curl();
    twin.curl();
    std::int32_t before = r.s.y >> 8;
    bool broke = false;
    for (int k = 0; k < 120 && !broke; ++k) {
      before = r.s.y >> 8;
      r.step();
      twin.step();
      broke = r.rec.has(EventKind::MonitorBroken);
    }
    ASSERT_TRUE(broke) << profileName(p);
    EXPECT_LT(before + 11, kMonitorCentreY - 16) << profileName(p);
    EXPECT_GE((r.s.y >> 8) + 11, kMonitorCentreY - 16) << profileName(p);
    ASSERT_GT(twin.s.ysp, 0);
    EXPECT_EQ(r.s.ysp, -twin.s.ysp) << profileName(p);
    EXPECT_EQ(r.s.y, twin.s.y) << profileName(p);  // the touch does not move him
    const Event* e = nullptr;
    for (int i = 0; i < r.rec.eventCount; ++i)
      if (r.rec.events[i].kind == EventKind::MonitorBroken) e = &r.rec.events[i];
    ASSERT_NE(e, nullptr);
    EXPECT_EQ(e->a, 5) << "the event names the item";
    EXPECT_EQ(r.slots[0].since, r.s.frame);
    EXPECT_TRUE(r.monitor().broken);
    bool touched = false;
    for (int i = 0; i < r.rec.objectTestCount; ++i) touched |= r.rec.objectTests[i].outcome == ObjectOutcome::Broke;
    EXPECT_TRUE(touched) << "the record keeps the touch test";
    // Broken: no longer solid; he falls through its place to the ground.
    for (int k = 0; k < 120; ++k) r.step();
    EXPECT_EQ(r.s.standingOn, -1) << profileName(p);
    EXPECT_FALSE(r.s.airborne) << profileName(p);
    EXPECT_EQ((r.s.y >> 8) + r.s.radiusY + 1, 448) << profileName(p);
  }
}

// On the ground his y speed is 0, which React_Monitor takes as "moving down":
// a roll into its side breaks it in every game (Sonic 2's and S&K's monitor
// routines let a rolling player through: "cmpi.b #AniIDSonAni_Roll; bne.w
// SolidObject_cont; rts"; Sonic 1's Mon_Solid too while he is not rising).
TEST(SonicMonitor, ARollIntoItsSideBreaksItWithoutAPush) {
  for (Profile p : kProfiles) {
    const Level l = levelWith({monitorObject(kMonitorMonX, kMonitorMonY, 3)});
    MonitorStepper r(l, p, 300, 420);
    for (int k = 0; k < 30 && r.s.airborne; ++k) r.step();
    ASSERT_FALSE(r.s.airborne);
    r.s.gsp = r.s.xsp = 0x800;
    r.step(input::kDown);
    ASSERT_TRUE(r.s.rolling) << profileName(p);
    bool pushed = false, broke = false;
    for (int k = 0; k < 60 && !broke; ++k) {
      r.step();
      pushed |= r.rec.has(EventKind::ObjectPushed);
      broke = r.rec.has(EventKind::MonitorBroken);
    }
    ASSERT_TRUE(broke) << profileName(p);
    EXPECT_FALSE(pushed) << profileName(p);
    EXPECT_EQ(r.s.ysp, 0);
    EXPECT_GT(r.s.xsp, 0) << profileName(p) << ": the roll goes on";
    // ReactToItem's x test: his box x - 8 .. x + 8 meets 415 - $10.
    EXPECT_GE((r.s.x >> 8) + 8, kMonitorCentreX - 16) << profileName(p);
  }
}

// Not rolling it is the profile's solid object: walked into, he is pushed
// out of its side (and pushes it); dropped on it, he stands on its top.
TEST(SonicMonitor, WalkingIntoItOrLandingOnItIsSolidAndLeavesItWhole) {
  for (Profile p : kProfiles) {
    const Level l = levelWith({monitorObject(kMonitorMonX, kMonitorMonY)});
    MonitorStepper walk(l, p, 340, 428);
    bool pushed = false;
    for (int k = 0; k < 120; ++k) {
      walk.step(input::kRight);
      pushed |= walk.rec.has(EventKind::ObjectPushed);
      ASSERT_FALSE(walk.rec.has(EventKind::MonitorBroken)) << profileName(p);
    }
    EXPECT_TRUE(pushed) << profileName(p);
    EXPECT_LE((walk.s.x >> 8) + walk.s.radiusX, kMonitorMonX + 1) << profileName(p);
    EXPECT_FALSE(walk.monitor().broken);

    MonitorStepper drop(l, p, kMonitorCentreX, 340);
    ASSERT_TRUE(drop.until(EventKind::ObjectLanded, 120)) << profileName(p);
    EXPECT_EQ(drop.s.standingOn, 0);
    for (int k = 0; k < 30; ++k) drop.step();
    EXPECT_EQ(drop.s.standingOn, 0) << profileName(p);
    EXPECT_FALSE(drop.monitor().broken);
  }
}

// From below, moving up: Sonic 1's React_Monitor and Sonic 2's Touch_Monitor,
// with his centre 16 px or more under its centre ("subi.w #$10,d0; cmp.w
// obY(a1),d0; blo.s"), negate his speed and knock it up ("move.w
// #-$180,obVelY(a1)"; ObjectFall adds $38 a frame after moving). S&K's
// Touch_Monitor sends an upright monitor to .checkdestroy: broken.
TEST(SonicMonitor, HitFromBelowItIsKnockedUpInSonic1And2AndBrokenInSK) {
  for (Profile p : kProfiles) {
    // Floating: top-left (400, 300), centre (415, 315); the ground far below.
    const Level l = levelWith({monitorObject(kMonitorMonX, 300, 2)});
    const Level empty = levelWith({});
    MonitorStepper r(l, p, kMonitorCentreX, 360), twin(empty, p, kMonitorCentreX, 360);
    for (MonitorStepper* x : {&r, &twin}) {
      x->curl();
      x->s.ysp = -0x400;  // under the jump release cap
    }
    bool hit = false;
    for (int k = 0; k < 30 && !hit; ++k) {
      r.step();
      twin.step();
      hit = r.rec.has(EventKind::MonitorKnocked) || r.rec.has(EventKind::MonitorBroken);
    }
    ASSERT_TRUE(hit) << profileName(p);
    ASSERT_LT(twin.s.ysp, 0);
    EXPECT_EQ(r.s.ysp, -twin.s.ysp) << profileName(p);
    if (p == Profile::Sonic3K) {
      EXPECT_TRUE(r.rec.has(EventKind::MonitorBroken));
      EXPECT_TRUE(r.monitor().broken);
      continue;
    }
    ASSERT_TRUE(r.rec.has(EventKind::MonitorKnocked)) << profileName(p);
    EXPECT_GE((r.s.y >> 8) - 16, 315) << profileName(p);
    EXPECT_FALSE(r.monitor().broken);
    // Its rise frame by frame: -$180, -$148, ... summed, whole pixels (floor).
    const std::int32_t rises[] = {2, 3, 4, 5, 6, 6, 6, 6, 6, 6, 5, 4, 3, 2, 0, 0};
    for (std::int32_t want : rises) {
      EXPECT_EQ(r.monitor().rise, want) << profileName(p) << " frame " << r.s.frame;
      EXPECT_TRUE(r.monitor().falling);
      r.step();
    }
    EXPECT_FALSE(r.monitor().falling) << profileName(p) << ": landed where it stood";
    EXPECT_EQ(r.monitor().rise, 0);
  }
}

// Rewinding copies the slots with the player: the monitor is whole again and
// breaks on the same frame when stepped on.
TEST(SonicMonitor, RewindingRestoresAnUnbrokenMonitor) {
  for (Profile p : kProfiles) {
    const Level l = levelWith({monitorObject(kMonitorMonX, kMonitorMonY, 1)});
    MonitorStepper r(l, p, kMonitorCentreX, 340);
    r.curl();
    for (int k = 0; k < 5; ++k) r.step();
    const PlayerState savedS = r.s;
    const std::vector<ObjectSlot> savedSlots = r.slots;
    ASSERT_TRUE(r.until(EventKind::MonitorBroken, 120)) << profileName(p);
    const std::uint32_t broke = r.s.frame;
    const PlayerState after = r.s;
    r.s = savedS;
    r.slots = savedSlots;
    EXPECT_FALSE(r.monitor().broken) << profileName(p);
    ASSERT_TRUE(r.until(EventKind::MonitorBroken, 120)) << profileName(p);
    EXPECT_EQ(r.s.frame, broke);
    EXPECT_EQ(r.s, after);
  }
}

}  // namespace
}  // namespace solidtile::test
