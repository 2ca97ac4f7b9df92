// Elevators against the Sonic player (sonic/elevator.h, level/elevator.h):
// Sonic 1's Obj59 (_incObj/59 SLZ Elevators.asm: Elev_Main, Elev_Platform,
// Elev_Action, Elev_Types, Elev_Move), the routine transcribed and run
// beside the kind. Purpose-built levels: an elevator in an empty level.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "../support/elevator_object.h"
#include "level_builder.h"
#include "object_level.h"
#include "slot_stepper.h"
#include "solidtile/input.h"
#include "solidtile/level/elevator.h"
#include "solidtile/level/object_state.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace elevator {  // apart from the other tests' names in a unity build
namespace {

// Elev_Var2, as the routine has it: distance to move, action type.
constexpr std::uint8_t kVar2[15][2] = {{0x10, 1}, {0x20, 1}, {0x34, 1}, {0x10, 3}, {0x20, 3}, {0x34, 3}, {0x14, 1}, {0x24, 1},
                                       {0x2C, 1}, {0x14, 3}, {0x24, 3}, {0x2C, 3}, {0x20, 5}, {0x20, 7}, {0x30, 9}};

// Obj59's state as written, one frame at a time: obX and obY from its
// placement (origX, origY = 0), obRoutine, obSubtype (its type after
// Elev_Main), objoff_34 (long), objoff_38 (word), objoff_3A, elev_dist.
struct Obj59 {
  std::int16_t obX = 0, obY = 0;
  int routine = 0;
  std::uint8_t subtype = 0;
  std::uint32_t o34 = 0;
  std::uint16_t o38 = 0;
  std::uint8_t o3A = 0;
  std::uint16_t dist = 0;
  explicit Obj59(std::uint8_t placed) : subtype(placed) {}

  void elevMove() {
    std::uint16_t d0 = o38;                        // move.w objoff_38(a0),d0
    if (o3A == 0) {                                // tst.b objoff_3A(a0); bne.s loc_10CC8
      if (d0 < 0x800) d0 = static_cast<std::uint16_t>(d0 + 0x10);  // cmpi.w #$800,d0; bhs.s; addi.w #$10,d0
    } else if (d0 != 0) {                          // loc_10CC8: tst.w d0; beq.s
      d0 = static_cast<std::uint16_t>(d0 - 0x10);  // subi.w #$10,d0
    }
    o38 = d0;                                      // loc_10CD0: move.w d0,objoff_38(a0)
    std::uint32_t l = static_cast<std::uint32_t>(static_cast<std::int32_t>(static_cast<std::int16_t>(d0)));  // ext.l d0
    l <<= 8;                                       // asl.l #8,d0
    l += o34;                                      // add.l objoff_34(a0),d0
    o34 = l;                                       // move.l d0,objoff_34(a0)
    const std::uint16_t w = static_cast<std::uint16_t>(l >> 16);  // swap d0
    std::uint16_t d2 = dist;                       // move.w elev_dist(a0),d2
    if (!(w <= d2)) o3A = 1;                       // cmp.w d2,d0; bls.s; move.b #1,objoff_3A(a0)
    d2 = static_cast<std::uint16_t>(d2 + d2);      // add.w d2,d2
    if (w == d2) subtype = 0;                      // cmp.w d2,d0; bne.s; clr.b obSubtype(a0)
  }
  std::int16_t travel() const { return static_cast<std::int16_t>(o34 >> 16); }
  void elevTypes() {
    switch (subtype & 0xF) {  // andi.w #$F,d0
      case 0: break;          // .type00: rts
      case 1: case 3: case 5: case 7:
        if (routine == 4) ++subtype;  // .type01: cmpi.b #4,obRoutine(a0); bne.s; addq.b #1,obSubtype(a0)
        break;
      case 2: elevMove(); obY = static_cast<std::int16_t>(-travel()); break;  // .type02: neg.w d0; add.w elev_origY
      case 4: elevMove(); obY = travel(); break;                              // .type04
      case 6:                                                                 // .type06
        elevMove();
        obY = static_cast<std::int16_t>(-(travel() >> 1));  // asr.w #1,d0; neg.w d0
        obX = travel();
        break;
      case 8:  // .type08
        elevMove();
        obY = static_cast<std::int16_t>(travel() >> 1);
        obX = static_cast<std::int16_t>(-travel());
        break;
      default: FAIL() << "type " << int(subtype);
    }
  }
  // One frame; `lands`: PlatformObject (routine 2) lands the player now
  // ("addq.b #2,obRoutine(a0)").
  void frame(bool lands) {
    if (routine == 0) {  // Elev_Main, falling into Elev_Platform
      routine = 2;
      const int n = subtype & 0xF;  // add.w d0,d0; andi.w #$1E,d0
      dist = static_cast<std::uint16_t>(kVar2[n][0] << 2);  // lsl.w #2,d0
      subtype = kVar2[n][1];                                // move.b (a2)+,obSubtype(a0)
    }
    if (routine == 2) {  // Elev_Platform: PlatformObject, Elev_Types
      if (lands) routine = 4;
      elevTypes();
    } else {  // Elev_Action: ExitPlatform (he stays), Elev_Types, MvSonicOnPtfm2
      elevTypes();
    }
  }
};

ObjectDir wayOf(int type) {
  return type == 1 ? ObjectDir::Up : type == 3 ? ObjectDir::Down : type == 5 ? ObjectDir::UpRight : ObjectDir::DownLeft;
}

// Every placed subtype (0..$D), landed on at four frames, run beside
// elevatorAt for 600 frames: its place is the routine's on every frame.
TEST(Elevator, ItsPlaceIsTheRoutinesOnEveryFrame) {
  for (std::uint8_t subtype = 0; subtype <= 0xD; ++subtype) {
    const int dist = kVar2[subtype][0] * 4;
    const ObjectDir way = wayOf(kVar2[subtype][1]);
    for (const std::uint32_t since : {0u, 1u, 37u, 300u}) {
      Obj59 g(subtype);
      for (std::uint32_t f = 0; f < since + 600; ++f) {
        g.frame(f == since);
        const ElevatorView v = elevatorAt(dist, way, f < since ? ObjectSlot::kNever : since, f);
        ASSERT_EQ(v.dx, g.obX) << int(subtype) << " since " << since << " frame " << f;
        ASSERT_EQ(v.dy, g.obY) << int(subtype) << " since " << since << " frame " << f;
        ASSERT_EQ(v.phase == ElevatorPhase::Stopped, (g.subtype & 0xF) == 0) << int(subtype) << " frame " << f;
      }
    }
  }
}

// Elev_Move's numbers: the first move is $10 << 8 (1/16 px); it stops where
// its whole pixels equal 2 x elev_dist: subtype 0 ($40) after 80 moves at
// 128 px, $C ($80) after 127 at 256, 2 ($D0) after 152 at 416; elev_dist
// $B0 ($2C x 4) comes to rest at 351 after 150 moves, never at 352: it
// runs on at speed 0 there (not stopped).
TEST(Elevator, ElevMoveSpeedsUpSlowsAndStopsAtTwiceItsDistance) {
  EXPECT_EQ(elevatorMotion(0x40, 1).travel, 0x1000u);
  EXPECT_EQ(elevatorMotion(0x40, 1).speed, 0x10);
  EXPECT_EQ(elevatorMotion(0x40, 2).travel, 0x3000u);
  const ElevatorMotion a = elevatorMotion(0x40, 80);
  EXPECT_TRUE(a.stopped);
  EXPECT_EQ(a.pixels(), 128);
  EXPECT_FALSE(elevatorMotion(0x40, 79).stopped);
  EXPECT_EQ(elevatorMotion(0x80, 127).pixels(), 256);
  EXPECT_TRUE(elevatorMotion(0x80, 127).stopped);
  EXPECT_EQ(elevatorMotion(0xD0, 152).pixels(), 416);
  EXPECT_TRUE(elevatorMotion(0xD0, 152).stopped);
  const ElevatorMotion b = elevatorMotion(0xB0, 1000);
  EXPECT_FALSE(b.stopped);
  EXPECT_TRUE(b.still());
  EXPECT_EQ(b.pixels(), 351);
  EXPECT_EQ(b.calls, 150u);
  EXPECT_EQ(elevatorReach(0xB0), 351);
  EXPECT_EQ(elevatorReach(0x50), 160);
  // The landing frame itself does not move it (.type01 only adds 1).
  EXPECT_EQ(elevatorAt(0x40, ObjectDir::Up, 10, 10).phase, ElevatorPhase::Waiting);
  EXPECT_EQ(elevatorAt(0x40, ObjectDir::Up, 10, 11).phase, ElevatorPhase::Moving);
  EXPECT_EQ(elevatorAt(0x40, ObjectDir::Up, 10, 90).phase, ElevatorPhase::Stopped);
  EXPECT_EQ(elevatorAt(0x40, ObjectDir::Up, 10, 90).dy, -128);
  EXPECT_EQ(elevatorAt(0x80, ObjectDir::UpRight, 10, 137).dx, 256);
  EXPECT_EQ(elevatorAt(0x80, ObjectDir::UpRight, 10, 137).dy, -128);
  EXPECT_EQ(elevatorAt(0x80, ObjectDir::DownLeft, 10, 137).dx, -256);
  EXPECT_EQ(elevatorAt(0x80, ObjectDir::DownLeft, 10, 137).dy, 128);
}

Level emptyLevelWith(SolidObject o) {
  LevelBuilder b(64, 64);  // 1024 x 1024, no ground
  b.level.objects.assign({std::move(o)});
  return b.level;
}

std::int32_t feet(const PlayerState& s) { return (s.y >> 8) + s.radiusY + 1; }

// End to end in every profile, every way: a player dropped onto it lands on
// frame L (.type01 sets it off that frame: the slot keeps L), and from L + 1
// he stands on its top (obY - 8) and is carried by exactly its move each
// frame until it stops, and stays on it after.
TEST(Elevator, StoodOnItCarriesThePlayerToWhereItStopsInEveryProfile) {
  for (const Profile p : {Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K, Profile::Guide}) {
    for (const ObjectDir way : {ObjectDir::Up, ObjectDir::Down, ObjectDir::UpRight, ObjectDir::DownLeft}) {
      const int x = 500, y = 500, dist = 0x40;
      const Level l = emptyLevelWith(elevatorObjectAt(x, y, way, dist));
      ASSERT_EQ(l.objects.slotCount(), 1u);
      SlotStepper r(l, p, x, 400);
      ASSERT_TRUE(r.until(EventKind::ObjectLanded, 80)) << profileName(p);
      const std::uint32_t landed = r.s.frame;
      EXPECT_EQ(r.slots[0].since, landed) << profileName(p);
      EXPECT_TRUE(r.rec.has(EventKind::CollapseStarted)) << profileName(p);
      const std::int32_t off = (r.s.x >> 8) - x;
      for (std::uint32_t f = landed + 1; f < landed + 200; ++f) {
        r.step();
        const ElevatorView v = elevatorAt(dist, way, landed, f);
        ASSERT_EQ(r.s.standingOn, 0) << profileName(p) << " frame " << f;
        ASSERT_EQ(feet(r.s), y - 8 + v.dy) << profileName(p) << " way " << objectDirName(way) << " frame " << f;
        ASSERT_EQ((r.s.x >> 8) - (x + v.dx), off) << profileName(p) << " way " << objectDirName(way) << " frame " << f;
      }
      EXPECT_EQ(elevatorAt(dist, way, landed, landed + 199).phase, ElevatorPhase::Stopped);
    }
  }
}

// Not stood on it stays where it is placed; left mid-way it goes on
// (Elev_Move runs in Elev_Platform too) to where it stops.
TEST(Elevator, NotStoodOnItStaysPutLeftItGoesOn) {
  const Level l = emptyLevelWith(elevatorObjectAt(500, 500, ObjectDir::Up, 0x40));
  {
    SlotStepper r(l, Profile::Sonic1, 200, 300);
    for (int f = 0; f < 100; ++f) r.step();
    EXPECT_EQ(r.slots[0].since, ObjectSlot::kNever);
  }
  SlotStepper r(l, Profile::Sonic1, 500, 400);
  ASSERT_TRUE(r.until(EventKind::ObjectLanded, 80));
  const std::uint32_t landed = r.s.frame;
  for (int f = 0; f < 30; ++f) r.step();
  for (int f = 0; f < 40 && r.s.standingOn == 0; ++f) r.step(input::kJump);  // jumps off
  ASSERT_EQ(r.s.standingOn, -1);
  for (int f = 0; f < 100; ++f) r.step(input::kLeft);
  EXPECT_NE(r.s.standingOn, 0);
  EXPECT_EQ(r.slots[0].since, landed);  // its place a function of the frames since: on to 128 px up
  EXPECT_EQ(elevatorAt(0x40, ObjectDir::Up, landed, landed + 80).phase, ElevatorPhase::Stopped);
}

// Landing on a moving one: Elev_Platform's PlatformObject meets it where
// it was before this frame's move (Elev_Types runs after it).
TEST(Elevator, ALandingMeetsItWhereItWasBeforeTheFramesMove) {
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic1);
  const Level l = emptyLevelWith(elevatorObjectAt(500, 500, ObjectDir::Down, 0x80));
  std::vector<ObjectSlot> slots(l.objects.slotCount());
  slots[0].since = 0;  // set off on frame 0 (its rider gone)
  const std::uint32_t f = 60;
  const ElevatorView was = elevatorAt(0x80, ObjectDir::Down, 0, f - 1), now = elevatorAt(0x80, ObjectDir::Down, 0, f);
  ASSERT_LT(was.dy, now.dy);
  PlayerState s = spawnPlayer(cfg, 500, 0);
  s.frame = f - 1;
  s.airborne = true;
  s.ysp = 0x100;
  s.y = pixels(500 - 8 + was.dy - cfg.standRadiusY - 2);  // 1 px above its top where it was
  StepRecord rec;
  stepPlayer(s, l, cfg, 0, &rec, slots);
  ASSERT_TRUE(rec.has(EventKind::ObjectLanded));
  EXPECT_EQ(feet(s), 500 - 8 + was.dy);
  EXPECT_EQ(slots[0].since, 0u);
}

TEST(Elevator, ItsFieldsAreChecked) {
  EXPECT_EQ(objectProblem(elevatorObjectAt(500, 100, ObjectDir::Up, 0x40)), "");
  SolidObject o = elevatorObjectAt(500, 100, ObjectDir::Up, 0);
  EXPECT_NE(objectProblem(o).find("1..1020"), std::string::npos) << objectProblem(o);
  o = elevatorObjectAt(500, 100, ObjectDir::Up, 0x40);
  o.topOnly = false;
  EXPECT_NE(objectProblem(o).find("top_only"), std::string::npos) << objectProblem(o);
  o = elevatorObjectAt(500, 100, ObjectDir::Up, 0x40);
  o.w = 64;
  EXPECT_NE(objectProblem(o).find("80 x 32"), std::string::npos) << objectProblem(o);
  o = elevatorObjectAt(500, 100, ObjectDir::Left, 0x40);
  EXPECT_NE(objectProblem(o).find("up, down, up_right or down_left"), std::string::npos) << objectProblem(o);
  SolidObject b = box(0, 0, 32, 32);
  b.elevator = 2;
  EXPECT_EQ(objectProblem(b), "elevator is for an elevator, not block");
}

}  // namespace
}  // namespace elevator
}  // namespace solidtile::test
