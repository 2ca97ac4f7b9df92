// Issue 27: Sonic 1's Obj47 and Sonic 2's Obj44 (pinball bumpers) and Sonic
// 2's Obj1B (speed booster) on import (physics/io/src/sonlvl/sonlvl_objects.cpp,
// pinballBumper, sonic2SpeedBooster). The numbers quoted are the games':
//
//   Bump_Main (_incObj/47 Bumper.asm): move.b #$D7,obColType(a0)
//   React_Sizes $17: dc.b 8, 8; React_Special: cmpi.b #$17,d1; .D7orE1: addq.b #1,obColProp(a1)
//   Bump_Hit: muls.w #-$700,d1 ... muls.w #-$700,d0; bset #1 / bclr #4 / bclr #5,obStatus(a1); clr.b objoff_3C(a1)
//   Obj44_Init (s2.asm): move.b #$D7,collision_flags(a0); Obj44_BumpCharacter: the same
//     throw after "move.b (Level_frame_counter).w,d1; andi.w #3,d1; add.w d1,d0"
//   Obj1B_BoosterSpeeds: dc.w $1000, dc.w $A00; Obj1B_Init: andi.w #2,d0
//   Obj1B_Main: subi.w #$10,d0; addi.w #$10,d1 (x and y); Obj1B_GiveBoost:
//     cmpi.w #$1000,d0; move.w #$F,move_lock(a1)
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>

#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/booster.h"
#include "solidtile/level/bumper.h"
#include "sonlvl_disassembly.h"

namespace solidtile {
namespace sonlvl_bumpers {  // apart from the other tests' names in a unity build
namespace {
namespace fs = std::filesystem;

io::SonlvlObjectEntry entry(int id, int subtype, bool flipX = false) {
  io::SonlvlObjectEntry e;
  e.id = id;
  e.subtype = subtype;
  e.x = 3856 + 16;
  e.y = 1056 + 16;
  e.flipX = flipX;
  return e;
}

TEST(SonlvlBumpers, Sonic1Obj47AndSonic2Obj44AreBumpersCentredOnTheEntry) {
  for (const auto& [game, id] : {std::pair{io::SonlvlGame::Sonic1, 0x47}, std::pair{io::SonlvlGame::Sonic2, 0x44}}) {
    for (const int subtype : {0x00, 0x01, 0xFF}) {
      const io::SonlvlObjectDecode d = io::decodeSonlvlObject(game, entry(id, subtype, subtype == 1));
      ASSERT_TRUE(d.object) << id;
      EXPECT_EQ(d.object->kind, ObjectKind::Bumper);
      EXPECT_EQ(d.object->w, 16);
      EXPECT_EQ(d.object->h, 16);
      ASSERT_EQ(d.object->path.size(), 1u);
      EXPECT_EQ(d.object->path[0].x, 3872 - 8);
      EXPECT_EQ(d.object->path[0].y, 1072 - 8);
      EXPECT_EQ(objectProblem(*d.object), "");
    }
  }
  // Sonic 1's $44 is another object (Obj44, the edge walls).
  EXPECT_NE(io::decodeSonlvlObject(io::SonlvlGame::Sonic1, entry(0x44, 0)).object->kind, ObjectKind::Bumper);
}

TEST(SonlvlBumpers, Sonic2Obj1BIsABoosterOfItsSubtypesSpeedAndItsFlipsWay) {
  const io::SonlvlObjectDecode d = io::decodeSonlvlObject(io::SonlvlGame::Sonic2, entry(0x1B, 0));
  ASSERT_TRUE(d.object);
  EXPECT_EQ(d.object->kind, ObjectKind::Booster);
  EXPECT_EQ(d.object->dir, ObjectDir::Right);
  EXPECT_EQ(d.object->springSpeed, 0x1000);
  EXPECT_EQ(d.object->w, 32);
  EXPECT_EQ(d.object->h, 32);
  EXPECT_EQ(d.object->path[0].x, 3872 - 0x10);
  EXPECT_EQ(d.object->path[0].y, 1072 - 0x10);
  EXPECT_EQ(objectProblem(*d.object), "");
  // "andi.w #2,d0": only bit 1 picks the table's entry.
  EXPECT_EQ(io::decodeSonlvlObject(io::SonlvlGame::Sonic2, entry(0x1B, 2)).object->springSpeed, 0xA00);
  EXPECT_EQ(io::decodeSonlvlObject(io::SonlvlGame::Sonic2, entry(0x1B, 0xFD)).object->springSpeed, 0x1000);
  EXPECT_EQ(io::decodeSonlvlObject(io::SonlvlGame::Sonic2, entry(0x1B, 0, true)).object->dir, ObjectDir::Left);
}

std::string fileText(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The routine's text between `label` and the next line starting `end`.
std::string routine(const std::string& text, const std::string& label, const std::string& end) {
  const std::size_t at = text.find(label);
  if (at == std::string::npos) return {};
  return text.substr(at, text.find(end, at + label.size()) - at);
}

TEST(SonlvlBumpersDisassembly, TheRoutinesHoldTheNumbersTheKindsKeep) {
  const std::optional<fs::path> s1 = test::disassembly("SOLIDTILE_S1DISASM", "s1disasm");
  const std::optional<fs::path> s2 = test::disassembly("SOLIDTILE_S2DISASM", "s2disasm");
  if (!s1 || !s2) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM / _S2DISASM nor SOLIDTILE_DISASM_DIR is set";
  const std::string bump = fileText(*s1 / "_incObj" / "47 Bumper.asm");
  for (const char* line : {"move.b\t#$D7,obColType(a0)", "jsr\t(CalcAngle).l\n\t\tjsr\t(CalcSine).l\n\t\tmuls.w\t#-$700,d1\n\t\tasr.l\t#8,d1",
                           "muls.w\t#-$700,d0\n\t\tasr.l\t#8,d0", "bset\t#1,obStatus(a1)\n\t\tbclr\t#4,obStatus(a1)\n\t\tbclr\t#5,obStatus(a1)\n\t\tclr.b\tobjoff_3C(a1)"}) {
    EXPECT_NE(bump.find(line), std::string::npos) << line;
  }
  const std::string react = fileText(*s1 / "_incObj" / "sub ReactToItem.asm");
  EXPECT_NE(react.find("dc.b\t8,   8\t\t; $17"), std::string::npos);
  EXPECT_NE(react.find("cmpi.b\t#$17,d1\t\t; is collision type $D7\t?"), std::string::npos);
  const std::string s2asm = fileText(*s2 / "s2.asm");
  const std::string obj44 = routine(s2asm, "Obj44_BumpCharacter:", "return_1F83C:");
  for (const char* line : {"move.b\t(Level_frame_counter).w,d1\n\tandi.w\t#3,d1\n\tadd.w\td1,d0", "muls.w\t#-$700,d1",
                           "muls.w\t#-$700,d0", "bset\t#status.player.in_air,status(a1)", "clr.b\tjumping(a1)"}) {
    EXPECT_NE(obj44.find(line), std::string::npos) << line;
  }
  const std::string obj1B = routine(s2asm, "Obj1B_BoosterSpeeds:", "Obj1B_MapUnc_223E2:");
  for (const char* line : {"dc.w $1000\n\tdc.w  $A00", "andi.w\t#2,d0", "subi.w\t#$10,d0\n\taddi.w\t#$10,d1",
                           "subi.w\t#$10,d2\n\taddi.w\t#$10,d3", "cmpi.w\t#$1000,d0", "move.w\t#$F,move_lock(a1)",
                           "move.w\tx_vel(a1),inertia(a1)", "bclr\t#status.player.pushing,status(a1)"}) {
    EXPECT_NE(obj1B.find(line), std::string::npos) << line;
  }
  static_assert(kBumperHalf == 8 && BumperRule::kSpeed == -0x700);
  static_assert(kBoosterHalf == 0x10 && BoosterRule::kFast == 0x1000 && BoosterRule::kSlow == 0xA00 &&
                BoosterRule::kAlreadyFast == 0x1000 && BoosterRule::kMoveLock == 0xF);
}

// objpos/syz1.bin: 13 Obj47 (x 1152 .. 1516, and one at 3970).
TEST(SonlvlBumpersDisassembly, SpringYard1SimulatesItsThirteenBumpers) {
  const std::optional<fs::path> root = test::disassembly("SOLIDTILE_S1DISASM", "s1disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  const io::ProjectResult p = io::loadSonlvlProject(*root / "SonLVL INI Files" / "SonLVL.ini");
  ASSERT_TRUE(p.project);
  const io::SonlvlImportResult r = io::importSonlvlLevel(*p.project, "Spring Yard Zone Act 1");
  ASSERT_TRUE(r.file);
  int bumpers = 0;
  for (const SolidObject& o : r.file->level.objects) {
    if (o.kind != ObjectKind::Bumper) continue;
    if (bumpers++ == 0) {
      EXPECT_EQ(o.path[0].x + kBumperHalf, 1152);
      EXPECT_EQ(o.path[0].y + kBumperHalf, 240);
    }
  }
  EXPECT_EQ(bumpers, 13);
  const std::string summary = io::describeSonlvlObjects(io::summarizeSonlvlObjects(r.file->markers, r.file->profile), 100);
  EXPECT_EQ(summary.find("Obj47"), std::string::npos) << summary;
  EXPECT_EQ(summary.rfind("168 of 193 objects simulated", 0), 0u) << summary;  // with format 19's 8 spiked balls and 2 chains
}

// Chemical Plant 1 (level/objects/CPZ_1.bin): 8 Obj1B, all subtype 0 ($1000),
// one x-flipped (x 5536); Chemical Plant 2: 12.
TEST(SonlvlBumpersDisassembly, ChemicalPlantSimulatesItsSpeedBoosters) {
  const std::optional<fs::path> root = test::disassembly("SOLIDTILE_S2DISASM", "s2disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S2DISASM nor SOLIDTILE_DISASM_DIR is set";
  const io::ProjectResult p = io::loadSonlvlProject(*root / "SonLVL INI Files" / "SonLVL.ini");
  ASSERT_TRUE(p.project);
  for (const auto& [act, count, lefts] : {std::tuple{"Chemical Plant Zone Act 1", 8, 1}, std::tuple{"Chemical Plant Zone Act 2", 12, -1}}) {
    const io::SonlvlImportResult r = io::importSonlvlLevel(*p.project, act);
    ASSERT_TRUE(r.file) << act;
    int boosters = 0, left = 0;
    for (const SolidObject& o : r.file->level.objects) {
      if (o.kind != ObjectKind::Booster) continue;
      ++boosters;
      if (o.dir == ObjectDir::Left) {
        ++left;
        if (lefts >= 0) {
          EXPECT_EQ(o.path[0].x + kBoosterHalf, 5536) << act;
        }
      }
      if (lefts >= 0) {
        EXPECT_EQ(o.springSpeed, 0x1000) << act;
      }
    }
    EXPECT_EQ(boosters, count) << act;
    if (lefts >= 0) {
      EXPECT_EQ(left, lefts) << act;
    }
    const std::string summary = io::describeSonlvlObjects(io::summarizeSonlvlObjects(r.file->markers, r.file->profile), 100);
    EXPECT_EQ(summary.find("Obj1B"), std::string::npos) << summary;
  }
}

}  // namespace
}  // namespace sonlvl_bumpers
}  // namespace solidtile
