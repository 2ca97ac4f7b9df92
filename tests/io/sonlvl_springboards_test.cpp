// Issue 27: Sonic 2's Obj40 (the pressure spring) on import
// (physics/io/src/sonlvl/springboard_objects.cpp, sonic2Springboard). The
// numbers quoted are the game's (s2.asm Obj40_Init, Obj40_Main, loc_2641E,
// loc_2645E, Ani_obj40):
//
//   move.b #$1C,width_pixels(a0); move.w #$27,d1; move.w #8,d2
//   subi.w #$10,d0 / addi.w #$10,d0; subi.w #$1C,d0; addi.w #$27,d0
//   move.w #-$400,y_vel(a1); sub.b d0,y_vel(a1); cmpi.w #$400,d1
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/springboard.h"
#include "sonlvl_disassembly.h"

namespace solidtile {
namespace sonlvl_springboards {  // apart from the other tests' names in a unity build
namespace {
namespace fs = std::filesystem;

// The entry is (x_pos, y_pos), the box's centre; the subtype is kept; the
// x-flip points the tip left.
TEST(SonlvlSpringboards, Obj40IsASpringboardAboutTheEntry) {
  for (const int subtype : {0, 1, 3, 0xC}) {
    io::SonlvlObjectEntry e;
    e.id = 0x40;
    e.subtype = subtype;
    e.x = 2000;
    e.y = 800;
    const io::SonlvlObjectDecode d = io::decodeSonlvlObject(io::SonlvlGame::Sonic2, e);
    ASSERT_TRUE(d.object) << subtype;
    EXPECT_EQ(d.object->kind, ObjectKind::Springboard);
    EXPECT_EQ(d.object->dir, ObjectDir::Right);
    EXPECT_EQ(d.object->springboard, subtype);
    EXPECT_EQ(d.object->w, 56);
    EXPECT_EQ(d.object->h, 16);
    EXPECT_FALSE(d.object->topOnly);
    ASSERT_EQ(d.object->path.size(), 1u);
    EXPECT_EQ(d.object->path[0].x, 2000 - 0x1C);
    EXPECT_EQ(d.object->path[0].y, 800 - 8);
    EXPECT_EQ(objectProblem(*d.object), "");
    e.flipX = true;
    EXPECT_EQ(io::decodeSonlvlObject(io::SonlvlGame::Sonic2, e).object->dir, ObjectDir::Left);
  }
}

std::string fileText(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The "dc.b" bytes after `label` up to the next label.
std::vector<int> bytesAfter(const std::string& text, const std::string& label) {
  std::vector<int> out;
  std::size_t at = text.find("\n" + label + ":");
  if (at == std::string::npos) return out;
  at = text.find('\n', at + 1);
  while (at != std::string::npos) {
    const std::size_t end = text.find('\n', at + 1);
    const std::string line = text.substr(at + 1, end - at - 1);
    const std::size_t dc = line.find("dc.b");
    if (dc == std::string::npos) break;
    std::string body = line.substr(dc + 4);
    body = body.substr(0, body.find(';'));
    std::stringstream ss(body);
    std::string item;
    while (std::getline(ss, item, ',')) {
      const std::size_t b = item.find_first_not_of(" \t");
      if (b == std::string::npos) continue;
      item = item.substr(b);
      out.push_back(item[0] == '$' ? std::stoi(item.substr(1), nullptr, 16) : std::stoi(item));
    }
    at = end;
  }
  return out;
}

TEST(SonlvlSpringboardsDisassembly, TheRoutineHoldsTheNumbersAndTablesTheKindKeeps) {
  const std::optional<fs::path> s2 = test::disassembly("SOLIDTILE_S2DISASM", "s2disasm");
  if (!s2) GTEST_SKIP() << "neither SOLIDTILE_S2DISASM nor SOLIDTILE_DISASM_DIR is set";
  const std::string text = fileText(*s2 / "s2.asm");
  const std::size_t at = text.find("\nObj40:");
  ASSERT_NE(at, std::string::npos);
  const std::string routine = text.substr(at, text.find("Obj40_MapUnc_265F4:\tinclude", at) - at);
  for (const char* line : {"move.b\t#$1C,width_pixels(a0)", "bset\t#status.npc.no_balancing,status(a0)",
                           "move.w\t#$27,d1\n\tmove.w\t#8,d2", "lea\tObj40_SlopeData_DiagUp(pc),a2\n\ttst.b\tmapping_frame(a0)",
                           "subi.w\t#$10,d0\n\tcmp.w\tx_pos(a1),d0\n\tblo.s", "addi.w\t#$10,d0\n\tcmp.w\tx_pos(a1),d0\n\tbhs.s",
                           "move.w\t#(1<<8)|(0<<0),anim(a0)", "subi.w\t#$1C,d0", "not.w\td0", "addi.w\t#$27,d0",
                           "move.w\t#-$400,y_vel(a1)\n\tsub.b\td0,y_vel(a1)", "cmpi.w\t#$400,d1\n\tblo.s",
                           "sub.b\td0,x_vel(a1)", "move.w\t#1,inertia(a1)", "move.b\t#$C,top_solid_bit(a1)",
                           "move.b\t#$E,top_solid_bit(a1)", "dc.b  $F,  0,$FF", "dc.b   3,  1,  0,$FD,  0"}) {
    EXPECT_NE(routine.find(line), std::string::npos) << line;
  }
  const std::vector<int> boost = bytesAfter(text, "byte_26550");
  ASSERT_EQ(boost.size(), kSpringboardBoost.size());
  for (std::size_t i = 0; i < boost.size(); ++i) EXPECT_EQ(boost[i], kSpringboardBoost[i]) << i;
  const std::vector<int> up = bytesAfter(text, "Obj40_SlopeData_DiagUp");
  ASSERT_EQ(up.size(), kSpringboardDiagUp.size());
  for (std::size_t i = 0; i < up.size(); ++i) EXPECT_EQ(up[i], kSpringboardDiagUp[i]) << i;
  const std::vector<int> flat = bytesAfter(text, "Obj40_SlopeData_Straight");
  ASSERT_EQ(flat.size(), kSpringboardStraight.size());
  for (std::size_t i = 0; i < flat.size(); ++i) EXPECT_EQ(flat[i], kSpringboardStraight[i]) << i;
  static_assert(SpringboardRule::kHalf == 0x1C && SpringboardRule::kD1 == 0x27 && SpringboardRule::kD2 == 8 &&
                SpringboardRule::kFarPart == 0x10 && SpringboardRule::kLaunchLeft == 0x1C &&
                SpringboardRule::kFlippedAdd == 0x27 && SpringboardRule::kLaunchY == -0x400 && SpringboardRule::kKeepXFrom == 0x400);
}

// The acts with Obj40: Chemical Plant 2 6 (one x-flipped; 284 -> 290 of
// 359), Aquatic Ruin 1 6 (268 -> 274 of 358), Aquatic Ruin 2 10 (343 -> 353
// of 439), Mystic Cave 2 9 (two x-flipped, five of subtype 1; 283 -> 292 of
// 368).
TEST(SonlvlSpringboardsDisassembly, ChemicalPlantAquaticRuinAndMysticCaveSimulateTheirSpringboards) {
  const std::optional<fs::path> root = test::disassembly("SOLIDTILE_S2DISASM", "s2disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S2DISASM nor SOLIDTILE_DISASM_DIR is set";
  const io::ProjectResult p = io::loadSonlvlProject(*root / "SonLVL INI Files" / "SonLVL.ini");
  ASSERT_TRUE(p.project);
  for (const auto& [act, count, lefts, ones, summary] :
       {std::tuple{"Chemical Plant Zone Act 2", 6, 1, 0, "290 of 359 objects simulated"},
        std::tuple{"Aquatic Ruin Zone Act 1", 6, 0, 0, "274 of 358 objects simulated"},
        std::tuple{"Aquatic Ruin Zone Act 2", 10, 0, 0, "353 of 439 objects simulated"},
        std::tuple{"Mystic Cave Zone Act 2", 9, 2, 5, "292 of 368 objects simulated"}}) {
    const io::SonlvlImportResult r = io::importSonlvlLevel(*p.project, act);
    ASSERT_TRUE(r.file) << act;
    int boards = 0, left = 0, subtype1 = 0;
    for (const SolidObject& o : r.file->level.objects) {
      if (o.kind != ObjectKind::Springboard) continue;
      ++boards;
      left += o.dir == ObjectDir::Left;
      subtype1 += o.springboard == 1;
      EXPECT_TRUE(o.springboard == 1 || o.springboard == 3) << act;
    }
    EXPECT_EQ(boards, count) << act;
    EXPECT_EQ(left, lefts) << act;
    EXPECT_EQ(subtype1, ones) << act;
    const std::string text = io::describeSonlvlObjects(io::summarizeSonlvlObjects(r.file->markers, r.file->profile), 100);
    EXPECT_EQ(text.find("Obj40"), std::string::npos) << text;
    EXPECT_EQ(text.rfind(summary, 0), 0u) << text;
  }
}

}  // namespace
}  // namespace sonlvl_springboards
}  // namespace solidtile
