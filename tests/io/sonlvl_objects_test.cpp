// Issue 27: the object layout entries the games make solid become level
// objects on import (springs, static spikes, Sonic 1's purple rock and edge
// walls, monitors), each decoded and sized as its routine does; every entry
// stays a marker and export writes the layout back as it was. The numbers
// quoted are the disassemblies' (s1disasm _incObj/*.asm, s2disasm s2.asm,
// skdisasm sonic3k.asm).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "sonlvl_disassembly_level.h"
#include "sonlvl_fake_project.h"
#include "sonlvl_fake_sonic2_project.h"
#include "solidtile/io/sonlvl_export.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/oscillation.h"
#include "solidtile/sonic/player.h"

namespace solidtile {
namespace {
namespace fs = std::filesystem;
using io::SonlvlGame;

io::SonlvlObjectDecode decode(SonlvlGame g, int id, int subtype, bool flipX = false, bool flipY = false) {
  return io::decodeSonlvlObject(g, {id, subtype, 0x200, 0x100, flipX, flipY});
}

// The box an entry at (0x200, 0x100) of w x h gets: centred on it.
SolidObject box(int w, int h, ObjectKind kind = ObjectKind::Block, ObjectDir dir = ObjectDir::Up, Sub speed = SpringSpeed::kRed) {
  SolidObject o;
  o.w = w, o.h = h;
  o.path = {{0x200 - w / 2, 0x100 - h / 2}};
  o.kind = kind;
  o.dir = dir;
  o.springSpeed = speed;
  return o;
}

// Spikes of the given box that retract (level/retract.h), centred as box().
SolidObject retractingBox(int w, int h, ObjectDir dir, SpikeRetract r) {
  SolidObject o = box(w, h, ObjectKind::Spikes, dir);
  o.retract = r;
  return o;
}

// A monitor of the given item, centred as box().
SolidObject monitorBox(int w, int h, int item) {
  SolidObject o = box(w, h);
  o.kind = ObjectKind::Monitor;
  o.item = static_cast<std::uint8_t>(item);
  return o;
}

void expectObject(const io::SonlvlObjectDecode& d, const SolidObject& want, const char* what) {
  ASSERT_TRUE(d.object) << what << ": stays a marker (" << d.markerReason << ")";
  EXPECT_EQ(*d.object, want) << what;
  EXPECT_EQ(objectProblem(*d.object), "") << what;
}

TEST(SonlvlObjects, Sonic1SpringsTakeSpringMainsBitsAndTheirSolidObjectBox) {
  // Spring_Up / Spring_Dwn: d1 $1B, d2 8 (32 x 16); Spring_LR: d1 $13, d2 $E (16 x 28).
  // Spring_Powers: -$1000 at subtype 0, -$A00 at 2.
  expectObject(decode(SonlvlGame::Sonic1, 0x41, 0x00), box(32, 16, ObjectKind::Spring, ObjectDir::Up, 0x1000), "$00 red up");
  expectObject(decode(SonlvlGame::Sonic1, 0x41, 0x02), box(32, 16, ObjectKind::Spring, ObjectDir::Up, 0xA00), "$02 yellow up");
  expectObject(decode(SonlvlGame::Sonic1, 0x41, 0x10), box(16, 28, ObjectKind::Spring, ObjectDir::Right, 0x1000),
               "$10 sideways: launches right (neg.w obVelX)");
  expectObject(decode(SonlvlGame::Sonic1, 0x41, 0x12, true), box(16, 28, ObjectKind::Spring, ObjectDir::Left, 0xA00),
               "$12 x-flipped: Spring_Flipped keeps -$A00, left");
  expectObject(decode(SonlvlGame::Sonic1, 0x41, 0x20), box(32, 16, ObjectKind::Spring, ObjectDir::Down, 0x1000), "$20 down");
  expectObject(decode(SonlvlGame::Sonic1, 0x41, 0x30), box(32, 16, ObjectKind::Spring, ObjectDir::Down, 0x1000),
               "$30: bit 5 is tested after bit 4, so Spring_Dwn runs");
  expectObject(decode(SonlvlGame::Sonic1, 0x41, 0x00, false, true), box(32, 16, ObjectKind::Spring, ObjectDir::Up, 0x1000),
               "the y-flip does not turn Sonic 1's spring over");
  const io::SonlvlObjectDecode odd = decode(SonlvlGame::Sonic1, 0x41, 0x04);
  EXPECT_FALSE(odd.object);
  EXPECT_EQ(odd.markerReason, "subtype $04: its low nibble reads past Spring_Powers");
}

TEST(SonlvlObjects, Sonic1SpikesTakeSpikVarsWidthsAndOnlyTheStillOnesAreSimulated) {
  // Spik_Var: ($0x) width $14, ($2x) 4, ($3x) $1C, ($4x) $40 upright with d2 $10;
  // $1x and $5x sideways, Spik_SideWays: d1 $1B, d2 $14 or 4.
  expectObject(decode(SonlvlGame::Sonic1, 0x36, 0x00), box(0x28, 0x20, ObjectKind::Spikes, ObjectDir::Up), "$00");
  expectObject(decode(SonlvlGame::Sonic1, 0x36, 0x20), box(8, 0x20, ObjectKind::Spikes, ObjectDir::Up), "$20");
  expectObject(decode(SonlvlGame::Sonic1, 0x36, 0x30, false, true), box(0x38, 0x20, ObjectKind::Spikes, ObjectDir::Down),
               "$30 y-flipped: pointing down");
  expectObject(decode(SonlvlGame::Sonic1, 0x36, 0x40), box(0x80, 0x20, ObjectKind::Spikes, ObjectDir::Up), "$40");
  expectObject(decode(SonlvlGame::Sonic1, 0x36, 0x10), box(0x20, 0x28, ObjectKind::Spikes, ObjectDir::Right), "$10 sideways");
  expectObject(decode(SonlvlGame::Sonic1, 0x36, 0x50, true), box(0x20, 8, ObjectKind::Spikes, ObjectDir::Left), "$50 x-flipped");
  // Spik_TypeIndex: 1 Spik_Type01 (down and back), 2 Spik_Type02 (right and back), past it a marker.
  expectObject(decode(SonlvlGame::Sonic1, 0x36, 0x01), retractingBox(0x28, 0x20, ObjectDir::Up, SpikeRetract::Vertical), "$01");
  expectObject(decode(SonlvlGame::Sonic1, 0x36, 0x12), retractingBox(0x20, 0x28, ObjectDir::Right, SpikeRetract::Horizontal),
               "$12");
  EXPECT_EQ(decode(SonlvlGame::Sonic1, 0x36, 0x03).markerReason, "subtype $03: its low nibble reads past Spik_TypeIndex");
  EXPECT_EQ(decode(SonlvlGame::Sonic1, 0x36, 0x60).markerReason, "subtype $60: its high nibble reads past Spik_Var");
}

TEST(SonlvlObjects, Sonic1RocksAndEdgeWallsAreSolidBlocksAndMonitorsMonitors) {
  expectObject(decode(SonlvlGame::Sonic1, 0x3B, 0x00), box(0x20, 0x20), "Rock_Solid: d1 $1B, d2 $10");
  expectObject(decode(SonlvlGame::Sonic1, 0x44, 0x01), box(0x10, 0x50), "Edge_Solid: d1 $13, d2 $28");
  // "bclr #4,obFrame(a0); beq.s Edge_Solid; addq.b #2,obRoutine(a0)": Edge_Display only draws it.
  for (const int subtype : {0x10, 0x11, 0x12}) {
    EXPECT_TRUE(decode(SonlvlGame::Sonic1, 0x44, subtype).scenery) << subtype;
    EXPECT_FALSE(decode(SonlvlGame::Sonic1, 0x44, subtype).object) << subtype;
  }
  EXPECT_FALSE(decode(SonlvlGame::Sonic1, 0x44, 0x02).scenery);
  expectObject(decode(SonlvlGame::Sonic1, 0x26, 0x05), monitorBox(0x1E, 0x1E, 5), "Mon_SolidSides: d1 $1A, d2 $F");
  EXPECT_EQ(decode(SonlvlGame::Sonic1, 0x26, 0x10).markerReason, "subtype $10: past the monitors' icons");
  const io::SonlvlObjectDecode roller = decode(SonlvlGame::Sonic1, 0x43, 0x00);
  EXPECT_FALSE(roller.object);
  EXPECT_EQ(roller.markerReason, "") << "a type Solidtile does not simulate needs no reason";
  // Obj11: a bridge of subtype logs, centred on the entry's x (sonlvl_bridges_test.cpp).
  const io::SonlvlObjectDecode bridge = decode(SonlvlGame::Sonic1, 0x11, 0x08);
  ASSERT_TRUE(bridge.object);
  EXPECT_EQ(bridge.object->kind, ObjectKind::Bridge);
  EXPECT_EQ(bridge.object->logs, 8);
}

TEST(SonlvlObjects, Sonic2SpringsSpikesAndMonitors) {
  // Obj41_Init_Subtypes by (subtype >> 3) & $E; Obj41_Strengths by bit 1.
  expectObject(decode(SonlvlGame::Sonic2, 0x41, 0x00), box(32, 16, ObjectKind::Spring, ObjectDir::Up, 0x1000), "$00");
  expectObject(decode(SonlvlGame::Sonic2, 0x41, 0x12), box(16, 28, ObjectKind::Spring, ObjectDir::Right, 0xA00),
               "$12: Obj41_Horizontal, d1 $13, d2 $E");
  expectObject(decode(SonlvlGame::Sonic2, 0x41, 0x10, true), box(16, 28, ObjectKind::Spring, ObjectDir::Left, 0x1000), "x-flipped");
  expectObject(decode(SonlvlGame::Sonic2, 0x41, 0x22), box(32, 16, ObjectKind::Spring, ObjectDir::Down, 0xA00), "$22: Obj41_Down");
  expectObject(decode(SonlvlGame::Sonic2, 0x41, 0x81), box(32, 16, ObjectKind::Spring, ObjectDir::Up, 0x1000),
               "bits 0 and 7 (twirl, x_vel cleared) leave the direction and strength");
  // Obj41_DiagonallyUp / _DiagonallyDown (format version 10): d1 $1B, d2 $10, toward the right unless x-flipped.
  expectObject(decode(SonlvlGame::Sonic2, 0x41, 0x30), box(32, 32, ObjectKind::Spring, ObjectDir::UpRight, 0x1000), "$30");
  expectObject(decode(SonlvlGame::Sonic2, 0x41, 0x3A, true), box(32, 32, ObjectKind::Spring, ObjectDir::UpLeft, 0xA00),
               "$3A x-flipped (EHZ 1's: yellow, plane bits 2-3 not kept)");
  expectObject(decode(SonlvlGame::Sonic2, 0x41, 0x42), box(32, 32, ObjectKind::Spring, ObjectDir::DownRight, 0xA00), "$42");
  expectObject(decode(SonlvlGame::Sonic2, 0x41, 0x40, true), box(32, 32, ObjectKind::Spring, ObjectDir::DownLeft, 0x1000),
               "$40 x-flipped");
  EXPECT_EQ(decode(SonlvlGame::Sonic2, 0x41, 0x50).markerReason, "subtype $50: past the spring's five routines");
  // Obj36_InitData: ($10,$10) ($20,$10) ($30,$10) ($40,$10), sideways ($10,$10) ($10,$20) ($10,$30) ($10,$40).
  expectObject(decode(SonlvlGame::Sonic2, 0x36, 0x00), box(0x20, 0x20, ObjectKind::Spikes, ObjectDir::Up), "$00");
  expectObject(decode(SonlvlGame::Sonic2, 0x36, 0x30, false, true), box(0x80, 0x20, ObjectKind::Spikes, ObjectDir::Down),
               "$30 y-flipped: Obj36_Upsidedown");
  expectObject(decode(SonlvlGame::Sonic2, 0x36, 0x50), box(0x20, 0x40, ObjectKind::Spikes, ObjectDir::Right), "$50: Obj36_Sideways");
  expectObject(decode(SonlvlGame::Sonic2, 0x36, 0x70, true), box(0x20, 0x80, ObjectKind::Spikes, ObjectDir::Left), "$70 x-flipped");
  // MoveSpikes_Behaviors: 1 MoveSpikes_Vertical, 2 MoveSpikes_Horizontal, past them a marker.
  expectObject(decode(SonlvlGame::Sonic2, 0x36, 0x01), retractingBox(0x20, 0x20, ObjectDir::Up, SpikeRetract::Vertical), "$01");
  expectObject(decode(SonlvlGame::Sonic2, 0x36, 0x02), retractingBox(0x20, 0x20, ObjectDir::Up, SpikeRetract::Horizontal), "$02");
  EXPECT_EQ(decode(SonlvlGame::Sonic2, 0x36, 0x03).markerReason, "subtype $03: its low nibble reads past the spikes' motions");
  EXPECT_EQ(decode(SonlvlGame::Sonic2, 0x36, 0x80).markerReason, "subtype $80: its high nibble reads past the spikes' size table");
  expectObject(decode(SonlvlGame::Sonic2, 0x26, 0x04), monitorBox(0x1E, 0x1E, 4), "SolidObject_Monitor: d1 $1A, d2 $F");
  EXPECT_FALSE(decode(SonlvlGame::Sonic2, 0x3B, 0).object) << "$3B is not Sonic 1's rock in Sonic 2";
  // Obj74: width_pixels ((subtype & $F0) + $10) >> 1, y_radius ((subtype & $F) + 1) << 3.
  expectObject(decode(SonlvlGame::Sonic2, 0x74, 0x00), box(0x10, 0x10), "Obj74 $00: the smallest invisible block");
  expectObject(decode(SonlvlGame::Sonic2, 0x74, 0x37), box(0x40, 0x80), "Obj74 $37");
}

TEST(SonlvlObjects, Sonic3kSpringsSpikesAndMonitors) {
  expectObject(decode(SonlvlGame::Sonic3K, 0x07, 0x02), box(32, 16, ObjectKind::Spring, ObjectDir::Up, 0xA00), "Obj_Spring_Up");
  expectObject(decode(SonlvlGame::Sonic3K, 0x07, 0x10, true), box(16, 28, ObjectKind::Spring, ObjectDir::Left, 0x1000),
               "Obj_Spring_Horizontal: d1 $13, d2 $E");
  expectObject(decode(SonlvlGame::Sonic3K, 0x07, 0x20), box(32, 16, ObjectKind::Spring, ObjectDir::Down, 0xD00),
               "loc_21A6E: a red down spring launches at $D00");
  expectObject(decode(SonlvlGame::Sonic3K, 0x07, 0x22), box(32, 16, ObjectKind::Spring, ObjectDir::Down, 0xA00), "yellow down");
  // Spring_UpDiag / Spring_DownDiag (Obj_Spring_UpDiag, sub_23624): Sonic 2's, and a red one down is not slowed.
  expectObject(decode(SonlvlGame::Sonic3K, 0x07, 0x30), box(32, 32, ObjectKind::Spring, ObjectDir::UpRight, 0x1000), "$30");
  expectObject(decode(SonlvlGame::Sonic3K, 0x07, 0x40, true), box(32, 32, ObjectKind::Spring, ObjectDir::DownLeft, 0x1000),
               "$40 x-flipped: sub_23624 has no $D00");
  // byte_23F74: Sonic 2's sizes; loc_24090 / loc_240E2 / loc_2413E: d1 width + $B, d2 height.
  expectObject(decode(SonlvlGame::Sonic3K, 0x08, 0x10), box(0x40, 0x20, ObjectKind::Spikes, ObjectDir::Up), "$10");
  expectObject(decode(SonlvlGame::Sonic3K, 0x08, 0x40, false, true), box(0x20, 0x20, ObjectKind::Spikes, ObjectDir::Right),
               "sideways: the y-flip does not turn them");
  // off_242C4: 1 loc_242CE (down and back), 2 loc_242E2 (right and back), 3 loc_24356 (pushed by the player).
  expectObject(decode(SonlvlGame::Sonic3K, 0x08, 0x41), retractingBox(0x20, 0x20, ObjectDir::Right, SpikeRetract::Vertical), "$41");
  expectObject(decode(SonlvlGame::Sonic3K, 0x08, 0x02), retractingBox(0x20, 0x20, ObjectDir::Up, SpikeRetract::Horizontal), "$02");
  EXPECT_EQ(decode(SonlvlGame::Sonic3K, 0x08, 0x03).markerReason, "pushed spikes (subtype $03, loc_24356: moved by the player)");
  EXPECT_EQ(decode(SonlvlGame::Sonic3K, 0x08, 0x04).markerReason, "subtype $04: its low nibble reads past the spikes' motions");
  expectObject(decode(SonlvlGame::Sonic3K, 0x01, 0x06), monitorBox(0x1C, 0x20, 6), "Obj_Monitor: d1 $19, d2 $10");
  EXPECT_FALSE(decode(SonlvlGame::Sonic3K, 0x41, 0).object) << "$41 is not a spring in S&K";
  // Obj_AIZLRZEMZRock: byte_1D64E ($18,$27) ($18,$17) ($18,$F) ($E,$F); d1 width + $B, d2 height.
  // $04 and $21 break (SonlvlBreakables.AngelIslandRocksBreakByTheirSubtypeBits).
  expectObject(decode(SonlvlGame::Sonic3K, 0x05, 0x30), box(0x1C, 0x1E), "$30");
  EXPECT_EQ(decode(SonlvlGame::Sonic3K, 0x05, 0x22).markerReason, "a rock that is pushed along (subtype $22, bit 1)");
  EXPECT_EQ(decode(SonlvlGame::Sonic3K, 0x05, 0x40).markerReason, "subtype $40: past the rock's size table");
  expectObject(decode(SonlvlGame::Sonic3K, 0x28, 0xF1), box(0x100, 0x20), "Obj_InvisibleBlock $F1: as Obj74");
}

TEST(SonlvlObjects, SummaryCountsSimulatedEntriesAndNamesTheRestByType) {
  const std::vector<io::Marker> markers = {{0x41, "Springs", 0, 0, 0},    {0x18, "Platform", 0, 0, 8}, {0x43, "Roller", 0, 0, 0},
                                           {0x18, "Platform", 0, 0, 3},     {0x36, "Spikes", 0, 0, 3}, {0x26, "", 0, 0, 0}};
  const io::SonlvlObjectSummary s = io::summarizeSonlvlObjects(markers, Profile::Sonic1);
  EXPECT_EQ(s.simulated, 3) << "the spring, the falling platform (Obj18 type 3) and the monitor";
  EXPECT_EQ(s.total, 6);
  EXPECT_EQ(s.monitors, 1);
  EXPECT_EQ(io::describeSonlvlObjects(s),
            "3 of 6 objects simulated (1 monitor); markers: Obj18 Platform x1, Obj36 Spikes x1, Obj43 Roller x1");
  EXPECT_EQ(io::describeSonlvlObjects(s, 1), "3 of 6 objects simulated (1 monitor); markers: Obj18 Platform x1 and 2 more types");
  EXPECT_EQ(io::summarizeSonlvlObjects(markers, Profile::Guide).simulated, 0) << "the guide profile plays no game's objects";
  EXPECT_EQ(io::summarizeSonlvlObjects(markers, std::nullopt).simulated, 0);
  const io::SonlvlObjectSummary s2 = io::summarizeSonlvlObjects({{0x03, "", 0, 0, 0}, {0, "Ring", 0, 0, 0}}, Profile::Sonic2);
  EXPECT_EQ(io::describeSonlvlObjects(s2), "2 of 2 objects simulated") << "plane switchers are path switchers, rings ring objects";
  EXPECT_EQ(io::describeSonlvlObjects({}), "");
  // s2.asm: Obj1C_Init ends "bra.w MarkObjGone" and routine 2 is BranchTo_MarkObjGone;
  // Obj49_ChkDel only sets mapping_frame and jumps to DisplaySprite. No collision in either:
  // scenery, counted apart from both the simulated entries and the markers.
  const io::SonlvlObjectSummary s3 = io::summarizeSonlvlObjects(
      {{0x1C, "Bridge Stake", 0, 0, 0}, {0x49, "Waterfall", 0, 0, 2}, {0x1C, "Bridge Stake", 0, 0, 1}, {0x06, "", 0, 0, 0}, {0x41, "", 0, 0, 0}},
      Profile::Sonic2);
  EXPECT_EQ(s3.scenery, 3);
  EXPECT_EQ(io::describeSonlvlObjects(s3), "1 of 5 objects simulated, 3 scenery with nothing to simulate; markers: Obj06 x1");
  EXPECT_TRUE(decode(SonlvlGame::Sonic2, 0x49, 0).scenery);
  EXPECT_FALSE(decode(SonlvlGame::Sonic2, 0x49, 0).object);
  EXPECT_FALSE(decode(SonlvlGame::Sonic2, 0x41, 0).scenery);
  EXPECT_EQ(io::summarizeSonlvlObjects({{0x1C, "", 0, 0, 0}}, Profile::Guide).scenery, 0);
  // Sonic 1: "_incObj/1C Scenery.asm"'s four Scen_Values all "dc.b frame, width,
  // priority, 0" (collision response 0), Scen_ChkDel only displays; "49
  // Waterfall Sound.asm" only plays sfx_Waterfall. A fifth subtype reads past the table.
  for (int subtype = 0; subtype <= 3; ++subtype) EXPECT_TRUE(decode(SonlvlGame::Sonic1, 0x1C, subtype).scenery) << subtype;
  EXPECT_FALSE(decode(SonlvlGame::Sonic1, 0x1C, 4).scenery);
  EXPECT_FALSE(decode(SonlvlGame::Sonic1, 0x1C, 4).markerReason.empty());
  EXPECT_TRUE(decode(SonlvlGame::Sonic1, 0x49, 0).scenery);
  // "65 Waterfalls.asm": WFall_Main sets no obColType; WFall_OnWater and
  // loc_12B36 (types $49, $A9) only move the splash or change its priority.
  for (int subtype : {0x00, 0x09, 0x49, 0x83, 0xA9}) EXPECT_TRUE(decode(SonlvlGame::Sonic1, 0x65, subtype).scenery) << subtype;
  EXPECT_FALSE(decode(SonlvlGame::Sonic2, 0x65, 0).scenery);
  // "5C Pylon.asm": Pyl_Display only moves it with the camera and displays it.
  EXPECT_TRUE(decode(SonlvlGame::Sonic1, 0x5C, 0).scenery);
  // "12 Light.asm": Light_Main sets no obColType; Light_Animate steps obFrame
  // (0..5, every 8 frames) and displays. Sonic 2's Obj12 (an emerald) is not scenery.
  EXPECT_TRUE(decode(SonlvlGame::Sonic1, 0x12, 0).scenery);
  EXPECT_FALSE(decode(SonlvlGame::Sonic2, 0x12, 0).scenery);
  // s2.asm Obj2C_CollisionFlags $D6, $D4, $D5: Touch_Special's $16, $14, $15
  // go to loc_3FA00, which only counts the touch in collision_property.
  for (int subtype = 0; subtype <= 2; ++subtype) EXPECT_TRUE(decode(SonlvlGame::Sonic2, 0x2C, subtype).scenery) << subtype;
  EXPECT_FALSE(decode(SonlvlGame::Sonic2, 0x2C, 3).scenery) << "past the table";
  EXPECT_FALSE(decode(SonlvlGame::Sonic2, 0x2C, 3).markerReason.empty());
  EXPECT_FALSE(decode(SonlvlGame::Sonic1, 0x2C, 0).scenery);
  // S&K's Obj_AIZForegroundPlant only follows the camera and displays.
  EXPECT_TRUE(decode(SonlvlGame::Sonic3K, 0x35, 0x12).scenery);
  EXPECT_FALSE(decode(SonlvlGame::Sonic1, 0x35, 0).scenery);
  // s3.asm Obj_StillSprite (word_2B31A, 28 rows) and Obj_AnimatedStillSprite
  // (word_2B6B6, 2 rows) only animate and jump to Sprite_OnScreen_Test.
  EXPECT_TRUE(decode(SonlvlGame::Sonic3K, 0x2F, 0).scenery);
  EXPECT_TRUE(decode(SonlvlGame::Sonic3K, 0x2F, 27).scenery);
  EXPECT_FALSE(decode(SonlvlGame::Sonic3K, 0x2F, 28).scenery) << "past the table";
  EXPECT_FALSE(decode(SonlvlGame::Sonic3K, 0x2F, 28).markerReason.empty());
  EXPECT_TRUE(decode(SonlvlGame::Sonic3K, 0x30, 1).scenery);
  EXPECT_FALSE(decode(SonlvlGame::Sonic3K, 0x30, 2).scenery) << "past the table";
  EXPECT_FALSE(decode(SonlvlGame::Sonic2, 0x30, 0).scenery);
  EXPECT_EQ(io::summarizeSonlvlObjects({{0x11, "Bridge", 0, 0, 8}, {0x11, "Bridge", 0, 0, 12}}, Profile::Sonic1).simulated, 2)
      << "Obj11 bridges are simulated";
}

test::Bytes sonic1Entry(int x, int yWord, int id, int subtype) {
  return {static_cast<std::uint8_t>(x >> 8), static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(yWord >> 8),
          static_cast<std::uint8_t>(yWord), static_cast<std::uint8_t>(id), static_cast<std::uint8_t>(subtype)};
}

TEST(SonlvlObjects, Sonic1ImportMakesObjectsKeepsEveryMarkerAndExportsNothing) {
  test::FakeProject p;
  test::Bytes layout;
  for (const test::Bytes& e : {sonic1Entry(0x100, 0x80, 0x41, 0x12), sonic1Entry(0x140, 0x4090, 0x41, 0x12),  // y bit 14: x-flip
                               sonic1Entry(0x180, 0x80A0, 0xB6, 0x30),  // y bit 15: y-flip; id bit 7: remembered
                               sonic1Entry(0x1C0, 0xB0, 0x11, 0x08), sonic1Entry(0x200, 0xC0, 0x3B, 0), test::Bytes{0xFF, 0xFF}}) {
    layout.insert(layout.end(), e.begin(), e.end());
  }
  p.write("data/objects.bin", layout);
  p.writeIni("objects=../data/objects.bin\n");
  const io::SonlvlImportResult r = p.import();
  ASSERT_TRUE(r.file) << io::describe("import", r.problems);
  EXPECT_EQ(r.file->profile, Profile::Sonic1);
  ASSERT_EQ(r.file->markers.size(), 5u) << "every entry stays a marker";
  EXPECT_EQ(r.file->markers[2], (io::Marker{0x36, "", 0x180, 0xA0, 0x30}));
  const auto& objects = r.file->level.objects;
  ASSERT_EQ(objects.size(), 5u) << "the bridge is an object too";
  EXPECT_EQ(objects[0].dir, ObjectDir::Right);
  EXPECT_EQ(objects[1].dir, ObjectDir::Left);
  EXPECT_EQ(objects[1].path[0], (Waypoint{0x140 - 8, 0x90 - 14}));
  EXPECT_EQ(objects[2].kind, ObjectKind::Spikes);
  EXPECT_EQ(objects[2].dir, ObjectDir::Down);
  EXPECT_EQ(objects[3].kind, ObjectKind::Bridge);
  EXPECT_EQ(objects[3].path[0], (Waypoint{0x1C0 - 8 * 8 - 8, 0xB0 - 8}));
  EXPECT_EQ(objects[4].w, 0x20);
  const io::LoadResult again = io::parseLevel(io::formatLevel(*r.file));
  ASSERT_TRUE(again.file) << io::describe("level", again.problems);
  EXPECT_EQ(again.file->level.objects.items(), objects.items());
  const io::ProjectResult project = io::loadSonlvlProject(p.ini);
  ASSERT_TRUE(project.project);
  const io::SonlvlExportPlan plan = io::planSonlvlExport(*project.project, "Test Zone Act 1", *again.file);
  ASSERT_TRUE(plan.problems.empty()) << io::describe("export", plan.problems);
  for (const io::SonlvlExportFile& f : plan.files) EXPECT_FALSE(f.changed) << f.path << ": the objects changed an exported file";
  EXPECT_EQ(test::readText(p.dir / "data/objects.bin"), std::string(layout.begin(), layout.end()));
}

// The imported objects act: a player dropped on an imported yellow spring
// (Obj41 subtype $02) standing on the made-up act's floor (y 240) is
// launched at -$A00 in the act's own profile; on its spikes ($00) he is hurt.
TEST(SonlvlObjects, TheImportedSpringLaunchesAndTheImportedSpikesHurtInTheActsProfile) {
  test::FakeProject p;
  test::Bytes layout = sonic1Entry(0x40, 240 - 8, 0x41, 0x02);  // 32 x 16, resting on the floor
  const test::Bytes spikes = sonic1Entry(0xA0, 240 - 16, 0x36, 0x00), end = {0xFF, 0xFF};
  layout.insert(layout.end(), spikes.begin(), spikes.end());
  layout.insert(layout.end(), end.begin(), end.end());
  p.write("data/objects.bin", layout);
  p.writeIni("objects=../data/objects.bin\n");
  const io::SonlvlImportResult r = p.import();
  ASSERT_TRUE(r.file) << io::describe("import", r.problems);
  ASSERT_TRUE(r.file->profile);
  const PlayerConfig cfg = defaultPlayerConfig(*r.file->profile);
  const Level& l = r.file->level;
  const auto dropOn = [&](int x, EventKind want) {
    PlayerState s = spawnPlayer(cfg, x, 150);
    for (int i = 0; i < 120; ++i) {
      StepRecord rec;
      stepPlayer(s, l, cfg, 0, &rec);
      if (rec.has(want)) return s;
    }
    ADD_FAILURE() << "no event " << static_cast<int>(want) << " dropping at x " << x;
    return s;
  };
  EXPECT_EQ(dropOn(0x40, EventKind::SpringLaunched).ysp, -0xA00) << "Spring_Powers' yellow -$A00";
  EXPECT_TRUE(dropOn(0xA0, EventKind::Hurt).hurt);
}

TEST(SonlvlObjects, Sonic2AndSonic3kImportsReadTheFlipBitsOfTheirYWord) {
  test::FakeSonic2Project s2;
  s2.objects.resize(5 * 6);  // before its $FFFF entry
  s2.object(0x200, 0x2100, 0x41, 0x10);  // bit 13: x-flip -> launches left
  s2.object(0x240, 0x4100, 0x36, 0x10);  // bit 14: y-flip -> upside down
  s2.object(0x280, 0x2100, 0x41, 0x30);  // diagonal, x-flipped: up-left
  s2.object(0xFFFF, 0, 0, 0);
  s2.writeData();
  const io::SonlvlImportResult r2 = s2.import();
  ASSERT_TRUE(r2.file) << io::describe("S2", r2.problems);
  EXPECT_EQ(r2.file->profile, Profile::Sonic2);
  ASSERT_EQ(r2.file->level.objects.size(), 3u);
  EXPECT_EQ(r2.file->level.objects[0].dir, ObjectDir::Left);
  EXPECT_EQ(r2.file->level.objects[1].dir, ObjectDir::Down);
  EXPECT_EQ(r2.file->level.objects[1].w, 0x40);
  EXPECT_EQ(r2.file->level.objects[2].dir, ObjectDir::UpLeft);
  const io::ProjectResult project = io::loadSonlvlProject(s2.ini);
  ASSERT_TRUE(project.project);
  const io::SonlvlExportPlan plan = io::planSonlvlExport(*project.project, "Test Zone Act 1", *r2.file);
  ASSERT_TRUE(plan.problems.empty()) << io::describe("export", plan.problems);
  for (const io::SonlvlExportFile& f : plan.files) EXPECT_FALSE(f.changed) << f.path;

  test::FakeSonic3kProject s3(1);
  s3.objects.resize(s3.objects.size() - 6);  // before the $FFFF entry
  s3.object(0x300, 0x2100, 0x07, 0x20);      // red down spring
  s3.object(0x340, 0x0100, 0x01, 0x03);      // a monitor
  s3.object(0xFFFF, 0, 0, 0);
  s3.write("data/objects.bin", s3.objects);
  const io::SonlvlImportResult r3 = s3.import3k();
  ASSERT_TRUE(r3.file) << io::describe("S3K", r3.problems);
  EXPECT_EQ(r3.file->profile, Profile::Sonic3K);
  ASSERT_EQ(r3.file->level.objects.size(), 2u);
  EXPECT_EQ(r3.file->level.objects[0].springSpeed, 0xD00);
  EXPECT_EQ(r3.file->level.objects[1].h, 0x20);
}

// Green Hill 1, Emerald Hill 1 and Angel Island 1 from the disassemblies:
// what their layouts hold and what becomes of it.
struct ActCounts {
  int springs = 0, spikes = 0, blocks = 0, bridges = 0, collapses = 0;
  int platforms = 0;  // Obj18, falls too (sonlvl_platforms_test.cpp, sonlvl_falls_test.cpp count them)
  int monitors = 0;
  int rings = 0;
  int enemies = 0;  // counted apart (TheFirstActsBadniksAreEnemies checks them)
  int twists = 0;   // Sonic 2's Obj06 spirals (sonlvl_twist_test.cpp checks their tables)
  int ramps = 0;    // S&K's Obj_TwistedRamp (sonlvl_ramp_test.cpp checks its place)
  int vines = 0;    // S&K's Obj0C giant ride vines (sonlvl_floating_test.cpp checks their places)
  int goals = 0;    // Sonic 1's and 2's Obj0D signposts (sonlvl_goal_test.cpp checks their places)
  int trees = 0;    // S&K's Obj_AIZHollowTree (sonlvl_tree_test.cpp checks its place)
};
ActCounts countObjects(const io::LevelFile& f) {
  ActCounts c;
  for (const SolidObject& o : f.level.objects) {
    if (o.osc.table != OscTable::None || (o.topOnly && o.kind == ObjectKind::Block) || o.kind == ObjectKind::Fall) {
      ++c.platforms;
      continue;
    }
    (o.kind == ObjectKind::Spring   ? c.springs
     : o.kind == ObjectKind::Spikes ? c.spikes
     : o.kind == ObjectKind::Bridge ? c.bridges
     : o.kind == ObjectKind::Collapse ? c.collapses
     : o.kind == ObjectKind::Monitor  ? c.monitors
     : o.kind == ObjectKind::Ring     ? c.rings
     : o.kind == ObjectKind::Enemy    ? c.enemies
     : o.kind == ObjectKind::Twist    ? c.twists
     : o.kind == ObjectKind::Ramp     ? c.ramps
     : o.kind == ObjectKind::Vine     ? c.vines
     : o.kind == ObjectKind::Goal     ? c.goals
     : o.kind == ObjectKind::Tree     ? c.trees
                                    : c.blocks) += 1;
  }
  return c;
}

// _incObj/56 Floating Blocks and Doors.asm: FBlock_Var (width/2, height/2)
// by bits 4-6 ("lsr.w #3,d0; andi.w #$E,d0"), SolidObject with d1
// obActWid + $B, d2 obHeight. .type01/.type03 "move.w #$40,d1; move.b
// (v_oscillate+$A).w,d0" (oscillator 2), .type02/.type04 "#$80" and
// v_oscillate+$1E (oscillator 7); ".moveLR"/".moveUD": origin - byte, or
// with obStatus bit 0 origin - (d1 - byte).
TEST(SonlvlObjects, Sonic1FloatingBlocksTakeFBlockVarAndTheirOscillation) {
  expectObject(decode(SonlvlGame::Sonic1, 0x56, 0x00), box(0x20, 0x20), "$00: $10, $10");
  expectObject(decode(SonlvlGame::Sonic1, 0x56, 0x10), box(0x40, 0x40), "$10: $20, $20");
  expectObject(decode(SonlvlGame::Sonic1, 0x56, 0x30), box(0x40, 0x34), "$30: $20, $1A");
  expectObject(decode(SonlvlGame::Sonic1, 0x56, 0x40), box(0x20, 0x4E), "$40: $10, $27");
  expectObject(decode(SonlvlGame::Sonic1, 0x56, 0x60), box(0x10, 0x40), "$60: 8, $20");
  expectObject(decode(SonlvlGame::Sonic1, 0x56, 0x70), box(0x80, 0x20), "$70: $40, $10");
  SolidObject lr = box(0x20, 0x20);
  lr.osc = {OscTable::Sonic1, 2, ObjectAxis::X, 0, true, 0, false};
  expectObject(decode(SonlvlGame::Sonic1, 0x56, 0x01), lr, "$01: x = origin - v_oscillate+$A");
  SolidObject ud = box(0x40, 0x40);
  ud.osc = {OscTable::Sonic1, 7, ObjectAxis::Y, 0x80, false, 0, false};
  expectObject(decode(SonlvlGame::Sonic1, 0x56, 0x14, true), ud, "$14 flipped: y = origin - ($80 - v_oscillate+$1E)");
  // The byte peaks below d1 (0..$3F, 0..$7F in the table), so no offset
  // wraps its signed byte: origin - byte, or byte - d1, over the whole cycle.
  EXPECT_EQ(oscRange(decode(SonlvlGame::Sonic1, 0x56, 0x01).object->osc).lo, -0x3F);
  EXPECT_EQ(oscRange(decode(SonlvlGame::Sonic1, 0x56, 0x01).object->osc).hi, 0);
  EXPECT_EQ(oscRange(decode(SonlvlGame::Sonic1, 0x56, 0x01, true).object->osc).lo, -0x40);
  EXPECT_EQ(oscRange(decode(SonlvlGame::Sonic1, 0x56, 0x01, true).object->osc).hi, -1);
  EXPECT_EQ(oscRange(decode(SonlvlGame::Sonic1, 0x56, 0x02).object->osc).lo, -0x7F);
  EXPECT_EQ(oscRange(decode(SonlvlGame::Sonic1, 0x56, 0x02).object->osc).hi, 0);
  EXPECT_EQ(oscRange(decode(SonlvlGame::Sonic1, 0x56, 0x02, true).object->osc).lo, -0x80);
  EXPECT_EQ(oscRange(decode(SonlvlGame::Sonic1, 0x56, 0x02, true).object->osc).hi, -1);
  for (int sub : {0x05, 0x07, 0x08, 0x0B, 0x0C, 0x0D, 0x80, 0x83}) {
    const io::SonlvlObjectDecode d = decode(SonlvlGame::Sonic1, 0x56, sub);
    EXPECT_FALSE(d.object) << sub << ": switches, squares and doors stay markers";
    EXPECT_FALSE(d.markerReason.empty()) << sub;
  }
}

// _incObj/46 MZ Bricks.asm: "move.w #$1B,d1; move.w #$10,d2" for every
// type, "andi.w #7,d0": Brick_Type00 is still, solid only on screen ("tst.b
// obRender(a0); bpl.s .chkdel"; the wobbling type 1 and the markers:
// sonlvl_mz_blocks_test.cpp). _incObj/61 LZ Blocks.asm: LBlk_Var $10,$10 /
// $20,$C / $10,$10 / $10,$10, .type00 "rts".
TEST(SonlvlObjects, Sonic1StillBricksAndLabyrinthBlocksAreBlocksTheRestMarkers) {
  SolidObject brick = box(0x20, 0x20);
  brick.onScreen = true;
  expectObject(decode(SonlvlGame::Sonic1, 0x46, 0x00), brick, "brick $00");
  expectObject(decode(SonlvlGame::Sonic1, 0x46, 0x08), brick, "brick $08: bit 3 is not read by the type");
  for (int sub : {0x03, 0x04, 0x0F}) EXPECT_FALSE(decode(SonlvlGame::Sonic1, 0x46, sub).object) << sub;
  // Brick_Type02 falls: kind brick (format 19; sonlvl_mz_blocks_test.cpp).
  EXPECT_EQ(decode(SonlvlGame::Sonic1, 0x46, 0x02).object->kind, ObjectKind::Brick);
  expectObject(decode(SonlvlGame::Sonic1, 0x61, 0x00), box(0x20, 0x20), "LZ block $00");
  expectObject(decode(SonlvlGame::Sonic1, 0x61, 0x10), box(0x40, 0x18), "LZ block $10: $20, $C");
  for (int sub : {0x01, 0x07, 0x13, 0x40}) EXPECT_FALSE(decode(SonlvlGame::Sonic1, 0x61, sub).object) << sub;
}

// _incObj/71 Invisible Barriers.asm, Invis_Main: obActWid = ((subtype & $F0)
// + $10) >> 1, obHeight = ((subtype & $F) + 1) << 3; Invis_Solid: d1
// obActWid + $B, d2 obHeight, run only while ChkObjectVisible passes: a
// block 2 obActWid x 2 obHeight about (obX, obY), solid only on screen.
TEST(SonlvlObjects, Sonic1InvisibleBarriersAreBlocksSolidOnlyOnScreen) {
  struct Case {
    int subtype, w, h;
  };
  for (const Case c : {Case{0x11, 0x20, 0x20}, Case{0x00, 0x10, 0x10}, Case{0x31, 0x40, 0x20}, Case{0x1F, 0x20, 0x100},
                       Case{0xF0, 0x100, 0x10}, Case{0x13, 0x20, 0x40}}) {
    const io::SonlvlObjectDecode d = decode(SonlvlGame::Sonic1, 0x71, c.subtype);
    ASSERT_TRUE(d.object) << c.subtype;
    EXPECT_EQ(d.object->w, c.w) << c.subtype;
    EXPECT_EQ(d.object->h, c.h) << c.subtype;
    EXPECT_TRUE(d.object->onScreen) << c.subtype;
    EXPECT_EQ(d.object->kind, ObjectKind::Block);
    EXPECT_FALSE(d.object->topOnly);
  }
  // Sonic 2's Obj74 has the same box and SolidObject_Always: solid everywhere.
  const io::SonlvlObjectDecode s2 = decode(SonlvlGame::Sonic2, 0x74, 0x11);
  ASSERT_TRUE(s2.object);
  EXPECT_FALSE(s2.object->onScreen);
}

// "_incObj/6C SBZ Vanishing Platforms.asm": VanP_Main "move.b
// #$10,obActWid(a0)" for every subtype; VanP_Vanish runs PlatformObject with
// d1 obActWid (top row obY - 8) while obFrame bit 1 is clear: a still
// top-only block 32 wide, its subtype the "vanish" cycle (level/vanish.h).
TEST(SonlvlObjects, Sonic1VanishingPlatformsAreTopOnlyBlocksThatVanish) {
  for (const int sub : {0x00, 0x40, 0x80, 0xC0, 0xC6, 0xE6, 0x31, 0xFF}) {
    const io::SonlvlObjectDecode d = decode(SonlvlGame::Sonic1, 0x6C, sub);
    ASSERT_TRUE(d.object) << sub;
    EXPECT_EQ(d.object->kind, ObjectKind::Block);
    EXPECT_TRUE(d.object->topOnly);
    EXPECT_EQ(d.object->w, 32);
    EXPECT_EQ(d.object->h, 16);
    EXPECT_EQ(d.object->vanish, sub);
    EXPECT_TRUE(objectKindProblem(*d.object).empty()) << objectKindProblem(*d.object);
  }
}

// The lava markers become hurt zones. "_incObj/54 Lava Tag.asm": LTag_Main
// "move.b LTag_ColTypes(pc,d0.w),obColType(a0)", LTag_ColTypes "dc.b $96,
// $94, $95"; s2.asm Obj31_Init, Obj31_CollisionFlagsBySubtype the same.
// ReactToItem's .sizes / Touch_Sizes: $16 "dc.b $20, $20", $14 "dc.b $40,
// $20", $15 "dc.b $80, $20" (half width, half height about obX, obY).
TEST(SonlvlObjects, LavaMarkersAreHurtZonesOfTheirCollisionSize) {
  for (SonlvlGame g : {SonlvlGame::Sonic1, SonlvlGame::Sonic2}) {
    const int id = g == SonlvlGame::Sonic1 ? 0x54 : 0x31;
    const int sizes[3][2] = {{0x40, 0x40}, {0x80, 0x40}, {0x100, 0x40}};
    for (int sub = 0; sub < 3; ++sub) {
      const io::SonlvlObjectDecode d = decode(g, id, sub);
      ASSERT_TRUE(d.object) << id << " " << sub;
      EXPECT_EQ(d.object->kind, ObjectKind::Hurt);
      EXPECT_EQ(d.object->w, sizes[sub][0]) << id << " " << sub;
      EXPECT_EQ(d.object->h, sizes[sub][1]) << id << " " << sub;
      ASSERT_EQ(d.object->path.size(), 1u);
      EXPECT_EQ(d.object->path[0].x + d.object->w / 2, 0x200) << "centred on obX";
      EXPECT_EQ(d.object->path[0].y + d.object->h / 2, 0x100) << "centred on obY";
      EXPECT_TRUE(objectProblem(*d.object).empty()) << objectProblem(*d.object);
    }
    const io::SonlvlObjectDecode past = decode(g, id, 3);
    EXPECT_FALSE(past.object);
    EXPECT_NE(past.markerReason.find("three collision sizes"), std::string::npos) << past.markerReason;
  }
}

// Badniks whose init sets an enemy's collision type become enemies of that
// type's touch size (ReactToItem's .sizes, Touch_Sizes), centred on the
// entry, whatever the subtype: Sonic 1's Moto Bug ($C: "dc.b $14, $10") and
// Jaws ($A: "dc.b $10, $C"), Sonic 2's Buzzer ($A: "dc.b $10, 8", not
// Sonic 1's row) and Spiker ($12: "dc.b 8, $10"), S&K's Bloominator ($23:
// "dc.b 24/2, 48/2") and Rhinobot ($B: "dc.b 16/2, 16/2").
TEST(SonlvlObjects, BadniksAreEnemiesOfTheirTouchSize) {
  struct Row {
    SonlvlGame game;
    int id, w, h;
  };
  const Row rows[] = {{SonlvlGame::Sonic1, 0x40, 0x28, 0x20}, {SonlvlGame::Sonic1, 0x2C, 0x20, 0x18},
                      {SonlvlGame::Sonic2, 0x4B, 0x20, 0x10}, {SonlvlGame::Sonic2, 0x92, 0x10, 0x20},
                      {SonlvlGame::Sonic3K, 0x8C, 24, 48},   {SonlvlGame::Sonic3K, 0x8D, 16, 16}};
  for (const Row& r : rows) {
    for (int sub : {0, 0x21}) {
      const io::SonlvlObjectDecode d = decode(r.game, r.id, sub);
      ASSERT_TRUE(d.object) << r.id;
      EXPECT_EQ(d.object->kind, ObjectKind::Enemy) << r.id;
      EXPECT_EQ(d.object->w, r.w) << r.id;
      EXPECT_EQ(d.object->h, r.h) << r.id;
      ASSERT_EQ(d.object->path.size(), 1u);
      EXPECT_EQ(d.object->path[0].x + d.object->w / 2, 0x200) << "centred on obX";
      EXPECT_EQ(d.object->path[0].y + d.object->h / 2, 0x100) << "centred on obY";
      EXPECT_TRUE(objectProblem(*d.object).empty()) << objectProblem(*d.object);
    }
  }
  // Not badniks set up so: Sonic 1's Roller (Obj43: $8E while curled), Yadrin
  // (Obj50: $CC, React_Special), Caterkiller (Obj78: $CB segments); and an id
  // that is a badnik only in another game ($8C: S&K's Bloominator, Sonic 2's Whisp).
  for (int id : {0x43, 0x50, 0x78, 0x8C}) EXPECT_FALSE(decode(SonlvlGame::Sonic1, id, 0).object) << id;
}

// Level format 17: Sonic 1's Green Hill badniks move by their routines
// (level/enemy_motion.h). The Buzz Bomber $08 ("dc.b $18, $C"); the Newtron
// of subtype 0 green, its box $D's ("dc.b $14, 8": the type it lands with),
// any other blue, $C's ("dc.b $14, $10"); the Moto Bug $C, the Crabmeat $6.
// An x-flipped Buzz Bomber, Moto Bug or Crabmeat (obStatus bit 0) faces
// right: "direction": "right"; the Newtron faces the player, not its flip.
TEST(SonlvlObjects, Sonic1BadniksMoveByTheirRoutines) {
  const struct {
    int id, subtype;
    bool flip;
    EnemyMotion motion;
    int w, h;
    ObjectDir dir;
  } rows[] = {
      {0x22, 0, false, EnemyMotion::Buzzbomber, 0x30, 0x18, SolidObject{}.dir},
      {0x22, 0, true, EnemyMotion::Buzzbomber, 0x30, 0x18, ObjectDir::Right},
      {0x42, 0, true, EnemyMotion::Newtron, 0x28, 0x10, SolidObject{}.dir},
      {0x42, 1, false, EnemyMotion::NewtronBlue, 0x28, 0x20, SolidObject{}.dir},
      {0x40, 0, true, EnemyMotion::Motobug, 0x28, 0x20, ObjectDir::Right},
      {0x1F, 0, false, EnemyMotion::Crabmeat, 0x20, 0x20, SolidObject{}.dir},
  };
  for (const auto& r : rows) {
    const io::SonlvlObjectDecode d =
        io::decodeSonlvlObject(SonlvlGame::Sonic1, {r.id, r.subtype, 0x200, 0x100, r.flip, false});
    ASSERT_TRUE(d.object) << r.id;
    EXPECT_EQ(d.object->kind, ObjectKind::Enemy) << r.id;
    EXPECT_EQ(d.object->motion, r.motion) << r.id;
    EXPECT_EQ(d.object->w, r.w) << r.id;
    EXPECT_EQ(d.object->h, r.h) << r.id;
    EXPECT_EQ(d.object->dir, r.dir) << r.id;
    EXPECT_EQ(d.object->path[0].x + d.object->w / 2, 0x200);
    EXPECT_EQ(d.object->path[0].y + d.object->h / 2, 0x100);
    EXPECT_TRUE(objectProblem(*d.object).empty()) << objectProblem(*d.object);
  }
}

// Level format 15: Emerald Hill's Coconuts (Obj9D) and Masher (Obj5C) move by
// their own routines (level/enemy_motion.h); the other badniks stand still.
TEST(SonlvlObjects, CoconutsAndMasherMoveByTheirRoutines) {
  const struct {
    int id;
    EnemyMotion motion;
  } rows[] = {{0x9D, EnemyMotion::Coconuts}, {0x5C, EnemyMotion::Masher}, {0x4B, EnemyMotion::None}, {0x92, EnemyMotion::None}};
  for (const auto& r : rows) {
    const io::SonlvlObjectDecode d = decode(SonlvlGame::Sonic2, r.id, 0);
    ASSERT_TRUE(d.object) << r.id;
    EXPECT_EQ(d.object->motion, r.motion) << r.id;
    if (r.motion != EnemyMotion::None) {
      EXPECT_EQ(d.object->w, 0x18) << r.id;  // both $9: "dc.b $C, $10"
    }
    EXPECT_TRUE(objectProblem(*d.object).empty()) << objectProblem(*d.object);
  }
  EXPECT_EQ(decode(SonlvlGame::Sonic1, 0x2B, 0).object->motion, EnemyMotion::None);  // Chopper: not modelled
}

io::SonlvlImportResult importAct(const char* own, const char* folder, const char* level) {
  return test::importDisassemblyLevel(own, folder, level);
}

// The act imported when its disassembly is there (counted in `ran`), else nothing.
std::optional<io::SonlvlImportResult> importIfThere(const char* own, const char* folder, const char* level, int& ran) {
  if (!test::disassembly(own, folder)) return std::nullopt;
  ++ran;
  return importAct(own, folder, level);
}

TEST(SonlvlObjectsDisassembly, GreenHill1EmeraldHill1AndAngelIsland1SimulateTheirGroundObjects) {
  if (!test::disassembly("SOLIDTILE_S1DISASM", "s1disasm")) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  struct Act {
    const char* own;
    const char* folder;
    const char* level;
    Profile profile;
    ActCounts want;
    int retracting;  // spikes with a retract (level/retract.h)
  };
  // objpos/ghz1.bin (214 entries): 4 Obj41 (all $02, yellow up), 23 Obj36 ($00 and $20, all still),
  // 7 Obj3B, 12 Obj44 (subtypes 0-2, none with bit 4), 10 Obj26.
  // level/objects/EHZ_1.bin (135): 14 Obj41, 6 of them diagonal ($32 x5, $3A), 12 Obj36 of which one
  // moves ($01: retract vertical), 13 Obj26. Levels/AIZ/Object Pos/1.bin (153): 12 Obj_Spring ($03, $10, $12: up and
  // sideways), 7 Obj_Spikes of which 2 move ($01: retract vertical), 11 Obj_Monitor, 9 Obj_AIZLRZEMZRock of which one
  // is pushed ($22; the others $04 x2, $10, $14, $20, $21 x2, $24), 6 Obj_InvisibleBlock.
  // Bridges: ghz1.bin's 3 Obj11 ($0C at x $4A8, $AA8, $1FA8), EHZ_1.bin's 7 ($0C x4, $0A, $10, $08).
  // Rings: ghz1.bin's Obj25 rows make 155 (Ring_Main: (subtype & 7) + 1 each), EHZ_1's ring
  // layout 226, AIZ1's 104 (one marker and one ring object each).
  const Act acts[] = {
      // ghz1.bin's 3 Obj1A collapsing ledges (subtypes $00 x2, $01).
      {"SOLIDTILE_S1DISASM", "s1disasm", "Green Hill Zone Act 1", Profile::Sonic1, {4, 23, 7 + 12, 3, 3, 0, 10, 155}, 0},
      {"SOLIDTILE_S2DISASM", "s2disasm", "Emerald Hill Zone Act 1", Profile::Sonic2, {14, 12, 0, 7, 0, 0, 13, 226}, 1},
      // Levels/AIZ/Object Pos/1.bin's 4 Obj_CollapsingPlatform ($04) and its Obj_CorkFloor (subtype 1, a
      // breakable counted with the rocks; its 3 Obj_FloatingPlatform: sonlvl_floating_test.cpp).
      {"SOLIDTILE_SKDISASM", "skdisasm", "Sonic 3\\\\Angel Island Zone Act 1", Profile::Sonic3K, {12, 7, 9 - 1 + 6 + 1, 0, 4, 0, 11, 104}, 2},
  };
  for (const Act& a : acts) {
    const io::SonlvlImportResult r = importAct(a.own, a.folder, a.level);
    ASSERT_TRUE(r.file) << io::describe(a.level, r.problems);
    EXPECT_EQ(r.file->profile, a.profile) << a.level;
    const ActCounts c = countObjects(*r.file);
    const std::string summary = io::describeSonlvlObjects(
        io::summarizeSonlvlObjects(r.file->markers, r.file->profile, io::holdsTwist(r.file->level.objects)));
    std::printf("%s: %d springs, %d spikes, %d rocks and walls, %d monitors, %d twists; %s\n", a.level, c.springs, c.spikes,
                c.blocks, c.monitors, c.twists, summary.c_str());
    // Emerald Hill 1's three Obj06 spiral pathways (subtype 0) are twists, with s2.asm beside the project.
    EXPECT_EQ(c.twists, a.profile == Profile::Sonic2 ? 3 : 0) << a.level;
    // Angel Island 1's Obj_TwistedRamp (subtype 0, x 9152) is a ramp.
    EXPECT_EQ(c.ramps, a.profile == Profile::Sonic3K ? 1 : 0) << a.level;
    // Angel Island 1's four Obj0C giant ride vines are vines.
    EXPECT_EQ(c.vines, a.profile == Profile::Sonic3K ? 4 : 0) << a.level;
    // Green Hill 1's and Emerald Hill 1's Obj0D signposts are goals (Angel Island's end sign is not in its layout).
    EXPECT_EQ(c.goals, a.profile == Profile::Sonic3K ? 0 : 1) << a.level;
    EXPECT_EQ(c.trees, a.profile == Profile::Sonic3K ? 1 : 0) << a.level;
    EXPECT_EQ(c.springs, a.want.springs) << a.level;
    EXPECT_EQ(c.spikes, a.want.spikes) << a.level;
    EXPECT_EQ(std::count_if(r.file->level.objects.begin(), r.file->level.objects.end(),
                            [](const SolidObject& o) { return o.retract == SpikeRetract::Vertical; }),
              a.retracting)
        << a.level;
    EXPECT_EQ(c.blocks, a.want.blocks) << a.level;
    EXPECT_EQ(c.bridges, a.want.bridges) << a.level;
    EXPECT_EQ(c.collapses, a.want.collapses) << a.level;
    EXPECT_EQ(c.monitors, a.want.monitors) << a.level;
    EXPECT_EQ(c.rings, a.want.rings) << a.level;
    int markedRings = 0;  // what the markers say the rings are
    for (const io::Marker& m : r.file->markers) {
      if (a.profile == Profile::Sonic1) markedRings += m.type == io::kObj25RingsId ? ((m.subtype & 7) == 7 ? 6 : m.subtype & 7) + 1 : 0;
      else markedRings += m.type == 0 && m.name == io::kSonlvlRingMarkerName;
    }
    EXPECT_EQ(c.rings, markedRings) << a.level;
    EXPECT_NE(summary.find(" (" + std::to_string(a.want.monitors) + " monitors)"), std::string::npos) << summary;
    // EHZ_1.bin's 14 Obj1C bridge stakes and 10 Obj49 waterfalls: display only, counted apart.
    if (a.profile == Profile::Sonic2) {
      EXPECT_EQ(io::summarizeSonlvlObjects(r.file->markers, r.file->profile).scenery, 14 + 10);
    }
    // ghz1.bin's 6 Obj1C bridge stumps and 3 Obj49 waterfall sounds.
    if (a.profile == Profile::Sonic1) {
      EXPECT_EQ(io::summarizeSonlvlObjects(r.file->markers, r.file->profile).scenery, 6 + 3);
    }
    // Angel Island 1's 64 foreground plants and its Obj_AIZ1Tree.
    if (a.profile == Profile::Sonic3K) {
      EXPECT_EQ(io::summarizeSonlvlObjects(r.file->markers, r.file->profile).scenery, 64 + 1);
    }
  }
}

// objpos/syz1.bin: 41 Obj56 ($00 x7, $01 x6, $02 x6, $13 x21, $A0 a door);
// objpos/lz1.bin: 21 Obj61 ($30 x13 still, $13 x4, $27 x4) and 10 Obj56
// doors ($E0-$FA); objpos/mz1.bin: 26 Obj46 ($00 x6 still, $01 x4 wobbling,
// $02 x11 and $0A x5 falling: markers), with its 5 Obj30 and 2 Obj52
// (sonlvl_mz_blocks_test.cpp); objpos/sbz1.bin: 50 Obj71, blocks solid only on screen (lz1.bin 4,
// mz1.bin 3 more).
TEST(SonlvlObjectsDisassembly, Sonic1LaterZonesSimulateTheirStillAndOscillatingBlocks) {
  if (!test::disassembly("SOLIDTILE_S1DISASM", "s1disasm")) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  struct Act {
    const char* level;
    const char* simulated;
    const char* marker;  // what stays of the routines decoded here
  };
  const Act acts[] = {
      {"Spring Yard Zone Act 1", "168 of 193 objects simulated", "Obj56 Block x1"},
      {"Labyrinth Zone Act 1", "114 of 189 objects simulated", "Obj61 Block x8"},
      // its 16 falling bricks: kind brick; its stompers but the switch one ($80): kind stomper (format 20)
      {"Marble Zone Act 1", "123 of 145 objects simulated", "Obj31 x1"},
      {"Scrap Brain Zone Act 1", "252 of 308 objects simulated", ""},
  };
  for (const Act& a : acts) {
    const io::SonlvlImportResult r = importAct("SOLIDTILE_S1DISASM", "s1disasm", a.level);
    ASSERT_TRUE(r.file) << io::describe(a.level, r.problems);
    // With Marble Zone's 16 Obj2F of types 0-4, made with misc/mz_pfm*.bin.
    const std::string summary = io::describeSonlvlObjects(
        io::summarizeSonlvlObjects(r.file->markers, r.file->profile, io::holdsGameTables(r.file->level.objects)), 100);
    std::printf("%s: %s\n", a.level, summary.c_str());
    EXPECT_EQ(summary.rfind(a.simulated, 0), 0u) << summary;
    EXPECT_NE(summary.find(a.marker), std::string::npos) << summary;
  }
}

// objpos/syz1.bin's 8 Obj12 lamps and ARZ_1.bin's 34 Obj2C leaf generators:
// display, or a touch that only spawns leaves; counted as scenery, not markers.
TEST(SonlvlObjectsDisassembly, SpringYardsLampsAndAquaticRuinsLeavesAreScenery) {
  int checked = 0;
  const auto sceneryOf = [&](const char* own, const char* folder, const char* level, int type, int count) {
    if (!test::disassembly(own, folder)) return;
    ++checked;
    const io::SonlvlImportResult r = importAct(own, folder, level);
    ASSERT_TRUE(r.file) << io::describe(level, r.problems);
    const io::SonlvlObjectSummary s = io::summarizeSonlvlObjects(r.file->markers, r.file->profile);
    EXPECT_EQ(std::count_if(r.file->markers.begin(), r.file->markers.end(), [&](const io::Marker& m) { return m.type == type; }),
              count) << level;
    EXPECT_EQ(s.scenery, count) << level << ": " << io::describeSonlvlObjects(s, 100);
  };
  sceneryOf("SOLIDTILE_S1DISASM", "s1disasm", "Spring Yard Zone Act 1", 0x12, 8);
  sceneryOf("SOLIDTILE_S2DISASM", "s2disasm", "Aquatic Ruin Zone Act 1", 0x2C, 34);
  if (checked == 0) GTEST_SKIP() << "no disassembly (SOLIDTILE_S1DISASM, SOLIDTILE_S2DISASM or SOLIDTILE_DISASM_DIR)";
}

// objpos/sbz1.bin: 50 Obj71, every one a block solid only on screen; the
// first is at (496, 1232), subtype $15: obActWid ($10 + $10) >> 1 = $10,
// obHeight (5 + 1) << 3 = $30, so 32 x 96 about its centre; 18 are $17
// (32 x 128), the most of one size.
TEST(SonlvlObjectsDisassembly, ScrapBrain1InvisibleBarriersAreBlocksSolidOnlyOnScreen) {
  if (!test::disassembly("SOLIDTILE_S1DISASM", "s1disasm")) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  const io::SonlvlImportResult r = importAct("SOLIDTILE_S1DISASM", "s1disasm", "Scrap Brain Zone Act 1");
  ASSERT_TRUE(r.file) << io::describe("SBZ1", r.problems);
  std::vector<const SolidObject*> barriers;
  for (const SolidObject& o : r.file->level.objects) {
    if (o.onScreen) barriers.push_back(&o);
  }
  ASSERT_EQ(barriers.size(), 50u);
  EXPECT_EQ(barriers[0]->w, 32);
  EXPECT_EQ(barriers[0]->h, 96);
  EXPECT_EQ(barriers[0]->path[0].x, 496 - 16);
  EXPECT_EQ(barriers[0]->path[0].y, 1232 - 48);
  EXPECT_EQ(std::count_if(barriers.begin(), barriers.end(), [](const SolidObject* o) { return o->w == 32 && o->h == 128; }), 18);
  EXPECT_TRUE(r.file->level.objects.usesScreen());
  const std::string summary = io::describeSonlvlObjects(io::summarizeSonlvlObjects(r.file->markers, r.file->profile), 100);
  EXPECT_EQ(summary.find("Obj71"), std::string::npos) << summary;
}

// objpos/sbz1.bin: 48 Obj6C, subtypes $00 x11, $40 x14, $80 x10, $C0 x13, the
// first at (2320, 944); sbz2.bin: 16 ($00 x5, $40 x3, $80 x2, $C0 x3, $C6,
// $D6, $E6). Every one a still top-only block that vanishes by its subtype.
TEST(SonlvlObjectsDisassembly, ScrapBrainVanishingPlatformsAreBlocksThatVanish) {
  if (!test::disassembly("SOLIDTILE_S1DISASM", "s1disasm")) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  struct Act {
    const char* level;
    std::vector<std::pair<int, int>> subtypes;  // subtype, count
    const char* simulated;
  };
  const Act acts[] = {
      {"Scrap Brain Zone Act 1", {{0x00, 11}, {0x40, 14}, {0x80, 10}, {0xC0, 13}}, "252 of 308 objects simulated"},
      {"Scrap Brain Zone Act 2", {{0x00, 5}, {0x40, 3}, {0x80, 2}, {0xC0, 3}, {0xC6, 1}, {0xD6, 1}, {0xE6, 1}}, "241 of 292 objects simulated"},
  };
  for (const Act& a : acts) {
    const io::SonlvlImportResult r = importAct("SOLIDTILE_S1DISASM", "s1disasm", a.level);
    ASSERT_TRUE(r.file) << io::describe(a.level, r.problems);
    std::vector<const SolidObject*> vanishing;
    for (const SolidObject& o : r.file->level.objects) {
      if (o.vanish >= 0) vanishing.push_back(&o);
    }
    std::size_t total = 0;
    for (const auto& [sub, count] : a.subtypes) {
      total += static_cast<std::size_t>(count);
      EXPECT_EQ(std::count_if(vanishing.begin(), vanishing.end(), [&](const SolidObject* o) { return o->vanish == sub; }), count)
          << a.level << " subtype " << sub;
    }
    EXPECT_EQ(vanishing.size(), total) << a.level;
    for (const SolidObject* o : vanishing) {
      EXPECT_TRUE(o->topOnly);
      EXPECT_EQ(o->w, 32);
      EXPECT_EQ(o->path.size(), 1u);
    }
    const std::string summary = io::describeSonlvlObjects(io::summarizeSonlvlObjects(r.file->markers, r.file->profile), 100);
    EXPECT_EQ(summary.rfind(a.simulated, 0), 0u) << summary;
    EXPECT_EQ(summary.find("Obj6C"), std::string::npos) << summary;
  }
  const io::SonlvlImportResult r = importAct("SOLIDTILE_S1DISASM", "s1disasm", "Scrap Brain Zone Act 1");
  ASSERT_TRUE(r.file);
  const auto first = std::find_if(r.file->level.objects.begin(), r.file->level.objects.end(), [](const SolidObject& o) { return o.vanish >= 0; });
  ASSERT_NE(first, r.file->level.objects.end());
  EXPECT_EQ(first->path[0].x, 2320 - 16);
  EXPECT_EQ(first->path[0].y, 944 - 8);
}

// The badniks of the first acts become enemies, one for each marker of
// their types (the markers stay): ghz1.bin's Obj1F, Obj22, Obj2B, Obj40, Obj42;
// EHZ_1.bin's Obj4B, Obj5C, Obj9D; AIZ1's Obj8C-Obj8F.
TEST(SonlvlObjectsDisassembly, TheFirstActsBadniksAreEnemies) {
  struct Act {
    const char* own;
    const char* folder;
    const char* level;
    std::vector<int> types;
    int enemies;
  };
  const Act acts[] = {
      {"SOLIDTILE_S1DISASM", "s1disasm", "Green Hill Zone Act 1", {0x1F, 0x22, 0x2B, 0x40, 0x42}, 32},
      {"SOLIDTILE_S2DISASM", "s2disasm", "Emerald Hill Zone Act 1", {0x4B, 0x5C, 0x9D}, 32},
      {"SOLIDTILE_SKDISASM", "skdisasm", "Sonic 3\\\\Angel Island Zone Act 1", {0x8C, 0x8D, 0x8E, 0x8F}, 10},
  };
  int ran = 0;
  for (const Act& a : acts) {
    const std::optional<io::SonlvlImportResult> imported = importIfThere(a.own, a.folder, a.level, ran);
    if (!imported) continue;
    const io::SonlvlImportResult& r = *imported;
    ASSERT_TRUE(r.file) << io::describe(a.level, r.problems);
    const auto enemies = std::count_if(r.file->level.objects.begin(), r.file->level.objects.end(),
                                       [](const SolidObject& o) { return o.kind == ObjectKind::Enemy; });
    const auto marked = std::count_if(r.file->markers.begin(), r.file->markers.end(), [&](const io::Marker& m) {
      return std::find(a.types.begin(), a.types.end(), m.type) != a.types.end();
    });
    std::printf("%s: %d enemies\n", a.level, static_cast<int>(enemies));
    EXPECT_EQ(enemies, marked) << a.level;
    EXPECT_EQ(enemies, a.enemies) << a.level;
  }
  if (ran == 0) GTEST_SKIP() << "no disassembly (SOLIDTILE_S1DISASM, SOLIDTILE_S2DISASM, SOLIDTILE_SKDISASM or SOLIDTILE_DISASM_DIR)";
}

// objpos/mz1.bin's 10 Obj54 and Hill Top 1's 9 Obj31 (HTZ_1.bin) are hurt
// zones, each of LTag_ColTypes' / Obj31's sizes.
TEST(SonlvlObjectsDisassembly, MarbleZone1AndHillTop1LavaMarkersAreHurtZones) {
  struct Act {
    const char* own;
    const char* folder;
    const char* level;
    int hurt;
    const char* id;         // the marker's type, no longer among the markers
    const char* simulated;  // with Marble Zone's 3 Obj71 barriers and 16 Obj2F
  };
  // Sonic 1's Obj31 is Marble Zone's chained stomper: kind stomper (format 20) but its switch one.
  // Hill Top 1 with its 7 Obj32 rocks (breakables) and 7 badniks (enemies), level format 14,
  // and its 10 Obj2F smashable grounds (breakables "ground"), format 18.
  const Act acts[] = {{"SOLIDTILE_S1DISASM", "s1disasm", "Marble Zone Act 1", 10, "Obj54", "123 of 145 objects simulated"},
                      {"SOLIDTILE_S2DISASM", "s2disasm", "Hill Top Zone Act 1", 9, "Obj31", "263 of 290 objects simulated"}};
  int ran = 0;
  for (const Act& a : acts) {
    const std::optional<io::SonlvlImportResult> imported = importIfThere(a.own, a.folder, a.level, ran);
    if (!imported) continue;
    const io::SonlvlImportResult& r = *imported;
    ASSERT_TRUE(r.file) << io::describe(a.level, r.problems);
    int hurt = 0;
    for (const SolidObject& o : r.file->level.objects) {
      if (o.kind != ObjectKind::Hurt) continue;
      ++hurt;
      EXPECT_EQ(o.h, 0x40) << a.level << ": every size's half height is $20";
      EXPECT_TRUE(o.w == 0x40 || o.w == 0x80 || o.w == 0x100) << a.level << " w " << o.w;
    }
    EXPECT_EQ(hurt, a.hurt) << a.level;
    const std::string summary = io::describeSonlvlObjects(
        io::summarizeSonlvlObjects(r.file->markers, r.file->profile, io::holdsGameTables(r.file->level.objects)), 100);
    std::printf("%s: %s\n", a.level, summary.c_str());
    EXPECT_EQ(summary.find(a.id), std::string::npos) << summary;
    EXPECT_EQ(summary.rfind(a.simulated, 0), 0u) << summary;
  }
  if (ran == 0) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM, SOLIDTILE_S2DISASM nor SOLIDTILE_DISASM_DIR is set";
}
}  // namespace
}  // namespace solidtile
