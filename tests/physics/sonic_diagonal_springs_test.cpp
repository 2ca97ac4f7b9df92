// Diagonal springs against the Sonic player, per profile: Sonic 2's
// Obj41_DiagonallyUp / Obj41_DiagonallyDown (SlopedSolid_SingleCharacter
// with Obj41_SlopeData_DiagUp / _DiagDown, loc_18DD8 / loc_18EE6) and S&K's
// Obj_Spring_UpDiag / _DownDiag (sub_234E6, sub_23624: the same and
// "clr.b jumping(a1)"); each number quoted from the routine it comes from.
#include <gtest/gtest.h>

#include "level_builder.h"
#include "solidtile/input.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace {


// A 32 x 32 diagonal spring with its top-left at (x, y): obX = x + 16, obY = y + 16.
SolidObject diagonal(ObjectDir d, int x, int y, Sub speed = SpringSpeed::kRed) {
  SolidObject o;
  o.w = o.h = kDiagonalSpringSize;
  o.path = {{x, y}};
  o.kind = ObjectKind::Spring;
  o.dir = d;
  o.springSpeed = speed;
  return o;
}

Level diagonalSpringLevel(std::vector<SolidObject> objects) {
  LevelBuilder b(64, 32);
  b.ground(448);
  b.level.objects.assign(std::move(objects));
  return b.level;
}

// Obj41_SlopeData_DiagUp (S&K byte_236EA): the surface above obY per 2 px
// column of the routine's 2 * $1B px.
constexpr int kUpHeights[28] = {0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0xE, 0xC,
                                0xA,  8,    6,    4,    2,    0,    -2,   -4,   -4,   -4,   -4,   -4,   -4,  -4};

struct Landing {
  bool landed = false, launched = false;
  int feet = 0;  // the landing's feet row (before the launch's move)
  PlayerState after;
};

// Dropped from (x, 340) onto the spring at (200, 416), to the frame he lands on it.
Landing dropOnto(Profile p, ObjectDir d, int x, Sub speed = SpringSpeed::kRed) {
  const PlayerConfig cfg = defaultPlayerConfig(p);
  const Level l = diagonalSpringLevel({diagonal(d, 200, 416, speed)});
  PlayerState s = spawnPlayer(cfg, x, 340);
  Landing r;
  for (int i = 0; i < 90 && !r.landed; ++i) {
    StepRecord rec;
    stepPlayer(s, l, cfg, 0, &rec);
    if (!rec.has(EventKind::ObjectLanded)) continue;
    r.landed = true;
    r.launched = rec.has(EventKind::SpringLaunched);
    r.feet = px(s.y) + s.radiusY - (r.launched ? 6 : 0);  // loc_18DD8: "addq.w #6,y_pos(a1)"
  }
  r.after = s;
  return r;
}

// Dropped at every x Solid_Landed's obActWid ($10) lets him land at, the feet
// land on the row above obY - t[c] (SlopedSolid_cont: the box moved by t[c] -
// t[0]), c the column `column(d0)` reads; launched where `launches(x)`.
template <class Column, class Launches>
void expectLandings(ObjectDir d, Column column, Launches launches) {
  constexpr int obX = 216, obY = 432, d1 = 0x1B;
  for (Profile p : kProfiles) {
    for (int x = obX - 16; x < obX + 16; ++x) {
      const Landing r = dropOnto(p, d, x);
      ASSERT_TRUE(r.landed) << profileName(p) << " x " << x;
      EXPECT_EQ(r.feet, obY - kUpHeights[column(x - obX + d1)] - 1) << profileName(p) << " x " << x;
      EXPECT_EQ(r.launched, launches(x)) << profileName(p) << " x " << x;
    }
  }
}

// The unflipped one reads column d0 >> 1 and launches past obX - 4 (loc_18DB4:
// "cmp.w x_pos(a1),d0; blo"): the game's table, column by column.
TEST(SonicDiagonalSprings, LandingFollowsObj41sUpHeightTable) {
  expectLandings(ObjectDir::UpRight, [](int d0) { return d0 >> 1; }, [](int x) { return x > 216 - 4; });
}

// loc_18DD8: "move.w objoff_30(a0),y_vel(a1)" and x_vel negated for an
// unflipped spring (up-right), x + 6 - $C, facing right, in the air, off it.
TEST(SonicDiagonalSprings, UpRightLaunchesUpAndRightAtItsSpeed) {
  for (Profile p : kProfiles) {
    for (Sub speed : {SpringSpeed::kRed, SpringSpeed::kYellow}) {
      const Landing r = dropOnto(p, ObjectDir::UpRight, 226, speed);
      ASSERT_TRUE(r.launched) << profileName(p);
      const PlayerState& s = r.after;
      EXPECT_EQ(s.xsp, speed) << profileName(p);
      EXPECT_EQ(s.ysp, -speed) << profileName(p);
      EXPECT_EQ(px(s.x), 226 - 6) << profileName(p);
      EXPECT_FALSE(s.facingLeft);
      EXPECT_TRUE(s.airborne);
      EXPECT_EQ(s.standingOn, -1);
      EXPECT_EQ(s.controlLock, 0);  // no move_lock, unlike Obj41_Horizontal
    }
  }
}

// The x-flipped one mirrors it: the table read "not.w d5; add.w d3,d5"
// (2 * $1B - 1 - d0), launched at or before obX + 4 ("bhs"), x_vel kept
// negative, x + 6, facing left.
TEST(SonicDiagonalSprings, UpLeftMirrorsIt) {
  expectLandings(ObjectDir::UpLeft, [](int d0) { return (2 * 0x1B - 1 - d0) >> 1; }, [](int x) { return x <= 216 + 4; });
  for (Profile p : kProfiles) {
    const Landing r = dropOnto(p, ObjectDir::UpLeft, 206);
    ASSERT_TRUE(r.launched);
    EXPECT_EQ(r.after.xsp, -SpringSpeed::kRed) << profileName(p);
    EXPECT_EQ(r.after.ysp, -SpringSpeed::kRed);
    EXPECT_EQ(px(r.after.x), 206 + 6);
    EXPECT_TRUE(r.after.facingLeft);
  }
}

// Standing on the high flat part (before obX - 4) is no launch; walking on
// toward the face (MvSonicOnSlope, then loc_18DB4 again) is.
TEST(SonicDiagonalSprings, WalkingOntoTheFaceLaunches) {
  for (Profile p : kProfiles) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    const Level l = diagonalSpringLevel({diagonal(ObjectDir::UpRight, 200, 416)});
    const Landing r = dropOnto(p, ObjectDir::UpRight, 200);
    ASSERT_TRUE(r.landed && !r.launched) << profileName(p);
    PlayerState s = r.after;
    stepPlayer(s, l, cfg, 0);
    EXPECT_EQ(s.standingOn, 0) << profileName(p);
    EXPECT_EQ(px(s.y) + s.radiusY, 432 - 0x10) << profileName(p);  // MvSonicOnSlope: obY - t[c] - y_radius
    bool launched = false;
    for (int i = 0; i < 90 && !launched; ++i) {
      StepRecord rec;
      stepPlayer(s, l, cfg, input::kRight, &rec);
      launched = rec.has(EventKind::SpringLaunched);
      if (launched) {
        EXPECT_GT(px(s.x) + 6, 216 - 4) << profileName(p);
      }
    }
    EXPECT_TRUE(launched) << profileName(p);
    EXPECT_EQ(s.ysp, -SpringSpeed::kRed);
  }
}

// loc_18EE6: touching the down spring's bottom (d4 = -2) launches down and
// toward the face: y - 6, y_vel the speed negated back to positive. S&K's
// sub_23624 also clears the jump flag ("clr.b jumping(a1)"), Sonic 2's not.
TEST(SonicDiagonalSprings, DownRightLaunchesAJumpingPlayerDownAndRight) {
  for (Profile p : kProfiles) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    const Level l = diagonalSpringLevel({diagonal(ObjectDir::DownRight, 200, 320, SpringSpeed::kYellow)});
    PlayerState s = standing(cfg, 226, 448 - 20);
    stepPlayer(s, l, cfg, 0);
    bool launched = false;
    StepRecord rec;
    for (int i = 0; i < 60 && !launched; ++i) {
      rec = {};
      stepPlayer(s, l, cfg, input::kJump, &rec);
      launched = rec.has(EventKind::SpringLaunched);
    }
    ASSERT_TRUE(launched) << profileName(p);
    EXPECT_EQ(s.ysp, SpringSpeed::kYellow) << profileName(p);
    EXPECT_EQ(s.xsp, SpringSpeed::kYellow) << profileName(p);
    EXPECT_FALSE(s.facingLeft);
    EXPECT_TRUE(s.airborne);
    EXPECT_EQ(s.jumping, !cfg.springClearsJumping) << profileName(p);
  }
}

TEST(SonicDiagonalSprings, DownLeftLaunchesLeft) {
  for (Profile p : kProfiles) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    const Level l = diagonalSpringLevel({diagonal(ObjectDir::DownLeft, 200, 320)});
    PlayerState s = standing(cfg, 206, 448 - 20);
    stepPlayer(s, l, cfg, 0);
    bool launched = false;
    for (int i = 0; i < 60 && !launched; ++i) {
      StepRecord rec;
      stepPlayer(s, l, cfg, input::kJump, &rec);
      launched = rec.has(EventKind::SpringLaunched);
    }
    ASSERT_TRUE(launched) << profileName(p);
    EXPECT_EQ(s.xsp, -SpringSpeed::kRed) << profileName(p);
    EXPECT_EQ(s.ysp, SpringSpeed::kRed);
    EXPECT_TRUE(s.facingLeft);
  }
}

// Only springs point diagonally, and they are the games' 32 x 32.
TEST(SonicDiagonalSprings, ObjectProblemKeepsThemToThirtyTwoPixelSprings) {
  EXPECT_EQ(objectProblem(diagonal(ObjectDir::UpLeft, 0, 0)), "");
  SolidObject small = diagonal(ObjectDir::UpRight, 0, 0);
  small.w = 16;
  EXPECT_NE(objectProblem(small).find("32 x 32"), std::string::npos);
  SolidObject spikes = diagonal(ObjectDir::DownLeft, 0, 0);
  spikes.kind = ObjectKind::Spikes;
  spikes.springSpeed = SpringSpeed::kRed;
  EXPECT_NE(objectProblem(spikes).find("springs only"), std::string::npos);
  for (ObjectDir d : {ObjectDir::UpRight, ObjectDir::UpLeft, ObjectDir::DownRight, ObjectDir::DownLeft}) {
    EXPECT_EQ(parseObjectDir(objectDirName(d)), d);
  }
}

}  // namespace
}  // namespace solidtile::test
