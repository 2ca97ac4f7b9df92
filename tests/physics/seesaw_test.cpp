// Seesaws against the Sonic player (sonic/seesaw.h, level/seesaw.h): Sonic
// 1's Obj5E ("_incObj/5E Seesaw.asm": See_Slope, See_Slope2, See_ChkSide,
// See_ChgFrame, See_MoveSpike, See_SpikeFall) and Sonic 2's Obj14 (s2.asm:
// Obj14_Main, Obj14_SetMapping, Obj14_Ball_Main, Obj14_Ball_Fly), the
// routine transcribed and run beside the kind. Purpose-built levels:
// levelWith's ground at y 448 and a seesaw on it.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <vector>

#include "../support/seesaw_object.h"
#include "object_level.h"
#include "slot_stepper.h"
#include "solidtile/input.h"
#include "solidtile/level/object_state.h"
#include "solidtile/level/seesaw.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace seesaw {  // apart from the other tests' names in a unity build
namespace {

constexpr std::array<Profile, 4> kProfiles = {Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K, Profile::Guide};

// "misc/slzssaw1.bin" and s2.asm's byte_21C8E, as the disassemblies hold them.
constexpr std::array<int, 48> kSlzssaw1 = {0x24, 0x24, 0x26, 0x28, 0x2A, 0x2C, 0x2A, 0x28, 0x26, 0x24, 0x23, 0x22,
                                           0x21, 0x20, 0x1F, 0x1E, 0x1D, 0x1C, 0x1B, 0x1A, 0x19, 0x18, 0x17, 0x16,
                                           0x15, 0x14, 0x13, 0x12, 0x11, 0x10, 0x0F, 0x0E, 0x0D, 0x0C, 0x0B, 0x0A,
                                           0x09, 0x08, 0x07, 0x06, 0x05, 0x04, 0x03, 0x02, 0x02, 0x02, 0x02, 0x02};
constexpr std::array<int, 49> kByte21C8E = {20, 20, 22, 24, 26, 28, 26, 24, 22, 20, 19, 18, 17, 16, 15, 14, 13,
                                            12, 11, 10, 9,  8,  7,  6,  5,  4,  3,  2,  1,  0,  -1, -2, -3,
                                            -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -14, -14, -14, -14, -14};

// Obj5E as written, plank and ball, in words and longs.
struct Obj5E {
  std::int16_t obX = 0, obY = 0;
  std::uint8_t frame = 0, seeFrame = 0;  // the plank's obFrame, see_frame
  std::int16_t speed = 0;                // see_speed (objoff_38)
  std::int32_t bx = 0, by = 0;           // the ball's obX, obY longs
  std::int16_t bxv = 0, byv = 0;
  std::uint8_t ballFrame = 0;  // the ball's see_frame
  bool flying = false;
  Obj5E(int x, int y, bool flipped) : obX(static_cast<std::int16_t>(x)), obY(static_cast<std::int16_t>(y)) {
    frame = seeFrame = flipped ? 2 : 0;                    // See_Main
    bx = (x + 0x28 - (flipped ? 0x50 : 0)) * 65536;       // See_Spikeball
    by = y * 65536;
    ballFrame = flipped ? 2 : 0;
  }
  std::int16_t ballX() const { return static_cast<std::int16_t>(bx >> 16); }
  std::int16_t ballY() const { return static_cast<std::int16_t>(by >> 16); }
  void chgFrame(std::uint8_t d1) {  // See_ChgFrame
    std::uint8_t d0 = frame;
    if (d0 == d1) return;
    if (d0 < d1) d0 = static_cast<std::uint8_t>(d0 + 2);
    --d0;
    frame = d0;
    seeFrame = d1;
  }
  void plank(bool standing, std::int16_t px, std::int16_t pysp) {
    if (standing) {  // See_ChkSide
      std::uint8_t d1 = 2;
      std::uint16_t d0 = static_cast<std::uint16_t>(obX - px);
      if (obX < px) {  // "bcc.s .leftside" not taken
        d0 = static_cast<std::uint16_t>(-static_cast<std::int16_t>(d0));
        d1 = 0;
      }
      if (d0 < 8) d1 = 1;
      chgFrame(d1);
    } else {
      chgFrame(seeFrame);
      speed = pysp;  // "move.w obVelY(a1),see_speed(a0)"
    }
  }
  void objectFall() {
    bx += bxv * 256;
    by += byv * 256;
    byv = static_cast<std::int16_t>(byv + 0x38);
  }
  std::int16_t rest() const {
    static constexpr std::int16_t kSpeeds[5] = {-8, -0x1C, -0x2F, -0x1C, -8};
    return static_cast<std::int16_t>(obY + kSpeeds[frame + (ballX() < obX ? 2 : 0)]);
  }
  // The ball's routine; true when See_Spring launches one standing.
  bool ball(std::int16_t* launch) {
    if (!flying) {
      int d0 = ballFrame - seeFrame;
      if (d0 == 0) {  // loc_1183E
        const std::int16_t x = static_cast<std::int16_t>(ballX() < obX ? obX - 0x28 : obX + 0x28);
        by = rest() * 65536;
        bx = x * 65536;
        return false;
      }
      if (d0 < 0) d0 = -d0;
      std::int16_t d1 = -0x818, d2 = -0x114;
      if (d0 != 1) {
        d1 = -0xAF0, d2 = -0xCC;
        if (speed >= 0xA00) d1 = -0xE00, d2 = -0xA0;
      }
      byv = d1;
      bxv = d2;
      if (ballX() < obX) bxv = static_cast<std::int16_t>(-bxv);
      flying = true;
    }
    if (byv < 0) {
      objectFall();
      if (!(obY - 0x2F > ballY())) objectFall();
      return false;
    }
    objectFall();
    if (rest() > ballY()) return false;
    const std::uint8_t d1 = bxv < 0 ? 2 : 0;
    seeFrame = ballFrame = d1;
    const bool launches = frame != d1;
    *launch = static_cast<std::int16_t>(-byv);
    bxv = byv = 0;
    flying = false;
    return launches;
  }
};

TEST(Seesaw, TheHeightTablesAreTheGames) {
  for (int c = 0; c < 48; ++c) {
    EXPECT_EQ(seesawHeight(0, c), kSlzssaw1[static_cast<std::size_t>(c)]) << c;
    EXPECT_EQ(seesawHeight(2, c), kSlzssaw1[static_cast<std::size_t>(47 - c)]) << c;  // "not.w d0; add.w d1,d0"
    EXPECT_EQ(seesawHeight(1, c), 0x15) << c;                                        // See_DataFlat
    // Sonic 2's table is Sonic 1's less 16 (its seesaw placed 16 px lower: kSonic2Lower).
    EXPECT_EQ(seesawHeight(0, c), kByte21C8E[static_cast<std::size_t>(c)] + SeesawGeometry::kSonic2Lower) << c;
  }
  EXPECT_EQ(seesawBallRest(0, false), -8);
  EXPECT_EQ(seesawBallRest(1, false), -0x1C);
  EXPECT_EQ(seesawBallRest(2, false), -0x2F);
  EXPECT_EQ(seesawBallRest(0, true), -0x2F);
  EXPECT_EQ(seesawBallRest(2, true), -8);
}

// See_ChkSide and See_ChgFrame beside seesawSide and seesawSetFrame: every
// offset -80..80 and every frame and target.
TEST(Seesaw, TheFrameStepsOnceTowardTheSideHeStandsOn) {
  for (int dx = -80; dx <= 80; ++dx) {
    for (std::uint8_t frame = 0; frame < 3; ++frame) {
      for (std::uint8_t target = 0; target < 3; ++target) {
        Obj5E g(400, 400, false);
        g.frame = frame;
        g.seeFrame = target;
        g.plank(true, static_cast<std::int16_t>(400 + dx), 0);
        SeesawState w;
        w.frame = frame;
        w.target = target;
        seesawSetFrame(w, seesawSide(dx));
        ASSERT_EQ(w.frame, g.frame) << dx << " " << int{frame} << " " << int{target};
        ASSERT_EQ(w.target, g.seeFrame) << dx << " " << int{frame} << " " << int{target};
      }
    }
  }
  EXPECT_EQ(seesawSide(-8), 2);
  EXPECT_EQ(seesawSide(-7), 1);
  EXPECT_EQ(seesawSide(0), 1);
  EXPECT_EQ(seesawSide(7), 1);
  EXPECT_EQ(seesawSide(8), 0);
}

// The throws: by one frame -$818 / -$114, by two -$AF0 / -$CC, or -$E00 /
// -$A0 from objoff_38 $A00; x_vel negated left of obX; the first frame's
// fall (twice below obY - $2F) follows in the same frame.
TEST(Seesaw, TheBallIsThrownAtTheGamesSpeeds) {
  struct Case {
    int target;
    std::int16_t speed;
    std::int16_t y, x;
  };
  for (const Case c : {Case{1, 0, -0x818, -0x114}, Case{2, 0x9FF, -0xAF0, -0xCC}, Case{2, 0xA00, -0xE00, -0xA0},
                       Case{2, -0x100, -0xAF0, -0xCC}}) {
    for (const bool flipped : {false, true}) {
      SeesawState w = SeesawState::initial(flipped);
      std::int32_t launch = 0;
      seesawBallStep(w, &launch);  // at rest on the low end
      ASSERT_EQ(w.ballPixelY(), -8);
      const std::int32_t y0 = w.ballY, x0 = w.ballX;
      w.target = static_cast<std::uint8_t>(flipped ? 2 - c.target : c.target);
      w.speed = c.speed;
      EXPECT_FALSE(seesawBallStep(w, &launch));
      EXPECT_TRUE(w.flying);
      const std::int32_t x = flipped ? -c.x : c.x;
      // Two fall steps (it starts below obY - $2F): moved by y, then y + $38.
      EXPECT_EQ(w.ballYsp, c.y + 2 * 0x38) << c.target << " " << c.speed;
      EXPECT_EQ(w.ballXsp, x);
      EXPECT_EQ(w.ballY, y0 + (2 * c.y + 0x38) * 256);
      EXPECT_EQ(w.ballX, x0 + 2 * x * 256);
    }
  }
}

// End to end in every profile, the transcription beside the slots every
// frame: dropped onto the high end from 250 px (landing at y speed $A00 or
// more) the plank tilts 0, 1, 2 and the ball is thrown hard; moved to the
// other end he tilts it back, and the ball landing on the high end launches
// him at its y speed negated.
TEST(Seesaw, StoodOnItTiltsThrowsTheBallAndTheBallLaunchesHimInEveryProfile) {
  for (const Profile p : kProfiles) {
    for (const bool flipped : {false, true}) {
      const int obX = 400, obY = 440, sign = flipped ? -1 : 1;
      const Level l = levelWith({seesawAt(obX, obY, flipped)});
      ASSERT_EQ(l.objects.slotCount(), 4u);
      SlotStepper r(l, p, obX - sign * 40, 150);
      Obj5E g(obX, obY, flipped);
      bool landed = false, launched = false, moved = false;
      std::int16_t launchSpeed = 0;
      for (int f = 0; f < 400 && !launched; ++f) {
        const bool stoodBefore = r.s.standingOn == 0;
        if (landed && !moved && g.flying && g.byv > 0) {
          r.s.x = (obX + sign * 30) * 256;  // over to the other end while the ball falls
          moved = true;
        }
        const Sub yspBefore = r.s.ysp;
        r.step();
        // The player as the plank's routine finds him (after his own): the
        // plank does not move him across, and only a landing changes his y
        // speed, from his fall's (the air step's gravity $38 added).
        const bool landedNow = r.rec.has(EventKind::ObjectLanded);
        const Sub ysp = landedNow ? yspBefore + 0x38 : r.s.ysp;
        g.plank(stoodBefore, static_cast<std::int16_t>(r.s.x >> 8), static_cast<std::int16_t>(ysp));
        std::int16_t speed = 0;
        const bool launches = g.ball(&speed);
        const SeesawState w = SeesawState::read(r.slots.data());
        ASSERT_EQ(w.frame, g.frame) << profileName(p) << " frame " << f;
        ASSERT_EQ(w.target, g.seeFrame) << profileName(p) << " frame " << f;
        ASSERT_EQ(w.speed, g.speed) << profileName(p) << " frame " << f;
        ASSERT_EQ(w.ballX + obX * 65536, g.bx) << profileName(p) << " frame " << f;
        ASSERT_EQ(w.ballY + obY * 65536, g.by) << profileName(p) << " frame " << f;
        if (landedNow) {
          landed = true;
          EXPECT_GE(g.speed, 0xA00) << profileName(p);
        }
        if (stoodBefore && r.s.standingOn == 0) {
          // SlopeObject2: his feet on obY - t[(px - obX + $30) >> 1] of this frame's table.
          const int column = ((r.s.x >> 8) - obX + 0x30) >> 1;
          ASSERT_EQ((r.s.y >> 8) + r.s.radiusY, obY - seesawHeight(w.frame, column)) << profileName(p) << " " << f;
        }
        if (launches && stoodBefore) {
          launched = true;
          launchSpeed = speed;
        }
      }
      ASSERT_TRUE(launched) << profileName(p) << " flipped " << flipped;
      EXPECT_TRUE(r.rec.has(EventKind::SpringLaunched)) << profileName(p);
      EXPECT_TRUE(r.s.airborne);
      EXPECT_EQ(r.s.standingOn, -1);
      EXPECT_EQ(r.s.ysp, launchSpeed) << profileName(p);
      EXPECT_LT(launchSpeed, -0xA00) << profileName(p);  // the hard throw's fall back, negated
    }
  }
}

// Landing from lower (y speed under $A00) on the high end throws it at -$AF0;
// standing in the middle (within 8 px) tilts it to frame 1 only: thrown at -$818.
TEST(Seesaw, ASoftLandingOrTheMiddleThrowsItLessHighInEveryProfile) {
  for (const Profile p : kProfiles) {
    const Level l = levelWith({seesawAt(400, 440, false)});
    {
      SlotStepper r(l, p, 360, 380);
      ASSERT_TRUE(r.until(EventKind::ObjectLanded, 60)) << profileName(p);
      r.step();  // target 2 set on the first change (frame 1), the ball thrown after it
      const SeesawState w = SeesawState::read(r.slots.data());
      EXPECT_LT(w.speed, 0xA00);
      EXPECT_TRUE(w.flying) << profileName(p);
      EXPECT_EQ(w.ballXsp, -0xCC) << profileName(p);
      EXPECT_EQ(w.ballYsp, -0xAF0 + 2 * 0x38) << profileName(p);
    }
    {
      SlotStepper r(l, p, 403, 300);
      ASSERT_TRUE(r.until(EventKind::ObjectLanded, 60)) << profileName(p);
      r.step();  // target 1 (within 8 px): frame 1, the ball thrown by one frame
      const SeesawState w = SeesawState::read(r.slots.data());
      EXPECT_EQ(w.frame, 1) << profileName(p);
      EXPECT_EQ(w.ballXsp, -0x114) << profileName(p);
      EXPECT_EQ(w.ballYsp, -0x818 + 2 * 0x38) << profileName(p);
    }
  }
}

// The ball hurts on touch (obColType $8B, 8 x 8 each way); a seesaw without
// its ball (a nonzero subtype) throws nothing and hurts no one.
TEST(Seesaw, TheBallHurtsAndABareSeesawHasNone) {
  for (const Profile p : kProfiles) {
    for (const bool ball : {true, false}) {
      const Level l = levelWith({seesawAt(400, 440, false, ball)});
      SlotStepper r(l, p, 440, 380);  // above the resting ball (obX + $28, obY - 8)
      bool hurt = false;
      for (int f = 0; f < 60 && !hurt; ++f) {
        r.step();
        hurt = r.rec.has(EventKind::Hurt);
      }
      EXPECT_EQ(hurt, ball) << profileName(p);
    }
  }
}

TEST(Seesaw, ItsFieldsAreChecked) {
  EXPECT_EQ(objectProblem(seesawAt(400, 200, false)), "");
  EXPECT_EQ(objectProblem(seesawAt(400, 200, true, false)), "");
  SolidObject o = seesawAt(400, 200, false);
  o.w = 128;
  EXPECT_NE(objectProblem(o).find("96 x 48"), std::string::npos) << objectProblem(o);
  o = seesawAt(400, 200, false);
  o.dir = ObjectDir::Up;
  EXPECT_NE(objectProblem(o).find("right or left"), std::string::npos) << objectProblem(o);
  o = seesawAt(400, 200, false);
  o.topOnly = true;
  EXPECT_NE(objectProblem(o).find("top_only"), std::string::npos) << objectProblem(o);
  SolidObject b = box(0, 0, 32, 32);
  b.ball = true;
  EXPECT_EQ(objectProblem(b), "ball is for a seesaw, not block");
}

}  // namespace
}  // namespace seesaw
}  // namespace solidtile::test
