// The level's objects against the Sonic player in every profile: Sonic 2's
// Obj6B (SolidObject) and Obj19 (PlatformObject), Sonic 3's SolidObjectFull
// and floating platform (SolidObjectTop), and the guide's "Solid Objects"
// page, where each differs from Sonic 1 (sonic_solid_objects_test.cpp pins
// Sonic 1's own). Each rule quotes the routine it comes from.
#include <gtest/gtest.h>

#include <string>

#include "object_level.h"
#include "solidtile/input.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace {

constexpr Profile kAll[] = {Profile::Guide, Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K};
constexpr Profile kGames23[] = {Profile::Sonic2, Profile::Sonic3K};

PlayerConfig cfgOf(Profile p) { return defaultPlayerConfig(p); }

// Steps until the record has event k; false if it never came.
bool stepUntil(PlayerState& s, const Level& l, const PlayerConfig& cfg, EventKind k, int frames, Input in = 0,
               StepRecord* out = nullptr) {
  StepRecord rec;
  for (int i = 0; i < frames; ++i) {
    stepPlayer(s, l, cfg, in, &rec);
    if (rec.has(k)) {
      if (out) *out = rec;
      return true;
    }
  }
  return false;
}

// Standing on the object: its top row y, the player's feet on y - 1.
PlayerState onTop(const PlayerConfig& cfg, int x, int top) {
  PlayerState s = standing(cfg, x, top - 1 - cfg.standRadiusY);
  s.standingOn = 0;
  return s;
}

// Solid_Landed / SolidObject_Landed (all three games): "sub.w d3,y_pos(a1);
// subq.w #1,y_pos(a1)" and MvSonicOnPtfm's obY - d3 with d3 = h/2 + 1: the
// feet on the row above the box's top, in every profile.
TEST(SonicSolidObjectsGames, EveryProfileStandsOnAStaticBoxAtTheGamesHeight) {
  const Level l = levelWith({box(200, 400, 32, 32)});
  for (Profile p : kAll) {
    const PlayerConfig cfg = cfgOf(p);
    PlayerState s = spawnPlayer(cfg, 216, 340);
    ASSERT_TRUE(stepUntil(s, l, cfg, EventKind::ObjectLanded, 60)) << profileName(p);
    run(s, l, 10, 0, cfg);
    EXPECT_EQ(s.standingOn, 0) << profileName(p);
    EXPECT_FALSE(s.airborne) << profileName(p);
    EXPECT_EQ(px(s.y), 400 - 1 - 19) << profileName(p);
  }
}

// Landing on a top-only platform: Sonic 1's Plat_NoXCheck "subq.w #8,d0"
// (obY = top + 8) then "addq.w #3,d2" lands the feet on top - 1, where
// MvSonicOnPtfm2 keeps them; the guide's surface_y is the top too. Sonic 2's
// PlatformObject_cont "sub.w d3,d0" (Obj19's d3 = $11 = height/2 + 1) lands
// them on top - 2, and the next frame's MvSonicOnPtfm sets them down on top - 1.
TEST(SonicSolidObjectsGames, LandsOnATopOnlyPlatformAtEachGamesHeight) {
  const Level l = levelWith({box(200, 400, 64, 16, true)});
  for (Profile p : kAll) {
    const PlayerConfig cfg = cfgOf(p);
    PlayerState s = spawnPlayer(cfg, 230, 340);
    ASSERT_TRUE(stepUntil(s, l, cfg, EventKind::ObjectLanded, 60)) << profileName(p);
    const bool high = p == Profile::Sonic2 || p == Profile::Sonic3K;
    EXPECT_EQ(px(s.y), 400 - (high ? 2 : 1) - 19) << profileName(p);
    run(s, l, 1, 0, cfg);
    EXPECT_EQ(px(s.y), 400 - 1 - 19) << profileName(p);
    EXPECT_EQ(s.standingOn, 0) << profileName(p);
  }
}

// PlatformObject_ChkYRange (Sonic 1's Platform3): "sub.w d1,d0; bhi.w
// return_19E8E; cmpi.w #-$10,d0; blo.w return_19E8E": with the feet 4 px above
// the surface d0 is 0, below $FFF0 unsigned, and exits; only d0 = -$10..-1
// lands. Sonic 2's own Obj11 and Obj18, run beside its Obj01, let a player
// falling onto them at d0 = 0 pass that frame. The guide: "If the distance ...
// is greater than or equal to 0, it will exit".
TEST(SonicSolidObjectsGames, FeetFourPixelsAboveDoNotLandInAnyProfile) {
  const Level l = levelWith({box(200, 400, 64, 16, true)});
  for (Profile p : kAll) {
    const PlayerConfig cfg = cfgOf(p);
    const int surface = 400 + cfg.platformLandSurface;
    PlayerState s = spawnPlayer(cfg, 230, surface - 4 - 19);  // feet + 4 on the surface row: d0 = 0
    StepRecord rec;
    stepPlayer(s, l, cfg, 0, &rec);
    EXPECT_FALSE(rec.has(EventKind::ObjectLanded)) << profileName(p);
    ASSERT_TRUE(stepUntil(s, l, cfg, EventKind::ObjectLanded, 10)) << profileName(p);
    EXPECT_EQ(px(s.y), surface - 1 - 19) << profileName(p);  // "add.w d0,d2; addq.w #3,d2"
  }
}

// PlatformObject / SolidObjectTop: "tst.w y_vel(a1); bmi.w return": rising,
// the player passes up through it, and lands on it coming down.
TEST(SonicSolidObjectsGames, JumpsUpThroughATopOnlyPlatformInEveryProfile) {
  const Level l = levelWith({box(180, 400, 64, 8, true)});
  for (Profile p : kAll) {
    const PlayerConfig cfg = cfgOf(p);
    PlayerState s = standing(cfg, 200, 448 - 20);
    run(s, l, 2, 0, cfg);
    bool wentAbove = false;
    for (int i = 0; i < 90; ++i) {
      stepPlayer(s, l, cfg, i < 30 ? input::kJump : Input{0});
      if (s.ysp < 0 && px(s.y) + s.radiusY < 400) wentAbove = true;
    }
    EXPECT_TRUE(wentAbove) << profileName(p);
    EXPECT_EQ(s.standingOn, 0) << profileName(p);
    EXPECT_EQ(px(s.y), 400 - 1 - s.radiusY) << profileName(p);
  }
}

// SolidObject_StopCharacter "move.w #0,inertia(a1); move.w #0,x_vel(a1)",
// SolidObject_AtEdge "sub.w d0,x_pos(a1)" and "bset
// #status.player.pushing,status(a1)": the same push in every profile.
TEST(SonicSolidObjectsGames, PushesAgainstABoxSideInEveryProfile) {
  const Level l = levelWith({box(300, 400, 32, 48)});  // obX = 316, d1 = 16 + $B
  for (Profile p : kAll) {
    const PlayerConfig cfg = cfgOf(p);
    PlayerState s = standing(cfg, 240, 448 - 20);
    StepRecord rec;
    int contacts = 0, stops = 0;
    for (int i = 0; i < 120; ++i) {
      stepPlayer(s, l, cfg, input::kRight, &rec);
      if (!rec.has(EventKind::ObjectPushed)) continue;
      ++contacts;
      EXPECT_EQ(px(s.x), 316 - 27) << profileName(p) << i;
      EXPECT_TRUE(s.pushing) << profileName(p);
      if (rec.objectTests[0].pushX != 0) {
        ++stops;
        EXPECT_EQ(s.xsp, 0) << profileName(p);
        EXPECT_EQ(s.gsp, 0) << profileName(p);
      }
    }
    EXPECT_GT(contacts, 30) << profileName(p);
    EXPECT_GT(stops, 0) << profileName(p);
  }
}

// Bonking the bottom while jumping (radius 14): Sonic 1 and 2's Solid_Below
// "sub.w d3,y_pos(a1)" puts the centre on obY + h/2 + 14; Sonic 3's
// SolidObject_cont "move.b default_y_radius(a1),d4" measures the bottom with
// the standing radius, so the centre goes to obY + h/2 + 19.
TEST(SonicSolidObjectsGames, BonksABoxFromBelowAtEachGamesDepth) {
  const Level l = levelWith({box(170, 360, 64, 16)});  // obY + h/2 = 376
  for (Profile p : kAll) {
    const PlayerConfig cfg = cfgOf(p);
    PlayerState s = standing(cfg, 200, 448 - 20);
    run(s, l, 2, 0, cfg);
    ASSERT_TRUE(stepUntil(s, l, cfg, EventKind::ObjectBumped, 40, input::kJump)) << profileName(p);
    EXPECT_EQ(s.ysp, 0) << profileName(p);
    EXPECT_EQ(s.radiusY, 14) << profileName(p);
    EXPECT_EQ(px(s.y), 376 + (p == Profile::Sonic3K ? 19 : 14)) << profileName(p);
  }
}

// Sonic 3's loc_1BE64: "btst #Status_InAir; bne.s loc_1BE7A" (ground_vel 0,
// then "sub.w d3,y_pos(a1); move.w #0,y_vel(a1)"): falling through the
// bottom band still pushes him out below. Sonic 1 and 2's Solid_Below:
// "bpl.s Solid_TopBtmAir", a falling player is left alone.
TEST(SonicSolidObjectsGames, OnlySonic3PushesAFallingPlayerOutOfTheBottom) {
  const Level l = levelWith({box(200, 300, 64, 16)});  // obY 308, bottom 316
  for (Profile p : kAll) {
    const PlayerConfig cfg = cfgOf(p);
    PlayerState s = spawnPlayer(cfg, 232, 330);  // d3 = -5 under the bottom, falling from ysp 0
    s.gsp = 0x300;
    StepRecord rec;
    stepPlayer(s, l, cfg, 0, &rec);
    ASSERT_EQ(rec.objectTestCount, 1) << profileName(p);
    if (p == Profile::Sonic3K) {
      EXPECT_EQ(rec.objectTests[0].outcome, ObjectOutcome::Bumped);
      EXPECT_EQ(px(s.y), 316 + 19);
      EXPECT_EQ(s.ysp, 0);
      EXPECT_EQ(s.gsp, 0);
    } else {
      EXPECT_EQ(rec.objectTests[0].outcome, ObjectOutcome::BelowFalling) << profileName(p);
      EXPECT_EQ(px(s.y), 330) << profileName(p);
      EXPECT_GT(s.ysp, 0) << profileName(p);
    }
  }
}

// Sonic 3's SolidObject_cont "cmpi.w #4,d1; bls.w loc_1BE58": 3 px into the
// top at the box's corner is taken as the top (outside its width: missed,
// so the push he had on it stays); Sonic 1 and 2's Solid_SideAir "bsr.s
// Solid_NotPushing" lets go of it.
TEST(SonicSolidObjectsGames, OnlySonic3TakesAShallowCornerAsTheTop) {
  const Level l = levelWith({box(200, 400, 64, 32)});  // obX 232, d1 = 43, obY 416
  for (Profile p : kAll) {
    const PlayerConfig cfg = cfgOf(p);
    PlayerState s = spawnPlayer(cfg, 190, 380);  // d0 = 1, d3 = 3 into the top
    s.pushing = true;
    s.pushingObject = 0;
    StepRecord rec;
    stepPlayer(s, l, cfg, 0, &rec);
    ASSERT_EQ(rec.objectTestCount, 1) << profileName(p);
    EXPECT_EQ(px(s.y), 380) << profileName(p);
    const bool s3 = p == Profile::Sonic3K;
    EXPECT_EQ(rec.objectTests[0].outcome, s3 ? ObjectOutcome::MissedTop : ObjectOutcome::SideShallow) << profileName(p);
    EXPECT_EQ(s.pushing, s3) << profileName(p);
    EXPECT_EQ(s.pushingObject, s3 ? 0 : -1) << profileName(p);
  }
}

// Sonic 3's loc_1BED0: "sub.w d3,y_pos(a1); subq.w #1,y_pos(a1)" before
// "tst.w y_vel(a1); bmi.s loc_1BF08": rising into the top band, the player is
// put on the top but does not land. Solid_Landed (1, 2): "bmi.s Solid_Miss" first.
TEST(SonicSolidObjectsGames, OnlySonic3PutsARisingPlayerOnTheTop) {
  const Level l = levelWith({box(200, 400, 64, 32)});  // obY 416: the top stand is 416 - 17 - 19 = 380
  for (Profile p : kAll) {
    const PlayerConfig cfg = cfgOf(p);
    PlayerState s = spawnPlayer(cfg, 232, 386);  // 385 after the rise: d3 = 8 into the top
    s.ysp = -0x100;
    StepRecord rec;
    stepPlayer(s, l, cfg, 0, &rec);
    ASSERT_EQ(rec.objectTestCount, 1) << profileName(p);
    EXPECT_EQ(rec.objectTests[0].outcome, ObjectOutcome::MissedTop) << profileName(p);
    EXPECT_EQ(s.standingOn, -1) << profileName(p);
    EXPECT_TRUE(s.airborne) << profileName(p);
    EXPECT_EQ(px(s.y), p == Profile::Sonic3K ? 380 : 385) << profileName(p);
  }
}

// The guide: "If the Player's Y Position is greater than the object's Y
// Position, they're on the bottom". The games' Solid_ChkEnter "cmp.w d3,d2;
// bhs.s .isabove" puts the split 4 px higher: 2 px above the centre, a rising
// player is under it (Solid_Below pushes him out), for the guide over it (a
// top overlap of 16 or more: ignored).
TEST(SonicSolidObjectsGames, TheGuideSplitsTopFromBottomAtTheCentre) {
  const Level l = levelWith({box(100, 400, 128, 16)});  // obX 164, obY 408, d2 = 8 + 19
  for (Profile p : {Profile::Guide, Profile::Sonic1}) {
    const PlayerConfig cfg = cfgOf(p);
    PlayerState s = spawnPlayer(cfg, 164, 407);  // 406 after the rise
    s.ysp = -0x100;
    StepRecord rec;
    stepPlayer(s, l, cfg, 0, &rec);
    ASSERT_EQ(rec.objectTestCount, 1) << profileName(p);
    if (p == Profile::Guide) {
      EXPECT_EQ(rec.objectTests[0].outcome, ObjectOutcome::TooDeep);
      EXPECT_EQ(px(s.y), 406);
    } else {
      EXPECT_EQ(rec.objectTests[0].outcome, ObjectOutcome::Bumped);
      EXPECT_EQ(px(s.y), 408 + 8 + 19);
    }
  }
}

// Walking off a solid box's edge: Sonic 2 and 3's loc_1975A "bclr
// #status.player.on_object; bset #status.player.in_air" (the guide: "the
// Player is no longer grounded") is in the air that frame; Sonic 1's .leave
// clears only the standing bit, and the next frame's floor sensors let him fall.
TEST(SonicSolidObjectsGames, WalkingOffAnEdgeIsInTheAirAtOnceExceptInSonic1) {
  const Level l = levelWith({box(200, 420, 32, 28)});
  for (Profile p : kAll) {
    const PlayerConfig cfg = cfgOf(p);
    PlayerState s = spawnPlayer(cfg, 216, 360);
    run(s, l, 40, 0, cfg);
    ASSERT_EQ(s.standingOn, 0) << profileName(p);
    ASSERT_TRUE(stepUntil(s, l, cfg, EventKind::ObjectLeft, 120, input::kRight)) << profileName(p);
    EXPECT_GE(px(s.x), 216 + 16 + 11) << profileName(p);
    EXPECT_EQ(s.airborne, p != Profile::Sonic1) << profileName(p);
    stepPlayer(s, l, cfg, input::kRight);
    EXPECT_TRUE(s.airborne) << profileName(p);
    run(s, l, 60, input::kRight, cfg);
    EXPECT_FALSE(s.airborne) << profileName(p);
    EXPECT_EQ(px(s.y), 448 - 20) << profileName(p);
  }
}

// Sonic_Move on an object: Sonic 2's "cmpi.w #2,d1; blt.s
// Sonic_BalanceOnObjLeft" balances within 2 px, and turns to face the drop
// only past "cmpi.w #-4,d1" (right: d2 + 6); Sonic 3's turns at once
// ("bset #Status_Facing"); Sonic 1's balances within 4 and turns at once.
TEST(SonicSolidObjectsGames, BalancesOnABoxsEdgesAsEachGameDoes) {
  const Level l = levelWith({box(200, 400, 32, 32)});  // obX 216, half 16: d1 = x - 200
  struct Case {
    int x;
    bool startsLeft;
    Balance want[4];      // guide (none: its own rule), sonic1, sonic2, sonic3k
    bool facesLeft[4];
  };
  const Case cases[] = {
      {203, false, {Balance::None, Balance::Left, Balance::None, Balance::None}, {false, true, false, false}},
      {201, false, {Balance::None, Balance::Left, Balance::Left, Balance::Left}, {false, true, false, true}},
      {195, false, {Balance::None, Balance::Left, Balance::Left, Balance::Left}, {false, true, true, true}},
      {230, true, {Balance::None, Balance::Right, Balance::Right, Balance::Right}, {true, false, true, false}},
      {236, true, {Balance::None, Balance::Right, Balance::Right, Balance::Right}, {true, false, false, false}},
  };
  for (const Case& c : cases) {
    for (int k = 0; k < 4; ++k) {
      const Profile p = kAll[k];
      const PlayerConfig cfg = cfgOf(p);
      PlayerState s = onTop(cfg, c.x, 400);
      s.facingLeft = c.startsLeft;
      stepPlayer(s, l, cfg, 0);
      ASSERT_EQ(s.standingOn, 0) << profileName(p) << " x " << c.x;
      if (p != Profile::Guide) {
        EXPECT_EQ(s.balancing, c.want[k]) << profileName(p) << " x " << c.x;
      }
      EXPECT_EQ(s.facingLeft, c.facesLeft[k]) << profileName(p) << " x " << c.x;
    }
  }
}

// MvSonicOnPtfm (and MvSonicOnPtfm2): "sub.w x_pos(a0),d2; sub.w d2,x_pos(a1)"
// with d2 the x before the move: carried by exactly the object's whole-pixel
// delta, the feet on top - 1, in every profile.
void ridesExactly(const PlayerConfig& cfg, const SolidObject& o, int frames) {
  const Level l = levelWith({o});
  PlayerState s = spawnPlayer(cfg, o.path[0].x + o.w / 2, o.path[0].y - 40);
  run(s, l, 30, 0, cfg);
  ASSERT_EQ(s.standingOn, 0) << profileName(cfg.profile);
  for (int i = 0; i < frames; ++i) {
    const ObjectPos a = l.objects.position(0, s.frame), b = l.objects.position(0, s.frame + 1);
    const Sub x0 = s.x;
    stepPlayer(s, l, cfg, 0);
    ASSERT_EQ(s.standingOn, 0) << profileName(cfg.profile) << i;
    EXPECT_EQ(s.x - x0, ((b.x >> 8) - (a.x >> 8)) * 256) << profileName(cfg.profile) << i;
    EXPECT_EQ(px(s.y), (b.y >> 8) - 1 - s.radiusY) << profileName(cfg.profile) << i;
  }
}

TEST(SonicSolidObjectsGames, RidesAHorizontalPlatformByItsExactDeltaInEveryProfile) {
  for (Profile p : kAll) ridesExactly(cfgOf(p), mover({200, 400}, {330, 400}, 64, 16, 0x180, true), 200);
}

TEST(SonicSolidObjectsGames, RidesAVerticalBoxByItsExactDeltaInEveryProfile) {
  for (Profile p : kAll) ridesExactly(cfgOf(p), mover({200, 300}, {200, 400}, 48, 16, 0x140, false), 200);
}

// Jumping off a moving top-only platform: Sonic 1's Obj52 runs ExitPlatform,
// the move, then MvSonicOnPtfm2 anyway, so on the jump's frame he is carried
// and set back on the top; Sonic 2's Obj19 and Sonic 3's floating platform
// (PlatformObject / SolidObjectTop after the move) let go without carrying,
// as the guide's "if the Player is still on it" does.
TEST(SonicSolidObjectsGames, OnlySonic1CarriesAPlayerOnTheFrameHeJumpsOff) {
  const Level l = levelWith({mover({200, 400}, {330, 400}, 64, 16, 0x180, true)});
  for (Profile p : kAll) {
    const PlayerConfig cfg = cfgOf(p);
    PlayerState s = spawnPlayer(cfg, 232, 360);
    run(s, l, 30, 0, cfg);
    ASSERT_EQ(s.standingOn, 0) << profileName(p);
    while ((l.objects.position(0, s.frame).x >> 8) == (l.objects.position(0, s.frame + 1).x >> 8)) {
      stepPlayer(s, l, cfg, 0);
    }
    const int delta = (l.objects.position(0, s.frame + 1).x >> 8) - (l.objects.position(0, s.frame).x >> 8);
    const int top = (l.objects.position(0, s.frame + 1).y >> 8) - 1;
    const Sub x0 = s.x;
    StepRecord rec;
    stepPlayer(s, l, cfg, input::kJump, &rec);
    EXPECT_TRUE(rec.has(EventKind::ObjectLeft)) << profileName(p);
    EXPECT_EQ(s.standingOn, -1) << profileName(p);
    EXPECT_TRUE(s.airborne) << profileName(p);
    const bool carried = p == Profile::Sonic1;
    EXPECT_EQ(rec.has(EventKind::ObjectCarried), carried) << profileName(p);
    EXPECT_EQ(s.x - x0, carried ? delta * 256 : 0) << profileName(p);  // standing still: xsp 0
    if (carried) {
      EXPECT_EQ(px(s.y), top - s.radiusY);  // MvSonicOnPtfm2 sets him back on the top
    }
  }
}

// SolidObject_AtEdge: a box moving sideways into a standing player pushes
// him to its side's edge, obX + d1 (d1 = w/2 + $B), in every profile.
TEST(SonicSolidObjectsGames, ABoxMovingIntoThePlayerPushesHimInEveryProfile) {
  const Level l = levelWith({mover({100, 400}, {300, 400}, 32, 48, 0x100, false)});
  for (Profile p : kAll) {
    const PlayerConfig cfg = cfgOf(p);
    PlayerState s = standing(cfg, 200, 448 - 20);
    int pushes = 0;
    StepRecord rec;
    for (int i = 0; i < 60; ++i) {
      stepPlayer(s, l, cfg, 0, &rec);
      if (!rec.has(EventKind::ObjectPushed)) continue;
      ++pushes;
      EXPECT_EQ(px(s.x), (l.objects.position(0, s.frame).x >> 8) + 16 + 27) << profileName(p) << i;
    }
    EXPECT_GT(pushes, 0) << profileName(p);
  }
}

// A box coming down on a standing player: Solid_Squash kills him anywhere
// (Sonic 1, and the guide, which runs Sonic 1's); Sonic 2 and 3's
// SolidObject_Squash "cmpi.w #$10,d4; blo.w SolidObject_LeftRight" pushes
// him out of the side when he is within 16 px of it, and kills him only
// further in.
TEST(SonicSolidObjectsGames, ABoxComingDownCrushesOrPushesAsEachGameDoes) {
  const Level l = levelWith({mover({184, 300}, {184, 440}, 32, 32, 0x200, false)});  // obX 200, d1 27
  for (Profile p : kAll) {
    const PlayerConfig cfg = cfgOf(p);
    for (int x : {200, 180}) {  // d0 = 27 (the centre), d0 = 7 (near the left side)
      PlayerState s = standing(cfg, x, 448 - 20);
      StepRecord rec;
      bool crushed = false, pushed = false;
      for (int i = 0; i < 90 && !crushed; ++i) {
        stepPlayer(s, l, cfg, 0, &rec);
        crushed = rec.has(EventKind::Crushed);
        pushed = pushed || rec.has(EventKind::ObjectPushed);
      }
      const bool spared = x == 180 && (p == Profile::Sonic2 || p == Profile::Sonic3K);
      EXPECT_EQ(crushed, !spared) << profileName(p) << " x " << x;
      EXPECT_EQ(s.outOfLevel, !spared) << profileName(p) << " x " << x;
      if (spared) {
        EXPECT_TRUE(pushed) << profileName(p);
        EXPECT_EQ(px(s.x), 200 - 27) << profileName(p);  // the box's left range edge
      }
    }
  }
}

// The record and the specialised step agree for the new profiles too.
TEST(SonicSolidObjectsGames, Sonic2And3StepTheSameWithARecordAndUnspecialised) {
  const Level l = levelWith({box(200, 400, 64, 16, true), mover({300, 380}, {420, 400}, 48, 32, 0x100, false)});
  for (Profile p : kGames23) {
    const PlayerConfig cfg = cfgOf(p);
    PlayerState a = spawnPlayer(cfg, 230, 300), b = a, c = a;
    int onObjects = 0;
    for (int f = 0; f < 400; ++f) {
      const Input in = f % 90 < 40 ? input::kRight : (f % 90 < 50 ? input::kJump : Input{0});
      StepRecord rec;
      stepPlayer(a, l, cfg, in);
      stepPlayer(b, l, cfg, in, &rec);
      stepPlayerUnspecialised(c, l, cfg, in);
      ASSERT_EQ(a, b) << profileName(p) << f;
      ASSERT_EQ(a, c) << profileName(p) << f;
      onObjects += a.standingOn >= 0;
    }
    EXPECT_GT(onObjects, 0) << profileName(p);  // the run does meet the objects
  }
}

// A state whose held objects are past the level's list (carried over from
// another level) lets go of them, in the step with a record and without
// (whose walk meets them after every listed object), and the objects listed
// still act: on top of object 0 of two, standing on it or on "5", pushing
// "7", on bridge "9".
TEST(SonicSolidObjectsGames, HeldIndicesPastTheListAreLetGoOfWithOrWithoutARecord) {
  const Level l = levelWith({box(200, 400, 32, 32), box(400, 400, 32, 32)});
  for (Profile p : kAll) {
    const PlayerConfig cfg = cfgOf(p);
    for (const bool recorded : {false, true}) {
      for (const int on : {0, 5}) {
        PlayerState s = onTop(cfg, 216, 400);
        s.standingOn = static_cast<std::int16_t>(on);
        s.pushingObject = 7;
        s.pushing = true;
        s.bridge = 9;
        StepRecord rec;
        stepPlayer(s, l, cfg, 0, recorded ? &rec : nullptr);
        const std::string what = std::string(profileName(p)) + (recorded ? " recorded" : "") + " on " + std::to_string(on);
        EXPECT_EQ(s.pushingObject, -1) << what;
        EXPECT_FALSE(s.pushing) << what;
        EXPECT_EQ(s.bridge, -1) << what;
        // On 0 he stays on it (its routine ran); "5" is let go of, and block 0
        // under his feet, which runs before it in list order, lands him again.
        EXPECT_EQ(s.standingOn, 0) << what;
        EXPECT_EQ(px(s.y), 400 - 1 - 19) << what;
      }
    }
  }
}

}  // namespace
}  // namespace solidtile::test
