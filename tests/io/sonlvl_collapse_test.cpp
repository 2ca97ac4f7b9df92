// Issue 27: Sonic 1's collapsing ledge (Obj1A) and collapsing floors (Obj53)
// import as collapses (physics/io/src/sonlvl/collapse_objects.cpp), placed
// and timed as their routines do; the numbers quoted are s1disasm's.
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <vector>

#include "sonlvl_disassembly.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/object_state.h"
#include "solidtile/sonic/player.h"

namespace solidtile {
namespace {
using io::SonlvlGame;

SolidObject decoded(int id, int subtype, bool flipX = false) {
  const io::SonlvlObjectDecode d = io::decodeSonlvlObject(SonlvlGame::Sonic1, {id, subtype, 0x200, 0x100, flipX, false});
  EXPECT_TRUE(d.object.has_value()) << d.markerReason;
  return d.object.value_or(SolidObject{});
}

// Ledge_Main: "move.b #7,ledge_timedelay(a0)"; Ledge_Touch: "move.w #$30,d1;
// lea (Ledge_SlopeData).l,a2; bsr.w SlopeObject"; loc_847A: CFlo_Data1's $1C first.
TEST(SonlvlCollapse, Sonic1sLedgeIsASlopedTopOnlyCollapseOnItsHeightmap) {
  for (int subtype : {0, 1}) {  // the subtype only picks the art frame ("move.b obSubtype(a0),obFrame(a0)")
    const SolidObject o = decoded(0x1A, subtype);
    EXPECT_EQ(o.kind, ObjectKind::Collapse);
    EXPECT_TRUE(o.topOnly);
    EXPECT_EQ(o.w, 2 * 0x30);
    EXPECT_EQ(o.collapseDelay, 7);
    EXPECT_EQ(o.collapseHold, 0x1C);
    ASSERT_EQ(o.slope.size(), 0x30u);
    // SlopeObject's surface over column c is obY - t[c]: the object's bottom row is obY.
    EXPECT_EQ(o.path[0].x, 0x200 - 0x30);
    EXPECT_EQ(o.path[0].y + o.h - 1, 0x100);
    EXPECT_EQ(o.slope.front(), 0x20);
    EXPECT_EQ(o.slope[8], 0x21);
    EXPECT_EQ(o.slope.back(), 0x30);
    EXPECT_EQ(objectProblem(o), "");
  }
  // "btst #0,obRender(a0); beq.s loc_754A; not.w d0; add.w d1,d0": the x-flip mirrors the columns.
  const SolidObject flipped = decoded(0x1A, 0, true);
  const SolidObject plain = decoded(0x1A, 0);
  EXPECT_EQ(std::vector<std::uint8_t>(plain.slope.rbegin(), plain.slope.rend()), flipped.slope);
}

// CFlo_Main: "move.b #7,cflo_timedelay(a0)"; CFlo_Touch: "move.w #$20,d1; bsr.w
// PlatformObject"; loc_8458: CFlo_Data2 ($1E first), CFlo_Data3 ($16) when "btst #0,obSubtype(a0)".
TEST(SonlvlCollapse, Sonic1sFloorsAreFlatTopOnlyCollapsesTheirHoldBySubtypeBit0) {
  const SolidObject even = decoded(0x53, 0x80), odd = decoded(0x53, 0x81);
  for (const SolidObject& o : {even, odd}) {
    EXPECT_EQ(o.kind, ObjectKind::Collapse);
    EXPECT_TRUE(o.topOnly);
    EXPECT_TRUE(o.slope.empty());
    EXPECT_EQ(o.w, 0x40);
    EXPECT_EQ(o.path[0].x, 0x200 - 0x20);
    EXPECT_EQ(o.path[0].y, 0x100 - 8);  // a top-only object's top is obY - 8
    EXPECT_EQ(o.collapseDelay, 7);
    EXPECT_EQ(objectProblem(o), "");
  }
  EXPECT_EQ(even.collapseHold, 0x1E);
  EXPECT_EQ(odd.collapseHold, 0x16);
}

// The imported ledge gives way under Sonic 1 as the game's does.
TEST(SonlvlCollapse, TheImportedLedgeGivesWayUnderTheSonic1Player) {
  Level l(64, 32, 1);
  l.objects.assign({decoded(0x1A, 0)});
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic1);
  PlayerState s = spawnPlayer(cfg, 0x200 + 0x20, 0x100 - 0x40);
  std::vector<ObjectSlot> slots(l.objects.slotCount());
  StepRecord rec;
  bool landed = false, collapsed = false;
  for (int f = 0; f < 200 && !collapsed; ++f) {
    stepPlayer(s, l, cfg, 0, &rec, slots);
    landed = landed || rec.has(EventKind::ObjectLanded);
    collapsed = rec.has(EventKind::Collapsed);
  }
  EXPECT_TRUE(landed);
  EXPECT_TRUE(collapsed);
  for (int f = 0; f < 0x1C + 40; ++f) stepPlayer(s, l, cfg, 0, nullptr, slots);
  EXPECT_EQ(s.standingOn, -1);
  EXPECT_GT(s.y >> 8, 0x100) << "fell through where the ledge was";
}

// Gated: the heightmap the importer builds is the disassembly's file byte for byte.
TEST(SonlvlCollapseDisassembly, TheLedgeHeightsAreGhzCollapsingLedgeHeightmapBin) {
  const auto dir = test::disassembly("SOLIDTILE_S1DISASM", "s1disasm");
  if (!dir) GTEST_SKIP() << "set SOLIDTILE_S1DISASM or SOLIDTILE_DISASM_DIR";
  std::ifstream in(*dir / "misc" / "GHZ Collapsing Ledge Heightmap.bin", std::ios::binary);
  if (!in) GTEST_SKIP() << "no misc/GHZ Collapsing Ledge Heightmap.bin in " << dir->string();
  const std::vector<std::uint8_t> bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  EXPECT_EQ(decoded(0x1A, 0).slope, bytes);
}

}  // namespace
}  // namespace solidtile
