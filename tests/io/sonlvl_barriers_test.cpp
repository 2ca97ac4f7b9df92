// Issue 27: Sonic 2's Obj2D (the one-way barrier) on import
// (physics/io/src/sonlvl/sonlvl_objects.cpp, sonic2Barrier). The numbers
// quoted are the game's (s2.asm Obj2D_Init, Obj2D_Main):
//
//   move.b #8,width_pixels(a0) (Metropolis: move.b #$C,width_pixels(a0))
//   subi.w #$200,d2; addi.w #$18,d3; subi.w #-$1E8,d2; addi.w #$1E8,d3
//   addi.w #$B,d1; move.w #$20,d2; move.w d2,d3; addq.w #1,d3
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <tuple>

#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/barrier.h"
#include "solidtile/level/lift.h"
#include "sonlvl_disassembly.h"

namespace solidtile {
namespace sonlvl_barriers {  // apart from the other tests' names in a unity build
namespace {
namespace fs = std::filesystem;

io::SonlvlObjectEntry entry(int subtype, bool flipX) {
  io::SonlvlObjectEntry e;
  e.id = 0x2D;
  e.subtype = subtype;
  e.x = 2000;
  e.y = 800;
  e.flipX = flipX;
  return e;
}

// The entry is the block's centre; the subtype (its mapping frame) does
// not matter; the x-flip turns it; Metropolis' is wider.
TEST(SonlvlBarriers, Obj2DIsABarrierAboutTheEntry) {
  for (const int subtype : {0, 1, 3}) {
    const io::SonlvlObjectDecode d = io::decodeSonlvlObject(io::SonlvlGame::Sonic2, entry(subtype, false));
    ASSERT_TRUE(d.object) << subtype;
    EXPECT_EQ(d.object->kind, ObjectKind::Barrier);
    EXPECT_EQ(d.object->dir, ObjectDir::Right);
    EXPECT_EQ(d.object->w, 16);
    EXPECT_EQ(d.object->h, 64);
    ASSERT_EQ(d.object->path.size(), 1u);
    EXPECT_EQ(d.object->path[0].x, 2000 - 8);
    EXPECT_EQ(d.object->path[0].y, 800 - 0x20);
    EXPECT_EQ(objectProblem(*d.object), "");
  }
  const io::SonlvlObjectDecode left = io::decodeSonlvlObject(io::SonlvlGame::Sonic2, entry(0, true));
  ASSERT_TRUE(left.object);
  EXPECT_EQ(left.object->dir, ObjectDir::Left);
  io::SonlvlObjectEntry m = entry(0, false);
  m.metropolis = true;
  const io::SonlvlObjectDecode wide = io::decodeSonlvlObject(io::SonlvlGame::Sonic2, m);
  ASSERT_TRUE(wide.object);
  EXPECT_EQ(wide.object->w, 24);
  EXPECT_EQ(wide.object->path[0].x, 2000 - 12);
  EXPECT_EQ(objectProblem(*wide.object), "");
}

// Obj16 (the Hill Top lift): its y_pos $28 above its top, its centre
// across; the subtype the slide's eighths; the x-flip slides it left;
// subtype 0 (a slide of 65536 frames) a marker.
TEST(SonlvlBarriers, Obj16IsALiftHangingFromTheEntry) {
  io::SonlvlObjectEntry e = entry(3, false);
  e.id = 0x16;
  const io::SonlvlObjectDecode d = io::decodeSonlvlObject(io::SonlvlGame::Sonic2, e);
  ASSERT_TRUE(d.object);
  EXPECT_EQ(d.object->kind, ObjectKind::Lift);
  EXPECT_EQ(d.object->dir, ObjectDir::Right);
  EXPECT_EQ(d.object->lift, 3);
  EXPECT_TRUE(d.object->topOnly);
  EXPECT_EQ(d.object->w, 64);
  ASSERT_EQ(d.object->path.size(), 1u);
  EXPECT_EQ(d.object->path[0].x, 2000 - 0x20);
  EXPECT_EQ(d.object->path[0].y, 800 + 0x29);  // the top $28 below y_pos: the feet on it at y_pos + $28
  EXPECT_EQ(objectProblem(*d.object), "");
  e.flipX = true;
  EXPECT_EQ(io::decodeSonlvlObject(io::SonlvlGame::Sonic2, e).object->dir, ObjectDir::Left);
  e.subtype = 0;
  const io::SonlvlObjectDecode zero = io::decodeSonlvlObject(io::SonlvlGame::Sonic2, e);
  EXPECT_FALSE(zero.object);
  EXPECT_NE(zero.markerReason.find("subtype 0"), std::string::npos) << zero.markerReason;
}

std::string fileText(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

TEST(SonlvlBarriersDisassembly, TheRoutineHoldsTheNumbersTheKindKeeps) {
  const std::optional<fs::path> s2 = test::disassembly("SOLIDTILE_S2DISASM", "s2disasm");
  if (!s2) GTEST_SKIP() << "neither SOLIDTILE_S2DISASM nor SOLIDTILE_DISASM_DIR is set";
  const std::string text = fileText(*s2 / "s2.asm");
  const std::size_t at = text.find("\nObj2D:");
  ASSERT_NE(at, std::string::npos);
  const std::string routine = text.substr(at, text.find("Obj2D_MapUnc_11822:\tinclude", at) - at);
  for (const char* line : {"move.b\t#8,width_pixels(a0)", "move.b\t#$C,width_pixels(a0)", "move.w\ty_pos(a0),objoff_32(a0)",
                           "subi.w\t#$200,d2\n\taddi.w\t#$18,d3", "subi.w\t#-$1E8,d2\n\taddi.w\t#$1E8,d3",
                           "subi.w\t#$20,d4\n\taddi.w\t#$20,d5", "cmpi.w\t#$40,objoff_30(a0)", "addq.w\t#8,objoff_30(a0)",
                           "subq.w\t#8,objoff_30(a0)", "sub.w\tobjoff_30(a0),d0\n\tmove.w\td0,y_pos(a0)",
                           "addi.w\t#$B,d1\n\tmove.w\t#$20,d2\n\tmove.w\td2,d3\n\taddq.w\t#1,d3",
                           "cmp.w\td2,d0\n\tblt.w\treturn_11820\n\tcmp.w\td3,d0\n\tbhs.w\treturn_11820",
                           "cmp.w\td4,d0\n\tblo.w\treturn_11820\n\tcmp.w\td5,d0\n\tbhs.w\treturn_11820"}) {
    EXPECT_NE(routine.find(line), std::string::npos) << line;
  }
  const std::size_t lift = text.find("\nObj16:");
  ASSERT_NE(lift, std::string::npos);
  const std::string obj16 = text.substr(lift, text.find("Obj16_MapUnc_21F14:", lift) - lift);
  for (const char* line : {"move.b\t#$20,width_pixels(a0)", "lsl.w\t#3,d0\n\tmove.w\td0,objoff_34(a0)", "move.w\t#-$28,d3",
                           "move.w\t#$200,x_vel(a0)", "neg.w\tx_vel(a0)", "move.w\t#$100,y_vel(a0)",
                           "subq.w\t#1,objoff_34(a0)", "addi.w\t#$38,y_vel(a0)", "addi.w\t#screen_height,d0\n\tcmp.w\ty_pos(a0),d0",
                           "bset\t#status.player.in_air,(MainCharacter+status).w"}) {
    EXPECT_NE(obj16.find(line), std::string::npos) << line;
  }
  static_assert(LiftRule::kWidth == 2 * 0x20 && LiftRule::kBelow == 0x28 + 1 && LiftRule::kSlideX == 0x200 &&
                LiftRule::kSlideY == 0x100 && LiftRule::kGravity == 0x38 && LiftRule::kSlidePerSubtype == 8);
  static_assert(BarrierRule::kWidth == 2 * 8 && BarrierRule::kMetropolisWidth == 2 * 0xC && BarrierRule::kHeight == 2 * 0x20 &&
                BarrierRule::kStep == 8 && BarrierRule::kRise == 0x40 && BarrierRule::kReach == 0x200 &&
                BarrierRule::kBehind == 0x18 && BarrierRule::kHalfWindow == 0x20);
}

// The acts the importer covers: Obj2D in Hill Top's and Chemical Plant's
// (none in Emerald Hill's or Aquatic Ruin's), Obj16 in Hill Top's. Hill Top
// 1 245 -> 250 -> 254 of 290 (263 with the 9 seesaws; 4 lifts, subtypes $14, $14, $1C, $1C, one
// x-flipped), Hill Top 2 382 -> 392 -> 402 of 458 (406 with the 4 seesaws), Chemical Plant 1 310 ->
// 312 of 348 (one barrier x-flipped), Chemical Plant 2 280 -> 284 of 359 (290 with its 6
// springboards, level format 20).
TEST(SonlvlBarriersDisassembly, HillTopAndChemicalPlantSimulateTheirBarriersAndLifts) {
  const std::optional<fs::path> root = test::disassembly("SOLIDTILE_S2DISASM", "s2disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S2DISASM nor SOLIDTILE_DISASM_DIR is set";
  const io::ProjectResult p = io::loadSonlvlProject(*root / "SonLVL INI Files" / "SonLVL.ini");
  ASSERT_TRUE(p.project);
  for (const auto& [act, count, lefts, lifts, liftLefts, summary] :
       {std::tuple{"Hill Top Zone Act 1", 5, 0, 4, 1, "263 of 290 objects simulated"},
        std::tuple{"Hill Top Zone Act 2", 10, 0, 10, 2, "406 of 458 objects simulated"},
        std::tuple{"Chemical Plant Zone Act 1", 2, 1, 0, 0, "312 of 348 objects simulated"},
        std::tuple{"Chemical Plant Zone Act 2", 4, 0, 0, 0, "290 of 359 objects simulated"}}) {
    const io::SonlvlImportResult r = io::importSonlvlLevel(*p.project, act);
    ASSERT_TRUE(r.file) << act;
    int barriers = 0, left = 0, liftCount = 0, liftLeft = 0;
    for (const SolidObject& o : r.file->level.objects) {
      if (o.kind == ObjectKind::Lift) ++liftCount, liftLeft += o.dir == ObjectDir::Left;
      if (o.kind != ObjectKind::Barrier) continue;
      ++barriers;
      left += o.dir == ObjectDir::Left;
      EXPECT_EQ(o.w, 16) << act;
    }
    EXPECT_EQ(barriers, count) << act;
    EXPECT_EQ(left, lefts) << act;
    EXPECT_EQ(liftCount, lifts) << act;
    EXPECT_EQ(liftLeft, liftLefts) << act;
    const std::string text = io::describeSonlvlObjects(io::summarizeSonlvlObjects(r.file->markers, r.file->profile), 100);
    EXPECT_EQ(text.find("Obj2D"), std::string::npos) << text;
    EXPECT_EQ(text.find("Obj16"), std::string::npos) << text;
    EXPECT_EQ(text.rfind(summary, 0), 0u) << text;
  }
}

}  // namespace
}  // namespace sonlvl_barriers
}  // namespace solidtile
