// Issue 27: Sonic 1's Obj59 (Star Light's elevators) on import
// (physics/io/src/sonlvl/star_light_objects.cpp, sonic1Elevator). The
// numbers quoted are the game's (_incObj/59 SLZ Elevators.asm):
//
//   Elev_Var1: dc.b $28, 0 (width); Elev_Var2: dc.b $10, 1 ... dc.b $30, 9
//   Elev_Main: bpl.s .normal (bit 7: Elev_MakeMulti); lsr.w #3,d0; andi.w #$1E,d0;
//     add.w d0,d0; andi.w #$1E,d0; lsl.w #2,d0; move.w d0,elev_dist(a0)
#include <gtest/gtest.h>

#include <filesystem>
#include <optional>
#include <string>
#include <tuple>

#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/elevator.h"
#include "../support/temp_dir.h"
#include "sonlvl_disassembly.h"

namespace solidtile {
namespace sonlvl_elevators {  // apart from the other tests' names in a unity build
namespace {
namespace fs = std::filesystem;

io::SonlvlObjectEntry entry(int subtype) {
  io::SonlvlObjectEntry e;
  e.id = 0x59;
  e.subtype = subtype;
  e.x = 7464;
  e.y = 1640;
  return e;
}

// Each placed subtype 0..$D: Elev_Var2's distance x 4 and type (1 up, 3
// down, 5 up and right, 7 down and left); the box 80 x 32 from $28 left of
// obX and 8 above obY (PlatformObject's top).
TEST(SonlvlElevators, Obj59IsAnElevatorItsSubtypesDistanceAndWay) {
  for (const auto& [subtype, dist, way] :
       {std::tuple{0x0, 0x40, ObjectDir::Up}, std::tuple{0x1, 0x80, ObjectDir::Up}, std::tuple{0x2, 0xD0, ObjectDir::Up},
        std::tuple{0x3, 0x40, ObjectDir::Down}, std::tuple{0x4, 0x80, ObjectDir::Down}, std::tuple{0x5, 0xD0, ObjectDir::Down},
        std::tuple{0x6, 0x50, ObjectDir::Up}, std::tuple{0x7, 0x90, ObjectDir::Up}, std::tuple{0x8, 0xB0, ObjectDir::Up},
        std::tuple{0x9, 0x50, ObjectDir::Down}, std::tuple{0xA, 0x90, ObjectDir::Down}, std::tuple{0xB, 0xB0, ObjectDir::Down},
        std::tuple{0xC, 0x80, ObjectDir::UpRight}, std::tuple{0xD, 0x80, ObjectDir::DownLeft}}) {
    const io::SonlvlObjectDecode d = io::decodeSonlvlObject(io::SonlvlGame::Sonic1, entry(subtype));
    ASSERT_TRUE(d.object) << subtype;
    EXPECT_EQ(d.object->kind, ObjectKind::Elevator);
    EXPECT_EQ(d.object->elevator, dist) << subtype;
    EXPECT_EQ(d.object->dir, way) << subtype;
    EXPECT_TRUE(d.object->topOnly);
    EXPECT_EQ(d.object->w, 80);
    EXPECT_EQ(d.object->h, 32);
    ASSERT_EQ(d.object->path.size(), 1u);
    EXPECT_EQ(d.object->path[0].x, 7464 - 0x28);
    EXPECT_EQ(d.object->path[0].y, 1640 - 8);
    EXPECT_EQ(objectProblem(*d.object), "") << subtype;
  }
}

// The spawners (bit 7, Elev_MakeMulti), type 9 ($E: the spawners' own), $F
// (past Elev_Var2) and $10..$7F (past Elev_Var1's one entry) stay markers.
TEST(SonlvlElevators, SpawnersAndSubtypesPastTheTablesStayMarkers) {
  for (const int subtype : {0x8A, 0x80, 0xE, 0xF, 0x10, 0x7F}) {
    const io::SonlvlObjectDecode d = io::decodeSonlvlObject(io::SonlvlGame::Sonic1, entry(subtype));
    EXPECT_FALSE(d.object) << subtype;
    EXPECT_FALSE(d.markerReason.empty()) << subtype;
  }
  EXPECT_NE(io::decodeSonlvlObject(io::SonlvlGame::Sonic1, entry(0x8A)).markerReason.find("Elev_MakeMulti"), std::string::npos);
}

TEST(SonlvlElevatorsDisassembly, TheRoutineHoldsTheNumbersTheKindKeeps) {
  const std::optional<fs::path> s1 = test::disassembly("SOLIDTILE_S1DISASM", "s1disasm");
  if (!s1) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  const std::string elev = test::readText(*s1 / "_incObj" / "59 SLZ Elevators.asm");
  for (const char* line :
       {"Elev_Var1:\tdc.b $28, 0", "dc.b $10, 1", "dc.b $34, 3", "dc.b $20, 5", "dc.b $20, 7", "dc.b $30, 9",
        "lsl.w\t#2,d0\n\t\tmove.w\td0,elev_dist(a0)", "jsr\t(PlatformObject).l\n\t\tbra.w\tElev_Types",
        "jsr\t(ExitPlatform).l", "jmp\t(MvSonicOnPtfm2).l", "cmpi.b\t#4,obRoutine(a0)", "addq.b\t#1,obSubtype(a0)",
        "cmpi.w\t#$800,d0", "addi.w\t#$10,d0", "subi.w\t#$10,d0", "asl.l\t#8,d0", "bls.s\tloc_10CF0",
        "add.w\td2,d2\n\t\tcmp.w\td2,d0\n\t\tbne.s\tlocret_10CFA\n\t\tclr.b\tobSubtype(a0)", "mulu.w\t#6,d0",
        "move.b\t#$E,obSubtype(a1)"}) {
    EXPECT_NE(elev.find(line), std::string::npos) << line;
  }
  static_assert(ElevatorRule::kWidth == 2 * 0x28 && ElevatorRule::kAccel == 0x10 && ElevatorRule::kTopSpeed == 0x800);
}

// objpos/slz1.bin: 5 Obj59 (subtypes 1, 0, $C, 0, 3); slz2.bin 5 (3, 0, 0,
// 3, 0); slz3.bin 6, 2 of them spawners ($8A) left markers.
TEST(SonlvlElevatorsDisassembly, StarLightSimulatesItsElevatorsButTheSpawners) {
  const std::optional<fs::path> root = test::disassembly("SOLIDTILE_S1DISASM", "s1disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  const io::ProjectResult p = io::loadSonlvlProject(*root / "SonLVL INI Files" / "SonLVL.ini");
  ASSERT_TRUE(p.project);
  for (const auto& [act, count, ups, downs, diagonal, markers, summary] :
       {std::tuple{"Star Light Zone Act 1", 5, 3, 1, 1, false, "194 of 223 objects simulated"},
        std::tuple{"Star Light Zone Act 2", 5, 3, 2, 0, false, "170 of 187 objects simulated"},
        std::tuple{"Star Light Zone Act 3", 4, 3, 1, 0, true, "214 of 250 objects simulated"}}) {
    const io::SonlvlImportResult r = io::importSonlvlLevel(*p.project, act);
    ASSERT_TRUE(r.file) << act;
    int elevators = 0, up = 0, down = 0, diag = 0;
    for (const SolidObject& o : r.file->level.objects) {
      if (o.kind != ObjectKind::Elevator) continue;
      ++elevators;
      up += o.dir == ObjectDir::Up;
      down += o.dir == ObjectDir::Down;
      diag += o.dir == ObjectDir::UpRight || o.dir == ObjectDir::DownLeft;
    }
    EXPECT_EQ(elevators, count) << act;
    EXPECT_EQ(up, ups) << act;
    EXPECT_EQ(down, downs) << act;
    EXPECT_EQ(diag, diagonal) << act;
    const std::string text = io::describeSonlvlObjects(io::summarizeSonlvlObjects(r.file->markers, r.file->profile), 100);
    EXPECT_EQ(text.find("Obj59") != std::string::npos, markers) << text;
    EXPECT_EQ(text.rfind(summary, 0), 0u) << text;
  }
}

}  // namespace
}  // namespace sonlvl_elevators
}  // namespace solidtile
