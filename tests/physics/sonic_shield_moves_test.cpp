// Sonic's shield moves in Sonic 3 and S&K (sonic/shield_moves.h): s3.asm's
// and sonic3k.asm's Sonic_ShieldMoves (reached from Sonic_JumpHeight),
// Player_TouchFloor and BubbleShield_Bounce; each number quoted from them.
#include <gtest/gtest.h>

#include <cstdint>

#include "object_level.h"
#include "solidtile/input.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace {

// Sonic's state's shield values (sonic/items.h, Shield): S&K's fire 2, lightning 3, bubble 4.
constexpr std::uint8_t kPlain = 1, kFire = 2, kLightning = 3, kBubble = 4;
constexpr int kJumpX = 200, kJumpY = 428;  // standing on the ground at 448

// Sonic jumps from standing, holds the jump while the rise is faster than
// the release cap ($400: Sonic_JumpHeight "move.w #-$400,d1; cmp.w
// y_vel(a0),d1; ble.w Sonic_ShieldMoves"), lets go for a frame, then presses
// again: the frame of the second press is the last stepped.
struct Jumper {
  Level level;
  PlayerConfig cfg;
  PlayerState s;
  StepRecord rec;
  explicit Jumper(std::uint8_t shield, Profile p = Profile::Sonic3K, std::vector<SolidObject> objects = {})
      : level(levelWith(std::move(objects))), cfg(defaultPlayerConfig(p)), s(spawnPlayer(cfg, kJumpX, kJumpY)) {
    s.shield = shield;
  }
  void step(Input in) { stepPlayer(s, level, cfg, in, &rec); }
  void pressInTheAir() {
    for (int k = 0; k < 30 && s.airborne; ++k) step(0);  // he spawns in the air just above the floor
    step(input::kJump);
    EXPECT_TRUE(s.airborne && s.jumping);
    while (s.ysp < -cfg.jumpRelease) step(input::kJump);
    step(0);
    step(input::kJump);
  }
};

int eventA(const StepRecord& rec, EventKind k) {
  for (int i = 0; i < rec.eventCount; ++i)
    if (rec.events[i].kind == k) return rec.events[i].a;
  return -1;
}

// Sonic_FireShield: "move.w #$800,d0; btst #Status_Facing,status(a0); beq;
// neg.w d0; move.w d0,x_vel(a0); move.w d0,ground_vel(a0); move.w
// #0,y_vel(a0)"; the frame goes on with the air's move and gravity ($38).
TEST(SonicShieldMoves, TheFireShieldDashesAt800TheWayHeFaces) {
  for (bool left : {false, true}) {
    Jumper j(kFire);
    j.s.facingLeft = left;
    j.pressInTheAir();
    EXPECT_EQ(eventA(j.rec, EventKind::ShieldMove), kFire);
    EXPECT_EQ(j.s.xsp, left ? -0x800 : 0x800);
    EXPECT_EQ(j.s.gsp, left ? -0x800 : 0x800);
    EXPECT_EQ(j.s.ysp, 0x38) << "y_vel 0, then this frame's gravity";
    EXPECT_EQ(j.s.shieldMove, 1);
    // "tst.b double_jump_flag(a0); bne.w locret": one move a jump.
    j.step(0);
    j.step(input::kJump);
    EXPECT_EQ(eventA(j.rec, EventKind::ShieldMove), -1);
  }
}

// Sonic_LightningShield: "move.w #-$580,y_vel(a0)" and "clr.b jumping(a0)":
// letting go of jump no longer caps the rise at $400.
TEST(SonicShieldMoves, TheLightningShieldJumpsAt580WithNoReleaseCap) {
  Jumper j(kLightning);
  const Sub xsp = j.s.xsp;
  j.pressInTheAir();
  EXPECT_EQ(eventA(j.rec, EventKind::ShieldMove), kLightning);
  EXPECT_EQ(j.s.ysp, -0x580 + 0x38);
  EXPECT_EQ(j.s.xsp, xsp);
  EXPECT_FALSE(j.s.jumping);
  j.step(0);
  EXPECT_EQ(j.s.ysp, -0x580 + 2 * 0x38) << "released: no cap at -$400";
}

// Sonic_BubbleShield: "move.w #0,x_vel(a0); move.w #0,ground_vel(a0); move.w
// #$800,y_vel(a0)". Landing, Player_TouchFloor sees the flag and the shield:
// BubbleShield_Bounce adds $780 along the floor's normal ("subi.b #$40,d0;
// jsr (GetSineCosine).l; muls.w d2,d1; asr.l #8,d1; add.w d1,x_vel(a0)" and
// the sine to y_vel: -$780 on flat ground, after the landing's y_vel 0),
// sets jumping, curls him ("move.b #$E,y_radius(a0)") and moves y by the
// radius change ("sub.b default_y_radius(a0),d0; sub.w d0,y_pos(a0)": 5
// down), then clears the flag, so the next jump's press can dive again.
TEST(SonicShieldMoves, TheBubbleShieldDivesAt800AndBouncesAt780OffTheFloor) {
  Jumper j(kBubble);
  j.s.xsp = 0x300;
  j.pressInTheAir();
  EXPECT_EQ(eventA(j.rec, EventKind::ShieldMove), kBubble);
  EXPECT_EQ(j.s.xsp, 0);
  EXPECT_EQ(j.s.ysp, 0x800 + 0x38);
  int frames = 0;
  while (!j.rec.has(EventKind::BubbleBounced) && frames++ < 60) j.step(0);
  ASSERT_TRUE(j.rec.has(EventKind::BubbleBounced));
  EXPECT_TRUE(j.rec.has(EventKind::Landed));
  EXPECT_TRUE(j.s.airborne);
  EXPECT_TRUE(j.s.jumping);
  EXPECT_TRUE(j.s.rolling);
  EXPECT_EQ(j.s.ysp, -0x780);
  EXPECT_EQ(j.s.xsp, 0);
  EXPECT_EQ(j.s.radiusY, 14);
  EXPECT_EQ(j.s.y >> 8, 447 - 14) << "feet still on the floor's top row";
  EXPECT_EQ(j.s.shieldMove, 0);
  // Jumping is set: the release cap holds him to $400 once he lets go.
  j.step(0);
  EXPECT_EQ(j.s.ysp, -0x400 + 0x38);
  // And a press once the rise has slowed dives again.
  while (j.s.ysp < -j.cfg.jumpRelease) j.step(0);
  j.step(input::kJump);
  EXPECT_EQ(eventA(j.rec, EventKind::ShieldMove), kBubble);
}

// RideObject_SetRide: "move.w #0,y_vel(a1); move.w x_vel(a1),ground_vel(a1)"
// and, landing from the air, "jsr (Player_TouchFloor).l": the bubble's
// bounce off an object's top too (angle 0).
TEST(SonicShieldMoves, TheBubbleBouncesOffAnObjectsTop) {
  Jumper j(kBubble, Profile::Sonic3K, {box(kJumpX - 16, 360, 32, 16)});
  j.s.y = 300 << 8;  // above the block, falling
  j.s.airborne = true;
  j.s.jumping = true;
  j.s.rolling = true;
  j.s.radiusY = 14;
  j.s.radiusX = 7;
  j.step(input::kJump);
  EXPECT_EQ(eventA(j.rec, EventKind::ShieldMove), kBubble);
  int frames = 0;
  while (!j.rec.has(EventKind::BubbleBounced) && frames++ < 60) j.step(0);
  ASSERT_TRUE(j.rec.has(EventKind::BubbleBounced));
  EXPECT_TRUE(j.rec.has(EventKind::ObjectLanded));
  EXPECT_EQ(j.s.ysp, -0x780);
  EXPECT_TRUE(j.s.airborne);
}

// Sonic_FireShield's first test: "btst #Status_Invincible; bne.w locret"
// (nothing, not even the flag); the plain shield S&K has not: "btst
// #Status_Shield; bne.s locret". No shield: the insta-shield, which only
// sets the flag here. Sonic 1 and 2 have no shield moves at all.
TEST(SonicShieldMoves, NoneWhileInvincibleWithThePlainShieldOrBeforeSonic3) {
  {
    Jumper j(kFire);
    j.s.invincible = 100;
    j.pressInTheAir();
    EXPECT_EQ(eventA(j.rec, EventKind::ShieldMove), -1);
    EXPECT_EQ(j.s.xsp, 0);
    EXPECT_EQ(j.s.shieldMove, 0);
  }
  {
    Jumper j(kPlain);
    j.pressInTheAir();
    EXPECT_EQ(j.s.shieldMove, 0);
  }
  {
    Jumper j(0);
    j.pressInTheAir();
    EXPECT_EQ(eventA(j.rec, EventKind::ShieldMove), -1);
    EXPECT_EQ(j.s.shieldMove, 1) << "the insta-shield";
    j.step(0);
    while (j.s.airborne) j.step(0);
    EXPECT_EQ(j.s.shieldMove, 0) << "Player_TouchFloor clears it";
  }
  for (Profile p : {Profile::Sonic1, Profile::Sonic2, Profile::Guide}) {
    Jumper j(kFire, p);
    j.pressInTheAir();
    EXPECT_EQ(eventA(j.rec, EventKind::ShieldMove), -1) << profileName(p);
    EXPECT_EQ(j.s.xsp, 0) << profileName(p);
  }
}

}  // namespace
}  // namespace solidtile::test
