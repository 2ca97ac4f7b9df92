// The `sonic3k` profile: each of its differences from `sonic2`, pinned on a
// purpose-built level with the number Sonic 3 & Knuckles' code gives
// (sonicretro/skdisasm: s3.asm and the combined sonic3k.asm).
#include <algorithm>

#include <gtest/gtest.h>

#include "level_builder.h"
#include "solidtile/sonic/player.h"

namespace solidtile {
namespace {

using test::LevelBuilder;
using test::px;
using test::standing;

const PlayerConfig kS2ForS3k = defaultPlayerConfig(Profile::Sonic2);
const PlayerConfig kSonic3 = defaultPlayerConfig(Profile::Sonic3K);

// Flat full blocks whose stored angle is `a`, so the player stands at that angle.
LevelBuilder tilted(Angle a) {
  LevelBuilder b;
  b.fill(0, 46, 60, 63, b.full);
  b.fill(0, 46, 60, 46, b.add(test::flat(16, a)));
  return b;
}

// Player_SlopeResist: standing still, the slope factor ($20 * sin >> 8) is
// added only when it is $0D or more; Sonic 2 never adds it at rest.
TEST(Sonic3kProfile, StandingStillSlidesOnlyWhenTheSlopeFactorIsAtLeast13) {
  EXPECT_EQ(kSonic3.stoppedSlopeMinimum, 0x0D);
  for (const int a : {0x10, 0x14}) {
    const LevelBuilder b = tilted(static_cast<Angle>(a));
    const Sub factor = (32 * sinHex(static_cast<Angle>(a), SineTable::Sonic1)) >> 8;
    PlayerState s3 = standing(kSonic3, 400, 716, static_cast<Angle>(a));
    stepPlayer(s3, b.level, kSonic3, input::kRight);  // held: no friction
    PlayerState s2 = standing(kS2ForS3k, 400, 716, static_cast<Angle>(a));
    stepPlayer(s2, b.level, kS2ForS3k, input::kRight);
    if (a == 0x10) {
      EXPECT_EQ(factor, 12);
      EXPECT_EQ(s3.gsp, 12);  // only the acceleration
    } else {
      EXPECT_EQ(factor, 15);
      EXPECT_EQ(s3.gsp, 15 + 12);
    }
    EXPECT_EQ(s2.gsp, 12) << a;
  }
}

// Player_SlopeRepel: slower than $280, angles $E8..$17 (angle + $18 below
// $30) are left alone; from there to $30 from the floor ($18..$2F, $D0..$E7)
// the player slips $80 down the slope and the controls lock for 30 frames,
// staying on the ground; Sonic 2 (any angle past $20's quadrant) falls off instead.
TEST(Sonic3kProfile, TooSlowOnASteepSlopeSlipsDownItInsteadOfFallingOff) {
  for (const int a : {0x16, 0x18, 0x20, 0xE6, 0xE8}) {
    const LevelBuilder b = tilted(static_cast<Angle>(a));
    PlayerState s = standing(kSonic3, 400, 716, static_cast<Angle>(a));
    s.gsp = 0x40 * (a < 0x80 ? -1 : 1);  // climbing slowly
    StepRecord rec;
    stepPlayer(s, b.level, kSonic3, 0, &rec);
    EXPECT_FALSE(s.airborne) << a;
    const bool slips = a == 0x18 || a == 0x20 || a == 0xE6;
    EXPECT_EQ(rec.has(EventKind::Slipped), slips) << a;
    EXPECT_EQ(s.controlLock, slips ? 30 : 0) << a;
  }
  // The slip itself: gsp after the slope factor and friction, then +$80 down the slope.
  const LevelBuilder b = tilted(0x20);
  PlayerState s = standing(kSonic3, 400, 716, 0x20);
  s.gsp = -0x40;
  stepPlayer(s, b.level, kSonic3, 0);
  const Sub factor = (32 * sinHex(0x20, SineTable::Sonic1)) >> 8;
  EXPECT_EQ(s.gsp, -0x40 + factor + 12 + 0x80);
  PlayerState s2 = standing(kS2ForS3k, 400, 716, 0x20);
  s2.gsp = -0x40;
  stepPlayer(s2, b.level, kS2ForS3k, 0);
  EXPECT_TRUE(s2.airborne);
  EXPECT_EQ(s2.gsp, 0);
}

// Player_SlopeRepel: past $30 from the floor the player falls off, but unlike
// Sonic 1 and 2 its ground speed is not cleared.
TEST(Sonic3kProfile, FallingOffAWallKeepsTheGroundSpeed) {
  LevelBuilder b;
  b.fill(44, 0, 60, 63, b.full);  // a right wall whose face is x = 704
  for (const PlayerConfig* cfg : {&kS2ForS3k, &kSonic3}) {
    PlayerState s = standing(*cfg, 704 - 20, 400, 0xC0);
    s.gsp = 0x100;
    stepPlayer(s, b.level, *cfg, 0);
    EXPECT_TRUE(s.airborne);
    EXPECT_EQ(s.controlLock, 30);
    if (cfg == &kSonic3) {
      EXPECT_NE(s.gsp, 0);
    } else {
      EXPECT_EQ(s.gsp, 0);
    }
  }
}

// Sonic_DoLevelCollision moving mostly left (Player_HitCeiling): a ceiling
// overlapping the head by $14 px or more is not bumped (the right wall is
// checked instead); a shallower one is, as in Sonic 2.
TEST(Sonic3kProfile, MovingLeftADeepCeilingIsNotBumped) {
  LevelBuilder b;
  b.fill(0, 0, 60, 24, b.full);  // solid down to row 399
  for (const int overlap : {19, 20}) {
    for (const PlayerConfig* profile : {&kS2ForS3k, &kSonic3}) {
      // A tall body (radius 24) keeps the centre, where the push sensors are, below the ceiling.
      PlayerConfig cfg = *profile;
      cfg.standRadiusY = 24;
      // Moving up 1 px puts the head (y - 24) at row 400 - overlap: the ceiling cast reads -overlap.
      const int y = 425 - overlap;
      PlayerState s = spawnPlayer(cfg, 500, y);
      s.xsp = -0x400;
      s.ysp = -0x100;
      StepRecord rec;
      stepPlayer(s, b.level, cfg, 0, &rec);
      const bool bumped = profile == &kS2ForS3k || overlap < 20;
      EXPECT_EQ(rec.has(EventKind::HitCeiling), bumped) << profileName(cfg.profile) << " overlap " << overlap;
      EXPECT_EQ(px(s.y), bumped ? y - 1 + overlap : y - 1) << profileName(cfg.profile) << " overlap " << overlap;
    }
  }
}

// Sonic_DoLevelCollision moving mostly right: after a wall hit Sonic 3 goes on
// to the ceiling check; Sonic 2 stops at the wall.
TEST(Sonic3kProfile, AWallHitMovingSidewaysGoesOnToTheCeiling) {
  LevelBuilder b;
  b.fill(0, 0, 60, 24, b.full);   // ceiling: solid down to row 399
  b.fill(33, 25, 60, 40, b.full);  // a wall whose face is x = 528
  for (const PlayerConfig* cfg : {&kS2ForS3k, &kSonic3}) {
    PlayerState s = spawnPlayer(*cfg, 516, 400 + 19 - 4);  // the head 4 px into the ceiling after moving up 1
    s.xsp = 0x400;
    s.ysp = -0x100;
    StepRecord rec;
    stepPlayer(s, b.level, *cfg, 0, &rec);
    EXPECT_TRUE(rec.has(EventKind::HitWall));
    EXPECT_EQ(rec.has(EventKind::HitCeiling), cfg == &kSonic3) << profileName(cfg->profile);
  }
}

// Sonic_ChgJumpDir: Sonic 3 keeps an air speed already above top (it takes
// the step back instead of capping), where Sonic 2 caps it at top.
TEST(Sonic3kProfile, AboveTopHoldingForwardInTheAirKeepsTheSpeed) {
  LevelBuilder b;
  for (const PlayerConfig* cfg : {&kS2ForS3k, &kSonic3}) {
    PlayerState air = spawnPlayer(*cfg, 400, 300);
    air.xsp = 0x700;
    stepPlayer(air, b.level, *cfg, input::kRight);
    EXPECT_EQ(air.xsp, cfg == &kSonic3 ? 0x700 : 0x600) << profileName(cfg->profile);
    air.xsp = 0x5F0;  // below top: both add the air acceleration up to top
    stepPlayer(air, b.level, *cfg, input::kRight);
    EXPECT_EQ(air.xsp, 0x600) << profileName(cfg->profile);
  }
}

// A player rolling on flat ground (top row 736) at `gsp`.
PlayerState rollingOnGround(const PlayerConfig& cfg, int x, Sub gsp) {
  PlayerState s = standing(cfg, x, 736 - 1 - cfg.rollRadiusY);
  s.rolling = true;
  s.radiusX = static_cast<std::uint8_t>(cfg.rollRadiusX);
  s.radiusY = static_cast<std::uint8_t>(cfg.rollRadiusY);
  s.gsp = gsp;
  return s;
}

// Sonic_RollSpeed (sonic3k.asm): after roll friction (6) a roll with |gsp|
// below $80 ends, keeping that gsp (Sonic 2 and Sonic 3 alone roll on to 0).
TEST(Sonic3kProfile, ARollEndsBelow80AndKeepsItsSpeed) {
  EXPECT_EQ(kSonic3.rollEndSpeed, 0x80);
  LevelBuilder b;
  b.ground(736);
  for (const PlayerConfig* cfg : {&kS2ForS3k, &kSonic3}) {
    for (const Sub gsp : {0x86, 0x85}) {
      PlayerState s = rollingOnGround(*cfg, 400, gsp);
      StepRecord rec;
      stepPlayer(s, b.level, *cfg, 0, &rec);
      const bool ends = cfg == &kSonic3 && gsp == 0x85;  // 0x85 - 6 = 0x7F
      EXPECT_EQ(s.rolling, !ends) << profileName(cfg->profile) << " " << gsp;
      EXPECT_EQ(rec.has(EventKind::RollEnded), ends);
      EXPECT_EQ(s.gsp, gsp - 6);
      EXPECT_EQ(px(s.y), ends ? 716 : 721);  // standing size again: 5 px up
    }
  }
}

// SonicKnux_Roll: Down starts a roll only at |gsp| >= $100 (Sonic 2 and
// Sonic 3 alone: $80); slower, the player crouches, so a jump press on the
// next frame starts a spin dash although it is still moving.
TEST(Sonic3kProfile, DownRollsFrom100AndCrouchesBelowIt) {
  EXPECT_EQ(kSonic3.rollStartSpeed, 0x100);
  EXPECT_EQ(kS2ForS3k.rollStartSpeed, 0x80);
  LevelBuilder b;
  b.ground(736);
  for (const Sub start : {0x10C, 0x10B}) {  // friction (12) first: 0x100 and 0xFF
    PlayerState s3 = standing(kSonic3, 400, 716);
    s3.gsp = start;
    stepPlayer(s3, b.level, kSonic3, input::kDown);
    EXPECT_EQ(s3.gsp, start - 12);
    EXPECT_EQ(s3.rolling, start == 0x10C);
    EXPECT_EQ(s3.ducking, start == 0x10B);
    PlayerState s2 = standing(kS2ForS3k, 400, 716);
    s2.gsp = start;
    stepPlayer(s2, b.level, kS2ForS3k, input::kDown);
    EXPECT_TRUE(s2.rolling);
    EXPECT_FALSE(s2.ducking);
  }
  PlayerState s = standing(kSonic3, 400, 716);
  s.gsp = 0xC0;
  stepPlayer(s, b.level, kSonic3, input::kDown);
  ASSERT_TRUE(s.ducking);
  StepRecord rec;
  stepPlayer(s, b.level, kSonic3, input::kDown | input::kJump, &rec);
  EXPECT_TRUE(rec.has(EventKind::SpindashBegan));
  EXPECT_FALSE(s.airborne);
}

// SonicKnux_Roll crouches on a slope (here $20, where Sonic_Move's crouch
// sees a wall quadrant) and with Up held too; Sonic 2 crouches in neither.
TEST(Sonic3kProfile, CrouchesOnASlopeAndWithUpHeld) {
  struct Case {
    Angle angle;
    Input extra;
  };
  for (const Case c : {Case{0x20, 0}, Case{0x00, input::kUp}}) {
    const LevelBuilder b = tilted(c.angle);
    for (const PlayerConfig* cfg : {&kS2ForS3k, &kSonic3}) {
      PlayerState s = standing(*cfg, 400, 716, c.angle);
      stepPlayer(s, b.level, *cfg, input::kDown | c.extra);
      EXPECT_EQ(s.ducking, cfg == &kSonic3) << profileName(cfg->profile) << " angle " << int(c.angle);
      StepRecord rec;
      stepPlayer(s, b.level, *cfg, input::kDown | c.extra | input::kJump, &rec);
      EXPECT_EQ(rec.has(EventKind::SpindashBegan), cfg == &kSonic3);
      EXPECT_EQ(s.airborne, cfg == &kS2ForS3k);
    }
  }
}

// Sonic_Move (sonic3k.asm): at an angle that is a multiple of $40 the wall
// ahead is checked even upside down. On a ceiling (angle $80) running right
// into a wall whose face is x = 528, the cast from x + 10 at y + 8 finds it
// 1 px deep: Sonic & Knuckles stops touching it (x 517, gsp 0), Sonic 2 runs on.
TEST(Sonic3kProfile, TheWallAheadIsCheckedOnACeiling) {
  LevelBuilder b;
  b.fill(0, 0, 60, 24, b.full);   // the ceiling: solid down to row 399
  b.fill(33, 25, 60, 40, b.full);  // the wall below it, face at x = 528
  for (const PlayerConfig* cfg : {&kS2ForS3k, &kSonic3}) {
    PlayerState s = standing(*cfg, 515, 400 + 19, 0x80);
    s.gsp = -0x400;  // on a ceiling, negative gsp runs right
    StepRecord rec;
    stepPlayer(s, b.level, *cfg, 0, &rec);
    const bool checked = cfg == &kSonic3;
    EXPECT_EQ(rec.has(EventKind::HitWall), checked) << profileName(cfg->profile);
    EXPECT_EQ(px(s.x), checked ? 517 : 518) << profileName(cfg->profile);
    if (checked) {
      EXPECT_EQ(s.gsp, 0);
    }
  }
}

// Player_TouchFloor (sonic3k.asm): a jump that attaches to a steep ceiling
// ends the roll with the 5 px shift away from the surface (down, as the
// angle $B0 + $40 is past $80); Sonic 2 and Sonic 3 alone shift up, into it.
TEST(Sonic3kProfile, EndingARollOnACeilingShiftsAwayFromIt) {
  LevelBuilder b;
  b.fill(0, 0, 60, 24, b.add(test::flat(16, 0xB0)));  // solid down to row 399, stored angle $B0
  for (const PlayerConfig* cfg : {&kS2ForS3k, &kSonic3}) {
    PlayerState s = spawnPlayer(*cfg, 500, 416);
    s.rolling = s.jumping = true;
    s.radiusX = static_cast<std::uint8_t>(cfg->rollRadiusX);
    s.radiusY = static_cast<std::uint8_t>(cfg->rollRadiusY);
    s.ysp = -0x400;  // the head (y - 14) ends 2 px into the ceiling
    StepRecord rec;
    stepPlayer(s, b.level, *cfg, input::kJump, &rec);
    ASSERT_TRUE(rec.has(EventKind::AttachedCeiling)) << profileName(cfg->profile);
    EXPECT_EQ(s.angle, 0xB0);
    EXPECT_FALSE(s.rolling);
    EXPECT_EQ(px(s.y), cfg == &kSonic3 ? 414 + 5 : 414 - 5) << profileName(cfg->profile);
  }
}

// Player_LevelBound (sonic3k.asm) compares with blo: a next x exactly at the
// right bound (level width - 16) is not stopped; Sonic 1-3's bls stops it.
TEST(Sonic3kProfile, TheRightBoundStopsOnlyPastIt) {
  LevelBuilder b;
  const int right = b.level.widthPixels() - 16;
  for (const PlayerConfig* cfg : {&kS2ForS3k, &kSonic3}) {
    for (const int from : {right - 4, right - 3}) {
      PlayerState s = spawnPlayer(*cfg, from, 300);
      s.xsp = 0x400;
      stepPlayer(s, b.level, *cfg, 0);
      const bool stopped = from == right - 3 || cfg == &kS2ForS3k;
      EXPECT_EQ(s.xsp, stopped ? 0 : 0x400) << profileName(cfg->profile) << " " << from;
      EXPECT_EQ(px(s.x), std::min(from + 4, right));
    }
  }
}

// Sonic_ShieldMoves: once a jump rises at -$400 or slower, a jump press gives
// back the air control a roll-jump took away (before the insta-shield).
TEST(Sonic3kProfile, AJumpPressInTheAirFreesARollJump) {
  LevelBuilder b;
  for (const PlayerConfig* cfg : {&kS2ForS3k, &kSonic3}) {
    for (const Sub ysp : {-0x401, -0x400}) {
      PlayerState s = spawnPlayer(*cfg, 400, 300);
      s.rolling = s.jumping = s.rollJumping = true;
      s.ysp = ysp;
      stepPlayer(s, b.level, *cfg, input::kJump | input::kRight);
      const bool freed = cfg == &kSonic3 && ysp == -0x400;
      EXPECT_EQ(s.rollJumping, !freed) << profileName(cfg->profile) << " " << ysp;
      EXPECT_EQ(s.xsp, freed ? cfg->airAcc : 0) << profileName(cfg->profile) << " " << ysp;
    }
  }
}

// Player_TouchFloor (s3.asm, sonic3k.asm) moves Y by the radius change:
//   move.b y_radius(a0),d0 / move.b default_y_radius(a0),y_radius(a0) /
//   btst #Status_Roll / ... / sub.b default_y_radius(a0),d0 / ext.w d0 / add.w d0,y_pos(a0)
// and Sonic_Jump gives a roll-jump the standing radii before branching to
// Sonic_RollJump, so landing from one moves Y by 19 - 19 = 0. Sonic 2's
// Sonic_ResetOnFloor does subq.w #5,y_pos(a0) whenever the roll bit is set,
// landing the same jump 5 px higher. A jump from standing (radius 14) moves 5 in both.
TEST(Sonic3kProfile, LandingFromARollJumpKeepsYAsTheRadiusIsAlreadyStanding) {
  EXPECT_TRUE(kSonic3.landingUnrollByRadius);
  EXPECT_FALSE(kS2ForS3k.landingUnrollByRadius);
  LevelBuilder b;
  b.ground(736);
  for (const PlayerConfig* cfg : {&kS2ForS3k, &kSonic3}) {
    for (const bool fromRoll : {false, true}) {
      PlayerState s = standing(*cfg, 400, 716);
      if (fromRoll) {
        s.gsp = 0x300;
        stepPlayer(s, b.level, *cfg, input::kDown);
        ASSERT_TRUE(s.rolling);
      }
      stepPlayer(s, b.level, *cfg, input::kJump);
      ASSERT_TRUE(s.airborne);
      EXPECT_EQ(s.rollJumping, fromRoll);
      EXPECT_EQ(s.radiusY, fromRoll ? cfg->standRadiusY : cfg->rollRadiusY);
      StepRecord rec;
      for (int i = 0; i < 120 && s.airborne; ++i) stepPlayer(s, b.level, *cfg, 0, &rec);
      ASSERT_FALSE(s.airborne);
      EXPECT_FALSE(s.rolling);
      EXPECT_EQ(s.radiusY, cfg->standRadiusY);
      const bool shifted = fromRoll && cfg == &kS2ForS3k;
      EXPECT_EQ(px(s.y), shifted ? 711 : 716) << profileName(cfg->profile) << (fromRoll ? " roll-jump" : " jump");
    }
  }
}

// Tails: Obj02_Init sets y_radius $F (Sonic's is $13), his roll is 14 x 7
// like Sonic's; Knuckles: Knux_Jump launches at $600 (Sonic and Tails $680).
TEST(CharacterPresets, TailsIsFourPixelsShorterAndKnucklesJumpsAt600) {
  EXPECT_EQ(parseCharacter("tails"), Character::Tails);
  EXPECT_EQ(parseCharacter("knuckles"), Character::Knuckles);
  EXPECT_FALSE(parseCharacter("amy"));
  EXPECT_STREQ(characterName(Character::Sonic), "sonic");
  for (const Profile p : {Profile::Sonic2, Profile::Sonic3K}) {
    LevelBuilder b;
    b.ground(736);
    PlayerConfig tails = defaultPlayerConfig(p);
    applyCharacter(tails, Character::Tails);
    PlayerState t = spawnPlayer(tails, 100, 690);
    for (int i = 0; i < 60; ++i) stepPlayer(t, b.level, tails, 0);
    EXPECT_EQ(px(t.y), 720);  // 16 above the ground, not 20
    t.gsp = 0x200;
    stepPlayer(t, b.level, tails, input::kDown);
    EXPECT_TRUE(t.rolling);
    EXPECT_EQ(px(t.y), 721);  // rolling moves Tails down 1 px
    for (const Character c : {Character::Sonic, Character::Knuckles}) {
      PlayerConfig cfg = defaultPlayerConfig(p);
      applyCharacter(cfg, c);
      PlayerState s = standing(cfg, 100, 716);
      stepPlayer(s, b.level, cfg, input::kJump);
      EXPECT_EQ(s.ysp, c == Character::Knuckles ? -0x600 : -0x680) << characterName(c);
    }
  }
}

}  // namespace
}  // namespace solidtile
