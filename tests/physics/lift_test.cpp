// Lifts against the Sonic player (sonic/lift.h, level/lift.h): Sonic 2's
// Obj16 (s2.asm Obj16_Init, Obj16_Main, Obj16_Wait, Obj16_Slide,
// Obj16_Fall), the routine transcribed and run beside the kind.
// Purpose-built levels: a lift high in an empty level (its fall meets no
// ground; the level's bottom, 512, is Camera_Max_Y_pos + 224).
#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "../support/lift_object.h"
#include "level_builder.h"
#include "object_level.h"
#include "slot_stepper.h"
#include "solidtile/input.h"
#include "solidtile/level/lift.h"
#include "solidtile/level/object_state.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace lift {  // apart from the other tests' names in a unity build
namespace {

// Obj16's state as written, one frame at a time: x_pos and y_pos as longs
// (pixel.subpixel), the velocities, objoff_34, routine_secondary.
struct Obj16 {
  std::int64_t x = 0, y = 0;  // from the placement, 16.16
  std::int16_t xVel = 0, yVel = 0;
  std::uint16_t count = 0;  // objoff_34
  int routine = 0;
  bool flipped = false;
  Obj16(std::uint8_t subtype, bool f) : flipped(f) {
    count = static_cast<std::uint16_t>(subtype << 3);  // "lsl.w #3,d0; move.w d0,objoff_34(a0)"
  }
  void move() {  // ObjectMove: "ext.l d0; lsl.l #8,d0; add.l d0,x_pos(a0)"
    x += std::int64_t{xVel} * 256;
    y += std::int64_t{yVel} * 256;
  }
  void frame(bool stood) {  // stood: a standing bit PlatformObject set last frame
    if (routine == 0) {  // Obj16_Wait
      if (stood) {
        routine = 2;
        xVel = flipped ? -0x200 : 0x200;
        yVel = 0x100;
      }
    } else if (routine == 2) {  // Obj16_Slide
      move();
      if (--count == 0) routine = 4, xVel = 0, yVel = 0;  // "subq.w #1,objoff_34(a0); bne.s"
    } else {  // Obj16_Fall
      move();
      yVel = static_cast<std::int16_t>(yVel + 0x38);  // "addi.w #$38,y_vel(a0)"
    }
  }
};

TEST(Lift, ItsPlaceIsTheRoutinesOnEveryFrame) {
  for (const std::uint8_t subtype : {std::uint8_t{1}, std::uint8_t{2}, std::uint8_t{5}, std::uint8_t{16}, std::uint8_t{255}}) {
    for (const bool flipped : {false, true}) {
      for (const std::uint32_t since : {0u, 1u, 37u, 1000u}) {
        Obj16 g(subtype, flipped);
        for (std::uint32_t f = 0; f < since + 2200; ++f) {
          g.frame(f == since);
          const LiftView v = liftAt(subtype, flipped ? -1 : 1, f < since ? ObjectSlot::kNever : since, f, INT32_MAX);
          ASSERT_EQ(v.dx, g.x >> 8) << int(subtype) << " since " << since << " frame " << f;
          ASSERT_EQ(v.dy, g.y >> 8) << int(subtype) << " since " << since << " frame " << f;
          if (f > since + 1 + subtype * 8u + 300) break;  // far below any level by then
        }
      }
    }
  }
  // The frames: set off on s, it moves from s + 1 (2, 1 a move) for subtype x 8 moves, then falls.
  EXPECT_EQ(liftAt(2, 1, 10, 10, INT32_MAX).phase, LiftPhase::Waiting);
  EXPECT_EQ(liftAt(2, 1, 10, 11, INT32_MAX).dx, 0x200);
  EXPECT_EQ(liftAt(2, 1, 10, 26, INT32_MAX).dx, 16 * 0x200);
  EXPECT_EQ(liftAt(2, 1, 10, 26, INT32_MAX).phase, LiftPhase::Sliding);
  EXPECT_EQ(liftAt(2, 1, 10, 27, INT32_MAX).dy, 16 * 0x100);  // the fall's first move is y_vel 0
  EXPECT_EQ(liftAt(2, 1, 10, 28, INT32_MAX).dy, 16 * 0x100 + 0x38);
  EXPECT_EQ(liftAt(2, 1, 10, 29, INT32_MAX).dy, 16 * 0x100 + 3 * 0x38);
  EXPECT_EQ(liftAt(2, -1, 10, 40, INT32_MAX).dx, -16 * 0x200);
}

Level emptyLevelWith(SolidObject o) {
  LevelBuilder b(64, 32);  // 1024 x 512, no ground
  b.level.objects.assign({std::move(o)});
  return b.level;
}

std::int32_t feet(const PlayerState& s) { return (s.y >> 8) + s.radiusY + 1; }

// End to end in every profile, both flips: a player dropped onto it lands
// on frame L, Obj16_Wait sets it off on L + 1, and from then on he is
// carried by exactly its move each frame, across and down, through the
// slide and the fall; on the frame its y_pos passes the level's bottom he is
// let go, in the air.
TEST(Lift, StoodOnItSlidesThenFallsCarryingThePlayerInEveryProfile) {
  for (const Profile p : {Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K, Profile::Guide}) {
    for (const bool flipped : {false, true}) {
      const std::uint8_t subtype = 3;
      const int x = 500, y = 100;  // top 141
      const Level l = emptyLevelWith(liftObjectAt(x, y, flipped, subtype));
      ASSERT_EQ(l.objects.slotCount(), 1u);
      SlotStepper r(l, p, x, 60);
      ASSERT_TRUE(r.until(EventKind::ObjectLanded, 60)) << profileName(p);
      const std::uint32_t landed = r.s.frame;
      // (The landing frame's y is PlatformObject's landing, each profile's own: the loop checks from the next.)
      const std::int32_t off = (r.s.x >> 8) - x;
      bool letGo = false;
      for (std::uint32_t f = landed + 1; f < landed + 200 && !letGo; ++f) {
        r.step();
        ASSERT_EQ(r.s.frame, f);
        const LiftView v = liftAt(subtype, flipped ? -1 : 1, landed + 1, f, INT32_MAX);
        const std::int64_t obY = y + (v.dy >> 8);
        if (f == landed + 1) {
          EXPECT_EQ(r.slots[0].since, f) << profileName(p);
        }
        if (obY > 512) {  // "cmp.w y_pos(a0),d0; bhs.s": let go
          EXPECT_TRUE(r.s.airborne) << profileName(p) << " frame " << f;
          EXPECT_EQ(r.s.standingOn, -1) << profileName(p) << " frame " << f;
          letGo = true;
          break;
        }
        ASSERT_EQ(r.s.standingOn, 0) << profileName(p) << " flipped " << flipped << " frame " << f;
        ASSERT_EQ(feet(r.s), obY + 0x29) << profileName(p) << " flipped " << flipped << " frame " << f;
        ASSERT_EQ((r.s.x >> 8) - (x + (v.dx >> 8)), off) << profileName(p) << " flipped " << flipped << " frame " << f;
      }
      EXPECT_TRUE(letGo) << profileName(p);
    }
  }
}

// Not stood on it stays where it is placed.
TEST(Lift, NotStoodOnItStaysPut) {
  const Level l = emptyLevelWith(liftObjectAt(500, 100, false, 3));
  SlotStepper r(l, Profile::Sonic2, 200, 60);
  for (int f = 0; f < 100; ++f) r.step();
  EXPECT_EQ(r.slots[0].since, ObjectSlot::kNever);
}

TEST(Lift, ItsFieldsAreChecked) {
  EXPECT_EQ(objectProblem(liftObjectAt(500, 100, false, 3)), "");
  SolidObject o = liftObjectAt(500, 100, false, 0);
  EXPECT_NE(objectProblem(o).find("1..255"), std::string::npos) << objectProblem(o);
  o = liftObjectAt(500, 100, false, 3);
  o.topOnly = false;
  EXPECT_NE(objectProblem(o).find("top_only"), std::string::npos) << objectProblem(o);
  o = liftObjectAt(500, 100, false, 3);
  o.w = 32;
  EXPECT_NE(objectProblem(o).find("64 x 16"), std::string::npos) << objectProblem(o);
  o = liftObjectAt(500, 100, false, 3);
  o.dir = ObjectDir::Up;
  EXPECT_NE(objectProblem(o).find("right or left"), std::string::npos) << objectProblem(o);
  SolidObject b = box(0, 0, 32, 32);
  b.lift = 2;
  EXPECT_EQ(objectProblem(b), "lift is for a lift, not block");
}

}  // namespace
}  // namespace lift
}  // namespace solidtile::test
