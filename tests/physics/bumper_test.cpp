// Bumpers against the Sonic player (sonic/bumper.h, level/bumper.h): Sonic
// 1's Obj47 ("_incObj/47 Bumper.asm" Bump_Hit) and Sonic 2's Obj44 (s2.asm
// Obj44_BumpCharacter), met through the touch test (React_Special /
// Touch_Special, collision type $D7, size $17 "dc.b 8, 8"), each edge and
// number quoted. Purpose-built levels: flat ground at y 448, a player
// standing still on it (his own step leaves him where he is) and a bumper
// placed about him.
#include <gtest/gtest.h>

#include <algorithm>

#include "object_level.h"
#include "solidtile/input.h"
#include "solidtile/level/bumper.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace bumper {  // apart from the other tests' names in a unity build
namespace {

// A bumper centred at (obX, obY).
SolidObject bumperAt(int obX, int obY) {
  SolidObject o;
  o.kind = ObjectKind::Bumper;
  o.w = o.h = kBumperSize;
  o.path = {{obX - kBumperHalf, obY - kBumperHalf}};
  return o;
}

// One step of a player standing still at x 500 on the ground, the bumper's
// centre (dx, dy) from his point.
PlayerState bumperStep(int dx, int dy, Profile p = Profile::Sonic1, std::uint32_t frame = 0, StepRecord* rec = nullptr) {
  const PlayerConfig cfg = defaultPlayerConfig(p);
  PlayerState s = groundRunner(cfg, 500, 0);
  s.frame = frame;
  const Level l = levelWith({bumperAt((s.x >> 8) + dx, (s.y >> 8) + dy)});
  stepPlayer(s, l, cfg, 0, rec);
  return s;
}

bool bounced(int dx, int dy) {
  StepRecord rec;
  bumperStep(dx, dy, Profile::Sonic1, 0, &rec);
  return rec.has(EventKind::BumperBounced);
}

// ReactToItem's box (x - 8 .. x + 8, y -+ (obHeight - 3): standing, $13 - 3 =
// $10) against size $17's 8 by 8 about its centre: ".proximity" ... "bcc.s
// .outsidex; ... cmp.w d4,d0; bhi.w .next" with d4 = $10: centres 16 px
// apart across touch, 17 do not.
TEST(Bumper, ItsTouchAcrossIsSixteenEitherSide) {
  EXPECT_TRUE(bounced(16, 0));
  EXPECT_TRUE(bounced(-16, 0));
  EXPECT_TRUE(bounced(0, 0));
  EXPECT_FALSE(bounced(17, 0));
  EXPECT_FALSE(bounced(-17, 0));
}

// Down: ".withinx" to ".outsidey", his half height $10 and its 8: 24 px
// apart touch, 25 do not.
TEST(Bumper, ItsTouchDownIsTwentyFourEitherSideOfAStandingPlayer) {
  EXPECT_TRUE(bounced(0, 24));
  EXPECT_TRUE(bounced(0, -24));
  EXPECT_FALSE(bounced(0, 25));
  EXPECT_FALSE(bounced(0, -25));
}

// Bump_Hit: d1 = obX(a0) - obX(a1), d2 = obY(a0) - obY(a1); CalcAngle,
// CalcSine; "muls.w #-$700,d1; asr.l #8,d1; move.w d1,obVelX(a1)",
// likewise d0 into obVelY: a bumper straight right (angle 0) throws him
// left at $700; straight below (angle $40) up at $700; one below right at
// 45 degrees (angle $20, Sine_Data's $B5 both ways) at -$4F3, -$4F3.
TEST(Bumper, ItThrowsAwayFromItsCentreAt700) {
  const PlayerState right = bumperStep(16, 0);
  EXPECT_EQ(right.xsp, -0x700);
  EXPECT_EQ(right.ysp, 0);
  const PlayerState left = bumperStep(-16, 0);
  EXPECT_EQ(left.xsp, 0x700);
  EXPECT_EQ(left.ysp, 0);
  const PlayerState below = bumperStep(0, 20);
  EXPECT_EQ(below.xsp, 0);
  EXPECT_EQ(below.ysp, -0x700);
  const PlayerState diagonal = bumperStep(10, 10);
  EXPECT_EQ(diagonal.xsp, -0x4F3);
  EXPECT_EQ(diagonal.ysp, -0x4F3);
  const PlayerState above = bumperStep(-10, -10);
  EXPECT_EQ(above.xsp, 0x4F3);
  EXPECT_EQ(above.ysp, 0x4F3);
}

// "bset #1,obStatus(a1); bclr #4,obStatus(a1); bclr #5,obStatus(a1);
// clr.b objoff_3C(a1)": in the air, not roll-jumping, not pushing, not
// jumping. The roll and his ground speed stay. The touch is an outcome and
// an event. A standing player pushing is put in the air; one in a roll jump
// keeps his roll.
TEST(Bumper, ItPutsHimInTheAirAndClearsTheRollJumpPushAndJump) {
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic1);
  PlayerState s = groundRunner(cfg, 500, 0);
  s.pushing = true;
  const Level l = levelWith({bumperAt((s.x >> 8) + 8, s.y >> 8)});
  StepRecord rec;
  stepPlayer(s, l, cfg, 0, &rec);
  EXPECT_TRUE(s.airborne);
  EXPECT_FALSE(s.pushing);
  EXPECT_EQ(s.xsp, -0x700);
  EXPECT_EQ(s.gsp, 0);

  PlayerState jump = groundRunner(cfg, 500, 0x300);
  jump.y -= pixels(60);
  jump.airborne = jump.rolling = jump.jumping = jump.rollJumping = true;
  jump.ysp = -0x200;
  PlayerState probe = jump;
  stepPlayer(probe, levelWith({bumperAt(900, 100)}), cfg, 0);
  stepPlayer(jump, levelWith({bumperAt((probe.x >> 8) + 16, probe.y >> 8)}), cfg, 0);
  EXPECT_TRUE(jump.airborne);
  EXPECT_FALSE(jump.rollJumping);
  EXPECT_FALSE(jump.jumping);
  EXPECT_TRUE(jump.rolling);
  EXPECT_EQ(jump.xsp, -0x700);
  EXPECT_EQ(jump.gsp, 0x300);
  EXPECT_TRUE(rec.has(EventKind::BumperBounced));
  ASSERT_EQ(rec.objectTestCount, 1);
  EXPECT_EQ(rec.objectTests[0].outcome, ObjectOutcome::Bounced);
}

// Obj44_BumpCharacter: "move.b (Level_frame_counter).w,d1; andi.w #3,d1;
// add.w d1,d0" before CalcSine: the counter word's high byte & 3 turns the
// angle. Frame f (the one the step ends on) $FF adds 0, $100 adds 1 (angle 1:
// cosine $100, sine 6: x -$700, y (6 * -$700) >> 8 = -$2A), $300 adds 3
// (cosine $FF, sine $12: -$6F9, -$7E). Sonic 1's Bump_Hit adds nothing.
TEST(Bumper, SonicTwoTurnsTheAngleByTheFrameCountersHighByte) {
  EXPECT_EQ(bumperJitter(0xFF), 0);
  EXPECT_EQ(bumperJitter(0x100), 1);
  EXPECT_EQ(bumperJitter(0x3FF), 3);
  EXPECT_EQ(bumperJitter(0x400), 0);
  const PlayerState plain = bumperStep(16, 0, Profile::Sonic2, 0xFE);
  EXPECT_EQ(plain.xsp, -0x700);
  EXPECT_EQ(plain.ysp, 0);
  const PlayerState one = bumperStep(16, 0, Profile::Sonic2, 0xFF);
  EXPECT_EQ(one.xsp, -0x6F9);
  EXPECT_EQ(one.ysp, -0x2A);
  const PlayerState three = bumperStep(16, 0, Profile::Sonic2, 0x2FF);
  EXPECT_EQ(three.xsp, -0x6F9);
  EXPECT_EQ(three.ysp, -0x7E);
  for (const Profile p : {Profile::Sonic1, Profile::Sonic3K, Profile::Guide}) {
    EXPECT_EQ(bumperStep(16, 0, p, 0x2FF).ysp, 0) << profileName(p);
  }
}

// End to end in every profile: a player dropped onto a bumper is thrown
// back up, rises above where he was dropped from, and the bumper is not solid.
TEST(Bumper, AFallOntoItBouncesUpInEveryProfile) {
  for (const Profile p : {Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K, Profile::Guide}) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    PlayerState s = spawnPlayer(cfg, 300, 300);
    const Level l = levelWith({bumperAt(300, 360)});
    int bounces = 0, firstAt = -1, highest = 1000;
    for (int f = 0; f < 60; ++f) {
      StepRecord rec;
      stepPlayer(s, l, cfg, 0, &rec);
      if (rec.has(EventKind::BumperBounced)) {
        if (bounces++ == 0) firstAt = f, highest = s.y >> 8;
        EXPECT_EQ(s.xsp, 0) << profileName(p);
        EXPECT_EQ(s.ysp, -0x700) << profileName(p);
      }
      if (bounces > 0) highest = std::min(highest, static_cast<int>(s.y >> 8));
    }
    EXPECT_EQ(bounces, 1) << profileName(p);
    EXPECT_GT(firstAt, 0) << profileName(p);
    EXPECT_LT(highest, 300) << profileName(p);
  }
}

}  // namespace
}  // namespace bumper
}  // namespace solidtile::test
