// Issue 27: platforms going round a circle by two oscillators on import
// (physics/io/src/sonlvl/oscillating_platforms.cpp: sonic1CirclingPlatform,
// sonic2Obj19's types 8-$F), level format 14's second axis. The game's x and
// y are worked out here from the routines' text, oscillator bytes straight
// from the table, not through the motion the import made. Quoted:
//
// s1disasm _incObj/5A SLZ Circling Platform.asm
//   Circ_Main: move.b #$18,obActWid(a0); obX, obY to circ_origX, circ_origY
//   Circ_Platform: PlatformObject (d1 obActWid); bra.w Circ_Types
//   Circ_Types: andi.w #$C,d0; lsr.w #1,d0 -> .type00 (0), .type04 (4)
//   .type00: move.b (v_oscillate+$22).w,d1; subi.b #$50,d1; ext.w d1
//            move.b (v_oscillate+$26).w,d2; subi.b #$50,d2; ext.w d2
//            btst #0,obSubtype: neg.w d1; neg.w d2
//            btst #1,obSubtype: neg.w d1; exg d1,d2
//            obX = circ_origX + d1; obY = circ_origY + d2
//   .type04: the same, then neg.w d1 before the add
// s2disasm s2.asm
//   Obj19_Move: andi.w #$F,d0; add.w d0,d0 (d0 = the low nibble doubled)
//   Obj19_MoveRoutine7 (8-$B): move.b (Oscillating_Data+$38).w,d1; subi.b #$40,d1;
//     ext.w d1; the same for +$3C into d2; btst #2,d0: neg.w d1; neg.w d2;
//     btst #1,d0: neg.w d1; exg d1,d2; x_pos = objoff_30 + d1, y_pos = objoff_32 + d2
//   Obj19_MoveRoutine8 ($C-$F): the same, then neg.w d1
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <string>
#include <tuple>
#include <utility>

#include "solidtile/io/level_file.h"
#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/oscillation.h"
#include "solidtile/sonic/player.h"
#include "sonlvl_disassembly.h"

namespace solidtile {
namespace {
namespace fs = std::filesystem;
using io::SonlvlGame;

constexpr std::int32_t kCircX = 0x1A00, kCircY = 0x2C0;

io::SonlvlObjectDecode circDecode(SonlvlGame g, int id, int subtype) {
  return io::decodeSonlvlObject(g, {id, subtype, kCircX, kCircY, false, false});
}

// A word the 68000 way: ext.w of a byte, neg.w.
std::int16_t extw(int byte) { return static_cast<std::int8_t>(static_cast<std::uint8_t>(byte)); }
std::int16_t negw(std::int16_t w) { return static_cast<std::int16_t>(-w); }

// The routine's (obX, obY) on frame f: the objects of frame f run after
// f - 1 updates (oscillation.h), reading the table as it is.
std::pair<std::int32_t, std::int32_t> gameCircle(OscTable t, int a, int b, int center, bool negBoth, bool swap, bool negX,
                                                 std::uint32_t f) {
  const std::uint32_t n = f > 1 ? f - 1 : 0;
  std::int16_t d1 = extw((oscillatorValue(t, a, n) >> 8) - center);
  std::int16_t d2 = extw((oscillatorValue(t, b, n) >> 8) - center);
  if (negBoth) d1 = negw(d1), d2 = negw(d2);
  if (swap) {
    d1 = negw(d1);
    std::swap(d1, d2);
  }
  if (negX) d1 = negw(d1);
  return {kCircX + d1, kCircY + d2};
}

TEST(SonlvlCircling, Sonic1Obj5AIsATopOnlyPlatformOfObActWid18) {
  for (int subtype = 0; subtype < 8; ++subtype) {
    const io::SonlvlObjectDecode d = circDecode(SonlvlGame::Sonic1, 0x5A, subtype);
    ASSERT_TRUE(d.object) << subtype << ": " << d.markerReason;
    const SolidObject& o = *d.object;
    EXPECT_EQ(o.kind, ObjectKind::Block);
    EXPECT_TRUE(o.topOnly);
    EXPECT_FALSE(o.nudge) << "Circ_Types has no Plat_Nudge";
    EXPECT_EQ(o.w, 2 * 0x18);
    EXPECT_EQ(o.h, 16);  // PlatformObject's "subq.w #8,d0": the top row obY - 8
    EXPECT_EQ(o.path, (std::vector<Waypoint>{{kCircX - 0x18, kCircY - 8}}));
    EXPECT_EQ(o.osc.table, OscTable::Sonic1);
    EXPECT_TRUE(hasOtherAxis(o.osc));
    EXPECT_FALSE(o.osc.lagged);
    EXPECT_EQ(objectProblem(o), "");
  }
  // Bits 2-3 of 8 or $C index past the two-entry .index.
  for (const int subtype : {8, 0xC, 0xF}) EXPECT_FALSE(circDecode(SonlvlGame::Sonic1, 0x5A, subtype).object) << subtype;
  // Bits 4-7 are not read ("andi.w #$C,d0").
  EXPECT_EQ(circDecode(SonlvlGame::Sonic1, 0x5A, 0x12).object->osc, circDecode(SonlvlGame::Sonic1, 0x5A, 2).object->osc);
}

// Every subtype, every frame of two whole cycles of oscillators 8 and 9 (572 updates each).
TEST(SonlvlCircling, Sonic1Obj5AMovesAsCircTypesOnEveryFrame) {
  ASSERT_EQ(oscillatorPeriod(OscTable::Sonic1, 8), 572u);
  ASSERT_EQ(oscillatorPeriod(OscTable::Sonic1, 9), 572u);
  for (int subtype = 0; subtype < 8; ++subtype) {
    const SolidObject o = *circDecode(SonlvlGame::Sonic1, 0x5A, subtype).object;
    std::int32_t lo = INT32_MAX, hi = INT32_MIN;
    for (std::uint32_t f = 0; f < 2 * 572 + 3; ++f) {
      const auto [x, y] = gameCircle(OscTable::Sonic1, 8, 9, 0x50, subtype & 1, subtype & 2, subtype & 4, f);
      const ObjectPos p = objectPosition(o, f);
      ASSERT_EQ((p.x >> 8) + 0x18, x) << "subtype " << subtype << " frame " << f;
      ASSERT_EQ((p.y >> 8) + 8, y) << "subtype " << subtype << " frame " << f;
      lo = std::min(lo, x - kCircX);
      hi = std::max(hi, x - kCircX);
    }
    EXPECT_EQ(lo, -0x50) << subtype;  // bytes 0..$A0 about $50
    EXPECT_EQ(hi, 0x50) << subtype;
  }
}

TEST(SonlvlCircling, Sonic2Obj19TypesEightToFMoveAsMoveRoutine7And8OnEveryFrame) {
  ASSERT_EQ(oscillatorPeriod(OscTable::Sonic2, 14), 508u);
  ASSERT_EQ(oscillatorPeriod(OscTable::Sonic2, 15), 508u);
  for (int t = 8; t <= 0xF; ++t) {
    const io::SonlvlObjectDecode d = circDecode(SonlvlGame::Sonic2, 0x19, 0x10 | t);  // width_pixels $18
    ASSERT_TRUE(d.object) << t << ": " << d.markerReason;
    const SolidObject& o = *d.object;
    EXPECT_TRUE(o.topOnly);
    EXPECT_EQ(o.w, 2 * 0x18);
    EXPECT_EQ(o.h, 32);
    const int d0 = 2 * t;
    for (std::uint32_t f = 0; f < 2 * 508 + 3; ++f) {
      const auto [x, y] = gameCircle(OscTable::Sonic2, 14, 15, 0x40, d0 & 4, d0 & 2, t >= 0xC, f);
      const ObjectPos p = objectPosition(o, f);
      ASSERT_EQ((p.x >> 8) + 0x18, x) << "type " << t << " frame " << f;
      ASSERT_EQ((p.y >> 8) + 16, y) << "type " << t << " frame " << f;
    }
  }
}

// The imported level keeps the second axis through the level file (version 14).
TEST(SonlvlCircling, TheSecondAxisSurvivesTheLevelFileAtVersion14) {
  Level l(64, 64, 1);
  l.objects.assign({*circDecode(SonlvlGame::Sonic1, 0x5A, 3).object, *circDecode(SonlvlGame::Sonic2, 0x19, 0xE).object});
  io::LevelFile f;
  f.level = std::move(l);
  const std::string text = io::formatLevel(f);
  EXPECT_NE(text.find("\"version\": 14"), std::string::npos);
  EXPECT_NE(text.find("\"other_index\": 8"), std::string::npos) << text.substr(0, 400);
  const io::LoadResult back = io::parseLevel(text);
  ASSERT_TRUE(back.file) << io::describe("level", back.problems);
  EXPECT_EQ(back.file->level.objects[0].osc, f.level.objects[0].osc);
  EXPECT_EQ(back.file->level.objects[1].osc, f.level.objects[1].osc);
}

TEST(SonlvlCircling, SummariesCountThemSimulated) {
  const io::SonlvlObjectSummary s1 = io::summarizeSonlvlObjects(
      {{0x5A, "CirclingPlatform", 0, 0, 1}, {0x5A, "CirclingPlatform", 0, 0, 7}, {0x5A, "CirclingPlatform", 0, 0, 8}}, Profile::Sonic1);
  EXPECT_EQ(io::describeSonlvlObjects(s1), "2 of 3 objects simulated; markers: Obj5A CirclingPlatform x1");
  const io::SonlvlObjectSummary s2 = io::summarizeSonlvlObjects({{0x19, "Platform", 0, 0, 8}, {0x19, "Platform", 0, 0, 0xF}}, Profile::Sonic2);
  EXPECT_EQ(io::describeSonlvlObjects(s2), "2 of 2 objects simulated");
}

// The act's objects with a second oscillator, each checked to be its game's
// circling platform (48 px wide: obActWid $18, Obj19's width_pixels $18).
int circlesIn(const io::LevelFile& f, OscTable table, int center, int h) {
  int n = 0;
  for (const SolidObject& o : f.level.objects) {
    if (!hasOtherAxis(o.osc)) continue;
    ++n;
    EXPECT_EQ(o.osc.table, table);
    EXPECT_EQ(o.osc.center, center);
    EXPECT_EQ(o.w, 0x30);
    EXPECT_EQ(o.h, h);
  }
  return n;
}

// Star Light 1's 44 Obj5A (level/objects/slz1.bin): subtypes 0-3 ten each,
// 4-7 one each, all platforms.
TEST(SonlvlCirclingDisassembly, StarLight1FortyFourCirclingPlatforms) {
  const std::optional<fs::path> root = test::disassembly("SOLIDTILE_S1DISASM", "s1disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  const io::ProjectResult p = io::loadSonlvlProject(*root / "SonLVL INI Files" / "SonLVL.ini");
  ASSERT_TRUE(p.project);
  const io::SonlvlImportResult r = io::importSonlvlLevel(*p.project, "Star Light Zone Act 1");
  ASSERT_TRUE(r.file);
  EXPECT_EQ(circlesIn(*r.file, OscTable::Sonic1, 0x50, 16), 44);
  std::map<int, int> subtypes;
  for (const io::Marker& m : r.file->markers) {
    if (m.type == 0x5A) ++subtypes[m.subtype];
  }
  EXPECT_EQ(subtypes, (std::map<int, int>{{0, 10}, {1, 10}, {2, 10}, {3, 10}, {4, 1}, {5, 1}, {6, 1}, {7, 1}}));
  const std::string summary = io::describeSonlvlObjects(io::summarizeSonlvlObjects(r.file->markers, r.file->profile));
  EXPECT_EQ(summary.find("Obj5A"), std::string::npos) << summary;
  // 95 before the circles, 139 with them, 152 with its Orbinauts as enemies (level format 14), 153
  // with its signpost, 161 with its 8 fans (level format 18), 176 with its 15 staircases (format 18).
  EXPECT_EQ(summary.rfind("194 of 223 objects simulated", 0), 0u) << summary;
}

// Chemical Plant 1 places no Obj19 of types 8-$F (1 x3, 2, 6 x2, 7); Chemical
// Plant 2 four ($18, $1A, $1D, $1F: width_pixels $18), so 257 -> 261 of 359
// (268 with its badniks and rocks, level format 14; 280 with its 12 Obj1B
// speed boosters, level format 17; Chemical Plant 1 301 -> 309 with its 8;
// 284 with its barriers, 290 with its 6 springboards, level format 20).
TEST(SonlvlCirclingDisassembly, ChemicalPlant2FourObj19Circles) {
  const std::optional<fs::path> root = test::disassembly("SOLIDTILE_S2DISASM", "s2disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S2DISASM nor SOLIDTILE_DISASM_DIR is set";
  const io::ProjectResult p = io::loadSonlvlProject(*root / "SonLVL INI Files" / "SonLVL.ini");
  ASSERT_TRUE(p.project);
  for (const auto& [act, want, summary] : {std::tuple{"Chemical Plant Zone Act 1", 0, "312 of 348 objects simulated"},
                                           std::tuple{"Chemical Plant Zone Act 2", 4, "290 of 359 objects simulated"}}) {
    const io::SonlvlImportResult r = io::importSonlvlLevel(*p.project, act);
    ASSERT_TRUE(r.file) << act;
    EXPECT_EQ(circlesIn(*r.file, OscTable::Sonic2, 0x40, 32), want) << act;
    const std::string text = io::describeSonlvlObjects(io::summarizeSonlvlObjects(r.file->markers, r.file->profile));
    EXPECT_EQ(text.rfind(summary, 0), 0u) << text;
  }
}

}  // namespace
}  // namespace solidtile
