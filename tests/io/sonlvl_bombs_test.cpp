// Issue 27: Sonic 1's Obj5F (Star Light's and Scrap Brain's walking bombs)
// on import (physics/io/src/sonlvl/star_light_objects.cpp, sonic1Bomb). The
// numbers quoted are the game's (_incObj/5F Bomb Enemy.asm):
//
//   Bom_Main: move.b #$C,obActWid(a0); move.b obSubtype(a0),d0; beq.s loc_11A3C
//   loc_11A3C: move.b #$9A,obColType(a0); bchg #0,obStatus(a0)
//   .chksonic: cmpi.w #$60,d0; bhs.s .outofrange
//   Bom_ShrSpeed: dc.w -$200, -$300, -$100, -$200, $200, -$300, $100, -$200
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <tuple>

#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/bomb.h"
#include "sonlvl_disassembly.h"

namespace solidtile {
namespace sonlvl_bombs {  // apart from the other tests' names in a unity build
namespace {
namespace fs = std::filesystem;

io::SonlvlObjectEntry entry(int subtype, bool flipX, bool flipY) {
  io::SonlvlObjectEntry e;
  e.id = 0x5F;
  e.subtype = subtype;
  e.x = 624;  // Star Light 1's first bomb (objpos/slz1.bin: $270, $270, $00)
  e.y = 624;
  e.flipX = flipX;
  e.flipY = flipY;
  return e;
}

// Subtype 0 is the walking bomb: its touch box ($9A: size $1A, $C each way)
// about the entry, walking left first unflipped, right x-flipped, upside down
// y-flipped.
TEST(SonlvlBombs, Obj5FSubtypeZeroIsABombAboutTheEntry) {
  for (const auto& [fx, fy, dir] : {std::tuple{false, false, ObjectDir::Left}, std::tuple{true, false, ObjectDir::Right},
                                    std::tuple{false, true, ObjectDir::DownLeft}, std::tuple{true, true, ObjectDir::DownRight}}) {
    const io::SonlvlObjectDecode d = io::decodeSonlvlObject(io::SonlvlGame::Sonic1, entry(0, fx, fy));
    ASSERT_TRUE(d.object);
    EXPECT_EQ(d.object->kind, ObjectKind::Bomb);
    EXPECT_EQ(d.object->dir, dir);
    EXPECT_EQ(d.object->w, 24);
    EXPECT_EQ(d.object->h, 24);
    ASSERT_EQ(d.object->path.size(), 1u);
    EXPECT_EQ(d.object->path[0].x, 624 - 12);
    EXPECT_EQ(d.object->path[0].y, 624 - 12);
    EXPECT_EQ(objectProblem(*d.object), "");
  }
}

// "move.b d0,obRoutine(a0)": another subtype is a routine (4 a fuse, 6
// shrapnel, which the bomb makes): markers that say so.
TEST(SonlvlBombs, Obj5FOtherSubtypesStayMarkers) {
  for (const int subtype : {2, 4, 6, 8, 0xFF}) {
    const io::SonlvlObjectDecode d = io::decodeSonlvlObject(io::SonlvlGame::Sonic1, entry(subtype, false, false));
    EXPECT_FALSE(d.object) << subtype;
    EXPECT_NE(d.markerReason.find("a bomb of subtype"), std::string::npos) << d.markerReason;
  }
}

std::string fileText(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

TEST(SonlvlBombsDisassembly, TheRoutineHoldsTheNumbersTheKindKeeps) {
  const std::optional<fs::path> s1 = test::disassembly("SOLIDTILE_S1DISASM", "s1disasm");
  if (!s1) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  const std::string bomb = fileText(*s1 / "_incObj" / "5F Bomb Enemy.asm");
  for (const char* line :
       {"move.b\t#$C,obActWid(a0)", "move.b\t#$9A,obColType(a0)\n\t\tbchg\t#0,obStatus(a0)", "move.w\t#1535,bom_time(a0)",
        "move.w\t#$10,obVelX(a0)", "bchg\t#0,obStatus(a0)\n\t\tbeq.s\t.noflip\n\t\tneg.w\tobVelX(a0)", "move.w\t#179,bom_time(a0)",
        "cmpi.w\t#$60,d0\t\t; is Sonic within $60 pixels?\n\t\tbhs.s\t.outofrange", "move.w\t#143,bom_time(a0)",
        "move.w\t#$10,obVelY(a1)", "btst\t#1,obStatus(a0)", "move.w\t#143,bom_time(a1)",
        "move.w\tbom_origY(a0),obY(a0)", "move.b\t#$98,obColType(a1)", "bset\t#7,obRender(a1)", "addi.w\t#$18,obVelY(a0)",
        "tst.b\tobRender(a0)\n\t\tbpl.w\tDeleteObject", "dc.w -$200, -$300, -$100, -$200, $200, -$300, $100, -$200"}) {
    EXPECT_NE(bomb.find(line), std::string::npos) << line;
  }
  const std::string react = fileText(*s1 / "_incObj" / "sub ReactToItem.asm");
  EXPECT_NE(react.find("dc.b   $C,  $C\t\t; $1A"), std::string::npos);
  EXPECT_NE(react.find("dc.b\t4,   4\t\t; $18"), std::string::npos);
  const std::string explosion = fileText(*s1 / "_incObj" / "24, 27 & 3F Explosions.asm");
  const std::size_t main = explosion.find("ExBom_Main:");
  ASSERT_NE(main, std::string::npos);
  EXPECT_NE(explosion.find("move.b\t#0,obColType(a0)", main), std::string::npos);  // the explosion is harmless
  static_assert(BombRule::kHalf == 0xC && BombRule::kShrapnelHalf == 4 && BombRule::kNear == 0x60 && BombRule::kMoves == 1535 &&
                BombRule::kStand == 179 && BombRule::kFuse == 143 && BombRule::kGravity == 0x18);
}

// objpos/slz1.bin 13 Obj5F (2 x-flipped), slz2.bin 20 (4 x-flipped, 11
// upside down), slz3.bin 48 (9, 30), sbz1.bin 6 (1, 3), sbz2.bin 12 (0,
// 10); all subtype 0, none both flipped.
TEST(SonlvlBombsDisassembly, StarLightAndScrapBrainSimulateTheirBombs) {
  const std::optional<fs::path> root = test::disassembly("SOLIDTILE_S1DISASM", "s1disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  const io::ProjectResult p = io::loadSonlvlProject(*root / "SonLVL INI Files" / "SonLVL.ini");
  ASSERT_TRUE(p.project);
  for (const auto& [act, count, rights, upside, summary] :
       {std::tuple{"Star Light Zone Act 1", 13, 2, 0, "194 of 223 objects simulated"},
        std::tuple{"Star Light Zone Act 2", 20, 4, 11, "170 of 187 objects simulated"},
        std::tuple{"Star Light Zone Act 3", 48, 9, 30, "214 of 250 objects simulated"},
        std::tuple{"Scrap Brain Zone Act 1", 6, 1, 3, "252 of 308 objects simulated"},
        std::tuple{"Scrap Brain Zone Act 2", 12, 0, 10, "241 of 292 objects simulated"}}) {
    const io::SonlvlImportResult r = io::importSonlvlLevel(*p.project, act);
    ASSERT_TRUE(r.file) << act;
    int bombs = 0, right = 0, down = 0;
    for (const SolidObject& o : r.file->level.objects) {
      if (o.kind != ObjectKind::Bomb) continue;
      ++bombs;
      right += o.dir == ObjectDir::Right || o.dir == ObjectDir::DownRight;
      down += o.dir == ObjectDir::DownLeft || o.dir == ObjectDir::DownRight;
    }
    EXPECT_EQ(bombs, count) << act;
    EXPECT_EQ(right, rights) << act;
    EXPECT_EQ(down, upside) << act;
    const std::string text = io::describeSonlvlObjects(io::summarizeSonlvlObjects(r.file->markers, r.file->profile), 100);
    EXPECT_EQ(text.find("Obj5F"), std::string::npos) << text;
    EXPECT_EQ(text.rfind(summary, 0), 0u) << text;
  }
}

}  // namespace
}  // namespace sonlvl_bombs
}  // namespace solidtile
