// import-sonlvl's large grassy platforms (sonlvl/grass_objects.h): Sonic 1's
// Obj2F as a solid sloped block, still or oscillating, with its heights read
// from the disassembly's misc/mz_pfm*.bin. The purpose-built tables here are
// synthetic; the gated test checks Marble Zone 1's imported heights against
// the real files' bytes.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>

#include "../support/temp_dir.h"
#include "solidtile/io/atomic_file.h"
#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/oscillation.h"
#include "sonlvl/grass_objects.h"
#include "sonlvl_disassembly.h"

namespace solidtile {
namespace {
namespace fs = std::filesystem;

// A table of `size` bytes: `first` for the first 8 columns, then rising a
// pixel a column to first + $10, level to the end (mz_pfm1.bin's shape, but
// not its bytes).
std::vector<std::uint8_t> table(std::size_t size, int first) {
  std::vector<std::uint8_t> t;
  for (std::size_t i = 0; i < size; ++i) t.push_back(static_cast<std::uint8_t>(first + std::clamp(static_cast<int>(i) - 8, 0, 0x10)));
  return t;
}

io::SonlvlGrassTables tables() {
  return {table(io::kGrassWideBytes, 0x20), table(io::kGrassNarrowBytes, 0x30), table(io::kGrassWideBytes, 0x20)};
}

void writeBin(const fs::path& p, std::size_t size, int fill) {
  std::ofstream f(p, std::ios::binary);
  for (std::size_t i = 0; i < size; ++i) f.put(static_cast<char>(fill + static_cast<int>(i % 7)));
}

TEST(SonlvlGrass, ReadsTheThreeTablesOutOfMisc) {
  test::TempDir dir;
  writeBin(dir / "mz_pfm1.bin", 76, 0x20);
  writeBin(dir / "mz_pfm2.bin", 44, 0x30);
  writeBin(dir / "mz_pfm3.bin", 76, 0x40);
  std::string why;
  const auto t = io::readSonic1GrassTables(dir.path(), why);
  ASSERT_TRUE(t) << why;
  ASSERT_EQ(t->pfm1.size(), 76u);
  ASSERT_EQ(t->pfm2.size(), 44u);
  ASSERT_EQ(t->pfm3.size(), 76u);
  EXPECT_EQ(t->pfm1[8], 0x21);
  EXPECT_EQ(t->pfm2[0], 0x30);
  EXPECT_EQ(t->pfm3[75], 0x40 + 75 % 7);
  // LGrass_Data's sizes: d1 + 1 bytes, d1 = obActWid + $B.
  writeBin(dir / "mz_pfm2.bin", 45, 0x30);
  EXPECT_FALSE(io::readSonic1GrassTables(dir.path(), why));
  EXPECT_NE(why.find("mz_pfm2.bin holds 45 bytes, not 44"), std::string::npos) << why;
  fs::remove(dir / "mz_pfm3.bin");
  writeBin(dir / "mz_pfm2.bin", 44, 0x30);
  EXPECT_FALSE(io::readSonic1GrassTables(dir.path(), why));
  EXPECT_NE(why.find("mz_pfm3.bin not found"), std::string::npos) << why;
  EXPECT_EQ(io::sonic1MiscBeside("/a/s1disasm/SonLVL INI Files"), fs::path("/a/s1disasm/misc"));
}

io::SonlvlObjectDecode grass(int subtype, const io::SonlvlGrassTables* t, bool flipX = false) {
  io::SonlvlObjectEntry e{0x2F, subtype, 0x300, 0x200, flipX};
  e.grass = t;
  return io::decodeSonlvlObject(io::SonlvlGame::Sonic1, e);
}

// LGrass_Main: (table, frame, obActWid) from LGrass_Data by bits 4-6 (Data1
// $40, Data3 $40, Data2 $20), LGrass_Solid's d1 obActWid + $B, d2 $20 ($30
// for frame 2): w = 2 obActWid, h = 2 d2, top-left (obX - obActWid, obY - 2
// d2); slope[c] = t[c + 5] - t[0] + d2 (SolidObject2F's column i is ours i - 5).
TEST(SonlvlGrass, Obj2FIsASolidSlopedBlockSizedByLGrassData) {
  const io::SonlvlGrassTables t = tables();
  struct Want {
    int subtype, w, h;
    const std::vector<std::uint8_t>* table;
  };
  for (const Want& want : {Want{0x00, 0x80, 0x40, &t.pfm1}, Want{0x10, 0x80, 0x40, &t.pfm3}, Want{0x20, 0x40, 0x60, &t.pfm2}}) {
    const io::SonlvlObjectDecode d = grass(want.subtype, &t);
    ASSERT_TRUE(d.object) << d.markerReason;
    const SolidObject& o = *d.object;
    EXPECT_EQ(o.kind, ObjectKind::Block);
    EXPECT_FALSE(o.topOnly);
    EXPECT_EQ(o.w, want.w);
    EXPECT_EQ(o.h, want.h);
    EXPECT_EQ(o.path, (std::vector<Waypoint>{{0x300 - want.w / 2, 0x200 - want.h}}));
    ASSERT_EQ(o.slope.size(), static_cast<std::size_t>(want.w / 2));
    for (std::size_t c = 0; c < o.slope.size(); ++c) EXPECT_EQ(o.slope[c], (*want.table)[c + 5] - (*want.table)[0] + want.h / 2) << c;
    EXPECT_EQ(o.osc.table, OscTable::None) << "type 0: LGrass_Type00 is rts";
    EXPECT_TRUE(objectProblem(o).empty()) << objectProblem(o);
  }
}

// LGrass_Type01..04: "move.b (v_oscillate+2/+6/+$A/+$E).w,d0; move.w
// #$20/$30/$40/$60,d1", LGrass_Move "sub.w d0,d1" from the origin: y = origin
// - byte, read this frame (not lagged); bit 3 ("neg.w d0; add.w d1,d0"):
// origin - (d1 - byte).
TEST(SonlvlGrass, Types1To4OscillateOnYByOscillators0To3) {
  const io::SonlvlGrassTables t = tables();
  constexpr int kAmplitude[4] = {0x20, 0x30, 0x40, 0x60};
  for (int type = 1; type <= 4; ++type) {
    for (const bool reversed : {false, true}) {
      const int subtype = 0x20 | (reversed ? 8 : 0) | type;
      const io::SonlvlObjectDecode d = grass(subtype, &t);
      ASSERT_TRUE(d.object) << d.markerReason;
      const OscMotion& m = d.object->osc;
      EXPECT_EQ(m.table, OscTable::Sonic1);
      EXPECT_EQ(m.index, type - 1);
      EXPECT_EQ(m.axis, ObjectAxis::Y);
      EXPECT_FALSE(m.lagged);
      EXPECT_EQ(m.shift, 0);
      EXPECT_FALSE(hasOtherAxis(m));
      for (std::uint32_t f = 2; f < 600; f += 37) {
        const int b = oscillatorValue(OscTable::Sonic1, type - 1, f - 1) >> 8;
        EXPECT_EQ(oscOffset(m, f), reversed ? -(kAmplitude[type - 1] - b) : -b) << subtype << " frame " << f;
      }
      EXPECT_TRUE(objectProblem(*d.object).empty()) << objectProblem(*d.object);
    }
  }
}

TEST(SonlvlGrass, TheSinkingTypeFlipsAndTablesPastTheirsStayMarkers) {
  const io::SonlvlGrassTables t = tables();
  EXPECT_NE(grass(0x15, &t).markerReason.find("LGrass_Type05"), std::string::npos);
  EXPECT_NE(grass(0x06, &t).markerReason.find("LGrass_TypeIndex"), std::string::npos);
  EXPECT_NE(grass(0x30, &t).markerReason.find("LGrass_Data"), std::string::npos);
  EXPECT_NE(grass(0x01, &t, true).markerReason.find("x-flipped"), std::string::npos);
  EXPECT_NE(grass(0x01, nullptr).markerReason.find("mz_pfm"), std::string::npos);
  // A table whose columns past the object's edges (the routine's first five,
  // its last seven) differ from the edge's is not ours to keep.
  io::SonlvlGrassTables odd = t;
  odd.pfm1[75] = 0x21;
  EXPECT_FALSE(grass(0x01, &odd).object);
  odd = t;
  odd.pfm2[2] = 0x31;
  EXPECT_FALSE(grass(0x21, &odd).object);
  EXPECT_TRUE(grass(0x01, &odd).object);
  // The bit the low nibble keeps past the type (bit 3) is only the reversal.
  EXPECT_TRUE(grass(0x0C, &t).object);
  // The summary counts them as simulated only with the tables.
  const std::vector<io::Marker> markers{{0x2F, "LargeGrass", 0x300, 0x200, 0x01}, {0x2F, "LargeGrass", 0x400, 0x200, 0x15}};
  EXPECT_EQ(io::summarizeSonlvlObjects(markers, Profile::Sonic1).simulated, 0);
  EXPECT_EQ(io::summarizeSonlvlObjects(markers, Profile::Sonic1, true).simulated, 1);
  SolidObject flat;
  EXPECT_FALSE(io::holdsGameTables(std::vector<SolidObject>{flat}));
  EXPECT_TRUE(io::holdsGameTables(std::vector<SolidObject>{flat, *grass(0x01, &t).object}));
}

std::vector<std::uint8_t> bytesOf(const fs::path& p) {
  const std::optional<std::string> b = io::readFile(p, 1024, nullptr);
  return b ? std::vector<std::uint8_t>(b->begin(), b->end()) : std::vector<std::uint8_t>{};
}

// objpos/mz1.bin: 22 Obj2F. 16 of types 0-4 ($01 x3, $20, $21 x3, $22 x3,
// $23 x2, $29 x3, $2B; none x-flipped) are solid sloped blocks; the six $15
// (LGrass_Type05, the sinking ones) stay markers. mz2.bin: 10, nine of $2X
// and one $15; mz3.bin: five of $2X.
TEST(SonlvlGrassDisassembly, MarbleZone1ImportsItsGrassyPlatformsWithTheGamesHeights) {
  const auto root = test::disassembly("SOLIDTILE_S1DISASM", "s1disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  const io::ProjectResult p = io::loadSonlvlProject(*root / "SonLVL INI Files" / "SonLVL.ini");
  ASSERT_TRUE(p.project);
  const std::vector<std::uint8_t> pfm1 = bytesOf(*root / "misc" / "mz_pfm1.bin");
  const std::vector<std::uint8_t> pfm2 = bytesOf(*root / "misc" / "mz_pfm2.bin");
  ASSERT_EQ(pfm1.size(), 76u);
  ASSERT_EQ(pfm2.size(), 44u);
  // Each table starts at its d2 (slopedSolidStandsOnTopRow's reason).
  EXPECT_EQ(pfm1[0], 0x20);
  EXPECT_EQ(pfm2[0], 0x30);
  struct Act {
    const char* level;
    int grass, wide, narrow, oscillating, markers;
  };
  const Act acts[] = {{"Marble Zone Act 1", 16, 3, 13, 15, 6}, {"Marble Zone Act 2", 9, 0, 9, 9, 1}, {"Marble Zone Act 3", 5, 0, 5, 5, 0}};
  for (const Act& a : acts) {
    const io::SonlvlImportResult r = io::importSonlvlLevel(*p.project, a.level);
    ASSERT_TRUE(r.file) << a.level;
    int grass = 0, wide = 0, narrow = 0, oscillating = 0;
    for (const SolidObject& o : r.file->level.objects) {
      if (o.slope.empty() || o.topOnly) continue;
      ++grass;
      const std::vector<std::uint8_t>& t = o.w == 0x80 ? pfm1 : pfm2;
      (o.w == 0x80 ? wide : narrow) += 1;
      EXPECT_EQ(o.h, o.w == 0x80 ? 0x40 : 0x60);
      for (std::size_t c = 0; c < o.slope.size(); ++c) EXPECT_EQ(o.slope[c], t[c + 5]) << a.level << " column " << c;
      oscillating += o.osc.table == OscTable::Sonic1;
    }
    int markers = 0;
    for (const io::Marker& m : r.file->markers) markers += m.type == 0x2F;
    const io::SonlvlObjectSummary s = io::summarizeSonlvlObjects(r.file->markers, r.file->profile, io::holdsGameTables(r.file->level.objects));
    std::printf("%s: %d Obj2F simulated of %d; %s\n", a.level, grass, markers, io::describeSonlvlObjects(s, 100).c_str());
    EXPECT_EQ(grass, a.grass) << a.level;
    EXPECT_EQ(wide, a.wide) << a.level;
    EXPECT_EQ(narrow, a.narrow) << a.level;
    EXPECT_EQ(oscillating, a.oscillating) << a.level;
    EXPECT_EQ(markers - grass, a.markers) << a.level;
  }
}

}  // namespace
}  // namespace solidtile
