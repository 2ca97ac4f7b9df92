// Issue 27: Sonic 1's Obj31 (Marble Zone's chained stompers) on import
// (physics/io/src/sonlvl/stomper_objects.cpp, sonic1Stomper). The numbers
// quoted are the game's (s1disasm "_incObj/31 Chained Stompers.asm"):
//
//   CStom_Var2: dc.b $38, 0 / $30, 9 / $10, $A (obActWid by bits 4-5)
//   word_B6A4: dc.w $7000, $A000, $5000, $7800, $3800, $5800, $B800
//   move.w #$C,d2; move.w #$D,d3; cmpi.w #$90,d0; cmpi.b #$10,objoff_32(a0)
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <tuple>

#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/stomper.h"
#include "sonlvl_disassembly.h"
#include "sonlvl_disassembly_level.h"

namespace solidtile {
namespace sonlvl_stompers {  // apart from the other tests' names in a unity build
namespace {
namespace fs = std::filesystem;

io::SonlvlObjectEntry entry(int subtype) {
  io::SonlvlObjectEntry e;
  e.id = 0x31;
  e.subtype = subtype;
  e.x = 2000;
  e.y = 800;
  return e;
}

// The entry is (obX, obY) at the top of its cycle; the subtype sets its
// width; type 0 and bit 7 (a switch) stay markers, as do sizes past 2.
TEST(SonlvlStompers, Obj31IsAStomperAboutTheEntry) {
  for (const auto& [subtype, w] : {std::tuple{0x02, 0x70}, std::tuple{0x11, 0x60}, std::tuple{0x12, 0x60}, std::tuple{0x23, 0x20}}) {
    const io::SonlvlObjectDecode d = io::decodeSonlvlObject(io::SonlvlGame::Sonic1, entry(subtype));
    ASSERT_TRUE(d.object) << subtype;
    EXPECT_EQ(d.object->kind, ObjectKind::Stomper);
    EXPECT_EQ(d.object->stomper, subtype);
    EXPECT_EQ(d.object->w, w);
    EXPECT_EQ(d.object->h, 24);
    ASSERT_EQ(d.object->path.size(), 1u);
    EXPECT_EQ(d.object->path[0].x, 2000 - w / 2);
    EXPECT_EQ(d.object->path[0].y, 800 - 0xC);
    EXPECT_EQ(objectProblem(*d.object), "");
  }
  for (const int subtype : {0x80, 0x00, 0x10, 0x07, 0x31}) {
    const io::SonlvlObjectDecode d = io::decodeSonlvlObject(io::SonlvlGame::Sonic1, entry(subtype));
    EXPECT_FALSE(d.object) << subtype;
    EXPECT_FALSE(d.markerReason.empty()) << subtype;
  }
  EXPECT_NE(io::decodeSonlvlObject(io::SonlvlGame::Sonic1, entry(0x80)).markerReason.find("switch"), std::string::npos);
}

std::string fileText(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

TEST(SonlvlStompersDisassembly, TheRoutineHoldsTheNumbersTheKindKeeps) {
  const std::optional<fs::path> s1 = test::disassembly("SOLIDTILE_S1DISASM", "s1disasm");
  if (!s1) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  const std::string text = fileText(*s1 / "_incObj" / "31 Chained Stompers.asm");
  ASSERT_FALSE(text.empty());
  for (const char* line : {"dc.w $7000, $A000\n\t\tdc.w $5000, $7800\n\t\tdc.w $3800, $5800\n\t\tdc.w $B800",
                           "dc.b $38, 0\t\t; width, frame number\n\t\tdc.b $30, 9\n\t\tdc.b $10, $A",
                           "dc.b 4,\t$1C, 1", "move.b\t#$90,obColType(a1)", "cmpi.w\t#$20,d0",
                           "addi.w\t#$B,d1\n\t\tmove.w\t#$C,d2\n\t\tmove.w\t#$D,d3", "cmpi.b\t#$10,objoff_32(a0)",
                           "addi.w\t#$70,obVelY(a0)", "move.w\t#$3C,objoff_38(a0)", "subi.w\t#$80,objoff_32(a0)",
                           "cmpi.w\t#$90,d0", "addq.b\t#1,obSubtype(a0)"}) {
    EXPECT_NE(text.find(line), std::string::npos) << line;
  }
  static_assert(StomperRule::kHalfHeight == 0xC && StomperRule::kStand == 0xD && StomperRule::kGravity == 0x70 &&
                StomperRule::kRise == 0x80 && StomperRule::kWait == 0x3C && StomperRule::kNear == 0x90 &&
                StomperRule::kCrushAbove == 0x10 && StomperRule::kSpikesBelow == 0x1C);
}

// Marble Zone's Obj31 (objpos/mz1-3.bin): Marble 1 $80 (a switch: marker),
// $11, $23, $02; Marble 2 $11, $12 x3; Marble 3 $23 x9, $02, $11 x5.
TEST(SonlvlStompersDisassembly, MarbleZoneSimulatesItsStompersButTheSwitchOne) {
  const std::optional<fs::path> root = test::disassembly("SOLIDTILE_S1DISASM", "s1disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  for (const auto& [act, count, armed, bare] : {std::tuple{"Marble Zone Act 1", 3, 1, 1}, std::tuple{"Marble Zone Act 2", 4, 0, 0},
                                                std::tuple{"Marble Zone Act 3", 15, 9, 9}}) {
    const io::SonlvlImportResult r = test::importDisassemblyLevel("SOLIDTILE_S1DISASM", "s1disasm", act);
    ASSERT_TRUE(r.file) << act;
    int stompers = 0, triggered = 0, noSpikes = 0;
    for (const SolidObject& o : r.file->level.objects) {
      if (o.kind != ObjectKind::Stomper) continue;
      ++stompers;
      triggered += stomperTriggered(o.stomper);
      noSpikes += !stomperHasSpikes(o.stomper);
    }
    EXPECT_EQ(stompers, count) << act;
    EXPECT_EQ(triggered, armed) << act;
    EXPECT_EQ(noSpikes, bare) << act;
  }
}

}  // namespace
}  // namespace sonlvl_stompers
}  // namespace solidtile
