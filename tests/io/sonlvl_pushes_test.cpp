// SonLVL import of Sonic 1's pushable blocks (Obj33, "_incObj/33 Pushable
// Blocks.asm") as kind push (sonlvl_objects.cpp, level/push.h).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/push.h"
#include "sonlvl_disassembly.h"

namespace solidtile {
namespace {
namespace fs = std::filesystem;
using io::SonlvlGame;

io::SonlvlObjectDecode pushDecode(int subtype, int x = 0x1220, int y = 0x1E8) {
  return io::decodeSonlvlObject(SonlvlGame::Sonic1, {0x33, subtype, x, y, false, false});
}

// PushB_Var "dc.b $10, 0; dc.b $40, 1" by "add.w d0,d0; andi.w #$E,d0";
// loc_BF6E's SolidObject d1 obActWid + $B, d2 $10: a 32 or 128 px wide,
// 32 px tall box centred on the entry.
TEST(SonlvlPushes, Obj33IsAPushOfPushBVarsWidth) {
  for (const int subtype : {0, 1, 0x08, 0x09}) {  // only the low 3 bits pick the entry
    const io::SonlvlObjectDecode d = pushDecode(subtype);
    ASSERT_TRUE(d.object) << subtype << ": " << d.markerReason;
    const SolidObject& o = *d.object;
    const int half = (subtype & 1) ? 0x40 : 0x10;
    EXPECT_EQ(o.kind, ObjectKind::Push);
    EXPECT_FALSE(o.topOnly);
    EXPECT_EQ(o.w, 2 * half);
    EXPECT_EQ(o.h, 0x20);
    EXPECT_EQ(o.path, (std::vector<Waypoint>{{0x1220 - half, 0x1E8 - 0x10}}));
    EXPECT_EQ(objectProblem(o), "");
  }
  // Bit 7 ("tst.b obSubtype(a0); bmi.s locret_C2E4") skips the floor check: a marker.
  const io::SonlvlObjectDecode linked = pushDecode(0x81);
  EXPECT_FALSE(linked.object);
  EXPECT_NE(linked.markerReason.find("bit 7"), std::string::npos) << linked.markerReason;
  // Past PushB_Var's two entries.
  EXPECT_FALSE(pushDecode(2).object);
  // Sonic 2 has no Obj33 of this kind: not a push there.
  const io::SonlvlObjectDecode s2 = io::decodeSonlvlObject(SonlvlGame::Sonic2, {0x33, 0, 0x100, 0x100, false, false});
  EXPECT_FALSE(s2.object && s2.object->kind == ObjectKind::Push);
}

struct LayoutPush {
  int x, y, subtype;
};

// The Obj33 entries of a Sonic 1 layout (6 bytes each: x, y, id, subtype).
std::vector<LayoutPush> layoutPushes(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::vector<LayoutPush> out;
  unsigned char e[6];
  while (in.read(reinterpret_cast<char*>(e), 6)) {
    const int x = e[0] << 8 | e[1];
    if (x == 0xFFFF) break;
    if ((e[4] & 0x7F) == 0x33) out.push_back({x, (e[2] << 8 | e[3]) & 0xFFF, e[5]});
  }
  return out;
}

// Marble Zone 1 has one Obj33 (subtype 0), Marble Zone 3 two: each imported
// as a 32 x 32 push centred where the layout puts it; Marble Zone 2's $81
// (bit 7) stays a marker beside its two subtype 0 ones.
TEST(SonlvlPushesDisassembly, MarbleZoneBlocksArePushesWhereTheLayoutPutsThem) {
  const std::optional<fs::path> root = test::disassembly("SOLIDTILE_S1DISASM", "s1disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  struct Act {
    const char* level;
    const char* layout;
    int pushes, markers;
  };
  const Act acts[] = {{"Marble Zone Act 1", "objpos/mz1.bin", 1, 0},
                      {"Marble Zone Act 2", "objpos/mz2.bin", 2, 1},
                      {"Marble Zone Act 3", "objpos/mz3.bin", 2, 0}};
  const io::ProjectResult p = io::loadSonlvlProject(*root / "SonLVL INI Files" / "SonLVL.ini");
  ASSERT_TRUE(p.project);
  for (const Act& a : acts) {
    const std::vector<LayoutPush> want = layoutPushes(*root / a.layout);
    ASSERT_EQ(static_cast<int>(want.size()), a.pushes + a.markers) << a.layout;
    const io::SonlvlImportResult r = io::importSonlvlLevel(*p.project, a.level);
    ASSERT_TRUE(r.file) << a.level;
    int got = 0;
    for (const SolidObject& o : r.file->level.objects) {
      if (o.kind != ObjectKind::Push) continue;
      ++got;
      bool found = false;
      for (const LayoutPush& w : want) found = found || (w.x == o.path[0].x + o.w / 2 && w.y == o.path[0].y + 16);
      EXPECT_TRUE(found) << a.level << ": a push at " << o.path[0].x << "," << o.path[0].y;
    }
    EXPECT_EQ(got, a.pushes) << a.level;
    std::printf("%s: %d pushes\n", a.level, got);
  }
}

}  // namespace
}  // namespace solidtile
