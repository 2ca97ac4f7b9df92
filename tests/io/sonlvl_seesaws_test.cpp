// Issue 27: Sonic 1's Obj5E (Star Light's seesaws) and Sonic 2's Obj14 (Hill
// Top's) on import (physics/io/src/sonlvl/seesaw_objects.cpp). The numbers
// quoted are the games' (_incObj/5E Seesaw.asm; s2.asm Obj14):
//
//   See_Main: move.b #$30,obActWid(a0); tst.b obSubtype(a0); bne.s .noball
//   See_Spikeball: addi.w #$28,obX(a0); subi.w #$50,obX(a0) (x-flipped)
//   Obj14_Ball_Init: addi.w #$10,y_pos(a0) (objoff_34: 16 px under Sonic 1's origY)
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <tuple>

#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/seesaw.h"
#include "sonlvl_disassembly.h"

namespace solidtile {
namespace sonlvl_seesaws {  // apart from the other tests' names in a unity build
namespace {
namespace fs = std::filesystem;

io::SonlvlObjectEntry entry(int id, int subtype, bool flipX) {
  io::SonlvlObjectEntry e;
  e.id = id;
  e.subtype = subtype;
  e.x = 1000;
  e.y = 500;
  e.flipX = flipX;
  return e;
}

// The plank's obX, obY is the entry (Sonic 2's 16 px lower); subtype 0 has
// the ball; the x-flip starts it low on the left.
TEST(SonlvlSeesaws, Obj5EAndObj14AreSeesawsFromTheEntry) {
  for (const auto& [game, id, lower] : {std::tuple{io::SonlvlGame::Sonic1, 0x5E, 0}, std::tuple{io::SonlvlGame::Sonic2, 0x14, 16}}) {
    const io::SonlvlObjectDecode d = io::decodeSonlvlObject(game, entry(id, 0, false));
    ASSERT_TRUE(d.object) << id;
    EXPECT_EQ(d.object->kind, ObjectKind::Seesaw);
    EXPECT_EQ(d.object->dir, ObjectDir::Right);
    EXPECT_TRUE(d.object->ball);
    EXPECT_EQ(d.object->w, 2 * 0x30);
    EXPECT_EQ(d.object->h, 48);
    ASSERT_EQ(d.object->path.size(), 1u);
    EXPECT_EQ(d.object->path[0].x + SeesawGeometry::kObX, 1000);
    EXPECT_EQ(d.object->path[0].y + SeesawGeometry::kObY, 500 + lower) << id;
    EXPECT_EQ(objectProblem(*d.object), "");
    const io::SonlvlObjectDecode bare = io::decodeSonlvlObject(game, entry(id, 0xFF, true));
    ASSERT_TRUE(bare.object);
    EXPECT_EQ(bare.object->dir, ObjectDir::Left);
    EXPECT_FALSE(bare.object->ball) << "a nonzero subtype makes no ball";
  }
}

std::string fileText(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The instructions the kind's numbers come from, in both games.
TEST(SonlvlSeesawsDisassembly, TheRoutinesHoldTheNumbersTheKindKeeps) {
  const std::optional<fs::path> s1 = test::disassembly("SOLIDTILE_S1DISASM", "s1disasm");
  if (!s1) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  const std::string see = fileText(*s1 / "_incObj" / "5E Seesaw.asm");
  for (const char* line : {"move.b\t#$30,obActWid(a0)", "tst.b\tobSubtype(a0)\t; is object type 00 ?\n\t\tbne.s\t.noball",
                           "move.w\t#$30,d1\n\t\tjsr\t(SlopeObject).l", "cmpi.w\t#8,d0", "move.w\tobVelY(a1),see_speed(a0)",
                           "move.w\t#-$818,d1\n\t\tmove.w\t#-$114,d2", "move.w\t#-$AF0,d1\n\t\tmove.w\t#-$CC,d2",
                           "cmpi.w\t#$A00,objoff_38(a1)", "move.w\t#-$E00,d1\n\t\tmove.w\t#-$A0,d2", "move.b\t#$8B,obColType(a0)",
                           "addi.w\t#$28,obX(a0)", "subi.w\t#$50,obX(a0)", "subi.w\t#$2F,d0",
                           "See_Speeds:\tdc.w -8, -$1C, -$2F, -$1C, -8", "neg.w\tobVelY(a2)"}) {
    EXPECT_NE(see.find(line), std::string::npos) << line;
  }
  const std::string bytes = fileText(*s1 / "misc" / "slzssaw1.bin");
  ASSERT_EQ(bytes.size(), 48u);
  for (int c = 0; c < 48; ++c) EXPECT_EQ(static_cast<unsigned char>(bytes[static_cast<std::size_t>(c)]), seesawHeight(0, c)) << c;
  const std::string flatBytes = fileText(*s1 / "misc" / "slzssaw2.bin");
  ASSERT_EQ(flatBytes.size(), 48u);
  for (const char b : flatBytes) EXPECT_EQ(static_cast<unsigned char>(b), seesawHeight(1, 0));
  const std::optional<fs::path> s2 = test::disassembly("SOLIDTILE_S2DISASM", "s2disasm");
  if (!s2) return;
  const std::string asm2 = fileText(*s2 / "s2.asm");
  for (const char* line : {"addi.w\t#$10,y_pos(a0)\n\tmove.w\ty_pos(a0),objoff_34(a0)",
                           "dc.b  20, 20, 22, 24, 26, 28, 26, 24, 22, 20, 19, 18, 17, 16, 15, 14",
                           "dc.w -8, -28, -47, -28, -8", "move.w\t#-$E00,d1\n\tmove.w\t#-$A0,d2", "move.b\t#$8B,collision_flags(a0)"}) {
    EXPECT_NE(asm2.find(line), std::string::npos) << line;
  }
  static_assert(SeesawGeometry::kHalf == 0x30 && SeesawGeometry::kBallX == 0x28 && SeesawThrow::kHardFrom == 0xA00 &&
                SeesawThrow::kTwiceBelow == 0x2F && SeesawGeometry::kSonic2Lower == 0x10);
}

// objpos: Star Light 1 has none; Star Light 2 5 (subtype 0); Star Light 3
// 11 (8 of subtype 0); Hill Top 1 9 (subtype 0, 3 x-flipped); Hill Top 2 4.
TEST(SonlvlSeesawsDisassembly, StarLightAndHillTopSimulateTheirSeesaws) {
  for (const auto& [env, dir, act, count, balls, lefts, summary] :
       {std::tuple{"SOLIDTILE_S1DISASM", "s1disasm", "Star Light Zone Act 1", 0, 0, 0, "194 of 223 objects simulated"},
        std::tuple{"SOLIDTILE_S1DISASM", "s1disasm", "Star Light Zone Act 2", 5, 5, 0, "170 of 187 objects simulated"},
        std::tuple{"SOLIDTILE_S1DISASM", "s1disasm", "Star Light Zone Act 3", 11, 8, 0, "214 of 250 objects simulated"},
        std::tuple{"SOLIDTILE_S2DISASM", "s2disasm", "Hill Top Zone Act 1", 9, 9, 3, "263 of 290 objects simulated"},
        std::tuple{"SOLIDTILE_S2DISASM", "s2disasm", "Hill Top Zone Act 2", 4, 4, 0, "406 of 458 objects simulated"}}) {
    const std::optional<fs::path> root = test::disassembly(env, dir);
    if (!root) GTEST_SKIP() << "neither " << env << " nor SOLIDTILE_DISASM_DIR is set";
    const io::ProjectResult p = io::loadSonlvlProject(*root / "SonLVL INI Files" / "SonLVL.ini");
    ASSERT_TRUE(p.project);
    const io::SonlvlImportResult r = io::importSonlvlLevel(*p.project, act);
    ASSERT_TRUE(r.file) << act;
    int seesaws = 0, ball = 0, left = 0;
    for (const SolidObject& o : r.file->level.objects) {
      if (o.kind != ObjectKind::Seesaw) continue;
      ++seesaws;
      ball += o.ball;
      left += o.dir == ObjectDir::Left;
      EXPECT_EQ(objectProblem(o), "");
    }
    EXPECT_EQ(seesaws, count) << act;
    EXPECT_EQ(ball, balls) << act;
    EXPECT_EQ(left, lefts) << act;
    const std::string text = io::describeSonlvlObjects(io::summarizeSonlvlObjects(r.file->markers, r.file->profile), 100);
    EXPECT_EQ(text.find("Obj5E"), std::string::npos) << text;
    EXPECT_EQ(text.find("Obj14"), std::string::npos) << text;
    EXPECT_EQ(text.rfind(summary, 0), 0u) << text;
  }
}

}  // namespace
}  // namespace sonlvl_seesaws
}  // namespace solidtile
