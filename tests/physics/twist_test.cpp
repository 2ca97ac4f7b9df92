// Twists against the Sonic player (sonic/twist.h, level/twist.h): Sonic 2's
// Obj06_Spiral (s2.asm, subtype < $80), each window and threshold quoted from
// it. The levels are purpose-built: the path table is a synthetic one (the
// game's Obj06_CosineTable is game data, read only by import-sonlvl).
#include <gtest/gtest.h>

#include <vector>

#include "object_level.h"
#include "solidtile/input.h"
#include "solidtile/level/twist.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace {

// Ground at y 448 (object_level.h): a player standing has his centre at 448 - radiusY - 1.
constexpr int kGroundTop = 448;

// A synthetic path: distinct heights within the box (-50..50), so a height
// read from the wrong column shows.
std::vector<std::int8_t> syntheticHeights() {
  std::vector<std::int8_t> h(kTwistHeights);
  for (std::size_t k = 0; k < h.size(); ++k) h[k] = static_cast<std::int8_t>(static_cast<int>((k * 37) % 101) - 50);
  return h;
}
std::vector<std::uint8_t> syntheticFlips() {
  std::vector<std::uint8_t> f(kTwistFlips);
  for (std::size_t k = 0; k < f.size(); ++k) f[k] = static_cast<std::uint8_t>(k * 5 + 1);
  return f;
}

// A twist whose point (x_pos, y_pos, its box's centre) is (obX, obY).
SolidObject twistAt(int obX, int obY) {
  SolidObject o;
  o.kind = ObjectKind::Twist;
  o.w = kTwistWidth;
  o.h = kTwistHeight;
  o.path = {{obX - kTwistHalfWidth, obY - kTwistHalfHeight}};
  o.twist = syntheticHeights();
  o.twistFlip = syntheticFlips();
  return o;
}

PlayerConfig s2() { return defaultPlayerConfig(Profile::Sonic2); }

// Where the player's own routine leaves him, which the object's routine then
// reads (it runs after his): the step on `l`'s ground with the twist far off.
PlayerState afterOwnStep(PlayerState s, const PlayerConfig& cfg, Input in, int standingOn = -1) {
  const Level far = levelWith({twistAt(4000, 100)});  // out of every window
  s.standingOn = static_cast<std::int16_t>(standingOn);
  stepPlayer(s, far, cfg, in);
  return s;
}

// One step of a player at x with gsp against a twist placed so that, after
// his own move, x_pos(a1) - x_pos(a0) = dx and y_pos(a1) - y_pos(a0) = dy.
PlayerState catchStep(int dx, int dy, Sub gsp, StepRecord* rec = nullptr) {
  const PlayerConfig cfg = s2();
  const PlayerState s0 = groundRunner(cfg, 500, gsp);
  const PlayerState moved = afterOwnStep(s0, cfg, 0);
  const Level l = levelWith({twistAt((moved.x >> 8) - dx, (moved.y >> 8) - dy)});
  PlayerState s = s0;
  stepPlayer(s, l, cfg, 0, rec);
  return s;
}

// Obj06_Spiral, moving right: "cmpi.w #-$C0,d0; bgt.s return_215BE;
// cmpi.w #-$D0,d0; blt.s return_215BE", then RideObject_SetRide.
TEST(Twist, MovingRightCatchesFromMinusD0ToMinusC0) {
  EXPECT_EQ(catchStep(-0xD0, 0x20, 0x700).standingOn, 0);
  EXPECT_EQ(catchStep(-0xC0, 0x20, 0x700).standingOn, 0);
  EXPECT_EQ(catchStep(-0xC8, 0x20, 0x700).standingOn, 0);
  EXPECT_EQ(catchStep(-0xD1, 0x20, 0x700).standingOn, -1);
  EXPECT_EQ(catchStep(-0xBF, 0x20, 0x700).standingOn, -1);
  // The other end's window is for a player moving left only.
  EXPECT_EQ(catchStep(0xC8, 0x20, 0x700).standingOn, -1);
}

// loc_21556, moving left ("tst.w x_vel(a1); bmi.s"): "cmpi.w #$C0,d0; blt.s; cmpi.w #$D0,d0; bgt.s".
TEST(Twist, MovingLeftCatchesFromC0ToD0) {
  EXPECT_EQ(catchStep(0xC0, 0x20, -0x700).standingOn, 0);
  EXPECT_EQ(catchStep(0xD0, 0x20, -0x700).standingOn, 0);
  EXPECT_EQ(catchStep(0xBF, 0x20, -0x700).standingOn, -1);
  EXPECT_EQ(catchStep(0xD1, 0x20, -0x700).standingOn, -1);
  EXPECT_EQ(catchStep(-0xC8, 0x20, -0x700).standingOn, -1);
}

// loc_21562: "sub.w y_pos(a0),d1; subi.w #$10,d1; cmpi.w #$30,d1; bhs.s return": y_pos + $10 .. + $3F.
TEST(Twist, CatchesWithinItsWindowDown) {
  EXPECT_EQ(catchStep(-0xC8, 0x10, 0x700).standingOn, 0);
  EXPECT_EQ(catchStep(-0xC8, 0x3F, 0x700).standingOn, 0);
  EXPECT_EQ(catchStep(-0xC8, 0x0F, 0x700).standingOn, -1);
  EXPECT_EQ(catchStep(-0xC8, 0x40, 0x700).standingOn, -1);
}

// The catch is RideObject_SetRide: "move.b #0,angle(a1); move.w #0,y_vel(a1);
// move.w x_vel(a1),inertia(a1)"; nothing moves him on that frame (its rts).
TEST(Twist, TheCatchIsRideObjectSetRide) {
  StepRecord rec;
  const PlayerConfig cfg = s2();
  const PlayerState moved = afterOwnStep(groundRunner(cfg, 500, 0x700), cfg, 0);
  const PlayerState s = catchStep(-0xC8, 0x20, 0x700, &rec);
  EXPECT_EQ(s.standingOn, 0);
  EXPECT_EQ(s.y, moved.y);
  EXPECT_EQ(s.gsp, s.xsp);
  EXPECT_EQ(s.ysp, 0);
  EXPECT_TRUE(rec.has(EventKind::ObjectLanded));
  EXPECT_EQ(rec.twist, -1);  // not yet put on the path
}

// Obj06_Spiral: "btst #status.player.in_air,status(a1); bne.w return_215BE".
TEST(Twist, APlayerInTheAirIsNotCaught) {
  const PlayerConfig cfg = s2();
  PlayerState s0 = groundRunner(cfg, 500, 0x700);
  s0.airborne = true;
  s0.y -= 40 * 256;  // well above the ground: still in the air after his step
  const PlayerState moved = afterOwnStep(s0, cfg, 0);
  ASSERT_TRUE(moved.airborne);
  const Level l = levelWith({twistAt((moved.x >> 8) + 0xC8, (moved.y >> 8) - 0x20)});
  PlayerState s = s0;
  stepPlayer(s, l, cfg, 0);
  EXPECT_EQ(s.standingOn, -1);
}

// loc_21580: a player standing on another object is caught $10 further in,
// "cmpi.w #-$B0,d0; bgt.s; cmpi.w #-$C0,d0; blt.s" (moving right), and
// RideObject_SetRide lets go of that object (its standing bit cleared).
TEST(Twist, OnAnotherObjectTheWindowIsMinusC0ToMinusB0) {
  const PlayerConfig cfg = s2();
  // A top-only platform 16 px above the ground, wide enough to keep him; he stands on it (index 0).
  const SolidObject platform = box(300, kGroundTop - 16, 600, 16, true);
  PlayerState s0 = spawnPlayer(cfg, 500, kGroundTop - 16 - cfg.standRadiusY - 1);
  s0.airborne = false;
  s0.gsp = s0.xsp = 0x700;
  s0.standingOn = 0;
  PlayerState moved = s0;
  {
    const Level l = levelWith({platform, twistAt(4000, 100)});
    stepPlayer(moved, l, cfg, 0);
    ASSERT_EQ(moved.standingOn, 0);
  }
  const auto caughtAt = [&](int dx) {
    const Level l = levelWith({platform, twistAt((moved.x >> 8) - dx, (moved.y >> 8) - 0x20)});
    PlayerState s = s0;
    stepPlayer(s, l, cfg, 0);
    return s.standingOn;
  };
  EXPECT_EQ(caughtAt(-0xC0), 1);
  EXPECT_EQ(caughtAt(-0xB0), 1);
  EXPECT_EQ(caughtAt(-0xC1), 0);
  EXPECT_EQ(caughtAt(-0xAF), 0);
  EXPECT_EQ(caughtAt(-0xD0), 0);  // the plain window is not this one
}

// A rider at x (standing on the twist, index 0) with gsp; the step with the
// twist placed so that after his own move d0 + $D0 = column.
PlayerState rideStep(int column, Sub gsp, StepRecord* rec = nullptr, int radiusShift = 0) {
  const PlayerConfig cfg = s2();
  PlayerState s0 = groundRunner(cfg, 500, gsp);
  s0.radiusY = static_cast<std::uint8_t>(s0.radiusY - radiusShift);
  const PlayerState moved = afterOwnStep(s0, cfg, 0, 0);
  const Level l = levelWith({twistAt((moved.x >> 8) - column + kTwistHalfWidth, (moved.y >> 8) - 0x20)});
  PlayerState s = s0;
  s.standingOn = 0;
  stepPlayer(s, l, cfg, 0, rec);
  return s;
}

// Obj06_Spiral_MoveCharacter: "move.b Obj06_CosineTable(pc,d0.w),d1; ext.w
// d1; move.w y_pos(a0),d2; add.w d1,d2; ...; sub.w (y_radius - $13),d2;
// move.w d2,y_pos(a1)", and the flip table's "lsr.w #3,d0; andi.w #$3F,d0".
TEST(Twist, ARiderIsPutOnTheTablesHeight) {
  const PlayerConfig cfg = s2();
  const std::vector<std::int8_t> h = syntheticHeights();
  const std::vector<std::uint8_t> f = syntheticFlips();
  for (const int column : {0, 1, 0x67, 0xD0, 0x19F}) {
    StepRecord rec;
    const PlayerState moved = afterOwnStep(groundRunner(cfg, 500, 0x700), cfg, 0, 0);
    const int obY = (moved.y >> 8) - 0x20;
    const PlayerState s = rideStep(column, 0x700, &rec);
    EXPECT_EQ(s.standingOn, 0) << column;
    EXPECT_EQ(s.y >> 8, obY + h[static_cast<std::size_t>(column)] - (cfg.standRadiusY - 0x13)) << column;
    EXPECT_EQ(s.y & 0xFF, moved.y & 0xFF) << column;  // move.w to y_pos: the subpixel stays
    EXPECT_FALSE(s.airborne);
    EXPECT_EQ(rec.twist, 0) << column;
    EXPECT_EQ(rec.twistFlip, f[static_cast<std::size_t>(column >> 3)]) << column;
  }
  // y_radius: a smaller radius puts his centre lower by the difference.
  const PlayerState moved = afterOwnStep(groundRunner(cfg, 500, 0x700), cfg, 0, 0);
  const PlayerState rolled = rideStep(0x40, 0x700, nullptr, 5);
  EXPECT_EQ(rolled.y >> 8, (moved.y >> 8) - 0x20 + h[0x40] - (cfg.standRadiusY - 5 - 0x13));
}

// loc_215C0: "addi.w #$D0,d0; bmi.s Obj06_Spiral_CharacterFallsOff; cmpi.w
// #$1A0,d0; blo.s Obj06_Spiral_MoveCharacter": past either end he falls off.
TEST(Twist, ARiderLeavesPastEitherEnd) {
  EXPECT_EQ(rideStep(0x19F, 0x700).standingOn, 0);
  EXPECT_EQ(rideStep(0x1A0, 0x700).standingOn, -1);
  EXPECT_EQ(rideStep(0, -0x700).standingOn, 0);
  EXPECT_EQ(rideStep(-1, -0x700).standingOn, -1);
  // Obj06_Spiral_CharacterFallsOff clears on_object only: no in_air, his y as his routine left it.
  StepRecord rec;
  const PlayerConfig cfg = s2();
  const PlayerState moved = afterOwnStep(groundRunner(cfg, 500, 0x700), cfg, 0, 0);
  const PlayerState off = rideStep(0x1A0, 0x700, &rec);
  EXPECT_FALSE(off.airborne);
  EXPECT_EQ(off.y, moved.y);
  EXPECT_TRUE(rec.has(EventKind::ObjectLeft));
}

// The gsp his own step leaves (no input: Sonic_Move's friction) from g.
Sub gspAfter(Sub g) { return afterOwnStep(groundRunner(s2(), 500, g), s2(), 0, 0).gsp; }
Sub gspGiving(Sub want) {
  for (Sub g = want - 0x40; g <= want + 0x40; ++g) {
    if (gspAfter(g) == want) return g;
  }
  return 0;
}

// loc_215C0: "mvabs.w inertia(a1),d0; cmpi.w #$600,d0; blo.s Obj06_Spiral_CharacterFallsOff".
TEST(Twist, ARiderSlowerThan600FallsOff) {
  const Sub at600 = gspGiving(0x600), at5FF = gspGiving(0x5FF);
  ASSERT_NE(at600, 0);
  ASSERT_NE(at5FF, 0);
  EXPECT_EQ(rideStep(0x80, at600).standingOn, 0);
  EXPECT_EQ(rideStep(0x80, at5FF).standingOn, -1);
  EXPECT_EQ(rideStep(0x80, -at600).standingOn, 0);
  EXPECT_EQ(rideStep(0x80, -at5FF).standingOn, -1);
}

// A whole ride: running right through the twist he is caught at its left
// end, follows the table every frame and leaves past its right end, in
// every profile (the routine is Sonic 2's; the player's rules the profile's).
TEST(Twist, ARunRidesItEndToEndInEveryProfile) {
  const std::vector<std::int8_t> h = syntheticHeights();
  for (const Profile p : {Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K, Profile::Guide}) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    const int obX = 600, obY = kGroundTop - cfg.standRadiusY - 1 - 0x3F;  // the path stays above the ground
    const Level l = levelWith({twistAt(obX, obY)});
    PlayerState s = groundRunner(cfg, 300, 0x800);
    int rode = 0;
    bool left = false;
    for (int f = 0; f < 200 && !left; ++f) {
      const bool was = s.standingOn == 0;
      stepPlayer(s, l, cfg, input::kRight);
      const int column = (s.x >> 8) - obX + kTwistHalfWidth;
      if (was && s.standingOn == 0) {
        ++rode;
        EXPECT_EQ(s.y >> 8, obY + h[static_cast<std::size_t>(column)] - (s.radiusY - 0x13)) << profileName(p) << " frame " << f;
      }
      left = was && s.standingOn < 0;
      if (left) {
        EXPECT_GE(column, kTwistWidth) << profileName(p);
      }
    }
    EXPECT_TRUE(left) << profileName(p);
    EXPECT_GT(rode, 40) << profileName(p);
  }
}

}  // namespace
}  // namespace solidtile::test
