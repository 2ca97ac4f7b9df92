// Breakable walls and rocks against the Sonic player (sonic/breakable.h):
// Sonic 1's Obj3C ("_incObj/3C Smashable Wall.asm", Smash_Solid) and Obj51
// ("_incObj/51 Smashable Green Block.asm", Smab_Solid), Sonic 2's Obj32
// (s2.asm Obj32_Main, Obj32_BouncePlayer) and Obj2F (Obj2F_Main, loc_23444), S&K's Obj_AIZLRZEMZRock (sonic3k.asm
// loc_1D712, loc_1D8E0); each number quoted from them.
#include <gtest/gtest.h>

#include <vector>

#include "../support/breakable_object.h"
#include "object_level.h"
#include "slot_stepper.h"
#include "solidtile/input.h"
#include "solidtile/level/object_state.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace {

// Obj3C: Smash_Solid's d1 $1B, d2 $20: 32 x 64, standing on the ground (y 448).
constexpr int kWallLeft = 400, kWallTop = 448 - 64;
// Obj51: Smab_Solid's d1 $1B, d2 $10: 32 x 32 on the ground.
constexpr int kBlockLeft = 400, kBlockTop = 448 - 32;

const Event* breakEvent(const StepRecord& rec) {
  for (int i = 0; i < rec.eventCount; ++i) {
    if (rec.events[i].kind == EventKind::ObjectBroken) return &rec.events[i];
  }
  return nullptr;
}

// Rolling on the ground (Sonic_Roll: the roll radii, "addq.w #5,obY(a0)") at
// x with ground speed gsp, settled on the floor first.
SlotStepper& rollAt(SlotStepper& r, int x, Sub gsp) {
  for (int k = 0; k < 30 && r.s.airborne; ++k) r.step();
  r.s.x = x * 256;
  r.s.rolling = true;
  r.s.radiusY = static_cast<std::uint8_t>(r.cfg.rollRadiusY);
  r.s.radiusX = static_cast<std::uint8_t>(r.cfg.rollRadiusX);
  r.s.y = (448 - r.cfg.rollRadiusY - 1) * 256;
  r.s.gsp = r.s.xsp = gsp;
  return r;
}

// The ground speed from which one rolling step on the flat leaves x speed
// `want` (the speed Smash_Solid keeps: his own routine runs first).
Sub gspGiving(Profile p, Sub want) {
  const Level empty = levelWith({});
  for (Sub g = want - 0x40; g <= want + 0x40; ++g) {
    SlotStepper t(empty, p, 200, 428);
    rollAt(t, 200, g).step();
    if (t.s.xsp == want && t.s.rolling && !t.s.airborne) return g;
  }
  return 0;
}

// Smash_Solid: "move.w (v_player+obVelX).w,smash_speed(a0)" before
// SolidObject, which zeroes obVelX as he runs into the side; then, pushing
// (obStatus bit 5) with id_Roll and the kept speed "cmpi.w #$480,d0; blo.s
// .donothing": "move.w smash_speed(a0),obVelX(a1); addq.w #4,obX(a1)", and
// left of its obX "subq.w #8,obX(a1)"; "move.w obVelX(a1),obInertia(a1)";
// "bclr #5,obStatus(a1)".
TEST(SonicBreakable, RollingIntoTheSideAtTheThresholdBreaksItAndKeepsHisSpeed) {
  for (Profile p : kProfiles) {
    const Level l = levelAfterFarBlock({breakableObject(kWallLeft, kWallTop, 32, 64, BreakMode::Side)});
    const Sub g = gspGiving(p, 0x480);
    ASSERT_NE(g, 0) << profileName(p);
    SlotStepper r(l, p, 200, 428);
    // Left edge of the solid test: obX - d1 = 416 - 27 = 389; one step of
    // about 4.5 px from 386 takes him in.
    rollAt(r, kWallLeft - 14, g).step();
    const Event* e = breakEvent(r.rec);
    ASSERT_NE(e, nullptr) << profileName(p);
    EXPECT_EQ(e->a, 1) << "the wall's index";
    EXPECT_EQ(r.s.xsp, 0x480) << profileName(p);
    EXPECT_EQ(r.s.gsp, 0x480) << profileName(p);
    // Pushed out to obX - d1 = 389, then +4 - 8.
    EXPECT_EQ(r.s.x >> 8, 416 - 0x1B + 4 - 8) << profileName(p);
    EXPECT_FALSE(r.s.pushing) << profileName(p);
    EXPECT_EQ(r.s.pushingObject, -1) << profileName(p);
    EXPECT_TRUE(r.s.rolling) << profileName(p);
    EXPECT_EQ(r.slots[0].since, r.s.frame) << profileName(p);
    // Gone: he rolls on through its place.
    for (int k = 0; k < 20; ++k) r.step();
    EXPECT_GT(r.s.x >> 8, kWallLeft + 32) << profileName(p);
  }
}

TEST(SonicBreakable, RollingIntoTheSideJustBelowTheThresholdIsStoppedLikeABlock) {
  for (Profile p : kProfiles) {
    const Level l = levelAfterFarBlock({breakableObject(kWallLeft, kWallTop, 32, 64, BreakMode::Side)});
    const Sub g = gspGiving(p, 0x47F);
    ASSERT_NE(g, 0) << profileName(p);
    SlotStepper r(l, p, 200, 428);
    rollAt(r, kWallLeft - 14, g).step();
    EXPECT_EQ(breakEvent(r.rec), nullptr) << profileName(p);
    EXPECT_EQ(r.s.xsp, 0) << profileName(p) << ": SolidObject's stop";
    EXPECT_EQ(r.s.x >> 8, 416 - 0x1B) << profileName(p);
    EXPECT_EQ(r.s.pushingObject, 1) << profileName(p);
    EXPECT_EQ(r.slots[0].since, ObjectSlot::kNever);
  }
}

// The same speed walking (not id_Roll): a block.
TEST(SonicBreakable, RunningIntoTheSideWithoutRollingLeavesItWhole) {
  for (Profile p : kProfiles) {
    const Level l = levelAfterFarBlock({breakableObject(kWallLeft, kWallTop, 32, 64, BreakMode::Side)});
    SlotStepper r(l, p, kWallLeft - 60, 428);
    for (int k = 0; k < 10 && r.s.airborne; ++k) r.step();
    r.s.gsp = r.s.xsp = 0x800;
    for (int k = 0; k < 30; ++k) {
      r.step(input::kRight);
      ASSERT_EQ(breakEvent(r.rec), nullptr) << profileName(p);
    }
    EXPECT_EQ(r.s.x >> 8, 416 - 0x1B) << profileName(p);
    EXPECT_EQ(r.slots[0].since, ObjectSlot::kNever);
  }
}

// Curled in the air (jumping): the roll animation the top break reads.
void curl(SlotStepper& r) {
  r.s.rolling = r.s.jumping = true;
  r.s.radiusY = static_cast<std::uint8_t>(r.cfg.rollRadiusY);
  r.s.radiusX = static_cast<std::uint8_t>(r.cfg.rollRadiusX);
}

// Smab_Solid / Obj32_BouncePlayer / sub_1D7CE: the animation read before
// SolidObject; standing on it after with id_Roll: "bset #2,obStatus(a1)",
// "move.b #$E,obHeight(a1)", "move.b #7,obWidth(a1)", "move.w
// #-$300,obVelY(a1)", "bset #1,obStatus(a1)", "bclr #3,obStatus(a1)". The
// landing (Sonic_ResetOnFloor) stood him up, moving him up by the radius
// change; the bounce curls him again without moving him back.
TEST(SonicBreakable, LandingCurledOnTheTopBreaksItAndBouncesAtMinus300) {
  for (Profile p : kProfiles) {
    const Level l = levelAfterFarBlock({breakableObject(kBlockLeft, kBlockTop, 32, 32, BreakMode::Top)});
    SlotStepper r(l, p, kBlockLeft + 16, 340);
    curl(r);
    const Sub xsp = 0x40;  // a quarter pixel a frame: still over it when he lands
    r.s.xsp = xsp;
    ASSERT_TRUE(r.until(EventKind::ObjectBroken, 120)) << profileName(p);
    EXPECT_EQ(breakEvent(r.rec)->a, 1);
    EXPECT_TRUE(r.rec.has(EventKind::ObjectLanded)) << profileName(p) << ": it broke on the landing frame";
    EXPECT_EQ(r.s.ysp, -0x300) << profileName(p);
    EXPECT_EQ(r.s.xsp, xsp) << profileName(p) << ": x speed untouched";
    EXPECT_TRUE(r.s.airborne) << profileName(p);
    EXPECT_TRUE(r.s.rolling) << profileName(p);
    EXPECT_EQ(r.s.radiusY, 0xE) << profileName(p);
    EXPECT_EQ(r.s.radiusX, 7) << profileName(p);
    EXPECT_EQ(r.s.standingOn, -1) << profileName(p);
    EXPECT_EQ((r.s.y >> 8) + r.cfg.standRadiusY + 1, kBlockTop) << profileName(p) << ": stood on its top, not moved back";
    EXPECT_EQ(r.slots[0].since, r.s.frame);
    // Gone: he falls through its place to the ground.
    for (int k = 0; k < 120; ++k) r.step();
    EXPECT_FALSE(r.s.airborne) << profileName(p);
    EXPECT_EQ((r.s.y >> 8) + r.s.radiusY + 1, 448) << profileName(p);
  }
}

// Dropped onto breakable o (index 1) from y 300 over its middle, curled or
// not: 120 frames, none of them breaking it; he ends standing on its top.
void expectStandsOnItWhole(const SolidObject& o, bool curled) {
  for (Profile p : kProfiles) {
    const Level l = levelAfterFarBlock({o});
    SlotStepper r(l, p, o.path[0].x + o.w / 2, 300);
    if (curled) curl(r);
    ASSERT_EQ(r.s.rolling, curled);
    for (int k = 0; k < 120; ++k) {
      r.step();
      ASSERT_EQ(breakEvent(r.rec), nullptr) << profileName(p);
    }
    EXPECT_EQ(r.s.standingOn, 1) << profileName(p);
    EXPECT_EQ((r.s.y >> 8) + r.s.radiusY + 1, o.path[0].y) << profileName(p);
    EXPECT_EQ(r.slots[0].since, ObjectSlot::kNever);
  }
}

TEST(SonicBreakable, LandingUncurledOnTheTopStandsOnItWhole) {
  expectStandsOnItWhole(breakableObject(kBlockLeft, kBlockTop, 32, 32, BreakMode::Top), false);
}

// A top breakable rolled into from the side is a block (Smab_Solid tests
// only the standing bit).
TEST(SonicBreakable, RollingIntoATopBreakablesSideIsStopped) {
  const Level l = levelAfterFarBlock({breakableObject(kBlockLeft, kBlockTop, 32, 32, BreakMode::Top)});
  SlotStepper r(l, Profile::Sonic1, 200, 428);
  rollAt(r, kBlockLeft - 14, 0x800).step();
  EXPECT_EQ(breakEvent(r.rec), nullptr);
  EXPECT_EQ(r.s.xsp, 0);
  EXPECT_EQ(r.slots[0].since, ObjectSlot::kNever);
}

// Obj2F: Obj2F_Main's d1 $1B, d2 $20 (Obj2F_Init's y_radius), d3 $21: 32 x 64 on the ground.
constexpr int kGroundLeft = 400, kGroundTop = 448 - 64;

// Obj2F_Main: the animation read before SolidObject ("move.b
// (MainCharacter+anim).w,objoff_32(a0)"); standing on it after with
// AniIDSonAni_Roll and "cmpi.b #$E,(MainCharacter+top_solid_bit).w" (path
// 1): loc_23444 "bset #status.player.rolling", y_radius $E, x_radius 7,
// "bset #status.player.in_air", "bclr #status.player.on_object": no y_vel
// written, so the landing's 0 stays and he drops through its place.
TEST(SonicBreakable, LandingCurledOnSmashableGroundOnTheSecondPathDropsHimThrough) {
  for (Profile p : kProfiles) {
    const Level l = levelAfterFarBlock({breakableObject(kGroundLeft, kGroundTop, 32, 64, BreakMode::Ground)});
    SlotStepper r(l, p, kGroundLeft + 16, 300);
    curl(r);
    r.s.path = 1;
    const Sub xsp = 0x40;
    r.s.xsp = xsp;
    ASSERT_TRUE(r.until(EventKind::ObjectBroken, 120)) << profileName(p);
    EXPECT_EQ(breakEvent(r.rec)->a, 1);
    EXPECT_TRUE(r.rec.has(EventKind::ObjectLanded)) << profileName(p) << ": it broke on the landing frame";
    EXPECT_EQ(r.s.ysp, 0) << profileName(p) << ": no bounce (Obj32's -$300 is not here)";
    EXPECT_EQ(r.s.xsp, xsp) << profileName(p);
    EXPECT_TRUE(r.s.airborne) << profileName(p);
    EXPECT_TRUE(r.s.rolling) << profileName(p);
    EXPECT_EQ(r.s.radiusY, 0xE) << profileName(p);
    EXPECT_EQ(r.s.radiusX, 7) << profileName(p);
    EXPECT_EQ(r.s.standingOn, -1) << profileName(p);
    EXPECT_EQ(r.s.path, 1) << profileName(p) << ": the breaker's path is left alone";
    EXPECT_EQ((r.s.y >> 8) + r.cfg.standRadiusY + 1, kGroundTop) << profileName(p) << ": stood on its top (d3 $21)";
    EXPECT_EQ(r.slots[0].since, r.s.frame);
    // The next frame he falls: gravity from 0, never upwards.
    const std::int32_t y = r.s.y;
    r.step();
    EXPECT_TRUE(r.s.airborne) << profileName(p);
    EXPECT_GE(r.s.y, y) << profileName(p);
    for (int k = 0; k < 120; ++k) r.step();
    EXPECT_FALSE(r.s.airborne) << profileName(p);
    EXPECT_EQ((r.s.y >> 8) + r.s.radiusY + 1, 448) << profileName(p) << ": on the ground below it";
  }
}

// On the first path (top_solid_bit $C) with subtype bit 7 clear, the roll
// animation does not break it: loc_233C0 stands him there, on path 0.
TEST(SonicBreakable, SmashableGroundHoldsACurledPlayerOnTheFirstPath) {
  expectStandsOnItWhole(breakableObject(kGroundLeft, kGroundTop, 32, 64, BreakMode::Ground), true);
}

// loc_233C0: a player standing on it who does not break it gets
// "move.b #$C,(MainCharacter+top_solid_bit).w; move.b
// #$D,(MainCharacter+lrb_solid_bit).w": the first path, a PathSwitched event.
TEST(SonicBreakable, StandingUncurledOnSmashableGroundPutsHimOnTheFirstPath) {
  for (BreakMode m : {BreakMode::Ground, BreakMode::GroundAny}) {
    for (Profile p : kProfiles) {
      const Level l = levelAfterFarBlock({breakableObject(kGroundLeft, kGroundTop, 32, 64, m)});
      SlotStepper r(l, p, kGroundLeft + 16, 300);
      r.s.path = 1;
      bool switched = false;
      for (int k = 0; k < 120; ++k) {
        r.step();
        ASSERT_EQ(breakEvent(r.rec), nullptr) << profileName(p);
        switched = switched || r.rec.has(EventKind::PathSwitched);
        if (r.s.standingOn != 1) {
          EXPECT_EQ(r.s.path, 1) << profileName(p) << ": set only while he stands on it";
        }
      }
      EXPECT_TRUE(switched) << profileName(p);
      EXPECT_EQ(r.s.standingOn, 1) << profileName(p);
      EXPECT_EQ(r.s.path, 0) << profileName(p) << " " << breakModeName(m);
      EXPECT_EQ(r.slots[0].since, ObjectSlot::kNever);
    }
  }
}

// Subtype bit 7 ("tst.b subtype(a0); bmi.s loc_233F0"): the roll breaks it
// on either path, dropping him as ever.
TEST(SonicBreakable, SmashableGroundWithBit7BreaksOnTheFirstPathToo) {
  for (Profile p : kProfiles) {
    const Level l = levelAfterFarBlock({breakableObject(kGroundLeft, kGroundTop, 32, 64, BreakMode::GroundAny)});
    SlotStepper r(l, p, kGroundLeft + 16, 300);
    curl(r);
    ASSERT_TRUE(r.until(EventKind::ObjectBroken, 120)) << profileName(p);
    EXPECT_EQ(r.s.ysp, 0) << profileName(p);
    EXPECT_TRUE(r.s.airborne) << profileName(p);
    EXPECT_EQ(r.s.path, 0) << profileName(p);
  }
}

TEST(SonicBreakable, RewindingRestoresAnUnbrokenWall) {
  for (Profile p : kProfiles) {
    const Level l = levelAfterFarBlock({breakableObject(kBlockLeft, kBlockTop, 32, 32, BreakMode::Top)});
    SlotStepper r(l, p, kBlockLeft + 16, 340);
    curl(r);
    for (int k = 0; k < 5; ++k) r.step();
    const PlayerState savedS = r.s;
    const std::vector<ObjectSlot> savedSlots = r.slots;
    ASSERT_TRUE(r.until(EventKind::ObjectBroken, 120)) << profileName(p);
    const std::uint32_t broke = r.s.frame;
    const PlayerState after = r.s;
    r.s = savedS;
    r.slots = savedSlots;
    EXPECT_FALSE(breakableBroken(r.slots[0], r.s.frame)) << profileName(p);
    ASSERT_TRUE(r.until(EventKind::ObjectBroken, 120)) << profileName(p);
    EXPECT_EQ(r.s.frame, broke);
    EXPECT_EQ(r.s, after);
  }
}

TEST(SonicBreakable, ABreakableKeepsOneSlot) {
  const Level l = levelWith({box(0, 0, 16, 16), breakableObject(64, 0, 32, 64, BreakMode::Side)});
  EXPECT_EQ(kindSlots(ObjectKind::Breakable), 1u);
  EXPECT_EQ(l.objects.slotCount(), 1u);
  EXPECT_EQ(l.objects.slotOf(1), 0);
}

}  // namespace
}  // namespace solidtile::test
