// When a level object exists (level/object_loading.h): the games' window of
// $80-px chunks round the camera (Sonic 1's ObjPosLoad and out_of_range,
// Sonic 2's ObjectsManager and MarkObjGone, S&K's Load_Objects and
// Delete_Sprite_If_Not_In_Range: "andi.w #$FF80,d0", "subi.w #128,d1",
// "cmpi.w #128+320+192,d0; bhi"), what a deleted object is when it is made
// again, and that a level without "object_loading" keeps every object.
#include <gtest/gtest.h>

#include <vector>

#include "../support/collapse_object.h"
#include "../support/fall_object.h"
#include "../support/hurt_object.h"
#include "../support/monitor_object.h"
#include "camera_runner.h"
#include "level_builder.h"
#include "object_level.h"
#include "solidtile/camera/camera.h"
#include "solidtile/input.h"
#include "solidtile/level/enemy_motion.h"
#include "solidtile/level/falling.h"
#include "solidtile/level/object_loading.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace {

constexpr int kLoadGround = 448;

// 4096 px of ground at y 448, the objects loaded by the camera unless `always`.
Level wideLevel(std::vector<SolidObject> objects, bool always = false) {
  LevelBuilder b(256, 32);
  b.ground(kLoadGround);
  b.level.objects.assign(std::move(objects));
  if (!always) b.level.objects.setLoading(ObjectLoading::Camera);
  return b.level;
}

// The player, the objects' slots and the camera stepped as `sim` steps them.
struct Runner : CameraRunner {
  using CameraRunner::CameraRunner;
  bool loaded(std::size_t i) const { return objectLoaded(level.objects, i, slots); }
  // Put down standing on the ground at x, right of the screen, and wait for
  // the camera to follow there (it scrolls at most 16 px a frame).
  void jumpAhead(int x) {
    const std::uint32_t frame = s.frame;  // the frame counter runs on
    s = spawnPlayer(cfg, x, kLoadGround - cfg.standRadiusY - 1);
    s.frame = frame;
    steps(300);
  }
  // Back left on foot (Sonic 1's ScrollHoriz reads a player put down left
  // of the screen as far right of it), then still until the camera stops.
  void walkBack(int x) {
    for (int k = 0; k < 2000 && (s.x >> 8) > x; ++k) step(input::kLeft);
    steps(200);
  }
};

TEST(ObjectLoading, TheWindowIsOutOfRangesChunksBehindAndAhead) {
  // The camera at x 0..$7F: chunk 0, objects at x 0 .. $27F exist.
  EXPECT_EQ(loadChunk(0x7F), 0);
  EXPECT_TRUE(inLoadWindow(0, loadChunk(0)));
  EXPECT_TRUE(inLoadWindow(0x27F, loadChunk(0x7F)));
  EXPECT_FALSE(inLoadWindow(0x280, loadChunk(0x7F)));
  // At x $100..$17F: $80 behind the chunk to $280 past it, $80 .. $37F.
  EXPECT_EQ(loadChunk(0x17F), 0x100);
  EXPECT_FALSE(inLoadWindow(0x7F, 0x100));
  EXPECT_TRUE(inLoadWindow(0x80, 0x100));
  EXPECT_TRUE(inLoadWindow(0x37F, 0x100));
  EXPECT_FALSE(inLoadWindow(0x380, 0x100));
}

TEST(ObjectLoading, ACameraLevelKeepsTheChunksInTwoMoreSlots) {
  const Level always = wideLevel({monitorObject(400, 418), box(0, 0, 16, 16)}, true);
  const Level camera = wideLevel({monitorObject(400, 418), box(0, 0, 16, 16)});
  EXPECT_EQ(always.objects.slotCount(), 2u);
  EXPECT_EQ(camera.objects.slotCount(), 4u);
  EXPECT_EQ(camera.objects.loadingSlot(), 2u);
  // Where the layout has it: the centre of its first point.
  EXPECT_EQ(camera.objects.loadX(0), 415);
  EXPECT_EQ(camera.objects.loadX(1), 8);
}

// A platform reaching from x 100 to 1300 over the player's start, its centre
// (x 700) past the start camera's window (x 0: objects up to $27F): the game
// has not made it, so he falls through to the ground; with every object
// loaded he lands on it. As he runs right the camera brings it in.
TEST(ObjectLoading, AnObjectWhoseXIsPastTheWindowDoesNotAct) {
  for (Profile p : kProfiles) {
    const Level camera = wideLevel({box(100, 400, 1200, 16, true)});
    const Level always = wideLevel({box(100, 400, 1200, 16, true)}, true);
    Runner r(camera, p, 160, 300), a(always, p, 160, 300);
    EXPECT_EQ(r.camera.x, 0);
    EXPECT_FALSE(r.loaded(0));
    r.steps(120);
    a.steps(120);
    EXPECT_EQ(a.s.standingOn, 0) << profileName(p);
    EXPECT_EQ(r.s.standingOn, -1) << profileName(p);
    EXPECT_EQ((r.s.y >> 8) + r.s.radiusY + 1, kLoadGround) << profileName(p);
    // Running right: x 700 (chunk $280) is in the window once the camera's
    // chunk is $80 ($280 - ($80 - $80) <= $280).
    int frame = 0;
    for (; frame < 600 && !r.loaded(0); ++frame) r.step(input::kRight);
    ASSERT_TRUE(r.loaded(0)) << profileName(p);
    EXPECT_EQ(loadChunk(r.camera.x), 0x80) << profileName(p);
  }
}

// Mon_BreakOpen's "bset #0,2(a2,d0.w)": the respawn entry remembers the
// break, and Obj26's Mon_Main reads it back when ObjPosLoad makes it again.
TEST(ObjectLoading, ABrokenMonitorStaysBrokenAfterLeavingAndComingBack) {
  for (Profile p : kProfiles) {
    const Level l = wideLevel({monitorObject(400, 418, 3)});
    Runner r(l, p, 300, 420);
    r.steps(30);
    ASSERT_FALSE(r.s.airborne);
    r.s.gsp = r.s.xsp = 0x800;
    r.step(input::kDown);
    bool broke = false;
    for (int k = 0; k < 60 && !broke; ++k) {
      r.step();
      broke = r.rec.has(EventKind::MonitorBroken);
    }
    ASSERT_TRUE(broke) << profileName(p);
    r.jumpAhead(3000);
    EXPECT_FALSE(r.loaded(0)) << profileName(p);
    r.walkBack(300);
    ASSERT_TRUE(r.loaded(0)) << profileName(p);
    EXPECT_TRUE(monitorAt(r.slots[0], r.slots[1], r.s.frame).broken) << profileName(p);
  }
}

// Sonic 1's blue Newtron deletes itself (Newt_Delete's DeleteObject leaves
// its respawn entry marked): gone from the window and back, it is not made
// again. A Buzz Bomber that flew out of the window (out_of_range on its obX,
// RememberState) is made again, fresh at its placement, once the window has
// lost and brought back its placement.
TEST(ObjectLoading, ABlueNewtronThatDeletedItselfStaysGoneAFlownBuzzBomberComesBack) {
  SolidObject newtron = enemyAround(400, 420, 40, 32);
  newtron.motion = EnemyMotion::NewtronBlue;
  SolidObject buzz = enemyAround(600, 300, 48, 24);
  buzz.motion = EnemyMotion::Buzzbomber;
  buzz.dir = ObjectDir::Right;  // flipped: flies right, away from him
  const Level l = wideLevel({newtron, buzz});
  Runner r(l, Profile::Sonic1, 300, kLoadGround - 20);
  r.steps(200);
  const auto place = [&](std::size_t i) { return enemyPlace(l.objects[i], r.slots.data() + l.objects.slotOf(i)); };
  EXPECT_EQ(place(0).phase, EnemyPhase::Gone);  // 141 frames after he was within $80
  EXPECT_EQ(place(1).phase, EnemyPhase::Gone);  // flown right past the window's edge (x $300)
  r.jumpAhead(3000);
  EXPECT_FALSE(r.loaded(0));
  EXPECT_FALSE(r.loaded(1));
  EXPECT_EQ(place(0).phase, EnemyPhase::Gone) << "its slots kept: never made again";
  EXPECT_FALSE(place(0).touchable);
  EXPECT_FALSE(place(1).made) << "its slots cleared: made fresh when the window brings it back";
}

// A collapse he stood on, gone from the window before it broke, ran
// RememberState (out_of_range, then "bclr #7,2(a2,d0.w)"): ObjPosLoad makes
// it again, whole. One that broke up stays gone: its pieces end in
// DeleteObject, which leaves the entry marked loaded.
TEST(ObjectLoading, ACollapseLeftWhileCountingComesBackWholeOneBrokenStaysGoneButInSonic3k) {
  for (Profile p : kProfiles) {
    const int lag = defaultPlayerConfig(p).collapseFlagBeforeCount ? 1 : 0;
    {
      const Level l = wideLevel({collapseObject(320, 400, 64, 16, true, 250)});
      Runner r(l, p, 352, 300);
      r.steps(60);
      ASSERT_EQ(r.s.standingOn, 0) << profileName(p);
      ASSERT_EQ(collapseAt(l.objects[0], r.slots[0], r.s.frame, true, lag).phase, CollapsePhase::Counting);
      r.jumpAhead(3000);
      EXPECT_EQ(r.slots[0], ObjectSlot{}) << profileName(p);
      r.walkBack(200);
      EXPECT_EQ(collapseAt(l.objects[0], r.slots[0], r.s.frame, true, lag).phase, CollapsePhase::Intact)
          << profileName(p);
    }
    {
      const Level l = wideLevel({collapseObject(320, 400, 64, 16, true, 8, 4)});
      Runner r(l, p, 352, 300);
      r.steps(120);
      ASSERT_EQ(collapseAt(l.objects[0], r.slots[0], r.s.frame, false, lag).phase, CollapsePhase::Gone);
      r.jumpAhead(3000);
      r.walkBack(200);
      // S&K's FragmentsDrawAndPlaySfx frees the entry ("bclr #7,(a1)") as it
      // breaks up: the object manager makes it again, whole.
      const CollapsePhase back = defaultPlayerConfig(p).collapseRemadeAfterBreak ? CollapsePhase::Intact : CollapsePhase::Gone;
      EXPECT_EQ(collapseAt(l.objects[0], r.slots[0], r.s.frame, false, lag).phase, back) << profileName(p);
    }
  }
  EXPECT_TRUE(defaultPlayerConfig(Profile::Sonic3K).collapseRemadeAfterBreak);
  EXPECT_FALSE(defaultPlayerConfig(Profile::Sonic1).collapseRemadeAfterBreak);
  EXPECT_FALSE(defaultPlayerConfig(Profile::Sonic2).collapseRemadeAfterBreak);
}

// Obj18 has no respawn entry (GHZ's layout writes it $18, not $98), and
// out_of_range deletes a fallen one: made again, it waits at its place.
TEST(ObjectLoading, AFallenPlatformIsMadeAgainAtItsPlace) {
  for (Profile p : {Profile::Sonic1, Profile::Sonic2}) {
    const Level l = wideLevel({fallObject(320, 400, 64, 16)});
    Runner r(l, p, 352, 300);
    r.steps(200);
    ASSERT_NE(r.slots[0], ObjectSlot{}) << profileName(p);
    r.jumpAhead(3000);
    r.walkBack(200);
    EXPECT_EQ(r.slots[0], ObjectSlot{}) << profileName(p);
    const FallView v = fallAt(l.objects[0], r.slots[0], r.s.frame, l.heightPixels());
    EXPECT_EQ(v.phase, FallPhase::Still) << profileName(p);
    EXPECT_EQ(v.drop, 0) << profileName(p);
  }
}

// Rewinding copies the player, the camera and the slots: a run from a copy
// taken mid-way ends where the run itself does.
TEST(ObjectLoading, ACopyOfTheStateRunsOnAsTheRunDoes) {
  const Level l = wideLevel({collapseObject(320, 400, 64, 16, true, 40), monitorObject(1400, 418), box(2000, 380, 64, 16)});
  Runner r(l, Profile::Sonic1, 160, 300);
  r.steps(100, input::kRight);
  Runner copy = r;
  r.steps(300, input::kRight);
  copy.steps(300, input::kRight);
  EXPECT_EQ(r.s, copy.s);
  EXPECT_EQ(r.slots, copy.slots);
  EXPECT_EQ(r.camera, copy.camera);
}

}  // namespace
}  // namespace solidtile::test
