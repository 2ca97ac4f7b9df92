// Issue 27: Sonic 1's Obj5B (Star Light's staircases) on import
// (physics/io/src/sonlvl/star_light_objects.cpp, sonic1Staircase). The
// numbers quoted are the game's (_incObj/5B Staircase.asm):
//
//   Stair_Main: moveq #$38,d3; moveq #1,d4; btst #0,obStatus(a0) (flipped:
//     moveq #$3B,d3; moveq #-1,d4); addi.w #$20,d2; move.b #$10,obActWid(a1)
//   Stair_Move: andi.w #7,d0 (Stair_TypeIndex: 0, 1, 2, 1)
//   Stair_Solid: addi.w #$B,d1; move.w #$10,d2; move.w #$11,d3
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <tuple>

#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/stair.h"
#include "sonlvl_disassembly.h"

namespace solidtile {
namespace sonlvl_stairs {  // apart from the other tests' names in a unity build
namespace {
namespace fs = std::filesystem;

io::SonlvlObjectEntry entry(int subtype, bool flipX) {
  io::SonlvlObjectEntry e;
  e.id = 0x5B;
  e.subtype = subtype;
  e.x = 1040;
  e.y = 496;
  e.flipX = flipX;
  return e;
}

// Star Light 1's first staircase (objpos/slz1.bin: x 1040, y 496,
// x-flipped, $00): block 0's centre is the entry, the box four blocks wide.
TEST(SonlvlStairs, Obj5BIsAStairOfFourBlocksFromTheEntry) {
  const io::SonlvlObjectDecode d = io::decodeSonlvlObject(io::SonlvlGame::Sonic1, entry(0, true));
  ASSERT_TRUE(d.object);
  EXPECT_EQ(d.object->kind, ObjectKind::Stair);
  EXPECT_EQ(d.object->dir, ObjectDir::Right);
  EXPECT_EQ(d.object->stair, StairTrigger::Stood);
  EXPECT_EQ(d.object->w, 0x80);
  EXPECT_EQ(d.object->h, 0x20);
  ASSERT_EQ(d.object->path.size(), 1u);
  EXPECT_EQ(d.object->path[0].x, 1040 - 0x10);
  EXPECT_EQ(d.object->path[0].y, 496 - 0x10);
  EXPECT_EQ(objectProblem(*d.object), "");
  const io::SonlvlObjectDecode left = io::decodeSonlvlObject(io::SonlvlGame::Sonic1, entry(2, false));
  ASSERT_TRUE(left.object);
  EXPECT_EQ(left.object->dir, ObjectDir::Left);
  EXPECT_EQ(left.object->stair, StairTrigger::Hit);
}

// "andi.w #7,d0": types 0 and 2 wait for the player; 1 and 3 drop from the
// start and 4..7 read past Stair_TypeIndex: markers.
TEST(SonlvlStairs, Obj5BTypesOtherThanZeroAndTwoStayMarkers) {
  for (const auto& [subtype, simulated] : {std::tuple{0x00, true}, std::tuple{0x02, true}, std::tuple{0x08, true},
                                           std::tuple{0x0A, true}, std::tuple{0x01, false}, std::tuple{0x03, false},
                                           std::tuple{0x04, false}, std::tuple{0x07, false}}) {
    const io::SonlvlObjectDecode d = io::decodeSonlvlObject(io::SonlvlGame::Sonic1, entry(subtype, false));
    EXPECT_EQ(d.object.has_value(), simulated) << subtype;
    if (!simulated) {
      EXPECT_NE(d.markerReason.find("staircase of type"), std::string::npos) << d.markerReason;
    }
  }
}

std::string fileText(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

TEST(SonlvlStairsDisassembly, TheRoutineHoldsTheNumbersTheKindKeeps) {
  const std::optional<fs::path> s1 = test::disassembly("SOLIDTILE_S1DISASM", "s1disasm");
  if (!s1) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  const std::string stair = fileText(*s1 / "_incObj" / "5B Staircase.asm");
  for (const char* line : {"moveq\t#$38,d3\n\t\tmoveq\t#1,d4", "moveq\t#$3B,d3\n\t\tmoveq\t#-1,d4", "addi.w\t#$20,d2",
                           "move.b\t#$10,obActWid(a1)", "andi.w\t#7,d0", "add.w\tstair_origY(a0),d0",
                           "addi.w\t#$B,d1\n\t\tmove.w\t#$10,d2\n\t\tmove.w\t#$11,d3", "tst.b\td4\n\t\tbpl.s\tloc_10F92\n\t\tmove.b\td4,objoff_36(a2)",
                           "btst\t#3,obStatus(a0)", "move.b\t#1,objoff_36(a2)", "cmpi.b\t#1,objoff_36(a0)",
                           "move.w\t#$1E,objoff_34(a0)", "move.w\t#$3C,objoff_34(a0)", "lsr.b\t#2,d0\n\t\tandi.b\t#1,d0",
                           "eori.b\t#1,d0", "cmpi.b\t#$80,(a1)", "addq.b\t#1,(a1)",
                           "swap\td1\n\t\tlsr.l\t#1,d1\n\t\tmove.l\td1,d2\n\t\tlsr.l\t#1,d1\n\t\tmove.l\td1,d3\n\t\tadd.l\td2,d3"}) {
    EXPECT_NE(stair.find(line), std::string::npos) << line;
  }
  static_assert(StairTiming::kBlock == 0x20 && StairTiming::kStoodTimer == 0x1E && StairTiming::kHitTimer == 0x3C &&
                StairTiming::kDrop == 0x80);
}

// objpos/slz1.bin: 15 Obj5B (7 of type 0, 8 of type 2; 6 x-flipped); Star
// Light 2: 3 (type 0, all x-flipped); Star Light 3: 5 (one of type 2; 4
// x-flipped).
TEST(SonlvlStairsDisassembly, StarLightSimulatesItsStaircases) {
  const std::optional<fs::path> root = test::disassembly("SOLIDTILE_S1DISASM", "s1disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  const io::ProjectResult p = io::loadSonlvlProject(*root / "SonLVL INI Files" / "SonLVL.ini");
  ASSERT_TRUE(p.project);
  for (const auto& [act, count, rights, hits, summary] :
       {std::tuple{"Star Light Zone Act 1", 15, 6, 8, "194 of 223 objects simulated"},
        std::tuple{"Star Light Zone Act 2", 3, 3, 0, "170 of 187 objects simulated"},
        std::tuple{"Star Light Zone Act 3", 5, 4, 1, "214 of 250 objects simulated"}}) {
    const io::SonlvlImportResult r = io::importSonlvlLevel(*p.project, act);
    ASSERT_TRUE(r.file) << act;
    int stairs = 0, right = 0, hit = 0;
    for (const SolidObject& o : r.file->level.objects) {
      if (o.kind != ObjectKind::Stair) continue;
      ++stairs;
      right += o.dir == ObjectDir::Right;
      hit += o.stair == StairTrigger::Hit;
    }
    EXPECT_EQ(stairs, count) << act;
    EXPECT_EQ(right, rights) << act;
    EXPECT_EQ(hit, hits) << act;
    const std::string text = io::describeSonlvlObjects(io::summarizeSonlvlObjects(r.file->markers, r.file->profile), 100);
    EXPECT_EQ(text.find("Obj5B"), std::string::npos) << text;
    EXPECT_EQ(text.rfind(summary, 0), 0u) << text;
  }
}

}  // namespace
}  // namespace sonlvl_stairs
}  // namespace solidtile
