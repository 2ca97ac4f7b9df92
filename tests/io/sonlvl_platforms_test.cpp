// Sonic 1's and 2's Obj18 platforms on import (docs/formats.md, "SonLVL
// projects"; docs/physics.md, "Oscillating platforms"): the ones that move by
// the oscillating values become objects with that motion, decoded as
// Plat_Move (s1disasm _incObj/18 Platforms.asm) and Obj18_Behaviours
// (s2.asm) pick it; the Green Hill 1 and Emerald Hill 1 checks are gated on
// local disassembly checkouts.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "solidtile/io/sonlvl.h"
#include "solidtile/io/sonlvl_objects.h"
#include "sonlvl_disassembly.h"

namespace solidtile {
namespace {
namespace fs = std::filesystem;
using io::SonlvlGame;

io::SonlvlObjectDecode platformDecode(SonlvlGame g, int subtype) { return io::decodeSonlvlObject(g, {0x18, subtype, 0x1220, 0x1E8, false, false}); }

OscMotion motion(OscTable t, int index, ObjectAxis a, int center, bool negate, int shift, bool lagged) {
  return {t, static_cast<std::uint8_t>(index), a, static_cast<std::uint8_t>(center), negate, static_cast<std::uint8_t>(shift), lagged};
}

TEST(SonlvlPlatforms, Sonic1PlatMoveSubtypes) {
  constexpr OscTable S1 = OscTable::Sonic1;
  constexpr ObjectAxis X = ObjectAxis::X, Y = ObjectAxis::Y;
  // Plat_Main: obActWid $20; PlatformObject's surface obY - 8.
  const io::SonlvlObjectDecode still = platformDecode(SonlvlGame::Sonic1, 0);
  ASSERT_TRUE(still.object);
  EXPECT_EQ(still.object->w, 0x40);
  EXPECT_TRUE(still.object->topOnly);
  EXPECT_EQ(still.object->path, (std::vector<Waypoint>{{0x1220 - 0x20, 0x1E8 - 8}}));
  EXPECT_EQ(still.object->osc.table, OscTable::None);
  EXPECT_EQ(platformDecode(SonlvlGame::Sonic1, 9).object, still.object) << ".index entry 9 is .type00";
  struct Case {
    int subtype;
    OscMotion want;
  };
  // .type01/.type05 sideways and .type02/.type06 up and down on obAngle (last
  // frame's v_oscillate+$1A: oscillator 6), .type0A half of it, .type0B/.type0C
  // on v_oscillate+$E (oscillator 3) as it is, around $30.
  const Case cases[] = {
      {1, motion(S1, 6, X, 0x40, false, 0, true)},  {5, motion(S1, 6, X, 0x40, true, 0, true)},
      {2, motion(S1, 6, Y, 0x40, false, 0, true)},  {6, motion(S1, 6, Y, 0x40, true, 0, true)},
      {0xA, motion(S1, 6, Y, 0x40, false, 1, true)}, {0xB, motion(S1, 3, Y, 0x30, false, 0, false)},
      {0xC, motion(S1, 3, Y, 0x30, true, 0, false)}, {0x21, motion(S1, 6, X, 0x40, false, 0, true)},  // the low nibble picks
  };
  for (const Case& c : cases) {
    const io::SonlvlObjectDecode d = platformDecode(SonlvlGame::Sonic1, c.subtype);
    ASSERT_TRUE(d.object) << c.subtype << ": " << d.markerReason;
    EXPECT_EQ(d.object->osc, c.want) << c.subtype;
    EXPECT_EQ(d.object->path, still.object->path) << "the origin is where the entry is";
    EXPECT_EQ(objectProblem(*d.object), "") << c.subtype;
  }
  for (const int s : {4, 7, 8, 0xD, 0xF}) {
    const io::SonlvlObjectDecode d = platformDecode(SonlvlGame::Sonic1, s);
    EXPECT_FALSE(d.object) << s;
    EXPECT_FALSE(d.markerReason.empty()) << s;
  }
  EXPECT_NE(platformDecode(SonlvlGame::Sonic1, 4).markerReason.find("falling"), std::string::npos);
  EXPECT_EQ(platformDecode(SonlvlGame::Sonic1, 3).object->kind, ObjectKind::Fall) << "SonlvlFalls.*";
  const io::SonlvlObjectSummary sum =
      io::summarizeSonlvlObjects({{0x18, "Platform", 0, 0, 1}, {0x18, "Platform", 0, 0, 4}}, Profile::Sonic1);
  EXPECT_EQ(io::describeSonlvlObjects(sum), "1 of 2 objects simulated; markers: Obj18 Platform x1");
}

TEST(SonlvlPlatforms, Sonic2Obj18WidthsAndBehaviours) {
  constexpr OscTable S2 = OscTable::Sonic2;
  constexpr ObjectAxis Y = ObjectAxis::Y;
  // Obj18_InitData's widths by bits 4-6; PlatformObject d3 8: top-left y obY - 7, h 14.
  const int widths[5] = {0x20, 0x20, 0x20, 0x40, 0x30};
  for (int f = 0; f < 5; ++f) {
    const io::SonlvlObjectDecode d = platformDecode(SonlvlGame::Sonic2, f << 4 | 1);
    ASSERT_TRUE(d.object) << f;
    EXPECT_EQ(d.object->w, 2 * widths[f]);
    EXPECT_EQ(d.object->h, 14);
    EXPECT_EQ(d.object->path, (std::vector<Waypoint>{{0x1220 - widths[f], 0x1E8 - 7}}));
    EXPECT_EQ(d.object->osc, motion(S2, 6, ObjectAxis::X, 0x40, false, 0, true));
  }
  // ShortVertical: $A "subi.b #$40" then asr, $B negated; Vertical.altNormal/altReversed on osc 3.
  EXPECT_EQ(platformDecode(SonlvlGame::Sonic2, 0xA).object->osc, motion(S2, 6, Y, 0x40, false, 1, true));
  EXPECT_EQ(platformDecode(SonlvlGame::Sonic2, 0xB).object->osc, motion(S2, 6, Y, 0x40, true, 1, true));
  EXPECT_EQ(platformDecode(SonlvlGame::Sonic2, 0xC).object->osc, motion(S2, 3, Y, 0x30, false, 0, false));
  EXPECT_EQ(platformDecode(SonlvlGame::Sonic2, 0xD).object->osc, motion(S2, 3, Y, 0x30, true, 0, false));
  for (const int s : {4, 7, 8, 0xE, 0x51, 0x83, 0x84}) EXPECT_FALSE(platformDecode(SonlvlGame::Sonic2, s).object) << s;
  EXPECT_NE(platformDecode(SonlvlGame::Sonic2, 0x83).markerReason.find("every side"), std::string::npos);
  EXPECT_FALSE(io::decodeSonlvlObject(SonlvlGame::Sonic3K, {0x18, 1, 0, 0, false, false}).object) << "S&K's $18 is another object";
}

// Bit 7: Obj18_Init "tst.b subtype(a0); bpl.s .topSolid; addq.b #6,routine(a0)" (=> Obj18_FullSolid),
// "move.b #$30,y_radius(a0)", and on "cmpi.b #aquatic_ruin_zone,(Current_Zone).w" "move.b
// #$28,y_radius(a0)". Obj18_FullSolid runs Obj18_Move and Obj18_Nudge as Obj18_TopSolid does, then
// SolidObject with d1 = width_pixels + $B, d2 = y_radius, d3 = d2 + 1: a solid block of the same motion.
TEST(SonlvlPlatforms, Sonic2Obj18Bit7IsASolidBlockOfItsZonesHeight) {
  for (const bool arz : {false, true}) {
    const int yRadius = arz ? 0x28 : 0x30;
    const io::SonlvlObjectDecode d = io::decodeSonlvlObject(SonlvlGame::Sonic2, {0x18, 0x9A, 0x1220, 0x1E8, false, false, arz});
    ASSERT_TRUE(d.object) << arz;
    EXPECT_FALSE(d.object->topOnly);
    EXPECT_EQ(d.object->kind, ObjectKind::Block);
    EXPECT_EQ(d.object->w, 2 * 0x20) << "frame 1's width_pixels $20";
    EXPECT_EQ(d.object->h, 2 * yRadius);
    EXPECT_EQ(d.object->path, (std::vector<Waypoint>{{0x1220 - 0x20, 0x1E8 - yRadius}}));
    EXPECT_EQ(d.object->osc, motion(OscTable::Sonic2, 6, ObjectAxis::Y, 0x40, false, 1, true)) << "$A as the top-solid $0A";
    EXPECT_TRUE(d.object->nudge) << "Obj18_FullSolid sags and calls Obj18_Nudge too";
    EXPECT_EQ(objectProblem(*d.object), "");
  }
  EXPECT_EQ(platformDecode(SonlvlGame::Sonic2, 0x9B).object->osc, motion(OscTable::Sonic2, 6, ObjectAxis::Y, 0x40, true, 1, true));
  EXPECT_FALSE(platformDecode(SonlvlGame::Sonic2, 0x8A).object->topOnly);
}

struct Counted {
  int oscillating = 0, stillPlatforms = 0;
};
Counted countPlatforms(const io::LevelFile& f) {
  Counted c;
  for (const SolidObject& o : f.level.objects) {
    if (o.osc.table != OscTable::None) ++c.oscillating;
    else if (o.topOnly && o.kind == ObjectKind::Block) ++c.stillPlatforms;
  }
  return c;
}

// objpos/ghz1.bin's 20 Obj18: subtype 1 x4 (x $1220, $1740, $1DE0; $1260 is 5), 6 x1, 2 x3, and 12 of
// subtype 3 (falls: SonlvlFalls*). level/objects/EHZ_1.bin's 7: 1 x3, 2 x3, 5 x1.
TEST(SonlvlPlatformsDisassembly, GreenHill1AndEmeraldHill1PlatformsOscillate) {
  struct Act {
    const char* own;
    const char* folder;
    const char* level;
    OscTable table;
    int oscillating, entries, falls;
  };
  const Act acts[] = {{"SOLIDTILE_S1DISASM", "s1disasm", "Green Hill Zone Act 1", OscTable::Sonic1, 8, 20, 12},
                      {"SOLIDTILE_S2DISASM", "s2disasm", "Emerald Hill Zone Act 1", OscTable::Sonic2, 7, 7, 0},
                      // HTZ_1.bin's 8 Obj18: $9A x5 and $9B x1 (solid on every side), 1 x1, 5 x1.
                      {"SOLIDTILE_S2DISASM", "s2disasm", "Hill Top Zone Act 1", OscTable::Sonic2, 8, 8, 0},
                      // ARZ_1.bin's 11: $9A and $9B (y_radius $28 here), 1 x2, 2 x2, 3 x5 (falls).
                      {"SOLIDTILE_S2DISASM", "s2disasm", "Aquatic Ruin Zone Act 1", OscTable::Sonic2, 6, 11, 5}};
  int ran = 0;
  for (const Act& a : acts) {
    const std::optional<fs::path> root = test::disassembly(a.own, a.folder);
    if (!root) continue;
    ++ran;
    const io::ProjectResult p = io::loadSonlvlProject(*root / "SonLVL INI Files" / "SonLVL.ini");
    ASSERT_TRUE(p.project) << a.level;
    const io::SonlvlImportResult r = io::importSonlvlLevel(*p.project, a.level);
    ASSERT_TRUE(r.file) << a.level;
    const Counted c = countPlatforms(*r.file);
    EXPECT_EQ(c.oscillating, a.oscillating) << a.level;
    EXPECT_EQ(c.stillPlatforms, 0) << a.level;
    int platformMarkers = 0, simulatedMarkers = 0;
    for (const io::Marker& m : r.file->markers) {
      if (m.type != 0x18) continue;
      ++platformMarkers;
      simulatedMarkers += io::summarizeSonlvlObjects({m}, r.file->profile).simulated;
    }
    EXPECT_EQ(simulatedMarkers, a.oscillating + a.falls) << "the summary counts them (and the falls) simulated";
    EXPECT_EQ(platformMarkers, a.entries) << "every entry stays a marker";
    for (const SolidObject& o : r.file->level.objects) {
      if (o.osc.table == OscTable::None) continue;
      EXPECT_EQ(o.osc.table, a.table);
      EXPECT_EQ(o.osc.index, 6);
      EXPECT_TRUE(o.osc.lagged);
      EXPECT_EQ(objectProblem(o), "");
      if (!o.topOnly) {
        EXPECT_EQ(o.h, a.level[0] == 'A' ? 2 * 0x28 : 2 * 0x30) << a.level;
      }
    }
    const std::string summary = io::describeSonlvlObjects(io::summarizeSonlvlObjects(r.file->markers, r.file->profile));
    std::printf("%s: %d oscillating platforms; %s\n", a.level, c.oscillating, summary.c_str());
  }
  if (ran == 0) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM/SOLIDTILE_S2DISASM nor SOLIDTILE_DISASM_DIR is set";
}

// Green Hill 1's first one (objpos/ghz1.bin "1220 01E8 18 01"): placed on
// frame f by the angle saved on frame f - 1 (the value after f - 2 updates),
// 0..$80 - $40 px from x $1220.
TEST(SonlvlPlatformsDisassembly, GreenHill1FirstPlatformSwingsAsPlatMoveMovesIt) {
  const std::optional<fs::path> root = test::disassembly("SOLIDTILE_S1DISASM", "s1disasm");
  if (!root) GTEST_SKIP() << "neither SOLIDTILE_S1DISASM nor SOLIDTILE_DISASM_DIR is set";
  const io::ProjectResult p = io::loadSonlvlProject(*root / "SonLVL INI Files" / "SonLVL.ini");
  ASSERT_TRUE(p.project);
  const io::SonlvlImportResult r = io::importSonlvlLevel(*p.project, "Green Hill Zone Act 1");
  ASSERT_TRUE(r.file);
  const SolidObject* first = nullptr;
  for (const SolidObject& o : r.file->level.objects) {
    if (o.osc.table != OscTable::None && o.path[0].x == 0x1220 - 0x20) first = &o;
  }
  ASSERT_TRUE(first);
  EXPECT_EQ(first->path[0].y, 0x1E8 - 8);
  EXPECT_EQ(first->osc.axis, ObjectAxis::X);
  for (const std::uint32_t f : {0u, 1u, 65u, 129u, 200u}) {
    const int angle = oscillatorValue(OscTable::Sonic1, 6, f > 2 ? f - 2 : 0) >> 8;
    EXPECT_EQ(objectPosition(*first, f).x >> 8, 0x1220 - 0x20 + angle - 0x40) << f;
  }
}

}  // namespace
}  // namespace solidtile
