// Issue 27: Sonic 2's Obj19 (Chemical Plant's, Oil Ocean's and Wing Fortress's
// platform) on import (physics/io/src/sonlvl/oscillating_platforms.cpp,
// sonic2Obj19). The numbers quoted are s2disasm s2.asm's:
//
//   Obj19_SubtypeProperties: dc.b $20,0 / $18,1 / $40,2 / $20,3
//   Obj19_Init: move.b subtype(a0),d0; lsr.w #3,d0; andi.w #$1E,d0  (width by bits 4-7)
//   Obj19_Main: bsr.w Obj19_Move; move.b width_pixels(a0),d1; move.w #$11,d3; PlatformObject
//   Obj19_Move: moveq #0,d0 ... (the byte below is read into a cleared word: unsigned)
//   Obj19_MoveRoutine1 (type 0): move.b (Oscillating_Data+8).w,d0;  move.w #$40,d1
//   Obj19_MoveRoutine2 (type 1): move.b (Oscillating_Data+$C).w,d0; move.w #$60,d1
//     _Part2: btst #x_flip; beq.s +; neg.w d0; add.w d1,d0; + x_pos = objoff_30 - d0
//   Obj19_MoveRoutine3 (type 2): move.b (Oscillating_Data+$1C).w,d0; move.w #$80,d1;
//     the same flip; y_pos = objoff_32 - d0
//   types 3, 4, 6, 7: MoveRoutine4-6 (pulled toward objoff_32 - $60 by y_vel +-8);
//   5: MoveRoutineNull; 8-$F: MoveRoutine7/8 (oscillators $E, $F on both axes:
//   sonlvl_circling_test.cpp).
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_objects.h"
#include "solidtile/level/oscillation.h"
#include "solidtile/sonic/player.h"
#include "oscillating_checks.h"
#include "sonlvl_disassembly.h"

namespace solidtile {
namespace {
namespace fs = std::filesystem;
using io::SonlvlGame;

constexpr std::int32_t kObj19X = 0x1200, kObj19Y = 0x1D0;

io::SonlvlObjectDecode obj19Decode(int subtype, bool flipX = false) {
  return io::decodeSonlvlObject(SonlvlGame::Sonic2, {0x19, subtype, kObj19X, kObj19Y, flipX, false});
}

TEST(SonlvlObj19, WidthByBits4To7AndPlatformObjectD3Of11) {
  const int widths[4] = {0x20, 0x18, 0x40, 0x20};
  for (int size = 0; size < 4; ++size) {
    for (const int t : {0, 1, 2, 5}) {
      const io::SonlvlObjectDecode d = obj19Decode(size << 4 | t);
      ASSERT_TRUE(d.object) << size << " " << t << ": " << d.markerReason;
      const SolidObject& o = *d.object;
      EXPECT_EQ(o.kind, ObjectKind::Block);
      EXPECT_TRUE(o.topOnly);
      EXPECT_FALSE(o.nudge) << "Obj19 has no nudge";
      EXPECT_EQ(o.w, 2 * widths[size]);
      // d3 $11 = h/2 + 1: h 32, the standing row obY - $11 = the top row - 1.
      EXPECT_EQ(o.h, 32);
      EXPECT_EQ(o.path, (std::vector<Waypoint>{{kObj19X - widths[size], kObj19Y - 16}}));
      EXPECT_EQ(objectProblem(o), "");
    }
  }
  for (const int subtype : {0x40, 0x80, 0xF1}) {
    const io::SonlvlObjectDecode d = obj19Decode(subtype);
    EXPECT_FALSE(d.object) << subtype;
    EXPECT_NE(d.markerReason.find("Obj19_SubtypeProperties"), std::string::npos) << d.markerReason;
  }
}

TEST(SonlvlObj19, TypesZeroToTwoOscillateFiveStandsThePulledOnesStayMarkers) {
  struct Want {
    int t, index;
    ObjectAxis axis;
    int d1;
  };
  for (const Want w : {Want{0, 2, ObjectAxis::X, 0x40}, Want{1, 3, ObjectAxis::X, 0x60}, Want{2, 7, ObjectAxis::Y, 0x80}}) {
    for (const bool flip : {false, true}) {
      const OscMotion m = obj19Decode(w.t, flip).object->osc;
      EXPECT_EQ(m.table, OscTable::Sonic2);
      EXPECT_EQ(m.index, w.index) << w.t;
      EXPECT_EQ(m.axis, w.axis) << w.t;
      EXPECT_EQ(m.center, flip ? w.d1 : 0) << w.t;
      EXPECT_EQ(m.negate, !flip) << w.t;
      EXPECT_EQ(m.shift, 0);
      EXPECT_FALSE(m.lagged) << "Obj19_Move reads Oscillating_Data as it is";
    }
  }
  EXPECT_EQ(obj19Decode(5).object->osc.table, OscTable::None);
  for (int t : {3, 4, 6, 7}) {
    const io::SonlvlObjectDecode d = obj19Decode(t);
    EXPECT_FALSE(d.object) << t;
    EXPECT_FALSE(d.markerReason.empty()) << t;
  }
  const io::SonlvlObjectSummary sum = io::summarizeSonlvlObjects(
      {{0x19, "Platform", 0, 0, 1}, {0x19, "Platform", 0, 0, 6}, {0x19, "Platform", 0, 0, 2}}, Profile::Sonic2);
  EXPECT_EQ(io::describeSonlvlObjects(sum), "2 of 3 objects simulated; markers: Obj19 Platform x1");
}

// Frame f's objects run after f - 1 updates of the table (oscillation.h); the
// routine's x_pos or y_pos is then the origin - byte (unflipped) or the
// origin - (d1 - byte) (flipped), the byte unsigned. Over two whole cycles.
TEST(SonlvlObj19, MovesAsObj19MoveOverWholeCycles) {
  struct Type {
    int t, index, d1;
    bool vertical;
  };
  for (const Type k : {Type{0, 2, 0x40, false}, Type{1, 3, 0x60, false}, Type{2, 7, 0x80, true}}) {
    for (const bool flip : {false, true}) {
      test::expectCentreOverTwoCycles(
          *obj19Decode(k.t, flip).object, k.index, 0x20, 16,
          [&](int byte) {
            const int d0 = flip ? k.d1 - byte : byte;
            return std::pair{k.vertical ? kObj19X : kObj19X - d0, k.vertical ? kObj19Y - d0 : kObj19Y};
          },
          std::to_string(k.t) + (flip ? " flipped" : ""));
    }
  }
}

// A purpose-built level: Sonic 2 dropped onto a type 2 platform (up and
// down by oscillator 7) rides it, his feet a constant height above its top
// while it moves, at frames far apart in its cycle.
TEST(SonlvlObj19, TheSonic2PlayerRidesAnUpAndDownPlatform) {
  Level l(64, 64, 1);
  SolidObject o = *obj19Decode(2).object;
  o.path = {{0x200 - 0x20, 0x180 - 16}};
  l.objects.assign({o});
  EXPECT_GE(test::rideSpan(l, Profile::Sonic2, 0x200, 0x100, true, "type 2"), 0x7F)
      << "the platform went through most of its $80 px";
}

// Chemical Plant 1's seven Obj19 (level/objects/CPZ_1.bin): subtype 1 x3, 2 x1,
// 6 x2, 7 x1; the four of types 1 and 2 are platforms, the three pulled ones markers.
TEST(SonlvlObj19Disassembly, ChemicalPlant1FourOfSevenOscillate) {
  const std::optional<fs::path> root = test::disassembly("SOLIDTILE_S2DISASM", "s2disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S2DISASM nor SOLIDTILE_DISASM_DIR is set";
  const io::ProjectResult p = io::loadSonlvlProject(*root / "SonLVL INI Files" / "SonLVL.ini");
  ASSERT_TRUE(p.project);
  const io::SonlvlImportResult r = io::importSonlvlLevel(*p.project, "Chemical Plant Zone Act 1");
  ASSERT_TRUE(r.file);
  int oscillating = 0;
  for (const SolidObject& o : r.file->level.objects) {
    if (o.osc.table == OscTable::None) continue;
    ++oscillating;
    EXPECT_EQ(o.osc.table, OscTable::Sonic2);
    EXPECT_TRUE(o.osc.index == 3 || o.osc.index == 7) << int(o.osc.index);
    EXPECT_EQ(o.h, 32);
  }
  EXPECT_EQ(oscillating, 4);
  const std::string summary = io::describeSonlvlObjects(io::summarizeSonlvlObjects(r.file->markers, r.file->profile));
  // (301: with its 4 Obj32 blocks, breakables since level format 14; 309 with
  // its 8 Obj1B speed boosters, level format 17; 310 with its signpost, a goal.)
  EXPECT_EQ(summary.rfind("312 of 348 objects simulated (19 monitors);", 0), 0u) << summary;
  EXPECT_NE(summary.find("Obj19 Platform x3"), std::string::npos) << summary;
}

}  // namespace
}  // namespace solidtile
