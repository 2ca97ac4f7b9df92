// Springs and spikes against the Sonic player, per profile: Sonic 1's Obj41
// (Spring_Up, Spring_LR, Spring_Dwn) and Obj36 (Spik_Upright, Spik_SideWays,
// HurtSonic, Sonic_Hurt), Sonic 2's Obj41 and Obj36 where they differ; each
// number quoted from the routine it comes from.
#include <gtest/gtest.h>

#include "level_builder.h"
#include "solidtile/input.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace {


SolidObject kindOf(ObjectKind kind, ObjectDir dir, int x, int y, int w, int h, Sub speed = SpringSpeed::kRed) {
  SolidObject o;
  o.w = w;
  o.h = h;
  o.path = {{x, y}};
  o.kind = kind;
  o.dir = dir;
  if (kind == ObjectKind::Spring) o.springSpeed = speed;
  return o;
}
SolidObject spring(ObjectDir d, int x, int y, int w, int h, Sub speed = SpringSpeed::kRed) {
  return kindOf(ObjectKind::Spring, d, x, y, w, h, speed);
}
SolidObject spikes(ObjectDir d, int x, int y, int w, int h) { return kindOf(ObjectKind::Spikes, d, x, y, w, h); }

// Ground at y 448 and the given objects.
Level springLevel(std::vector<SolidObject> objects) {
  LevelBuilder b(64, 32);
  b.ground(448);
  b.level.objects.assign(std::move(objects));
  return b.level;
}

// Steps until `kind` is reported (the record of that step left in `rec`); false after `frames`.
bool stepUntil(PlayerState& s, const Level& l, const PlayerConfig& cfg, EventKind kind, StepRecord& rec,
               int frames = 120, Input in = 0) {
  for (int i = 0; i < frames; ++i) {
    stepPlayer(s, l, cfg, in, &rec);
    if (rec.has(kind)) return true;
  }
  return false;
}

// The numbers every profile shares, as the games have them.
TEST(SonicSprings, ProfilesCarryTheGamesNumbers) {
  EXPECT_EQ(SpringSpeed::kRed, 0x1000);    // Spring_Powers: dc.w -$1000
  EXPECT_EQ(SpringSpeed::kYellow, 0xA00);  // dc.w -$A00
  for (Profile p : kProfiles) {
    const PlayerConfig c = defaultPlayerConfig(p);
    EXPECT_EQ(c.springLockFrames, 0xF) << profileName(p);   // move.w #$F,objoff_3E(a1) / move_lock(a1)
    EXPECT_EQ(c.hurtXsp, 0x200) << profileName(p);          // move.w #-$200,obVelX(a0)
    EXPECT_EQ(c.hurtYsp, 0x400) << profileName(p);          // move.w #-$400,obVelY(a0)
    EXPECT_EQ(c.hurtGravity, 0x30) << profileName(p);       // addi.w #$30,obVelY(a0)
    EXPECT_EQ(c.invulnerableFrames, 0x78) << profileName(p);  // move.w #120,flashtime(a0)
  }
  EXPECT_TRUE(defaultPlayerConfig(Profile::Sonic1).spikesHurtWhileFlashing);
  EXPECT_FALSE(defaultPlayerConfig(Profile::Sonic2).spikesHurtWhileFlashing);
  EXPECT_FALSE(defaultPlayerConfig(Profile::Guide).spikesHurtWhileFlashing);
  EXPECT_TRUE(defaultPlayerConfig(Profile::Sonic3K).springFaceSideOnly);
  EXPECT_FALSE(defaultPlayerConfig(Profile::Sonic1).springFaceSideOnly);
  EXPECT_TRUE(defaultPlayerConfig(Profile::Sonic2).springSetsFacing);
  EXPECT_FALSE(defaultPlayerConfig(Profile::Guide).springSetsFacing);
  // Sonic & Knuckles' Obj_Spring where it differs from Sonic 2's Obj41 (the tests below).
  for (Profile p : kProfiles) {
    const PlayerConfig c = defaultPlayerConfig(p);
    const bool sk = p == Profile::Sonic3K;
    EXPECT_EQ(c.springDownRedSpeed, sk ? 0xD00 : 0) << profileName(p);  // sub_21A6A: move.w #$D00,y_vel(a1)
    EXPECT_EQ(c.springSideLaunchesInAir, sk) << profileName(p);
    EXPECT_EQ(c.springClearsJumping, sk) << profileName(p);
    EXPECT_EQ(c.springDownStandsOnTop, sk) << profileName(p);
  }
}

// Spring_Up: SolidObject, then with the player on top "addq.w #8,obY(a1);
// move.w spring_pow(a0),obVelY(a1); bset #1,obStatus(a1); bclr #3,obStatus(a1)".
TEST(SonicSprings, UpSpringLaunchesAtItsSpeedInEveryProfile) {
  for (Profile p : kProfiles) {
    for (Sub speed : {SpringSpeed::kRed, SpringSpeed::kYellow}) {
      const PlayerConfig cfg = defaultPlayerConfig(p);
      const Level l = springLevel({spring(ObjectDir::Up, 200, 432, 32, 16, speed)});
      PlayerState s = spawnPlayer(cfg, 216, 360);
      StepRecord rec;
      ASSERT_TRUE(stepUntil(s, l, cfg, EventKind::SpringLaunched, rec)) << profileName(p);
      EXPECT_EQ(s.ysp, -speed) << profileName(p);
      EXPECT_TRUE(s.airborne);
      EXPECT_EQ(s.standingOn, -1);
      // Landed with the feet on the row above the box (Solid_Landed), then 8 px down.
      EXPECT_EQ(px(s.y), 432 - 1 - 19 + 8) << profileName(p);
      EXPECT_TRUE(rec.has(EventKind::ObjectLanded));
      // The launch carries him well above where he fell from.
      int top = px(s.y);
      for (int i = 0; i < 60; ++i) {
        stepPlayer(s, l, cfg, 0);
        top = std::min(top, px(s.y));
      }
      EXPECT_LT(top, 360 - (speed == SpringSpeed::kRed ? 100 : 20)) << profileName(p);
    }
  }
}

// The player jumping from the ground into a yellow down spring above him, to
// the frame it launches him (false when it never does).
bool jumpIntoADownSpring(Profile p, PlayerState& s, StepRecord& rec) {
  const PlayerConfig cfg = defaultPlayerConfig(p);
  const Level l = springLevel({spring(ObjectDir::Down, 200, 330, 32, 16, SpringSpeed::kYellow)});
  s = standing(cfg, 216, 448 - 20);
  stepPlayer(s, l, cfg, 0);
  return stepUntil(s, l, cfg, EventKind::SpringLaunched, rec, 60, input::kJump);
}

// Spring_Dwn: touching the bottom (d4 negative, not standing): "subq.w
// #8,obY(a1); move.w spring_pow(a0),obVelY(a1); neg.w obVelY(a1)".
TEST(SonicSprings, DownSpringLaunchesAJumpingPlayerDown) {
  for (Profile p : kProfiles) {
    PlayerState s;
    StepRecord rec;
    ASSERT_TRUE(jumpIntoADownSpring(p, s, rec)) << profileName(p);
    EXPECT_EQ(s.ysp, SpringSpeed::kYellow) << profileName(p);
    EXPECT_TRUE(s.airborne);
    EXPECT_TRUE(rec.has(EventKind::ObjectBumped));
    // Solid_Below put the head on the box's bottom row + 1 (346), then 8 px up;
    // Sonic 3's bottom reaches the standing radius below (the rolling jump's head 5 px lower).
    const PlayerConfig cfg = defaultPlayerConfig(p);
    const int deeper = cfg.solidBottomUsesStandingRadius ? cfg.standRadiusY - cfg.rollRadiusY : 0;
    EXPECT_EQ(px(s.y) - s.radiusY, 346 - 8 + deeper) << profileName(p);
  }
}

// Spring_BounceLR for a spring facing right (not flipped): "addq.w #8,obX(a1);
// subi.w #$10,obX(a1); neg.w obVelX(a1)", "move.w #$F,objoff_3E(a1)",
// "move.w obVelX(a1),obInertia(a1)". Pushed on its face side, every profile launches.
TEST(SonicSprings, SidewaysSpringLaunchesAndLocksTheControls) {
  for (Profile p : kProfiles) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    const Level l = springLevel({spring(ObjectDir::Right, 300, 416, 16, 32)});  // obX 308, d1 = $13
    PlayerState s = standing(cfg, 360, 448 - 20);
    StepRecord rec;
    ASSERT_TRUE(stepUntil(s, l, cfg, EventKind::SpringLaunched, rec, 120, input::kLeft)) << profileName(p);
    EXPECT_EQ(s.xsp, SpringSpeed::kRed) << profileName(p);
    EXPECT_EQ(s.gsp, SpringSpeed::kRed);
    EXPECT_EQ(s.controlLock, 0xF);
    EXPECT_FALSE(s.pushing);
    EXPECT_EQ(px(s.x), 308 + 0x13 - 8) << profileName(p);  // pushed out to obX + d1, then 8 px back
    // Holding left does not turn him round while the lock runs.
    stepPlayer(s, l, cfg, input::kLeft);
    EXPECT_GT(s.gsp, SpringSpeed::kRed - 0x100) << profileName(p);
  }
}

// Sonic 1's Spring_LR launches on its pushing bit from either side; Sonic 2's
// Obj41_Horizontal only a player on its face side ("sub.w x_pos(a1),d0; bcs").
TEST(SonicSprings, SidewaysSpringFromBehindLaunchesOnlyInSonic1) {
  for (Profile p : kProfiles) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    const Level l = springLevel({spring(ObjectDir::Right, 300, 416, 16, 32)});
    PlayerState s = standing(cfg, 240, 448 - 20);
    StepRecord rec;
    const bool launched = stepUntil(s, l, cfg, EventKind::SpringLaunched, rec, 90, input::kRight);
    EXPECT_EQ(launched, !cfg.springFaceSideOnly) << profileName(p);
    if (launched) {
      EXPECT_EQ(s.xsp, SpringSpeed::kRed);
      EXPECT_EQ(s.facingLeft, true);  // bchg #0,obStatus(a1): he was facing right
    } else {
      EXPECT_TRUE(s.pushing) << profileName(p);
      EXPECT_LT(s.xsp, 0x100);  // only the push's build-up in the subpixels (SolidObject at d0 = 0)
    }
  }
}

// Sonic 2's loc_18BC6 (S&K's sub_2190C), after Obj41_Horizontal's
// SolidObject: a player on the ground in front of the face ("addi.w #$28,d1";
// "subi.w #$18,d2; addi.w #$18,d3"), standing still or moving away ("tst.w d4;
// bmi"), is launched without touching the spring, unless its launch animation
// still runs ("cmpi.b #3,anim(a0)": Ani_obj41's anim 3, nine frames of
// duration 0 and $FD). Sonic 1's Spring_LR has no such area. Sonic 2's own
// Obj41, run beside its Obj01, launched players standing there.
TEST(SonicSprings, SidewaysSpringLaunchesAGroundedPlayerInFrontOfItsFace) {
  for (Profile p : kProfiles) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    EXPECT_EQ(cfg.springFaceArea, p == Profile::Sonic2 || p == Profile::Sonic3K ? 0x28 : 0) << profileName(p);
    const Level l = springLevel({spring(ObjectDir::Right, 300, 414, 16, 28)});  // obX 308, obY 428
    // From obX + $14 on he is past its SolidObject (d1 = $13): only the area reaches him.
    for (int dx : {0x14, 0x27, 0x28}) {
      PlayerState s = standing(cfg, 308 + dx, 448 - 20);
      PlayerState fast = s;
      StepRecord rec;
      stepPlayer(s, l, cfg, 0, &rec);
      stepPlayer(fast, l, cfg, 0);
      EXPECT_EQ(fast, s) << profileName(p) << " dx " << dx;  // the step without a record visits it too
      const bool inside = dx < cfg.springFaceArea;
      EXPECT_EQ(rec.has(EventKind::SpringLaunched), inside) << profileName(p) << " dx " << dx;
      if (!inside) continue;
      EXPECT_EQ(s.xsp, SpringSpeed::kRed);
      EXPECT_EQ(px(s.x), 308 + dx - 8);  // loc_18AEE: "addq.w #8", "subi.w #$10,x_pos(a1)"
      EXPECT_EQ(s.controlLock, 0xF);
    }
    // Walking toward the face: no launch from the area.
    PlayerState s = standing(cfg, 308 + 0x20, 448 - 20);
    StepRecord rec;
    stepPlayer(s, l, cfg, input::kLeft, &rec);
    EXPECT_LT(s.gsp, 0);
    EXPECT_FALSE(rec.has(EventKind::SpringLaunched)) << profileName(p);
    if (cfg.springFaceArea == 0) continue;
    // The launch animation shuts the area on the launch frame and the nine after it.
    for (std::uint32_t ago : {9u, 10u}) {
      PlayerState t = standing(cfg, 308 + 0x14, 448 - 20);
      t.frame = 100;
      t.springLaunched = 0;
      t.springLaunchFrame = t.frame - ago;
      stepPlayer(t, l, cfg, 0, &rec);
      EXPECT_EQ(rec.has(EventKind::SpringLaunched), ago == 10u) << profileName(p) << " ago " << ago;
    }
  }
}

// Spik_Upright with the player on top: HurtSonic, knocked away from obX
// ("cmp.w obX(a2),d0; blo.s .isleft"); Sonic_Hurt: no control, gravity $30;
// Sonic_HurtStop on landing clears the speeds and sets $78 flashing frames.
TEST(SonicSpikes, LandingOnSpikesHurtsAndTheHurtStateRunsToTheGround) {
  for (Profile p : kProfiles) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    const Level l = springLevel({spikes(ObjectDir::Up, 200, 416, 32, 32)});  // obX 216
    PlayerState s = spawnPlayer(cfg, 210, 340);
    StepRecord rec;
    ASSERT_TRUE(stepUntil(s, l, cfg, EventKind::Hurt, rec)) << profileName(p);
    EXPECT_TRUE(s.hurt);
    EXPECT_TRUE(s.airborne);
    EXPECT_EQ(s.xsp, -0x200) << profileName(p);  // left of obX: away to the left
    EXPECT_EQ(s.ysp, -0x400);
    EXPECT_EQ(s.gsp, 0);
    EXPECT_EQ(s.invulnerable, 0x78);
    // No input is read and the gravity is $30; the flashing does not count down.
    stepPlayer(s, l, cfg, input::kRight | input::kJump);
    EXPECT_EQ(s.xsp, -0x200) << profileName(p);
    EXPECT_EQ(s.ysp, -0x400 + 0x30) << profileName(p);
    EXPECT_EQ(s.invulnerable, 0x78);
    ASSERT_TRUE(stepUntil(s, l, cfg, EventKind::HurtEnded, rec, 120, input::kRight)) << profileName(p);
    EXPECT_FALSE(s.hurt);
    EXPECT_FALSE(s.airborne);
    EXPECT_EQ(s.xsp, 0);
    EXPECT_EQ(s.ysp, 0);
    EXPECT_EQ(s.gsp, 0);
    EXPECT_EQ(s.invulnerable, 0x78);
    EXPECT_LT(px(s.x), 200 - 9);  // clear of the spikes, on the ground
    stepPlayer(s, l, cfg, 0);
    EXPECT_EQ(s.invulnerable, 0x78 - 1);  // Sonic_Display counts down in the control routine
  }
}

// Spik_SideWays: hurt when SolidObject returns d4 = 1 (a side). Spik_Hurt first
// moves the player back by his ysp ("asl.l #8,d0; sub.l d0,d3"): the same
// frame against a block of the same box leaves him ysp lower.
TEST(SonicSpikes, SideSpikesHurtFromTheSideAndUndoTheFall) {
  for (Profile p : kProfiles) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    PlayerState start = spawnPlayer(cfg, 289, 396);
    start.xsp = 0x300;
    start.ysp = -0x100;
    SolidObject block = spikes(ObjectDir::Left, 300, 380, 32, 32);
    block.kind = ObjectKind::Block;
    block.dir = ObjectDir::Up;
    PlayerState a = start, b = start;
    StepRecord rec;
    stepPlayer(a, springLevel({spikes(ObjectDir::Left, 300, 380, 32, 32)}), cfg, 0, &rec);
    PlayerConfig solid = cfg;  // Sonic 2 and 3's blocks are not solid yet: compare with Sonic 1's block
    solid.solidObjects = true;
    stepPlayer(b, springLevel({block}), solid, 0);
    ASSERT_TRUE(rec.has(EventKind::Hurt)) << profileName(p);
    EXPECT_EQ(a.y, b.y - b.ysp) << profileName(p);
    EXPECT_EQ(a.x, b.x);
    EXPECT_EQ(a.xsp, -0x200);  // left of obX 316
    EXPECT_EQ(a.ysp, -0x400);
  }
}

// Sonic 1 REV01's Spik_Hurt tests only "cmpi.b #4,obRoutine(a0)": a flashing
// player is hurt again (the spike bug). Sonic 2's Obj36 tests
// invulnerable_time: he stands on them until it runs out, then is hurt.
TEST(SonicSpikes, FlashingSparesThePlayerExceptInSonic1) {
  for (Profile p : kProfiles) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    const Level l = springLevel({spikes(ObjectDir::Up, 200, 416, 32, 32)});
    PlayerState s = spawnPlayer(cfg, 216, 380);
    s.invulnerable = 40;
    StepRecord rec;
    int frames = 0;
    bool hurt = false;
    while (frames < 80 && !hurt) {
      stepPlayer(s, l, cfg, 0, &rec);
      ++frames;
      hurt = rec.has(EventKind::Hurt);
    }
    ASSERT_TRUE(hurt) << profileName(p);
    if (cfg.spikesHurtWhileFlashing) {
      EXPECT_TRUE(rec.has(EventKind::ObjectLanded)) << profileName(p);  // on the frame he lands
      EXPECT_GT(s.invulnerable, 40);
    } else {
      EXPECT_EQ(frames, 40) << profileName(p);  // hurt on the frame the count reaches 0
    }
  }
}

// Sonic 1's Spik_Upright hurts on the top and the bottom whichever way the
// spikes point; Sonic 2 (spikesPointedSideOnly) only on the pointed side.
TEST(SonicSpikes, TheBluntSideHurtsOnlyInSonic1AndTheGuide) {
  for (Profile p : kProfiles) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    const Level l = springLevel({spikes(ObjectDir::Down, 200, 416, 32, 32)});
    PlayerState s = spawnPlayer(cfg, 216, 360);
    StepRecord rec;
    const bool hurt = stepUntil(s, l, cfg, EventKind::Hurt, rec, 60);
    EXPECT_EQ(hurt, !cfg.spikesPointedSideOnly) << profileName(p);
    if (!hurt) {
      EXPECT_EQ(s.standingOn, 0) << profileName(p);
    }
  }
}

// A spring sets obRoutine 2: the hurt state ends with the launch.
TEST(SonicSprings, ASpringEndsTheHurtState) {
  for (Profile p : kProfiles) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    const Level l = springLevel({spring(ObjectDir::Up, 200, 432, 32, 16)});
    PlayerState s = spawnPlayer(cfg, 216, 380);
    s.hurt = true;
    StepRecord rec;
    ASSERT_TRUE(stepUntil(s, l, cfg, EventKind::SpringLaunched, rec)) << profileName(p);
    EXPECT_FALSE(s.hurt);
    EXPECT_EQ(s.ysp, -SpringSpeed::kRed);
    EXPECT_FALSE(rec.has(EventKind::HurtEnded));
  }
}

// With solidObjects off (an edited config) blocks are passed through, while
// springs and spikes still act.
TEST(SonicSprings, SpringsActWithSolidObjectsOff) {
  PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic2);
  cfg.solidObjects = false;
  SolidObject block = spring(ObjectDir::Up, 200, 432, 32, 16);
  block.kind = ObjectKind::Block;
  const Level l = springLevel({block, spring(ObjectDir::Up, 400, 432, 32, 16)});
  PlayerState s = spawnPlayer(cfg, 216, 360);
  StepRecord rec;
  EXPECT_FALSE(stepUntil(s, l, cfg, EventKind::ObjectLanded, rec, 60));
  EXPECT_EQ(px(s.y), 448 - 20);  // on the ground, through the block
  s = spawnPlayer(cfg, 416, 360);
  EXPECT_TRUE(stepUntil(s, l, cfg, EventKind::SpringLaunched, rec, 60));
}

// Sonic & Knuckles' down spring, sub_21A6A: "move.w $30(a0),y_vel(a1); neg.w
// y_vel(a1); cmpi.w #$1000,y_vel(a1); bne.s loc_21A8C; move.w #$D00,y_vel(a1)":
// a red down spring launches at $D00 (a yellow one at its $A00). Sonic 2's
// loc_18CC6 has no such compare.
TEST(SonicSprings, SonicAndKnucklesRedDownSpringLaunchesAt0xD00) {
  for (Profile p : kProfiles) {
    for (Sub speed : {SpringSpeed::kRed, SpringSpeed::kYellow}) {
      const PlayerConfig cfg = defaultPlayerConfig(p);
      const Level l = springLevel({spring(ObjectDir::Down, 200, 330, 32, 16, speed)});
      PlayerState s = standing(cfg, 216, 448 - 20);
      StepRecord rec;
      stepPlayer(s, l, cfg, 0);
      ASSERT_TRUE(stepUntil(s, l, cfg, EventKind::SpringLaunched, rec, 60, input::kJump)) << profileName(p);
      const Sub expected = p == Profile::Sonic3K && speed == SpringSpeed::kRed ? 0xD00 : speed;
      EXPECT_EQ(s.ysp, expected) << profileName(p) << " speed " << speed;
    }
  }
}

// sub_2164A (up) and sub_21A6A (down) end with "clr.b jumping(a1)": after a
// down spring met in a jump the jump flag is gone in Sonic & Knuckles (no
// jump-release cut, glide or flight from that jump); Sonic 2's loc_18CC6 and
// Sonic 1's Spring_Dwn leave it set.
TEST(SonicSprings, SonicAndKnucklesSpringsClearTheJumpFlag) {
  for (Profile p : kProfiles) {
    PlayerState s;
    StepRecord rec;
    ASSERT_TRUE(jumpIntoADownSpring(p, s, rec)) << profileName(p);
    EXPECT_EQ(s.jumping, p != Profile::Sonic3K) << profileName(p);
  }
}

// Obj_Spring_Down passes "move.w #9,d3" (h/2 + 1) to SolidObjectFull2_1P,
// whose MvSonicOnPtfm stands the player at obY - d3 - y_radius: on the top,
// as he landed. Sonic 2's Obj41_Down passes "move.w #$10,d3" (h/2 + 8), and
// Sonic 1's Spring_Dwn the same, so he stands 7 px above the top.
TEST(SonicSprings, SonicAndKnucklesDownSpringIsStoodOnAtItsTop) {
  for (Profile p : kProfiles) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    const Level l = springLevel({spring(ObjectDir::Down, 200, 432, 32, 16)});  // obY 440, top row 432
    PlayerState s = spawnPlayer(cfg, 216, 380);
    StepRecord rec;
    ASSERT_TRUE(stepUntil(s, l, cfg, EventKind::ObjectLanded, rec)) << profileName(p);
    EXPECT_EQ(px(s.y), 432 - 1 - cfg.standRadiusY) << profileName(p);  // Solid_Landed: the row above the top
    for (int i = 0; i < 10; ++i) stepPlayer(s, l, cfg, 0);
    ASSERT_EQ(s.standingOn, 0) << profileName(p);
    const int d3 = p == Profile::Sonic3K ? 16 / 2 + 1 : 16 / 2 + 8;
    EXPECT_EQ(px(s.y), 440 - d3 - cfg.standRadiusY) << profileName(p);
  }
}

// Obj_Spring_Horizontal: "bsr.w SolidObjectFull2_1P; swap d6; andi.w #1,d6;
// beq.s loc_21738": the side-touch bit SolidObject_cont sets on the ground
// and, at loc_1BE20, in the air. Sonic 2's Obj41_Horizontal reads
// "btst #p1_pushing_bit,status(a0)", which SolidObject sets only when the
// player is not in the air (Sonic 1's Spring_LR the same): a player flying
// into the spring's face is launched only in Sonic & Knuckles.
TEST(SonicSprings, SonicAndKnucklesSidewaysSpringLaunchesInTheAir) {
  for (Profile p : kProfiles) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    const Level l = springLevel({spring(ObjectDir::Right, 300, 300, 16, 32)});  // obX 308, obY 316, face right
    PlayerState s = spawnPlayer(cfg, 345, 316);
    s.xsp = -0x600;
    StepRecord rec;
    const bool launched = stepUntil(s, l, cfg, EventKind::SpringLaunched, rec, 8, input::kLeft);
    EXPECT_EQ(launched, p == Profile::Sonic3K) << profileName(p);
    EXPECT_TRUE(s.airborne) << profileName(p);
    if (launched) {
      EXPECT_EQ(s.xsp, SpringSpeed::kRed);
      EXPECT_EQ(s.gsp, SpringSpeed::kRed);
      EXPECT_EQ(s.controlLock, 0xF);  // loc_21864: move.w #$F,$32(a1)
      EXPECT_EQ(px(s.x), 308 + 0x13 - 8);  // pushed out to obX + d1, then 8 px back (addq #8, subi #2*8)
      EXPECT_FALSE(s.facingLeft);
    } else {
      EXPECT_LE(s.xsp, 0) << profileName(p);  // only stopped by its side
      EXPECT_LE(px(s.x), 308 + 0x13) << profileName(p);
    }
  }
}

}  // namespace
}  // namespace solidtile::test
