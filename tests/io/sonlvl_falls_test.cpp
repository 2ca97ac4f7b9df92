// Issue 27: Sonic 1's and Sonic 2's Obj18 type 3 (falls once stood on)
// imports as a fall (physics/io/src/sonlvl/oscillating_platforms.cpp),
// placed, sized and timed as the games' routines do; type 4 placed as it is
// stays a marker. The gated checks read the numbers out of the disassembly
// itself and the acts' object layouts.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/falling.h"
#include "solidtile/level/object_state.h"
#include "solidtile/sonic/player.h"
#include "sonlvl_disassembly.h"

namespace solidtile {
namespace {
namespace fs = std::filesystem;
using io::SonlvlGame;

io::SonlvlObjectDecode fallDecode(SonlvlGame g, int subtype, int x = 0x1220, int y = 0x1E8) {
  return io::decodeSonlvlObject(g, {0x18, subtype, x, y, false, false});
}

// .type03: "move.w #30,objoff_3A(a0)" stood on, then "move.w #32,objoff_3A(a0)";
// Plat_Main's obActWid $20 and PlatformObject's top obY - 8.
TEST(SonlvlFalls, Sonic1Type3IsAFallOfPlatMainsSize) {
  for (const int subtype : {3, 0x13, 0x83}) {  // Plat_Move reads the low nibble only
    const io::SonlvlObjectDecode d = fallDecode(SonlvlGame::Sonic1, subtype);
    ASSERT_TRUE(d.object) << subtype << ": " << d.markerReason;
    const SolidObject& o = *d.object;
    EXPECT_EQ(o.kind, ObjectKind::Fall) << subtype;
    EXPECT_TRUE(o.topOnly);
    EXPECT_EQ(o.w, 0x40);
    EXPECT_EQ(o.h, 16);
    EXPECT_EQ(o.path, (std::vector<Waypoint>{{0x1220 - 0x20, 0x1E8 - 8}}));
    EXPECT_EQ(o.fallDelay, 30);
    EXPECT_EQ(o.fallCarry, 32);
    EXPECT_EQ(o.osc.table, OscTable::None);
    EXPECT_EQ(objectProblem(o), "");
  }
  const io::SonlvlObjectDecode placedFalling = fallDecode(SonlvlGame::Sonic1, 4);
  EXPECT_FALSE(placedFalling.object);
  EXPECT_NE(placedFalling.markerReason.find("first frame"), std::string::npos) << placedFalling.markerReason;
  const io::SonlvlObjectSummary sum =
      io::summarizeSonlvlObjects({{0x18, "Platform", 0, 0, 3}, {0x18, "Platform", 0, 0, 4}}, Profile::Sonic1);
  EXPECT_EQ(io::describeSonlvlObjects(sum), "1 of 2 objects simulated; markers: Obj18 Platform x1");
}

// Obj18_Falling: "move.w #30,obj18_delay(a0)", then "move.w #$20,obj18_delay(a0)";
// Obj18_InitData's width by bits 4-6, PlatformObject d3 8 (top obY - 7, h 14);
// bit 7 (Obj18_FullSolid) stays a marker.
TEST(SonlvlFalls, Sonic2Type3IsAFallOfObj18InitDatasWidth) {
  const int widths[5] = {0x20, 0x20, 0x20, 0x40, 0x30};
  for (int f = 0; f < 5; ++f) {
    const io::SonlvlObjectDecode d = fallDecode(SonlvlGame::Sonic2, f << 4 | 3);
    ASSERT_TRUE(d.object) << f << ": " << d.markerReason;
    const SolidObject& o = *d.object;
    EXPECT_EQ(o.kind, ObjectKind::Fall);
    EXPECT_TRUE(o.topOnly);
    EXPECT_EQ(o.w, 2 * widths[f]);
    EXPECT_EQ(o.h, 14);
    EXPECT_EQ(o.path, (std::vector<Waypoint>{{0x1220 - widths[f], 0x1E8 - 7}}));
    EXPECT_EQ(o.fallDelay, 30);
    EXPECT_EQ(o.fallCarry, 0x20);
    EXPECT_EQ(objectProblem(o), "");
  }
  EXPECT_FALSE(fallDecode(SonlvlGame::Sonic2, 4).object);
  EXPECT_FALSE(fallDecode(SonlvlGame::Sonic2, 0x83).object) << "solid on every side";
  EXPECT_FALSE(fallDecode(SonlvlGame::Sonic2, 0x53).object) << "bits 4-6 past Obj18_InitData";
}

// The imported Green Hill fall carries the Sonic 1 player down and drops him:
// the timer set on the landing frame, 30 still frames, 32 falling ones.
TEST(SonlvlFalls, TheImportedFallDropsTheSonic1PlayerAfterItsCounts) {
  Level l(64, 32, 1);
  l.objects.assign({*fallDecode(SonlvlGame::Sonic1, 3, 0x200, 0x100).object});
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic1);
  PlayerState s = spawnPlayer(cfg, 0x200, 0x100 - 0x40);
  std::vector<ObjectSlot> slots(l.objects.slotCount());
  StepRecord rec;
  std::uint32_t landed = 0, collapsed = 0, left = 0;
  for (int f = 0; f < 200 && !left; ++f) {
    stepPlayer(s, l, cfg, 0, &rec, slots);
    if (!landed && rec.has(EventKind::ObjectLanded)) landed = s.frame;
    if (rec.has(EventKind::Collapsed)) collapsed = s.frame;
    if (landed && rec.has(EventKind::ObjectLeft)) left = s.frame;
  }
  ASSERT_NE(landed, 0u);
  EXPECT_EQ(collapsed, landed + 31) << "30 still frames, then the first falling one";
  EXPECT_EQ(left, landed + 30 + 32);
  EXPECT_EQ(s.ysp, 0x38 * 31) << "obVelY before the drop frame's gain";
}

std::string readText(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

// The layout's Obj18 entries whose low nibble is 3 (6-byte entries; Sonic 1
// keeps the id's top bit for the respawn flag, Sonic 2's y word its flags).
struct LayoutFall {
  int x, y;
};
std::vector<LayoutFall> layoutFalls(const fs::path& file, bool sonic1) {
  const std::string d = readText(file);
  std::vector<LayoutFall> out;
  for (std::size_t i = 0; i + 6 <= d.size(); i += 6) {
    const auto b = [&](std::size_t k) { return static_cast<unsigned char>(d[i + k]); };
    const int id = sonic1 ? (b(4) & 0x7F) : b(4);
    if (id != 0x18 || (b(5) & 0xF) != 3 || (!sonic1 && (b(5) & 0x80))) continue;
    out.push_back({b(0) << 8 | b(1), (b(2) << 8 | b(3)) & (sonic1 ? 0xFFFF : 0xFFF)});
  }
  return out;
}

// The counts as the routines' own lines say them, and every type 3 entry of
// Green Hill 1 (12) and Emerald Hill 2 (6) imported as a fall where the
// layout puts it.
TEST(SonlvlFallsDisassembly, TheActsFallsAreTheLayoutsType3EntriesWithTheRoutinesCounts) {
  struct Act {
    const char* own;
    const char* folder;
    const char* level;
    const char* layout;
    const char* code;
    const char* delayLine;
    const char* carryLine;
    bool sonic1;
    int falls;
  };
  const Act acts[] = {
      {"SOLIDTILE_S1DISASM", "s1disasm", "Green Hill Zone Act 1", "objpos/ghz1.bin", "_incObj/18 Platforms.asm",
       "move.w\t#30,objoff_3A(a0)", "move.w\t#32,objoff_3A(a0)", true, 12},
      {"SOLIDTILE_S2DISASM", "s2disasm", "Emerald Hill Zone Act 2", "level/objects/EHZ_2.bin", "s2.asm",
       "move.w\t#30,obj18_delay(a0)", "move.w\t#$20,obj18_delay(a0)", false, 6},
  };
  int ran = 0;
  for (const Act& a : acts) {
    const std::optional<fs::path> root = test::disassembly(a.own, a.folder);
    if (!root) continue;
    ++ran;
    const std::string code = readText(*root / a.code);
    EXPECT_NE(code.find(a.delayLine), std::string::npos) << a.code;
    EXPECT_NE(code.find(a.carryLine), std::string::npos) << a.code;
    const std::vector<LayoutFall> want = layoutFalls(*root / a.layout, a.sonic1);
    EXPECT_EQ(static_cast<int>(want.size()), a.falls) << a.layout;
    const io::ProjectResult p = io::loadSonlvlProject(*root / "SonLVL INI Files" / "SonLVL.ini");
    ASSERT_TRUE(p.project) << a.level;
    const io::SonlvlImportResult r = io::importSonlvlLevel(*p.project, a.level);
    ASSERT_TRUE(r.file) << a.level;
    std::vector<LayoutFall> got;
    const int half = 0x20, above = a.sonic1 ? 8 : 7;
    for (const SolidObject& o : r.file->level.objects) {
      if (o.kind != ObjectKind::Fall) continue;
      EXPECT_EQ(o.fallDelay, 30);
      EXPECT_EQ(o.fallCarry, 32);
      EXPECT_EQ(o.w, 2 * half) << "these acts' falls are all frame 0";
      got.push_back({o.path[0].x + half, o.path[0].y + above});
    }
    ASSERT_EQ(got.size(), want.size()) << a.level;
    for (std::size_t i = 0; i < want.size(); ++i) {
      bool found = false;
      for (const LayoutFall& g : got) found = found || (g.x == want[i].x && g.y == want[i].y);
      EXPECT_TRUE(found) << a.level << ": no fall at " << want[i].x << "," << want[i].y;
    }
    const std::string summary = io::describeSonlvlObjects(io::summarizeSonlvlObjects(r.file->markers, r.file->profile));
    std::printf("%s: %zu falls; %s\n", a.level, got.size(), summary.c_str());
  }
  if (ran == 0) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM/SOLIDTILE_S2DISASM nor SOLIDTILE_DISASM_DIR is set";
}

}  // namespace
}  // namespace solidtile
