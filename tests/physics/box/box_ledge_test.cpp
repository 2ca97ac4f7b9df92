// platformer.md section 3 (seed 004): ledge grab, key lock, jump grace, scaling.
#include <gtest/gtest.h>

#include "box_world.h"

namespace solidtile::test {
namespace {

// Column 10 solid from row 6 down (E = 96), row 5 empty; the box at x = 144 pushes it.
struct Ledge : BoxWorld {
  Ledge() {
    cfg.gravity = 0;  // the tests set vy themselves
    cfg.maxFall = pixels(12);  // room for the 10 px/frame fall of the widened window
    fill(10, 6, 10, 31, full);
  }
  // A box falling at `vy` px whose top ends this frame at `top`, pushing right.
  // `pushedBefore`: it was already against the wall last frame (x unchanged).
  BoxState falling(int top, int vy, bool pushedBefore) const {
    BoxState s = boxState(144, top - vy, BoxMode::Air);
    s.vy = pixels(vy);
    s.grace = 200;
    if (pushedBefore) {
      s.lastWall = 1;
      s.held = input::kRight;
    }
    return s;
  }
};

TEST(BoxLedge, ArrivingThisFrameTop95GrabsAnd93DoesNot) {
  Ledge w;
  BoxState s = w.falling(95, 2, false);
  BoxRecord rec;
  stepBox(s, w.level, w.cfg, input::kRight, &rec);
  EXPECT_TRUE(rec.has(BoxEvent::Grab));
  EXPECT_EQ(s.mode, BoxMode::Grab);
  EXPECT_EQ(rec.windowTop, 95);
  EXPECT_EQ(rec.windowBottom, 97);
  EXPECT_EQ(rec.ledgeY, 96);
  BoxState t = w.falling(93, 2, false);
  stepBox(t, w.level, w.cfg, input::kRight);
  EXPECT_EQ(t.mode, BoxMode::Air);
}

TEST(BoxLedge, TheWindowIsInclusiveAtItsBottom) {
  Ledge w;
  BoxState s = w.falling(94, 2, false);  // E = 96 = top + 2
  stepBox(s, w.level, w.cfg, input::kRight);
  EXPECT_EQ(s.mode, BoxMode::Grab);
}

TEST(BoxLedge, PushingBothFramesWidensTheWindowFrom85To95) {
  Ledge w;
  BoxState s = w.falling(95, 10, true);  // top 85 last frame, 95 now
  BoxRecord rec;
  stepBox(s, w.level, w.cfg, input::kRight, &rec);
  EXPECT_EQ(rec.windowTop, 85);
  EXPECT_EQ(s.mode, BoxMode::Grab);
  // The same fall arriving this frame misses: 96 is not in [105, 107].
  BoxState t = w.falling(105, 10, false);
  stepBox(t, w.level, w.cfg, input::kRight);
  EXPECT_EQ(t.mode, BoxMode::Air);
}

TEST(BoxLedge, AfterAGrabTopIs100AndSpeedZero) {
  Ledge w;
  BoxState s = w.falling(95, 2, false);
  stepBox(s, w.level, w.cfg, input::kRight);
  EXPECT_EQ(s.y, pixels(100));
  EXPECT_EQ(s.vx, 0);
  EXPECT_EQ(s.vy, 0);
  EXPECT_EQ(s.grabX, 10);
  EXPECT_EQ(s.grabY, 6);
}

TEST(BoxLedge, NoGrabWhenRisingWithoutTheKeyOrUnderACeiling) {
  Ledge w;
  BoxState rising = w.falling(95, -2, false);
  stepBox(rising, w.level, w.cfg, input::kRight);
  EXPECT_EQ(rising.mode, BoxMode::Air);
  BoxState noKey = w.falling(95, 2, false);
  stepBox(noKey, w.level, w.cfg, 0);
  EXPECT_EQ(noKey.mode, BoxMode::Air);
  Ledge roofed;
  roofed.fill(8, 5, 9, 5, roofed.full);  // a ceiling the box's head meets this frame (row 5: 80..95)
  BoxState s = roofed.falling(95, 2, false);
  BoxRecord rec;
  stepBox(s, roofed.level, roofed.cfg, input::kRight, &rec);
  EXPECT_TRUE(rec.has(BoxEvent::Ceiling));
  EXPECT_EQ(s.mode, BoxMode::Air);
}

BoxState grabbed(const Ledge& w) {
  BoxState s = w.falling(95, 2, false);
  stepBox(s, w.level, w.cfg, input::kRight);
  EXPECT_EQ(s.mode, BoxMode::Grab);
  return s;
}

TEST(BoxLedge, DownDropsAndClearsRightForThreeAirFramesHonouringTheFourth) {
  Ledge w;
  w.cfg.gravity = 64;
  BoxState s = grabbed(w);
  BoxRecord rec;
  stepBox(s, w.level, w.cfg, input::kDown | input::kRight, &rec);
  EXPECT_TRUE(rec.has(BoxEvent::Drop));
  EXPECT_EQ(s.mode, BoxMode::Air);
  EXPECT_EQ(s.lockRight, 3);
  for (int airFrame = 1; airFrame <= 4; ++airFrame) {
    stepBox(s, w.level, w.cfg, input::kRight, &rec);
    // Right pushes the wall (a wall flag) only once it is honoured again.
    EXPECT_EQ(rec.has(BoxEvent::WallRight), airFrame == 4) << "air frame " << airFrame;
    EXPECT_EQ(s.lockRight, airFrame < 4 ? 3 - airFrame : 0);
  }
}

TEST(BoxLedge, KeyAwayFromTheLedgeDropsToo) {
  Ledge w;
  BoxState s = grabbed(w);
  stepBox(s, w.level, w.cfg, input::kLeft);
  EXPECT_EQ(s.mode, BoxMode::Air);
  EXPECT_EQ(s.lockRight, 3);
}

TEST(BoxLedge, DownPlusJumpDropsAndJumpAloneJumpsAtGroundJumpSpeed) {
  Ledge w;
  BoxState s = grabbed(w);
  BoxRecord rec;
  stepBox(s, w.level, w.cfg, input::kDown | input::kJump, &rec);
  EXPECT_TRUE(rec.has(BoxEvent::Drop));
  EXPECT_FALSE(rec.has(BoxEvent::Jumped));
  EXPECT_GE(s.vy, 0);
  BoxState j = grabbed(w);
  stepBox(j, w.level, w.cfg, input::kJump, &rec);
  EXPECT_TRUE(rec.has(BoxEvent::Jumped));
  EXPECT_EQ(j.vy, -w.cfg.jumpSpeed);  // gravity is 0 in this world
  // The same as a ground jump.
  BoxWorld g;
  g.cfg.gravity = 0;
  g.ground(160);
  BoxState onGround = boxState(40, 128, BoxMode::Ground);
  stepBox(onGround, g.level, g.cfg, input::kJump);
  EXPECT_EQ(onGround.vy, j.vy);
}

TEST(BoxLedge, HoldingStillKeepsTheGrab) {
  Ledge w;
  BoxState s = grabbed(w);
  for (int i = 0; i < 10; ++i) stepBox(s, w.level, w.cfg, input::kRight);
  EXPECT_EQ(s.mode, BoxMode::Grab);
  EXPECT_EQ(s.y, pixels(100));
}

// Walks off a ledge at 2 px/frame and presses Jump on air frame n.
struct Grace : BoxWorld {
  Grace() { fill(0, 10, 9, 12, full); }  // floor ends at x = 160
  BoxState walkOff(BoxRecord* rec) const {
    BoxState s = boxState(150, 128, BoxMode::Ground);
    for (int i = 0; i < 20 && s.mode == BoxMode::Ground; ++i) stepBox(s, level, cfg, input::kRight, rec);
    EXPECT_EQ(s.mode, BoxMode::Air);
    EXPECT_EQ(s.grace, 0);  // reset on the frame it leaves the ground
    return s;
  }
};

TEST(BoxGrace, JumpOnAirFramesOneToFourJumpsOnFiveNot) {
  Grace w;
  for (int n = 1; n <= 6; ++n) {
    BoxState s = w.walkOff(nullptr);
    BoxRecord rec;
    bool jumped = false;
    for (int frame = 1; frame <= n; ++frame) {
      stepBox(s, w.level, w.cfg, frame == n ? input::kRight | input::kJump : input::kRight, &rec);
      jumped = jumped || rec.has(BoxEvent::GraceJump);
    }
    EXPECT_EQ(jumped, n <= 4) << "air frame " << n;
    if (n <= 4) {
      EXPECT_LT(s.vy, 0);
    }
  }
}

TEST(BoxGrace, TenGraceFramesShowItOff) {
  Grace w;
  w.cfg.graceFrames = 10;
  BoxState s = w.walkOff(nullptr);
  BoxRecord rec;
  for (int frame = 1; frame < 10; ++frame) stepBox(s, w.level, w.cfg, input::kRight, &rec);
  stepBox(s, w.level, w.cfg, input::kRight | input::kJump, &rec);
  EXPECT_TRUE(rec.has(BoxEvent::GraceJump));
}

TEST(BoxGrace, NoSecondJumpAfterARealOne) {
  BoxWorld w;
  w.ground(160);
  BoxState s = boxState(40, 128, BoxMode::Ground);
  BoxRecord rec;
  stepBox(s, w.level, w.cfg, input::kJump, &rec);
  ASSERT_TRUE(rec.has(BoxEvent::Jumped));
  stepBox(s, w.level, w.cfg, 0, &rec);
  stepBox(s, w.level, w.cfg, input::kJump, &rec);
  EXPECT_FALSE(rec.has(BoxEvent::GraceJump));
  EXPECT_GT(s.grace, w.cfg.graceFrames);
}

TEST(BoxGrace, ACeilingHitEndsTheGrace) {
  Grace w;
  BoxState s = w.walkOff(nullptr);
  s.flags |= boxflag::kCeiling;  // as if the last move met a ceiling
  BoxRecord rec;
  stepBox(s, w.level, w.cfg, input::kJump, &rec);
  EXPECT_FALSE(rec.has(BoxEvent::GraceJump));
  EXPECT_GT(s.grace, w.cfg.graceFrames);
}

TEST(BoxGrace, HoldingJumpDoesNotJumpByItself) {
  Grace w;
  BoxState s = boxState(150, 128, BoxMode::Ground);
  s.held = input::kJump;  // held since before the ledge
  BoxRecord rec;
  bool graceJump = false;
  for (int i = 0; i < 12; ++i) {
    stepBox(s, w.level, w.cfg, input::kRight | input::kJump, &rec);
    graceJump = graceJump || rec.has(BoxEvent::GraceJump) || rec.has(BoxEvent::Jumped);
  }
  EXPECT_FALSE(graceJump);
}

TEST(BoxScale, HalfSizeScalesPerAxisAndTheOffsetMirrors) {
  BoxConfig c;
  c.halfWidth = 8;
  c.halfHeight = 16;
  c.scaleX = 512;  // 2
  c.scaleY = 128;  // 0.5
  BoxSize s = boxSize(c);
  EXPECT_EQ(s.halfWidth, 16);
  EXPECT_EQ(s.halfHeight, 8);
  EXPECT_EQ(s.w, 32);
  EXPECT_EQ(s.h, 16);
  c.scaleX = -256;
  c.scaleY = 256;
  c.offsetX = 4;
  c.offsetY = 0;
  s = boxSize(c);
  EXPECT_EQ(s.halfWidth, 8);
  EXPECT_EQ(s.halfHeight, 16);
  EXPECT_EQ(s.offsetX, -4);
  EXPECT_EQ(s.offsetY, 0);
}

TEST(BoxScale, CollisionReadsTheScaledBox) {
  BoxWorld w;
  w.ground(160);
  w.cfg.scaleY = 128;  // half height 8: a 16 x 16 box
  BoxState s = boxState(40, 100, BoxMode::Air);
  for (int i = 0; i < 60; ++i) stepBox(s, w.level, w.cfg, 0);
  EXPECT_EQ(s.y, pixels(144));
}

}  // namespace
}  // namespace solidtile::test
