// A block solid only while its centre is on screen (SolidObject::onScreen,
// level format 13): Sonic 1's Obj71, whose Invis_Solid runs SolidObject71
// only when ChkObjectVisible passes ("move.w obX(a0),d0; sub.w
// (v_screenposx).w,d0; bmi.s .offscreen; cmpi.w #320,d0; bge.s .offscreen",
// the same for obY with 224). The objects see the camera the last frame left.
#include <gtest/gtest.h>

#include <vector>

#include "camera_runner.h"
#include "level_builder.h"
#include "object_level.h"
#include "solidtile/camera/camera.h"
#include "solidtile/input.h"
#include "solidtile/level/object_loading.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace {

constexpr int kGround = 448;

SolidObject barrier(int x, int y, int w, int h, bool onScreen = true) {
  SolidObject o = box(x, y, w, h);
  o.onScreen = onScreen;
  return o;
}

// Runs right for 120 frames from x 160 towards a barrier at x 400: his x then.
int runRightPast(const SolidObject& o, Profile p) {
  const Level l = levelWith({o});
  CameraRunner r(l, p, 160, kGround - defaultPlayerConfig(p).standRadiusY - 1);
  r.steps(120, input::kRight);
  return r.s.x >> 8;
}

TEST(OnScreenBlock, TheListKeepsTheCameraInTwoMoreSlots) {
  const Level plain = levelWith({box(0, 0, 16, 16)});
  const Level screen = levelWith({box(0, 0, 16, 16), barrier(0, 0, 16, 16)});
  EXPECT_FALSE(plain.objects.usesScreen());
  EXPECT_FALSE(plain.objects.followsCamera());
  EXPECT_EQ(plain.objects.slotCount(), 0u);
  EXPECT_TRUE(screen.objects.usesScreen());
  EXPECT_TRUE(screen.objects.followsCamera());
  EXPECT_EQ(screen.objects.slotCount(), 2u);
  EXPECT_EQ(screen.objects.screenSlot(), 0u);
  CameraState c;
  c.x = 0x1234;
  c.y = 0x567;
  std::vector<ObjectSlot> slots(2);
  recordScreen(screen.objects, c, slots);
  EXPECT_EQ(slots[0].since, 0x1234u);
  EXPECT_EQ(slots[1].since, 0x567u);
}

// ChkObjectVisible's comparisons: x - screen x in 0..319, y - screen y in 0..223.
TEST(OnScreenBlock, TheCentreIsOnScreenAsChkObjectVisibleTestsIt) {
  const Level l = levelWith({barrier(0, 0, 16, 16)});
  std::vector<ObjectSlot> slots(2);
  EXPECT_TRUE(centreOnScreen(l.objects, -5000, -5000, slots)) << "no camera yet: on screen";
  CameraState c;
  c.x = 100;
  c.y = 50;
  recordScreen(l.objects, c, slots);
  EXPECT_TRUE(centreOnScreen(l.objects, 100, 50, slots));
  EXPECT_FALSE(centreOnScreen(l.objects, 99, 50, slots)) << "bmi.s .offscreen";
  EXPECT_TRUE(centreOnScreen(l.objects, 419, 50, slots));
  EXPECT_FALSE(centreOnScreen(l.objects, 420, 50, slots)) << "cmpi.w #320,d0; bge.s";
  EXPECT_FALSE(centreOnScreen(l.objects, 100, 49, slots));
  EXPECT_TRUE(centreOnScreen(l.objects, 100, 273, slots));
  EXPECT_FALSE(centreOnScreen(l.objects, 100, 274, slots)) << "cmpi.w #224,d1; bge.s";
  // The words' difference: sub.w wraps at 16 bits.
  EXPECT_TRUE(centreOnScreen(l.objects, 0x10000 + 100, 50, slots));
}

// A wall 16 x 400 standing on the ground at x 400: its centre, y 248, is
// above the screen while he runs on the ground (the camera's y keeps him
// $60 down it, clamped to the level's bottom: y 288), so Sonic 1's Obj71 does
// not stop him; the same wall solid everywhere does; a short one (centre on
// screen) does. The object's own routine: every profile the same.
TEST(OnScreenBlock, AWallWhoseCentreIsAboveTheScreenDoesNotStopHim) {
  for (Profile p : kProfiles) {
    const int through = runRightPast(barrier(400, kGround - 400, 16, 400), p);
    const int solid = runRightPast(barrier(400, kGround - 400, 16, 400, false), p);
    const int shortWall = runRightPast(barrier(400, kGround - 64, 16, 64), p);
    EXPECT_GT(through, 416) << profileName(p);
    EXPECT_LT(solid, 400) << profileName(p);
    EXPECT_LT(shortWall, 400) << profileName(p);
    EXPECT_EQ(shortWall, solid) << profileName(p);
  }
}

// Without a camera (the slots never written: a step run alone, or the box
// controller, which has none) the block is solid: as a barrier on screen.
TEST(OnScreenBlock, WithoutACameraItIsSolid) {
  const Level l = levelWith({barrier(400, kGround - 400, 16, 400)});
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic1);
  PlayerState s = spawnPlayer(cfg, 160, kGround - cfg.standRadiusY - 1);
  std::vector<ObjectSlot> slots(l.objects.slotCount());
  for (int i = 0; i < 120; ++i) stepPlayer(s, l, cfg, input::kRight, nullptr, slots);
  EXPECT_LT(s.x >> 8, 400);
}

// Off screen nothing runs: one he stands on is neither let go of nor stood
// on ("bne.s .chkdel" skips SolidObject71's .leave), so he walks on at its
// height past its edge, and leaves it once it is back on screen.
TEST(OnScreenBlock, OffScreenHeStaysStandingOnItUntilItComesBack) {
  for (Profile p : kProfiles) {
    const Level l = levelWith({barrier(200, 400, 64, 16)});
    const PlayerConfig cfg = defaultPlayerConfig(p);
    PlayerState s = spawnPlayer(cfg, 232, 400 - cfg.standRadiusY - 8);
    std::vector<ObjectSlot> slots(l.objects.slotCount());
    for (int i = 0; i < 60; ++i) stepPlayer(s, l, cfg, 0, nullptr, slots);
    ASSERT_EQ(s.standingOn, 0) << profileName(p);
    const std::int32_t y = s.y >> 8;
    CameraState far;
    far.x = 2000;
    far.y = 0;
    recordScreen(l.objects, far, slots);
    int i = 0;
    for (; i < 120 && (s.x >> 8) < 300; ++i) stepPlayer(s, l, cfg, input::kRight, nullptr, slots);
    ASSERT_GE(s.x >> 8, 300) << profileName(p);
    EXPECT_EQ(s.standingOn, 0) << profileName(p);
    EXPECT_EQ(s.y >> 8, y) << profileName(p);
    CameraState near;
    near.x = 100;
    near.y = 300;
    recordScreen(l.objects, near, slots);
    stepPlayer(s, l, cfg, input::kRight, nullptr, slots);
    EXPECT_EQ(s.standingOn, -1) << profileName(p);
  }
}

}  // namespace
}  // namespace solidtile::test
