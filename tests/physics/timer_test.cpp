// Objects active only in some frames (SolidObject::timer, level format 17;
// level/timer.h): a block solid, a hurt zone harmful, only while its timer
// is active, in every profile. The timers' numbers are Scrap Brain's (Sonic
// 1's Obj69, Obj6D, Obj6E, as import-sonlvl makes them; the routines
// themselves are pinned frame by frame in tests/io/sonlvl_timed_objects_test.cpp).
#include <gtest/gtest.h>

#include <initializer_list>
#include <utility>
#include <vector>

#include "../support/hurt_object.h"
#include "../support/timed_object.h"
#include "camera_runner.h"
#include "level_builder.h"
#include "object_level.h"
#include "slot_stepper.h"
#include "solidtile/camera/camera.h"
#include "solidtile/level/object_loading.h"
#include "solidtile/level/timer.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace {

// The frames in [from, to) on which t is active for an object made on `made`.
std::vector<std::uint32_t> activeIn(const ObjectTimer& t, std::uint32_t made, std::uint32_t from, std::uint32_t to) {
  std::vector<std::uint32_t> v;
  for (std::uint32_t f = from; f < to; ++f) {
    if (timerActive(t, made, f)) v.push_back(f);
  }
  return v;
}
// The frames of the ranges [a, b), in order.
std::vector<std::uint32_t> frames(std::initializer_list<std::pair<std::uint32_t, std::uint32_t>> ranges) {
  std::vector<std::uint32_t> v;
  for (const auto& [a, b] : ranges) {
    for (std::uint32_t f = a; f < b; ++f) v.push_back(f);
  }
  return v;
}

// The frame of the first step (at most `limit`) that hurt the player, or -1.
int firstHurtFrame(SlotStepper& r, int limit) {
  for (int i = 0; i < limit; ++i) {
    r.step();
    if (r.rec.has(EventKind::Hurt)) return static_cast<int>(r.s.frame);
  }
  return -1;
}

TEST(Timer, ActiveInItsWindowsOfEachPeriod) {
  // Obj6E subtype 4: elec_freq $3F, the zap's frame 4 on its 7th to 9th frames.
  const ObjectTimer e = timerOf("frame 64: 6+3");
  for (std::uint32_t f = 0; f < 64 * 3; ++f) EXPECT_EQ(timerActive(e, 0, f), f % 64 >= 6 && f % 64 < 9) << f;
  EXPECT_EQ(timerActiveFrames(e), 3u);
  // A window that wraps past the period (Obj69 spinner $80: solid from 32 round to 1).
  const ObjectTimer s = timerOf("frame 64: 16+2 32+34");
  EXPECT_EQ(activeIn(s, 0, 0, 66), frames({{0, 2}, {16, 18}, {32, 66}}));
  EXPECT_EQ(timerActiveFrames(s), 36u);
  // Overlapping and wrapping windows count each frame once.
  EXPECT_EQ(timerActiveFrames(timerOf("frame 10: 8+4 0+3 1+1")), 5u) << "8, 9, 0, 1, 2";
  EXPECT_EQ(timerActiveFrames(timerOf("frame 10: 3+10")), 10u);
  // The made clock counts from the made frame; before it nothing is active.
  EXPECT_EQ(activeIn(timerOf("made 122: 8+57"), 100, 0, 240), frames({{108, 165}, {230, 240}}));
  // The phase is added to the clock: Obj6D's steady cycle from its flame's first frame.
  EXPECT_EQ(activeIn(timerOf("made 226 phase 1: 40+4"), 0, 0, 270), frames({{39, 43}, {265, 269}}));
  EXPECT_TRUE(timerActive(ObjectTimer{}, 0, 5)) << "no timer: always active";
}

TEST(Timer, TextRoundTripsAndBadTextSaysWhy) {
  for (const char* text : {"frame 128: 6+3", "made 226 phase 1: 40+4 48+4 128+1", "frame 64: 16+2 32+34"}) {
    EXPECT_EQ(timerText(timerOf(text)), text);
  }
  const auto why = [](const char* text) {
    std::string w;
    EXPECT_FALSE(parseTimer(text, &w).has_value()) << text;
    return w;
  };
  EXPECT_EQ(why("often 12: 1+1"), "timer must begin with its clock, frame or made (\"frame 128: 6+3\")");
  EXPECT_EQ(why("frame: 1+1"), "timer's clock must be followed by its period, frames");
  EXPECT_EQ(why("frame 12 1+1"), "timer's period (and phase) must be followed by ':' and its windows");
  EXPECT_EQ(why("frame 12: 1"), "timer's windows are start+length, frames (\"6+3\")");
  EXPECT_EQ(why("frame 12:"), "timer has no window (start+length)");
  EXPECT_EQ(why("frame 0: 0+1"), "timer's period is 0");
  EXPECT_EQ(why("frame 65537: 0+1"), "timer's period is above 65536");
  EXPECT_EQ(why("frame 12: 12+1"), "timer window 12+1 starts at or past its period");
  EXPECT_EQ(why("frame 12: 3+0"), "timer window 3+0: length is outside 1..period");
  EXPECT_EQ(why("frame 12 phase 12: 3+1"), "timer's phase 12 is not below its period 12");
}

TEST(Timer, OnlyABlockOrAHurtZoneKeepsOne) {
  SolidObject o = box(0, 0, 32, 16);
  o.timer = timerOf("frame 64: 6+3");
  EXPECT_EQ(objectProblem(o), "");
  o.kind = ObjectKind::Spring;
  EXPECT_EQ(objectProblem(o), "timer is for a block, a hurt zone or a fan, not spring");
  dropOtherKindsFields(o);
  EXPECT_FALSE(hasTimer(o.timer));
  SolidObject h = hurtAround(100, 100, 24, 48);
  h.timer = timerOf("made 122: 8+57");
  EXPECT_EQ(objectProblem(h), "");
  EXPECT_EQ(objectSlotCount(h), 1u) << "the made clock keeps the made frame";
  h.timer.clock = TimerClock::Frame;
  EXPECT_EQ(objectSlotCount(h), 0u);
}

// Obj69's trapdoor (subtype 1: "made 122: 8+57", 128 x 24, solid on every
// side) stood on from frame 8 holds him to frame 64 and lets him go on 65
// (.notsolid: "bclr #3,obStatus(a1)"): he falls to the ground below; every profile.
TEST(Timer, ATrapdoorLetsThePlayerGoWhenItOpens) {
  for (Profile p : kProfiles) {
    const Level l = levelWith({timedObject(ObjectKind::Block, 200, 400, 128, 24, "made 122: 8+57")});
    ASSERT_EQ(l.objects.slotCount(), 1u);
    const PlayerConfig cfg = defaultPlayerConfig(p);
    // Frame 1: .trapclose shows frame 2, not solid: he is not held.
    SlotStepper first(l, p, 264, 400 - cfg.standRadiusY - 1);
    first.step();
    EXPECT_EQ(first.s.standingOn, -1) << profileName(p);
    // From frame 8 it is solid: he stands on it to frame 64.
    SlotStepper r(l, p, 264, 400 - cfg.standRadiusY - 1);
    r.s.frame = 7;
    r.step();
    ASSERT_EQ(r.s.standingOn, 0) << profileName(p);
    while (r.s.frame < 64) r.step();
    EXPECT_EQ(r.s.standingOn, 0) << profileName(p);
    EXPECT_EQ(r.s.y >> 8, 400 - cfg.standRadiusY - 1) << profileName(p);
    r.step();  // frame 65: .trapopen's frame 1
    EXPECT_EQ(r.s.frame, 65u);
    EXPECT_EQ(r.s.standingOn, -1) << profileName(p);
    for (int i = 0; i < 60; ++i) r.step();
    EXPECT_EQ(r.s.y >> 8, 448 - cfg.standRadiusY - 1) << profileName(p) << ": on the ground below it";
  }
}

// Obj69's spinning disc (subtype $80: "frame 64: 16+2 32+34", 32 x 14) stood
// on from frame 32 holds him through frame 65 (the spin's obFrame 0 on its
// first two frames) and lets him go on 66 (obFrame 1); every profile.
TEST(Timer, ASpinningDiscLetsThePlayerGoWhenItTurns) {
  for (Profile p : kProfiles) {
    const Level l = levelWith({timedObject(ObjectKind::Block, 200, 400, 32, 14, "frame 64: 16+2 32+34")});
    const PlayerConfig cfg = defaultPlayerConfig(p);
    SlotStepper r(l, p, 216, 400 - cfg.standRadiusY - 1);
    r.s.frame = 31;
    r.step();
    ASSERT_EQ(r.s.standingOn, 0) << profileName(p);
    while (r.s.frame < 65) r.step();
    EXPECT_EQ(r.s.standingOn, 0) << profileName(p);
    r.step();
    EXPECT_EQ(r.s.frame, 66u);
    EXPECT_EQ(r.s.standingOn, -1) << profileName(p);
  }
}

// The hurt zone's collision type is set by its routine after the player's
// (ReactToItem runs in his): harmful on frame f, it hurts on frame f + 1.
// Obj6E subtype 4 ("frame 64: 6+3", 144 x 16) over a player standing in it:
// hurt on frame 7, not before; every profile.
TEST(Timer, AnElectrocuterHurtsTheFrameAfterItsSparkIsShown) {
  for (Profile p : kProfiles) {
    const Level l = levelAfterFarBlock({timedObject(ObjectKind::Hurt, 200 - 72, 428 - 8, 144, 16, "frame 64: 6+3")});
    SlotStepper r(l, p, 200, 428);
    EXPECT_EQ(firstHurtFrame(r, 20), 7) << profileName(p);
    // Not active on frame 9 to 69: one standing in it then is not hurt.
    SlotStepper q(l, p, 200, 428);
    q.s.frame = 9;
    EXPECT_EQ(firstHurtFrame(q, 100), 71) << profileName(p) << ": none of frames 9..69 active; frame 71 reads frame 70's spark";
  }
}

// A flamethrower (made clock) made on frame 0 by the level: its flame's
// frame $A on frames 39..42 of the timer (Obj6D "made 226 phase 1: 40+4"):
// the player is hurt on frame 40.
TEST(Timer, AFlamethrowerCountsFromTheFrameItWasMade) {
  for (Profile p : kProfiles) {
    const Level l = levelAfterFarBlock({timedObject(ObjectKind::Hurt, 200 - 12, 428 - 24, 24, 48, "made 226 phase 1: 40+4")});
    SlotStepper r(l, p, 200, 428);
    EXPECT_EQ(firstHurtFrame(r, 60), 40) << profileName(p);
    // Made on frame 100 (its slot), it hurts on frame 140.
    SlotStepper q(l, p, 200, 428);
    q.slots[0].since = 100;
    q.s.frame = 60;
    EXPECT_EQ(firstHurtFrame(q, 120), 140) << profileName(p);
  }
}

// Loading writes the made frame of a timer on the made clock, as a
// vanishing block's: the frame after the camera's chunk brought it in.
TEST(Timer, LoadingKeepsTheFrameAMadeClockCountsFrom) {
  Level l = levelWith({timedObject(ObjectKind::Hurt, 0x2A0 - 12, 428 - 24, 24, 48, "made 226 phase 1: 40+4")});
  l.objects.setLoading(ObjectLoading::Camera);
  ASSERT_TRUE(l.objects.hasMadeFrames());
  std::vector<ObjectSlot> slots(l.objects.slotCount());
  ASSERT_EQ(slots.size(), 3u);
  CameraState c;
  c.x = 0;
  startObjectLoading(l.objects, c, slots);
  c.x = 0x80;
  loadObjects(l.objects, c, 10, 0, false, slots);
  EXPECT_EQ(slots[0].since, 11u);
}

// A harpoon (Obj16 subtype 0, as import-sonlvl makes it: three zones about
// one centre, tests/io/sonlvl_timed_objects_test.cpp) made on frame 0: a
// player 36 px right of its centre meets only the extended zone (80 x 8),
// shown on frames 4..69, and is hurt on frame 5; 20 px right, the middle
// zone (48 x 8, frames 0..73) hurts him on frame 1; retracting first
// (subtype 1: phase 70) the extended one comes on frame 74, hurting on 75.
TEST(Timer, AHarpoonHurtsAsFarAsItHasReached) {
  const auto harpoon = [](int cx, const char* phase) {
    const std::string p = phase;
    const std::string r = "made 140" + p + ": 0+140", m = "made 140" + p + ": 0+74", e = "made 140" + p + ": 4+66";
    return levelAfterFarBlock({timedObject(ObjectKind::Hurt, cx - 8, 428 - 4, 16, 8, r.c_str()),
                               timedObject(ObjectKind::Hurt, cx - 24, 428 - 4, 48, 8, m.c_str()),
                               timedObject(ObjectKind::Hurt, cx - 40, 428 - 4, 80, 8, e.c_str())});
  };
  for (Profile p : kProfiles) {
    const Level farLevel = harpoon(200 - 36, ""), nearLevel = harpoon(200 - 20, ""), backLevel = harpoon(200 - 36, " phase 70");
    SlotStepper far(farLevel, p, 200, 428);
    EXPECT_EQ(firstHurtFrame(far, 20), 5) << profileName(p);
    SlotStepper near(nearLevel, p, 200, 428);
    EXPECT_EQ(firstHurtFrame(near, 20), 1) << profileName(p);
    SlotStepper back(backLevel, p, 200, 428);
    EXPECT_EQ(firstHurtFrame(back, 100), 75) << profileName(p);
  }
}

}  // namespace
}  // namespace solidtile::test
