// Issue 27: Sonic 1's Obj5D (Star Light's fans) on import
// (physics/io/src/sonlvl/star_light_objects.cpp, sonic1Fan). The numbers
// quoted are the game's (_incObj/5D Fan.asm):
//
//   Fan_Delay: btst #1,obSubtype(a0); bne.s .blow / move.w #120,fan_time(a0);
//     bchg #0,fan_switch(a0); beq.s .blow; move.w #180,fan_time(a0)
//   .blow: btst #0,obStatus(a0) (facing right); addi.w #$50,d0; cmpi.w #$F0,d0;
//     addi.w #$60,d1; sub.w obY(a0),d1; cmpi.w #$70,d1
//   btst #0,obSubtype(a0); beq.s .movesonic; neg.w d0 (pulls); add.w d0,obX(a1)
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <tuple>

#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/fan.h"
#include "sonlvl_disassembly.h"

namespace solidtile {
namespace sonlvl_fans {  // apart from the other tests' names in a unity build
namespace {
namespace fs = std::filesystem;

io::SonlvlObjectEntry entry(int subtype, bool flipX) {
  io::SonlvlObjectEntry e;
  e.id = 0x5D;
  e.subtype = subtype;
  e.x = 2568;
  e.y = 592;
  e.flipX = flipX;
  return e;
}

// Star Light 1's first fan (objpos/slz1.bin: x 2568, y 592, x-flipped, $02):
// always on, facing right, its window from $50 behind obX and $60 above obY.
TEST(SonlvlFans, Obj5DIsAFanFacingItsFlipsWay) {
  const io::SonlvlObjectDecode d = io::decodeSonlvlObject(io::SonlvlGame::Sonic1, entry(2, true));
  ASSERT_TRUE(d.object);
  EXPECT_EQ(d.object->kind, ObjectKind::Fan);
  EXPECT_EQ(d.object->dir, ObjectDir::Right);
  EXPECT_FALSE(d.object->pull);
  EXPECT_FALSE(hasTimer(d.object->timer));
  EXPECT_EQ(d.object->w, 0xF0);
  EXPECT_EQ(d.object->h, 0x70);
  ASSERT_EQ(d.object->path.size(), 1u);
  EXPECT_EQ(d.object->path[0].x, 2568 - 0x50);
  EXPECT_EQ(d.object->path[0].y, 592 - 0x60);
  EXPECT_EQ(objectProblem(*d.object), "");
  // Unflipped: facing left, the window from $9F left of obX to $50 right of it.
  const io::SonlvlObjectDecode left = io::decodeSonlvlObject(io::SonlvlGame::Sonic1, entry(2, false));
  ASSERT_TRUE(left.object);
  EXPECT_EQ(left.object->dir, ObjectDir::Left);
  EXPECT_EQ(left.object->path[0].x, 2568 - 0x9F);
  EXPECT_EQ(left.object->path[0].x + left.object->w - 1, 2568 + 0x50);
}

// Bit 1 clear: the on/off cycle (made 302: 121+181); bit 0: pulls; the
// others unread.
TEST(SonlvlFans, Obj5DSubtypeBitsSwitchAndPull) {
  for (const auto& [subtype, switches, pulls] : {std::tuple{0x00, true, false}, std::tuple{0x01, true, true},
                                                 std::tuple{0x02, false, false}, std::tuple{0x03, false, true},
                                                 std::tuple{0xFC, true, false}, std::tuple{0xFF, false, true}}) {
    const io::SonlvlObjectDecode d = io::decodeSonlvlObject(io::SonlvlGame::Sonic1, entry(subtype, false));
    ASSERT_TRUE(d.object) << subtype;
    EXPECT_EQ(hasTimer(d.object->timer), switches) << subtype;
    if (switches) {
      EXPECT_EQ(timerText(d.object->timer), "made 302: 121+181") << subtype;
    }
    EXPECT_EQ(d.object->pull, pulls) << subtype;
    EXPECT_EQ(objectProblem(*d.object), "") << subtype;
  }
}

std::string fileText(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

TEST(SonlvlFansDisassembly, TheRoutineHoldsTheNumbersTheKindKeeps) {
  const std::optional<fs::path> s1 = test::disassembly("SOLIDTILE_S1DISASM", "s1disasm");
  if (!s1) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  const std::string fan = fileText(*s1 / "_incObj" / "5D Fan.asm");
  for (const char* line : {"btst\t#1,obSubtype(a0)", "subq.w\t#1,fan_time(a0)\t; subtract 1 from time delay\n\t\tbpl.s\t.blow",
                           "move.w\t#120,fan_time(a0)", "bchg\t#0,fan_switch(a0)", "move.w\t#180,fan_time(a0)",
                           "tst.b\tfan_switch(a0)", "addi.w\t#$50,d0\n\t\tcmpi.w\t#$F0,d0", "addi.w\t#$60,d1\n\t\tsub.w\tobY(a0),d1",
                           "cmpi.w\t#$70,d1", "subi.w\t#$50,d0", "not.w\td0\n\t\tadd.w\td0,d0", "addi.w\t#$60,d0",
                           "neg.b\td0\n\t\tasr.w\t#4,d0", "btst\t#0,obSubtype(a0)\n\t\tbeq.s\t.movesonic\n\t\tneg.w\td0",
                           "add.w\td0,obX(a1)"}) {
    EXPECT_NE(fan.find(line), std::string::npos) << line;
  }
  static_assert(kFanBehind == 0x50 && kFanWidth == 0xF0 && kFanAbove == 0x60 && kFanHeight == 0x70);
  static_assert(FanCycle::kOff == 121 && FanCycle::kOn == 181 && FanCycle::kPeriod == 302);
}

// objpos/slz1.bin: 8 Obj5D, 5 x-flipped (facing right), one of subtype 0
// (x 5384, y 80: it switches), the rest $02; Star Light 2 and 3 place 14
// each, 2 of them pulling ($01).
TEST(SonlvlFansDisassembly, StarLightSimulatesItsFans) {
  const std::optional<fs::path> root = test::disassembly("SOLIDTILE_S1DISASM", "s1disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  const io::ProjectResult p = io::loadSonlvlProject(*root / "SonLVL INI Files" / "SonLVL.ini");
  ASSERT_TRUE(p.project);
  for (const auto& [act, count, rights, timers, pulls, summary] :
       {std::tuple{"Star Light Zone Act 1", 8, 5, 1, 0, "194 of 223 objects simulated"},
        std::tuple{"Star Light Zone Act 2", 14, 12, 2, 1, ""}, std::tuple{"Star Light Zone Act 3", 14, 13, 2, 1, ""}}) {
    const io::SonlvlImportResult r = io::importSonlvlLevel(*p.project, act);
    ASSERT_TRUE(r.file) << act;
    int fans = 0, right = 0, timed = 0, pulling = 0;
    for (const SolidObject& o : r.file->level.objects) {
      if (o.kind != ObjectKind::Fan) continue;
      ++fans;
      right += o.dir == ObjectDir::Right;
      pulling += o.pull;
      if (hasTimer(o.timer)) {
        ++timed;
        if (std::string(act) == "Star Light Zone Act 1") {
          EXPECT_EQ(o.path[0].x + fanPointDx(false), 5384);
          EXPECT_EQ(o.path[0].y + kFanAbove, 80);
        }
      }
    }
    EXPECT_EQ(fans, count) << act;
    EXPECT_EQ(right, rights) << act;
    EXPECT_EQ(timed, timers) << act;
    EXPECT_EQ(pulling, pulls) << act;
    const std::string text = io::describeSonlvlObjects(io::summarizeSonlvlObjects(r.file->markers, r.file->profile), 100);
    EXPECT_EQ(text.find("Obj5D"), std::string::npos) << text;
    if (*summary) {
      EXPECT_EQ(text.rfind(summary, 0), 0u) << text;
    }
  }
}

}  // namespace
}  // namespace sonlvl_fans
}  // namespace solidtile
