// Tails' flight in `sonic3k`, pinned with Sonic 3 & Knuckles' numbers
// (skdisasm: Tails_Test_For_Flight, Tails_FlyingSwimming, Tails_Move_FlySwim).
#include <gtest/gtest.h>

#include "level_builder.h"
#include "solidtile/sonic/player.h"

namespace solidtile {
namespace {

using test::LevelBuilder;
using test::px;

PlayerConfig tails(Profile p = Profile::Sonic3K) { return test::characterConfig(Character::Tails, p); }
const PlayerConfig kTails = tails();

// Ground at 736 across the level.
LevelBuilder tailsGround() { return test::groundAt(736); }

// Tails flying at (x, y) with `ysp`, on frame `frame` of the run.
PlayerState flying(int x, int y, Sub ysp, std::uint32_t frame = 0) {
  PlayerState s = spawnPlayer(kTails, x, y);
  s.jumping = true;
  s.move = Move::Fly;
  s.moveStep = 1;
  s.moveTimer = 0xF0;
  s.ysp = ysp;
  s.frame = frame;
  s.held = input::kJump;
  return s;
}

// Tails_Test_For_Flight: a press once the rise is slower than -4 uncurls him
// (14 -> 15 px tall: Y 1 px up), sets the flight on with the timer at $F0;
// the frame goes on as an ordinary air frame (gravity $38).
TEST(TailsFlight, ASecondPressStartsTheFlight) {
  const LevelBuilder b = tailsGround();
  PlayerState s = spawnPlayer(kTails, 400, 300);
  s.jumping = true;
  s.rolling = true;
  s.radiusX = 7;
  s.radiusY = 14;
  s.ysp = -0x300;
  StepRecord rec;
  stepPlayer(s, b.level, kTails, input::kJump, &rec);
  EXPECT_TRUE(rec.has(EventKind::FlightStarted));
  EXPECT_EQ(s.move, Move::Fly);
  EXPECT_EQ(s.moveTimer, 0xF0);
  EXPECT_FALSE(s.rolling);
  EXPECT_EQ(s.radiusY, 15);
  EXPECT_EQ(s.y, (300 - 1) * 256 - 0x300);
  EXPECT_EQ(s.ysp, -0x300 + 0x38);
  // sonic2's Tails cannot fly.
  const PlayerConfig t2 = tails(Profile::Sonic2);
  PlayerState s2 = spawnPlayer(t2, 400, 300);
  s2.jumping = true;
  s2.ysp = -0x300;
  stepPlayer(s2, b.level, t2, input::kJump);
  EXPECT_EQ(s2.move, Move::None);
}

// Flying without presses: ysp gains 8 a frame, not gravity's $38.
TEST(TailsFlight, WithoutPressesTheFlightSinksAt8AFrame) {
  const LevelBuilder b = tailsGround();
  PlayerState s = flying(400, 300, 0);
  for (int f = 1; f <= 10; ++f) {
    const Sub y = s.y;
    stepPlayer(s, b.level, kTails, 0);
    EXPECT_EQ(s.ysp, 8 * f);
    EXPECT_EQ(s.y, y + s.ysp);  // moved by the new ysp (no gravity after the move)
  }
}

// A press while ysp >= -$100 rises: that frame still gains 8, then ysp loses
// $20 a frame until it is below -$100 (from $108: 17 frames to -$118), or for
// 30 frames at most (from $408: to $48).
TEST(TailsFlight, APressRisesUntilBelowMinus0x100OrFor30Frames) {
  const LevelBuilder b = tailsGround();
  PlayerState s = flying(400, 600, 0x100);
  StepRecord rec;
  stepPlayer(s, b.level, kTails, 0);
  stepPlayer(s, b.level, kTails, input::kJump, &rec);
  EXPECT_TRUE(rec.has(EventKind::FlightRose));
  EXPECT_EQ(s.ysp, 0x110);
  for (int f = 1; f <= 17; ++f) stepPlayer(s, b.level, kTails, 0);
  EXPECT_EQ(s.ysp, 0x110 - 17 * 0x20);  // -$110
  EXPECT_EQ(s.moveStep, 19);
  stepPlayer(s, b.level, kTails, 0);  // below -$100: the rise ends, this frame unchanged
  EXPECT_EQ(s.moveStep, 1);
  EXPECT_EQ(s.ysp, -0x110);

  PlayerState fast = flying(400, 200, 0x400);
  stepPlayer(fast, b.level, kTails, 0);
  stepPlayer(fast, b.level, kTails, input::kJump);
  EXPECT_EQ(fast.ysp, 0x410);
  for (int f = 1; f <= 30; ++f) stepPlayer(fast, b.level, kTails, 0);
  EXPECT_EQ(fast.ysp, 0x410 - 30 * 0x20);
  EXPECT_EQ(fast.moveStep, 1);
  stepPlayer(fast, b.level, kTails, 0);
  EXPECT_EQ(fast.ysp, 0x410 - 30 * 0x20 + 8);
  // Rising faster than -$100 a press does nothing.
  PlayerState up = flying(400, 600, -0x180);
  stepPlayer(up, b.level, kTails, 0);
  stepPlayer(up, b.level, kTails, input::kJump);
  EXPECT_EQ(up.moveStep, 1);
}

// The timer ($F0) loses 1 on every odd frame: the flight tires on the 480th
// frame after it began on frame 0, and presses no longer rise.
TEST(TailsFlight, TheFlightTiresAfter480Frames) {
  LevelBuilder b(256, 2000);  // room to sink for 480 frames
  b.ground(30992);
  PlayerState s = spawnPlayer(kTails, 400, 100);
  s.jumping = true;
  s.ysp = -0x300;
  StepRecord rec;
  stepPlayer(s, b.level, kTails, input::kJump, &rec);  // frame 0 starts the flight
  ASSERT_EQ(s.move, Move::Fly);
  int tiredAt = -1;
  for (int f = 1; f < 600 && tiredAt < 0; ++f) {
    stepPlayer(s, b.level, kTails, 0, &rec);
    if (rec.has(EventKind::Tired)) tiredAt = f;
  }
  EXPECT_EQ(tiredAt, 479);
  EXPECT_EQ(s.moveTimer, 0);
  const Sub ysp = s.ysp;
  stepPlayer(s, b.level, kTails, input::kJump, &rec);
  EXPECT_FALSE(rec.has(EventKind::FlightRose));
  EXPECT_EQ(s.ysp, ysp + 8);
}

// At the level's top + 16 a rise stops; landing ends the flight.
TEST(TailsFlight, TheTopStopsARiseAndLandingEndsTheFlight) {
  const LevelBuilder b = tailsGround();
  PlayerState s = flying(400, 16, -0x80);
  stepPlayer(s, b.level, kTails, 0);
  EXPECT_EQ(s.ysp, 0);
  PlayerState low = flying(400, 719, 0x200);  // feet at 734, 2 px a frame
  StepRecord rec;
  stepPlayer(low, b.level, kTails, 0, &rec);
  EXPECT_FALSE(low.airborne);
  EXPECT_EQ(low.move, Move::None);
  EXPECT_EQ(px(low.y), 736 - 16);
}

}  // namespace
}  // namespace solidtile
