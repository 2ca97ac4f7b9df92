// Springboards against the Sonic player (sonic/springboard.h,
// level/springboard.h): Sonic 2's Obj40 (s2.asm Obj40_Init, Obj40_Main,
// loc_2641E, loc_2645E, Ani_obj40 through AnimateSprite), the routine
// transcribed and run beside the kind. Purpose-built levels: a board high in
// an empty level, the player dropped onto it.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <string>

#include "../support/springboard_object.h"
#include "level_builder.h"
#include "object_level.h"
#include "slot_stepper.h"
#include "solidtile/input.h"
#include "solidtile/level/object_state.h"
#include "solidtile/level/springboard.h"
#include "solidtile/sonic/player.h"
#include "sonic/springboard.h"

namespace solidtile::test {
namespace springboard {  // apart from the other tests' names in a unity build
namespace {

constexpr std::array<Profile, 4> kProfiles = {Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K, Profile::Guide};

// Obj40's animation state as written: AnimateSprite on Ani_obj40, then
// loc_2641E's part for a player standing on the far part.
struct Obj40 {
  std::uint8_t anim = 0, prevAnim = 0, animFrame = 0, duration = 0, mapping = 0;
  void animate() {
    static constexpr std::uint8_t kScript0[] = {0x0F, 0, 0xFF};       // byte_265EC
    static constexpr std::uint8_t kScript1[] = {3, 1, 0, 0xFD, 0};    // byte_265EF
    const std::uint8_t d0 = anim;
    if (d0 != prevAnim) {  // "cmp.b prev_anim(a0),d0; beq.s Anim_Run"
      prevAnim = d0;
      animFrame = 0;
      duration = 0;
    }
    duration = static_cast<std::uint8_t>(duration - 1);  // "subq.b #1,anim_frame_duration(a0); bpl.s Anim_Wait"
    if (static_cast<std::int8_t>(duration) >= 0) return;
    const std::uint8_t* a = d0 ? kScript1 : kScript0;
    duration = a[0];
    const std::uint8_t d1 = animFrame;
    std::uint8_t b = a[1 + d1];
    if (b & 0x80) {
      if (b == 0xFF) {  // Anim_End_FF
        animFrame = 0;
        b = a[1];
      } else {  // Anim_End_FD: "move.b 2(a1,d1.w),anim(a0); rts"
        anim = a[2 + d1];
        return;
      }
    }
    mapping = b & 0x7F;
    ++animFrame;
  }
  // One frame of Obj40_Main for a player standing on the far part or not: true when launched.
  bool frame(bool standingFar) {
    animate();
    if (!standingFar) return false;
    if (anim != 1) {  // loc_26446: "move.w #(1<<8)|(0<<0),anim(a0)"
      anim = 1;
      prevAnim = 0;
      return false;
    }
    return mapping == 0;  // loc_26456: "tst.b mapping_frame(a0); beq.s loc_2645E"
  }
};

// Ours: the slot's frame and springboardAt, as springboardObject uses them.
struct Ours {
  std::uint32_t since = ObjectSlot::kNever;
  std::uint8_t mapping = 0;
  bool frame(std::uint32_t f, bool standingFar) {
    const SpringboardView v = springboardAt(since, f);
    mapping = v.frame;
    if (!standingFar) return false;
    if (!v.anim1) return since = f, false;
    return v.frame == 0;
  }
};

TEST(Springboard, ItsFrameAndLaunchesAreTheRoutinesOnEveryFrame) {
  for (std::uint32_t seed : {1u, 7u, 12345u, 99u}) {
    for (const int run : {1, 3, 6, 11}) {
      Obj40 g;
      Ours o;
      std::uint32_t r = seed;
      bool standing = false;
      int launches = 0;
      for (std::uint32_t f = 0; f < 700; ++f) {
        if (f % static_cast<std::uint32_t>(run) == 0) {
          r = r * 1103515245u + 12345u;
          standing = ((r >> 16) & 3) != 0;
        }
        const bool gl = g.frame(standing);
        const bool ol = o.frame(f, standing);
        ASSERT_EQ(o.mapping, g.mapping) << "seed " << seed << " run " << run << " frame " << f;
        ASSERT_EQ(ol, gl) << "seed " << seed << " run " << run << " frame " << f;
        launches += gl;
      }
      EXPECT_GT(launches, 0) << seed << " " << run;
    }
  }
  // Pressed on T: frame 1 on T + 1 .. T + 4, frame 0 launching on T + 5 .. T + 8, done on T + 9.
  EXPECT_FALSE(springboardAt(10, 10).anim1);
  EXPECT_EQ(springboardAt(10, 11).frame, 1);
  EXPECT_EQ(springboardAt(10, 14).frame, 1);
  EXPECT_EQ(springboardAt(10, 15).frame, 0);
  EXPECT_TRUE(springboardAt(10, 18).anim1);
  EXPECT_FALSE(springboardAt(10, 19).anim1);
}

int boostAt(std::int32_t dx, bool flipped) {
  return kSpringboardBoost[static_cast<std::size_t>(springboardBoostIndex(dx, flipped))];
}

// loc_2645E as written, on words and bytes.
struct Launch {
  std::int16_t xVel = 0, yVel = 0;
  bool facingLeft = false;
};
Launch gameLaunch(std::int16_t x0, std::int16_t x1, bool flipped, std::int16_t xVel) {
  std::int16_t d0 = static_cast<std::int16_t>(x0 - 0x1C);  // "subi.w #$1C,d0"
  d0 = static_cast<std::int16_t>(d0 - x1);                  // "sub.w x_pos(a1),d0"
  d0 = static_cast<std::int16_t>(-d0);                      // "neg.w d0"
  if (flipped) d0 = static_cast<std::int16_t>(static_cast<std::int16_t>(~d0) + 0x27);  // "not.w d0; addi.w #$27,d0"
  if (d0 < 0) d0 = 0;                                       // "tst.w d0; bpl.s; moveq #0,d0"
  std::uint8_t b = kSpringboardBoost[static_cast<std::size_t>(d0)];
  Launch l;
  std::uint16_t y = 0xFC00;  // "move.w #-$400,y_vel(a1)"
  y = static_cast<std::uint16_t>((((y >> 8) - b) & 0xFF) << 8 | (y & 0xFF));  // "sub.b d0,y_vel(a1)"
  l.yVel = static_cast<std::int16_t>(y);
  l.facingLeft = true;  // "bset #status.player.x_flip,status(a1)"
  if (!flipped) l.facingLeft = false, b = static_cast<std::uint8_t>(-b);  // "bclr ...; neg.b d0"
  auto xv = static_cast<std::uint16_t>(xVel);
  const std::uint16_t mag = xVel < 0 ? static_cast<std::uint16_t>(-xVel) : xv;  // mvabs.w
  if (mag >= 0x400) xv = static_cast<std::uint16_t>((((xv >> 8) - b) & 0xFF) << 8 | (xv & 0xFF));  // "sub.b d0,x_vel(a1)"
  l.xVel = static_cast<std::int16_t>(xv);
  return l;
}

TEST(Springboard, ItsLaunchIsTheRoutinesForEveryPlaceAndSpeed) {
  for (const bool flipped : {false, true}) {
    for (std::int32_t dx = -0x27; dx <= 0x27; ++dx) {
      for (const std::int16_t xv : {std::int16_t{0}, std::int16_t{0x3FF}, std::int16_t{0x400}, std::int16_t{-0x400},
                                    std::int16_t{0x6A0}, std::int16_t{-0x7FF}, std::int16_t{0x1000}, std::int16_t{-0x1000}}) {
        PlayerState s;
        s.xsp = xv;
        s.standingOn = 0;
        s.airborne = false;
        detail::objects::springboardLaunch(s, dx, flipped, 0);
        const Launch g = gameLaunch(1000, static_cast<std::int16_t>(1000 + dx), flipped, xv);
        ASSERT_EQ(s.ysp, g.yVel) << flipped << " dx " << dx << " xv " << xv;
        ASSERT_EQ(s.xsp, g.xVel) << flipped << " dx " << dx << " xv " << xv;
        ASSERT_EQ(s.facingLeft, g.facingLeft);
        ASSERT_TRUE(s.airborne);
        ASSERT_EQ(s.standingOn, -1);
      }
    }
  }
  // byte_26550 by where he stands: unflipped index dx + $1C, x-flipped $A - dx ($27 - 1 - (dx + $1C)).
  EXPECT_EQ(springboardBoostIndex(0, false), 0x1C);
  EXPECT_EQ(kSpringboardBoost[0x1C], 1);  // -$500
  EXPECT_EQ(boostAt(0x1A, false), 4);  // the most: -$800
  EXPECT_EQ(boostAt(0x1C, false), 0);  // the tip's end: -$400
  EXPECT_EQ(springboardBoostIndex(-0x27, true), 0x31);  // the game's bug: x-flipped at most index $31, 3 (-$700)
  EXPECT_EQ(springboardBoostIndex(0x10, true), 0);
}

TEST(Springboard, SubtypeBitsSetTheSomersaultsInertiaAndThePath) {
  PlayerState s;
  s.path = 1;
  detail::objects::springboardLaunch(s, 0, false, 3);  // "move.w #1,inertia(a1)"
  EXPECT_EQ(s.gsp, 1);
  EXPECT_EQ(s.path, 1);
  detail::objects::springboardLaunch(s, 0, true, 1);  // facing left: "neg.w inertia(a1)"
  EXPECT_EQ(s.gsp, -1);
  s.gsp = 0x234;
  detail::objects::springboardLaunch(s, 0, false, 0);  // bit 0 clear: inertia untouched
  EXPECT_EQ(s.gsp, 0x234);
  detail::objects::springboardLaunch(s, 0, false, 4);  // "move.b #$C,top_solid_bit(a1)"
  EXPECT_EQ(s.path, 0);
  detail::objects::springboardLaunch(s, 0, false, 8);  // "move.b #$E,top_solid_bit(a1)"
  EXPECT_EQ(s.path, 1);
  detail::objects::springboardLaunch(s, 0, false, 0xC);  // neither
  EXPECT_EQ(s.path, 1);
}

Level emptyLevelWith(SolidObject o) {
  LevelBuilder b(64, 32);  // 1024 x 512, no ground
  b.level.objects.assign({std::move(o)});
  return b.level;
}

// MvSonicOnSlope's column for a player at px (x-flipped "not.w d0; add.w d1,d0").
std::int32_t standColumn(std::int32_t px, std::int32_t x, bool flipped) {
  const std::int32_t c = (px - x + SpringboardRule::kD1) >> 1;
  return flipped ? SpringboardRule::kD1 - 1 - c : c;
}

// End to end in every profile, both flips, from every part of the board
// (landing needs x within width_pixels $1C: Solid_Landed): a player
// dropped onto it lands on frame L; on the far part the board is
// pressed that frame (the slot keeps L), he stands on the Straight table's
// column on L + 1 .. L + 4 (feet on y_pos - t[c]) and on L + 5, on the
// DiagUp table again, he is launched at -$400 - $100 byte_26550[d0], in
// the air, facing the board's way. On the near part nothing happens.
TEST(Springboard, StoodOnItsFarPartItLaunchesThePlayerInEveryProfile) {
  for (const Profile p : kProfiles) {
    for (const bool flipped : {false, true}) {
      for (const std::int32_t dx : {-0x1B, -0x10, -0xF, -4, 0, 8, 0x10, 0x11, 0x14, 0x1A, 0x1B}) {
        const int x = 500, y = 200;
        const Level l = emptyLevelWith(springboardObjectAt(x, y, flipped));
        ASSERT_EQ(l.objects.slotCount(), 1u);
        SlotStepper r(l, p, x + dx, 100);
        ASSERT_TRUE(r.until(EventKind::ObjectLanded, 80)) << profileName(p) << " dx " << dx;
        const std::uint32_t landed = r.s.frame;
        const std::string at = std::string(profileName(p)) + (flipped ? " flipped" : "") + " dx " + std::to_string(dx);
        ASSERT_EQ(r.s.x >> 8, x + dx) << at;
        if (!springboardFarPart(dx, flipped)) {
          for (int f = 0; f < 60; ++f) r.step();
          EXPECT_EQ(r.slots[0].since, ObjectSlot::kNever) << at;
          EXPECT_EQ(r.s.standingOn, 0) << at;
          EXPECT_EQ((r.s.y >> 8) + r.s.radiusY, y - springboardHeight(0, standColumn(x + dx, x, flipped))) << at;
          EXPECT_EQ(r.s.balancing, Balance::None) << at;  // Obj40_Init's no_balancing
          continue;
        }
        EXPECT_EQ(r.slots[0].since, landed) << at;
        for (std::uint32_t f = landed + 1; f <= landed + 4; ++f) {
          r.step();
          ASSERT_EQ(r.s.standingOn, 0) << at << " frame " << f;
          ASSERT_EQ((r.s.y >> 8) + r.s.radiusY, y - kSpringboardStraight[static_cast<std::size_t>(standColumn(x + dx, x, flipped))])
              << at << " frame " << f;
        }
        r.step();
        EXPECT_TRUE(r.rec.has(EventKind::SpringLaunched)) << at;
        EXPECT_EQ((r.s.y >> 8) + r.s.radiusY, y - kSpringboardDiagUp[static_cast<std::size_t>(standColumn(x + dx, x, flipped))]) << at;
        EXPECT_EQ(r.s.ysp, -0x400 - 0x100 * boostAt(dx, flipped)) << at;
        EXPECT_EQ(r.s.xsp, 0) << at;
        EXPECT_TRUE(r.s.airborne) << at;
        EXPECT_EQ(r.s.standingOn, -1) << at;
        EXPECT_EQ(r.s.facingLeft, flipped) << at;
      }
    }
  }
}

// The figures for one place: unflipped, 8 px right of x_pos (byte_26550[$24] = 1).
TEST(Springboard, OnePlacesFrames) {
  const int x = 500, y = 200;
  const Level l = emptyLevelWith(springboardObjectAt(x, y, false, 1));
  SlotStepper r(l, Profile::Sonic2, x + 8, 100);
  ASSERT_TRUE(r.until(EventKind::ObjectLanded, 80));
  const std::uint32_t landed = r.s.frame;
  EXPECT_EQ((r.s.y >> 8) + r.s.radiusY, y - 0x16 - 1);  // Solid_Landed: a pixel above DiagUp's column $17 ($16)
  r.step();
  EXPECT_EQ((r.s.y >> 8) + r.s.radiusY, y - 0xF);  // pressed: Straight's column $17
  for (int i = 0; i < 4; ++i) r.step();
  EXPECT_EQ(r.s.frame, landed + 5);
  EXPECT_EQ(r.s.ysp, -0x500);
  EXPECT_EQ(r.s.gsp, 1);  // subtype bit 0
  EXPECT_EQ((r.s.y >> 8) + r.s.radiusY, y - 0x16);  // up again: DiagUp's column $17
  const std::int32_t launchedAt = r.s.y >> 8;
  r.step();
  EXPECT_LT(r.s.y >> 8, launchedAt);  // rising
}

TEST(Springboard, ItsFieldsAreChecked) {
  EXPECT_EQ(objectProblem(springboardObjectAt(500, 100, false, 3)), "");
  EXPECT_EQ(objectProblem(springboardObjectAt(500, 100, true, 0xFF)), "");
  SolidObject o = springboardObjectAt(500, 100, false);
  o.topOnly = true;
  EXPECT_NE(objectProblem(o).find("top_only"), std::string::npos) << objectProblem(o);
  o = springboardObjectAt(500, 100, false);
  o.w = 32;
  EXPECT_NE(objectProblem(o).find("56 x 16"), std::string::npos) << objectProblem(o);
  o = springboardObjectAt(500, 100, false);
  o.dir = ObjectDir::Up;
  EXPECT_NE(objectProblem(o).find("right or left"), std::string::npos) << objectProblem(o);
  SolidObject b = box(0, 0, 32, 32);
  b.springboard = 2;
  EXPECT_EQ(objectProblem(b), "springboard is for a springboard, not block");
}

}  // namespace
}  // namespace springboard
}  // namespace solidtile::test
