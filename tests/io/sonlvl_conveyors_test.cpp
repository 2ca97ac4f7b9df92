// Issue 27: Sonic 1's Obj68 (Scrap Brain's conveyor belts) on import
// (physics/io/src/sonlvl/scrap_brain_objects.cpp, sonic1Conveyor). The
// numbers quoted are the game's (_incObj/68 Conveyor Belt.asm):
//
//   Conv_Main: move.b #128,conv_width(a0); andi.b #$F,d1; beq.s .typeis0;
//     move.b #56,conv_width(a0); .typeis0: andi.b #$F0,d1; ext.w d1; asr.w #4,d1
//   .movesonic: add.w d2,d0; cmp.w d3,d0; bhs.s; addi.w #$30,d1; cmpi.w #$30,d1;
//     bhs.s; btst #1,obStatus(a1); bne.s; add.w d0,obX(a1)
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <tuple>

#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/conveyor.h"
#include "../support/temp_dir.h"
#include "sonlvl_disassembly.h"

namespace solidtile {
namespace sonlvl_conveyors {  // apart from the other tests' names in a unity build
namespace {
namespace fs = std::filesystem;

io::SonlvlObjectEntry entry(int subtype, bool flipX = false) {
  io::SonlvlObjectEntry e;
  e.id = 0x68;
  e.subtype = subtype;
  e.x = 2000;
  e.y = 900;
  e.flipX = flipX;
  return e;
}

// Subtype $20: conv_width 128, conv_speed 2 (right): the window 256 x $30
// from 128 left of obX and $30 above obY. $E1: 56, -2. No flip is read.
TEST(SonlvlConveyors, Obj68IsAConveyorItsSubtypesSpeedAndWidth) {
  for (const auto& [subtype, belt, half] : {std::tuple{0x20, 2, 128}, std::tuple{0xE1, -2, 56}, std::tuple{0x00, 0, 128},
                                            std::tuple{0x7F, 7, 56}, std::tuple{0x80, -8, 128}}) {
    for (const bool flip : {false, true}) {
      const io::SonlvlObjectDecode d = io::decodeSonlvlObject(io::SonlvlGame::Sonic1, entry(subtype, flip));
      ASSERT_TRUE(d.object) << subtype;
      EXPECT_EQ(d.object->kind, ObjectKind::Conveyor);
      EXPECT_EQ(d.object->belt, belt) << subtype;
      EXPECT_EQ(d.object->w, 2 * half) << subtype;
      EXPECT_EQ(d.object->h, 0x30);
      EXPECT_EQ(d.object->dir, SolidObject{}.dir);
      ASSERT_EQ(d.object->path.size(), 1u);
      EXPECT_EQ(d.object->path[0].x, 2000 - half);
      EXPECT_EQ(d.object->path[0].y, 900 - 0x30);
      EXPECT_EQ(objectProblem(*d.object), "") << subtype;
    }
  }
}

TEST(SonlvlConveyorsDisassembly, TheRoutineHoldsTheNumbersTheKindKeeps) {
  const std::optional<fs::path> s1 = test::disassembly("SOLIDTILE_S1DISASM", "s1disasm");
  if (!s1) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  const std::string conv = test::readText(*s1 / "_incObj" / "68 Conveyor Belt.asm");
  for (const char* line : {"move.b\t#128,conv_width(a0)", "andi.b\t#$F,d1", "move.b\t#56,conv_width(a0)",
                           "andi.b\t#$F0,d1\t\t; read only the\t1st digit\n\t\text.w\td1\n\t\tasr.w\t#4,d1",
                           "Conv_Action:\t; Routine 2\n\t\tbsr.s\t.movesonic\n\t\tout_of_range.s\t.delete",
                           "add.w\td2,d0\n\t\tcmp.w\td3,d0\n\t\tbhs.s\t.notonconveyor",
                           "sub.w\tobY(a0),d1\n\t\taddi.w\t#$30,d1\n\t\tcmpi.w\t#$30,d1\n\t\tbhs.s\t.notonconveyor",
                           "btst\t#1,obStatus(a1)\n\t\tbne.s\t.notonconveyor", "move.w\tconv_speed(a0),d0\n\t\tadd.w\td0,obX(a1)"}) {
    EXPECT_NE(conv.find(line), std::string::npos) << line;
  }
  static_assert(ConveyorRule::kWideHalf == 128 && ConveyorRule::kNarrowHalf == 56 && ConveyorRule::kHeight == 0x30);
}

// objpos/sbz2.bin: 20 Obj68, none elsewhere in Sonic 1 (Scrap Brain 1 and 3,
// the Final Zone); every one simulated: 9 of subtype $20 and 3 of $21 (2 px
// right), 4 of $E0 and 3 of $E1 (2 left), one $40 (4 right); the $x1 ones
// narrow (56 each side).
TEST(SonlvlConveyorsDisassembly, ScrapBrain2SimulatesItsConveyors) {
  const std::optional<fs::path> root = test::disassembly("SOLIDTILE_S1DISASM", "s1disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  const io::ProjectResult p = io::loadSonlvlProject(*root / "SonLVL INI Files" / "SonLVL.ini");
  ASSERT_TRUE(p.project);
  for (const auto& [act, count, summary] : {std::tuple{"Scrap Brain Zone Act 1", 0, ""},
                                            std::tuple{"Scrap Brain Zone Act 2", 20, "241 of 292 objects simulated"}}) {
    const io::SonlvlImportResult r = io::importSonlvlLevel(*p.project, act);
    ASSERT_TRUE(r.file) << act;
    std::map<int, int> belts;  // speed -> conveyors
    int conveyors = 0, narrow = 0;
    for (const SolidObject& o : r.file->level.objects) {
      if (o.kind != ObjectKind::Conveyor) continue;
      ++conveyors;
      ++belts[o.belt];
      narrow += o.w == 2 * ConveyorRule::kNarrowHalf;
    }
    EXPECT_EQ(conveyors, count) << act;
    if (count > 0) {
      EXPECT_EQ(belts, (std::map<int, int>{{-2, 7}, {2, 12}, {4, 1}})) << act;
      EXPECT_EQ(narrow, 6) << act;
    }
    const std::string text = io::describeSonlvlObjects(io::summarizeSonlvlObjects(r.file->markers, r.file->profile), 100);
    EXPECT_EQ(text.find("Obj68"), std::string::npos) << text;
    if (*summary) {
      EXPECT_EQ(text.rfind(summary, 0), 0u) << text;
    }
  }
}

}  // namespace
}  // namespace sonlvl_conveyors
}  // namespace solidtile
