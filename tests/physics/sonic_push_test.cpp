// Pushable blocks against the Sonic player (sonic/push.h, level/push.h):
// Sonic 1's Obj33 ("_incObj/33 Pushable Blocks.asm"); each number quoted
// from it.
#include <gtest/gtest.h>

#include <cstdio>
#include <vector>

#include "../support/push_object.h"
#include "level_builder.h"
#include "slot_stepper.h"
#include "solidtile/input.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace {

constexpr int kPushGround = 448, kBlockX = 320, kBlockY = kPushGround - PushBlock::kHeight;

struct PushStepper : SlotStepper {
  using SlotStepper::SlotStepper;
  void stepLean(Input in = 0) { stepPlayer(s, level, cfg, in, nullptr, slots); }
  PushView block(std::size_t i = 0) const {
    return pushAt(level.objects[i], slots.data() + level.objects.slotOf(i));
  }
};

// Ground at 448 across; `wallX` (a multiple of 16) starts a wall of tiles up
// to the top, `pitFrom..pitTo` is ground lowered to `pitFloor`.
Level pushLevel(std::vector<SolidObject> objects, int wallX = -1, int pitFrom = -1, int pitTo = -1, int pitFloor = 0) {
  LevelBuilder b(64, 40);
  b.ground(kPushGround);
  if (wallX >= 0) b.fill(wallX / 16, 0, wallX / 16 + 1, kPushGround / 16, b.full);
  if (pitFrom >= 0) {
    for (int ty = kPushGround / 16; ty < pitFloor / 16; ++ty)
      for (int tx = pitFrom / 16; tx < pitTo / 16; ++tx) b.level.setTile(0, tx, ty, Tile{});
  }
  b.level.objects.assign(std::move(objects));
  return b.level;
}

TEST(SonicPush, TheRoutinesNumbers) {
  EXPECT_EQ(PushBlock::kSmallWidth, 2 * 0x10);  // PushB_Var "dc.b $10, 0"
  EXPECT_EQ(PushBlock::kLongWidth, 2 * 0x40);   // "dc.b $40, 1"
  EXPECT_EQ(PushBlock::kHeight, 2 * 0x10);      // "move.w #$10,d2"
  EXPECT_EQ(PushBlock::kPushInertia, 0x40);     // "move.w #$40,d1" ... "move.w d1,obInertia(a1)"
  EXPECT_EQ(PushBlock::kSlideSpeed, 0x400);     // "move.w #$400,obVelX(a0)"
  EXPECT_EQ(PushBlock::kGravity, 0x18);         // "addi.w #$18,obVelY(a0)"
  EXPECT_EQ(PushBlock::kFloorSnap, 4);          // "cmpi.w #4,d1; ble.s loc_C2E0"
  EXPECT_EQ(kindSlots(ObjectKind::Push), kPushSlots);
}

// loc_C230 / loc_C294: each push moves the block and the player one pixel,
// "move.w d1,obInertia(a1)" ($40) and "move.w #0,obVelX(a1)".
TEST(SonicPush, APushMovesTheBlockAndThePlayerOnePixelAndSetsHisInertiaTo40) {
  for (Profile p : kProfiles) {
    const Level l = pushLevel({pushObject(kBlockX, kBlockY)});
    PushStepper r(l, p, kBlockX - 60, kPushGround - 40);
    int pushes = 0;
    for (int f = 0; f < 400; ++f) {
      const PushView before = r.block();
      const std::int32_t playerBefore = px(r.s.x);
      r.step(input::kRight);
      const PushView after = r.block();
      if (r.rec.has(EventKind::BlockPushed)) {
        ++pushes;
        ASSERT_EQ(after.x, before.x + 1) << profileName(p) << " frame " << r.s.frame;
        ASSERT_EQ(r.s.gsp, 0x40) << profileName(p);
        ASSERT_EQ(r.s.xsp, 0) << profileName(p);
        // He ends where the side test left him, a pixel on: touching the block's new face.
        ASSERT_EQ(px(r.s.x) + 0xB, after.x) << profileName(p);
        ASSERT_GE(px(r.s.x), playerBefore) << profileName(p);
      } else {
        ASSERT_EQ(after.x, before.x) << profileName(p);
      }
      ASSERT_EQ(after.y, pixels(kBlockY)) << profileName(p);  // the floor stays level
      ASSERT_EQ(after.phase, PushPhase::Rest);
    }
    EXPECT_GT(pushes, 50) << profileName(p);
    std::printf("%s: %d pushes in 400 frames held right\n", profileName(p), pushes);
    EXPECT_EQ(r.block().x, kBlockX + pushes) << profileName(p);
  }
}

// ObjHitWallRight: "tst.w d1; bmi.w locret_C2E4": no push into a wall; the
// block stops with its face against it.
TEST(SonicPush, TheBlockStopsAgainstAWall) {
  const int wall = 400;
  for (Profile p : kProfiles) {
    const Level l = pushLevel({pushObject(kBlockX, kBlockY)}, wall);
    PushStepper r(l, p, kBlockX - 40, kPushGround - 40);
    for (int f = 0; f < 900; ++f) r.step(input::kRight);
    EXPECT_EQ(r.block().x + PushBlock::kSmallWidth, wall) << profileName(p);
    for (int f = 0; f < 60; ++f) {
      r.step(input::kRight);
      ASSERT_FALSE(r.rec.has(EventKind::BlockPushed)) << profileName(p);
    }
  }
}

// Past a ledge (ObjFloorDist > 4 after a push): obSolid 6 slides it at $400
// until "andi.w #$C,d0" is 0 and "andi.w #-$10,obX(a0)" aligns it; obSolid
// 4 then falls with "addi.w #$18,obVelY(a0)" after SpeedToPos, until
// ObjFloorDist is negative: "add.w d1,obY(a0)" puts it on the tiles.
TEST(SonicPush, PastALedgeItSlidesToA16PxColumnThenFallsWithGravity18AndLandsOnTheTiles) {
  const int pitFrom = 368, pitFloor = 528;
  for (Profile p : kProfiles) {
    const Level l = pushLevel({pushObject(kBlockX, kBlockY)}, -1, pitFrom, 1008, pitFloor);
    PushStepper r(l, p, kBlockX - 40, kPushGround - 40);
    int f = 0;
    while (r.block().phase == PushPhase::Rest && f++ < 600) r.step(input::kRight);
    ASSERT_EQ(r.block().phase, PushPhase::Sliding) << profileName(p);
    // The push that started it: its centre (x + 16) past the ledge by more than 4 px of floor.
    PushView v = r.block();
    EXPECT_EQ(v.x + 16, pitFrom) << profileName(p);
    EXPECT_FALSE(v.left);
    // Slides 4 px a frame until x & $C is 0.
    int x = v.x;
    for (;;) {
      r.step();
      x += 4;
      v = r.block();
      if ((x & 0xC) == 0) break;
      ASSERT_EQ(v.x, x) << profileName(p);
      ASSERT_EQ(v.phase, PushPhase::Sliding);
    }
    EXPECT_EQ(v.x, x & -16);
    EXPECT_EQ(v.phase, PushPhase::Falling);
    // Falls: y += ysp, then ysp += $18, until the floor.
    Sub y = v.y, ysp = 0;
    for (int n = 0; n < 200; ++n) {
      r.step();
      y += ysp;
      ysp += 0x18;
      v = r.block();
      if (v.phase == PushPhase::Rest) break;
      ASSERT_EQ(v.y, y) << profileName(p) << " fall frame " << n;
      ASSERT_EQ(v.ysp, ysp);
    }
    EXPECT_TRUE(r.rec.has(EventKind::BlockLanded)) << profileName(p);
    EXPECT_EQ(v.y >> 8, pitFloor - PushBlock::kHeight) << profileName(p);
    EXPECT_EQ(v.y & 0xFF, y & 0xFF);  // the whole pixels moved; the fraction kept
    EXPECT_EQ(v.ysp, 0);
    EXPECT_EQ(v.x, x & -16);
  }
}

// Solid_Landed / MvSonicOnPtfm: the block is solid to stand on, 17 px above its centre.
TEST(SonicPush, ThePlayerStandsOnIt) {
  for (Profile p : kProfiles) {
    const Level l = pushLevel({pushObject(kBlockX, kBlockY)});
    PushStepper r(l, p, kBlockX + 16, kBlockY - 60);
    for (int f = 0; f < 120; ++f) r.step();
    EXPECT_EQ(r.s.standingOn, 0) << profileName(p);
    EXPECT_EQ(px(r.s.y) + r.s.radiusY, kBlockY - 1) << profileName(p);
    for (int f = 0; f < 8; ++f) r.step(input::kRight);
    EXPECT_EQ(r.block(), pushAt(l.objects[0], nullptr)) << profileName(p);  // standing on it never pushes it
  }
}

// A long block (subtype 1, obActWid $40) is pushed the same way.
TEST(SonicPush, ALongBlockIsPushedToo) {
  const Level l = pushLevel({pushObject(kBlockX, kBlockY, PushBlock::kLongWidth)});
  PushStepper r(l, Profile::Sonic1, kBlockX - 40, kPushGround - 40);
  for (int f = 0; f < 200; ++f) r.step(input::kRight);
  EXPECT_GT(r.block().x, kBlockX);
}

// The block's state is the slots': a run restarted from a copy of the state
// and the slots goes on byte for byte, recorded or not.
TEST(SonicPush, RewindingCopiesTheBlockWithThePlayer) {
  const Level l = pushLevel({pushObject(kBlockX, kBlockY)}, -1, 400, 1008, 528);
  PushStepper a(l, Profile::Sonic1, kBlockX - 40, kPushGround - 40);
  for (int f = 0; f < 60; ++f) a.step(input::kRight);
  const PlayerState saved = a.s;
  const std::vector<ObjectSlot> savedSlots = a.slots;
  std::vector<PushView> first;
  for (int f = 0; f < 400; ++f) {
    a.step(input::kRight);
    first.push_back(a.block());
  }
  PushStepper b(l, Profile::Sonic1, 0, 0);
  b.s = saved;
  b.slots = savedSlots;
  for (int f = 0; f < 400; ++f) {
    b.stepLean(input::kRight);
    ASSERT_EQ(b.block(), first[static_cast<std::size_t>(f)]) << f;
  }
  EXPECT_EQ(b.s, a.s);
  EXPECT_EQ(b.slots, a.slots);
  EXPECT_NE(first.back().x, kBlockX);  // it did move
}

// Far from the player, a sliding or falling block still runs its routine.
TEST(SonicPush, AFallingBlockFallsWhereverThePlayerIs) {
  const Level l = pushLevel({pushObject(kBlockX, kBlockY)});
  PushStepper r(l, Profile::Sonic1, 80, kPushGround - 40);
  PushView v = r.block();
  v.phase = PushPhase::Falling;
  v.y = pixels(kBlockY - 200);
  storePush(r.slots.data(), v);
  for (int f = 0; f < 200; ++f) r.stepLean();
  EXPECT_EQ(r.block().phase, PushPhase::Rest);
  EXPECT_EQ(r.block().y >> 8, kBlockY);
}

}  // namespace
}  // namespace solidtile::test
