// A block moved by its routine's route (SolidObject::route, level format 18;
// level/route.h): Sonic 1's Obj70, Scrap Brain's girder block (s1disasm
// "_incObj/70 Girder Block.asm"), in every profile.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "../support/girder_object.h"
#include "level_builder.h"
#include "object_level.h"
#include "slot_stepper.h"
#include "solidtile/level/object_state.h"
#include "solidtile/level/route.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace {

// The frames since made and the shift they give, from Gird_ChgMove's
// .settings and the "move.w #7,gird_delay(a0)" before each leg.
TEST(Route, TheGirderWaitsSixFramesThenRunsItsFourLegs) {
  EXPECT_EQ(girderShift(0), RouteShift{}) << "Gird_Main's frame: gird_delay 7 -> 6";
  EXPECT_EQ(girderShift(5), RouteShift{}) << "gird_delay 2 -> 1";
  EXPECT_EQ(girderShift(6), (RouteShift{0x100, 0})) << "gird_delay 1 -> 0: SpeedToPos $100";
  EXPECT_EQ(girderShift(101), (RouteShift{96 * 256, 0})) << "gird_time $60 run out";
  EXPECT_EQ(girderShift(107), (RouteShift{96 * 256, 0})) << "held 6 frames more";
  EXPECT_EQ(girderShift(108), (RouteShift{96 * 256, 0x100}));
  EXPECT_EQ(girderShift(155), (RouteShift{96 * 256, 48 * 256})) << "gird_time $30";
  EXPECT_EQ(girderShift(161), (RouteShift{96 * 256, 48 * 256}));
  EXPECT_EQ(girderShift(162), (RouteShift{95 * 256, 48 * 256 - 0x40})) << "-$100, -$40: a quarter pixel up";
  EXPECT_EQ(girderShift(257), (RouteShift{0, 24 * 256})) << "gird_time $60: 96 left, 24 up";
  EXPECT_EQ(girderShift(263), (RouteShift{0, 24 * 256}));
  EXPECT_EQ(girderShift(264), (RouteShift{0, 23 * 256}));
  EXPECT_EQ(girderShift(287), RouteShift{}) << "gird_time $18: back at its placement";
  EXPECT_EQ(girderShift(293), RouteShift{});
  EXPECT_EQ(girderShift(294), (RouteShift{0x100, 0})) << "gird_set $20 & $18 = 0: right again";
  for (std::uint32_t c = GirderRoute::kStill; c < 3000; ++c) {
    ASSERT_EQ(girderShift(c), girderShift(c + GirderRoute::kPeriod)) << c;
  }
  EXPECT_EQ(routeShift(BlockRoute::Girder, 100, 99), RouteShift{}) << "not made yet";
  EXPECT_EQ(routeShift(BlockRoute::Girder, 100, 106), (RouteShift{0x100, 0}));
  EXPECT_EQ(routeShift(BlockRoute::None, 0, 106), RouteShift{});
}

// The routine transcribed (tests/support/girder_object.h) beside the
// route's place, in 1/256 px, for blocks made on several frames.
TEST(Route, EveryFrameIsTheRoutines) {
  for (const std::uint32_t made : {0u, 1u, 7u, 100u, 287u, 1000u, 65535u}) {
    GirdRoutine r(0x6A0, 0x618);
    for (std::uint32_t f = made; f < made + 4 * GirderRoute::kPeriod + 20; ++f) {
      const std::int32_t d4 = r.run();
      const RouteShift now = routeShift(BlockRoute::Girder, made, f);
      const RouteShift was = f == made ? RouteShift{} : routeShift(BlockRoute::Girder, made, f - 1);
      ASSERT_EQ(now.dx, (r.xLong() >> 8) - 0x6A0 * 256) << "made " << made << " frame " << f;
      ASSERT_EQ(now.dy, (r.yLong() >> 8) - 0x618 * 256) << "made " << made << " frame " << f;
      ASSERT_EQ(d4, 0x6A0 + (was.dx >> 8)) << "d4, the x before the move: made " << made << " frame " << f;
    }
  }
}

// The list places it as if made on frame 0 (the box, the editor), its
// bounds hold the whole route, and it keeps one slot, the made frame.
TEST(Route, TheListPlacesItAsMadeOnFrameZeroAndKeepsItsMadeFrame) {
  const Level l = levelWith({girderBlock(400, 250)});
  EXPECT_EQ(l.objects.slotCount(), 1u);
  EXPECT_TRUE(l.objects.hasMadeFrames());
  for (const std::uint32_t f : {0u, 6u, 101u, 130u, 200u, 270u, 300u, 5000u}) {
    const RouteShift d = girderShift(f);
    EXPECT_EQ(l.objects.position(0, f), (ObjectPos{304 * 256 + d.dx, 226 * 256 + d.dy})) << f;
    EXPECT_EQ(objectPosition(l.objects[0], f), l.objects.position(0, f)) << f;
  }
  EXPECT_EQ(l.objects.bounds(0), (ObjectBounds{304, 226, 304 + 192 + 96, 226 + 48 + 48}));
  EXPECT_EQ(objectProblem(l.objects[0]), "");
}

// Standing on it, the player rides its whole route: every frame he is
// carried by exactly its x move (SolidObject's d4, the x before
// SpeedToPos) and kept on its top as it goes down and up, in every profile,
// for a block made on frame 0 and on frame 40 (its slot). A step from frame
// f - 1 to frame f (s.frame after it) runs the objects' frame-f routines.
TEST(Route, ThePlayerRidesItCarriedByExactlyItsMove) {
  const Level l = levelWith({girderBlock(400, 250)});
  const Sub placeX = pixels(304), placeY = pixels(226);
  for (Profile p : kProfiles) {
    for (const std::uint32_t made : {0u, 40u}) {
      SlotStepper r(l, p, 400, 226 - defaultPlayerConfig(p).standRadiusY - 1);
      r.slots[0].since = made == 0 ? ObjectSlot::kNever : made;
      std::int32_t lastX = r.s.x >> 8;
      for (int k = 0; k < 700; ++k) {
        r.step();
        const std::uint32_t f = r.s.frame;
        const RouteShift was = routeShift(BlockRoute::Girder, made, f - 1), now = routeShift(BlockRoute::Girder, made, f);
        const std::int32_t move = ((placeX + now.dx) >> 8) - ((placeX + was.dx) >> 8);
        ASSERT_EQ(r.s.standingOn, 0) << profileName(p) << " made " << made << " frame " << f;
        ASSERT_EQ((r.s.x >> 8) - lastX, move) << profileName(p) << " made " << made << " frame " << f;
        ASSERT_EQ((r.s.y >> 8) + r.cfg.standRadiusY + 1, (placeY + now.dy) >> 8)
            << "on its top: " << profileName(p) << " made " << made << " frame " << f;
        lastX = r.s.x >> 8;
      }
      EXPECT_EQ(r.s.x >> 8, 400 + (routeShift(BlockRoute::Girder, made, 700).dx >> 8)) << profileName(p);
    }
  }
}

// Solid on its sides: a player running right into it is stopped with his
// x at obX - d1 (400 - $6B = 293), made on frame 0 and still at its
// placement until frame 6.
TEST(Route, ItIsSolidOnItsSide) {
  const Level l = levelWith({girderBlock(400, 448 - 24)});  // standing on the ground
  for (Profile p : kProfiles) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    PlayerState s = groundRunner(cfg, 270, 0x600);
    std::vector<ObjectSlot> slots(l.objects.slotCount());
    for (int i = 0; i < 4; ++i) stepPlayer(s, l, cfg, input::kRight, nullptr, slots);
    EXPECT_EQ(s.x >> 8, 400 - 0x6B) << profileName(p);
    EXPECT_EQ(s.gsp, 0) << "stopped by its side: " << profileName(p);
  }
}

// Sonic_Balance's edge test on the object he stands on reads its x on its
// own clock: made on frame 100 it is still at its placement on frame 30
// (where the frame-0 clock would have it 24 px right), so a player at its
// right edge balances there (the games' profiles: the guide's has no
// balance on objects, BalanceRule::Guide).
TEST(Route, BalancingReadsItsPlaceOnItsOwnClock) {
  const Level l = levelWith({girderBlock(400, 250)});
  for (Profile p : {Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K}) {
    SlotStepper r(l, p, 304 + 192 - 2, 226 - defaultPlayerConfig(p).standRadiusY - 1);
    r.slots[0].since = 100;
    for (int k = 0; k < 30; ++k) r.step();
    EXPECT_EQ(r.s.standingOn, 0) << profileName(p);
    EXPECT_EQ(r.s.x >> 8, 304 + 192 - 2) << profileName(p);
    EXPECT_EQ(r.s.balancing, Balance::Right) << profileName(p);
  }
}

// Its one slot is the made frame's (object_state.h), which camera loading
// writes as for every object that keeps one (Vanish.LoadingKeepsTheFrameItWasMade).
TEST(Route, ItKeepsTheMadeFrameInItsOnlySlot) {
  const SolidObject g = girderBlock(400, 250);
  EXPECT_TRUE(keepsMadeFrame(g));
  EXPECT_EQ(objectSlotCount(g), 1u);
  EXPECT_EQ(madeFrameSlotOffset(g), 0u);
  EXPECT_FALSE(keepsMadeFrame(box(0, 0, 192, 48)));
}

}  // namespace
}  // namespace solidtile::test
