// Issue 27: S&K's Obj_FloatingPlatform (object $51) and Obj_CorkFloor ($2A)
// on import (physics/io/src/sonlvl/oscillating_platforms.cpp,
// sonic3kFloatingPlatform; breakable_objects.cpp, sonic3kCorkFloor). The
// numbers quoted are skdisasm s3.asm's:
//
//   byte_243F0: dc.b $20,$20,0 / $18,$C,0 / $20,$14,0 (each "even": 4 bytes)
//   loc_24454: move.b subtype(a0),d0; lsr.w #2,d0; andi.w #$1C,d0; lea byte_243F0(pc,d0.w),a2
//     move.b (a2)+,width_pixels(a0); move.b (a2)+,height_pixels(a0)
//     andi.b #$F,d0; add.b d0,d0; move.b d0,subtype(a0)   (FloatingPlatformIndex, 13 entries)
//   loc_244EA: the move; tst.b render_flags(a0); bpl.s loc_2451E;
//     d1 = width_pixels, d3 = height_pixels + 1; jsr SolidObjectTop
//   Platform_Horizontal64: move.w #64,d1; moveq #0,d0; move.b (Oscillating_table+$0A).w,d0
//   Platform_Horizontal128: move.w #128,d1; ... (Oscillating_table+$1E).w,d0
//   sub_23ED4: btst #0,status(a0); beq.s; neg.w d0; add.w d1,d0; x_pos = $30(a0) + d0
//   Platform_Vertical64/128: the same bytes; loc_23F02: the same flip; y_pos = $34(a0) - d0
//
//   Obj_CorkFloor: width_pixels $10, height_pixels $28 (Angel Island 2: $2C;
//     Carnival Night, Launch Base: $20, $20; Icecap $24, with subtype bit 4 $10)
//   loc_29742: SolidObjectFull with d1 width_pixels + $B, d2 height_pixels, d3 d2 + 1;
//   sub_297CE (a standing bit set, the kept anim 2): bset #Status_Roll; y_radius $E;
//     x_radius 7; anim 2; y_vel -$300; bset #Status_InAir; bclr #Status_OnObj
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "../physics/object_level.h"
#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/oscillation.h"
#include "solidtile/level/vine.h"
#include "solidtile/sonic/player.h"
#include "oscillating_checks.h"
#include "sonlvl_disassembly_level.h"

namespace solidtile {
namespace {
namespace fs = std::filesystem;
using io::SonlvlGame;

constexpr std::int32_t kX = 0x1880, kY = 0x300;

io::SonlvlObjectDecode floating(int subtype, bool flipX = false) {
  return io::decodeSonlvlObject(SonlvlGame::Sonic3K, {0x51, subtype, kX, kY, flipX, false});
}

TEST(SonlvlFloatingPlatform, SizeByBits4To6AndSolidObjectTopOnlyOnScreen) {
  const int sizes[3][2] = {{0x20, 0x20}, {0x18, 0xC}, {0x20, 0x14}};
  for (int size = 0; size < 3; ++size) {
    for (const int t : {0, 1, 2, 3, 4}) {
      const io::SonlvlObjectDecode d = floating(size << 4 | t);
      ASSERT_TRUE(d.object) << size << " " << t << ": " << d.markerReason;
      const SolidObject& o = *d.object;
      EXPECT_EQ(o.kind, ObjectKind::Block);
      EXPECT_TRUE(o.topOnly) << "SolidObjectTop";
      EXPECT_TRUE(o.onScreen) << "only while render_flags bit 7 is set";
      EXPECT_EQ(o.nudge, t == 0) << "only Platform_Stationary dips";
      EXPECT_EQ(o.w, 2 * sizes[size][0]) << "d1 = width_pixels, the half width";
      // d3 = height_pixels + 1 = h/2 + 1: the standing row obY - d3 = the top row - 1.
      EXPECT_EQ(o.h, 2 * sizes[size][1]);
      EXPECT_EQ(o.path, (std::vector<Waypoint>{{kX - sizes[size][0], kY - sizes[size][1]}}));
      EXPECT_EQ(objectProblem(o), "");
    }
  }
  // Bits 4-6 of 3 and up read past byte_243F0 (into Obj_FloatingPlatform's code).
  for (const int subtype : {0x30, 0x42, 0x73}) {
    const io::SonlvlObjectDecode d = floating(subtype);
    EXPECT_FALSE(d.object) << subtype;
    EXPECT_NE(d.markerReason.find("byte_243F0"), std::string::npos) << d.markerReason;
  }
}

TEST(SonlvlFloatingPlatform, TheDiagonalRisingSquareAndOwnSpeedOnesStayMarkers) {
  for (int t = 5; t <= 0xF; ++t) {
    const io::SonlvlObjectDecode d = floating(0x20 | t);
    EXPECT_FALSE(d.object) << t;
    EXPECT_FALSE(d.markerReason.empty()) << t;
  }
  EXPECT_NE(floating(0x2D).markerReason.find("FloatingPlatformIndex"), std::string::npos);
  const io::SonlvlObjectSummary sum = io::summarizeSonlvlObjects(
      {{0x51, "Floating Platform", 0, 0, 0x22}, {0x51, "Floating Platform", 0, 0, 0x28}, {0x51, "Floating Platform", 0, 0, 0x24}},
      Profile::Sonic3K);
  EXPECT_EQ(io::describeSonlvlObjects(sum), "2 of 3 objects simulated; markers: Obj51 Floating Platform x1");
}

// Frame f's objects run after f - 1 updates of the table (oscillation.h:
// S&K's LevelLoop runs Process_Sprites before OscillateNumDo, as Sonic 2's),
// and the routines read Oscillating_table as it is: x_pos = $30 + d0, y_pos
// = $34 - d0, d0 the unsigned byte or d1 - byte flipped. Over two whole cycles.
TEST(SonlvlFloatingPlatform, MovesAsTheRoutinesOverWholeCycles) {
  struct Type {
    int t, index, d1;
    bool vertical;
  };
  for (const Type k : {Type{1, 2, 64, false}, Type{2, 7, 128, false}, Type{3, 2, 64, true}, Type{4, 7, 128, true}}) {
    for (const bool flip : {false, true}) {
      const SolidObject o = *floating(0x20 | k.t, flip).object;
      EXPECT_EQ(o.osc.table, OscTable::Sonic2) << "S&K's Osc_Data and Osc_Data2 are Sonic 2's";
      EXPECT_EQ(o.osc.index, k.index) << k.t;
      EXPECT_FALSE(o.osc.lagged) << k.t;
      test::expectCentreOverTwoCycles(
          o, k.index, 0x20, 0x14,
          [&](int byte) {
            const int d0 = flip ? k.d1 - byte : byte;
            return std::pair{k.vertical ? kX : kX + d0, k.vertical ? kY - d0 : kY};
          },
          std::to_string(k.t) + (flip ? " flipped" : ""));
    }
  }
}

// A purpose-built level: the S&K player dropped onto a subtype $24 platform
// (Platform_Vertical128) rides it up and down its $80 px, his feet a
// constant height above its top, and onto a $22 (Platform_Horizontal128) is
// carried by its move (SolidObjectTop's d4, the x before the move).
TEST(SonlvlFloatingPlatform, TheSonic3kPlayerRidesTheVerticalAndHorizontalOnes) {
  for (const int subtype : {0x24, 0x22}) {
    Level l(128, 64, 1);
    SolidObject o = *floating(subtype).object;
    o.path = {{o.path[0].x + 0x200 - kX, o.path[0].y + 0x180 - kY}};
    l.objects.assign({o});
    const std::int32_t startX = (o.path[0].x) + 0x20;
    EXPECT_GE(test::rideSpan(l, Profile::Sonic3K, startX, 0x100, subtype == 0x24, std::to_string(subtype)), 0x7F)
        << subtype << ": the platform went through most of its $80 px";
  }
}

io::SonlvlObjectDecode cork(int subtype, std::uint8_t zone = 0, std::uint8_t act = 0, bool icecap = false) {
  io::SonlvlObjectEntry e{0x2A, subtype, 0x28C0, 0x300, false, false};
  e.icecap = icecap;
  e.sonic3kZone = zone;
  e.sonic3kAct = act;
  return io::decodeSonlvlObject(SonlvlGame::Sonic3K, e);
}

TEST(SonlvlCorkFloor, ATopBreakableSizedByTheZone) {
  struct Want {
    std::uint8_t zone, act;
    bool icecap;
    int subtype, width, height;
  };
  for (const Want w : {Want{0, 0, false, 1, 0x10, 0x28}, Want{0, 1, false, 1, 0x10, 0x2C}, Want{3, 0, false, 1, 0x20, 0x20},
                       Want{6, 1, false, 1, 0x20, 0x20}, Want{4, 0, false, 1, 0x10, 0x10}, Want{5, 0, true, 0x11, 0x10, 0x10}}) {
    const io::SonlvlObjectDecode d = cork(w.subtype, w.zone, w.act, w.icecap);
    ASSERT_TRUE(d.object) << int(w.zone) << ": " << d.markerReason;
    const SolidObject& o = *d.object;
    EXPECT_EQ(o.kind, ObjectKind::Breakable);
    EXPECT_EQ(o.breaks, BreakMode::Top);
    EXPECT_EQ(o.w, 2 * w.width) << int(w.zone) << ": d1 = width_pixels + $B";
    EXPECT_EQ(o.h, 2 * w.height) << int(w.zone) << ": d2 = height_pixels";
    EXPECT_EQ(o.path, (std::vector<Waypoint>{{0x28C0 - w.width, 0x300 - w.height}}));
    EXPECT_EQ(objectProblem(o), "");
  }
  EXPECT_FALSE(cork(0).object) << "subtype 0 (loc_29858) breaks from below";
  EXPECT_FALSE(cork(0).markerReason.empty());
  EXPECT_FALSE(cork(1, 5, 0, true).object) << "Icecap's with bit 4 clear (loc_29914) breaks by the path";
  EXPECT_NE(cork(1, 5, 0, true).markerReason.find("loc_29914"), std::string::npos);
}

// A purpose-built level: Angel Island 1's cork floor (32 x 80) on the
// ground. The S&K player landing on it curled (the anim kept before
// SolidObjectFull is the roll) breaks it: y_vel -$300, y_radius $E, in the
// air; landing uncurled he stands on it whole.
TEST(SonlvlCorkFloor, LandingCurledBreaksItLandingUprightStands) {
  for (const bool curled : {true, false}) {
    SolidObject o = *cork(1).object;
    o.path = {{0x200 - 16, 448 - 80}};
    const Level l = test::levelWith({o});
    const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic3K);
    PlayerState s = spawnPlayer(cfg, 0x200, 0x100);
    if (curled) {
      s.rolling = s.jumping = true;
      s.radiusY = static_cast<std::uint8_t>(cfg.rollRadiusY);
      s.radiusX = static_cast<std::uint8_t>(cfg.rollRadiusX);
    }
    std::vector<ObjectSlot> slots(l.objects.slotCount());
    bool broke = false;
    for (int k = 0; k < 120 && !broke; ++k) {
      StepRecord rec;
      stepPlayer(s, l, cfg, 0, &rec, slots);
      for (int i = 0; i < rec.eventCount; ++i) broke = broke || rec.events[i].kind == EventKind::ObjectBroken;
    }
    if (curled) {
      ASSERT_TRUE(broke);
      EXPECT_EQ(s.ysp, -0x300);
      EXPECT_TRUE(s.airborne);
      EXPECT_TRUE(s.rolling);
      EXPECT_EQ(s.radiusY, 0xE);
      EXPECT_EQ(s.radiusX, 7);
      EXPECT_EQ(s.standingOn, -1);
    } else {
      EXPECT_FALSE(broke);
      EXPECT_EQ(s.standingOn, 0);
      EXPECT_EQ((s.y >> 8) + s.radiusY + 1, 448 - 80) << "on its top";
    }
  }
}

// The numbers of the "dc.w" lines after `label` in `file` (comments dropped).
std::vector<long> dcWordsAfter(const fs::path& file, const std::string& label) {
  std::ifstream in(file);
  std::string line;
  std::vector<long> out;
  bool in_block = false;
  while (std::getline(in, line)) {
    if (!in_block) {
      in_block = line.rfind(label, 0) == 0;
      continue;
    }
    line = line.substr(0, line.find(';'));
    const std::size_t at = line.find("dc.w");
    if (at == std::string::npos) break;
    std::string rest = line.substr(at + 4);
    std::replace(rest.begin(), rest.end(), ',', ' ');
    std::istringstream words(rest);
    std::string w;
    while (words >> w) {
      if (w[0] == '$') out.push_back(std::stol(w.substr(1), nullptr, 16));
      else if (w[0] == '%') out.push_back(std::stol(w.substr(1), nullptr, 2));
      else out.push_back(std::stol(w));
    }
  }
  return out;
}

// S&K reuses Sonic 2's oscillating values: s3.asm's Osc_Data (the direction
// bitfield, then each value and rate) and Osc_Data2 (each frequency and
// limit) are s2.asm's, number for number, so its platforms read OscTable::Sonic2.
TEST(SonlvlFloatingDisassembly, SonicAndKnucklesOscillatorsAreSonic2s) {
  const std::optional<fs::path> s3 = test::disassembly("SOLIDTILE_SKDISASM", "skdisasm");
  const std::optional<fs::path> s2 = test::disassembly("SOLIDTILE_S2DISASM", "s2disasm");
  if (!s3 || !s2) GTEST_SKIP() << "needs both skdisasm and s2disasm (SOLIDTILE_DISASM_DIR)";
  for (const char* label : {"Osc_Data:", "Osc_Data2:"}) {
    const std::vector<long> sk = dcWordsAfter(*s3 / "s3.asm", label), two = dcWordsAfter(*s2 / "s2.asm", label);
    EXPECT_EQ(sk.size(), std::string(label) == "Osc_Data:" ? 33u : 32u) << label;
    EXPECT_EQ(sk, two) << label;
  }
  const std::vector<long> start = dcWordsAfter(*s3 / "s3.asm", "Osc_Data:");
  ASSERT_EQ(start.size(), 33u);
  for (int i = 0; i < Oscillators::kCount; ++i) {
    EXPECT_EQ(oscillatorValue(OscTable::Sonic2, i, 0), start[static_cast<std::size_t>(1 + 2 * i)]) << i;
  }
}

// S&K's Angel Island 1, imported from the disassembly at `root`.
io::SonlvlImportResult importAngelIsland1(const fs::path& root) {
  return test::importDisassemblyLevel(root, "Sonic 3\\\\Angel Island Zone Act 1");
}

// Angel Island 1 (Levels/AIZ/Object Pos/1.bin): three Obj_FloatingPlatform,
// subtypes $23, $22, $24 at x 6256, 7008, 10816 (Platform_Vertical64,
// Horizontal128, Vertical128, all 64 x 40), and one Obj_CorkFloor, subtype
// 1 at x 10432 (32 x 80, the top break).
TEST(SonlvlFloatingDisassembly, AngelIsland1SimulatesItsFloatingPlatformsAndCorkFloor) {
  const std::optional<fs::path> root = test::disassembly("SOLIDTILE_SKDISASM", "skdisasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_SKDISASM nor SOLIDTILE_DISASM_DIR is set";
  const io::SonlvlImportResult r = importAngelIsland1(*root);
  ASSERT_TRUE(r.file) << io::describe("Angel Island 1", r.problems);
  std::vector<std::pair<std::int32_t, int>> platforms;  // obX, oscillator
  int corks = 0;
  for (const SolidObject& o : r.file->level.objects) {
    if (o.onScreen && o.topOnly) {
      EXPECT_EQ(o.osc.table, OscTable::Sonic2);
      EXPECT_EQ(o.w, 64);
      EXPECT_EQ(o.h, 40);
      platforms.push_back({o.path[0].x + 32, o.osc.index});
    }
    if (o.kind == ObjectKind::Breakable && o.w == 32 && o.h == 80) {
      ++corks;
      EXPECT_EQ(o.path[0].x + 16, 10432);
      EXPECT_EQ(o.breaks, BreakMode::Top);
    }
  }
  EXPECT_EQ(platforms, (std::vector<std::pair<std::int32_t, int>>{{6256, 2}, {7008, 7}, {10816, 7}}));
  EXPECT_EQ(corks, 1);
  const std::string summary = io::describeSonlvlObjects(io::summarizeSonlvlObjects(r.file->markers, r.file->profile), 100);
  EXPECT_EQ(summary.find("Floating"), std::string::npos) << summary;
  EXPECT_EQ(summary.find("Obj2A"), std::string::npos) << summary;
  // With the twisted ramp and the four giant ride vines since format 16
  // (sonlvl_ramp_test.cpp, the test below) and the hollow tree since format
  // 17 (sonlvl_tree_test.cpp).
  EXPECT_EQ(summary.rfind("185 of 257 objects simulated", 0), 0u) << summary;
}

// Angel Island 1's four Obj0C Obj_AIZGiantRideVine (x 7648, 7984, 8304,
// 9784; subtypes 9, $69, $C9, 8): vines about their points, the subtype kept.
// Its one Obj06 Obj_AIZRideVine (x 8704) stays a marker.
TEST(SonlvlVineDisassembly, AngelIsland1SimulatesItsFourGiantRideVines) {
  const std::optional<fs::path> root = test::disassembly("SOLIDTILE_SKDISASM", "skdisasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_SKDISASM nor SOLIDTILE_DISASM_DIR is set";
  const io::SonlvlImportResult r = importAngelIsland1(*root);
  ASSERT_TRUE(r.file) << io::describe("Angel Island 1", r.problems);
  std::vector<std::pair<std::int32_t, int>> vines;  // x_pos, subtype
  for (const SolidObject& o : r.file->level.objects) {
    if (o.kind != ObjectKind::Vine) continue;
    EXPECT_EQ(o.w, kVineSize);
    EXPECT_EQ(o.h, kVineSize);
    vines.push_back({o.path[0].x + kVineHalf, o.vine});
  }
  EXPECT_EQ(vines, (std::vector<std::pair<std::int32_t, int>>{{7648, 0x09}, {7984, 0x69}, {8304, 0xC9}, {9784, 0x08}}));
  const std::string summary = io::describeSonlvlObjects(io::summarizeSonlvlObjects(r.file->markers, r.file->profile), 100);
  EXPECT_EQ(summary.find("Obj0C"), std::string::npos) << summary;
}

}  // namespace
}  // namespace solidtile
