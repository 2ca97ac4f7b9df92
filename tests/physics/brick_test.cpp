// Falling bricks against the Sonic player (sonic/brick.h, level/brick.h):
// Sonic 1's Obj46 subtypes 2 and $A ("_incObj/46 MZ Bricks.asm":
// Brick_Action, Brick_Type02, 03, 04), the fall transcribed and run beside
// the kind. Purpose-built levels: levelWith's ground at y 448 and a brick
// hanging at top 200 (centre x 416), landing on it at 416.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "../support/brick_object.h"
#include "object_level.h"
#include "slot_stepper.h"
#include "solidtile/camera/camera.h"
#include "solidtile/level/brick.h"
#include "solidtile/level/object_loading.h"
#include "solidtile/level/object_state.h"
#include "solidtile/level/oscillation.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace brick {  // apart from the other tests' names in a unity build
namespace {

constexpr int kLeft = 400, kTop = 200, kLand = 448 - 32, kCentre = kLeft + 16;

// Brick_Type03 as written: SpeedToPos on the 16.16 obY ("asl.l #8" of the
// speed), "addi.w #$18,obVelY(a0)", then ObjFloorDist's distance (the floor
// flat under it: land - y) and "add.w d1,obY(a0)" when negative.
struct Obj46Fall {
  std::int32_t y;  // 16.16
  std::int16_t vel = 0;
  bool landed = false;
  explicit Obj46Fall(std::int32_t top) : y(top << 16) {}
  void frame(std::int32_t land) {
    if (landed) return;
    y += std::int32_t{vel} << 8;
    vel = static_cast<std::int16_t>(vel + 0x18);
    const std::int32_t d1 = land - (y >> 16);
    if (d1 < 0) y += d1 * 65536, landed = true;
  }
};

// Set off on frame 1 (a player within $90 from the start) with no wobble,
// the kind's y on every frame after is the routine's until it lands, then
// land_y; the drop after k frames is (12 k (k - 1)) >> 8.
TEST(Brick, TheFallIsTheRoutinesFrameByFrameToTheLanding) {
  EXPECT_EQ(brickDrop(1), 0);
  EXPECT_EQ(brickDrop(5), 0);     // 240 / 256
  EXPECT_EQ(brickDrop(6), 1);     // 360 / 256
  EXPECT_EQ(brickDrop(10), 4);    // 1080 / 256
  EXPECT_EQ(brickDrop(20), 17);   // 4560 / 256
  EXPECT_EQ(brickDrop(40), 73);   // 18720 / 256
  const Level l = levelWith({brickAt(kLeft, kTop, kLand)});
  ASSERT_EQ(l.objects.slotCount(), BrickTiming::kSlots + 2);  // its four, the screen's two
  SlotStepper r(l, Profile::Sonic1, kCentre - 0x40, 100);
  r.step();
  ASSERT_EQ(r.slots[0].since, 1u);
  Obj46Fall g(kTop);
  std::uint32_t landedOn = 0;
  for (std::uint32_t f = 2; f < 200; ++f) {
    r.step();
    g.frame(kLand);
    const BrickView v = brickAt(l.objects[0], r.slots.data(), f);
    ASSERT_EQ(v.y, g.y >> 16) << "frame " << f;
    if (g.landed && landedOn == 0) {
      landedOn = f;
      EXPECT_EQ(r.slots[2].since, f);
    }
    if (!g.landed) {
      ASSERT_EQ(v.phase, BrickPhase::Falling) << f;
    }
  }
  // 216 px: the first k with (12 k (k - 1)) >> 8 past it is 69 (219; 68 gives 213).
  EXPECT_EQ(landedOn, 1u + 69u);
  EXPECT_EQ(brickAt(l.objects[0], r.slots.data(), 199).phase, BrickPhase::Landed);
  EXPECT_EQ(brickAt(l.objects[0], r.slots.data(), 199).y, kLand);
}

// Brick_Type02: "cmpi.w #$90,d0; bhs.s" on |px - obX|: 143 px either side
// sets it off on the first frame, 144 never (the player dropped straight
// down, his x still).
TEST(Brick, ThePlayerWithin90PixelsAcrossSetsItOffNotAt90) {
  const Level l = levelWith({brickAt(kLeft, kTop, kLand)});
  for (const int dx : {-0x90, -0x8F, 0x8F, 0x90}) {
    SlotStepper r(l, Profile::Sonic1, kCentre + dx, 300);
    for (int f = 0; f < 100; ++f) r.step();
    ASSERT_EQ(r.s.x >> 8, kCentre + dx);
    const bool within = dx > -0x90 && dx < 0x90;
    EXPECT_EQ(r.slots[0].since, within ? 1u : ObjectSlot::kNever) << dx;
  }
  EXPECT_TRUE(brickTriggered(kCentre + 0x8F, kLeft));
  EXPECT_FALSE(brickTriggered(kCentre + 0x90, kLeft));
  EXPECT_FALSE(brickTriggered(kCentre - 0x90, kLeft));
}

// Landed with `lava`, from the next frame Brick_Type04's y: land_y - (byte
// of v_oscillate+$12 >> 3), oscillator 4 read on the frame; without, still.
TEST(Brick, OnTheLavaItFloatsByOscillatorFourElseItLiesStill) {
  for (const bool lava : {false, true}) {
    const Level l = levelWith({brickAt(kLeft, kTop, kLand, lava)});
    SlotStepper r(l, Profile::Sonic1, kCentre - 0x40, 100);
    while (r.s.frame < 70) r.step();
    ASSERT_EQ(r.slots[2].since, 70u);
    EXPECT_EQ(brickAt(l.objects[0], r.slots.data(), 70).y, kLand);
    for (std::uint32_t f = 71; f < 71 + 600; ++f) {
      r.step();
      // Frame f's objects run after f - 1 updates (level/oscillation.h).
      const int byte = oscillatorValue(OscTable::Sonic1, 4, f - 1) >> 8;
      ASSERT_LE(byte, 0x3E);
      const BrickView v = brickAt(l.objects[0], r.slots.data(), f);
      ASSERT_EQ(v.y, lava ? kLand - (byte >> 3) : kLand) << f;
      ASSERT_EQ(v.floating, lava);
    }
  }
}

// Where the player's y puts the top of the block he stands on (d3 $11).
std::int32_t blockTopUnder(const PlayerState& s) { return (s.y >> 8) + s.radiusY + 1; }

// Dropped onto it from above in every profile: he sets it off (within $90)
// on frame 1, lands on it while it falls and is carried down by exactly its
// fall to land_y, where he stays on it.
TEST(Brick, APlayerRidesItDownToTheFloorInEveryProfile) {
  for (const Profile p : {Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K, Profile::Guide}) {
    const Level l = levelWith({brickAt(kLeft, kTop, kLand)});
    SlotStepper r(l, p, kCentre, 150);
    ASSERT_TRUE(r.until(EventKind::ObjectLanded, 60)) << profileName(p);
    EXPECT_EQ(r.slots[0].since, 1u) << profileName(p);
    int carried = 0;
    for (int n = 0; n < 150; ++n) {
      r.step();
      ASSERT_EQ(r.s.standingOn, 0) << profileName(p) << " frame " << r.s.frame;
      const BrickView v = brickAt(l.objects[0], r.slots.data(), r.s.frame);
      ASSERT_EQ(blockTopUnder(r.s), v.y) << profileName(p) << " frame " << r.s.frame;
      carried += r.rec.has(EventKind::ObjectCarried);
    }
    EXPECT_EQ(blockTopUnder(r.s), kLand) << profileName(p);
    EXPECT_GT(carried, 20) << profileName(p);
  }
}

// Brick_Action's "tst.b obRender(a0); bpl.s": with the camera (the list's
// screen slots) more than 256 px above its centre nothing runs, neither the
// trigger nor the fall; back on screen it goes on where it stopped.
TEST(Brick, OffScreenItNeitherTriggersNorFalls) {
  const Level l = levelWith({brickAt(kLeft, kTop, kLand)});
  const std::size_t screen = l.objects.screenSlot();
  SlotStepper r(l, Profile::Sonic1, kCentre, 100);
  const auto cameraAt = [&](std::int32_t x, std::int32_t y) {
    r.slots[screen].since = static_cast<std::uint32_t>(x) & 0xFFFFu;
    r.slots[screen + 1].since = static_cast<std::uint32_t>(y) & 0xFFFFu;
  };
  cameraAt(kCentre - 160, kTop + 16 - 0x100);  // centre y - camera y = $100: not drawn
  for (int f = 0; f < 20; ++f) r.step();
  EXPECT_EQ(r.slots[0].since, ObjectSlot::kNever);
  cameraAt(kCentre - 160, kTop + 16 - 0xFF);  // $FF: drawn
  r.step();
  EXPECT_EQ(r.slots[0].since, 21u);
  cameraAt(kCentre - 160, kTop - 0x20);  // well on screen while it falls 30 frames
  for (int f = 0; f < 30; ++f) r.step();
  EXPECT_EQ(r.slots[1].since, 30u);
  const std::int32_t y = brickAt(l.objects[0], r.slots.data(), r.s.frame).y;
  cameraAt(kCentre - 160, y + 16 - 0x100);  // paused where it is
  for (int f = 0; f < 40; ++f) r.step();
  EXPECT_EQ(r.slots[1].since, 30u);
  EXPECT_EQ(brickAt(l.objects[0], r.slots.data(), r.s.frame).y, y);
  cameraAt(kCentre - 160, y + 16 - 0x20);
  r.step();
  EXPECT_EQ(r.slots[1].since, 31u);
}

// Deleted by out_of_range and made again from the layout, it waits afresh
// at its placement: the loading clears its slots (object_loading.h).
TEST(Brick, MadeAgainAfterOutOfRangeItWaitsAgain) {
  Level l = levelWith({brickAt(kLeft, kTop, kLand)});
  l.objects.setLoading(ObjectLoading::Camera);
  SlotStepper r(l, Profile::Sonic1, kCentre, 100);
  for (int f = 0; f < 40; ++f) r.step();
  ASSERT_EQ(r.slots[0].since, 1u);
  ASSERT_EQ(brickAt(l.objects[0], r.slots.data(), r.s.frame).phase, BrickPhase::Falling);
    moveCameraFarAway(r);  // the last chunk's window (x $780..$A00) leaves it out
  const BrickView v = brickAt(l.objects[0], r.slots.data(), r.s.frame);
  EXPECT_EQ(v.phase, BrickPhase::Waiting);
  EXPECT_EQ(v.y, kTop);
}

// The fields: Obj46's 32 x 32, one point, a wobble on y alone, landing at
// or below its top; land_y and lava on another kind.
TEST(Brick, ItsFieldsAreChecked) {
  EXPECT_EQ(objectProblem(brickAt(kLeft, kTop, kLand)), "");
  SolidObject o = brickAt(kLeft, kTop, kLand);
  o.w = 48;
  EXPECT_NE(objectProblem(o).find("32 x 32"), std::string::npos) << objectProblem(o);
  o = brickAt(kLeft, kTop, kTop - 1);
  EXPECT_NE(objectProblem(o).find("above the brick's top"), std::string::npos) << objectProblem(o);
  o = brickAt(kLeft, kTop, kLand);
  o.topOnly = true;
  EXPECT_NE(objectProblem(o).find("top_only"), std::string::npos) << objectProblem(o);
  o = brickAt(kLeft, kTop, kLand);
  o.osc = {OscTable::Sonic1, 5, ObjectAxis::X, 0, true, 0, false};
  EXPECT_NE(objectProblem(o).find("on y alone"), std::string::npos) << objectProblem(o);
  SolidObject b = box(0, 0, 32, 32);
  b.lava = true;
  EXPECT_EQ(objectProblem(b), "land_y and lava are for a brick, not block");
}

}  // namespace
}  // namespace brick
}  // namespace solidtile::test
