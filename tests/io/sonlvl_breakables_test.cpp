// Issue 27: the games' smashable walls, blocks and rocks (Sonic 1's Obj3C
// and Obj51, Sonic 2's Obj32, S&K's Obj_AIZLRZEMZRock) become breakables on
// import, each box its routine's SolidObject d1/d2 and each mode its
// routine's test (physics/io/src/sonlvl/breakable_objects.cpp). The numbers
// quoted are the disassemblies'.
#include <gtest/gtest.h>

#include <cstdio>
#include <string>

#include "solidtile/io/sonlvl_objects.h"
#include "sonlvl_disassembly_level.h"

namespace solidtile {
namespace {
using io::SonlvlGame;

io::SonlvlObjectDecode decode(SonlvlGame g, int id, int subtype) {
  return io::decodeSonlvlObject(g, {id, subtype, 0x200, 0x100, false, false});
}

// Each box its routine's SolidObject d1/d2 about (obX, obY) = (0x200, 0x100);
// the mode its routine's test.
void expectBreakable(const io::SonlvlObjectDecode& d, int w, int h, BreakMode m, const char* what) {
  ASSERT_TRUE(d.object) << what << ": " << d.markerReason;
  EXPECT_EQ(d.object->kind, ObjectKind::Breakable) << what;
  EXPECT_EQ(d.object->breaks, m) << what;
  EXPECT_EQ(d.object->w, w) << what;
  EXPECT_EQ(d.object->h, h) << what;
  ASSERT_EQ(d.object->path.size(), 1u) << what;
  EXPECT_EQ(d.object->path[0].x + w / 2, 0x200) << what;
  EXPECT_EQ(d.object->path[0].y + h / 2, 0x100) << what;
  EXPECT_TRUE(objectProblem(*d.object).empty()) << objectProblem(*d.object);
}

// Smash_Solid: d1 $1B, d2 $20; Smab_Solid: d1 $1B, d2 $10; Obj32_Init:
// width_pixels $18, Chemical Plant's $10, Obj32_Main d2 $10; every subtype
// alike (they only pick the art frame).
TEST(SonlvlBreakables, SmashableWallsAndBlocksAreBreakablesOfTheirSolidBox) {
  for (int sub : {0, 1, 2}) {
    expectBreakable(decode(SonlvlGame::Sonic1, 0x3C, sub), 32, 64, BreakMode::Side, "Obj3C");
    expectBreakable(decode(SonlvlGame::Sonic1, 0x51, sub), 32, 32, BreakMode::Top, "Obj51");
  }
  expectBreakable(decode(SonlvlGame::Sonic2, 0x32, 0), 48, 32, BreakMode::Top, "Obj32 Hill Top");
  io::SonlvlObjectEntry cpz{0x32, 0, 0x200, 0x100, false, false};
  cpz.chemicalPlant = true;
  expectBreakable(io::decodeSonlvlObject(SonlvlGame::Sonic2, cpz), 32, 32, BreakMode::Top, "Obj32 Chemical Plant");
}

// Obj2F_Init: width_pixels $10, and "move.b #$20,y_radius(a0)" after
// Obj2F_Properties' (subtype & $1E) radius, so every subtype is d1 $1B, d2
// $20; Obj2F_Main "tst.b subtype(a0); bmi.s loc_233F0": bit 7 breaks on any
// path (ground_any), else only on the second (ground).
TEST(SonlvlBreakables, HillTopSmashableGroundBreaksByItsSubtypesBit7) {
  for (int sub : {0, 2, 4, 6, 8}) {
    expectBreakable(decode(SonlvlGame::Sonic2, 0x2F, sub), 32, 64, BreakMode::Ground, "Obj2F");
    expectBreakable(decode(SonlvlGame::Sonic2, 0x2F, 0x80 | sub), 32, 64, BreakMode::GroundAny, "Obj2F bit 7");
  }
}

// Obj_AIZLRZEMZRock: byte_1D64E's sizes by (subtype >> 4) & 7; bit 2
// loc_1D8E0 (side; with bit 7 Knuckles only: a block), else bit 1 pushed
// (a marker), bit 0 the top break, none a block.
TEST(SonlvlBreakables, AngelIslandRocksBreakByTheirSubtypeBits) {
  expectBreakable(decode(SonlvlGame::Sonic3K, 0x05, 0x04), 48, 0x4E, BreakMode::Side, "$04");
  expectBreakable(decode(SonlvlGame::Sonic3K, 0x05, 0x14), 48, 0x2E, BreakMode::Side, "$14");
  expectBreakable(decode(SonlvlGame::Sonic3K, 0x05, 0x21), 48, 0x1E, BreakMode::Top, "$21");
  expectBreakable(decode(SonlvlGame::Sonic3K, 0x05, 0x31), 28, 0x1E, BreakMode::Top, "$31");
  for (int sub : {0x10, 0x20, 0x84}) {
    const io::SonlvlObjectDecode d = decode(SonlvlGame::Sonic3K, 0x05, sub);
    ASSERT_TRUE(d.object) << sub;
    EXPECT_EQ(d.object->kind, ObjectKind::Block) << sub;
  }
  EXPECT_FALSE(decode(SonlvlGame::Sonic3K, 0x05, 0x22).object);
  EXPECT_TRUE(decode(SonlvlGame::Sonic3K, 0x05, 0x26).object) << "bit 2 runs loc_1D8E0, which never pushes";
  EXPECT_FALSE(decode(SonlvlGame::Sonic3K, 0x05, 0x45).object) << "past the size table";
}

// objpos/ghz2.bin: 6 Obj3C ($00, $01 x4, $02), objpos/mz2.bin 17 Obj51 ($00),
// objpos/slz1.bin 4 Obj3C ($01); level/objects/HTZ_1.bin 7 Obj32 ($00, 48 x 32)
// and 10 Obj2F ($00, $02, $04, $06, $08, two each: 32 x 64, all "ground").
TEST(SonlvlBreakablesDisassembly, SmashableWallsBlocksAndRocksImportAsBreakables) {
  struct Act {
    const char* own;
    const char* folder;
    const char* level;
    int side, top, ground;
    int w, h;
    const char* id;  // the type, no longer among the markers (Sonic 1's Obj32 is Marble Zone's switch)
  };
  const Act acts[] = {{"SOLIDTILE_S1DISASM", "s1disasm", "Green Hill Zone Act 2", 6, 0, 0, 32, 64, "Obj3C"},
                      {"SOLIDTILE_S1DISASM", "s1disasm", "Marble Zone Act 2", 0, 17, 0, 32, 32, "Obj51"},
                      {"SOLIDTILE_S1DISASM", "s1disasm", "Star Light Zone Act 1", 4, 0, 0, 32, 64, "Obj3C"},
                      {"SOLIDTILE_S2DISASM", "s2disasm", "Hill Top Zone Act 1", 0, 7, 10, 48, 32, "Obj32"}};
  int ran = 0;
  for (const Act& a : acts) {
    if (!test::disassembly(a.own, a.folder)) continue;
    ++ran;
    const io::SonlvlImportResult r = test::importDisassemblyLevel(a.own, a.folder, a.level);
    ASSERT_TRUE(r.file) << io::describe(a.level, r.problems);
    int side = 0, top = 0, ground = 0;
    for (const SolidObject& o : r.file->level.objects) {
      if (o.kind != ObjectKind::Breakable) continue;
      if (o.breaks == BreakMode::Ground) {
        ++ground;
        EXPECT_EQ(o.w, 32) << a.level;
        EXPECT_EQ(o.h, 64) << a.level;
        continue;
      }
      (o.breaks == BreakMode::Side ? side : top) += 1;
      EXPECT_EQ(o.w, a.w) << a.level;
      EXPECT_EQ(o.h, a.h) << a.level;
    }
    const std::string summary = io::describeSonlvlObjects(io::summarizeSonlvlObjects(r.file->markers, r.file->profile), 100);
    std::printf("%s: %d side, %d top, %d ground breakables; %s\n", a.level, side, top, ground, summary.c_str());
    EXPECT_EQ(side, a.side) << a.level;
    EXPECT_EQ(top, a.top) << a.level;
    EXPECT_EQ(ground, a.ground) << a.level;
    EXPECT_EQ(summary.find(a.id), std::string::npos) << summary;
  }
  if (ran == 0) GTEST_SKIP() << "no disassembly (SOLIDTILE_DISASM_DIR) is set";
}

}  // namespace
}  // namespace solidtile
