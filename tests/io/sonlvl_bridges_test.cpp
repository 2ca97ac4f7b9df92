// Sonic 1's and 2's Obj11 entries become bridges on import (docs/formats.md,
// "SonLVL projects"); the Green Hill 1 run is gated on a local s1disasm
// checkout (SOLIDTILE_S1DISASM, or s1disasm/ in SOLIDTILE_DISASM_DIR).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>

#include "problem_matchers.h"
#include "solidtile/input.h"
#include "solidtile/io/sonlvl.h"
#include "solidtile/sonic/player.h"
#include "solidtile/io/sonlvl_objects.h"
#include "sonlvl_disassembly.h"

namespace solidtile {
namespace {
namespace fs = std::filesystem;

TEST(SonlvlBridges, AnObj11EntryIsABridgeCentredOnItsX) {
  // Green Hill 1's first bridge: "04A8 0388 11 0C" in objpos/ghz1.bin.
  const io::SonlvlObjectDecode d = io::decodeSonlvlObject(io::SonlvlGame::Sonic1, {0x11, 12, 0x4A8, 0x388, false, false});
  const std::optional<SolidObject>& b = d.object;
  ASSERT_TRUE(b);
  EXPECT_EQ(b->kind, ObjectKind::Bridge);
  EXPECT_EQ(b->logs, 12);
  EXPECT_EQ(b->w, 192);
  EXPECT_TRUE(b->topOnly);
  // Bri_Solid's range starts at obX - (12 * 8 + 8); the logs' top is obY - 8.
  ASSERT_EQ(b->path.size(), 1u);
  EXPECT_EQ(b->path[0].x, 1192 - 104);
  EXPECT_EQ(b->path[0].y, 904 - 8);
  EXPECT_EQ(objectProblem(*b), "");
  // Sonic 2's Obj11 the same; S&K's $11 is another object.
  EXPECT_EQ(io::decodeSonlvlObject(io::SonlvlGame::Sonic2, {0x11, 12, 0x4A8, 0x388, false, false}).object, b);
  EXPECT_FALSE(io::decodeSonlvlObject(io::SonlvlGame::Sonic3K, {0x11, 12, 0x4A8, 0x388, false, false}).object);
  EXPECT_FALSE(io::decodeSonlvlObject(io::SonlvlGame::Sonic1, {0x11, 0, 0, 0, false, false}).object);  // no logs
  const io::SonlvlObjectDecode past = io::decodeSonlvlObject(io::SonlvlGame::Sonic1, {0x11, 17, 0, 0, false, false});
  EXPECT_FALSE(past.object);
  EXPECT_NE(past.markerReason.find("1 to 16 logs"), std::string::npos) << past.markerReason;
}

TEST(SonlvlBridgesDisassembly, GreenHill1HoldRightCrossesTheFirstBridge) {
  const auto root = test::disassembly("SOLIDTILE_S1DISASM", "s1disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  const io::ProjectResult p = io::loadSonlvlProject(*root / "SonLVL INI Files" / "SonLVL.ini");
  ASSERT_TRUE(p.project) << io::describe("SonLVL.ini", p.problems);
  const io::SonlvlImportResult r = io::importSonlvlLevel(*p.project, "Green Hill Zone Act 1");
  ASSERT_TRUE(r.file) << io::describe("Green Hill 1", r.problems);
  const Level& level = r.file->level;
  // Three 12-log bridges (x $4A8, $AA8, $1FA8); their markers stay.
  int bridges = 0;
  for (const SolidObject& o : level.objects) bridges += o.kind == ObjectKind::Bridge ? 1 : 0;
  EXPECT_EQ(bridges, 3);
  EXPECT_EQ(std::count_if(r.file->markers.begin(), r.file->markers.end(), [](const io::Marker& m) { return m.type == 0x11; }), 3);
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic1);
  PlayerState s = spawnPlayer(cfg, level.startX, level.startY);
  bool stoodOnBridge = false;
  int frame = 0;
  for (; frame < 1200 && (s.x >> 8) < 1400 && !s.outOfLevel; ++frame) {
    stepPlayer(s, level, cfg, input::kRight);
    if (s.standingOn >= 0 && level.objects[static_cast<std::size_t>(s.standingOn)].kind == ObjectKind::Bridge) {
      stoodOnBridge = true;
    }
  }
  EXPECT_FALSE(s.outOfLevel) << "fell at x " << (s.x >> 8) << " frame " << frame;
  EXPECT_TRUE(stoodOnBridge);
  EXPECT_GE(s.x >> 8, 1400) << "frame " << frame;
}

}  // namespace
}  // namespace solidtile
