// Issue 27: both games' Obj18 platforms import with "nudge" (they dip while
// stood on: Plat_Nudge, Obj18_Nudge; level/nudge.h), every subtype that
// imports as a platform; a fall (type 3) does not. The gated check reads the
// routines' lines and the games' sine table out of the disassemblies.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <string>

#include "../support/temp_dir.h"
#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/nudge.h"
#include "sonlvl_disassembly.h"

namespace solidtile {
namespace {
namespace fs = std::filesystem;
using io::SonlvlGame;

io::SonlvlObjectDecode nudgeDecode(SonlvlGame g, int subtype) { return io::decodeSonlvlObject(g, {0x18, subtype, 0x1220, 0x1E8, false, false}); }

TEST(SonlvlNudge, EveryObj18PlatformDipsButAFall) {
  for (const SonlvlGame g : {SonlvlGame::Sonic1, SonlvlGame::Sonic2}) {
    for (const int t : {0, 1, 2, 5, 6, 9, 0xA, 0xB, 0xC}) {
      const io::SonlvlObjectDecode d = nudgeDecode(g, t);
      ASSERT_TRUE(d.object) << t << ": " << d.markerReason;
      EXPECT_EQ(d.object->kind, ObjectKind::Block) << t;
      EXPECT_TRUE(d.object->nudge) << t;
      EXPECT_EQ(objectProblem(*d.object), "") << t;
    }
    const io::SonlvlObjectDecode fall = nudgeDecode(g, 3);
    ASSERT_TRUE(fall.object);
    EXPECT_EQ(fall.object->kind, ObjectKind::Fall);
    EXPECT_FALSE(fall.object->nudge);
  }
  EXPECT_TRUE(nudgeDecode(SonlvlGame::Sonic2, 0x3D).object->nudge);  // Sonic 2's $D, Obj18_InitData's $40 width
}

// Plat_Solid / Plat_Action2 and Obj18_TopSolid's lines, Plat_Nudge's and
// Obj18_Nudge's scale, the games' sine table; Green Hill 1's and Emerald
// Hill 2's platforms all dip.
TEST(SonlvlNudgeDisassembly, TheRoutinesCountBy4To40AndDipBySineTimes400) {
  struct Game {
    const char* own;
    const char* folder;
    const char* code;
    const char* lines[4];
    const char* level;
  };
  const Game games[] = {
      {"SOLIDTILE_S1DISASM", "s1disasm", "_incObj/18 Platforms.asm",
       {"\t\tsubq.b\t#4,objoff_38(a0)", "\t\tcmpi.b\t#$40,objoff_38(a0)", "\t\taddq.b\t#4,objoff_38(a0)", "\t\tmove.w\t#$400,d1"},
       "Green Hill Zone Act 1"},
      {"SOLIDTILE_S2DISASM", "s2disasm", "s2.asm",
       {"\tsubq.b\t#4,obj18_y_offset(a0)", "\tcmpi.b\t#$40,obj18_y_offset(a0)", "\taddq.b\t#4,obj18_y_offset(a0)", "\tmove.w\t#$400,d1"},
       "Emerald Hill Zone Act 2"},
  };
  int ran = 0;
  for (const Game& g : games) {
    const std::optional<fs::path> root = test::disassembly(g.own, g.folder);
    if (!root) continue;
    ++ran;
    const std::string code = test::readText(*root / g.code);
    for (const char* line : g.lines) EXPECT_NE(code.find(line), std::string::npos) << g.code << ": " << line;
    const std::string sine = test::readText(*root / "misc" / "sinewave.bin");
    ASSERT_GE(sine.size(), 2u * (NudgeTiming::kMax + 1));
    for (int b = 0; b <= NudgeTiming::kMax; b += NudgeTiming::kStep) {
      const auto hi = static_cast<unsigned char>(sine[2 * static_cast<std::size_t>(b)]);
      const auto lo = static_cast<unsigned char>(sine[2 * static_cast<std::size_t>(b) + 1]);
      const int v = static_cast<std::int16_t>((hi << 8) | lo);
      EXPECT_EQ(nudgeDip(static_cast<std::uint8_t>(b)), (v * NudgeTiming::kScale) >> 16) << g.folder << " b " << b;
    }
    const io::ProjectResult p = io::loadSonlvlProject(*root / "SonLVL INI Files" / "SonLVL.ini");
    ASSERT_TRUE(p.project) << g.level;
    const io::SonlvlImportResult r = io::importSonlvlLevel(*p.project, g.level);
    ASSERT_TRUE(r.file) << g.level;
    int platforms = 0, dipping = 0;
    for (const SolidObject& o : r.file->level.objects) {
      if (o.w != 0x40 || !o.topOnly || o.kind != ObjectKind::Block || !o.slope.empty()) continue;
      ++platforms;
      dipping += o.nudge;
    }
    EXPECT_GT(dipping, 0) << g.level;
    std::printf("%s: %d of %d 64-px top-only blocks dip\n", g.level, dipping, platforms);
  }
  if (ran == 0) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM/SOLIDTILE_S2DISASM nor SOLIDTILE_DISASM_DIR is set";
}

}  // namespace
}  // namespace solidtile
